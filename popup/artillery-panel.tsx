import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Board, BoardUnit, G88MovementSettings, GameId, HexTerrain, RuleEntry } from '../src/engine/index.js';
import { gameFeatures } from '../src/engine/index.js';
import type { TargetCheck } from '../src/engine/calculators.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { MOVEMENT_SETTINGS } from '../src/storage/g88-movement-settings.js';
import { loadTerrainMarks, mergeTerrain } from '../src/storage/terrain-marks.js';
import { AnswerCard } from './answer-card.js';
import { lazy, LoadFailed, Loading, useLazy } from './lazy.js';

/** The calculators (double-range fire among them): loaded the first time the panel opens, never on the popup's first load. */
const CALCULATORS = lazy(() => import('../src/engine/calculators.js'));

/** Artillery of either kind: the units that may fire at double range. */
const isGun = (u: BoardUnit): boolean => u.type === 'artillery' || u.type === 'horse-artillery';

interface Props {
  /** The board and its game, whose stored settings (their artillery section) and terrain marks the rules read. */
  readonly board: Board;
  readonly game: GameId;
  readonly store: KeyValueStore;
  /** Board ids of the units picked for the battle, attackers then defenders: the guns among them come first in the list. */
  readonly picked: readonly string[];
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

/** What the artillery rules read besides the board: the stored settings and the player's terrain marks. */
interface Stored {
  readonly settings: G88MovementSettings | null;
  readonly marks: Readonly<Record<string, HexTerrain>>;
}

/**
 * The movement settings (their artillery section) and the terrain marks, as stored in Options; null until read.
 * Read each time the panel opens, so settings confirmed meanwhile count.
 */
function useStored(store: KeyValueStore, game: GameId, open: boolean): Stored | null {
  const [stored, setStored] = useState<Stored | null>(null);
  useEffect(() => {
    if (!open) {
      setStored(null);
      return;
    }
    let current = true;
    const settings = gameFeatures(game).userInputs.includes('movement-settings') ? MOVEMENT_SETTINGS.load(store, game).catch(() => null) : Promise.resolve<G88MovementSettings | null>(null);
    const marks = loadTerrainMarks(store, game).catch(() => ({}));
    Promise.all([settings, marks]).then(([s, m]) => current && setStored({ settings: s, marks: m }));
    return () => {
      current = false;
    };
  }, [store, game, open]);
  return stored;
}

const hexes = (n: number): string => `${n} hex${n === 1 ? '' : 'es'}`;

function mayFire(t: TargetCheck): string {
  return t.eligible === true ? 'may fire' : t.eligible === false ? 'may not' : 'undecided';
}

function lineWords(t: TargetCheck): string {
  switch (t.line.verdict) {
    case 'clear':
      return 'line clear';
    case 'blocked':
      return `blocked by ${t.line.blockedBy.join(', ')}`;
    case 'not-needed':
      return 'line not needed (a hill)';
    default:
      return 'line unknown';
  }
}

function terrainWords(t: TargetCheck): string {
  return t.defenderTerrain === true ? 'keeps its terrain modifier' : t.defenderTerrain === false ? 'loses its terrain modifier' : 'terrain modifier not decided';
}

/** One target as a line: "name (hex, n hexes): may fire — line clear; keeps its terrain modifier". */
export function targetLine(t: TargetCheck): string {
  return `${t.unit.name} (${t.unit.hex}, ${hexes(t.distance)}): ${mayFire(t)} — ${lineWords(t)}; ${terrainWords(t)}`;
}

/**
 * Double-range artillery for one gun of the board: every enemy unit within its double range, whether it may
 * fire on each, the line of sight and the target's terrain modifier. Collapsed until asked for; its rules load then.
 */
export function ArtilleryPanel({ store, board, game, picked, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const calculators = useLazy(open ? CALCULATORS : null);
  const stored = useStored(store, game, open);
  const guns = useMemo(() => {
    const onMap = board.units.filter((u) => isGun(u) && u.location.kind === 'hex');
    const first = picked.flatMap((id) => onMap.filter((u) => u.id === id));
    return [...first, ...onMap.filter((u) => !first.includes(u))].filter((u, i, all) => all.indexOf(u) === i);
    // The pages hand new arrays on every render: the ids, not the array, say whether the pick changed.
  }, [board, picked.join(',')]);
  const gun = guns.find((u) => u.id === chosen) ?? guns[0];
  const module = calculators.kind === 'ready' ? calculators.value : null;
  const terrain = useMemo(() => (stored ? mergeTerrain(board.terrain, stored.marks).terrain : null), [board, stored]);
  const fire = useMemo(() => {
    if (!open || !module || !gun || !stored || !terrain) return null;
    // The store hands back settings it has validated, or null: the rules ask what a null leaves open.
    return module.gunFire(board, gun.id, stored.settings, { terrain });
  }, [open, module, gun, board, stored, terrain]);
  const answer = useMemo(() => (fire && module ? module.gunFireAnswer(fire) : null), [fire, module]);
  const title = gameFeatures(game).shortTitle;
  return (
    <section class="artillery" aria-label="Artillery">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>Artillery (double range)</h2>
        </summary>
        {open && guns.length === 0 && <p class="muted">No artillery on the map of this board.</p>}
        {open && gun && (
          <>
            <div class="field">
              <label for="artillery-gun">Gun</label>
              <select id="artillery-gun" aria-label="Gun" value={gun.id} onChange={(e) => setChosen(e.currentTarget.value)}>
                {guns.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name} ({u.location.kind === 'hex' ? u.location.hex : ''}, {u.side})
                  </option>
                ))}
              </select>
            </div>
            {(calculators.kind === 'loading' || (calculators.kind === 'ready' && !stored)) && <Loading />}
            {calculators.kind === 'failed' && <LoadFailed message={calculators.message} />}
            {answer && fire && (
              <AnswerCard
                answer={answer}
                onShowRule={onShowRule}
                names={{
                  steps: 'artillery-steps',
                  stepsLabel: 'Why, rule by rule',
                  questions: 'artillery-questions',
                  questionsIntro: `Adjutant does not guess these: confirm your rulebook's figures in Options → ${title} movement, or mark the terrain.`,
                }}
                stepsFolded="Why, rule by rule"
              >
                <p data-testid="artillery-summary">{answer.summary ?? 'Not decided until the questions above are answered.'}</p>
                {fire.targets.length > 0 && (
                  <ul class="artillery-targets" data-testid="artillery-targets">
                    {fire.targets.map((t) => (
                      <li key={t.unit.id} data-eligible={String(t.eligible)}>
                        {targetLine(t)}
                      </li>
                    ))}
                  </ul>
                )}
              </AnswerCard>
            )}
          </>
        )}
      </details>
    </section>
  );
}
