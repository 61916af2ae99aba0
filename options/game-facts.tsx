import { useEffect, useState } from 'preact/hooks';
import { formatRuleRef, gameBasics, type GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadUserTableInput } from '../src/storage/user-data.js';

interface GameFactsProps {
  store: KeyValueStore;
  game: GameId;
  /** Changes whenever stored data may have changed, to re-read whether a table was entered. */
  version: number;
}

/** What Adjutant's sources establish for a game and, as plainly, what they leave to the player's rulebook. */
export function GameFacts({ store, game, version }: GameFactsProps) {
  const module = gameBasics(game);
  const { info, combatTable, missingTable } = module;
  const [entered, setEntered] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setEntered(null);
    if (!combatTable) {
      void loadUserTableInput(store, game).then((t) => {
        if (live) setEntered(t ? t.title : null);
      });
    }
    return () => {
      live = false;
    };
  }, [store, game, version, combatTable]);

  return (
    <section class="facts" aria-labelledby="facts-heading">
      <h3 id="facts-heading">What Adjutant knows of {info.name}</h3>
      <dl class="facts-summary">
        <dt>Published</dt>
        <dd>
          {info.publisher}, {info.year}
        </dd>
        <dt>Die</dt>
        <dd>{info.die ? info.die.label : 'Not established by Adjutant’s sources — the table you enter sets it.'}</dd>
        <dt>Combat table</dt>
        <dd>
          {combatTable ? (
            <>
              Built in: {combatTable.title} ({formatRuleRef(combatTable.citations.results)}).
            </>
          ) : (
            <>
              Not built in — enter it from your own rulebook under “Your combat tables”.
              {missingTable ? ` Needed: ${missingTable.what} (${formatRuleRef(missingTable.rule)}).` : ''}{' '}
              {entered ? <strong>You have entered one: “{entered}”.</strong> : <strong>None entered yet.</strong>}
            </>
          )}
        </dd>
        <dt>Sources</dt>
        <dd>{info.documents.map((d) => d.title).join('; ')}</dd>
      </dl>
      <div class="facts-lists">
        <div>
          <h4>Known</h4>
          <ul class="known">
            {info.known.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Not known</h4>
          <ul class="unknown">
            {info.unknown.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
