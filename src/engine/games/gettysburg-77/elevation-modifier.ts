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
  const highTop = top(high);
  const lowTop = top(low);
  if (highTop && allKnown(low) && (lowTop === null || (highTop.e.level ?? 0) > (lowTop.e.level ?? 0))) return { holds: true, by: highTop };
  if (allKnown(high) && lowTop && (highTop === null || (lowTop.e.level ?? 0) >= (highTop.e.level ?? 0))) return { holds: false, by: null };
  return null;
}

/** The first of the highest known levels; null when none is known. (Loops, not filters: the planner weighs hundreds of battles a plan.) */
function top(ss: readonly Standing[]): Standing | null {
  let best: Standing | null = null;
  for (let k = 0; k < ss.length; k++) {
    const s = ss[k];
    if (s && s.e.level !== null && (best === null || s.e.level > (best.e.level ?? 0))) best = s;
  }
  return best;
}

function allKnown(ss: readonly Standing[]): boolean {
  return ss.every((s) => s.e.level !== null);
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
  const both = [...att, ...def];
  // Made only when a stated level is contradicted, which is rare: the planner weighs hundreds of battles a plan.
  let contradicted: Set<string> | null = null;
  for (const s of both) {
    if (s.e.contradicted !== null && !(contradicted ??= new Set<string>()).has(s.p.hex)) {
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
    for (let k = 0; k < both.length; k++) {
      const s = both[k];
      if (!s || s.e.level !== null) continue;
      const role = k < att.length ? 'attacking' : 'defending';
      const id = `elevation:${s.p.hex}`;
      if (out.undecided.some((u) => u.id === id)) continue;
      out.undecided.push({ id, question: `What is the elevation level of ${s.p.hex} (${s.p.unit.name}, ${role})? The board does not give it, and the elevation modifiers depend on it.` });
    }
  }
  return out;
}
