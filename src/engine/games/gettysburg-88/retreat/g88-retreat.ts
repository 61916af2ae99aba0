import type { Problem, Question } from '../../../core/answer.js';
import { step, type Step } from '../../../core/explanation.js';
import { OFF_BOARD, type RejectedHex, type RetreatOption, type RetreatRequest, type RetreatResult, retreatResult } from '../../../core/retreat.js';
import { isCombatUnit, ZOC_NEED } from '../movement/enemy-zoc.js';
import { G88_MAP_DATA } from '../map-data.js';
import { clarification } from '../rule.js';
import { boardEdge, type BoardEdge } from './board-edge.js';
import { rankPaths } from './retreat-rank.js';
import { retreatGround, type RetreatGround } from './retreat-ground.js';
import { readRetreatRequest } from './retreat-request.js';
import { runSequence, SEARCH_BUDGET, type RawPath, type SequenceRun } from './retreat-sequence.js';
import { readRetreatSettings, type RetreatSettings } from './retreat-settings.js';
import { endSteps, hopSteps, rankStep, reorganizingSteps, zocStep } from './retreat-steps.js';

/** Stable ids of the questions a retreat asks, so an answer given once is remembered. */
export const RETREAT_QUESTION_IDS = { zoc: `setting:${ZOC_NEED.setting}`, stacking: 'setting:stackingLimit', extent: 'setting:map.extent' } as const;

export interface RetreatOptions {
  /** Where the map ends; the shipped map data's when absent (tests give a made-up one). */
  readonly edge?: BoardEdge;
  readonly budget?: number;
}

const empty = (unit: string, extra: Partial<RetreatResult>): RetreatResult => retreatResult('gettysburg-88', unit, extra);

function questionsOf(run: SequenceRun): Question[] {
  const qs: Question[] = [];
  if (run.zocUnknown) qs.push({ id: RETREAT_QUESTION_IDS.zoc, ask: ZOC_NEED.question, rule: clarification(17) });
  if (run.stackingUnknown) {
    qs.push({ id: RETREAT_QUESTION_IDS.stacking, ask: 'How many friendly combat units may share a hex? A retreat that can only end beside friends past that limit does not happen (clarification 18).', rule: clarification(18) });
  }
  // One question for the whole map, not one per hex: once the user gives the extent, every edge is known.
  if (run.edgeUnknownAt.length > 0) {
    const hexes = run.edgeUnknownAt.join(', ');
    qs.push({
      id: RETREAT_QUESTION_IDS.extent,
      ask: `Which columns and rows does your map show? Adjutant's map data does not say where the Gettysburg '88 map ends, so it cannot tell whether ${hexes} ${run.edgeUnknownAt.length === 1 ? 'is' : 'are'} at its edge, where the unit could leave the board (clarification 35). Give the first and last column and row once, in Options → Gettysburg '88 movement → Your map (map.extent in a settings file); the retreats on the map are listed meanwhile.`,
      rule: clarification(35),
    });
  }
  return qs;
}

function option(ground: RetreatGround, p: RawPath, rank: number, settings: RetreatSettings, common: readonly Step[]): RetreatOption {
  const last = p.hops[p.hops.length - 1];
  const steps = [...common, ...p.hops.flatMap((h) => hopSteps(ground, h)), ...endSteps(ground, p, settings), rankStep(rank, p)];
  return {
    path: [...p.hops.map((h) => h.hex), ...(p.end === 'off' ? [OFF_BOARD] : [])],
    rank,
    stepsLost: 0,
    disorganized: false,
    endsInEnemyZoc: p.end !== 'off' && last !== undefined && (last.step === 'c' || last.step === 'd'),
    offBoard: p.end === 'off',
    overstacked: false,
    steps,
  };
}

function comparePaths(a: RetreatOption, b: RetreatOption): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const x = a.path.join(' ');
  const y = b.path.join(' ');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Each hex next to the unit that no option enters first, with the rule that keeps it out. */
