import type { Board, BoardUnit, HexTerrain } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { canonicalPath, firstGap } from './canonical-path.js';
import { clarification, fromSettings } from '../rule.js';
import { costFigure, type Figure } from './cost-figure.js';
import { endOfMoveStacking } from './end-of-move-stacking.js';
import { enemyZoc, ZOC_NEED, type EnemyZoc, type ZocState } from './enemy-zoc.js';
import { generalEscort } from './general-escort.js';
import { hexTerrainNames, isRoughHill } from './hex-terrain.js';
import { formatHexside, hexsideKey } from './hexside.js';
import type { CostPart, MoveAnswer, MoveNeed, MoveOptions, MoveProblem, MoveStep } from './movement-answer.js';
import { UNCONFIRMED_SETTINGS, type G88MovementSettings } from './movement-settings.js';
import { roadNetwork, type RoadNetwork } from './road-network.js';
import { terrainCost } from './terrain-cost.js';

/** Clarification 2: the extra factor for entering a rough hill hex. */
const ROUGH_HILL_EXTRA = 1;


/** What the walk along the path carries from hex to hex. */
interface Walk {
  readonly settings: G88MovementSettings;
  readonly unit: BoardUnit;
  readonly terrain: Readonly<Record<string, HexTerrain>>;
  readonly zoc: EnemyZoc;
  readonly roads: RoadNetwork;
  readonly streams: ReadonlySet<string>;
  readonly bridges: ReadonlySet<string>;
  readonly problems: MoveProblem[];
  readonly needs: MoveNeed[];
  /** Whether the move has already entered a hex off the road (across a hexside no road crosses, or into an enemy zone of control). */
  offRoad: boolean | 'unknown';
  /** Whether the previous hex was entered along the road. */
  lastOnRoad: boolean | null;
}

/** Sums the parts of one hex; a figure not confirmed makes the hex's cost unknown and is asked for. */
class HexPrice {
  readonly parts: CostPart[] = [];
  private total: number | null = 0;
  constructor(private readonly walk: Walk, private readonly hex: string) {}

  add(text: string, figure: Figure, rule: RuleRef | null): void {
    if (figure.need) {
      this.walk.needs.push(figure.need);
      this.unknown();
      this.parts.push({ text, cost: null, rule });
    } else if (figure.value === 'prohibited') {
      this.unknown();
      this.parts.push({ text, cost: null, rule });
      this.walk.problems.push({ severity: 'illegal', hex: this.hex, text: `${this.walk.unit.name} (${this.walk.unit.type}) may not do this: ${text}.`, rule });
    } else {
      if (this.total !== null) this.total += figure.value;
      this.parts.push({ text, cost: figure.value, rule });
    }
  }

  /** A part that only explains (a rule that changed nothing in the price, or why a rate does not apply). */
  say(text: string, rule: RuleRef | null): void {
    this.parts.push({ text, cost: null, rule });
  }

  unknown(): void {
    this.total = null;
  }

  get cost(): number | null {
    return this.total;
  }
}

function cite(walk: Walk, what: string): RuleRef {
  return fromSettings(what, walk.settings.rule);
}

/** Both readings of clarification 1's bridge rule agree, or the user's choice decides, or the answer asks. */
function bridgeCancelled(walk: Walk, from: ZocState, into: ZocState): ZocState {
  const entering = into;
  const either: ZocState = from === 'yes' || into === 'yes' ? 'yes' : from === 'unknown' || into === 'unknown' ? 'unknown' : 'no';
  const mode = walk.settings.zoc.bridgeNegated;
  if (mode === 'entering-zoc') return entering;
  if (mode === 'either-hex-in-zoc') return either;
  if (entering === either) return entering;
  walk.needs.push({
    setting: 'zoc.bridgeNegated',
    question: 'Clarification 1 cancels a bridge where there is an enemy zone of control: is it cancelled when the hex entered is in one, or when either hex beside the bridge is?',
  });
  return 'unknown';
}

