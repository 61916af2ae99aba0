import { describe, expect, it } from 'vitest';
import { locateOnMap, polygonContains, type MapLocation } from '../../src/readers/vassal/board-layout.js';
import { findMap, type MapSpec } from '../../src/readers/vassal/module-geometry.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { bytesSource, defaultModuleSettings, importVassalGame, loadModuleSettings, readVassalModule, readVassalSave, saveModuleSettings, type ModuleGeometry } from '../../src/readers/vassal/index.js';
import {
  addPiece,
  boardPicker,
  hexCentre,
  moduleZip,
  pieceState,
  pieceType,
  saveZip,
  savedGameText,
  traits,
  vassalLabel,
  vassalSquareLabel,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type MapDef,
  type NumberingParams,
  type PlacedBoard,
  type SquareGridDef,
} from '../support/vassal-writer.js';

/**
 * Location names as VASSAL's Map.locationName gives them, for every grid VASSAL has, on modules the test
 * writer makes. Expected hex and square labels come from the writer's own copy of VASSAL's numbering
 * (vassalLabel, vassalSquareLabel), given the size VASSAL counts descending numbers from: the zone's
 * bounding rectangle for a zone's own grid, the board for the board's grid.
 */

const REGULAR_DX = (Math.sqrt(3) / 2) * 64;

