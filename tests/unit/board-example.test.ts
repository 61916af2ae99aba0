import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapData } from '../../src/engine/maps.js';
import { parseBoardText } from '../../src/engine/boards.js';
import { formatFieldErrors } from '../../src/engine/core/field-error.js';
import { G77_SEED, readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const text = readFileSync(new URL('../../examples/boards/gettysburg-77-july-1-7am.json', import.meta.url), 'utf8');

describe('examples/boards/gettysburg-77-july-1-7am.json', () => {
  const parsed = parseBoardText(text);
  if (!parsed.ok) throw new Error(formatFieldErrors(parsed.errors));
  const board = parsed.value;
  const map = mapData('gettysburg-77');

  it('is a valid board, already in normal form', () => {
    expect(board.game).toBe('gettysburg-77');
    expect(board.time).toEqual({ turn: null, day: 'July 1', hour: '7 AM', light: 'day', phasingSide: 'union' });
  });

  it('sets up Gamble and Devin where the order of appearance puts them', () => {
    for (const s of map.setUp) {
      const unit = board.units.find((u) => u.name === s.unit);
      expect(unit).toMatchObject({ side: s.side, type: 'cavalry', location: { kind: 'hex', hex: s.hex } });
    }
  });

  itWithShared('has the 7 AM July 1 arrivals of the order of appearance, not yet entered', () => {
    const seed = readSeed(G77_SEED);
    const chart = seed.slice(seed.indexOf('July 1\n\n7 AM'));
    const sevenAm = chart.slice(chart.indexOf('7 AM'), chart.indexOf('8 AM'));
    const names = [...sevenAm.matchAll(/^\s*([A-Z][a-z]+) \(/gm)].map((m) => m[1]);
    expect(names).toEqual(['Reynolds', 'Davis', 'Archer', 'Pettigrew', 'Brockenbrough', 'Pegram']);
    const arrivals = board.units.filter((u) => !map.setUp.some((s) => s.unit === u.name));
    expect(arrivals.map((u) => u.name)).toEqual(names);
    for (const u of arrivals) expect(u.location).toEqual({ kind: 'off-map', why: 'not-entered' });
    expect(arrivals.map((u) => u.side)).toEqual(['union', 'confederate', 'confederate', 'confederate', 'confederate', 'confederate']);
    expect(arrivals.map((u) => u.type)).toEqual(['headquarters', 'infantry', 'infantry', 'infantry', 'infantry', 'artillery']);
  });

  itWithShared('gives no strengths (the seeds do not print them), and Reynolds the reorganization value the rules cite', () => {
    for (const u of board.units) expect(u.strength).toEqual({ full: null, reduced: null });
    expect(readSeed(G77_SEED)).toContain('Reynolds headquarters unit with a reorganization value of 5');
    expect(board.units.find((u) => u.name === 'Reynolds')?.reorganizationValue).toBe(5);
  });

  it('has an occupation marker of the controlling side on every objective hex, and the sunken road as terrain', () => {
    const expected = map.victoryHexes.flatMap((v) => v.hexes.map((hex) => ({ kind: 'occupation', hex, side: v.initialControl })));
    expect(board.markers).toEqual(expected);
    const sunken = map.hexGroups.find((g) => g.id === 'sunken-road');
    expect(Object.keys(board.terrain).sort()).toEqual([...(sunken?.hexes ?? [])].sort());
  });
});