/** A stream on the side crossed: its cost, by the bridge when there is one the enemy does not cancel. */
function streamCost(walk: Walk, price: HexPrice, from: string, to: string): void {
  const key = hexsideKey(from, to);
  if (!walk.streams.has(key)) return;
  const side = formatHexside(from, to);
  const type = walk.unit.type;
  if (!walk.bridges.has(key)) {
    price.add(`crossing the stream at ${side}`, costFigure(walk.settings, type, 'streamCrossing'), cite(walk, 'stream crossing'));
    return;
  }
  const cancelled = bridgeCancelled(walk, walk.zoc.at(from), walk.zoc.at(to));
  if (cancelled === 'no') price.add(`crossing the stream by the bridge at ${side}`, costFigure(walk.settings, type, 'bridge'), cite(walk, 'bridges'));
  else if (cancelled === 'yes') {
    price.say(`the bridge at ${side} does not count: an enemy zone of control cancels it`, clarification(1));
    price.add(`crossing the stream at ${side} without the bridge`, costFigure(walk.settings, type, 'streamCrossing'), cite(walk, 'stream crossing'));
  } else price.unknown();
}

/** The hex's terrain, off the road: a price, or the questions it waits for, or a refusal. */
function addTerrain(walk: Walk, price: HexPrice, hex: string, terrain: ReturnType<typeof hexTerrainNames>): void {
  const tc = terrainCost(walk.settings, walk.unit.type, hex, terrain);
  walk.needs.push(...tc.needs);
  if (tc.needs.length > 0) price.unknown();
  for (const part of tc.parts) {
    if (part.cost === null) {
      price.unknown();
      price.say(part.text, part.rule);
    } else price.add(part.text, { value: part.cost }, part.rule);
  }
  if (tc.prohibitedBy !== null) {
    walk.problems.push({
      severity: 'illegal',
      hex,
      text: `${walk.unit.name} (${walk.unit.type}) may not enter ${hex}: ${tc.prohibitedBy}.`,
      rule: cite(walk, `movement costs: ${tc.prohibitedBy}`),
    });
  }
}

function roughHill(price: HexPrice, hex: string, terrain: ReturnType<typeof hexTerrainNames>): void {
  if (isRoughHill(terrain)) price.add(`${hex} is a rough hill hex: one extra movement factor`, { value: ROUGH_HILL_EXTRA }, clarification(2));
}

/** Whether road movement carries this hex: the side crossed, the enemy zone entered, the road left earlier. */
function roadRate(walk: Walk, price: HexPrice, before: string | undefined, from: string, to: string): boolean | null {
  const across = walk.roads.across(from, to);
  const side = formatHexside(from, to);
  if (across.kind === 'unknown') {
    walk.needs.push(across.need);
    return null;
  }
  if (across.kind === 'no') {
    if (walk.lastOnRoad === true) price.say(`no road crosses ${side}: the unit leaves the road across a hexside, not just inside ${from}`, clarification(9));
    return false;
  }
  const into = walk.zoc.at(to);
  if (into === 'yes') {
    price.say(`a road crosses ${side}, but the road rate cannot carry a unit into an enemy zone of control`, clarification(1));
    return false;
  }
  if (into === 'unknown') {
    walk.needs.push(ZOC_NEED);
    return null;
  }
  if (walk.offRoad !== false && walk.settings.costs.roadRateResumes !== true) {
    if (walk.offRoad === 'unknown') return null;
    if (walk.settings.costs.roadRateResumes === false) {
      price.say(`a road crosses ${side}, but the move entered a hex off the road earlier, and your settings give no road rate after that`, cite(walk, 'road movement'));
      return false;
    }
    walk.needs.push({
      setting: 'costs.roadRateResumes',
      question: 'Once a move has entered a hex off the road, do later hexes it enters along a road still cost the road rate?',
    });
    return null;
  }
  const joined = across.how === 'between-road-hexes' ? ' (your settings join adjacent road hexes)' : '';
  price.add(`${to}: entered along the road across ${side}${joined}`, costFigure(walk.settings, walk.unit.type, 'road'), cite(walk, 'road movement'));
  if (walk.zoc.at(from) === 'yes') price.say(`leaving an enemy zone of control by road is allowed`, clarification(1));
  if (before !== undefined && walk.lastOnRoad === true && across.how === 'listed' && !walk.roads.continuous(before, from, to)) {
    price.say(`the road rate holds although the road is left inside ${from}: that stretch off the road stays within the one hex`, clarification(9));
  }
  return true;
}

