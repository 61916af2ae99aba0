import { describe, expect, it } from 'vitest';
import { HIGH_TIDE_ENTRIES } from '../../src/engine/rules/entries/high-tide.js';
import { THEY_MET_ENTRIES } from '../../src/engine/rules/entries/they-met.js';
import type { RuleEntry } from '../../src/engine/rules/rule-entry.js';
import { HT_DOCUMENT } from '../../src/engine/games/high-tide/rule.js';
import { TM_ERRATA } from '../../src/engine/games/they-met/rule.js';
import { readSeed } from '../support/seed-tables.js';
import { hasShared } from '../support/shared.js';
import { describeWithShared } from '../support/with-shared.js';

const seed = (name: string): string[] =>
  readSeed(name).split(/\r?\n/);

const byId = (entries: readonly RuleEntry[]): Map<string, RuleEntry> => new Map(entries.map((e) => [e.id, e]));

/** Lines between the first line matching `from` and the first later line matching `to` (or the end). */
function section(lines: readonly string[], from: RegExp, to: RegExp | null): string[] {
  const start = lines.findIndex((l) => from.test(l));
  expect(start, `section ${from}`).toBeGreaterThanOrEqual(0);
  const rest = lines.slice(start + 1);
  const end = to ? rest.findIndex((l) => to.test(l)) : -1;
  return end < 0 ? rest : rest.slice(0, end);
}

interface Item {
  readonly label: string;
  readonly id: string;
  /** Text the entry's number must contain. */
  readonly number: string;
}

/** Every numbered item of seed 003, with the entry id it must have. */
function highTideItems(): Item[] {
  const lines = seed('003_f546defa9596d02a.txt');
  const items: Item[] = [];
  // Numbered rules: "7.621)", also the stray space in "7 .62)".
  for (const line of lines) {
    const m = /^\s*(\d+)\s*\.(\d+)\)/.exec(line);
    if (m) items.push({ label: `${m[1]}.${m[2]}`, id: `high-tide/${m[1]}.${m[2]}`, number: `${m[1]}.${m[2]}` });
  }
  // The rally modifiers: "+1:" lines under their heading, in order.
  const rally = section(lines, /^ADDITIONAL RALLY MODIFIERS/, /^CAPTURED ARTILLERY/).filter((l) => /^\+\s*1:/.test(l));
  const rallyIds = ['high-tide/rally-modifiers-no-enemy', 'high-tide/rally-modifiers-night'];
  expect(rally).toHaveLength(rallyIds.length);
  rally.forEach((l, i) => items.push({ label: `rally ${l.slice(0, 12)}`, id: rallyIds[i] ?? '', number: '9.21' }));
  items.push({ label: 'rally heading', id: 'high-tide/rally-modifiers', number: '9.21' });
  // 8.333's three die-roll outcomes: "-On a roll of 1 or 2", "3 or 4", "5 through 10".
  for (const line of section(lines, /^8\.333\)/, /^8\.334\)/)) {
    const m = /^-On a roll of (\d+) (?:or|through) (\d+)/.exec(line);
    if (m) items.push({ label: `8.333 ${m[1]}-${m[2]}`, id: `high-tide/8.333-roll-${m[1]}-${m[2]}`, number: '8.333' });
  }
  // 10.54's dashed points, in order.
  const bullets = section(lines, /^10\.54\)/, null).filter((l) => /^-\S/.test(l));
  const bulletIds = ['routed', 'full-strength-cap', 'eliminated', 'flip', 'equal-or-greater', 'morale-ratings'];
  expect(bullets).toHaveLength(bulletIds.length);
  bullets.forEach((l, i) => items.push({ label: `10.54 ${l.slice(0, 20)}`, id: `high-tide/10.54-${bulletIds[i] ?? ''}`, number: '10.54' }));
  // The three optional-rule headings.
  for (const [heading, slug] of [['OPTIONAL MORALE RATINGS', 'optional-morale-ratings'], ['CAPTURED ARTILLERY', 'captured-artillery'], ['DIVISION REORGANIZATION', 'division-reorganization']] as const) {
    expect(lines.some((l) => l.trim() === heading)).toBe(true);
    items.push({ label: heading, id: `high-tide/${slug}`, number: '' });
  }
  return items;
}

const TM_PARTS = [
  { heading: /^ADDITIONS:/, next: /^CORRECTIONS:/, slug: 'addition', number: 'Addition', count: 7 },
  { heading: /^CORRECTIONS:/, next: /^CLARIFICATIONS/, slug: 'correction', number: 'Correction', count: 2 },
  { heading: /^CLARIFICATIONS/, next: /^QUESTIONS AND ANSWERS/, slug: 'clarification', number: 'Clarification', count: 4 },
  { heading: /^QUESTIONS AND ANSWERS/, next: /^Note: In May 1997/, slug: 'qa', number: 'Q&A', count: 19 },
] as const;

