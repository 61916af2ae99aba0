import { describe, expect, it } from 'vitest';
import { CH_DOCUMENT } from '../../src/engine/games/cemetery-hill/rule.js';
import { G88_CLARIFICATIONS } from '../../src/engine/games/gettysburg-88/rule.js';
import { CEMETERY_HILL_ENTRIES } from '../../src/engine/rules/entries/cemetery-hill.js';
import { GETTYSBURG_88_ENTRIES } from '../../src/engine/rules/entries/gettysburg-88.js';
import type { RuleEntry } from '../../src/engine/rules/rule-entry.js';
import { readSeed } from '../support/seed-tables.js';
import { describeWithShared } from '../support/with-shared.js';

/**
 * Every numbered item of seeds 000 (Gettysburg '88 clarifications) and 001 (Cemetery Hill exclusive rules)
 * must have an index entry. The numbers are read out of the seeds here, never listed by hand.
 */
const seed = (name: string): string => readSeed(name);

interface SeedItem {
  readonly number: string;
  readonly heading: string;
  /** The item's own lines, to find the other rules it names. */
  readonly body: string;
}

/**
 * Seed 000: a heading is a line of plain words alone; an item starts at the left margin with "N. ".
 * Lettered retreat steps and the footnote's list are indented, and the footnote (a line opening with '*')
 * ends the clarifications, so neither is read as an item.
 */
function g88Items(text: string): SeedItem[] {
  const items: { number: string; heading: string; lines: string[] }[] = [];
  let heading = '';
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('*')) break;
    const numbered = /^(\d+)\.\s/.exec(line);
    if (numbered?.[1] !== undefined) {
      items.push({ number: numbered[1], heading, lines: [line] });
    } else if (/^[A-Z][A-Za-z ]*$/.test(line.trim()) && !line.startsWith(' ')) {
      heading = line.trim();
    } else {
      items.at(-1)?.lines.push(line);
    }
  }
  return items.map((i) => ({ number: i.number, heading: i.heading, body: i.lines.join('\n') }));
}

/** Seed 001: every rule opens with its number in brackets, "[14.x]" or "[14.xx]"; the body runs to the next. */
function chItems(text: string): SeedItem[] {
  const parts = text.split(/^(?=\[14\.\d+\])/m).slice(1);
  return parts.map((body) => {
    const number = /^\[(14\.\d+)\]/.exec(body)?.[1] ?? '';
    return { number, heading: '', body };
  });
}

const G88 = g88Items(seed('000_884c94f15e643813.txt'));
const CH = chItems(seed('001_92c16b93bbbbc9a6.txt'));

function byNumber(entries: readonly RuleEntry[]): Map<string, RuleEntry> {
  return new Map(entries.map((e) => [e.number, e]));
}

/** One to three sentences: a full stop, question or exclamation mark followed by a space or the end. */
function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).filter((s) => s.trim() !== '').length;
}

function checkShape(entries: readonly RuleEntry[]): void {
  const ids = entries.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const e of entries) {
    expect(e.id.startsWith(`${e.game}/`), e.id).toBe(true);
    expect(e.citation.game, e.id).toBe(e.game);
    expect(e.title.trim(), e.id).not.toBe('');
    expect(e.text.trim(), e.id).not.toBe('');
    expect(sentences(e.text), `${e.id}: ${e.text}`).toBeGreaterThanOrEqual(1);
    expect(sentences(e.text), `${e.id}: ${e.text}`).toBeLessThanOrEqual(3);
    for (const t of e.terms) expect(t, e.id).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const a of e.amends ?? []) {
      expect(a.id.startsWith(`${e.game}/`), e.id).toBe(true);
      expect(a.change.trim(), e.id).not.toBe('');
    }
  }
}

