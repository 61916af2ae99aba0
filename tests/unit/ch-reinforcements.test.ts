import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import type { Board } from '../../src/engine/core/board/board.js';
import { checkEntry, type EntryCheck } from '../../src/engine/games/cemetery-hill/blocked-entry.js';
import { NO_EDGE_ROAD_HEXES, parseEdgeRoadHexes, type EdgeRoadHexes } from '../../src/engine/games/cemetery-hill/edge-road-hexes.js';
import { cemeteryHillMap } from '../../src/engine/games/cemetery-hill/map-edges.js';
import { reinforcementSchedule } from '../../src/engine/games/cemetery-hill/reinforcement-schedule.js';

// Made-up positions; the schedule's hexes are 14.34's, the other edge road hexes are made up for the test.
const map = cemeteryHillMap();
function board(units: { side: 'union' | 'confederate'; hex: string }[]): Board {
  const parsed = parseBoard({
    format: 'adjutant-board/1',
    game: 'cemetery-hill',
    units: units.map((u, i) => ({ id: `u${i}`, name: `u${i}`, side: u.side, type: 'infantry', location: { kind: 'hex', hex: u.hex } })),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}
const edges = (value: unknown): EdgeRoadHexes => {
  const p = parseEdgeRoadHexes(value, map);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.value;
};
const roads = edges({ east: ['2104', '2112', '2116', '2120'], south: ['0127', '1127', '1527', '2127'], west: ['0102', '0104', '0110', '0127'], north: ['0101', '0501', '1101', '2101'] });
function rescheduled(r: EntryCheck) {
  if (r.kind === 'open' || r.kind === 'zoc-undecided') throw new Error('expected a blocked entry');
  return r.rescheduled;
}
const neighbor = (l: string): string => map.bounded.format(map.bounded.neighbors(map.bounded.parse(l)!).find((h) => !map.bounded.format(h).startsWith('21'))!);

const texts = (r: EntryCheck): string => r.steps.map((s) => s.text).join('\n');

describe('Cemetery Hill reinforcements (14.3)', () => {
  it('holds the 14.34 schedule by turn and hex', () => {
    expect(reinforcementSchedule({ side: 'union' })).toHaveLength(9);
    expect(reinforcementSchedule({ side: 'confederate' })).toHaveLength(5);
    expect(reinforcementSchedule({ turn: 4 })).toEqual([
      { side: 'union', turn: 4, hex: '2112' },
      { side: 'union', turn: 4, hex: '1127' },
    ]);
    expect(reinforcementSchedule({ turn: 9, side: 'confederate' }).map((e) => e.hex)).toEqual(['0104', '2101']);
    expect(reinforcementSchedule({ turn: 1 })).toEqual([]);
  });

  it('an open entry hex: enter there', () => {
    expect(checkEntry(board([]), { side: 'union', turn: 4, hex: '2112' }, roads, map, true).kind).toBe('open');
  });

  it('an enemy unit on the hex: one turn later at the next clear road hex south along the east edge', () => {
    const b = board([{ side: 'confederate', hex: '2112' }, { side: 'confederate', hex: '2116' }]);
    const r = checkEntry(b, { side: 'union', turn: 4, hex: '2112' }, roads, map, true);
    expect(r.kind).toBe('enemy-occupied');
    expect(rescheduled(r)).toEqual({ kind: 'entry', turn: 5, hex: '2120' });
  });

  it('enemy ZOC only: the units may enter; if not, the next road hex east along the south edge', () => {
    const b = board([{ side: 'confederate', hex: neighbor('1127') }]);
    const r = checkEntry(b, { side: 'union', turn: 3, hex: '1127' }, roads, map, true);
    expect(r.kind).toBe('in-enemy-zoc');
    expect(rescheduled(r)).toEqual({ kind: 'entry', turn: 4, hex: '1527' });
  });

  it('the south-west corner (0127) moves east for the Union, never west', () => {
    const r = checkEntry(board([{ side: 'confederate', hex: '0127' }]), { side: 'union', turn: 2, hex: '0127' }, roads, map, true);
    expect(rescheduled(r)).toEqual({ kind: 'entry', turn: 3, hex: '1127' });
  });

  it('Confederates move north along the west edge and west along the north edge', () => {
    const west = checkEntry(board([{ side: 'union', hex: '0104' }]), { side: 'confederate', turn: 2, hex: '0104' }, roads, map, true);
    expect(rescheduled(west)).toEqual({ kind: 'entry', turn: 3, hex: '0102' });
    const north = checkEntry(board([{ side: 'union', hex: '1101' }]), { side: 'confederate', turn: 6, hex: '1101' }, roads, map, true);
    expect(rescheduled(north)).toEqual({ kind: 'entry', turn: 7, hex: '0501' });
    // 2101 is the north-east corner: along the north edge, westward.
    const corner = checkEntry(board([{ side: 'union', hex: '2101' }]), { side: 'confederate', turn: 9, hex: '2101' }, roads, map, true);
    expect(rescheduled(corner)).toEqual({ kind: 'entry', turn: 10, hex: '1101' });
  });

  it('asks for the edge road hexes when they are not known, and says when none is left', () => {
    const b = board([{ side: 'confederate', hex: '2112' }]);
    const r = checkEntry(b, { side: 'union', turn: 4, hex: '2112' }, NO_EDGE_ROAD_HEXES, map, true);
    expect(rescheduled(r).kind).toBe('undecided');
    const last = checkEntry(board([{ side: 'confederate', hex: '2120' }]), { side: 'union', turn: 6, hex: '2120' }, edges({ east: ['2120'] }), map, true);
    expect(rescheduled(last).kind).toBe('none');
    const late = checkEntry(board([{ side: 'confederate', hex: '2112' }]), { side: 'union', turn: 15, hex: '2112' }, roads, map, true);
    expect(rescheduled(late).kind).toBe('none');
    expect(r.kind).toBe('enemy-occupied');
    expect(last.kind).toBe('enemy-occupied');
  });

  it('with the ZOC confirmed, says so instead of assuming it', () => {
    const r = checkEntry(board([{ side: 'confederate', hex: neighbor('1127') }]), { side: 'union', turn: 3, hex: '1127' }, roads, map, true);
    expect(texts(r)).toContain('as you confirmed');
    expect(texts(r)).not.toMatch(/Assumed/);
    expect(r.questions).toEqual([]);
  });
});

describe('Cemetery Hill reinforcements while the ZOC is not confirmed', () => {
  it('asks the ZOC question (stable id) and gives no verdict for a hex next to an enemy unit', () => {
    const b = board([{ side: 'confederate', hex: neighbor('1127') }]);
    const r = checkEntry(b, { side: 'union', turn: 3, hex: '1127' }, roads, map, null);
    expect(r.kind).toBe('zoc-undecided');
    expect(r.questions.map((q) => q.id)).toEqual(['cemetery-hill-zoc']);
    expect(texts(r)).not.toMatch(/Assumed|is in enemy ZOC/);
  });

  it('still blocks a hex an enemy unit holds, and asks only where the next road hex depends on ZOC', () => {
    const held = checkEntry(board([{ side: 'confederate', hex: '2112' }, { side: 'confederate', hex: '2116' }]), { side: 'union', turn: 4, hex: '2112' }, roads, map, null);
    expect(held.kind).toBe('enemy-occupied');
    // 2120 is next to no enemy unit: the answer does not wait on the ZOC.
    expect(rescheduled(held)).toEqual({ kind: 'entry', turn: 5, hex: '2120' });
    expect(held.questions).toEqual([]);
    const near = checkEntry(board([{ side: 'confederate', hex: '2112' }, { side: 'confederate', hex: neighbor('2116') }]), { side: 'union', turn: 4, hex: '2112' }, roads, map, null);
    expect(near.kind).toBe('enemy-occupied');
    expect(rescheduled(near)).toMatchObject({ kind: 'undecided', dependsOnZoc: true });
    expect(near.questions.map((q) => q.id)).toEqual(['cemetery-hill-zoc']);
  });

  it('an entry hex next to no enemy unit is open whatever the ZOC', () => {
    const r = checkEntry(board([]), { side: 'union', turn: 4, hex: '2112' }, roads, map, null);
    expect(r.kind).toBe('open');
    expect(r.questions).toEqual([]);
  });

  it('when the player says their ZOC differs, leaves the ZOC part to them without asking again', () => {
    const r = checkEntry(board([{ side: 'confederate', hex: neighbor('1127') }]), { side: 'union', turn: 3, hex: '1127' }, roads, map, false);
    expect(r.kind).toBe('zoc-undecided');
    expect(r.questions).toEqual([]);
    expect(texts(r)).toMatch(/cannot judge/);
    expect(texts(r)).toMatch(/yours to decide/);
  });
});
