import type { Problem, Question } from '../../../core/answer.js';
import type { Step } from '../../../core/explanation.js';
import { step } from '../../../core/explanation.js';
import { hexKey } from '../../../core/hex/hex.js';
import { OFF_BOARD, type RejectedHex, type RetreatOption, type RetreatRequest, type RetreatResult, retreatResult } from '../../../core/retreat.js';
import { isCombatUnit, named, placed, type PlacedUnit } from '../battle-forces.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { g77 } from '../rule.js';
import { retreatGround, type RetreatGround } from './retreat-ground.js';
import { readRetreatRequest } from './retreat-request.js';
import { searchRoutes, type RetreatRoute, type RouteSearch } from './retreat-routes.js';
import { overstacked } from './retreat-stacking.js';
import {
  advanceStep,
  breastworksStep,
  disorganizedStep,
  firstHexStep,
  friendsSteps,
  offBoardStep,
  rankStep,
  secondHexStep,
  townSteps,
  unknownTownStep,
  zocStep,
} from './retreat-steps.js';
import { stayReading, townHex, townQuestion } from './retreat-terrain.js';

const grid = GETTYSBURG_77_GRID;

const result = (unit: string, extra: Partial<RetreatResult>): RetreatResult => retreatResult('gettysburg-77', unit, extra);

function onMapQuestion(hex: string): Question {
  return {
    id: `on-map:${hex}`,
    ask: `Is ${hex} on the map? Adjutant's map data does not give the map's edges and the board does not show the hex. If it is beyond the edge, a retreat there leaves the board instead.`,
    rule: g77('Retreat Restrictions 4'),
  };
}

/** Enemy combat units next to the unit: by the rules these, not only the ones it fought, set the direction. */
function adjacentEnemies(ground: RetreatGround): PlacedUnit[] {
  return ground.board.units
    .filter((u) => u.side !== ground.unit.side && isCombatUnit(u))
    .map(placed)
    .filter((p): p is PlacedUnit => p !== null)
    .filter((p) => {
      const h = grid.parse(p.hex);
      return h !== null && grid.distance(h, ground.start) === 1;
    });
}

interface Built {
  readonly option: RetreatOption;
  readonly questions: readonly Question[];
}

function buildOption(ground: RetreatGround, search: RouteSearch, route: RetreatRoute, fought: readonly PlacedUnit[], building: boolean, voluntary: boolean): Built {
  const labels = route.hexes.map((h) => grid.format(h));
  const questions: Question[] = [];
  const enemyHexes = new Set(search.adjacent.map((a) => a.hex)).size;
  const steps: Step[] = [firstHexStep(ground, route.first, enemyHexes)];
  if (route.hexes.length === 2) steps.push(secondHexStep(labels[1] ?? null));
  else if (route.hexes.length === 1 && route.offBoard) steps.push(secondHexStep(null));
  steps.push(zocStep(route));
  steps.push(disorganizedStep(ground, search.adjacent));

  const towns = labels.filter((l) => townHex(ground.board, l) === true);
  const unknownTowns = labels.filter((l) => townHex(ground.board, l) === null);
  // Only a retreat a result forces pays the town's step: a voluntary one never asks about towns.
  const stepsLost = towns.length > 0 && !voluntary ? 1 : 0;
  if (towns.length > 0) steps.push(...townSteps(ground.unit, towns, voluntary));
  else if (unknownTowns.length > 0 && !voluntary) steps.push(unknownTownStep(unknownTowns));
  if (!voluntary) questions.push(...unknownTowns.map(townQuestion));
  for (const h of route.hexes) if (ground.onMap(h) === 'unknown') questions.push(onMapQuestion(grid.format(h)));

  const last = route.hexes[route.hexes.length - 1];
  let over = false;
  if (!route.offBoard && last) {
    const friends = ground.friendsAt(last);
    over = overstacked(ground.unit, friends);
    if (friends.length > 0) steps.push(...friendsSteps(ground.unit, grid.format(last), friends, over));
  }
  if (route.offBoard) steps.push(offBoardStep(labels[labels.length - 1] ?? ground.startLabel));
  if (building) steps.push(breastworksStep());
  steps.push(advanceStep(ground, search.adjacent, fought, voluntary));
  const path = [...labels, ...(route.offBoard ? [OFF_BOARD] : [])];
  return {
    option: { path, rank: 1, stepsLost, disorganized: true, endsInEnemyZoc: route.forced, offBoard: route.offBoard, overstacked: over, steps },
    questions,
  };
}

/** Every hex beside the unit that no option enters first, with the rule that keeps it out. */
function rejectedHexes(ground: RetreatGround, search: RouteSearch, firsts: ReadonlySet<string>): RejectedHex[] {
  const enemyHexes = new Set(search.adjacent.map((a) => a.hex)).size;
  const out: RejectedHex[] = [];
  for (const n of grid.neighbors(ground.start)) {
    const hex = grid.format(n);
    if (firsts.has(hex)) continue;
    const enemies = ground.enemiesAt(n);
    const opposite = search.opposite.find((o) => hexKey(o.hex) === hexKey(n));
    if (enemies.length > 0) out.push({ hex, reason: `enemy units hold it (${enemies.map((e) => e.name).join(', ')}); no unit enters a hex the enemy holds.`, rule: g77('Movement 4') });
    else if (!opposite) out.push({ hex, reason: 'it is not directly opposite an enemy unit next to the retreating unit.', rule: enemyHexes > 1 ? g77('Retreat 2') : g77('Retreat 1') });
    else out.push({ hex, reason: `it is in the zone of control of ${opposite.zoc.map(named).join(', ')}, and a route clear of enemy zones of control is open.`, rule: g77('Retreat Restrictions 1') });
  }
  return out;
}

