import { describe, expect, it } from 'vitest';
import { mapData } from '../../src/engine/maps.js';
import type { LedgerRow, VpTally } from '../../src/engine/core/victory.js';
import { gameModule } from '../../src/engine/index.js';
import { g77Tallies } from '../../src/engine/games/gettysburg-77/victory/g77-tallies.js';
import { LOSS_VP } from '../../src/engine/games/gettysburg-77/victory/vp-table.js';
import { row, testBoard, unit } from '../support/ledger-rows.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const SEED = readSeed('002_581d685a3c63a356.txt');

/** The Union's score from the start: every objective the Union holds and scores (the map data's rows). */
const UNION_START = 45;
const last = (t: readonly VpTally[]): VpTally => {
  const x = t[t.length - 1];
  if (!x) throw new Error('no tally');
  return x;
};
const tally = (rows: readonly LedgerRow[], settings: Record<string, unknown> = {}): VpTally => last(g77Tallies(rows, settings));
const board = (units: Record<string, unknown>[], extra: Record<string, unknown> = {}) => testBoard('gettysburg-77', units, extra);
// Turn 5 is July 1, 11 AM: no victory check.
const midday = (units: Record<string, unknown>[]) => row(5, 'confederate', board(units));

describe('Gettysburg (1977) victory points table', () => {
  it('is registered as the game’s victory rules', () => {
    expect(gameModule('gettysburg-77').victory?.tallies).toBe(g77Tallies);
  });

  itWithShared('keeps the losses rows of the seed’s table', () => {
    expect(SEED).toMatch(/3\t3\tEach eliminated opposing infantry/);
    expect(SEED).toMatch(/6\t6\tEach eliminated opposing cavalry unit/);
    expect(SEED).toMatch(/1\t1\tEach opposing infantry or artillery/);
    expect(SEED).toMatch(/2\t2\tEach of the other player's cavalry/);
    expect(LOSS_VP).toEqual({ infantry: { eliminated: 3, reduced: 1 }, artillery: { eliminated: 3, reduced: 1 }, cavalry: { eliminated: 6, reduced: 2 } });
  });

  itWithShared('starts with every objective in Union hands but the Hagerstown Road entrance, from the map data', () => {
    expect(SEED).toContain('Hagerstown Road which is in Confederate control');
    const rows = mapData('gettysburg-77').victoryHexes;
    const unionScore = rows.reduce((n, r) => n + (r.initialControl === 'union' ? (r.points.union ?? 0) * r.hexes.length : 0), 0);
    expect(unionScore).toBe(UNION_START);
    const t = tally([midday([])]);
    expect([t.union, t.confederate]).toEqual([UNION_START, 0]);
    expect(t.items.every((i) => i.rule?.rule.startsWith('Victory Conditions'))).toBe(true);
    expect(t.undecided).toEqual([]);
  });

  it('scores eliminated units to the opponent: infantry and artillery 3, cavalry 6, horse artillery as artillery', () => {
    const gone = { location: { kind: 'off-map', why: 'eliminated' } };
    const t = tally([
      midday([
        unit('inf', 'confederate', 'infantry', null, gone),
        unit('art', 'confederate', 'artillery', null, gone),
        unit('cav', 'confederate', 'cavalry', null, gone),
        unit('horse', 'union', 'horse-artillery', null, gone),
        unit('ucav', 'union', 'cavalry', 'A1', { steps: { left: 0, full: 2 } }),
      ]),
    ]);
    expect(t.union - UNION_START).toBe(3 + 3 + 6);
    expect(t.confederate).toBe(3 + 6);
  });

  it('scores an eliminated headquarters at its reorganization value, and asks when the board lacks it', () => {
    const gone = { location: { kind: 'off-map', why: 'eliminated' } };
    const t = tally([midday([unit('hill', 'confederate', 'headquarters', null, { ...gone, reorganizationValue: 4 }), unit('howard', 'union', 'headquarters', null, gone)])]);
    expect(t.union - UNION_START).toBe(4);
    expect(t.confederate).toBe(0);
    expect(t.undecided.map((q) => q.id)).toEqual(['reorganization-value.howard']);
  });

  it('takes an eliminated event’s unit type from any board of the ledger, and asks when none shows it', () => {
    const rows = [
      row(3, 'union', null, [{ kind: 'eliminated', unitId: 'gamble', side: 'union', strength: null }, { kind: 'eliminated', unitId: 'ghost', side: 'union', strength: null }]),
      row(4, 'union', board([unit('gamble', 'union', 'cavalry', null, { location: { kind: 'off-map', why: 'eliminated' } })])),
    ];
    const [first, second] = g77Tallies(rows, {});
    expect(first?.confederate).toBe(6);
    expect(second?.confederate).toBe(6); // counted once, event and board alike
    expect(first?.undecided.map((q) => q.id)).toEqual(['unit-type.ghost']);
  });
});

describe('Gettysburg (1977) occupation', () => {
  it('changes hands only under infantry, and the last side to occupy keeps the hex', () => {
    const rows = [
      row(5, 'confederate', board([unit('cav', 'confederate', 'cavalry', 'V35')])),
      row(6, 'confederate', board([unit('inf', 'confederate', 'infantry', 'V35', { steps: { left: 1, full: 2 }, status: { disorganized: 2 } })])),
      row(7, 'confederate', board([unit('inf', 'confederate', 'infantry', 'U35')])),
      row(8, 'union', board([unit('art', 'union', 'artillery', 'V35')])),
    ];
    const t = g77Tallies(rows, {});
    expect(t.map((x) => x.confederate)).toEqual([0, 10, 10, 10]);
    expect(t.map((x) => x.union)).toEqual([UNION_START, UNION_START - 2, UNION_START - 2, UNION_START - 2]);
    expect(t[1]?.items.find((i) => i.side === 'confederate')?.text).toMatch(/Cemetery Hill crest \(V35\): Confederate infantry on it since July 1, 12 noon/);
  });

  it('follows occupied events and occupation markers; infantry on the hex outranks a marker', () => {
    const rows = [
      row(5, 'confederate', null, [{ kind: 'occupied', hex: 'u40', side: 'confederate' }]),
      row(6, 'union', board([], { markers: [{ kind: 'occupation', hex: 'U40', side: 'union' }, { kind: 'occupation', hex: 'XX22', side: 'confederate' }] })),
      row(7, 'union', board([unit('inf', 'union', 'infantry', 'XX22')], { markers: [{ kind: 'occupation', hex: 'XX22', side: 'confederate' }] })),
    ];
    const t = g77Tallies(rows, {});
    expect(t.map((x) => x.confederate)).toEqual([5, 5, 0]);
    expect(t.map((x) => x.union)).toEqual([UNION_START - 2, UNION_START, UNION_START]);
  });

  itWithShared('scores each Peach Orchard hex on its own: one for either, two for both', () => {
    expect(SEED).toContain('(2 V.P. for occupation of both)');
    const one = tally([midday([unit('a', 'confederate', 'infantry', 'EE24')])]);
    const both = tally([midday([unit('a', 'confederate', 'infantry', 'EE24'), unit('b', 'confederate', 'infantry', 'FF24')])]);
    expect([one.confederate, one.union]).toEqual([1, UNION_START - 1]);
    expect([both.confederate, both.union]).toEqual([2, UNION_START - 2]);
  });

  it('gives nothing for a hex the table does not score for its holder (Union on the Hagerstown Road entrance scores 10, the Confederates nothing)', () => {
    const t = tally([midday([unit('inf', 'union', 'infantry', 'W15'), unit('reb', 'confederate', 'infantry', 'D23')])]);
    expect(t.union).toBe(UNION_START + 10 - 20);
    expect(t.confederate).toBe(0);
  });

  it('recomputes every later tally when an early row is corrected', () => {
    const later = [row(6, 'union', null), row(7, 'union', null)];
    const before = g77Tallies([row(5, 'confederate', null), ...later], {});
    const corrected = g77Tallies([row(5, 'confederate', null, [{ kind: 'occupied', hex: 'V35', side: 'confederate' }]), ...later], {});
    expect(before.map((t) => t.confederate)).toEqual([0, 0, 0]);
    expect(corrected.map((t) => t.confederate)).toEqual([10, 10, 10]);
  });
});

describe('Gettysburg (1977) reduced units and optional units', () => {
  const reduced = [unit('inf', 'confederate', 'infantry', 'A1', { steps: { left: 1, full: 2 } }), unit('cav', 'union', 'cavalry', 'A3', { steps: { left: 1, full: 2 } })];

  itWithShared('counts reduced units only at a victory check (end of 8 PM), listing them at no points otherwise', () => {
    expect(SEED).toContain('only counted during Victory Point Check');
    const at7 = tally([row(13, 'confederate', board(reduced))]);
    const at8union = tally([row(14, 'union', board(reduced))]);
    const at8 = tally([row(14, 'confederate', board(reduced))]);
    expect([at7.union, at7.confederate]).toEqual([UNION_START, 0]);
    expect(at7.items.filter((i) => i.points === 0)).toHaveLength(2);
    expect([at8union.union, at8union.confederate]).toEqual([UNION_START, 0]);
    expect([at8.union, at8.confederate]).toEqual([UNION_START + 1, 2]);
  });

  itWithShared('charges an optional unit its printed cost once it is brought on, matched by side, kind and name', () => {
    expect(SEED).toContain('Huey (Cav) (4mf) (-5VP)');
    expect(SEED).toContain('(-3VP each)');
    const t = tally([
      midday([
        unit('huey', 'union', 'cavalry', 'A1', { name: 'Huey' }),
        unit('jones-cav', 'confederate', 'cavalry', null, { name: 'Jones', location: { kind: 'off-map', why: 'eliminated' } }),
        unit('jones-inf', 'confederate', 'infantry', 'A5', { name: 'Jones' }),
        unit('robertson', 'confederate', 'cavalry', null, { name: 'Robertson' }),
      ]),
    ]);
    // Huey -5; Jones (cavalry) -3 and, eliminated, 6 to the Union; Jones's infantry brigade and Robertson (not yet on) cost nothing.
    expect(t.union).toBe(UNION_START - 5 + 6);
    expect(t.confederate).toBe(-3);
  });

  it('takes the user’s costs by unit id over the printed reading, and asks for a cost entered as unknown', () => {
    const units = [unit('huey', 'union', 'cavalry', 'A1', { name: 'Huey' }), unit('merritt', 'union', 'cavalry', 'A2'), unit('tidball', 'union', 'horse-artillery', 'A3')];
    const t = tally([midday(units)], { optionalUnitCosts: { huey: 0, merritt: 3, tidball: null } });
    expect(t.union).toBe(UNION_START - 3);
    expect(t.undecided.map((q) => q.id)).toEqual(['optionalUnitCosts.tidball']);
    const bad = tally([midday(units)], { optionalUnitCosts: { merritt: -2 } });
    expect(bad.undecided.map((q) => q.id)).toEqual(['optionalUnitCosts.merritt']);
    expect(tally([midday([])], { optionalUnitCosts: 'x' }).undecided.map((q) => q.id)).toEqual(['optionalUnitCosts']);
  });

  it('keeps an optional unit’s cost after it leaves the board', () => {
    const rows = [midday([unit('huey', 'union', 'cavalry', 'A1', { name: 'Huey' })]), row(6, 'union', board([unit('huey', 'union', 'cavalry', null, { name: 'Huey', location: { kind: 'off-map', why: 'exited' } })]))];
    expect(g77Tallies(rows, {}).map((t) => t.union)).toEqual([UNION_START - 5, UNION_START - 5]);
  });
});
