import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mapData } from '../../src/engine/maps.js';
import type { MapData, MapSource } from '../../src/engine/core/board/map-data.js';
import { GAME_IDS } from '../../src/engine/index.js';
import { hexGrid } from '../../src/engine/maps.js';
import { hasShared, SHARED_DIR } from '../support/shared.js';
import { describeWithShared, itWithShared } from '../support/with-shared.js';

/**
 * Every value of the shipped map data, checked against the seed it cites: read from the seed's own text
 * here, not restated. ../shared sits beside the project (seeds/ and facts/).
 */
const shared = (path: string): string => `${SHARED_DIR}${path}`;
/** A file of ../shared by its path there (a map source's document): '' without ../shared, whose checks are skipped. */
const read = (path: string): string => (hasShared() ? readFileSync(shared(path), 'utf8') : '');

const G77 = read('seeds/002_581d685a3c63a356.txt');
const G88 = read('seeds/000_884c94f15e643813.txt');
const CH = read('seeds/001_92c16b93bbbbc9a6.txt');
const TM = read('seeds/004_83998f965c11d736.txt');

/** The seed writes II-42 and II42 alike; the map data keeps the label without the dash. */
const undash = (label: string): string => label.replace('-', '');

function sources(data: MapData): MapSource[] {
  const out: MapSource[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      const o = v as Record<string, unknown>;
      if (typeof o.document === 'string' && typeof o.heading === 'string') out.push(o as unknown as MapSource);
      else Object.values(o).forEach(walk);
    }
  };
  walk(data);
  return out;
}

function labels(data: MapData): string[] {
  return [
    ...data.hexGroups.flatMap((g) => g.hexes),
    ...data.places.flatMap((p) => p.hexes),
    ...data.victoryHexes.flatMap((v) => v.hexes),
    ...data.entryRoads.flatMap((e) => (e.hex ? [e.hex] : [])),
    ...data.setUp.map((s) => s.hex),
    ...data.reinforcementEntries.map((e) => e.hex),
  ];
}

describeWithShared('map data: every game', () => {
  it.each(GAME_IDS)('%s loads, validated, and every hex label is valid for its grid', (game) => {
    const data = mapData(game);
    expect(data.game).toBe(game);
    const grid = hexGrid(game);
    for (const label of labels(data)) {
      expect(grid, `${game} has hex labels but no grid`).not.toBeNull();
      const h = grid?.parse(label);
      expect(h, label).toBeTruthy();
      if (h) expect(grid?.format(h)).toBe(label);
    }
  });

  it.each(GAME_IDS)('%s cites documents that exist, with headings and items that occur in them word for word', (game) => {
    for (const s of sources(mapData(game))) {
      expect(existsSync(shared(s.document)), s.document).toBe(true);
      const text = read(s.document);
      expect(text, `${s.document}: ${s.heading}`).toContain(s.heading);
      if (s.item) expect(text, `${s.document}: ${s.item}`).toContain(s.item);
    }
  });

  it('has nothing for High Tide, whose map is not in the seeds', () => {
    const d = mapData('high-tide');
    expect(labels(d)).toEqual([]);
    expect([d.elevation, d.grid, d.extent]).toEqual([null, null, null]);
  });
});

