import { formatRuleRef } from './rule-ref.js';
import { formatFraction, formatPercent } from './probability.js';
import type { CombatAnswer } from './resolve-combat.js';

/** Plain text for a game's chat or the command line; BBCode and Markdown for forums and play-by-e-mail posts. */
export const CARD_FORMATS = ['text', 'bbcode', 'markdown'] as const;
export type CardFormat = (typeof CARD_FORMATS)[number];

/** A card as lines and lists, before it is written in one format. */
type Part = { readonly kind: 'title'; readonly text: string } | { readonly kind: 'line'; readonly text: string } | { readonly kind: 'list'; readonly heading: string | null; readonly items: readonly string[] };

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * The die-roll modification the player typed beside the lines found on the board (all of it when no line
 * was found): the total less the lines that are on.
 */
export function typedModification(a: CombatAnswer): number {
  return a.drm - a.modifiers.reduce((sum, m) => sum + (m.on ? m.value : 0), 0);
}

function parts(a: CombatAnswer, gameName: string, format: CardFormat): Part[] {
  const mark = (what: string): string => (a.overridden.includes(what) ? ' (set by hand)' : '');
  const out: Part[] = [{ kind: 'title', text: `Adjutant — ${gameName}` }];
  out.push({ kind: 'line', text: `Attack ${a.attack}${mark('Attack strength')} vs defence ${a.defense}${mark('Defence strength')}` });
  if (a.leftOut.length > 0) out.push({ kind: 'list', heading: 'Left out of the totals:', items: a.leftOut.map((u) => `${u.name} (${u.role}): ${u.why}${u.rule ? ` (${formatRuleRef(u.rule)})` : ''}`) });
  if (!a.allowed) {
    out.push({ kind: 'line', text: `Not resolved: ${a.refusal ?? 'not allowed'}` });
  } else {
    out.push({ kind: 'line', text: `Odds ${a.odds ?? '—'}${mark('Odds column')}, die-roll modification ${signed(a.drmApplied)}` });
    const typed = typedModification(a);
    const modifications = [
      ...a.modifiers.map((m) => `${m.on ? signed(m.value).padStart(format === 'text' ? 3 : 0) : 'off'} ${m.text}${m.overridden ? ' (changed by hand)' : ''}`),
      ...(typed !== 0 ? [`${signed(typed).padStart(format === 'text' ? 3 : 0)} other modification (typed by hand)`] : []),
    ];
    if (modifications.length > 0) out.push({ kind: 'list', heading: null, items: modifications });
    if (a.outcomes.length > 0) out.push({ kind: 'list', heading: null, items: a.outcomes.map((o) => `${format === 'text' ? o.result.padEnd(9) : `${o.result}:`} ${formatPercent(o.probability).padStart(format === 'text' ? 6 : 0)}  (${formatFraction(o.probability)})`) });
    if (a.expectedLosses) out.push({ kind: 'line', text: `Expected step losses: attacker ${a.expectedLosses.attacker}, defender ${a.expectedLosses.defender}` });
  }
  if (a.next) out.push({ kind: 'line', text: `Next column ${a.next.odds}: attack ${a.next.attackNeeded} needed` });
  const cited = [...new Set(a.explanation.flatMap((s) => (s.rule ? [formatRuleRef(s.rule)] : [])))];
  if (cited.length) out.push({ kind: 'list', heading: 'Rules:', items: cited });
  return out;
}

/** Markdown's own characters written as themselves. */
function markdownText(s: string): string {
  return s.replace(/[\\`*_{}[\]<>#|]/g, (c) => `\\${c}`);
}

/** BBCode has no escape: square brackets become round, so no text of the card is read as a tag. */
function bbcodeText(s: string): string {
  return s.replace(/\[/g, '(').replace(/\]/g, ')');
}

function write(all: readonly Part[], format: CardFormat): string {
  const lines: string[] = [];
  for (const p of all) {
    if (p.kind !== 'list') {
      if (format === 'text') lines.push(p.text);
      else if (format === 'bbcode') lines.push(p.kind === 'title' ? `[b]${bbcodeText(p.text)}[/b]` : bbcodeText(p.text));
      else lines.push(...(p.kind === 'title' ? [`**${markdownText(p.text)}**`, ''] : [`${markdownText(p.text)}  `]));
      continue;
    }
    if (format === 'text') {
      if (p.heading) lines.push(p.heading);
      for (const item of p.items) lines.push(p.heading ? `  - ${item}` : `  ${item}`);
    } else if (format === 'bbcode') {
      if (p.heading) lines.push(bbcodeText(p.heading));
      lines.push('[list]', ...p.items.map((i) => `[*]${bbcodeText(i)}`), '[/list]');
    } else {
      lines.push('');
      if (p.heading) lines.push(markdownText(p.heading));
      lines.push(...p.items.map((i) => `- ${markdownText(i)}`), '');
    }
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd();
}

/**
 * A card of a combat answer for pasting into a game's chat, a forum or an e-mail, or printing on the command
 * line: odds, every modification (the typed one too), probabilities, expected losses and every rule cited.
 * Overrides are marked.
 */
export function combatResultCard(a: CombatAnswer, gameName: string, format: CardFormat = 'text'): string {
  return write(parts(a, gameName, format), format);
}
