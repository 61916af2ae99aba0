import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ENTRIES } from '../../src/engine/rules/all-entries.js';
import { G77_PHASES, G77_WALKTHROUGH } from '../../src/engine/rules/walkthrough-g77.js';

// The demo board's opening position, read as text (it is plain JavaScript with no type declarations).
const SEED = readFileSync(new URL('../../examples/board/seed-position.js', import.meta.url), 'utf8');
const seedLine = (name: string): string => SEED.split('\n').find((l) => l.includes(`name: '${name}'`)) ?? '';

const ids = new Set(ALL_ENTRIES.map((e) => e.id));

describe('the Gettysburg (1977) walkthrough', () => {
  it('has steps with a title, two or three sentences and something to look at on the board', () => {
    expect(G77_WALKTHROUGH.length).toBeGreaterThanOrEqual(9);
    expect(new Set(G77_WALKTHROUGH.map((s) => s.id)).size).toBe(G77_WALKTHROUGH.length);
    for (const step of G77_WALKTHROUGH) {
      expect(step.title.trim()).not.toBe('');
      const sentences = step.text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
      expect(sentences.length, step.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, step.id).toBeLessThanOrEqual(3);
      expect(step.onTheBoard.trim(), step.id).not.toBe('');
    }
  });

  it('teaches only entries that exist in the rules index, at least one per step, all of gettysburg-77', () => {
    for (const step of G77_WALKTHROUGH) {
      expect(step.entries.length, step.id).toBeGreaterThan(0);
      for (const id of step.entries) {
        expect(ids.has(id), `${step.id}: ${id}`).toBe(true);
        expect(id.startsWith('gettysburg-77/'), id).toBe(true);
      }
    }
  });

  it('runs through the four phases of a player-turn in order, each taught with its own Sequence of Activities rule', () => {
    const order = G77_WALKTHROUGH.map((s) => G77_PHASES.indexOf(s.phase));
    expect(order.every((p, i) => p >= 0 && (i === 0 || p >= (order[i - 1] ?? 0)))).toBe(true);
    expect([...new Set(order)]).toEqual([0, 1, 2, 3]);
    G77_PHASES.forEach((phase, i) => {
      const taught = G77_WALKTHROUGH.filter((s) => s.phase === phase).flatMap((s) => s.entries);
      expect(taught, phase).toContain(`gettysburg-77/sequence-of-activities-${i + 1}`);
    });
  });

  it('covers the topics of a turn in the order they come up', () => {
    const titles = G77_WALKTHROUGH.map((s) => s.title.toLowerCase());
    const topics = ['disorganization', 'movement', 'zones of control', 'battles', 'odds', 'modifiers', 'die', 'retreat', 'reorganization'];
    const at = topics.map((t) => titles.findIndex((title) => title.includes(t)));
    expect(at.every((i) => i >= 0), topics.filter((_, i) => (at[i] ?? -1) < 0).join(', ')).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('names only units of the demo board, in the hexes and on the roads the demo gives them', () => {
    const board = G77_WALKTHROUGH.map((s) => s.onTheBoard).join(' ');
    const placed = [...board.matchAll(/\b([A-Z][a-z]+) (?:\(|at )([A-Z]{1,2}\d{2})\b/g)];
    expect(placed.length).toBeGreaterThanOrEqual(2);
    for (const [, name = '', hex = ''] of placed) expect(seedLine(name), `${name} at ${hex}`).toContain(`setUpHex: '${hex}'`);
    for (const name of ['Gamble', 'Devin', 'Reynolds', 'Davis', 'Archer', 'Pettigrew', 'Brockenbrough', 'Pegram']) {
      expect(board).toContain(name);
      expect(seedLine(name), name).not.toBe('');
    }
    for (const name of ['Davis', 'Archer', 'Pettigrew', 'Brockenbrough', 'Pegram']) expect(seedLine(name)).toContain("'Cashtown Pike', 3)");
    expect(SEED).toContain("'Cashtown Pike': 'D23'");
    expect(seedLine('Reynolds')).toContain('reorganizationValue: 5');
    expect(seedLine('Reynolds')).toContain("'7 AM', 'Emmitsburg Rd'");
  });
});