/** Entering `to` from `from` (with `before` the hex before that, for clarification 9). */
function hexStep(walk: Walk, before: string | undefined, from: string, to: string): MoveStep {
  const price = new HexPrice(walk, to);
  const { zoc, unit } = walk;
  const [zFrom, zTo] = [zoc.at(from), zoc.at(to)];
  if (zoc.enemyHexes.has(to)) {
    walk.problems.push({ severity: 'illegal', hex: to, text: `${to} holds enemy units and cannot be entered (clarification 7 treats such a hex as blocked).`, rule: clarification(7) });
  }
  if (zFrom === 'yes' && zTo === 'yes') {
    walk.problems.push({
      severity: 'illegal',
      hex: to,
      text: `${from} and ${to} are both in enemy zones of control: zones of control do not lock, but a unit may not move straight from one into another.`,
      rule: clarification(3),
    });
  } else if (zFrom !== 'no' && zTo !== 'no') walk.needs.push(ZOC_NEED);
  if (unit.type === 'general' || unit.type === 'leader') {
    if (zTo === 'yes') walk.problems.push({ severity: 'illegal', hex: to, text: `${unit.name} is a general and may not enter the enemy zone of control at ${to} on purpose.`, rule: clarification(10) });
    else if (zTo === 'unknown') walk.needs.push(ZOC_NEED);
  }
  const terrain = hexTerrainNames(to, walk.terrain);
  const road = roadRate(walk, price, before, from, to);
  if (road === false) {
    addTerrain(walk, price, to, terrain);
    walk.offRoad = true;
  } else if (road === null) {
    price.unknown();
    if (walk.offRoad === false) walk.offRoad = 'unknown';
  }
  roughHill(price, to, terrain);
  streamCost(walk, price, from, to);
  walk.lastOnRoad = road;
  return { from, hex: to, cost: price.cost, road, enemyZoc: zTo === 'unknown' ? null : zTo === 'yes', parts: price.parts };
}

/** A reinforcement's entry hex, reached from off the map. */
function entryStep(walk: Walk, hex: string): MoveStep {
  const price = new HexPrice(walk, hex);
  const z = walk.zoc.at(hex);
  if (walk.zoc.enemyHexes.has(hex) || z === 'yes') {
    walk.problems.push({
      severity: 'illegal',
      hex,
      text: `The entry hex ${hex} is blocked by enemy units or an enemy zone of control: the unit comes on at the nearest map-edge hex that is neither, so start the path there.`,
      rule: clarification(7),
    });
  } else if (z === 'unknown') walk.needs.push(ZOC_NEED);
  const terrain = hexTerrainNames(hex, walk.terrain);
  const how = walk.settings.costs.entryHex;
  if (how === null) {
    walk.needs.push({ setting: 'costs.entryHex', question: 'How does a reinforcement pay for its entry hex: at the road rate, at the cost of its terrain, or nothing?' });
    price.unknown();
  } else if (how === 'free') price.add(`${hex}: the entry hex, which your settings make free`, { value: 0 }, cite(walk, 'reinforcements'));
  else if (how === 'as-road') price.add(`${hex}: the entry hex, at the road rate`, costFigure(walk.settings, walk.unit.type, 'road'), cite(walk, 'reinforcements'));
  else addTerrain(walk, price, hex, terrain);
  if (how !== 'free' && how !== null) roughHill(price, hex, terrain);
  walk.lastOnRoad = how === 'as-road';
  return { from: null, hex, cost: price.cost, road: how === null ? null : how === 'as-road', enemyZoc: z === 'unknown' ? null : z === 'yes', parts: price.parts };
}

