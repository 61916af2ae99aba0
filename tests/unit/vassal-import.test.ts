import { describe, expect, it } from 'vitest';
import type { BoardUnit } from '../../src/engine/core/board/board.js';
import { parseBoard } from '../../src/engine/boards.js';
import type { GameId } from '../../src/engine/core/game-id.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  bytesSource,
  defaultModuleSettings,
  importVassalGame,
  loadModuleSettings,
  readVassalModule,
  readVassalSave,
  saveModuleSettings,
  type VassalImport,
  type VassalModuleSettings,
} from '../../src/readers/vassal/index.js';
import {
  addPiece,
  boardPicker,
  hexCentre,
  moduleZip,
  pieceState,
  pieceType,
  saveZip,
  savedGameText,
  stackState,
  traits,
  vassalLabel,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type MapDef,
  type NumberingParams,
  type Trait,
} from '../support/vassal-writer.js';

const REGULAR_DX = (Math.sqrt(3) / 2) * 64;
const pad = (n: number): string => String(n).padStart(2, '0');

/** A made-up unit counter: a marker for side and arm, the way many modules' prototypes leave them. */
function unitTraits(side: 'Union' | 'Confederate', arm = 'Infantry'): Trait[] {
  return [traits.marker({ Side: side, Type: arm }), traits.layer()];
}

interface Built {
  readonly result: VassalImport;
  readonly settings: VassalModuleSettings;
}

async function runImport(game: GameId, vmod: Uint8Array, vsav: Uint8Array, adjust: (s: VassalModuleSettings) => VassalModuleSettings = (s) => s): Promise<Built> {
  const geometry = await readVassalModule(bytesSource(vmod));
  if (!geometry.ok) throw new Error(geometry.error);
  // Settings go through storage as the options page keeps them, so their validation is exercised too.
  const store = memoryStore();
  const saved = await saveModuleSettings(store, adjust(defaultModuleSettings(geometry.value, game)));
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  const settings = await loadModuleSettings(store, geometry.value.module.name);
  if (!settings) throw new Error('settings not stored');
  const save = await readVassalSave(bytesSource(vsav));
  if (!save.ok) throw new Error(save.error);
  const result = importVassalGame(settings, save.value, { sourceName: 'test.vsav' });
  // Whatever the importer makes must be a board the board validator accepts.
  const checked = parseBoard(JSON.parse(JSON.stringify(result.board)));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return { result, settings };
}

function hexOf(units: readonly BoardUnit[], id: string): string | null {
  const u = units.find((x) => x.id === id);
  return u && u.location.kind === 'hex' ? u.location.hex : null;
}