function rejectedHexes(ground: RetreatGround, run: SequenceRun | null, options: readonly RetreatOption[]): RejectedHex[] {
  const firsts = new Set(options.map((o) => o.path[0]));
  // Only one step applies at the unit's own hex, so every way on the board starts with the same one.
  const applied = run?.paths.find((p) => p.end !== 'off')?.hops[0]?.step ?? null;
  const out: RejectedHex[] = [];
  for (const n of ground.neighbours(ground.start)) {
    if (ground.onMap(n) === 'no' || firsts.has(n)) continue;
    const shut = ground.shut(n);
    if (shut?.kind === 'enemy') out.push({ hex: n, reason: `enemy units hold it (${shut.by.join(', ')}); no step of the sequence takes a hex the enemy holds`, rule: clarification(17) });
    else if (shut?.kind === 'battle') out.push({ hex: n, reason: `${shut.by.join(', ')} held it when the battle began, and no unit of a battle may retreat into such a hex`, rule: clarification(17) });
    else if (shut?.kind === 'wooded-rough-hill') out.push({ hex: n, reason: 'a wooded rough hill: an artillery unit may not retreat into it', rule: clarification(19) });
    else if (run === null) continue;
    else {
      const s = ground.classify(n).step;
      const given = run.givenUpAtStart.find((g) => g.offered.includes(n));
      if (given) out.push({ hex: n, reason: `step ${s} would take it, but every way on from it ends overstacked`, rule: clarification(18) });
      else if (applied !== null && s > applied) out.push({ hex: n, reason: `a step ${s} hex, and step ${applied} already offers a hex`, rule: clarification(17) });
      else out.push({ hex: n, reason: `step ${s} would take it, but every way on from it ends overstacked`, rule: clarification(18) });
    }
  }
  return out;
}

/** No way at all: 18 and 19 each cost one more step; with neither, the clarifications add nothing. */
function noRetreat(ground: RetreatGround, run: SequenceRun, common: readonly Step[]): RetreatResult['noRetreat'] {
  const steps: Step[] = [...common];
  const over = run.overstackSeen;
  const hill = run.woodedRoughHills.length > 0;
  if (over) steps.push(step(`Every way the sequence offers would leave ${ground.unit.name} overstacked, so it does not retreat and loses one more step.`, clarification(18)));
  if (hill) steps.push(step(`${ground.unit.name} is artillery and its only way out is into the wooded rough hills at ${run.woodedRoughHills.join(', ')}, so it does not retreat and loses one more step.`, clarification(19)));
  if (over && hill) steps.push(step('Both rules say the same thing here: the unit stays, and the extra loss is one step, not two.', clarification(18)));
  if (over || hill) return { stepsLost: 1, steps };
  steps.push(step(`No step of the sequence offers ${ground.unit.name} any hex, and it cannot leave the board here. The clarifications give no extra loss for this; your rulebook's own rule for a unit that cannot retreat applies.`, clarification(17)));
  return { stepsLost: 0, steps };
}

/**
 * Gettysburg '88's retreat for one unit (clarifications 17–20, 35): every way clarification 17's sequence can
 * run, each owner's choice followed, ranked by the steps that chose its hexes; ways off the board; or what
 * having none costs. What the board and the settings do not show is asked, never guessed: an unconfirmed zone
 * of control or stacking limit withholds the options, and an unknown map edge is asked beside them.
 */
export function g88Retreat(request: RetreatRequest, settings: unknown, opts: RetreatOptions = {}): RetreatResult {
  const read = readRetreatRequest(request);
  if (!read.ok) return empty(request.unitId, { problems: read.problems });
  const { unit, start, battle } = read.value;
  const s = readRetreatSettings(settings);
  const problems: Problem[] = [];
  if (s.partly) problems.push({ severity: 'note', text: 'Your movement settings have errors; only the stacking limit and the zone-of-control confirmation were read from them, where valid.', rule: null });
  const edge = opts.edge ?? boardEdge(G88_MAP_DATA.data(), s.extent);
  const ground = retreatGround(request.board, unit, start, battle, s.zocAdjacentHexes, edge);
  const run = runSequence(ground, s.stackingLimit, isCombatUnit(unit.type), opts.budget ?? SEARCH_BUDGET);
  const questions = questionsOf(run);
  if (run.tooMany) {
    problems.push({ severity: 'refusal', text: `The sequence branches into more ways than Adjutant lists (it stopped after ${opts.budget ?? SEARCH_BUDGET} hexes); decide this retreat by hand.`, rule: clarification(17) });
    return empty(unit.id, { questions, problems, rejected: rejectedHexes(ground, null, []) });
  }
  // An unconfirmed zone or limit changes which step applies: no option is offered until it is answered.
  if (run.zocUnknown || run.stackingUnknown) return empty(unit.id, { questions, problems, rejected: rejectedHexes(ground, null, []) });
  const common: Step[] = [...(s.zocAdjacentHexes === true && run.paths.some((p) => p.hops.length > 0) ? [zocStep(s)] : []), ...reorganizingSteps(unit)];
  const ranks = rankPaths(run.paths);
  const options = run.paths.map((p) => option(ground, p, ranks.get(p) ?? 1, s, common)).sort(comparePaths);
  return empty(unit.id, {
    options,
    noRetreat: options.length === 0 ? noRetreat(ground, run, common) : null,
    rejected: rejectedHexes(ground, run, options),
    questions,
    problems,
  });
}
