import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artilleryDrawing, type SightGrid } from '../../content/artillery-marks.js';
import { hexCorners } from '../../content/hex-placement.js';
import { add, pageHexes } from '../../content/page-hexes.js';
import {
  ARTILLERY_MARK_LIMITS,
  fitArtilleryMarks,
  readArtilleryMarks,
  readShowArtillery,
  type ArtilleryMarks,
  type ShotMark,
} from '../../src/messaging/artillery-marks.js';
import { PROTOCOL } from '../../src/messaging/protocol.js';
import { GRID, pageGeometryOf } from '../support/board-page.js';
import { g77Board } from '../support/g77-battle-board.js';

/**
 * The gun's shots and the shade the popup shows on the board: the message's one validator (every field, every
 * limit, hostile values), the popup's helper that fits what its panel lists into the message, and the pure
 * geometry the content script draws from it. Positions and reasons are made up.
 */
const SHOT: ShotMark = { unit: 'buford', hex: 'Q36', verdict: 'eligible', blockedBy: null, reason: 'in range 4, line clear — Artillery 3' };

const MARKS: ArtilleryMarks = {
  gun: { unit: 'pegram', hex: 'M34' },
  shots: [
    SHOT,
    { unit: 'calef', hex: 'R30', verdict: 'not-eligible', blockedBy: 'O32', reason: 'woods in O32 block the line — Line of Sight 2' },
    { unit: null, hex: 'O36', verdict: 'undecided', blockedBy: null, reason: 'the line runs along a woods hexside: your call — Line of Sight 4' },
  ],
  shade: { label: 'reach of Pegram', hexes: ['M35', 'N35', 'L35'] },
  omitted: 0,
};

const with_ = (change: Partial<Record<keyof ArtilleryMarks, unknown>>): unknown => ({ ...MARKS, ...change });
const withShot = (change: Partial<Record<keyof ShotMark, unknown>>): unknown => with_({ shots: [{ ...SHOT, ...change }] });
const show = (marks: unknown): unknown => ({ type: 'show-artillery', marks });

