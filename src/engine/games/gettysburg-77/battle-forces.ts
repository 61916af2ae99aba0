import type { Battle } from '../../core/battle.js';
import type { Board, BoardUnit } from '../../core/board/board.js';
import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import { g77 } from './rule.js';

/** A unit on the map and its hex. */
export interface PlacedUnit {
  readonly unit: BoardUnit;
  readonly hex: string;
}

/**
 * A battle's units as the Intermediate Game's modifiers see them: the combat units on each side (a
 * headquarters is not a combat unit), the headquarters stacked with them, and the lender, if any.
 */
export interface BattleForces {
  readonly attackers: readonly PlacedUnit[];
  /** Defending combat units; a stated lender is not among them (it lends points, it does not defend). */
  readonly defenders: readonly PlacedUnit[];
  readonly attackingSide: Side | null;
  readonly defendingSide: Side | null;
  /** Headquarters of each side in a hex where one of that side's combat units fights this battle. */
  readonly attackHeadquarters: readonly PlacedUnit[];
  readonly defenseHeadquarters: readonly PlacedUnit[];
  readonly lender: PlacedUnit | null;
  /** The defending units that receive the lender's points (one unit, or the units of one group). */
  readonly receivers: readonly PlacedUnit[];
  /** Headquarters picked for the battle with no combat unit of their role in their hex: never in combat. */
  readonly headquartersAlone: readonly { readonly unit: PlacedUnit; readonly role: 'attacker' | 'defender' }[];
  /** What in the battle as given could not be used, and why; shown as notes. */
  readonly problems: readonly Step[];
}

export const COMBAT_TYPES: readonly BoardUnit['type'][] = ['infantry', 'cavalry', 'artillery', 'horse-artillery'];

export function isCombatUnit(u: BoardUnit): boolean {
  return COMBAT_TYPES.includes(u.type);
}

export function placed(u: BoardUnit): PlacedUnit | null {
  return u.location.kind === 'hex' ? { unit: u, hex: u.location.hex } : null;
}

/** "Stone (Q36)": how a reason names a unit. */
export function named(p: PlacedUnit): string {
  return `${p.unit.name} (${p.hex})`;
}

export function namedList(ps: readonly PlacedUnit[]): string {
  const names = ps.map(named);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

function sideOf(units: readonly PlacedUnit[]): Side | null {
  const first = units[0]?.unit.side;
  for (const p of units) if (p.unit.side !== first) return null;
  return first ?? null;
}

/** Each board's units by id, made once per board: a board does not change, and the planner reads hundreds of battles off one. */
const unitsByBoard = new WeakMap<Board, ReadonlyMap<string, BoardUnit>>();

function unitsById(board: Board): ReadonlyMap<string, BoardUnit> {
  const known = unitsByBoard.get(board);
  if (known) return known;
  const made = new Map(board.units.map((u) => [u.id, u]));
  unitsByBoard.set(board, made);
  return made;
}

/** Reads a battle's unit ids against its board. Unknown or off-map ids are reported, never guessed at. */
export function battleForces(battle: Battle): BattleForces {
  const { board } = battle;
  const problems: Step[] = [];
  const byId = unitsById(board);
  const lenderId = battle.stated?.lender;

  const resolve = (ids: readonly string[], role: string): { combat: PlacedUnit[]; listedHeadquarters: PlacedUnit[] } => {
    const combat: PlacedUnit[] = [];
    const listedHeadquarters: PlacedUnit[] = [];
    for (const id of ids) {
      const u = byId.get(id);
      if (!u) {
        problems.push(step(`No unit "${id}" on the board; it is left out of the ${role}.`));
        continue;
      }
      const p = placed(u);
      if (!p) {
        problems.push(step(`${u.name} is not on the map; it is left out of the ${role}.`));
        continue;
      }
      if (u.type === 'headquarters') listedHeadquarters.push(p);
      else if (isCombatUnit(u)) combat.push(p);
      else problems.push(step(`${u.name} is a ${u.type}, which the Intermediate Game does not have; it is left out.`));
    }
    return { combat, listedHeadquarters };
  };

  const att = resolve(battle.attackers, 'attack');
  const def = resolve(battle.defenders, 'defence');
  const attackingSide = sideOf(att.combat);
  const defendingSide = sideOf(def.combat);
  if (att.combat.length > 0 && attackingSide === null) problems.push(step('The attackers are of both sides; a battle has one attacking side.', g77('Combat 1')));
  if (def.combat.length > 0 && defendingSide === null) problems.push(step('The defenders are of both sides; a battle has one defending side.', g77('Combat 1')));
  if (attackingSide !== null && attackingSide === defendingSide) problems.push(step('Attackers and defenders are of the same side.', g77('Combat 1')));

  let lender: PlacedUnit | null = null;
  let receivers: PlacedUnit[] = [];
  let defenders = def.combat;
  if (lenderId !== undefined) {
    const u = byId.get(lenderId);
    const p = u ? placed(u) : null;
    if (!u || !p) problems.push(step(`The stated lender "${lenderId}" is not a unit on the map.`, g77('Combat Qualifications 12')));
    else if (att.combat.some((a) => a.unit.id === u.id)) problems.push(step(`${u.name} attacks: only a defender may lend strength.`, g77('Combat Qualifications 12')));
    else if (u.type !== 'infantry' && u.type !== 'cavalry') problems.push(step(`${u.name} is ${u.type}: only infantry or cavalry lend strength, to a unit of the same type.`, g77('Combat Qualifications 12')));
    else {
      const others = def.combat.filter((d) => d.unit.id !== u.id && d.hex === p.hex && d.unit.type === u.type);
      if (others.length === 0) problems.push(step(`${u.name} is stated as lender, but no defending ${u.type} unit shares its hex ${p.hex}.`, g77('Combat Qualifications 12')));
      else {
        lender = p;
        receivers = others;
        defenders = def.combat.filter((d) => d.unit.id !== u.id);
      }
    }
  }

  // Headquarters fight only where a combat unit of their side in the battle shares their hex (Combat Qualifications 10).
  const headquartersAlone: { unit: PlacedUnit; role: 'attacker' | 'defender' }[] = [];
  const stackedWith = (side: Side | null, fighting: readonly PlacedUnit[], listed: readonly PlacedUnit[], role: 'attacking' | 'defending'): PlacedUnit[] => {
    // One pass over the board's units, without sets: the planner reads hundreds of battles off one board.
    const found: PlacedUnit[] = [];
    for (const u of board.units) {
      if (u.type !== 'headquarters' || u.side !== side) continue;
      const p = placed(u);
      if (p !== null && fighting.some((f) => f.hex === p.hex)) found.push(p);
    }
    for (const l of listed) {
      if (found.some((f) => f.unit.id === l.unit.id)) continue;
      problems.push(step(`${named(l)} is a headquarters with no ${role} combat unit in its hex: it takes no part in the battle.`, g77('Combat Qualifications 10')));
      headquartersAlone.push({ unit: l, role: role === 'attacking' ? 'attacker' : 'defender' });
    }
    return found;
  };
  const attackHeadquarters = stackedWith(attackingSide, att.combat, att.listedHeadquarters, 'attacking');
  const defenseHeadquarters = stackedWith(defendingSide, lender ? [...defenders, lender] : defenders, def.listedHeadquarters, 'defending');

  return { attackers: att.combat, defenders, attackingSide, defendingSide, attackHeadquarters, defenseHeadquarters, lender, receivers, headquartersAlone, problems };
}
