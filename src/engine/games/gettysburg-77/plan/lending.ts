import { currentStrengthPoints, type BoardUnit } from '../../../core/board/board.js';

/**
 * Lending in a defending body (Combat Qualifications 12): an infantry or cavalry unit may lend points to the one
 * defending unit or group of its type in its hex, up to a total of 5; having lent at least half its strength, it
 * shares the battle's results. A body lists a lender as one entry, its id and the points lent, so that every
 * body stays a list of strings the memos key on. No unit id holds a control character (boards refuse them), so
 * the mark between the two cannot be part of an id.
 */
const MARK = '\u0001';

export function lendEntry(id: string, points: number): string {
  return `${id}${MARK}${points}`;
}

/** A body's entry read back: the unit's id, and the points it lends (0 for a unit that defends). */
export function readEntry(entry: string): { readonly id: string; readonly lends: number } {
  const k = entry.indexOf(MARK);
  return k < 0 ? { id: entry, lends: 0 } : { id: entry.slice(0, k), lends: Number(entry.slice(k + 1)) };
}

export const unitIdOf = (entry: string): string => readEntry(entry).id;

export const hasLender = (entries: readonly string[]): boolean => entries.some((e) => e.includes(MARK));

/** Whether a lender of `points` shares the results: it lent at least half its strength. */
export function lenderShares(u: BoardUnit, points: number): boolean {
  return points * 2 >= (currentStrengthPoints(u) ?? Infinity);
}

/**
 * The units a battle's results reach among a body's entries: every defender, and a lender only when it shares
 * the results (a lender of less than half stays where it is, whatever happens).
 */
export function unitsHit(entries: readonly string[], units: ReadonlyMap<string, BoardUnit>): readonly string[] {
  // Most bodies have no lender: those are given back as they are, with nothing made.
  if (!hasLender(entries)) return entries;
  const out: string[] = [];
  for (const e of entries) {
    const { id, lends } = readEntry(e);
    const u = units.get(id);
    if (lends === 0 || (u !== undefined && lenderShares(u, lends))) out.push(id);
  }
  return out;
}

/** Whether two bodies have a unit in common, as defender or lender: a unit is in one battle at most. */
export function sharesUnit(a: readonly string[], b: readonly string[]): boolean {
  const ids = new Set(b.map(unitIdOf));
  return a.some((e) => ids.has(unitIdOf(e)));
}