describe('the show-artillery message', () => {
  it('accepts marks, a shade alone and a clear, and is the protocol’s one validator of its kind', () => {
    expect(readShowArtillery(show(structuredClone(MARKS)))).toEqual({ type: 'show-artillery', marks: MARKS });
    const shadeOnly = { gun: null, shots: [], shade: { label: 'Confederate ranges of influence', hexes: ['II-42', 'A1'] }, omitted: 0 };
    expect(readArtilleryMarks(shadeOnly)).toEqual(shadeOnly);
    expect(readArtilleryMarks({ ...MARKS, shade: null })).toEqual({ ...MARKS, shade: null });
    expect(readShowArtillery(show(null))).toEqual({ type: 'show-artillery', marks: null });
    expect(PROTOCOL['show-artillery'].request(show(MARKS))).toEqual({ type: 'show-artillery', marks: MARKS });
    // A command: nobody answers it.
    expect(PROTOCOL['show-artillery'].reply(undefined)).toBeUndefined();
    expect(PROTOCOL['show-artillery'].reply({ type: 'ok' })).toBeNull();
    // A retreat's message is not one, nor the other way round.
    expect(PROTOCOL['show-retreat'].request(show(MARKS))).toBeNull();
  });

  it('refuses, whole, anything off or over a limit, and any key it does not know', () => {
    const shots = (count: number) => Array.from({ length: count }, () => SHOT);
    const bad: unknown[] = [
      null,
      'show-artillery',
      { type: 'show-artillery' },
      { type: 'show-artillery', marks: MARKS, extra: 1 },
      { type: 'show-retreat', marks: MARKS },
      show('marks'),
      show(42),
      show({ ...MARKS, extra: '<b>' }),
      show(with_({ gun: undefined })),
      show(with_({ shots: undefined })),
      show(with_({ shade: undefined })),
      show(with_({ omitted: undefined })),
      show(with_({ gun: { unit: 'pegram' } })),
      show(with_({ gun: { unit: 'pegram', hex: 'M34', side: 'confederate' } })),
      show(with_({ gun: { unit: '', hex: 'M34' } })),
      show(with_({ gun: { unit: 'u'.repeat(201), hex: 'M34' } })),
      show(with_({ gun: { unit: 7, hex: 'M34' } })),
      show(with_({ gun: { unit: 'pegram', hex: 'off' } })),
      // Shots are lines from a gun: none without one.
      show(with_({ gun: null })),
      show(with_({ shots: shots(ARTILLERY_MARK_LIMITS.shots + 1) })),
      show(with_({ shots: 'Q36' })),
      show(with_({ shots: [null] })),
      show(withShot({ unit: '' })),
      show(withShot({ unit: 'u'.repeat(201) })),
      show(withShot({ unit: 3 })),
      show(withShot({ unit: undefined })),
      show(withShot({ verdict: 'maybe' })),
      show(withShot({ verdict: undefined })),
      show(withShot({ blockedBy: undefined })),
      show(withShot({ blockedBy: 'off' })),
      show(withShot({ reason: 'x'.repeat(ARTILLERY_MARK_LIMITS.reason + 1) })),
      show(withShot({ reason: 7 })),
      show(withShot({ hex: 'off' })),
      show(with_({ shots: [{ ...SHOT, strength: 3 }] })),
      show(with_({ shade: { label: 'x'.repeat(ARTILLERY_MARK_LIMITS.label + 1), hexes: [] } })),
      show(with_({ shade: { label: 'reach', hexes: Array.from({ length: ARTILLERY_MARK_LIMITS.shadeHexes + 1 }, () => 'M35') } })),
      show(with_({ shade: { label: 'reach', hexes: ['M35'], colour: 'red' } })),
      show(with_({ shade: { hexes: ['M35'] } })),
      show(with_({ shade: 'M35' })),
      show(with_({ omitted: -1 })),
      show(with_({ omitted: 1.5 })),
      show(with_({ omitted: ARTILLERY_MARK_LIMITS.omitted + 1 })),
    ];
    for (const label of ['', 'Q36"', '<b>', 'Q 36', 'Q36;', 'Ń34', 'X'.repeat(17), 'Q36\u0000', '../Q36']) {
      bad.push(show(withShot({ hex: label })));
      bad.push(show(withShot({ blockedBy: label })));
      bad.push(show(with_({ gun: { unit: 'pegram', hex: label } })));
      bad.push(show(with_({ shade: { label: 'reach', hexes: ['M35', label] } })));
    }
    for (const v of bad) expect(readShowArtillery(v), JSON.stringify(v).slice(0, 160)).toBeNull();
    // At the limits, it is accepted.
    const full = { ...MARKS, shots: shots(ARTILLERY_MARK_LIMITS.shots), omitted: ARTILLERY_MARK_LIMITS.omitted };
    expect(readArtilleryMarks(full)).toEqual(full);
  });
});

