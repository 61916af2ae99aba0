import type { LeftOutUnit } from '../../core/battle.js';
import type { Board } from '../../core/board/board.js';
import { step, type Step } from '../../core/explanation.js';
import { named, namedList, type BattleForces, type PlacedUnit } from './battle-forces.js';
import { GETTYSBURG_77_GRID } from './hex-grid.js';
import { isTownHex } from './hex-protection.js';
import { g77 } from './rule.js';

const grid = GETTYSBURG_77_GRID;

/** A retreat runs one or two hexes. */
const RETREAT_REACH = 2;

/** Town hexes the board names within a retreat's reach of a hex (its own hex excluded: a retreat leaves it). */
function townsInReach(board: Board, hex: string): string[] {
  const from = grid.parse(hex);
  if (!from) return [];
  return Object.keys(board.terrain).filter((label) => {
    const h = grid.parse(label);
    if (!h || label === hex) return false;
    return grid.distance(from, h) <= RETREAT_REACH && isTownHex(board, label) === true;
  });
}

function adjacentToAny(p: PlacedUnit, others: readonly PlacedUnit[]): boolean {
  const h = grid.parse(p.hex);
  return h !== null && others.some((o) => {
    const oh = grid.parse(o.hex);
    return oh !== null && grid.distance(h, oh) === 1;
  });
}

/**
 * The attackers the rules keep out of the battle: a shattered unit cannot attack, and a unit attacks only
 * units it is next to. They are left out of the totals (and said so), not counted and not refusing the rest.
 */
export function g77LeftOut(forces: BattleForces): LeftOutUnit[] {
  const out: LeftOutUnit[] = [];
  for (const a of forces.attackers) {
    if (a.unit.status.shattered) out.push({ unitId: a.unit.id, role: 'attacker', why: 'it is shattered and cannot attack until the shattered status ends at night', rule: g77('Shatter and Disorganization, Effect 4') });
    else if (forces.defenders.length > 0 && !adjacentToAny(a, forces.defenders)) out.push({ unitId: a.unit.id, role: 'attacker', why: `it is not next to any defender (it stands at ${a.hex}): a unit attacks only units it is adjacent to`, rule: g77('Combat Qualifications 11') });
  }
  // A headquarters away from its side's combat units is never in combat: counted for nothing, and said so.
  for (const h of forces.headquartersAlone) out.push({ unitId: h.unit.unit.id, role: h.role, why: `it is a headquarters with no combat unit of its side in the battle in its hex (${h.unit.hex}), and such a headquarters is never in combat`, rule: g77('Combat Qualifications 10') });
  return out;
}

/**
 * The special effects that change strengths or results rather than the die: Union cavalry doubling on
 * defence, the step lost retreating into town, a lender's disorganization, and what forbids the battle.
 */
export function combatSpecialEffects(board: Board, forces: BattleForces): Step[] {
  const notes: Step[] = [];
  if (board.time.light === 'night') notes.push(step('This is a night turn: no combat takes place.', g77('Night 2')));

  const shattered = forces.attackers.filter((a) => a.unit.status.shattered);
  if (shattered.length > 0) notes.push(step(`${namedList(shattered)} ${shattered.length > 1 ? 'are' : 'is'} shattered and cannot attack until the shattered status ends at night.`, g77('Shatter and Disorganization, Effect 4')));

  const apart = forces.attackers.filter((a) => forces.defenders.length > 0 && !adjacentToAny(a, forces.defenders));
  if (apart.length > 0) notes.push(step(`${namedList(apart)} ${apart.length > 1 ? 'are' : 'is'} not next to any defender: a unit attacks only units it is adjacent to.`, g77('Combat Qualifications 11')));

  const cavalry = forces.defenders.filter((d) => d.unit.side === 'union' && d.unit.type === 'cavalry');
  if (cavalry.length > 0) notes.push(step(`${namedList(cavalry)}: Union cavalry defends at double strength (the odds calculator applies it).`, g77('Special Effects to Combat 1')));

  const lender = forces.lender;
  if (lender && (lender.unit.status.disorganized > 0 || lender.unit.status.shattered)) {
    notes.push(step(`${named(lender)} is ${lender.unit.status.shattered ? 'shattered' : 'disorganized'} and lends that state with its points to ${namedList(forces.receivers)}.`, g77('Special Effects to Combat 3')));
  }

  for (const p of [...forces.defenders, ...forces.attackers]) {
    const towns = townsInReach(board, p.hex);
    if (towns.length > 0) {
      notes.push(step(`A combat result that makes ${named(p)} retreat costs it a step if it enters a town hex; town hexes within its two-hex retreat: ${towns.join(', ')}.`, g77('Special Effects to Combat 2')));
    }
  }
  return notes;
}
