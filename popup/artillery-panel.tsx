import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Board, BoardUnit, G88MovementSettings, GameId, HexTerrain, RuleEntry, RuleSetChoices, Side } from '../src/engine/index.js';
import { gameFeatures } from '../src/engine/index.js';
import type { TargetCheck } from '../src/engine/calculators.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadTerrainMarks, mergeTerrain } from '../src/storage/terrain-marks.js';
import { ArtilleryAnswer } from './artillery-answer.js';
import { AreaFire } from './area-fire.js';
import { ARTILLERY_HEADINGS, artilleryKind } from './artillery-kind.js';
import { ArtilleryTarget } from './artillery-target.js';
import { targetLine } from './artillery-words.js';
import { InfluenceView } from './influence-view.js';
import { GunReachView } from './gun-reach-view.js';
import { gunFireMarks, gunReachMarks, influenceShade } from './artillery-board-marks.js';
import { lazySender, useBoardMarks, type ShowMarks } from './board-marks.js';
import type { ArtilleryMarks } from '../src/messaging/artillery-marks.js';
import { lazy, LoadFailed, Loading, useLazy } from './lazy.js';
import { loadMovementSettings } from './movement-settings-load.js';
import { UnitSelect, usePickedFirst } from './unit-select.js';

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
  /** How marks reach the tab's board: the extension's messaging unless a test records them. */
  readonly showOnBoard?: ShowMarks<ArtilleryMarks>;
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
    const settings = loadMovementSettings(store, game).catch(() => null);
    const marks = loadTerrainMarks(store, game).catch(() => ({}));
    Promise.all([settings, marks]).then(([s, m]) => current && setStored({ settings: s, marks: m }));
    return () => {
      current = false;
    };
  }, [store, game, open]);
  return stored;
}


const NO_OPTIONS: RuleSetChoices = {};

type Calculators = typeof import('../src/engine/calculators.js');

/** The guns on the map, the picked ones first. */
const useGuns = (board: Board, picked: readonly string[]): BoardUnit[] => usePickedFirst(board, picked, isGun);

