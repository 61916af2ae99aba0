import type { Problem, Question } from '../../../core/answer.js';
import type { BoardUnit } from '../../../core/board/board.js';
import type { Edge, MapData } from '../../../core/board/map-data.js';
import { step, type Step } from '../../../core/explanation.js';
import { axialNeighbors } from '../../../core/hex/hex.js';
import { axialToOffset } from '../../../core/hex/offset-columns.js';
import { type RejectedHex, type RetreatOption, type RetreatRequest, type RetreatResult, retreatResult } from '../../../core/retreat.js';
import { CEMETERY_HILL_MAP_DATA } from '../map-data.js';
import { CEMETERY_HILL_MAP } from '../map.js';
import { ch } from '../rule.js';
import { mapBounds, place, type MapBounds } from './map-bounds.js';
import { readChRequest } from './retreat-request.js';

/** 14.4 is the one retreat rule in the seed; every line of this answer rests on it. */
export const NO_RETREAT_OFF_MAP = ch('14.4');

/** Stable id of the question asked when the map data does not place the hexes around a unit. */
export const mapEdgeQuestionId = (hex: string): string => `map-edge:${hex}`;

export interface ChRetreatOptions {
  /** The map data to read the edges from; the shipped one when absent (tests give made-up ones). */
  readonly mapData?: MapData;
}

const AXIS: Readonly<Record<Edge, 'row' | 'column'>> = { north: 'row', south: 'row', west: 'column', east: 'column' };

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The series' retreat rule is missing from the seeds, so the answer says so once, at the top, rather than
 * in every option: it is why the options are not ranked and carry no cost.
 */
const SERIES_RULE_MISSING: Problem = {
  severity: 'note',
  text:
    "Cemetery Hill's retreats follow rule 8.5 of the Blue & Gray series rules, which Adjutant does not hold; only 14.4 is in its sources, and it forbids a retreat off the map. So every hex next to the unit that is on the map is listed, all at rank 1 as your choice, and only hexes past the map's edge are refused. How far the unit goes, which hexes 8.5 prefers or forbids, and what a retreat costs are for 8.5 in your rulebook.",
  rule: NO_RETREAT_OFF_MAP,
};

/** Zones of control are an assumption elsewhere in this game's rules; a retreat answer states no assumption as fact. */
const ZOC_NOT_JUDGED: Problem = {
  severity: 'note',
  text: "Adjutant does not mark which of these hexes lie in an enemy zone of control: the series' ZOC rules, and what they do to a retreat, are not in its sources.",
  rule: null,
};

function names(units: readonly BoardUnit[]): string {
  return units.map((u) => u.name).join(', ');
}

/** What stands in a hex the unit could enter, as plain facts: whether that matters is 8.5's. */
function occupantSteps(label: string, unit: BoardUnit, units: readonly BoardUnit[]): Step[] {
  const here = units.filter((u) => u.id !== unit.id && u.location.kind === 'hex' && u.location.hex === label);
  const enemy = here.filter((u) => u.side !== unit.side);
  const friends = here.filter((u) => u.side === unit.side);
  const out: Step[] = [];
  if (enemy.length > 0) out.push(step(`Enemy units stand in ${label} (${names(enemy)}); whether a retreat may enter their hex is for 8.5, which Adjutant does not hold.`));
  if (friends.length > 0) out.push(step(`Friendly units stand in ${label} (${names(friends)}); how many may share it is for the series' stacking rules, which Adjutant does not hold.`));
  return out;
}

function offMapReason(edge: Edge, bound: MapBounds[Edge]): string {
  const where =
    bound === null
      ? `past the ${edge} edge, where the map's labels end`
      : `past the ${edge} edge (${AXIS[edge]} ${pad(bound.line)}${bound.inferred ? ', an edge the map data infers rather than one the seed prints' : ''})`;
  return `${where}: no unit may retreat off the map`;
}

/**
 * Cemetery Hill's retreat for one unit (14.4): each neighbouring hex on the map is an option of the same rank,
 * the player's choice, and each one past the map's edge is refused. The series' retreat rule (8.5) is not in
 * the seeds, so nothing is ranked, costed or refused on its account, and the answer says so. Where the map
 * data does not place a neighbour on or off the map, the answer asks rather than guesses. No settings are read.
 */
export function chRetreat(request: RetreatRequest, _settings: unknown, opts: ChRetreatOptions = {}): RetreatResult {
  const data = opts.mapData ?? CEMETERY_HILL_MAP_DATA.data();
  const shifted = data.grid?.shiftedColumns ?? 'even';
  const grid = CEMETERY_HILL_MAP.grid({ shiftedColumns: shifted });
  if (!grid) throw new Error('cemetery-hill has a hex grid');
  const read = readChRequest(request, grid);
  if (!read.ok) return retreatResult('cemetery-hill', request.unitId, { problems: read.problems });
  const { unit, start, label } = read.value;

  const problems: Problem[] = [SERIES_RULE_MISSING, ZOC_NOT_JUDGED];
  let bounds = mapBounds(data);
  const own = axialToOffset(start, shifted);
  if (place(bounds, own, own).kind === 'off') {
    // The board puts the unit where the map data says there is no map: that data cannot be right here.
    problems.push({ severity: 'note', text: `${unit.name} stands in ${label}, beyond the edges Adjutant's map data gives, so those edges are not used for this retreat.`, rule: null });
    bounds = { north: null, south: null, west: null, east: null };
  }

  const options: RetreatOption[] = [];
  const rejected: RejectedHex[] = [];
  const unknown: string[] = [];
  for (const n of axialNeighbors(start)) {
    const pos = axialToOffset(n, shifted);
    const at = `${pad(pos.column)}${pad(pos.row)}`;
    const p = place(bounds, pos, own);
    if (p.kind === 'off') rejected.push({ hex: at, reason: offMapReason(p.edge, p.bound), rule: NO_RETREAT_OFF_MAP });
    else if (p.kind === 'unknown') unknown.push(at);
    else {
      const steps = [step(`${at} is on the map, so 14.4 does not bar it. The series' retreat rule 8.5, which would rank or bar hexes, is not in Adjutant's sources: ${at} ranks with the others, as your choice.`, NO_RETREAT_OFF_MAP), ...occupantSteps(at, unit, request.board.units)];
      options.push({ path: [at], rank: 1, stepsLost: 0, disorganized: false, endsInEnemyZoc: false, offBoard: false, overstacked: false, steps });
    }
  }
  options.sort((a, b) => (a.path[0] ?? '').localeCompare(b.path[0] ?? ''));
  rejected.sort((a, b) => a.hex.localeCompare(b.hex));

  const questions: Question[] = [];
  if (unknown.length > 0) {
    unknown.sort();
    questions.push({
      id: mapEdgeQuestionId(label),
      ask: `Which of ${unknown.join(', ')} are on the map? Adjutant's map data does not say where the map ends beside ${label}. A hex past the edge may not be retreated into (14.4); one on the map is one more choice.`,
      rule: NO_RETREAT_OFF_MAP,
    });
  }
  const noRetreat =
    options.length === 0 && unknown.length === 0
      ? { stepsLost: 0, steps: [step(`Every hex next to ${label} is off the map, and 14.4 forbids retreating there. What a unit that cannot retreat suffers is for 8.5, which Adjutant does not hold.`, NO_RETREAT_OFF_MAP)] }
      : null;
  return retreatResult('cemetery-hill', unit.id, { options, rejected, questions, problems, noRetreat });
}