/** Each question once, in the order first met. */
function distinct(needs: readonly MoveNeed[]): MoveNeed[] {
  const seen = new Set<string>();
  return needs.filter((n) => {
    const key = `${n.setting}\n${n.question}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function refused(board: Board, unit: BoardUnit | undefined, path: readonly string[], text: string, hex: string | null, options: MoveOptions): MoveAnswer {
  return {
    unit: unit ? { id: unit.id, name: unit.name, type: unit.type } : null,
    path,
    cost: null,
    legal: null,
    steps: [],
    problems: [{ severity: 'input', hex, text, rule: null }],
    needs: [],
    movementFactors: { allowance: options.allowance ?? null, extra: null },
    notes: board.game === 'gettysburg-88' ? [] : [step("Movement costs are modelled only for Gettysburg '88 so far.")],
  };
}

/**
 * The movement cost of a path for one unit of a Gettysburg '88 board: hex by hex, each price with its
 * reasons and rules, whether the move keeps the rules, and every figure still to be confirmed. With
 * settings null (or figures left unconfirmed) the answer names what it needs instead of a number.
 * `path` starts at the unit's hex, or for a reinforcement not yet on the map at its entry hex.
 */
export function movePath(board: Board, unitId: string, path: readonly string[], settings: G88MovementSettings | null, options: MoveOptions = {}): MoveAnswer {
  const s = settings ?? UNCONFIRMED_SETTINGS;
  const unit = board.units.find((u) => u.id === unitId);
  if (board.game !== 'gettysburg-88') return refused(board, unit, path, `This board is ${board.game}: movement costs are modelled only for Gettysburg '88.`, null, options);
  if (!unit) return refused(board, unit, path, `No unit "${unitId}" is on the board.`, null, options);
  const read = canonicalPath(path);
  if (!read.ok) return refused(board, unit, path, `"${read.bad}" is not a Gettysburg '88 hex.`, null, options);
  const hexes = read.hexes;
  const entering = unit.location.kind === 'off-map' && unit.location.why === 'not-entered';
  const start = hexes[0];
  if (start === undefined) return refused(board, unit, hexes, 'The path is empty: give the hexes of the move, starting where the unit stands.', null, options);
  if (unit.location.kind === 'off-map' && !entering) return refused(board, unit, hexes, `${unit.name} is off the map (${unit.location.why}) and cannot move.`, null, options);
  if (unit.location.kind === 'hex' && unit.location.hex !== start) {
    return refused(board, unit, hexes, `The path must start where ${unit.name} stands, ${unit.location.hex}; it starts at ${start}.`, start, options);
  }
  if (!entering && hexes.length < 2) return refused(board, unit, hexes, 'The path needs at least two hexes: where the unit stands and where it goes.', start, options);
  const gap = firstGap(hexes);
  if (gap) return refused(board, unit, hexes, `The path jumps from ${gap.from} to ${gap.to}, which do not share a side.`, gap.to, options);

  const terrain = options.terrain ?? board.terrain;
  const walk: Walk = {
    settings: s,
    unit,
    terrain,
    zoc: enemyZoc(board, unit.side, s.zoc.adjacentHexes),
    roads: roadNetwork(s, terrain),
    streams: new Set(s.map.streams.map(([a, b]) => hexsideKey(a, b))),
    bridges: new Set(s.map.bridges.map(([a, b]) => hexsideKey(a, b))),
    problems: [],
    needs: [],
    offRoad: false,
    lastOnRoad: null,
  };
  const steps: MoveStep[] = [];
  if (entering) steps.push(entryStep(walk, start));
  for (let i = 1; i < hexes.length; i++) steps.push(hexStep(walk, hexes[i - 2], hexes[i - 1] as string, hexes[i] as string));

  const notes: Step[] = [];
  if (s.zoc.adjacentHexes === true && hexes.some((h) => walk.zoc.at(h) === 'yes')) {
    notes.push(step('Enemy zones of control are taken as the six hexes next to each enemy combat unit, as your settings confirm.', cite(walk, 'zones of control')));
  }
  const stacking = endOfMoveStacking(board, unit, hexes, s);
  walk.problems.push(...stacking.problems);
  walk.needs.push(...stacking.needs);
  notes.push(...stacking.notes);

  let extra: 0 | 1 | null = 0;
  if (options.general) {
    const escort = generalEscort(board, unit, hexes, entering, options.general, walk.zoc);
    extra = escort.extra;
    walk.problems.push(...escort.problems);
    walk.needs.push(...escort.needs);
    notes.push(...escort.notes);
  }

  const needs = distinct(walk.needs);
  const cost = steps.every((st) => st.cost !== null) ? steps.reduce((sum, st) => sum + (st.cost ?? 0), 0) : null;
  const allowance = options.allowance ?? null;
  let withinAllowance: boolean | null = true;
  if (allowance !== null) {
    const available = extra === null ? null : allowance + extra;
    withinAllowance = cost === null || available === null ? null : cost <= available;
    if (withinAllowance === false) {
      walk.problems.push({
        severity: 'illegal',
        hex: null,
        text: `The move costs ${cost ?? ''} movement factors, more than the ${available ?? ''} ${unit.name} has${extra === 1 ? ' with the general’s extra factor' : ''}.`,
        rule: cite(walk, 'movement factors'),
      });
    }
  } else notes.push(step('No movement allowance was given, so the cost is not checked against one.'));
  // A route that cannot be read (a general's) leaves the question open; a broken rule closes it.
  const illegal = walk.problems.some((p) => p.severity === 'illegal');
  const unreadable = walk.problems.some((p) => p.severity === 'input');
  const legal = illegal ? false : unreadable || needs.length > 0 || withinAllowance === null ? null : true;
  return {
    unit: { id: unit.id, name: unit.name, type: unit.type },
    path: hexes,
    cost,
    legal,
    steps,
    problems: walk.problems,
    needs,
    movementFactors: { allowance, extra },
    notes,
  };
}