describe('fitting the panel’s marks to the message', () => {
  it('cuts reasons and the label to their limits, marked as cut', () => {
    const fitted = fitArtilleryMarks({ ...MARKS, shots: [{ ...SHOT, reason: 'r'.repeat(300) }], shade: { label: 'l'.repeat(100), hexes: ['M35'] } });
    expect(fitted.shots[0]?.reason).toHaveLength(ARTILLERY_MARK_LIMITS.reason);
    expect(fitted.shots[0]?.reason.endsWith('…')).toBe(true);
    expect(fitted.shade?.label).toHaveLength(ARTILLERY_MARK_LIMITS.label);
    expect(fitted.shade?.label.endsWith('…')).toBe(true);
    expect(fitArtilleryMarks(MARKS)).toEqual(MARKS);
  });

  it('keeps the first shots the message carries and counts the rest, and those it cannot carry, as omitted', () => {
    const many = Array.from({ length: 70 }, (_, i) => ({ ...SHOT, unit: `u${i}` }));
    const fitted = fitArtilleryMarks({ ...MARKS, shots: [{ ...SHOT, hex: '<img>' }, ...many], omitted: 2 });
    expect(fitted.shots).toHaveLength(ARTILLERY_MARK_LIMITS.shots);
    expect(fitted.shots[0]?.unit).toBe('u0');
    expect(fitted.omitted).toBe(2 + 1 + 70 - ARTILLERY_MARK_LIMITS.shots);
    // A blocker the message cannot carry is left unsaid; the shot stays.
    expect(fitArtilleryMarks({ ...MARKS, shots: [{ ...SHOT, blockedBy: 'O 32' }] }).shots[0]?.blockedBy).toBeNull();
    // Without a gun there is nothing to draw the shots from.
    expect(fitArtilleryMarks({ ...MARKS, gun: { unit: 'pegram', hex: 'nowhere!' } })).toMatchObject({ gun: null, shots: [], omitted: 3 });
  });

  it('drops shade hexes it cannot carry, each hex once, up to the limit', () => {
    const hexes = ['M35', 'bad hex', 'M35', 'off', ...Array.from({ length: 5000 }, (_, i) => `A${i}`)];
    const fitted = fitArtilleryMarks({ ...MARKS, shade: { label: 'Union ranges of influence', hexes } });
    expect(fitted.shade?.hexes).toHaveLength(ARTILLERY_MARK_LIMITS.shadeHexes);
    expect(fitted.shade?.hexes.slice(0, 2)).toEqual(['M35', 'A0']);
  });

  it('always gives marks the message’s validator accepts', () => {
    const text = fc.string({ maxLength: 300 });
    const label = fc.oneof(fc.constantFrom('M34', 'Q36', 'II-42', 'off', '', '<b>', 'x'.repeat(20)), fc.string({ maxLength: 20 }));
    const shot = fc.record({
      unit: fc.option(fc.string({ maxLength: 210 }), { nil: null }),
      hex: label,
      verdict: fc.constantFrom('eligible' as const, 'not-eligible' as const, 'undecided' as const),
      blockedBy: fc.option(label, { nil: null }),
      reason: text,
    });
    const marks = fc.record({
      gun: fc.option(fc.record({ unit: fc.string({ maxLength: 210 }), hex: label }), { nil: null }),
      shots: fc.array(shot, { maxLength: 80 }),
      shade: fc.option(fc.record({ label: text, hexes: fc.array(label, { maxLength: 50 }) }), { nil: null }),
      omitted: fc.integer({ min: -5, max: 20_000 }),
    });
    fc.assert(
      fc.property(marks, (m) => {
        const fitted = fitArtilleryMarks(m);
        expect(readArtilleryMarks(structuredClone(fitted))).toEqual(fitted);
      }),
    );
  });
});

