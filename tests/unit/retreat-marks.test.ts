import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageGeometry } from '../../content/overlay-marks.js';
import { retreatDrawing } from '../../content/retreat-marks.js';
import type { Board } from '../../src/engine/core/board/board.js';
import type { HexGrid } from '../../src/engine/core/hex/hex-grid.js';
import { OFF_BOARD, retreatResult, type RetreatOption, type RetreatResult } from '../../src/engine/core/retreat.js';
import { g77Retreat } from '../../src/engine/games/gettysburg-77/retreat/g77-retreat.js';
import { hexGrid } from '../../src/engine/maps.js';
import { readRetreatMarks, readShowRetreat, RETREAT_MARK_LIMITS, retreatMarksOf, type RetreatMarks } from '../../src/messaging/retreat-marks.js';
import { PROTOCOL } from '../../src/messaging/protocol.js';
import { retreatBoard, retreatRequest } from '../fixtures/g77-retreat.js';

/**
 * The retreat the popup shows on the board: the message's one validator (every limit, hostile values), the
 * marks the popup builds from the rules' answer, and the pure geometry the content script draws from them.
 * Positions are made up; they stand where the demo board's first battle does (Archer beside Gamble).
 */
const GRID = hexGrid('gettysburg-77') as HexGrid;

const MARKS: RetreatMarks = {
  unit: 'gamble',
  from: 'M34',
  options: [
    { path: ['N34'], rank: 1 },
    { path: ['N34', 'N35'], rank: 1 },
    { path: ['N34', 'O34'], rank: 2 },
  ],
  omitted: 0,
  rejected: [
    { hex: 'L34', reason: 'enemy units hold it — Movement 4' },
    { hex: 'M33', reason: 'not directly opposite an enemy unit — Retreat 1' },
  ],
  stay: { hex: 'M34', kind: 'may', reason: 'woods — Retreat Restrictions 3' },
};

const with_ = (change: Partial<Record<keyof RetreatMarks, unknown>>): unknown => ({ ...MARKS, ...change });

