import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Board, BoardUnit, G88MovementSettings, GameId, HexTerrain, RuleEntry, RuleSetChoices, Side } from '../src/engine/index.js';
import { gameFeatures } from '../src/engine/index.js';
import type { TargetCheck } from '../src/engine/calculators.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { MOVEMENT_SETTINGS } from '../src/storage/g88-movement-settings.js';
import { loadTerrainMarks, mergeTerrain } from '../src/storage/terrain-marks.js';
import { ArtilleryAnswer } from './artillery-answer.js';
import { AreaFire } from './area-fire.js';
import { ARTILLERY_HEADINGS, artilleryKind } from './artillery-kind.js';
import { ArtilleryTarget } from './artillery-target.js';
import { hexes, lineWords, mayFire, terrainWords } from './artillery-words.js';
import { InfluenceView } from './influence-view.js';
import { lazy, LoadFailed, Loading, useLazy } from './lazy.js';
import { UnitSelect } from './unit-select.js';

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
  /** The picked attackers and defenders apart: They Met's fire reads the first as the group, the second's area as the target. */
  readonly attackers?: readonly string[];
  readonly defenders?: readonly string[];
  /** The optional rules in play (1977: the longer artillery reach). */
  readonly ruleSet?: RuleSetChoices;
  /** The tab whose board this is (the page's own, not a board imported in Options): what the panel shows is drawn there. */
  readonly tabId?: number | null;
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

/** One target as a line: "name (hex, n hexes): may fire — line clear; keeps its terrain modifier". */
export function targetLine(t: TargetCheck): string {
  return `${t.unit.name} (${t.unit.hex}, ${hexes(t.distance)}): ${mayFire(t.eligible)} — ${lineWords(t.line)}; ${terrainWords(t.defenderTerrain)}`;
}

const NO_OPTIONS: RuleSetChoices = {};

type Calculators = typeof import('../src/engine/calculators.js');

/** The guns on the map, the picked ones first. */
function useGuns(board: Board, picked: readonly string[]): BoardUnit[] {
  return useMemo(() => {
    const onMap = board.units.filter((u) => isGun(u) && u.location.kind === 'hex');
    const first = picked.flatMap((id) => onMap.filter((u) => u.id === id));
    return [...first, ...onMap.filter((u) => !first.includes(u))].filter((u, i, all) => all.indexOf(u) === i);
    // The pages hand new arrays on every render: the ids, not the array, say whether the pick changed.
  }, [board, picked.join(',')]);
}

interface ViewProps {
  readonly board: Board;
  readonly module: Calculators;
  readonly stored: Stored;
  readonly terrain: Readonly<Record<string, HexTerrain>>;
  readonly picked: readonly string[];
  readonly title: string;
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

/** Gettysburg '88, one gun: every enemy unit within its double range, whether it may fire on each, the line and the target's terrain modifier. */
function GunView({ board, module, stored, terrain, picked, title, onShowRule }: ViewProps) {
  const [chosen, setChosen] = useState('');
  const guns = useGuns(board, picked);
  const gun = guns.find((u) => u.id === chosen) ?? guns[0];
  // The store hands back settings it has validated, or null: the rules ask what a null leaves open.
  const fire = useMemo(() => (gun ? module.gunFire(board, gun.id, stored.settings, { terrain }) : null), [module, gun, board, stored, terrain]);
  const answer = useMemo(() => (fire ? module.gunFireAnswer(fire) : null), [fire, module]);
  if (!gun) return <p class="muted">No artillery on the map of this board.</p>;
  return (
    <>
      <UnitSelect id="artillery-gun" label="Gun" units={guns} value={gun.id} onValue={setChosen} />
      {answer && fire && (
        <ArtilleryAnswer answer={answer} title={title} onShowRule={onShowRule}>
          {fire.targets.length > 0 && (
            <ul class="artillery-targets" data-testid="artillery-targets">
              {fire.targets.map((t) => (
                <li key={t.unit.id} data-eligible={String(t.eligible)}>
                  {targetLine(t)}
                </li>
              ))}
            </ul>
          )}
        </ArtilleryAnswer>
      )}
    </>
  );
}

/** Gettysburg '88: a gun's targets, or a target's guns (which may fire on it, which may support it). */
function DoubleRange(props: ViewProps) {
  const [asking, setAsking] = useState<'gun' | 'target'>('gun');
  return (
    <>
      <fieldset class="field">
        <legend>Ask about</legend>
        <label>
          <input type="radio" name="artillery-asking" checked={asking === 'gun'} onChange={() => setAsking('gun')} /> a gun’s targets
        </label>
        <label>
          <input type="radio" name="artillery-asking" checked={asking === 'target'} onChange={() => setAsking('target')} /> a target’s guns
        </label>
      </fieldset>
      {asking === 'gun' ? <GunView {...props} /> : <ArtilleryTarget board={props.board} settings={props.stored.settings} terrain={props.terrain} module={props.module} picked={props.picked} title={props.title} onShowRule={props.onShowRule} />}
    </>
  );
}

/**
 * The Artillery panel, by game: Gettysburg '88's double-range fire (a gun's targets or a target's guns), They
 * Met's bombardment and volley into an area. Collapsed until asked for; its rules load then.
 */
export function ArtilleryPanel({ store, board, game, picked, attackers = [], defenders = [], ruleSet = NO_OPTIONS, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  const firstSide = board.units.find((u) => u.id === picked[0])?.side;
  const [sideChoice, setSide] = useState<Side | null>(null);
  const side = sideChoice ?? (firstSide === 'confederate' ? 'confederate' : 'union');
  const kind = artilleryKind(game);
  const calculators = useLazy(open ? CALCULATORS : null);
  const stored = useStored(store, game, open);
  const module = calculators.kind === 'ready' ? calculators.value : null;
  const terrain = useMemo(() => (stored ? mergeTerrain(board.terrain, stored.marks).terrain : null), [board, stored]);
  const title = gameFeatures(game).shortTitle;
  if (kind === null) return null;
  const view: ViewProps | null = module && stored && terrain ? { board, module, stored, terrain, picked, title, onShowRule } : null;
  return (
    <section class="artillery" aria-label="Artillery">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>{ARTILLERY_HEADINGS[kind]}</h2>
        </summary>
        {open && (calculators.kind === 'loading' || (calculators.kind === 'ready' && !stored)) && <Loading />}
        {open && calculators.kind === 'failed' && <LoadFailed message={calculators.message} />}
        {open && view && kind === 'double-range' && <DoubleRange {...view} />}
        {open && view && kind === 'influence' && <InfluenceView board={board} module={view.module} ruleSet={ruleSet} side={side} onSide={setSide} onShowRule={onShowRule} />}
        {open && view && kind === 'area-fire' && <AreaFire board={board} store={store} module={view.module} attackers={attackers} defenders={defenders} onShowRule={onShowRule} />}
      </details>
    </section>
  );
}