describe('the shapes drawn on the page', () => {
  const board = g77Board({
    units: [
      { id: 'pegram', side: 'confederate', type: 'artillery', hex: 'M34', name: 'Pegram' },
      { id: 'buford', side: 'union', type: 'cavalry', hex: 'Q36' },
      { id: 'calef', side: 'union', type: 'artillery', hex: 'R30' },
      { id: 'devin', side: 'union', type: 'cavalry', hex: 'O36' },
    ],
  });
  const page = pageGeometryOf(board);
  const placed = pageHexes(board, GRID, page);
  if (!placed) throw new Error('no placement');
  const hex = (label: string) => {
    const h = GRID.parse(label);
    if (!h) throw new Error(label);
    return h;
  };
  const near = (p: { x: number; y: number } | undefined, q: { x: number; y: number }, within = 0.01) => {
    expect(Math.hypot((p?.x ?? NaN) - q.x, (p?.y ?? NaN) - q.y)).toBeLessThan(within);
  };

  it('dots each hex the line crosses between its ends, as the grid’s sight line has them', () => {
    const d = artilleryDrawing(board, MARKS, GRID, page);
    const q36 = d?.shots[0];
    const crossed = GRID.sightLine(hex('M34'), hex('Q36')).crossed;
    expect(q36?.crossed.map((c) => c.hex)).toEqual(crossed.slice(1, -1).map((h) => GRID.format(h)));
    q36?.crossed.forEach((c) => near(c.centre, placed.centre(hex(c.hex))));
    near(q36?.target, placed.centre(hex('Q36')));
  });

  it('strokes each hexside the line runs along on the two hexes’ shared side, and marks each corner it passes on the line', () => {
    const d = artilleryDrawing(board, MARKS, GRID, page);
    const o36 = d?.shots[2];
    expect(o36?.grazes.map((g) => `${g.at} ${g.hexes.join('/')}`)).toEqual(['edge M35/N34', 'edge N36/O35']);
    for (const g of o36?.grazes ?? []) {
      const [a, b] = g.hexes.map((l) => hexCorners(GRID, hex(l)).map((p) => placed.toPage(p)));
      // Each end of the stroke is a corner of both hexes on the page.
      for (const end of g.points) {
        expect(a?.some((p) => Math.hypot(p.x - end.x, p.y - end.y) < 0.01)).toBe(true);
        expect(b?.some((p) => Math.hypot(p.x - end.x, p.y - end.y) < 0.01)).toBe(true);
      }
    }
    const r30 = d?.shots[1];
    const gun = placed.centre(hex('M34'));
    const target = placed.centre(hex('R30'));
    expect(r30?.grazes.map((g) => g.at)).toEqual(['vertex', 'vertex']);
    for (const g of r30?.grazes ?? []) {
      const [top, , bottom] = g.points;
      const centre = top && bottom ? { x: (top.x + bottom.x) / 2, y: (top.y + bottom.y) / 2 } : { x: NaN, y: NaN };
      // The diamond's middle lies on the line from gun to target.
      const cross = (target.x - gun.x) * (centre.y - gun.y) - (target.y - gun.y) * (centre.x - gun.x);
      expect(Math.abs(cross) / Math.hypot(target.x - gun.x, target.y - gun.y)).toBeLessThan(0.01);
    }
  });

  it('marks the blocker, and styles each target by its verdict', () => {
    const d = artilleryDrawing(board, MARKS, GRID, page);
    expect(d?.shots.map((s) => s.blocker?.hex ?? null)).toEqual([null, 'O32', null]);
    near(d?.shots[1]?.blocker?.centre, placed.centre(hex('O32')));
    expect(d?.shots.map((s) => [s.strike !== null, s.query !== null])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    // The line runs from the gun's counter's edge to the target's ring, along the centres' line.
    const [start, end] = d?.shots[0]?.line ?? [];
    const gun = placed.centre(hex('M34'));
    const q36 = placed.centre(hex('Q36'));
    const way = { x: (q36.x - gun.x) / Math.hypot(q36.x - gun.x, q36.y - gun.y), y: (q36.y - gun.y) / Math.hypot(q36.x - gun.x, q36.y - gun.y) };
    near(start, add(gun, way, 0.3 * placed.spacing));
    near(end, add(q36, way, -(d?.sizes.ring ?? 0)));
  });

  it('shades each hex once by its outline; counts what the map cannot place; draws no shot from a gun that is elsewhere', () => {
    const d = artilleryDrawing(board, { ...MARKS, shots: [...MARKS.shots, { ...SHOT, hex: 'ZZ999' }, { ...SHOT, blockedBy: 'ZZ998' }], shade: { label: 'reach', hexes: ['M35', 'M35', 'ZZ997'] } }, GRID, page);
    expect(d?.shade?.hexes.map((h) => h.hex)).toEqual(['M35']);
    d?.shade?.hexes[0]?.points.forEach((p, i) => near(p, placed.toPage(hexCorners(GRID, hex('M35'))[i] ?? { x: NaN, y: NaN })));
    expect(d?.unplaced).toBe(3);
    expect(d?.shots).toHaveLength(4);

    const away = artilleryDrawing(board, { ...MARKS, gun: { unit: 'pegram', hex: 'M33' } }, GRID, page);
    expect(away?.shots).toEqual([]);
    expect(away?.gunElsewhere).toBe(true);
    expect(away?.shade?.hexes).toHaveLength(3);
    expect(artilleryDrawing(board, { ...MARKS, gun: { unit: 'nobody', hex: 'M34' }, shade: null }, GRID, page)).toBeNull();
    // A line the grid will not trace (farther than any map) is one more mark not drawn, never an error on the page.
    const untraced: SightGrid = {
      parse: (l) => GRID.parse(l),
      format: (h) => GRID.format(h),
      neighbors: (h) => GRID.neighbors(h),
      center: (h) => GRID.center(h),
      sightLine: () => {
        throw new RangeError('too far');
      },
    };
    expect(artilleryDrawing(board, MARKS, untraced, page)).toMatchObject({ shots: [], unplaced: 3 });
    expect(artilleryDrawing(board, MARKS, null, page)).toBeNull();
    expect(artilleryDrawing(board, MARKS, GRID, { ...page, hexBoxes: [] })).toBeNull();
  });
});
