import type { Board } from '../../core/board/board.js';
import type { Edge } from '../../core/board/map-data.js';
import type { Side } from '../../core/combat-unit.js';
import type { Question } from '../../core/answer.js';
import { step, type Step } from '../../core/explanation.js';
import { hexKey, type Hex } from '../../core/hex/hex.js';
import type { EdgeRoadHexes } from './edge-road-hexes.js';
import { enemyPresence, zocNote, type ChZoc } from './enemy-zoc.js';
import { LAST_TURN } from './game-turns.js';
import type { ChMap } from './map-edges.js';
import type { ScheduledEntry } from './reinforcement-schedule.js';
import { ch } from './rule.js';

/**
 * Which way a blocked entry moves along each of a side's edges (14.33): the Union toward the south-east
 * corner (south along the east edge, east along the south edge), the Confederates toward the north-west
 * corner (north along the west edge, west along the north edge). It does not turn the corner: beyond it
 * the edge runs the other way, which the rule does not allow.
 */
const SHIFT: Record<Side, Partial<Record<Edge, { readonly along: 'row' | 'column'; readonly sign: 1 | -1 }>>> = {
  union: { east: { along: 'row', sign: 1 }, south: { along: 'column', sign: 1 } },
  confederate: { west: { along: 'row', sign: -1 }, north: { along: 'column', sign: -1 } },
};

/**
 * One entry judged. `questions` holds the ZOC question while the player has not confirmed the series' ZOC
 * (CH_ZOC_QUESTION, id 'cemetery-hill-zoc'); it is empty once they have answered it either way.
 */
export type EntryCheck =
  | { readonly kind: 'open'; readonly steps: readonly Step[]; readonly questions: readonly Question[] }
  /** In enemy ZOC only: the units may still enter (14.31); if they are not entered, `rescheduled` applies. */
  | { readonly kind: 'in-enemy-zoc'; readonly rescheduled: Rescheduled; readonly steps: readonly Step[]; readonly questions: readonly Question[] }
  | { readonly kind: 'enemy-occupied'; readonly rescheduled: Rescheduled; readonly steps: readonly Step[]; readonly questions: readonly Question[] }
  /** Next to an enemy unit while the ZOC is unconfirmed or said to differ: whether it is in enemy ZOC is not decided. */
  | { readonly kind: 'zoc-undecided'; readonly steps: readonly Step[]; readonly questions: readonly Question[] };

export type Rescheduled =
  | { readonly kind: 'entry'; readonly turn: number; readonly hex: string }
  | { readonly kind: 'none'; readonly why: string }
  /** `dependsOnZoc`: what is missing is the player's ZOC answer (else the edge's road hexes). */
  | { readonly kind: 'undecided'; readonly question: string; readonly dependsOnZoc: boolean };

/**
 * 14.31 and 14.33 for one scheduled entry on a board: whether its hex is held by an enemy unit or in enemy
 * ZOC, and if so where and when the units come instead (one turn later, at the next map-edge road hex
 * in the side's direction that is neither). The next hex is judged on this board; the edge road hexes
 * come from the user's setting, and while the edge's list is unknown the answer is a question. ZOC is the
 * series' rule, not in the seeds: `zoc` is the player's answer (CH_ZOC_SETTING). Until they confirm the
 * six-hex ZOC, a hex next to an enemy unit is not judged and the ZOC question is asked; an enemy unit on
 * the hex blocks it whatever the ZOC.
 */