describe('VASSAL import: a module with VASSAL’s default numbering (columns, staggered, 0101) for Cemetery Hill', () => {
  const grid: GridParams = { dx: REGULAR_DX, dy: 64, x0: 37, y0: 42, sideways: false };
  const maps: MapDef[] = [
    { name: 'Main Map', boards: [{ name: 'Cemetery Hill', image: { file: 'map.png', width: 1450, height: 1900 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] },
    { name: 'Reinforcements', boards: [{ name: 'Track', size: { width: 600, height: 400 } }] },
  ];
  const vmod = moduleZip('Cemetery Hill (test)', maps);

  // Every hex of a 21 × 26 patch, centre first, then a few pixels off it.
  const hexes: { id: string; nx: number; ny: number; dx: number; dy: number }[] = [];
  for (let nx = 0; nx <= 20; nx++) {
    for (let ny = 0; ny <= 25; ny += 5) {
      hexes.push({ id: `c${nx}-${ny}`, nx, ny, dx: 0, dy: 0 });
      hexes.push({ id: `o${nx}-${ny}`, nx, ny, dx: ((nx * 7) % 13) - 6, dy: ((ny * 5) % 15) - 7 });
    }
  }
  const pieces = hexes.map(({ id, nx, ny, dx, dy }, i) => {
    const c = hexCentre(grid, nx, ny);
    const t = unitTraits(i % 2 ? 'Union' : 'Confederate');
    return addPiece(id, pieceType(`Brigade ${id}`, t), pieceState(t, 'Main Map', c.x + dx, c.y + dy));
  });

  it('puts every piece, at its hex centre or a little off it, in the hex VASSAL labels it', async () => {
    const vsav = saveZip(savedGameText(pieces, [boardPicker('Main Map', [{ name: 'Cemetery Hill', column: 0, row: 0 }])]), { moduleName: 'Cemetery Hill (test)' });
    const { result } = await runImport('cemetery-hill', vmod, vsav);
    expect(result.unmapped).toEqual([]);
    expect(result.board.units).toHaveLength(hexes.length);
    for (const h of hexes) {
      const expected = vassalLabel(grid, VASSAL_DEFAULT_NUMBERING, 1450, 1900, h.nx, h.ny);
      expect(hexOf(result.board.units, h.id), h.id).toBe(expected);
    }
    // A few by hand: VASSAL's first hex is 0101, and odd columns number from 02 when staggered.
    expect(hexOf(result.board.units, 'c0-0')).toBe('0101');
    expect(hexOf(result.board.units, 'c1-0')).toBe('0202');
    expect(hexOf(result.board.units, 'c20-25')).toBe('2126');
    expect(result.board.source).toEqual({ kind: 'vassal', name: 'test.vsav' });
    expect(result.board.game).toBe('cemetery-hill');
    const union = result.board.units.filter((u) => u.side === 'union');
    expect(union.length).toBe(hexes.length / 2);
    expect(result.board.units.every((u) => u.type === 'infantry')).toBe(true);
  });

  it('reads names, prototypes, stacks, and lists what it cannot place with the reason', async () => {
    const c = (nx: number, ny: number): { x: number; y: number } => hexCentre(grid, nx, ny);
    const inf = unitTraits('Union');
    const cav: Trait[] = [traits.prototype('Confederate Cavalry'), traits.basicName('Jenkins')];
    const marker: Trait[] = [traits.marker({ Kind: 'Marker' })];
    const p1 = c(3, 4);
    const p2 = c(5, 6);
    const list = [
      // A stack written before its pieces, as a save may.
      addPiece('stack1', 'stack', stackState('Main Map', p1.x, p1.y, ['u1', 'u2'])),
      addPiece('u1', pieceType('Iron Brigade', inf), pieceState(inf, 'Main Map', p1.x, p1.y)),
      addPiece('u2', pieceType('Stone Bde', unitTraits('Union', 'Artillery')), pieceState(unitTraits('Union', 'Artillery'), 'Main Map', p1.x, p1.y)),
      addPiece('u3', pieceType('basic name', cav), pieceState(cav, 'Main Map', p2.x, p2.y)),
      addPiece('m1', pieceType('Disorganized Marker', marker), pieceState(marker, 'Main Map', p2.x, p2.y)),
      addPiece('h1', pieceType('Secret', [traits.masked('player2'), ...inf]), pieceState([traits.masked('player2'), ...inf], 'Main Map', p2.x, p2.y)),
      addPiece('h2', pieceType('Unseen', [traits.hidden('player1'), ...inf]), pieceState([traits.hidden('player1'), ...inf], 'Main Map', p2.x, p2.y)),
      addPiece('v1', pieceType('Visible', [traits.masked(null), ...inf]), pieceState([traits.masked(null), ...inf], 'Main Map', p2.x, p2.y)),
      addPiece('r1', pieceType('Reserve', inf), pieceState(inf, 'Reinforcements', 40, 40)),
      addPiece('x1', pieceType('Wanderer', inf), pieceState(inf, 'Main Map', 5000, 5000)),
      addPiece('n1', pieceType('Nobody', []), pieceState([], 'Main Map', p2.x, p2.y)),
      addPiece('d1', 'deck;a;b;c', ''),
    ];
    const vsav = saveZip(savedGameText(list, [boardPicker('Main Map', [{ name: 'Cemetery Hill', column: 0, row: 0 }])]), { moduleName: 'Cemetery Hill (test)' });
    const notUnit = (s: VassalModuleSettings): VassalModuleSettings => ({ ...s, rules: [{ subject: 'name', pattern: '*Marker*', notUnit: true }, ...s.rules] });
    const { result } = await runImport('cemetery-hill', vmod, vsav, notUnit);

    const at1 = vassalLabel(grid, VASSAL_DEFAULT_NUMBERING, 1450, 1900, 3, 4);
    const at2 = vassalLabel(grid, VASSAL_DEFAULT_NUMBERING, 1450, 1900, 5, 6);
    expect(hexOf(result.board.units, 'u1')).toBe(at1);
    expect(hexOf(result.board.units, 'u2')).toBe(at1);
    expect(result.board.units.find((u) => u.id === 'u2')?.type).toBe('artillery');
    const jenkins = result.board.units.find((u) => u.id === 'u3');
    expect(jenkins).toMatchObject({ name: 'Jenkins', side: 'confederate', type: 'cavalry', location: { kind: 'hex', hex: at2 } });
    expect(hexOf(result.board.units, 'v1')).toBe(at2);
    expect(result.notUnits).toBe(1);

    const why = Object.fromEntries(result.unmapped.map((u) => [u.id, u]));
    expect(why.h1).toEqual({ id: 'h1', name: '(hidden piece)', reason: expect.stringMatching(/masked or hidden/) });
    expect(why.h2?.reason).toMatch(/masked or hidden/);
    expect(why.r1?.reason).toMatch(/map "Reinforcements", which has no hex grid/);
    expect(why.x1?.reason).toMatch(/off the boards of map "Main Map"/);
    expect(why.n1?.reason).toMatch(/no rule gives its side or type/);
    expect(result.warnings.join(' ')).toMatch(/1 deck of cards left out/);
  });

  it('places pieces on a map without a grid off the board when the map settings say what the map holds', async () => {
    const inf = unitTraits('Confederate');
    const vsav = saveZip(savedGameText([addPiece('r1', pieceType('Reserve', inf), pieceState(inf, 'Reinforcements', 40, 40))]));
    const { result } = await runImport('cemetery-hill', vmod, vsav, (s) => ({ ...s, mapRoles: { Reinforcements: 'not-entered' } }));
    expect(result.board.units[0]?.location).toEqual({ kind: 'off-map', why: 'not-entered' });
    expect(result.warnings.join(' ')).toMatch(/made with module "Test Module"/);
  });

  it('takes unit names and strengths from name patterns', async () => {
    const t: Trait[] = [];
    const c = hexCentre(grid, 2, 2);
    const vsav = saveZip(savedGameText([addPiece('a', pieceType('USA 1/I Bde (7)', t), pieceState(t, 'Main Map', c.x, c.y))]));
    const { result } = await runImport('cemetery-hill', vmod, vsav, (s) => ({
      ...s,
      rules: [{ subject: 'name', pattern: 'USA * Bde (*)', side: 'union', type: 'infantry', unitName: '{1} Brigade', strength: '{2}' }],
    }));
    expect(result.board.units[0]).toMatchObject({ name: '1/I Brigade', strength: { full: 7, reduced: null } });
  });
});

describe('VASSAL import: a sideways grid with lettered rows, mapped to the game’s labels by a template', () => {
  // Module labels are row letter, a dash, column number ("C-7"); the game's are CCRR.
  const grid: GridParams = { dx: 50, dy: 58, x0: 40, y0: 30, sideways: true };
  const numbering: NumberingParams = { ...VASSAL_DEFAULT_NUMBERING, first: 'V', sep: '-', vType: 'A', vOff: 0, stagger: false, hLeading: 0 };
  const maps: MapDef[] = [{ name: 'Battlefield', boards: [{ name: 'North', size: { width: 1300, height: 1200 }, grid: { ...grid, numbering } }] }];

  it('imports every piece to the right hex', async () => {
    const list: string[] = [];
    const expected = new Map<string, string>();
    for (let nx = 0; nx < 20; nx++) {
      for (let ny = 0; ny < 22; ny += 3) {
        const id = `p${nx}-${ny}`;
        const c = hexCentre(grid, nx, ny);
        const t = unitTraits('Union', 'Cavalry');
        list.push(addPiece(id, pieceType(id, t), pieceState(t, 'Battlefield', c.x + 3, c.y - 4)));
        // Column numbers start at 1 (hOff 1); row letters at A = 0, so the template adds one.
        expected.set(id, `${pad(nx + 1)}${pad(ny + 1)}`);
      }
    }
    const vmod = moduleZip('Sideways (test)', maps, { oldBuildFileName: true });
    const vsav = saveZip(savedGameText(list));
    const { result } = await runImport('cemetery-hill', vmod, vsav, (s) => ({ ...s, labels: { template: '{columnNumber:2}{rowNumber:2}', columnShift: 0, rowShift: 1 } }));
    expect(result.unmapped).toEqual([]);
    for (const [id, label] of expected) expect(hexOf(result.board.units, id), id).toBe(label);
  });

  it('names the module hex and the template when a label is not the game’s', async () => {
    const c = hexCentre(grid, 2, 3);
    const t = unitTraits('Union');
    const vsav = saveZip(savedGameText([addPiece('p', pieceType('p', t), pieceState(t, 'Battlefield', c.x, c.y))]));
    const vmod = moduleZip('Sideways (test)', maps);
    const { result } = await runImport('cemetery-hill', vmod, vsav);
    expect(result.unmapped[0]?.reason).toBe('module hex "D-3" is not a cemetery-hill hex label (four digits, the column then the row, like 0127 (column 01, row 27))');
  });
});

describe('VASSAL import: numbering counted from the far edges, on Gettysburg ’88’s lettered columns', () => {
  const grid: GridParams = { dx: 43.5, dy: 50, x0: 25, y0: 30, sideways: false };
  // Columns lettered from A = 0, counted from the right-hand edge; rows numbered from the bottom.
  const numbering: NumberingParams = { ...VASSAL_DEFAULT_NUMBERING, hType: 'A', hOff: 0, hDescend: true, vDescend: true, vLeading: 0, stagger: false };
  const width = 1000;
  const height = 870;
  const maps: MapDef[] = [{ name: 'Map', boards: [{ name: 'B', image: { file: 'b.png', width, height }, grid: { ...grid, numbering } }] }];

  it('imports every piece to the label VASSAL gives it', async () => {
    const list: string[] = [];
    const expected = new Map<string, string>();
    const maxColumns = Math.floor(width / grid.dy + 0.5);
    const maxRows = Math.floor(height / grid.dx + 0.5);
    for (let nx = 0; nx <= maxColumns; nx++) {
      for (let ny = 0; ny < maxRows; ny += 2) {
        const id = `p${nx}-${ny}`;
        const c = hexCentre(grid, nx, ny);
        if (c.x >= width || c.y >= height) continue;
        const t = unitTraits('Confederate');
        list.push(addPiece(id, pieceType(id, t), pieceState(t, 'Map', c.x, c.y)));
        expected.set(id, vassalLabel(grid, numbering, width, height, nx, ny));
      }
    }
    const { result } = await runImport('gettysburg-88', moduleZip('Descending (test)', maps), saveZip(savedGameText(list)));
    expect(result.unmapped).toEqual([]);
    expect(expected.size).toBeGreaterThan(50);
    for (const [id, label] of expected) expect(hexOf(result.board.units, id), id).toBe(label);
    // By hand: the top-left hex is the last column letter and the last row.
    expect(hexOf(result.board.units, 'p0-0')).toBe(`${String.fromCharCode(65 + maxColumns)}${maxRows + 1}`);
  });
});

describe('VASSAL import: two boards side by side after an edge margin, the second turned round', () => {
  const grid: GridParams = { dx: REGULAR_DX, dy: 64, x0: 0, y0: 32, sideways: false };
  const numbering: NumberingParams = { ...VASSAL_DEFAULT_NUMBERING, stagger: false };
  const maps: MapDef[] = [
    {
      name: 'Main',
      edgeWidth: 100,
      edgeHeight: 60,
      boards: [
        { name: 'West', image: { file: 'west.png', width: 800, height: 1000 }, grid: { ...grid, numbering } },
        { name: 'East', image: { file: 'east.png', width: 700, height: 1000 }, grid: { ...grid, numbering: { ...numbering, hOff: 20 } } },
      ],
    },
  ];

  it('finds each board by the layout the save gives and reads the turned board from its far corner', async () => {
    const t = unitTraits('Union');
    const west = hexCentre(grid, 3, 4);
    const east = hexCentre(grid, 2, 5);
    // On the turned board, a board point (x, y) shows at (width − x, height − y).
    const list = [
      addPiece('w', pieceType('w', t), pieceState(t, 'Main', 100 + west.x, 60 + west.y)),
      addPiece('e', pieceType('e', t), pieceState(t, 'Main', 100 + 800 + (700 - east.x), 60 + (1000 - east.y))),
      addPiece('margin', pieceType('margin', t), pieceState(t, 'Main', 50, 30)),
    ];
    const layout = boardPicker('Main', [
      { name: 'West', column: 0, row: 0 },
      { name: 'East', reversed: true, column: 1, row: 0 },
    ]);
    const { result } = await runImport('cemetery-hill', moduleZip('Two boards (test)', maps), saveZip(savedGameText(list, [layout])));
    expect(hexOf(result.board.units, 'w')).toBe('0405');
    expect(hexOf(result.board.units, 'e')).toBe('2206');
    expect(result.unmapped.map((u) => u.id)).toEqual(['margin']);
  });

  it('says so when the save does not tell which of several boards are in use', async () => {
    const t = unitTraits('Union');
    const { result } = await runImport('cemetery-hill', moduleZip('Two boards (test)', maps), saveZip(savedGameText([addPiece('w', pieceType('w', t), pieceState(t, 'Main', 300, 300))])));
    expect(result.unmapped[0]?.reason).toMatch(/does not say which of the boards/);
  });
});

describe('VASSAL import: a multi-zoned board', () => {
  const grid: GridParams = { dx: REGULAR_DX, dy: 64, x0: 0, y0: 32, sideways: false };
  const maps: MapDef[] = [
    {
      name: 'Main',
      boards: [
        {
          name: 'Zoned',
          size: { width: 1000, height: 1000 },
          grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING },
          zones: [
            { name: 'Holding Box', path: '800,800;1000,800;1000,1000;800,1000' },
            { name: 'Town', path: '0,0;300,0;300,300;0,300', useParentGrid: true, locationFormat: '$name$ $gridLocation$' },
          ],
        },
      ],
    },
  ];

  it('reads hexes in zones that use the board’s grid and names zones without one', async () => {
    const t = unitTraits('Union');
    const inTown = hexCentre(grid, 2, 2);
    const outside = hexCentre(grid, 6, 6);
    const list = [
      addPiece('town', pieceType('town', t), pieceState(t, 'Main', inTown.x, inTown.y)),
      addPiece('field', pieceType('field', t), pieceState(t, 'Main', outside.x, outside.y)),
      addPiece('box', pieceType('box', t), pieceState(t, 'Main', 900, 900)),
    ];
    const { result } = await runImport('cemetery-hill', moduleZip('Zones (test)', maps), saveZip(savedGameText(list)), (s) => ({ ...s, labels: { template: '{column}{row}', columnShift: 0, rowShift: 0 } }));
    expect(hexOf(result.board.units, 'town')).toBe('0303');
    expect(hexOf(result.board.units, 'field')).toBe('0707');
    expect(result.unmapped[0]).toMatchObject({ id: 'box', reason: 'at module hex "Holding Box": zone "Holding Box" has no hex grid' });
  });
});