/** Every numbered item of seed 004 (and the two order-of-appearance errata), with the entry id it must have. */
function theyMetItems(): Item[] {
  const lines = seed('004_83998f965c11d736.txt');
  const items: Item[] = [];
  for (const part of TM_PARTS) {
    const found = section(lines, part.heading, part.next).flatMap((l) => {
      const m = /^(\d+)\.\s+(.*)$/.exec(l);
      return m ? [{ n: m[1] ?? '', rest: m[2] ?? '' }] : [];
    });
    expect(found.map((f) => Number(f.n)), part.number).toEqual(Array.from({ length: part.count }, (_, i) => i + 1));
    for (const f of found) {
      // Additions and corrections name the rule they change: the entry's number must carry it.
      const ruleNo = part.slug === 'addition' || part.slug === 'correction' ? /Rule (\d+(?:\.\d+)*)/.exec(f.rest)?.[1] : undefined;
      items.push({ label: `${part.number} ${f.n}`, id: `they-met/${part.slug}-${f.n}`, number: `${part.number} ${f.n}${ruleNo ? ` (Rule ${ruleNo}` : ''}` });
    }
  }
  for (const line of lines) {
    const m = /^(CSA|USA) Order of Appearance:/.exec(line);
    if (m) items.push({ label: line, id: `they-met/errata-${(m[1] ?? '').toLowerCase()}-order-of-appearance`, number: `${m[1]} Order of Appearance` });
  }
  return items;
}

describeWithShared('seed 003 (High Tide optional rules) coverage', () => {
  // Read only when ../shared is there: a skipped group is still collected.
  const items = hasShared() ? highTideItems() : [];
  const entries = byId(HIGH_TIDE_ENTRIES);

  it('finds every numbered item of the seed', () => {
    // 13 numbered rules (7.62–7.622, 8.331–8.335, 10.5–10.54), 3 rally items, 3 capture rolls, 6 points of 10.54, 3 headings.
    expect(items.filter((i) => /^\d/.test(i.label) && !i.label.includes(' '))).toHaveLength(13);
    expect(items).toHaveLength(28);
  });

  it.each(items.map((i) => [i.label, i] as const))('%s has an entry', (_label, item) => {
    const e = entries.get(item.id);
    expect(e, item.id).toBeDefined();
    expect(e?.number).toContain(item.number);
  });

  it('every entry is cited to the High Tide optional rules and has no duplicate id', () => {
    expect(entries.size).toBe(HIGH_TIDE_ENTRIES.length);
    for (const e of HIGH_TIDE_ENTRIES) {
      expect(e.game).toBe('high-tide');
      expect(e.citation).toEqual({ game: 'high-tide', document: HT_DOCUMENT, rule: e.number });
      expect(e.text.length).toBeGreaterThan(10);
    }
  });

  it('has no entries beyond the seed’s items', () => {
    expect(new Set(items.map((i) => i.id))).toEqual(new Set(entries.keys()));
  });

  it('8.334 amends the basic rules it makes exceptions to', () => {
    expect(entries.get('high-tide/8.334')?.amends?.map((a) => a.id)).toEqual(['high-tide/rule-6.94', 'high-tide/rule-8.342']);
  });
});

describeWithShared('seed 004 (They Met errata) coverage', () => {
  const items = hasShared() ? theyMetItems() : [];
  const entries = byId(THEY_MET_ENTRIES);

  it('finds every numbered item of the seed', () => {
    // 7 additions, 2 corrections, 4 clarifications, 19 questions, 2 May 1997 order-of-appearance errata.
    expect(items).toHaveLength(34);
  });

  it.each(items.map((i) => [i.label, i] as const))('%s has an entry', (_label, item) => {
    const e = entries.get(item.id);
    expect(e, item.id).toBeDefined();
    expect(e?.number).toContain(item.number);
  });

  it('every entry is cited to the errata and has no duplicate id', () => {
    expect(entries.size).toBe(THEY_MET_ENTRIES.length);
    expect(new Set(items.map((i) => i.id))).toEqual(new Set(entries.keys()));
    for (const e of THEY_MET_ENTRIES) {
      expect(e.game).toBe('they-met');
      expect(e.citation).toEqual({ game: 'they-met', document: TM_ERRATA, rule: e.number });
    }
  });

  it('each addition and correction amends the rule it changes, saying what changed', () => {
    for (const e of THEY_MET_ENTRIES.filter((x) => /^(Addition|Correction 1)/.test(x.number))) {
      const ruleNo = /Rule (\d+(?:\.\d+)*)/.exec(e.number)?.[1];
      expect(e.amends?.map((a) => a.id), e.id).toContain(`they-met/rule-${ruleNo ?? ''}`);
      for (const a of e.amends ?? []) expect(a.change.length).toBeGreaterThan(10);
    }
  });

  it('the order-of-appearance errata amend the order of appearance of their side', () => {
    expect(entries.get('they-met/correction-2')?.amends?.[0]?.id).toBe('they-met/order-of-appearance-usa');
    expect(entries.get('they-met/errata-usa-order-of-appearance')?.amends?.[0]?.id).toBe('they-met/order-of-appearance-usa');
    expect(entries.get('they-met/errata-csa-order-of-appearance')?.amends?.[0]?.id).toBe('they-met/order-of-appearance-csa');
  });

  it('the impulse-track items point at the impulse calculator', () => {
    for (const id of ['they-met/addition-2', 'they-met/addition-3', 'they-met/qa-7']) expect(entries.get(id)?.calculator).toBe('impulse');
  });

  it('the fire items point at the artillery calculator, which decides them', () => {
    for (const id of ['they-met/addition-7', 'they-met/qa-9', 'they-met/qa-10', 'they-met/qa-11', 'they-met/qa-16']) expect(entries.get(id)?.calculator).toBe('artillery');
  });
});
