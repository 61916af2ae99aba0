import type { GameId, RuleEntry, VictoryStanding, VpTally } from '../src/engine/index.js';
import { victoryAnswer } from '../src/engine/index.js';
import { AnswerCard } from './answer-card.js';

interface Props {
  readonly game: GameId;
  readonly standing: VictoryStanding | null;
  readonly tally: VpTally | null;
  /** Opens a cited rule in the Rules section. */
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

/** Where the game stands after the last row: the victory level, how it was reached, what would change it, and what Adjutant must ask. */
export function LedgerStanding({ game, standing, tally, onShowRule }: Props) {
  return (
    <div class="ledger-standing" data-testid="ledger-standing">
      {standing ? (
        <>
          <p>
            Now: <strong data-testid="victory-level">{standing.level}</strong>
            {standing.ratio && (
              <span data-testid="victory-ratio">
                {' '}
                ({tally ? `Union ${tally.union} VP to Confederate ${tally.confederate} VP, ` : ''}a ratio of {standing.ratio})
              </span>
            )}
          </p>
          {standing.toChange.length > 0 && (
            <ul aria-label="What would change it" data-testid="victory-to-change">
              {standing.toChange.map((t, i) => (
                <li key={i}>{t}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        tally && <p class="muted">No victory level for these points yet.</p>
      )}
      {tally && (
        <AnswerCard
          answer={victoryAnswer(game, tally, standing)}
          onShowRule={onShowRule}
          stepsFolded="How the level is found"
          names={{ questions: 'ledger-questions', questionsIntro: 'Adjutant cannot decide these from what was recorded; correct the row that says:' }}
        />
      )}
    </div>
  );
}
