import type { Board, BoardUnit } from './board/board.js';
import type { HexGrid } from './hex/hex-grid.js';
import { OFF_BOARD, type RetreatOption, type RetreatResult } from './retreat.js';

/**
 * A suggestion among retreats the rules rank the same: which one a careful player would usually take, and
 * why. It is not a rule and cites none; pages show it apart from the rules' answer, and a player who wants
 * rules only (a rated game) switches it off.
 */
export interface RetreatAdvice {
  /** The suggested option's path, as in `RetreatResult.options`. */
  readonly path: readonly string[];
  /** How many options share the best rank (the choice the advice is about). */
  readonly among: number;
  /** Why this one, each a short sentence, most important first. */
  readonly reasons: readonly string[];
}

interface Scored {
  readonly option: RetreatOption;
  /** Enemy units in the end hex itself: a game whose rules Adjutant lacks may list such a hex; it is never advised. */
  readonly holders: number;
  readonly friends: readonly BoardUnit[];
  readonly enemies: readonly BoardUnit[];
}

const isCombat = (u: BoardUnit): boolean => u.type !== 'headquarters' && u.type !== 'general' && u.type !== 'leader';

function around(board: Board, grid: HexGrid, hex: string, unit: BoardUnit): { holders: number; friends: BoardUnit[]; enemies: BoardUnit[] } {
  const holders = board.units.filter((u) => u.side !== unit.side && u.location.kind === 'hex' && u.location.hex === hex).length;
  const h = grid.parse(hex);
  if (!h) return { holders, friends: [], enemies: [] };
  const near = new Set(grid.neighbors(h).map((n) => grid.format(n)));
  const units = board.units.filter((u) => u.id !== unit.id && isCombat(u) && u.location.kind === 'hex' && near.has(u.location.hex));
  return { holders, friends: units.filter((u) => u.side === unit.side), enemies: units.filter((u) => u.side !== unit.side) };
}

/** Lower is better, compared in order: what the retreat costs, then how exposed its end hex is. */
function key(s: Scored): number[] {
  const o = s.option;
  return [s.holders, o.stepsLost, o.overstacked ? 1 : 0, o.offBoard ? 1 : 0, o.endsInEnemyZoc ? 1 : 0, s.enemies.length, -s.friends.length, o.path.length];
}

function compare(a: Scored, b: Scored): number {
  const x = key(a);
  const y = key(b);
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function names(units: readonly BoardUnit[]): string {
  return units.map((u) => u.name).join(', ');
}

/**
 * Advice among the best-ranked options, or null when there is nothing to choose (0 or 1 of them), the map has
 * no hex grid, or every option is alike on what the advice weighs. Only options of the best rank are
 * weighed: the rules already put the others after them.
 */
export function retreatAdvice(result: RetreatResult, board: Board, grid: HexGrid | null): RetreatAdvice | null {
  const unit = board.units.find((u) => u.id === result.unit);
  const best = result.options[0]?.rank;
  if (!unit || !grid || best === undefined) return null;
  const tied = result.options.filter((o) => o.rank === best);
  if (tied.length < 2) return null;
  const scored = tied.map((option): Scored => {
    const end = [...option.path].reverse().find((h) => h !== OFF_BOARD);
    const near = option.offBoard || end === undefined ? { holders: 0, friends: [], enemies: [] } : around(board, grid, end, unit);
    return { option, ...near };
  });
  const sorted = [...scored].sort(compare);
  const pick = sorted[0];
  const next = sorted[1];
  if (!pick || !next || pick.holders > 0 || compare(pick, next) === 0) return null;
  const o = pick.option;
  const reasons: string[] = [];
  if (o.stepsLost < Math.max(...tied.map((t) => t.stepsLost))) reasons.push(o.stepsLost === 0 ? 'It costs no step, where another choice does.' : `It costs ${o.stepsLost}, fewer steps than another choice.`);
  if (!o.overstacked && tied.some((t) => t.overstacked)) reasons.push('It ends within the stacking limit.');
  if (!o.offBoard && tied.some((t) => t.offBoard)) reasons.push('It keeps the unit on the map, where leaving would take it out of play for a while.');
  if (!o.endsInEnemyZoc && tied.some((t) => t.endsInEnemyZoc)) reasons.push('It ends out of enemy zones of control.');
  const fewestEnemies = pick.enemies.length;
  if (scored.some((s) => s.enemies.length > fewestEnemies)) reasons.push(fewestEnemies === 0 ? 'No enemy combat unit is next to where it ends.' : `Fewer enemy units are next to where it ends (${names(pick.enemies)}).`);
  if (pick.friends.length > 0 && scored.some((s) => s.friends.length < pick.friends.length)) reasons.push(`It ends beside friends (${names(pick.friends)}), who can support it.`);
  if (reasons.length === 0) reasons.push('It is the shortest of the choices, so the unit stays closest to the line.');
  return { path: o.path, among: tied.length, reasons };
}
