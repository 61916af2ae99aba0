import type { Battle } from '../../core/battle.js';
import { step } from '../../core/explanation.js';
import { named, type PlacedUnit } from './battle-forces.js';
import { hexElevation, type KnownElevation } from './hex-elevation.js';
import { findings, tableLine, type ModifierFindings } from './modifier-findings.js';
import { g77 } from './rule.js';

interface Standing {
  readonly p: PlacedUnit;
  readonly e: KnownElevation;
}

type Decision = { readonly holds: boolean; readonly by: Standing | null } | null;

/**
 * Whether some unit of `high` stands above every unit of `low`. Decided from partial knowledge where
 * that is enough (a known level already above the highest possible level, or a known level of `low`
 * already at or above every known level of `high`); otherwise null: not guessed.
 */
function above(high: readonly Standing[], low: readonly Standing[]): Decision {
  const level = (s: Standing): number | null => s.e.level;
  const known = (ss: readonly Standing[]): Standing[] => ss.filter((s) => level(s) !== null);
  const top = (ss: readonly Standing[]): Standing | null => known(ss).reduce<Standing | null>((best, s) => (best === null || (level(s) ?? 0) > (level(best) ?? 0) ? s : best), null);
  const highTop = top(high);
  const lowTop = top(low);
  const highAllKnown = known(high).length === high.length;
  const lowAllKnown = known(low).length === low.length;
  if (highTop && lowAllKnown && (lowTop === null || (level(highTop) ?? 0) > (level(lowTop) ?? 0))) return { holds: true, by: highTop };
  if (highAllKnown && lowTop && (highTop === null || (level(lowTop) ?? 0) >= (level(highTop) ?? 0))) return { holds: false, by: null };
  return null;
}

function levelOf(s: Standing): string {
  return `level ${s.e.level ?? '?'}`;
}

/**
 * Elevation: an attacking combat unit higher than every defender helps the attacker; a defending one
 * higher than every attacker helps the defender. A hex's level is the highest its centre point touches.
 */
export function elevationModifier(battle: Battle, attackers: readonly PlacedUnit[], defenders: readonly PlacedUnit[]): ModifierFindings {
  const out = findings();
  if (attackers.length === 0 || defenders.length === 0) return out;
  const stand = (p: PlacedUnit): Standing => ({ p, e: hexElevation(battle, p.hex) });
  const att = attackers.map(stand);
  const def = defenders.map(stand);
  const contradicted = new Set<string>();
  for (const s of [...att, ...def]) {
    if (s.e.contradicted !== null && !contradicted.has(s.p.hex)) {
      contradicted.add(s.p.hex);
      out.notes.push(step(`The level stated for ${s.p.hex} (${s.e.contradicted}) differs from the board's; the board's level ${s.e.level ?? '?'} is used.`, g77('Terrain Hexes 5')));
    }
  }
  const attackerHigher = above(att, def);
  const defenderHigher = above(def, att);
  const highest = (ss: readonly Standing[]): string => {
    const top = [...ss].sort((a, b) => (b.e.level ?? 0) - (a.e.level ?? 0))[0];
    return top ? `${named(top.p)} at ${levelOf(top)}` : '';
  };
  if (attackerHigher?.holds && attackerHigher.by) {
    out.lines.push(tableLine('attacker-higher', 1, `${named(attackerHigher.by.p)} stands at ${levelOf(attackerHigher.by)}, above every defender (the highest is ${highest(def)}).`));
  }
  if (defenderHigher?.holds && defenderHigher.by) {
    out.lines.push(tableLine('defender-higher', 1, `${named(defenderHigher.by.p)} stands at ${levelOf(defenderHigher.by)}, above every attacker (the highest is ${highest(att)}).`));
  }
  if (attackerHigher === null || defenderHigher === null) {
    for (const s of [...att, ...def]) {
      if (s.e.level !== null) continue;
      const role = att.includes(s) ? 'attacking' : 'defending';
      const id = `elevation:${s.p.hex}`;
      if (out.undecided.some((u) => u.id === id)) continue;
      out.undecided.push({ id, question: `What is the elevation level of ${s.p.hex} (${s.p.unit.name}, ${role})? The board does not give it, and the elevation modifiers depend on it.` });
    }
  }
  return out;
}