function uniqueQuestions(qs: readonly Question[]): Question[] {
  const seen = new Set<string>();
  return qs.filter((q) => (seen.has(q.id) ? false : (seen.add(q.id), true)));
}

function noRetreat(ground: RetreatGround, stays: boolean): { value: NonNullable<RetreatResult['noRetreat']>; question: Question | null } {
  const steps: Step[] = [step(`Every hex directly opposite an enemy unit next to ${ground.unit.name} is held by the enemy: it cannot retreat.`, g77('Retreat 1'))];
  if (stays) {
    steps.push(step('It may stay where it is in any case, at no cost.', g77('Retreat Restrictions 3')));
    return { value: { stepsLost: 0, steps }, question: null };
  }
  steps.push(step('The 1977 rules give no cost for a unit that cannot retreat; Adjutant counts none and asks.', g77('Retreat Restrictions')));
  return {
    value: { stepsLost: 0, steps },
    question: {
      id: `no-retreat:${ground.unit.id}`,
      ask: `${ground.unit.name} cannot retreat from ${ground.startLabel}: the enemy holds every hex opposite. The 1977 rules say nothing of this case; what does it cost, by your rulebook or your agreement?`,
      rule: g77('Retreat Restrictions'),
    },
  };
}

const byRankThenPath = (a: RetreatOption, b: RetreatOption): number => {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const x = a.path.join(' ');
  const y = b.path.join(' ');
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Gettysburg (1977)'s retreat for one unit (Retreat 1–3, Retreat Restrictions 1–5, with the costs of Special
 * Effects to Combat 2, Shatter and Disorganization 1 and Breastworks 6). The 1977 game keeps no settings for
 * this: `settings` is not read. What the board does not show (a hex's terrain, whether a hex is on the map)
 * is asked, never guessed.
 */
export function g77Retreat(request: RetreatRequest, _settings: unknown): RetreatResult {
  const read = readRetreatRequest(request);
  if (!read.ok) return result(request.unitId, { problems: read.problems });
  const { unit, at, start, fought } = read.value;
  const problems: Problem[] = [...read.notes];
  const ground = retreatGround(request.board, unit, start);
  const stay = stayReading(request.board, unit, at.hex);
  const questions: Question[] = stay.question ? [stay.question] : [];

  const adjacent = adjacentEnemies(ground);
  for (const f of fought) {
    if (!adjacent.some((a) => a.unit.id === f.unit.id)) {
      problems.push({ severity: 'note', text: `${named(f)} is not next to ${named(at)}; only adjacent enemy units give the direction of the retreat.`, rule: g77('Combat Qualifications 11') });
    }
  }
  if (adjacent.length === 0) {
    problems.push({ severity: 'input', text: `No enemy combat unit is next to ${named(at)}: a retreat runs directly away from an adjacent enemy, so it has no direction.`, rule: g77('Retreat 1'), at: 'unitId' });
    return result(unit.id, { mayStay: stay.mayStay, questions, problems });
  }

  const search = searchRoutes(ground, adjacent);
  const building = unit.status.breastworks === 'building' || request.board.markers.some((m) => m.kind === 'build' && m.hex === at.hex);
  const voluntary = request.voluntary === true;
  const built = search.routes.map((r) => buildOption(ground, search, r, fought, building, voluntary));
  // Routes forced into a zone come after open ones; they exist only when no open one does, so ranks are dense.
  const tiers = [...new Set(search.routes.map((r) => (r.forced ? 1 : 0)))].sort();
  const options = built
    .map((b, i) => {
      const route = search.routes[i];
      const rank = route ? tiers.indexOf(route.forced ? 1 : 0) + 1 : 1;
      return { ...b.option, rank, steps: [...b.option.steps, ...(route ? [rankStep(route, rank)] : [])] };
    })
    .sort(byRankThenPath);
  questions.push(...built.flatMap((b) => b.questions));

  const firsts = new Set(options.map((o) => o.path[0] ?? OFF_BOARD));
  let none: RetreatResult['noRetreat'] = null;
  if (options.length === 0) {
    const n = noRetreat(ground, stay.mayStay !== null);
    none = n.value;
    if (n.question) questions.push(n.question);
  }
  if (voluntary) problems.push({ severity: 'note', text: `A voluntary retreat: ${unit.name}'s owner chose it after the battles, so no result forces it, and a town hex costs nothing.`, rule: g77('Voluntary Retreat 1') });
  return result(unit.id, {
    options,
    // Staying is the point of a voluntary retreat's choice, not a rule's allowance.
    mayStay: voluntary ? null : stay.mayStay,
    noRetreat: none,
    rejected: rejectedHexes(ground, search, firsts),
    questions: uniqueQuestions(questions),
    problems,
  });
}
