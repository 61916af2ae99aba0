import type { Problem } from '../../../core/answer.js';
import type { Board, BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import { clarification } from '../rule.js';
import { isGun, unitHex, type ArtilleryBoard } from './artillery-board.js';

/** The other friendly guns in a gun's hex. */
export function sameHexGuns(ab: ArtilleryBoard, gun: BoardUnit, hex: string): BoardUnit[] {
  // Only the units on the hex itself can share it; the label test stays, as a label that is not canonical shares nothing.
  return ab.near(hex, 0).filter((p) => p.hex === hex && p.unit.id !== gun.id && p.unit.side === gun.side && isGun(p.unit.type)).map((p) => p.unit);
}

/** Clarification 31: guns sharing a hex may not divide their double-range fire between two battles. */
export function sameHexStep(gun: BoardUnit, hex: string, mates: readonly BoardUnit[]): Step {
  const names = mates.map((u) => u.name).join(', ');
  return step(`${gun.name} shares ${hex} with ${names}: whichever of them fire at double range fire together, in one battle, not in two.`, clarification(31));
}

/**
 * Declared double-range battles, each as the ids of the guns firing in it: two guns of one hex in different
 * battles break clarification 31. One illegal problem for each such pair, at the hex.
 */
export function splitBattles(board: Board, battles: readonly (readonly string[])[]): Problem[] {
  const battleOf = new Map<string, number>();
  battles.forEach((ids, i) => ids.forEach((id) => battleOf.set(id, i)));
  const problems: Problem[] = [];
  const firstAt = new Map<string, BoardUnit>();
  for (const u of board.units) {
    const hex = unitHex(u);
    const battle = battleOf.get(u.id);
    if (hex === null || battle === undefined || !isGun(u.type)) continue;
    const first = firstAt.get(`${u.side} ${hex}`);
    if (!first) firstAt.set(`${u.side} ${hex}`, u);
    else if (battleOf.get(first.id) !== battle) {
      problems.push({ severity: 'illegal', text: `${first.name} and ${u.name} share ${hex}: they may not fire at double range in two different battles.`, rule: clarification(31), at: hex });
    }
  }
  return problems;
}
