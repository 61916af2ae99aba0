import type { Side } from '../../../core/combat-unit.js';
import { step, type Step } from '../../../core/explanation.js';
import type { LedgerRow, VictoryStanding, VpTally } from '../../../core/victory.js';
import { formatMoment, G77_LAST_TURN, g77Moment, isVictoryCheck, nextCheckTurn, rowMoment } from './time-record.js';
import { VICTORY_CHECK_RULE, WIN_MINIMUM_VP, WIN_RATIO } from './vp-table.js';

const SIDE = { union: 'Union', confederate: 'Confederate' } as const;
export const G77_TIED = 'tied: the rules name no winner';

/** VP a side needs for an immediate win: twice the other side's and at least 30 (whole numbers, no rounding). */
export function vpForImmediateWin(opponent: number): number {
  return Math.max(WIN_MINIMUM_VP, WIN_RATIO * opponent);
}

function winsAtOnce(own: number, opponent: number): boolean {
  return own >= vpForImmediateWin(opponent);
}

function checkName(turn: number): string {
  const m = g77Moment(turn);
  return m ? `the end of ${formatMoment(m)}` : `the end of turn ${turn}`;
}

function toChangeLines(u: number, c: number, nextCheck: number | null): string[] {
  const when = nextCheck === null ? 'at a victory check' : `at ${checkName(nextCheck)}`;
  const lines: string[] = [];
  for (const side of ['union', 'confederate'] as const) {
    const own = side === 'union' ? u : c;
    const opp = side === 'union' ? c : u;
    const target = vpForImmediateWin(opp);
    lines.push(
      own >= target
        ? `The ${SIDE[side]} has twice the other side's VP and at least ${WIN_MINIMUM_VP}: it wins if that still holds ${when}.`
        : `${target - own} more ${SIDE[side]} VP (${target} in all: twice the other side's ${opp} and at least ${WIN_MINIMUM_VP}) would win ${when}.`,
    );
  }
  return lines;
}

/**
 * Where the game stands: an immediate win at a victory check (end of 8 PM each day), the side with
 * more VP after the last day, or play going on with what each side needs for an immediate win.
 */
export function g77Standing(tally: VpTally, atRow: LedgerRow | null): VictoryStanding {
  const u = tally.union;
  const c = tally.confederate;
  const moment = atRow ? rowMoment(atRow) : null;
  const check = atRow !== null && isVictoryCheck(moment, atRow.playerTurn);
  const steps: Step[] = [step(`Union ${u} VP, Confederate ${c} VP.`)];
  const ratio = `${u}:${c}`;
  if (check && moment) {
    steps.push(step(`A victory check falls at ${checkName(moment.turn)}, when the day's daylight ends; reduced units count in it.`, VICTORY_CHECK_RULE));
    for (const side of ['union', 'confederate'] as const) {
      const own = side === 'union' ? u : c;
      const opp = side === 'union' ? c : u;
      if (winsAtOnce(own, opp)) {
        steps.push(step(`${own} is at least twice ${opp} and at least ${WIN_MINIMUM_VP}: the ${SIDE[side]} wins at once.`, VICTORY_CHECK_RULE));
        return { level: `${SIDE[side]} wins`, ratio, steps, toChange: [] };
      }
    }
    steps.push(step(`Neither side has twice the other's VP with at least ${WIN_MINIMUM_VP}.`, VICTORY_CHECK_RULE));
    if (moment.turn === G77_LAST_TURN) {
      if (u === c) {
        steps.push(step('After the last day the side with more VP wins; the sides are level, and the rules name no winner for that.', VICTORY_CHECK_RULE));
        return { level: G77_TIED, ratio, steps, toChange: [] };
      }
      const leader: Side = u > c ? 'union' : 'confederate';
      steps.push(step(`After the last day the side with more VP wins: the ${SIDE[leader]}.`, VICTORY_CHECK_RULE));
      return { level: `${SIDE[leader]} wins`, ratio, steps, toChange: [] };
    }
    steps.push(step('Play goes on.', VICTORY_CHECK_RULE));
  }
  const next = moment && atRow ? nextCheckTurn(moment, atRow.playerTurn) : null;
  const after = check && moment ? checkAfter(moment.turn) : next;
  if (!check) {
    steps.push(
      step(
        after === null
          ? 'Victory is checked as each day\'s daylight ends, after its 8 PM turn; this row is not placed on the time record.'
          : `No victory check here; the next is at ${checkName(after)}.`,
        VICTORY_CHECK_RULE,
      ),
    );
  }
  const toChange = toChangeLines(u, c, after);
  if (after === G77_LAST_TURN) {
    toChange.push(u === c ? 'If neither side wins at once, the last check leaves the sides level: the rules name no winner then.' : `If neither side wins at once, the ${SIDE[u > c ? 'union' : 'confederate']} would win on more VP after the last day (leading by ${Math.abs(u - c)}).`);
  }
  return { level: 'play goes on', ratio, steps, toChange };
}

/** The check after a given check turn. */
function checkAfter(turn: number): number | null {
  const m = g77Moment(turn);
  return m ? nextCheckTurn(m, 'confederate') : null;
}