interface ViewProps {
  readonly board: Board;
  readonly module: Calculators;
  readonly stored: Stored;
  readonly terrain: Readonly<Record<string, HexTerrain>>;
  readonly picked: readonly string[];
  readonly title: string;
  /** What the view shows on the board: set when its answer changes, null when it goes. */
  readonly onMarks: (marks: ArtilleryMarks | null) => void;
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

/** Hands a view's marks up while it shows them, and null when it goes. */
function useMarks(onMarks: (marks: ArtilleryMarks | null) => void, marks: ArtilleryMarks | null): void {
  useEffect(() => onMarks(marks), [marks]);
  useEffect(() => () => onMarks(null), []);
}

/** Gettysburg '88, one gun: every enemy unit within its double range, whether it may fire on each, the line and the target's terrain modifier. */
function GunView({ board, module, stored, terrain, picked, title, onMarks, onShowRule }: ViewProps) {
  const [chosen, setChosen] = useState('');
  const guns = useGuns(board, picked);
  const gun = guns.find((u) => u.id === chosen) ?? guns[0];
  // The store hands back settings it has validated, or null: the rules ask what a null leaves open.
  const fire = useMemo(() => (gun ? module.gunFire(board, gun.id, stored.settings, { terrain }) : null), [module, gun, board, stored, terrain]);
  const answer = useMemo(() => (fire ? module.gunFireAnswer(fire) : null), [fire, module]);
  useMarks(onMarks, useMemo(() => (fire ? gunFireMarks(fire) : null), [fire]));
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
 * Gettysburg (1977): the enemy's ranges of influence for the moving side, and one gun's reach (under the optional
 * rule, 5 hexes where nothing blocks the line). The board shades the ranges and draws the gun's lines.
 */
function Influence({ board, module, terrain, picked, ruleSet, onMarks, onShowRule }: ViewProps & { readonly ruleSet: RuleSetChoices }) {
  const firstSide = board.units.find((u) => u.id === picked[0])?.side;
  const [sideChoice, setSide] = useState<Side | null>(null);
  const side = sideChoice ?? (firstSide === 'confederate' ? 'confederate' : 'union');
  const [chosen, setChosen] = useState('');
  const guns = useGuns(board, picked);
  const gun = guns.find((u) => u.id === chosen) ?? guns[0];
  // The player's terrain marks count as the board's own terrain here, as they do for every 1977 rule.
  const marked = useMemo(() => ({ ...board, terrain }), [board, terrain]);
  // The answers keep no value while a question is open: the board and the lists show what is decided meanwhile.
  const ranges = useMemo(() => module.sideRangesOfInfluence(marked, side, ruleSet), [module, marked, side, ruleSet]);
  const influence = useMemo(() => module.sideInfluenceAnswer(ranges), [module, ranges]);
  const reached = useMemo(() => (gun ? module.gunReach77(marked, gun.id, ruleSet) : null), [module, marked, gun, ruleSet]);
  const reach = useMemo(() => (reached ? module.gunReachAnswer(reached) : null), [module, reached]);
  const marks = useMemo(() => {
    const shade = influenceShade(ranges);
    return reached ? gunReachMarks(reached, shade) : { gun: null, shots: [], shade, omitted: 0 };
  }, [ranges, reached]);
  useMarks(onMarks, marks);
  return (
    <>
      <InfluenceView answer={influence} ranges={ranges} side={side} onSide={setSide} onShowRule={onShowRule} />
      {gun && reach && reached && <GunReachView guns={guns} gun={gun} onGun={setChosen} answer={reach} reach={reached} onShowRule={onShowRule} />}
    </>
  );
}

/** How the panel's marks reach the tab's board: the extension's messaging unless a test records them. */
const showOnTab: ShowMarks<ArtilleryMarks> = lazySender(
  () => import('../src/messaging/artillery-send.js'),
  (m, tabId, marks) => m.showArtilleryOnTab(tabId, marks),
);

/**
 * The Artillery panel, by game: Gettysburg '88's double-range fire (a gun's targets or a target's guns), 1977's
 * ranges of influence and a gun's reach, They Met's bombardment and volley into an area. Collapsed until asked
 * for; its rules load then. What it answers for a gun is drawn on the tab's board while it is open.
 */
export function ArtilleryPanel({ store, board, game, picked, attackers = [], defenders = [], ruleSet = NO_OPTIONS, tabId = null, showOnBoard = showOnTab, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  const [marks, setMarks] = useState<ArtilleryMarks | null>(null);
  const kind = artilleryKind(game);
  const calculators = useLazy(open ? CALCULATORS : null);
  const stored = useStored(store, game, open);
  const module = calculators.kind === 'ready' ? calculators.value : null;
  const terrain = useMemo(() => (stored ? mergeTerrain(board.terrain, stored.marks).terrain : null), [board, stored]);
  const title = gameFeatures(game).shortTitle;
  useBoardMarks(open ? tabId : null, marks, showOnBoard);
  if (kind === null) return null;
  const view: ViewProps | null = module && stored && terrain ? { board, module, stored, terrain, picked, title, onMarks: setMarks, onShowRule } : null;
  return (
    <section class="artillery" aria-label="Artillery">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>{ARTILLERY_HEADINGS[kind]}</h2>
        </summary>
        {open && (calculators.kind === 'loading' || (calculators.kind === 'ready' && !stored)) && <Loading />}
        {open && calculators.kind === 'failed' && <LoadFailed message={calculators.message} />}
        {open && view && kind === 'double-range' && <DoubleRange {...view} />}
        {open && view && kind === 'influence' && <Influence {...view} ruleSet={ruleSet} />}
        {open && view && kind === 'area-fire' && <AreaFire board={board} store={store} module={view.module} attackers={attackers} defenders={defenders} onShowRule={onShowRule} />}
        {open && view && kind !== 'area-fire' && tabId !== null && <p class="muted">Shown on the board while this panel is open; Escape on the page takes it off.</p>}
      </details>
    </section>
  );
}
