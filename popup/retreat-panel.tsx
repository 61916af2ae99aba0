import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Board, GameId, RuleEntry } from '../src/engine/index.js';
import { gameFeatures, optionCosts, pathWords, retreatAnswer } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { MOVEMENT_SETTINGS } from '../src/storage/g88-movement-settings.js';
import { AnswerCard } from './answer-card.js';
import { gameRules } from './game-rules.js';
import { LoadFailed, Loading, useLazy } from './lazy.js';

interface Props {
  readonly store: KeyValueStore;
  readonly board: Board;
  readonly game: GameId;
  /** Board ids of the units picked as attackers and as defenders, in row order. */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** Which sides the odds answer's results can make retreat (DR, AR …); null before there is an answer. */
  readonly retreats?: { readonly attackers: boolean; readonly defenders: boolean } | null;
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

/**
 * The settings a game's retreat rules read, as stored in Options: the movement settings (the stacking limit,
 * the zones of control) for a game that lists them; none otherwise. Read each time the panel opens.
 */
function useRetreatSettings(store: KeyValueStore, game: GameId, open: boolean): unknown {
  const [settings, setSettings] = useState<unknown>(null);
  useEffect(() => {
    if (!open || !gameFeatures(game).userInputs.includes('movement-settings')) return;
    let current = true;
    MOVEMENT_SETTINGS.load(store, game).then(
      (s) => current && setSettings(s),
      () => current && setSettings(null),
    );
    return () => {
      current = false;
    };
  }, [store, game, open]);
  return settings;
}

/**
 * Retreat priority for one picked unit: every legal retreat in the rules' order with what it costs, the hexes
 * it may not use and why, and what the board does not show. It fights against the other side's picked units
 * and beside its own side's. Collapsed until asked for; the game's rules load then.
 */
export function RetreatPanel({ store, board, game, attackers, defenders, retreats = null, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const rules = useLazy(open ? gameRules(game) : null);
  const settings = useRetreatSettings(store, game, open);
  // The side the battle's results can make retreat comes first: the defenders unless only the attackers can.
  const attackersFirst = retreats !== null && retreats.attackers && !retreats.defenders;
  const picked = (attackersFirst ? [...attackers, ...defenders] : [...defenders, ...attackers]).filter((id, i, all) => all.indexOf(id) === i && board.units.some((u) => u.id === id));
  const sides = retreats === null ? [] : [retreats.defenders ? 'the defenders' : null, retreats.attackers ? 'the attackers' : null].filter((x): x is string => x !== null);
  const unitId = picked.includes(chosen) ? chosen : picked[0];
  const unit = board.units.find((u) => u.id === unitId);
  const attacking = unitId !== undefined && attackers.includes(unitId);
  const module = rules.kind === 'ready' ? rules.value : null;
  // The search can be long on a crowded board: it runs again only when what it reads changes.
  const result = useMemo(() => {
    const retreat = module?.retreat;
    if (!open || !unit || !module || !retreat) return null;
    return retreat.call(module, { board, unitId: unit.id, attackers: attacking ? defenders : attackers, battle: (attacking ? attackers : defenders).filter((id) => id !== unit.id) }, settings);
    // The pages hand new arrays on every render: the ids, not the arrays, say whether the battle changed.
  }, [open, unit, module, board, attacking, attackers.join(','), defenders.join(','), settings]);
  const answer = useMemo(() => (result ? retreatAnswer(result) : null), [result]);
  return (
    <section class="retreat" aria-label="Retreat">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>Retreat</h2>
          {sides.length > 0 && <span class="muted" data-testid="retreat-hint"> — this battle can end in a retreat of {sides.join(' or ')}</span>}
        </summary>
        {open && picked.length === 0 && <p class="muted">Pick the units of the battle on the board: their retreats show here.</p>}
        {open && picked.length > 0 && (
          <>
            <div class="field">
              <label for="retreat-unit">Unit that retreats</label>
              <select id="retreat-unit" aria-label="Unit that retreats" value={unitId} onChange={(e) => setChosen(e.currentTarget.value)}>
                {picked.map((id) => (
                  <option key={id} value={id}>
                    {board.units.find((u) => u.id === id)?.name ?? id} ({attackers.includes(id) ? 'attacker' : 'defender'})
                  </option>
                ))}
              </select>
            </div>
            {rules.kind === 'loading' && <Loading />}
            {rules.kind === 'failed' && <LoadFailed message={rules.message} />}
            {result && answer && (
              <AnswerCard answer={answer} onShowRule={onShowRule} names={{ steps: 'retreat-steps', stepsLabel: 'Why, rule by rule', questions: 'retreat-questions' }} stepsFolded="Why, rule by rule">
                <p data-testid="retreat-summary">{answer.summary ?? 'Not decided until the questions above are answered.'}</p>
                {result.options.length > 0 && (
                  <ol class="retreat-options" data-testid="retreat-options">
                    {result.options.map((o, i) => {
                      const costs = optionCosts(o);
                      return (
                        <li key={i}>
                          <strong>Rank {o.rank}</strong> {pathWords(o.path)}
                          {costs.length > 0 && <span class="muted"> ({costs.join(', ')})</span>}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </AnswerCard>
            )}
          </>
        )}
      </details>
    </section>
  );
}