async function geometryOf(name: string, maps: readonly MapDef[]): Promise<ModuleGeometry> {
  const g = await readVassalModule(bytesSource(moduleZip(name, maps)));
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

function mapOf(g: ModuleGeometry, name: string): MapSpec {
  const map = findMap(g, name);
  if (!map) throw new Error(`no map ${name}`);
  return map;
}

function labelOf(found: MapLocation): string {
  if (!found.ok) throw new Error(found.why);
  return found.label.label;
}

/** The bounding rectangle of a zone's path, the way java.awt.Polygon.getBounds measures it. */
function boundsOf(path: string): { width: number; height: number } {
  const points = path.split(';').map((p) => p.split(',').map(Number) as [number, number]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

describe('a zone with its own descending hex grid (as Commands & Colors: Napoleonics has)', () => {
  // Sideways, lettered columns, rows counted from the far edge, not staggered: CCN's numbering, made up again here.
  const grid: GridParams = { dx: 75.3, dy: 87, x0: -17, y0: 75, sideways: true };
  const numbering: NumberingParams = { ...VASSAL_DEFAULT_NUMBERING, hType: 'A', vDescend: true, stagger: false };
  const path = '30,80;1165,80;1165,790;30,790';
  const zone = boundsOf(path);
  const board = { width: 1250, height: 950 };
  const maps: MapDef[] = [
    {
      name: 'Main',
      boards: [
        {
          name: 'Field',
          image: { file: 'field.png', ...board },
          grid: { dx: 50, dy: 58, x0: 0, y0: 29, sideways: false, numbering: VASSAL_DEFAULT_NUMBERING },
          zones: [{ name: 'Battlefield', path, locationFormat: '$gridLocation$', hexGrid: { ...grid, numbering } }],
        },
      ],
    },
  ];

  it('counts descending rows from the zone’s bounds, not the board image’s', async () => {
    const map = mapOf(await geometryOf('Zone grid (test)', maps), 'Main');
    let checked = 0;
    for (let nx = 1; nx <= 8; nx++) {
      for (let ny = 1; ny <= 12; ny++) {
        const c = hexCentre(grid, nx, ny);
        if (c.x <= 30 || c.x >= 1165 || c.y <= 80 || c.y >= 790) continue;
        const found = locateOnMap(map, undefined, c.x, c.y);
        expect(labelOf(found)).toBe(vassalLabel(grid, numbering, zone.width, zone.height, nx, ny));
        // Counted from the board image, as Adjutant did before, the letters come out two further on.
        expect(labelOf(found)).not.toBe(vassalLabel(grid, numbering, board.width, board.height, nx, ny));
        expect(found.ok && found.label.zone).toBe('Battlefield');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('gives the column and row numbers the template reads', async () => {
    const map = mapOf(await geometryOf('Zone grid (test)', maps), 'Main');
    const c = hexCentre(grid, 2, 3);
    const found = locateOnMap(map, undefined, c.x, c.y);
    expect(found).toMatchObject({ ok: true, board: 'Field', label: { zone: 'Battlefield', columnNumber: expect.any(Number), rowNumber: expect.any(Number) } });
  });

  it('outside the zone, the board’s own grid names the point', async () => {
    const map = mapOf(await geometryOf('Zone grid (test)', maps), 'Main');
    expect(labelOf(locateOnMap(map, undefined, 25, 29 + 58 * 14))).toBe('0115');
  });
});

describe('a zone that uses the board’s descending grid', () => {
  const grid: GridParams = { dx: REGULAR_DX, dy: 64, x0: 0, y0: 32, sideways: false };
  const numbering: NumberingParams = { ...VASSAL_DEFAULT_NUMBERING, vDescend: true, hDescend: true };
  const maps: MapDef[] = [
    {
      name: 'Main',
      boards: [{ name: 'B', size: { width: 1000, height: 800 }, grid: { ...grid, numbering }, zones: [{ name: 'Town', path: '0,0;400,0;400,400;0,400', useParentGrid: true, locationFormat: '$name$ $gridLocation$' }] }],
    },
  ];

  it('counts from the board, and puts the zone’s name before it as its format says', async () => {
    const map = mapOf(await geometryOf('Parent grid (test)', maps), 'Main');
    const c = hexCentre(grid, 2, 2);
    expect(labelOf(locateOnMap(map, undefined, c.x, c.y))).toBe(`Town ${vassalLabel(grid, numbering, 1000, 800, 2, 2)}`);
    const out = hexCentre(grid, 9, 9);
    expect(labelOf(locateOnMap(map, undefined, out.x, out.y))).toBe(vassalLabel(grid, numbering, 1000, 800, 9, 9));
  });
});

describe('a zone without a grid', () => {
  const maps: MapDef[] = [
    {
      name: 'Main',
      boards: [
        {
          name: 'Boxes',
          size: { width: 600, height: 200 },
          zones: [
            { name: 'Holding Box', path: '0,0;199,0;199,199;0,199' },
            { name: 'Reserve', path: '200,0;399,0;399,199;200,199', locationFormat: 'Box $name$$gridLocation$' },
            { name: 'Blank', path: '400,0;599,0;599,199;400,199', locationFormat: '$gridLocation$' },
          ],
        },
      ],
    },
  ];

  it('is named by its location format, "$name$" by default', async () => {
    const map = mapOf(await geometryOf('No grid (test)', maps), 'Main');
    expect(locateOnMap(map, undefined, 100, 100)).toEqual({
      ok: true,
      board: 'Boxes',
      label: { label: 'Holding Box', column: '', row: '', columnNumber: null, rowNumber: null, zone: 'Holding Box' },
    });
    expect(labelOf(locateOnMap(map, undefined, 300, 100))).toBe('Box Reserve');
  });

  it('never reports an empty name as found', async () => {
    const map = mapOf(await geometryOf('No grid (test)', maps), 'Main');
    expect(locateOnMap(map, undefined, 500, 100)).toEqual({ ok: false, why: expect.stringMatching(/^zone "Blank" of board "Boxes" gives an empty name there \(its location format is "\$gridLocation\$" and it has no grid\)$/) });
  });
});

describe('a region grid', () => {
  const regions = [
    { name: 'Richmond', x: 100, y: 100 },
    { name: 'Petersburg', x: 300, y: 120 },
    { name: 'Norfolk', x: 500, y: 300 },
  ];
  const maps: MapDef[] = [
    { name: 'Points', boards: [{ name: 'Virginia', size: { width: 600, height: 400 }, regions }] },
    {
      name: 'Zoned',
      boards: [
        {
          name: 'States',
          size: { width: 600, height: 400 },
          zones: [
            { name: 'Virginia', path: '0,0;399,0;399,399;0,399', locationFormat: '$gridLocation$', regions: regions.slice(0, 2) },
            { name: 'Coast', path: '400,0;599,0;599,399;400,399', locationFormat: '$name$: $gridLocation$', regions: [regions[2]!] },
          ],
        },
      ],
    },
    { name: 'Empty', boards: [{ name: 'Nothing', size: { width: 600, height: 400 }, zones: [{ name: 'Void', path: '0,0;599,0;599,399;0,399', locationFormat: '$gridLocation$', regions: [] }] }] },
  ];

  it('names a point after the nearest region, on a board or in a zone', async () => {
    const g = await geometryOf('Regions (test)', maps);
    const points = mapOf(g, 'Points');
    expect(labelOf(locateOnMap(points, undefined, 110, 95))).toBe('Richmond');
    expect(labelOf(locateOnMap(points, undefined, 250, 200))).toBe('Petersburg');
    expect(labelOf(locateOnMap(points, undefined, 590, 390))).toBe('Norfolk');
    const zoned = mapOf(g, 'Zoned');
    expect(locateOnMap(zoned, undefined, 390, 390)).toMatchObject({ ok: true, board: 'States', label: { label: 'Petersburg', zone: 'Virginia', columnNumber: null } });
    expect(labelOf(locateOnMap(zoned, undefined, 420, 10))).toBe('Coast: Norfolk');
  });

  it('refuses a place in a zone whose region grid is empty, rather than an empty name', async () => {
    const empty = mapOf(await geometryOf('Regions (test)', maps), 'Empty');
    expect(locateOnMap(empty, undefined, 100, 100)).toEqual({ ok: false, why: expect.stringMatching(/^zone "Void" of board "Nothing" gives an empty name there \(.*its grid names no place there\)$/) });
  });

  it('places They Met pieces in the areas the regions name', async () => {
    const areaMaps: MapDef[] = [{ name: 'Main', boards: [{ name: 'Areas', size: { width: 600, height: 400 }, regions: [{ name: '12', x: 100, y: 100 }, { name: '07', x: 400, y: 100 }] }] }];
    const g = await geometryOf('Areas by region (test)', areaMaps);
    const t = [traits.marker({ Side: 'Union', Type: 'Infantry' })];
    const save = await readVassalSave(
      bytesSource(saveZip(savedGameText([addPiece('a', pieceType('Wadsworth', t), pieceState(t, 'Main', 90, 120)), addPiece('b', pieceType('Cutler', t), pieceState(t, 'Main', 380, 90))]))),
    );
    if (!save.ok) throw new Error(save.error);
    const result = importVassalGame(defaultModuleSettings(g, 'they-met'), save.value, { sourceName: 'regions.vsav' });
    expect(result.board.units.map((u) => [u.id, u.location])).toEqual([
      ['a', { kind: 'area', area: '12' }],
      ['b', { kind: 'area', area: '7' }],
    ]);
  });
});

describe('a square grid', () => {
  const plain: SquareGridDef = { dx: 50, dy: 40, x0: 25, y0: 20, numbering: { ...VASSAL_DEFAULT_NUMBERING, hLeading: 1, vLeading: 1 } };
  const turned: SquareGridDef = { dx: 50, dy: 40, x0: 25, y0: 20, numbering: { ...VASSAL_DEFAULT_NUMBERING, hType: 'A', hOff: 0, vDescend: true, hDescend: true, sep: '-', first: 'V' } };
  const maps: MapDef[] = [
    { name: 'Plain', boards: [{ name: 'P', size: { width: 500, height: 400 }, squareGrid: plain }] },
    { name: 'Turned', boards: [{ name: 'T', size: { width: 500, height: 400 }, squareGrid: turned }] },
    { name: 'Bare', boards: [{ name: 'Unnumbered', size: { width: 500, height: 400 }, squareGrid: true }] },
  ];

  it('names squares as SquareGridNumbering does, ascending or from the far edges', async () => {
    const g = await geometryOf('Squares (test)', maps);
    for (const [name, def] of [
      ['Plain', plain],
      ['Turned', turned],
    ] as const) {
      const map = mapOf(g, name);
      for (let x = 3; x < 500; x += 37) {
        for (let y = 5; y < 400; y += 29) {
          expect(labelOf(locateOnMap(map, undefined, x, y))).toBe(vassalSquareLabel(def, def.numbering!, 500, 400, x, y));
        }
      }
    }
    expect(labelOf(locateOnMap(mapOf(g, 'Plain'), undefined, 25, 20))).toBe('0101');
    expect(labelOf(locateOnMap(mapOf(g, 'Plain'), undefined, 125, 100))).toBe('0303');
  });

  it('refuses a square grid without numbering: VASSAL names no square there', async () => {
    const bare = mapOf(await geometryOf('Squares (test)', maps), 'Bare');
    expect(locateOnMap(bare, undefined, 100, 100)).toEqual({ ok: false, why: 'on board "Unnumbered", its square grid has no numbering, so VASSAL names no square there' });
  });
});

describe('several boards on one map, one of them turned round', () => {
  const grid: GridParams = { dx: REGULAR_DX, dy: 64, x0: 0, y0: 32, sideways: false };
  const west = { width: 800, height: 600 };
  const east = { width: 700, height: 600 };
  const maps: MapDef[] = [
    {
      name: 'Main',
      edgeWidth: 20,
      edgeHeight: 10,
      boards: [
        { name: 'West', image: { file: 'west.png', ...west }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } },
        { name: 'East', image: { file: 'east.png', ...east }, grid: { ...grid, numbering: { ...VASSAL_DEFAULT_NUMBERING, hOff: 30 } } },
        { name: 'South', size: { width: 800, height: 300 }, regions: [{ name: 'Ford', x: 400, y: 150 }] },
      ],
    },
  ];
  const placed = (eastReversed: boolean): PlacedBoard[] => [
    { name: 'West', column: 0, row: 0 },
    { name: 'East', column: 1, row: 0, reversed: eastReversed },
    { name: 'South', column: 0, row: 1 },
  ];
  /** The boards as the save's BoardPicker lists them, read back through the save reader. */
  async function placements(eastReversed: boolean): Promise<Parameters<typeof locateOnMap>[1]> {
    const save = await readVassalSave(bytesSource(saveZip(savedGameText([], [boardPicker('Main', placed(eastReversed))]))));
    if (!save.ok) throw new Error(save.error);
    return save.value.game.boards.get('Main');
  }

  it('finds the board under the point after the edge and the boards before it', async () => {
    const map = mapOf(await geometryOf('Boards (test)', maps), 'Main');
    const boards = await placements(false);
    // Column 3 is odd, so staggered: its raw row 4 is numbered 6.
    const w = hexCentre(grid, 3, 4);
    expect(locateOnMap(map, boards, 20 + w.x, 10 + w.y)).toMatchObject({ ok: true, board: 'West', label: { label: '0406' } });
    const e = hexCentre(grid, 3, 4);
    expect(locateOnMap(map, boards, 20 + 800 + e.x, 10 + e.y)).toMatchObject({ ok: true, board: 'East', label: { label: '3306' } });
    expect(locateOnMap(map, boards, 20 + 390, 10 + 600 + 140)).toMatchObject({ ok: true, board: 'South', label: { label: 'Ford' } });
    // Below the east board, where no board lies: VASSAL's "offboard".
    expect(locateOnMap(map, boards, 20 + 800 + 100, 10 + 600 + 100)).toEqual({ ok: false, why: 'it is off the boards of map "Main"' });
  });

  it('reads a reversed board from its far corner', async () => {
    const map = mapOf(await geometryOf('Boards (test)', maps), 'Main');
    const boards = await placements(true);
    // The hex whose centre is at (x, y) on the board as drawn lies at (width − x, height − y) once it is turned round.
    const c = hexCentre(grid, 5, 2);
    const found = locateOnMap(map, boards, 20 + 800 + (east.width - c.x), 10 + (east.height - c.y));
    expect(found).toMatchObject({ ok: true, board: 'East', label: { label: vassalLabel(grid, { ...VASSAL_DEFAULT_NUMBERING, hOff: 30 }, east.width, east.height, 5, 2) } });
    expect(labelOf(found)).toBe('3504');
    // The same map point on the board as drawn is another hex.
    expect(labelOf(locateOnMap(map, await placements(false), 20 + 800 + (east.width - c.x), 10 + (east.height - c.y)))).not.toBe('3504');
  });
});

describe('square and region grids in stored settings', () => {
  it('come back from storage as they were read', async () => {
    const maps: MapDef[] = [
      { name: 'S', boards: [{ name: 'Sq', size: { width: 300, height: 300 }, squareGrid: { dx: 30, dy: 30, x0: 15, y0: 15, numbering: VASSAL_DEFAULT_NUMBERING } }] },
      { name: 'R', boards: [{ name: 'Rg', size: { width: 300, height: 300 }, zones: [{ name: 'Z', path: '0,0;99,0;99,99;0,99', regions: [{ name: 'Here', x: 50, y: 50 }] }], regions: [{ name: 'There', x: 200, y: 200 }] }] },
    ];
    const g = await geometryOf('Stored grids (test)', maps);
    const store = memoryStore();
    const saved = await saveModuleSettings(store, defaultModuleSettings(g, 'they-met'));
    expect(saved.ok).toBe(true);
    expect((await loadModuleSettings(store, 'Stored grids (test)'))?.geometry).toEqual(g);
    expect(g.maps[0]?.boards[0]).toMatchObject({ grid: null, otherGrid: { kind: 'square', dx: 30 }, gridNote: 'a square grid' });
    expect(g.maps[1]?.boards[0]).toMatchObject({ otherGrid: { kind: 'region', regions: [{ name: 'There', x: 200, y: 200 }] }, zones: [{ name: 'Z', gridSource: 'own', grid: { kind: 'region' } }] });
  });
});

describe("a zone's edges, as java.awt.Polygon.contains draws them", () => {
  const square: readonly (readonly [number, number])[] = [
    [10, 10],
    [20, 10],
    [20, 20],
    [10, 20],
  ];

  it('holds its left and top edges, not its right and bottom ones', () => {
    expect(polygonContains(square, 10, 15)).toBe(true);
    expect(polygonContains(square, 15, 10)).toBe(true);
    expect(polygonContains(square, 20, 15)).toBe(false);
    expect(polygonContains(square, 15, 20)).toBe(false);
    expect(polygonContains(square, 15, 15)).toBe(true);
    expect(polygonContains(square.slice(0, 2), 15, 10)).toBe(false);
  });
});
