import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import type { Board } from '../../src/engine/core/board/board.js';
import { NO_EDGE_ROAD_HEXES, parseEdgeRoadHexes, type EdgeRoadHexes } from '../../src/engine/games/cemetery-hill/edge-road-hexes.js';
import { cemeteryHillMap } from '../../src/engine/games/cemetery-hill/map-edges.js';
import { traceToEdgeRoads, type UnitTrace } from '../../src/engine/games/cemetery-hill/trace-to-edge-road.js';

// Made-up positions on the Cemetery Hill grid (the map's own set-up and roads are not in the seeds).
const map = cemeteryHillMap();
const label = (column: number, row: number): string => `${String(column).padStart(2, '0')}${String(row).padStart(2, '0')}`;
const hexOf = (l: string) => {
  const h = map.bounded.parse(l);
  if (!h) throw new Error(l);
  return h;
};
const neighborIn = (l: string, column: number): string => {
  const n = map.bounded.neighbors(hexOf(l)).map((h) => map.bounded.format(h)).find((x) => x.startsWith(String(column).padStart(2, '0')));
  if (!n) throw new Error(`${l} has no neighbour in column ${column}`);
  return n;
};

type U = { id: string; side: 'union' | 'confederate'; hex: string; full?: number };
function board(units: U[], roads: string[] = []): Board {
  const parsed = parseBoard({
    format: 'adjutant-board/1',
    game: 'cemetery-hill',
    units: units.map((u) => ({ id: u.id, name: u.id, side: u.side, type: 'infantry', strength: { full: u.full ?? 4, reduced: 2 }, location: { kind: 'hex', hex: u.hex } })),
    terrain: Object.fromEntries(roads.map((r) => [r, { road: true }])),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}
const edges = (value: unknown): EdgeRoadHexes => {
  const p = parseEdgeRoadHexes(value, map);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.value;
};
const run = (b: Board, e: EdgeRoadHexes, side: 'union' | 'confederate'): UnitTrace[] => traceToEdgeRoads(b, b.terrain, e, map, side, true);

function expectConnectedPath(path: readonly string[]): void {
  for (let i = 1; i < path.length; i++) expect(map.bounded.distance(hexOf(path[i - 1]!), hexOf(path[i]!))).toBe(1);
}

/** A Confederate wall down column 19, with a gap at 1910. */
const wall = (): U[] => Array.from({ length: 27 }, (_, i) => i + 1).filter((r) => r !== 10).map((r) => ({ id: `w${r}`, side: 'confederate' as const, hex: label(19, r) }));

describe('Cemetery Hill end-of-game trace (14.51, 14.52)', () => {
  it('finds a shortest line to a road leaving the east edge for a Union unit on an open map', () => {
    const [t] = run(board([{ id: 'u', side: 'union', hex: '1010' }], ['2110']), edges({ east: ['2110'] }), 'union');
    expect(t?.outcome.kind).toBe('traced');
    if (t?.outcome.kind !== 'traced') return;
    expect(t.outcome.path[0]).toBe('1010');
    expect(t.outcome.path.at(-1)).toBe('2110');
    expect(t.outcome.path).toHaveLength(map.bounded.distance(hexOf('1010'), hexOf('2110')) + 1);
    expectConnectedPath(t.outcome.path);
  });

  it('is undecided while the edge road hexes are not given, and cut off when the setting lists none', () => {
    const b = board([{ id: 'u', side: 'union', hex: '1010' }]);
    const [t] = run(b, NO_EDGE_ROAD_HEXES, 'union');
    expect(t?.outcome.kind).toBe('undecided');
    if (t?.outcome.kind === 'undecided') expect(t.outcome.why).toMatch(/east edge/);
    expect(run(b, edges({ east: [] }), 'union')[0]?.outcome.kind).toBe('cut-off');
  });

  it('is cut off by a wall of enemy units and their ZOC', () => {
    const [t] = run(board([{ id: 'u', side: 'union', hex: '1010' }, ...wall()], ['2110']), edges({ east: ['2110'] }), 'union').filter((x) => x.side === 'union');
    expect(t?.outcome.kind).toBe('cut-off');
  });

  it('passes a gap in enemy ZOC only where friendly units stand in it', () => {
    const gap = '1910';
    const west = neighborIn(gap, 18);
    const east = neighborIn(gap, 20);
    const friends: U[] = [west, gap, east].map((hex, i) => ({ id: `f${i}`, side: 'union', hex }));
    const result = run(board([{ id: 'u', side: 'union', hex: '1010' }, ...friends, ...wall()], ['2110']), edges({ east: ['2110'] }), 'union');
    const t = result.find((x) => x.unitId === 'u');
    expect(t?.outcome.kind).toBe('traced');
    if (t?.outcome.kind === 'traced') {
      expect(t.outcome.path).toContain(gap);
      expectConnectedPath(t.outcome.path);
    }
    // Without the friend in the gap itself, the gap is enemy ZOC and closed.
    const without = run(board([{ id: 'u', side: 'union', hex: '1010' }, friends[0]!, friends[2]!, ...wall()], ['2110']), edges({ east: ['2110'] }), 'union');
    expect(without.find((x) => x.unitId === 'u')?.outcome.kind).toBe('cut-off');
  });

  it('reaching any hex of a road that leads off the edge is enough (the road beyond need not be clear)', () => {
    const road20 = neighborIn('2110', 20);
    const road19 = neighborIn(road20, 19);
    // An enemy unit next to the exit hex puts 2110 and road20 in its ZOC; road19 stays clear.
    const enemyAt = map.bounded.neighbors(hexOf('2110')).map((h) => map.bounded.format(h)).find((x) => x.startsWith('21'))!;
    const b = board([{ id: 'u', side: 'union', hex: '1510' }, { id: 'e', side: 'confederate', hex: enemyAt }], ['2110', road20, road19]);
    const t = run(b, edges({ east: ['2110'] }), 'union').find((x) => x.unitId === 'u');
    expect(t?.outcome.kind).toBe('traced');
    if (t?.outcome.kind === 'traced') expect([road19, road20]).toContain(t.outcome.path.at(-1));
  });

  it('Confederate units trace to the west edge', () => {
    const b = board([{ id: 'c', side: 'confederate', hex: '0505' }, { id: 'u', side: 'union', hex: '1515' }], ['0105']);
    const result = run(b, edges({ west: ['0105'] }), 'confederate');
    expect(result).toHaveLength(1);
    expect(result[0]?.outcome.kind).toBe('traced');
    expect(result[0]?.strength).toBe(4);
  });

  it('checks the setting: a hex listed under an edge must be on it', () => {
    const p = parseEdgeRoadHexes({ east: ['1010'], west: 'x' }, map);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.errors.map((e) => e.path)).toEqual(['edgeRoadHexes.east[0]', 'edgeRoadHexes.west']);
  });
});

describe('Cemetery Hill trace while the series ZOC is not confirmed', () => {
  const runZoc = (b: Board, e: EdgeRoadHexes, zoc: boolean | null): UnitTrace[] => traceToEdgeRoads(b, b.terrain, e, map, 'union', zoc);
  const gapBoard = () => board([{ id: 'u', side: 'union', hex: '1010' }, ...wall()], ['2110']);

  it('unconfirmed: a line only through hexes next to enemy units is undecided on the ZOC, not cut off', () => {
    const t = runZoc(gapBoard(), edges({ east: ['2110'] }), null).find((x) => x.unitId === 'u');
    expect(t?.outcome).toMatchObject({ kind: 'undecided', dependsOnZoc: true });
    if (t?.outcome.kind === 'undecided') expect(t.outcome.why).toMatch(/ZOC question/);
  });

  it('said to differ: leaves it to the player', () => {
    const t = runZoc(gapBoard(), edges({ east: ['2110'] }), false).find((x) => x.unitId === 'u');
    expect(t?.outcome).toMatchObject({ kind: 'undecided', dependsOnZoc: true });
    if (t?.outcome.kind === 'undecided') expect(t.outcome.why).toMatch(/yours to decide/);
  });

  it('whatever the ZOC: a line clear of enemy units and their neighbours traces, and a solid wall of units cuts off', () => {
    expect(runZoc(board([{ id: 'u', side: 'union', hex: '1010' }], ['2110']), edges({ east: ['2110'] }), null)[0]?.outcome.kind).toBe('traced');
    const solid = Array.from({ length: 27 }, (_, i) => ({ id: `s${i}`, side: 'confederate' as const, hex: label(19, i + 1) }));
    const t = runZoc(board([{ id: 'u', side: 'union', hex: '1010' }, ...solid], ['2110']), edges({ east: ['2110'] }), null).find((x) => x.unitId === 'u');
    expect(t?.outcome.kind).toBe('cut-off');
  });
});