describe('the show-retreat message', () => {
  it('accepts a retreat and a clear, and is the protocol’s one validator of its kind', () => {
    expect(readShowRetreat({ type: 'show-retreat', marks: structuredClone(MARKS) })).toEqual({ type: 'show-retreat', marks: MARKS });
    expect(readShowRetreat({ type: 'show-retreat', marks: null })).toEqual({ type: 'show-retreat', marks: null });
    expect(PROTOCOL['show-retreat'].request({ type: 'show-retreat', marks: null })).toEqual({ type: 'show-retreat', marks: null });
    // A command: nobody answers it.
    expect(PROTOCOL['show-retreat'].reply(undefined)).toBeUndefined();
    expect(PROTOCOL['show-retreat'].reply({ type: 'ok' })).toBeNull();
  });

  it('refuses, whole, anything off or over a limit', () => {
    const long = (n: number) => Array.from({ length: n }, (_, i) => ({ path: ['N34'], rank: (i % 3) + 1 }));
    const bad: unknown[] = [
      { type: 'show-retreat' },
      { type: 'show-retreat', marks: MARKS, extra: 1 },
      { type: 'show-retreats', marks: MARKS },
      { type: 'show-retreat', marks: with_({ unit: '' }) },
      { type: 'show-retreat', marks: with_({ unit: 'u'.repeat(201) }) },
      { type: 'show-retreat', marks: with_({ unit: 7 }) },
      { type: 'show-retreat', marks: with_({ from: 'off' }) },
      { type: 'show-retreat', marks: with_({ options: long(RETREAT_MARK_LIMITS.options + 1) }) },
      { type: 'show-retreat', marks: with_({ options: [{ path: [], rank: 1 }] }) },
      { type: 'show-retreat', marks: with_({ options: [{ path: Array.from({ length: 9 }, () => 'N34'), rank: 1 }] }) },
      { type: 'show-retreat', marks: with_({ options: [{ path: ['off', 'N34'], rank: 1 }] }) },
      { type: 'show-retreat', marks: with_({ options: [{ path: ['N34'], rank: 0 }] }) },
      { type: 'show-retreat', marks: with_({ options: [{ path: ['N34'], rank: 1.5 }] }) },
      { type: 'show-retreat', marks: with_({ options: [{ path: ['N34'], rank: 65 }] }) },
      { type: 'show-retreat', marks: with_({ options: [{ path: ['N34'], rank: 1, cost: 3 }] }) },
      { type: 'show-retreat', marks: with_({ omitted: -1 }) },
      { type: 'show-retreat', marks: with_({ rejected: Array.from({ length: 13 }, () => ({ hex: 'L34', reason: 'x' })) }) },
      { type: 'show-retreat', marks: with_({ rejected: [{ hex: 'L34', reason: 'x'.repeat(201) }] }) },
      { type: 'show-retreat', marks: with_({ rejected: [{ hex: 'off', reason: 'x' }] }) },
      { type: 'show-retreat', marks: with_({ stay: { hex: 'N34', kind: 'may', reason: 'x' } }) },
      { type: 'show-retreat', marks: with_({ stay: { hex: 'M34', kind: 'should', reason: 'x' } }) },
    ];
    for (const label of ['', 'N34"', '<b>', 'N 34', 'N34;', 'Ń34', 'X'.repeat(17), 'N34\u0000', '../N34']) {
      bad.push({ type: 'show-retreat', marks: with_({ options: [{ path: [label], rank: 1 }] }) });
      bad.push({ type: 'show-retreat', marks: with_({ rejected: [{ hex: label, reason: 'x' }] }) });
      bad.push({ type: 'show-retreat', marks: with_({ from: label, stay: null }) });
    }
    for (const v of bad) expect(readShowRetreat(v), JSON.stringify(v).slice(0, 160)).toBeNull();
  });

  it('never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => readShowRetreat(v)).not.toThrow();
        expect(() => readShowRetreat({ type: 'show-retreat', marks: v })).not.toThrow();
        // Only null (the clear) and a whole retreat pass; made-up values never make one.
        if (v !== null) expect(readShowRetreat({ type: 'show-retreat', marks: v })).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe('the marks the popup builds from the rules’ answer', () => {
  // Archer (L34) beat Gamble (M34); terrain known around, so only the on-map questions of far hexes remain.
  const board = retreatBoard(
    [
      { id: 'archer', side: 'confederate', type: 'infantry', hex: 'L34' },
      { id: 'gamble', side: 'union', type: 'cavalry', hex: 'M34' },
    ],
    'M34',
  );
  const result = g77Retreat(retreatRequest(board, 'gamble', ['archer']), null);

  it('carries each option’s path and rank in rank order, each refused neighbour with its rule, and passes its own validator', () => {
    const marks = retreatMarksOf(result, 'M34');
    if (!marks) throw new Error('no marks');
    expect(marks.unit).toBe('gamble');
    expect(marks.from).toBe('M34');
    expect(marks.options).toEqual(result.options.map((o) => ({ path: o.path, rank: o.rank })));
    expect(marks.options.length).toBeGreaterThan(0);
    expect(marks.rejected.map((r) => r.hex)).toEqual(result.rejected.map((r) => r.hex));
    expect(marks.rejected.find((r) => r.hex === 'L34')?.reason).toMatch(/enemy units hold it .* — Movement 4$/);
    expect(marks.stay).toBeNull();
    expect(readRetreatMarks(structuredClone(marks))).toEqual(marks);
  });

  function made(extra: Partial<RetreatResult>): RetreatResult {
    return retreatResult('gettysburg-77', 'gamble', extra);
  }
  const option = (path: string[], rank: number): RetreatOption => ({ path, rank, stepsLost: 0, disorganized: false, endsInEnemyZoc: false, offBoard: path.includes(OFF_BOARD), overstacked: false, steps: [] });

  it('keeps within every limit: too many options, too long a path and too long a reason are cut and counted', () => {
    const options = [option(Array.from({ length: 9 }, () => 'N34'), 1), ...Array.from({ length: 70 }, (_, i) => option(['N34', i % 2 ? 'N35' : 'O34'], 1 + Math.floor(i / 10)))];
    const rule = { game: 'gettysburg-77' as const, document: 'rules', rule: 'Retreat 1' };
    const rejected = Array.from({ length: 14 }, (_, i) => ({ hex: i === 0 ? '<script>' : 'L34', reason: 'x'.repeat(300), rule }));
    const marks = retreatMarksOf(made({ options, rejected }), 'M34');
    if (!marks) throw new Error('no marks');
    expect(marks.options).toHaveLength(RETREAT_MARK_LIMITS.options);
    expect(marks.omitted).toBe(options.length - RETREAT_MARK_LIMITS.options);
    expect(marks.rejected).toHaveLength(RETREAT_MARK_LIMITS.rejected);
    expect(marks.rejected.every((r) => r.reason.length <= RETREAT_MARK_LIMITS.reason && r.reason.endsWith('…'))).toBe(true);
    expect(readRetreatMarks(marks)).toEqual(marks);
  });

  it('says where the unit must stay (no retreat) or may stay, and sends nothing when there is nothing to draw', () => {
    const must = retreatMarksOf(made({ noRetreat: { stepsLost: 0, steps: [{ text: 'Every hex opposite is held by the enemy.', rule: null }] } }), 'M34');
    expect(must?.stay).toEqual({ hex: 'M34', kind: 'must', reason: 'Every hex opposite is held by the enemy.' });
    const rule = { game: 'gettysburg-77' as const, document: 'rules', rule: 'Retreat Restrictions 3' };
    const may = retreatMarksOf(made({ options: [option(['N34'], 1)], mayStay: { reason: 'Gamble is in woods.', rule } }), 'M34');
    expect(may?.stay).toEqual({ hex: 'M34', kind: 'may', reason: 'Gamble is in woods. — Retreat Restrictions 3' });
    expect(retreatMarksOf(made({}), 'M34')).toBeNull();
    expect(retreatMarksOf(result, 'not a hex')).toBeNull();
  });
});

describe('the shapes drawn on the page', () => {
  const PX = 40;
  const SHIFT = { x: -300, y: 20 };
  function pageCentre(label: string): { x: number; y: number } {
    const h = GRID.parse(label);
    if (!h) throw new Error(label);
    const c = GRID.center(h);
    return { x: c.x * PX + SHIFT.x, y: c.y * PX + SHIFT.y };
  }
  const board: Board = retreatBoard(
    [
      { id: 'archer', side: 'confederate', type: 'infantry', hex: 'L34', name: 'Archer' },
      { id: 'gamble', side: 'union', type: 'cavalry', hex: 'M34', name: 'Gamble' },
      { id: 'devin', side: 'union', type: 'cavalry', hex: 'L40', name: 'Devin' },
    ],
    'M34',
  );
  /** What a page shows: a 24-pixel counter centred on each unit's hex. */
  const page: PageGeometry = {
    hexBoxes: board.units.flatMap((u) => (u.location.kind === 'hex' ? [{ hex: u.location.hex, box: { left: pageCentre(u.location.hex).x - 12, top: pageCentre(u.location.hex).y - 12, width: 24, height: 24 } }] : [])),
    clip: null,
    counterBoxes: () => [],
  };
  const near = (p: { x: number; y: number } | undefined, q: { x: number; y: number }) => {
    expect(Math.abs((p?.x ?? NaN) - q.x)).toBeLessThan(0.01);
    expect(Math.abs((p?.y ?? NaN) - q.y)).toBeLessThan(0.01);
  };
  const spacing = Math.hypot(pageCentre('N34').x - pageCentre('M34').x, pageCentre('N34').y - pageCentre('M34').y);

  it('draws each option as an arrow from the unit’s hex through the centre of each hex of its path, its rank in its badge', () => {
    const d = retreatDrawing(board, MARKS, GRID, page);
    if (!d) throw new Error('nothing drawn');
    expect(d.arrows.map((a) => a.rank)).toEqual([1, 1, 2]);
    MARKS.options.forEach((o, i) => {
      const a = d.arrows[i];
      expect(a?.path).toEqual(o.path);
      expect(a?.points).toHaveLength(o.path.length + 1);
      near(a?.points[0], pageCentre('M34'));
      // Drawn from the edge of the unit's counter, three tenths of a hex out.
      const start = a?.line[0];
      expect(Math.hypot((start?.x ?? 0) - pageCentre('M34').x, (start?.y ?? 0) - pageCentre('M34').y)).toBeCloseTo(0.3 * spacing, 5);
      o.path.forEach((hex, k) => near(a?.points[k + 1], pageCentre(hex)));
      // The badge sits on the arrow's end, the head's tip on the badge's edge.
      near(a?.badge, pageCentre(o.path[o.path.length - 1] ?? ''));
      const tip = a?.head[0];
      expect(Math.hypot((tip?.x ?? 0) - (a?.badge.x ?? 0), (tip?.y ?? 0) - (a?.badge.y ?? 0))).toBeCloseTo(d.badgeRadius, 5);
      expect(a?.title).toMatch(new RegExp(`^Gamble, retreat rank ${o.rank}: `));
    });
    expect(d.arrows[1]?.title).toBe('Gamble, retreat rank 1: N34 → N35');
  });

  it('ends a retreat off the map with an arrow out past its last hex, or away from the enemy when it leaves from its own hex', () => {
    const d = retreatDrawing(board, { ...MARKS, options: [{ path: ['N34', OFF_BOARD], rank: 1 }, { path: [OFF_BOARD], rank: 2 }], rejected: [], stay: null }, GRID, page);
    const [through, straight] = d?.arrows ?? [];
    if (!through || !straight) throw new Error('arrows missing');
    const m = pageCentre('M34');
    const n = pageCentre('N34');
    const out = through.points[2];
    // Past N34, on the line from M34 through it, eight tenths of a hex further.
    near(out, { x: n.x + ((n.x - m.x) / spacing) * 0.8 * spacing, y: n.y + ((n.y - m.y) / spacing) * 0.8 * spacing });
    expect(through.offLabel).not.toBeNull();
    expect(through.title).toBe('Gamble, retreat rank 1: N34 → off the board');
    // From M34 itself: directly away from Archer in L34.
    const l = pageCentre('L34');
    const away = straight.points[1];
    near(away, { x: m.x + ((m.x - l.x) / spacing) * 0.8 * spacing, y: m.y + ((m.y - l.y) / spacing) * 0.8 * spacing });
  });

  it('puts badges of arrows ending on the same hex side by side, so every rank shows', () => {
    const d = retreatDrawing(board, { ...MARKS, options: [{ path: ['N34', 'N35'], rank: 1 }, { path: ['M35', 'N35'], rank: 2 }] }, GRID, page);
    const [a, b] = d?.arrows ?? [];
    if (!a || !b || !d) throw new Error('arrows missing');
    expect(Math.hypot(a.badge.x - b.badge.x, a.badge.y - b.badge.y)).toBeGreaterThan(2 * d.badgeRadius);
  });

  it('crosses each refused neighbour inside that hex, its reason its title; rings the hex where it may stay', () => {
    const d = retreatDrawing(board, MARKS, GRID, page);
    if (!d) throw new Error('nothing drawn');
    expect(d.crosses.map((c) => c.hex)).toEqual(['L34', 'M33']);
    for (const c of d.crosses) {
      // Nearer that hex's centre than any other's: inside it (towards the unit, to leave a counter's middle free).
      const own = Math.hypot(c.centre.x - pageCentre(c.hex).x, c.centre.y - pageCentre(c.hex).y);
      expect(own).toBeLessThan(spacing / 2);
      expect(own).toBeGreaterThan(0);
      expect(c.arms).toHaveLength(2);
    }
    expect(d.crosses[0]?.title).toBe('Not L34: enemy units hold it — Movement 4');
    expect(d.stay).toMatchObject({ hex: 'M34', kind: 'may', title: 'May stay: woods — Retreat Restrictions 3' });
    near(d.stay?.centre, pageCentre('M34'));
  });

  it('leaves out, and counts, what names a hex this map’s grid cannot place', () => {
    expect(GRID.parse('QQQ999')).toBeNull();
    const d = retreatDrawing(board, { ...MARKS, options: [{ path: ['QQQ999'], rank: 1 }, ...MARKS.options], rejected: [{ hex: 'QQQ999', reason: 'x' }, ...MARKS.rejected] }, GRID, page);
    expect(d?.arrows).toHaveLength(MARKS.options.length);
    expect(d?.crosses).toHaveLength(MARKS.rejected.length);
    expect(d?.unplaced).toBe(2);
  });

  it('draws nothing when the board here does not have the unit where the retreat starts, or there is no grid or nothing to fit', () => {
    expect(retreatDrawing(board, { ...MARKS, from: 'N34', stay: null }, GRID, page)).toBeNull();
    expect(retreatDrawing(board, { ...MARKS, unit: 'nobody' }, GRID, page)).toBeNull();
    expect(retreatDrawing(board, MARKS, null, page)).toBeNull();
    expect(retreatDrawing(board, MARKS, GRID, { ...page, hexBoxes: [] })).toBeNull();
  });
});