export function checkEntry(board: Board, entry: ScheduledEntry, edgeRoads: EdgeRoadHexes, map: ChMap, zoc: ChZoc): EntryCheck {
  const at = map.bounded.parse(entry.hex);
  if (!at) throw new RangeError(`cemetery-hill: entry hex ${entry.hex} is not on the map`);
  const presence = enemyPresence(board, map.bounded, entry.side, zoc);
  const blockedBy = (h: Hex): Block => {
    const key = hexKey(h);
    if (presence.enemyHexes.has(key)) return 'unit';
    const z = presence.zocAt(key);
    return z === 'yes' ? 'zoc' : z === 'unknown' ? 'unknown' : null;
  };
  const block = blockedBy(at);
  const label = map.bounded.format(at);
  const note = zocNote(zoc);
  const zocSteps = note.step ? [note.step] : [];
  if (block === null) {
    return { kind: 'open', steps: [step(`${label} holds no enemy unit and is next to none, so it is in no enemy ZOC: the units may enter there.`, ch('14.3')), ...(zoc === true ? zocSteps : [])], questions: [] };
  }
  if (block === 'unknown') {
    return {
      kind: 'zoc-undecided',
      steps: [step(`${label} holds no enemy unit, so the units may enter there unless its being next to an enemy unit puts it in enemy ZOC; even then 14.31 lets them enter, and the ZOC limits their movement.`, ch('14.31')), ...zocSteps],
      questions: note.questions,
    };
  }
  const rescheduled = nextEntry(entry, at, edgeRoads, map, blockedBy, zoc);
  const outcome =
    rescheduled.kind === 'entry'
      ? `they come on turn ${rescheduled.turn} at ${rescheduled.hex} instead`
      : rescheduled.kind === 'none'
        ? rescheduled.why
        : rescheduled.question;
  const dependsOnZoc = rescheduled.kind === 'undecided' && rescheduled.dependsOnZoc;
  const questions = dependsOnZoc ? note.questions : [];
  // The ZOC note goes wherever the ZOC decided something: always once confirmed, else where it left the answer open.
  const why = zoc === true || dependsOnZoc ? zocSteps : [];
  if (block === 'unit') {
    return {
      kind: 'enemy-occupied',
      rescheduled,
      steps: [step(`An enemy unit holds ${label}: no reinforcement may enter there.`, ch('14.31')), step(`Rescheduled: ${outcome}.`, ch('14.33')), ...why],
      questions,
    };
  }
  return {
    kind: 'in-enemy-zoc',
    rescheduled,
    steps: [
      step(`${label} is in enemy ZOC: the units may still enter there, and the ZOC then limits their movement.`, ch('14.31')),
      step(`If they are not entered: ${outcome}.`, ch('14.33')),
      ...why,
    ],
    questions,
  };
}

type Block = 'unit' | 'zoc' | 'unknown' | null;

function nextEntry(entry: ScheduledEntry, at: Hex, edgeRoads: EdgeRoadHexes, map: ChMap, blockedBy: (h: Hex) => Block, zoc: ChZoc): Rescheduled {
  const turn = entry.turn + 1;
  if (turn > LAST_TURN) return { kind: 'none', why: `turn ${entry.turn} is the last turn, so there is no later turn to enter` };
  const edge = map.edgesOf(at).find((e) => SHIFT[entry.side][e] !== undefined);
  const shift = edge ? SHIFT[entry.side][edge] : undefined;
  if (!edge || !shift) return { kind: 'none', why: `${entry.hex} is not on an edge the ${entry.side === 'union' ? 'Union' : 'Confederate'} reinforcements use` };
  const list = edgeRoads[edge];
  if (list === null) return { kind: 'undecided', question: `Which hexes of the ${edge} edge are road hexes? Adjutant needs them to find the next entry after ${entry.hex}.`, dependsOnZoc: false };
  const from = map.position(at)[shift.along];
  const candidates = list
    .map((label) => map.bounded.parse(label))
    .filter((h): h is Hex => h !== null)
    .map((h) => ({ h, along: map.position(h)[shift.along] }))
    .filter((c) => (c.along - from) * shift.sign > 0)
    .sort((a, b) => (a.along - b.along) * shift.sign);
  // The first road hex that is neither held nor in enemy ZOC; one next to an enemy unit before it, while the ZOC is not confirmed, leaves it open.
  const next = candidates.find((c) => blockedBy(c.h) === null || blockedBy(c.h) === 'unknown');
  if (next && blockedBy(next.h) === 'unknown') {
    const hex = map.bounded.format(next.h);
    return {
      kind: 'undecided',
      question:
        zoc === false
          ? `the next road hex, ${hex}, is next to an enemy unit: under your rules' ZOC, decide whether it is in enemy ZOC (then look further along the edge) or they come on turn ${turn} at ${hex}`
          : `the next road hex, ${hex}, is next to an enemy unit: whether they come on turn ${turn} at ${hex} or further along the edge depends on the ZOC question`,
      dependsOnZoc: true,
    };
  }
  if (!next) return { kind: 'none', why: `no unblocked road hex lies beyond ${entry.hex} toward the corner on the ${edge} edge; the rule does not say what happens then` };
  return { kind: 'entry', turn, hex: map.bounded.format(next.h) };
}
