import { formatRuleRef } from './rule-ref.js';
import { formatFraction, formatPercent } from './probability.js';
import type { CombatAnswer } from './resolve-combat.js';

/**
 * A plain-text card of a combat answer for pasting into a game's chat or printing on the command line:
 * odds, modification, probabilities, expected losses and every rule cited. Overrides are marked.
 */
export function combatResultCard(a: CombatAnswer, gameName: string): string {
  const lines: string[] = [];
  const mark = (what: string): string => (a.overridden.includes(what) ? ' (set by hand)' : '');
  lines.push(`Adjutant — ${gameName}`);
  lines.push(`Attack ${a.attack}${mark('Attack strength')} vs defence ${a.defense}${mark('Defence strength')}`);
  if (!a.allowed) {
    lines.push(`Not resolved: ${a.refusal ?? 'not allowed'}`);
  } else {
    const drm = a.drmApplied > 0 ? `+${a.drmApplied}` : String(a.drmApplied);
    lines.push(`Odds ${a.odds ?? '—'}${mark('Odds column')}, die-roll modification ${drm}`);
    for (const m of a.modifiers) {
      const v = m.value > 0 ? `+${m.value}` : String(m.value);
      lines.push(`  ${m.on ? v.padStart(3) : 'off'} ${m.text}${m.overridden ? ' (changed by hand)' : ''}`);
    }
    for (const o of a.outcomes) lines.push(`  ${o.result.padEnd(9)} ${formatPercent(o.probability).padStart(6)}  (${formatFraction(o.probability)})`);
    if (a.expectedLosses) lines.push(`Expected step losses: attacker ${a.expectedLosses.attacker}, defender ${a.expectedLosses.defender}`);
  }
  if (a.next) lines.push(`Next column ${a.next.odds}: attack ${a.next.attackNeeded} needed`);
  const cited = [...new Set(a.explanation.flatMap((s) => (s.rule ? [formatRuleRef(s.rule)] : [])))];
  if (cited.length) {
    lines.push('Rules:');
    for (const c of cited) lines.push(`  - ${c}`);
  }
  return lines.join('\n');
}