describe('map data: gettysburg-77 against seed 002', () => {
  const data = mapData('gettysburg-77');

  itWithShared('sunken road hexes', () => {
    const m = /Sunken road hex\s+The following road hexes: ([A-Z0-9, ]+)\./.exec(G77);
    expect(m?.[1]?.split(', ')).toEqual(data.hexGroups.find((g) => g.id === 'sunken-road')?.hexes);
  });

  itWithShared('the town square and the road junction', () => {
    const square = /town square is between hexes ([A-Z]+\d+) and ([A-Z]+\d+)/.exec(G77);
    expect(data.places.find((p) => p.id === 'town-square')).toMatchObject({ relation: 'between', hexes: [square?.[1], square?.[2]] });
    const junction = /junction of Bendersville and Harrisburg road is in hex ([A-Z]+\d+)/.exec(G77);
    expect(data.places.find((p) => p.id === 'bendersville-harrisburg-junction')?.hexes).toEqual([junction?.[1]]);
  });

  itWithShared('the victory-point table, row by row, and the initial control', () => {
    const rows = [...G77.matchAll(/^(—|\d+)[\t ]+(—|\d+)[\t ]+Occupation of (.*)$/gm)].map((m) => ({
      hexes: [...(m[3] ?? '').matchAll(/\(([A-Z]+-?\d+)\)/g)].map((h) => undash(h[1] ?? '')),
      points: { union: m[1] === '—' ? null : Number(m[1]), confederate: m[2] === '—' ? null : Number(m[2]) },
    }));
    expect(rows).toHaveLength(16);
    expect(data.victoryHexes.map((v) => ({ hexes: v.hexes, points: v.points }))).toEqual(rows);
    // The seed starts every objective under Union control but one, the Hagerstown Road entrance.
    expect(G77).toMatch(/Union control except for the entrance hex/);
    const hagerstown = undash(/entrance hex to Hagerstown Road \(([A-Z]+-?\d+)\)/.exec(G77)?.[1] ?? '');
    for (const v of data.victoryHexes) expect(v.initialControl).toBe(v.hexes.includes(hagerstown) ? 'confederate' : 'union');
    expect(hagerstown).toBe('W15');
  });

  itWithShared('entry roads: every road of the order of appearance, with the entrance hexes the table gives and no others', () => {
    const chart = G77.slice(G77.indexOf("Gettysburg '77 Intermediate Order of Appearance"));
    const named = new Set([...chart.matchAll(/^(?:[^\n]*?(?:AM|PM|Noon|Night)\s+)?\**([A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)* (?:Rd|Pike))\b:?\**\s*$/gm)].map((m) => m[1]));
    expect(named.size).toBeGreaterThanOrEqual(10);
    for (const road of named) expect(data.entryRoads.some((e) => e.seedNames.includes(road ?? '')), road).toBe(true);
    const entrances = new Map([...G77.matchAll(/entrance hex to ([A-Za-z ]+?) \(([A-Z]+-?\d+)\)/g)].map((m) => [m[1], undash(m[2] ?? '')]));
    expect(entrances.size).toBe(4);
    for (const e of data.entryRoads) {
      for (const name of e.seedNames) expect(G77, name).toContain(name);
      const known = e.seedNames.map((n) => entrances.get(n)).find((h) => h !== undefined);
      expect(e.hex, e.road).toBe(known ?? null);
    }
  });

  itWithShared('the fourteen elevation levels, in feet, over a base of 380 ft', () => {
    const table = G77.slice(0, G77.indexOf('INTRODUCTION'));
    const levels = [...table.matchAll(/(\d+)\.\t([a-z ]+)\t(\d+) ft\./g)].map((m) => ({ level: Number(m[1]), color: m[2], feet: Number(m[3]) }));
    expect(levels).toHaveLength(14);
    expect([...(data.elevation?.levels ?? [])].sort((a, b) => a.level - b.level)).toEqual(levels.sort((a, b) => a.level - b.level));
    expect(table).toMatch(/^\t\t380 ft\./m);
    expect(data.elevation?.baseFeet).toBe(380);
    expect(G77).toMatch(/base of 380 ft\. above sea level/);
    expect(G77).toMatch(/to 660 ft\. above sea level/);
  });

  itWithShared('the set-up hexes of Gamble and Devin', () => {
    const setUp = G77.slice(G77.indexOf('Set-up'), G77.indexOf('July 1\n'));
    const found = [...setUp.matchAll(/^\s*(\w+) \(Cav\)[^(\n]*\(([A-Z]+\d+)\)/gm)].map((m) => ({ unit: m[1], hex: m[2] }));
    expect(found).toEqual([
      { unit: 'Gamble', hex: 'M34' },
      { unit: 'Devin', hex: 'L40' },
    ]);
    expect(data.setUp.map((s) => ({ unit: s.unit, hex: s.hex }))).toEqual(found);
    expect(data.setUp.every((s) => s.side === 'union')).toBe(true);
  });
});

describe('map data: gettysburg-88 against seed 000', () => {
  const data = mapData('gettysburg-88');
  itWithShared('rough hills (clarification 2) and the wooded ones among them (clarification 19)', () => {
    const rough = /^2\. [^\n]*?rough hill hex \(([A-Z]\d+), ([A-Z]\d+), and ([A-Z]\d+)\)/m.exec(G88);
    expect(data.hexGroups.find((g) => g.id === 'rough-hills')?.hexes).toEqual(rough?.slice(1));
    const wooded = /19\.[^\n]*wooded rough hills hex \(([A-Z]\d+) or ([A-Z]\d+)\)/.exec(G88);
    expect(data.hexGroups.find((g) => g.id === 'wooded-rough-hills')).toMatchObject({ hexes: wooded?.slice(1), terrain: ['rough hill', 'woods'] });
  });
});

describeWithShared('map data: cemetery-hill against seed 001', () => {
  const data = mapData('cemetery-hill');
  const WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen'];
  const schedule = CH.slice(CH.indexOf('[14.34]'), CH.indexOf('[14.4]'));
  const union = schedule.slice(schedule.indexOf('Union'), schedule.indexOf('Confederate'));
  const confederate = schedule.slice(schedule.indexOf('Confederate'));
  const entries = (text: string, side: string): unknown[] =>
    [...text.matchAll(/^Turn (\w+) at (\d{4}):/gm)].map((m) => ({ side, turn: WORDS.indexOf(m[1] ?? ''), hex: m[2] }));

  it('the reinforcement schedule of 14.34, entry by entry', () => {
    const expected = [...entries(union, 'union'), ...entries(confederate, 'confederate')];
    expect(expected).toHaveLength(14);
    expect(data.reinforcementEntries.map((e) => ({ side: e.side, turn: e.turn, hex: e.hex }))).toEqual(expected);
    expect(new Set(data.reinforcementEntries.filter((e) => e.side === 'union').map((e) => e.hex))).toEqual(new Set(['0127', '1127', '2112', '2120']));
    expect(new Set(data.reinforcementEntries.filter((e) => e.side === 'confederate').map((e) => e.hex))).toEqual(new Set(['0104', '1101', '2101']));
  });

  it('the extent and edges are marked inferred, and every entry hex lies on an edge its side enters from (14.33)', () => {
    expect(data.extent).toMatchObject({ columns: { first: 1, last: 21 }, rows: { first: 1, last: 27 }, certainty: 'inferred' });
    expect(data.edges.every((e) => e.certainty === 'inferred')).toBe(true);
    expect(CH).toMatch(/south or east for the Union/);
    expect(CH).toMatch(/north or west for the Confederates/);
    const enters = (side: string): string[] => [...(data.edgeUse.find((u) => u.side === side && u.use === 'reinforcements-enter')?.edges ?? [])];
    expect(enters('union').sort()).toEqual(['east', 'south']);
    expect(enters('confederate').sort()).toEqual(['north', 'west']);
    const onEdge = (hex: string, edge: string): boolean => {
      const e = data.edges.find((x) => x.edge === edge);
      return e?.row !== undefined ? Number(hex.slice(2)) === e.row : Number(hex.slice(0, 2)) === e?.column;
    };
    for (const entry of data.reinforcementEntries) expect(enters(entry.side).some((edge) => onEdge(entry.hex, edge)), entry.hex).toBe(true);
    const all = data.reinforcementEntries.map((e) => e.hex);
    expect(Math.max(...all.map((h) => Number(h.slice(0, 2))))).toBe(data.extent?.columns.last);
    expect(Math.max(...all.map((h) => Number(h.slice(2))))).toBe(data.extent?.rows.last);
  });

  it('cavalry exits east and south (14.4); victory traces run east for the Union, west for the Confederates (14.51, 14.52)', () => {
    expect(CH).toMatch(/Cavalry units may exit/);
    expect(CH).toMatch(/from any hex on the east or south edges/);
    expect(data.edgeUse.find((u) => u.use === 'cavalry-exit')).toMatchObject({ side: 'both', edges: ['east', 'south'] });
    expect(CH).toMatch(/\[14\.51\][\s\S]*road which leads off the east edge[\s\S]*\[14\.52\][\s\S]*road which leads off the west edge/);
    expect(data.edgeUse.filter((u) => u.use === 'victory-trace').map((u) => [u.side, u.edges])).toEqual([
      ['union', ['east']],
      ['confederate', ['west']],
    ]);
  });

  it('keeps the shifted-column parity as an unverified setting', () => {
    expect(data.grid).toMatchObject({ shiftedColumns: 'even', certainty: 'unverified' });
  });
});

describe('map data: they-met against seed 004', () => {
  const data = mapData('they-met');
  itWithShared('the areas that meet only at a point, and the printed TEM of area 64', () => {
    const pairs = [...TM.matchAll(/Area (\d+) is not adjacent to Area (\d+)/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual([
      ['19', '38'],
      ['20', '37'],
    ]);
    expect(data.notAdjacent.map((n) => n.areas)).toEqual(pairs);
    expect(TM).toMatch(/TEM of \+ 2 when it is only a \+ 1/);
    expect(data.areaTerrain).toEqual([expect.objectContaining({ area: '64', printedTem: 1 })]);
  });
});
