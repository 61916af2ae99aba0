import type { Side } from '../../../core/combat-unit.js';
import type { LedgerRow } from '../../../core/victory.js';

/**
 * The Intermediate time record chart as game turns: July 1 from 7 AM (the set-up places the time marker
 * there) to 8 PM, a night turn, July 2 and July 3 from 5 AM to 8 PM, with a night turn between them.
 * Turn 1 is July 1, 7 AM; turn 48 is July 3, 8 PM, the last turn on the chart.
 */
export interface G77Moment {
  readonly turn: number;
  readonly day: 1 | 2 | 3;
  /** 5–20 (24-hour clock) in daylight; null for a night turn. */
  readonly hour: number | null;
}

const FIRST_HOUR = { 1: 7, 2: 5, 3: 5 } as const;
const LAST_HOUR = 20;
const NIGHT_TURNS = [15, 32] as const;
export const G77_LAST_TURN = 48;
/** Each day's final daylight turn: 8 PM of July 1, 2 and 3. */
export const G77_CHECK_TURNS = [14, 31, 48] as const;

function dayStart(day: 1 | 2 | 3): number {
  return day === 1 ? 1 : day === 2 ? 16 : 33;
}

/** The game turn of a day and hour (null for the night after that day), or null when the chart has no such turn. */
export function g77Turn(day: 1 | 2 | 3, hour: number | null): number | null {
  if (hour === null) return day === 3 ? null : NIGHT_TURNS[day - 1] ?? null;
  if (!Number.isInteger(hour) || hour < FIRST_HOUR[day] || hour > LAST_HOUR) return null;
  return dayStart(day) + hour - FIRST_HOUR[day];
}

/** The day and hour of a game turn, or null outside 1–48. */
export function g77Moment(turn: number): G77Moment | null {
  if (!Number.isInteger(turn) || turn < 1 || turn > G77_LAST_TURN) return null;
  for (const day of [1, 2, 3] as const) {
    const start = dayStart(day);
    const lastDaylight = start + LAST_HOUR - FIRST_HOUR[day];
    if (turn >= start && turn <= lastDaylight) return { turn, day, hour: FIRST_HOUR[day] + turn - start };
    if (turn === lastDaylight + 1) return { turn, day, hour: null };
  }
  return null;
}

export function formatMoment(m: G77Moment): string {
  if (m.hour === null) return `the night after July ${m.day}`;
  const h = m.hour;
  const clock = h === 12 ? '12 noon' : h > 12 ? `${h - 12} PM` : `${h} AM`;
  return `July ${m.day}, ${clock}`;
}

/** "7 AM", "7am", "12 Noon", "8 PM", "20:00"; "night" gives null hour. Undefined when unreadable. */
function readHour(text: string): number | null | undefined {
  const t = text.trim().toLowerCase().replace(/\./g, '');
  if (t === 'night') return null;
  if (t === 'noon' || t === '12 noon') return 12;
  const m = /^(\d{1,2})(?::00)?\s*(am|pm|noon)?$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  const suffix = m[2];
  if (suffix === undefined) return n >= 0 && n <= 23 ? n : undefined;
  if (n < 1 || n > 12) return undefined;
  if (suffix === 'noon') return n === 12 ? 12 : undefined;
  if (suffix === 'am') return n === 12 ? 0 : n;
  return n === 12 ? 12 : n + 12;
}

function readDay(text: string): 1 | 2 | 3 | undefined {
  const m = /^\s*july\s*([123])\s*$/i.exec(text);
  return m ? (Number(m[1]) as 1 | 2 | 3) : undefined;
}

/**
 * When a ledger row stands on the time record: the board's day and hour when it gives both (a board
 * read off a page knows its time better than a typed turn number), the row's turn otherwise.
 */
export function rowMoment(row: LedgerRow): G77Moment | null {
  const time = row.board?.time;
  if (time && time.day !== null && (time.hour !== null || time.light === 'night')) {
    const day = readDay(time.day);
    const hour = time.light === 'night' ? null : time.hour === null ? undefined : readHour(time.hour);
    if (day !== undefined && hour !== undefined) {
      const turn = g77Turn(day, hour);
      if (turn !== null) return g77Moment(turn);
    }
  }
  return g77Moment(row.turn);
}

/** A victory check falls at the end of a game turn, i.e. after the Confederate player-turn (the Union moves first). */
export function isVictoryCheck(moment: G77Moment | null, playerTurn: Side): boolean {
  return moment !== null && playerTurn === 'confederate' && (G77_CHECK_TURNS as readonly number[]).includes(moment.turn);
}

/** The next victory check at or after a moment (the row's own turn counts when its check is still to come). */
export function nextCheckTurn(moment: G77Moment, playerTurn: Side): number | null {
  for (const t of G77_CHECK_TURNS) if (t > moment.turn || (t === moment.turn && playerTurn === 'union')) return t;
  return null;
}