describeWithShared("Gettysburg '88 clarifications (seed 000)", () => {
  const entries = byNumber(GETTYSBURG_88_ENTRIES);

  it('reads 39 clarifications, numbered 1 to 39 in order, each under a heading', () => {
    expect(G88.map((i) => i.number)).toEqual(Array.from({ length: 39 }, (_, k) => String(k + 1)));
    expect([...new Set(G88.map((i) => i.heading))]).toEqual(['Movement', 'Stacking', 'Regular Combat', 'Double Range Artillery', 'Scoring', 'Miscellaneous']);
  });

  it('has exactly one entry per clarification, and none besides', () => {
    expect(GETTYSBURG_88_ENTRIES).toHaveLength(G88.length);
    for (const item of G88) expect(entries.has(item.number), `clarification ${item.number}`).toBe(true);
  });

  it('files each entry under the heading the seed prints it under, cited as the calculators cite it', () => {
    for (const item of G88) {
      const e = entries.get(item.number);
      expect(e?.id).toBe(`gettysburg-88/clarification-${item.number}`);
      expect(e?.title.startsWith(`${item.heading}: `), `clarification ${item.number}`).toBe(true);
      expect(e?.citation).toEqual({ game: 'gettysburg-88', document: G88_CLARIFICATIONS, rule: `clarification ${item.number}` });
      expect(e?.terms.length, `clarification ${item.number}`).toBeGreaterThan(0);
    }
  });

  it('marks every clarification that names another rule as amending it', () => {
    const naming = G88.flatMap((item) => [...item.body.matchAll(/\bRule (\w+)/g)].map((m) => ({ number: item.number, rule: (m[1] ?? '').toLowerCase() })));
    expect(naming.map((n) => n.number)).toEqual(['11', '22']);
    for (const n of naming) {
      const amends = entries.get(n.number)?.amends ?? [];
      expect(amends.some((a) => a.id.endsWith(`-${n.rule}`)), `clarification ${n.number} amends ${n.rule}`).toBe(true);
    }
  });

  it('names a calculator for every clarification, by section', () => {
    for (const item of G88) {
      const calc = entries.get(item.number)?.calculator;
      if (item.heading === 'Movement' || item.heading === 'Stacking') expect(calc, item.number).toBe('movement');
      else if (item.heading === 'Double Range Artillery') expect(calc, item.number).toBe('artillery');
      else if (item.heading === 'Scoring') expect(['victory', 'ledger']).toContain(calc);
      else expect(calc, item.number).toBeDefined();
    }
  });

  it('keeps to the entry shape', () => checkShape(GETTYSBURG_88_ENTRIES));
});

describeWithShared('Cemetery Hill exclusive rules (seed 001)', () => {
  const entries = byNumber(CEMETERY_HILL_ENTRIES);

  it('reads the 14 rules 14.0 to 14.6 with their sub-rules', () => {
    expect(CH.map((i) => i.number)).toEqual(['14.0', '14.1', '14.2', '14.3', '14.31', '14.32', '14.33', '14.34', '14.4', '14.5', '14.51', '14.52', '14.53', '14.6']);
  });

  it('has exactly one entry per rule, and none besides', () => {
    expect(CEMETERY_HILL_ENTRIES).toHaveLength(CH.length);
    for (const item of CH) {
      const e = entries.get(item.number);
      expect(e?.id, item.number).toBe(`cemetery-hill/${item.number}`);
      expect(e?.citation).toEqual({ game: 'cemetery-hill', document: CH_DOCUMENT, rule: item.number });
    }
  });

  it('marks a rule that points at a standard rule as amending it', () => {
    const naming = CH.flatMap((item) => [...item.body.matchAll(/\((\d+\.\d+)\)/g)].map((m) => ({ number: item.number, rule: m[1] ?? '' })));
    expect(naming).toEqual([{ number: '14.4', rule: '8.5' }]);
    for (const n of naming) {
      const amends = entries.get(n.number)?.amends ?? [];
      expect(amends.some((a) => a.id.endsWith(`-${n.rule}`)), `${n.number} amends ${n.rule}`).toBe(true);
    }
  });

  it('gives the victory rules a victory or ledger calculator', () => {
    for (const n of ['14.1', '14.4', '14.5', '14.51', '14.52', '14.53']) expect(['victory', 'ledger']).toContain(entries.get(n)?.calculator);
  });

  it('keeps to the entry shape', () => checkShape(CEMETERY_HILL_ENTRIES));
});
