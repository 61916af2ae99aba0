import type { Side } from '../../core/combat-unit.js';
import { FIRST_TURN, FIRST_UNION_PLAYER_TURN, LAST_TURN, firstUnionPlayerTurnEndAfter, hasPlayerTurn } from './game-turns.js';

/** Cavalry units (not strength points) of one side leaving the map in that side's player-turn of a game turn (14.4). */
export interface CavalryExit {
  readonly turn: number;
  readonly side: Side;
  readonly count: number;
}

/** One game turn of the 14.53 count: the cumulative exits as counted at the end of its Union player-turn, and the VP then. */
export interface CavalryAwardTurn {
  readonly turn: number;
  readonly unionExited: number;
  readonly confederateExited: number;
  /** Confederate VP awarded at the end of this turn's Union player-turn (0 on turn 1, which has none). */
  readonly awarded: number;
}

export interface CavalryAward {
  readonly turns: readonly CavalryAwardTurn[];
  readonly total: number;
  /** Exits made after the last Union player-turn: they never reach a count. */
  readonly neverCounted: number;
}

/** An exit that cannot happen, named so the player can find and correct it. */
export interface CavalryExitError {
  readonly index: number;
  readonly exit: CavalryExit;
  readonly problem: string;
}

export type CavalryAwardResult = { readonly ok: true; readonly value: CavalryAward } | { readonly ok: false; readonly errors: readonly CavalryExitError[] };

/** VP the Confederates gain per exited cavalry unit of theirs beyond the Union's count (14.53). */
export const VP_PER_EXCESS_CAVALRY_UNIT = 5;

export function describeCavalryExit(exit: CavalryExit): string {
  return `${exit.turn}:${exit.side}:${exit.count}`;
}

function problemOf(exit: CavalryExit): string | null {
  if (!Number.isInteger(exit.turn) || exit.turn < FIRST_TURN || exit.turn > LAST_TURN) return `turn ${exit.turn} is not a game turn (the game has turns ${FIRST_TURN}–${LAST_TURN}, 14.1)`;
  if (!Number.isInteger(exit.count) || exit.count < 0) return `the count ${exit.count} is not a whole number of units, 0 or more`;
  if (!hasPlayerTurn(exit.turn, exit.side)) return `the Union has no player-turn on turn ${exit.turn}, so none of its units can exit then (14.1)`;
  return null;
}

export function checkCavalryExits(exits: readonly CavalryExit[]): readonly CavalryExitError[] {
  return exits.flatMap((exit, index) => {
    const problem = problemOf(exit);
    return problem ? [{ index, exit, problem }] : [];
  });
}

/**
 * The cavalry-exit award of 14.53, turn by turn. At the end of each Union player-turn both sides' exited
 * cavalry units are counted (cumulatively); the Confederates gain 5 VP for each of theirs beyond the
 * Union's count, again at every later Union player-turn. The Union moves first and has none on turn 1
 * (14.1), so a Confederate exit in turn N is first counted at the end of the Union player-turn of N+1,
 * and one in turn 15 is never counted.
 */
export function cavalryExitAward(exits: readonly CavalryExit[]): CavalryAwardResult {
  const errors = checkCavalryExits(exits);
  if (errors.length > 0) return { ok: false, errors };
  const countedAt = { union: new Array<number>(LAST_TURN + 1).fill(0), confederate: new Array<number>(LAST_TURN + 1).fill(0) };
  let neverCounted = 0;
  for (const exit of exits) {
    const at = firstUnionPlayerTurnEndAfter(exit.turn, exit.side);
    if (at === null) neverCounted += exit.count;
    else countedAt[exit.side][at] = (countedAt[exit.side][at] ?? 0) + exit.count;
  }
  const turns: CavalryAwardTurn[] = [];
  let unionExited = 0;
  let confederateExited = 0;
  let total = 0;
  for (let turn = FIRST_TURN; turn <= LAST_TURN; turn++) {
    unionExited += countedAt.union[turn] ?? 0;
    confederateExited += countedAt.confederate[turn] ?? 0;
    const awarded = turn >= FIRST_UNION_PLAYER_TURN ? VP_PER_EXCESS_CAVALRY_UNIT * Math.max(0, confederateExited - unionExited) : 0;
    total += awarded;
    turns.push({ turn, unionExited, confederateExited, awarded });
  }
  return { ok: true, value: { turns, total, neverCounted } };
}
