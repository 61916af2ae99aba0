import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMapData } from '../../src/engine/maps.js';
import gettysburg77 from '../../src/engine/games/gettysburg-77/map-data.json';

const SOURCE = { document: 'seeds/002_581d685a3c63a356.txt', heading: 'Mapboard' };

describe('parseMapData', () => {
  it('reads a minimal file, everything else empty or null', () => {
    const r = parseMapData({ format: 'adjutant-map-data/1', game: 'high-tide' });
    expect(r.ok && r.value).toMatchObject({ hexGroups: [], victoryHexes: [], entryRoads: [], elevation: null, grid: null, extent: null });
  });

  it('reads "unknown" as an unknown entry hex, and prints labels canonically', () => {
    const r = parseMapData({
      format: 'adjutant-map-data/1',
      game: 'gettysburg-77',
      entryRoads: [
        { road: 'A Rd', seedNames: ['A Rd'], hex: 'unknown', source: SOURCE },
        { road: 'B Pike', seedNames: ['B Pike'], hex: 'II-42', source: SOURCE },
      ],
    });
    expect(r.ok && r.value.entryRoads.map((e) => e.hex)).toEqual([null, 'II42']);
  });

  it('names each bad field by path', () => {
    const r = parseMapData({
      format: 'adjutant-map-data/1',
      game: 'gettysburg-77',
      hexGroups: [{ id: 'x', name: 'X', hexes: ['Q36', '36Q'], terrain: [], source: SOURCE }],
      places: [{ id: 'p', name: 'P', relation: 'between', hexes: ['O38'], source: SOURCE }],
      setUp: [{ unit: 'Gamble', side: 'union', hex: 'M34', source: { document: '/etc/passwd', heading: 'h' } }],
      edges: [{ edge: 'north', column: 1, source: SOURCE }],
      colour: 'blue',
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => e.path)).toEqual(['colour', 'hexGroups[0].hexes[1]', 'places[0].hexes', 'setUp[0].source.document', 'edges[0].row', 'edges[0].column']);
  });

  it('never throws when a field of the shipped data is replaced by anything', () => {
    const keys = Object.keys(gettysburg77);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything({ maxDepth: 4 }), (key, value) => {
        const r = parseMapData({ ...gettysburg77, [key]: value });
        if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
