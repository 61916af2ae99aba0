import { named, namedList, type BattleForces, type PlacedUnit } from './battle-forces.js';
import { findings, tableLine, type ModifierFindings } from './modifier-findings.js';

function stateOf(p: PlacedUnit): 'shattered' | 'disorganized' | null {
  return p.unit.status.shattered ? 'shattered' : p.unit.status.disorganized > 0 ? 'disorganized' : null;
}

/**
 * The lines that count units by their state and type: each disorganized or shattered defender (a unit
 * that receives a disorganized lender's points takes on its disorganization), each cavalry unit
 * attacking where a defender is infantry, each disorganized attacker.
 */
export function unitStateModifiers(forces: BattleForces): ModifierFindings {
  const out = findings();
  const lenderState = forces.lender ? stateOf(forces.lender) : null;
  const defenders = forces.defenders
    .map((d) => {
      const own = stateOf(d);
      if (own) return `${named(d)} is ${own}`;
      if (lenderState && forces.lender && forces.receivers.includes(d)) return `${named(d)} is disorganized by the points ${forces.lender.unit.name} (${lenderState}) lends it`;
      return null;
    })
    .filter((r): r is string => r !== null);
  if (defenders.length > 0) out.lines.push(tableLine('defender-disorganized', defenders.length, `${defenders.join('; ')}.`));

  const infantry = forces.defenders.filter((d) => d.unit.type === 'infantry');
  const cavalry = forces.attackers.filter((a) => a.unit.type === 'cavalry');
  if (cavalry.length > 0 && infantry.length > 0) {
    out.lines.push(tableLine('cavalry-against-infantry', cavalry.length, `${namedList(cavalry)} ${cavalry.length > 1 ? 'are cavalry attacking' : 'is cavalry attacking'} infantry: ${namedList(infantry)}.`));
  }

  const disorganized = forces.attackers.filter((a) => !a.unit.status.shattered && a.unit.status.disorganized > 0);
  if (disorganized.length > 0) out.lines.push(tableLine('attacker-disorganized', disorganized.length, `${namedList(disorganized)} ${disorganized.length > 1 ? 'attack' : 'attacks'} disorganized.`));
  return out;
}
