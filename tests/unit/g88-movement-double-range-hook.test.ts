import { describe, expect, it } from 'vitest';
import { DOUBLE_RANGE_TERRAIN } from '../../src/engine/games/gettysburg-88/double-range.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const seed = readSeed('000_884c94f15e643813.txt');

describe("Gettysburg '88 double-range artillery terrain: the hook left for the artillery issue", () => {
  it('holds clarifications 25, 26, 27 and 29, each cited', () => {
    expect(DOUBLE_RANGE_TERRAIN.map((r) => r.source.rule)).toEqual(['clarification 25', 'clarification 26', 'clarification 27', 'clarification 29']);
    expect(new Set(DOUBLE_RANGE_TERRAIN.map((r) => r.source.game))).toEqual(new Set(['gettysburg-88']));
  });

  itWithShared('keeps the seed’s examples: Cemetery Hill for the same hill, S4 and U5 for connected woods', () => {
    const text = (n: number) => DOUBLE_RANGE_TERRAIN.find((r) => r.source.rule === `clarification ${n}`)?.text ?? '';
    expect(text(26)).toContain('Cemetery Hill');
    expect(text(27)).toContain('S4 and U5');
    expect(seed).toContain('(e.g., Cemetery Hill)');
    expect(seed).toContain('(e.g., S4 and U5.)');
  });
});
