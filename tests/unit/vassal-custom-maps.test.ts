import { zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import type { GameId } from '../../src/engine/core/game-id.js';
import {
  bytesSource,
  defaultModuleSettings,
  importVassalGame,
  NOT_PLACED_WORDS,
  readVassalModule,
  readVassalSave,
  type ModuleGeometry,
  type VassalImport,
  type VassalModuleSettings,
} from '../../src/readers/vassal/index.js';
import { SHARED_DIR } from '../support/shared.js';
import { describeWithShared, itWithShared } from '../support/with-shared.js';
import {
  addPiece,
  boardPicker,
  buildFileXml,
  hexCentre,
  moduleZip,
  pieceState,
  pieceType,
  saveZip,
  savedGameText,
  traits,
  vassalLabel,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type MapDef,
  type PlacedBoard,
  type Trait,
} from '../support/vassal-writer.js';

/**
 * Modules whose maps are their own Java classes (subclasses of VASSAL's Map and BoardPicker, as VASL's
 * ASLMap and ASLBoardPicker): a map is found by its shape, and a map whose boards are not in the module
 * is said once, with every piece on it still listed. The modules here are made up by the test writer;
 * the VASL files of ../shared/vassal-real are checked at the end.
 */
const GRID: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 37, y0: 42, sideways: false };
const BOARD_SIZE = { width: 1450, height: 1900 } as const;
const HEX_BOARD = { name: 'North', image: { file: 'north.png', ...BOARD_SIZE }, grid: { ...GRID, numbering: VASSAL_DEFAULT_NUMBERING } };

function unitTraits(side: 'Union' | 'Confederate'): Trait[] {
  return [traits.marker({ Side: side, Type: 'Infantry' })];
}

function unitAt(id: string, name: string, map: string, x: number, y: number, t: Trait[] = unitTraits('Union')): string {
  return addPiece(id, pieceType(name, t), pieceState(t, map, x, y));
}

async function readGeometry(maps: readonly MapDef[], name = 'Custom maps (test)'): Promise<ModuleGeometry> {
  const read = await readVassalModule(bytesSource(moduleZip(name, maps)));
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

async function importWith(geometry: ModuleGeometry, pieces: readonly string[], placed: readonly { map: string; boards: readonly PlacedBoard[] }[] = [], adjust: (s: VassalModuleSettings) => VassalModuleSettings = (s) => s, game: GameId = 'cemetery-hill'): Promise<VassalImport> {
  const save = await readVassalSave(bytesSource(saveZip(savedGameText(pieces, placed.map((p) => boardPicker(p.map, p.boards))), { moduleName: geometry.module.name })));
  if (!save.ok) throw new Error(save.error);
  const result = importVassalGame(adjust(defaultModuleSettings(geometry, game)), save.value, { sourceName: 'test.vsav' });
  const checked = parseBoard(JSON.parse(JSON.stringify(result.board)));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return result;
}

describe('a module whose map and board picker are its own classes', () => {
  const maps: MapDef[] = [
    // Found by the picker's class name, as VASL's ASLBoardPicker: it ends in BoardPicker.
    { name: 'Main Map', mapClass: 'com.example.MyMap', pickerClass: 'com.example.MyBoardPicker', boards: [HEX_BOARD] },
    // Found by a board picker's own attributes (slot size, dialog texts), whatever the class is called.
    { name: 'Side Map', mapClass: 'com.example.SideMap', pickerClass: 'com.example.Chooser', boards: [{ name: 'Side', size: { width: 300, height: 200 } }] },
    // Found by the boards it holds, with no attributes and no telling name.
    { name: 'Third Map', mapClass: 'com.example.ThirdMap', pickerClass: 'com.example.Layout', pickerAttributes: false, boards: [{ name: 'Third', size: { width: 300, height: 200 } }] },
  ];

  it('finds each map by its shape, keeps the picker’s class, and reads its boards and grid', async () => {
    const geometry = await readGeometry(maps);
    expect(geometry.maps.map((m) => [m.name, m.id, m.boardPicker, m.boards.map((b) => b.name)])).toEqual([
      ['Main Map', 'Map0', 'com.example.MyBoardPicker', ['North']],
      ['Side Map', 'Map1', 'com.example.Chooser', ['Side']],
      ['Third Map', 'Map2', 'com.example.Layout', ['Third']],
    ]);
    expect(geometry.maps[0]?.boards[0]).toMatchObject({ width: 1450, height: 1900, grid: { dx: GRID.dx, dy: 64, x0: 37, y0: 42, sideways: false } });
    expect(geometry.notes).toEqual([]);
  });

  it('places the pieces of that map in the hexes VASSAL names', async () => {
    const geometry = await readGeometry(maps);
    const spots = [
      [0, 0],
      [1, 0],
      [7, 12],
      [20, 25],
    ] as const;
    const pieces = spots.map(([nx, ny]) => {
      const c = hexCentre(GRID, nx, ny);
      return unitAt(`u${nx}-${ny}`, `Brigade ${nx}-${ny}`, 'Main Map', c.x + 3, c.y - 2);
    });
    const result = await importWith(geometry, pieces, [{ map: 'Main Map', boards: [{ name: 'North', column: 0, row: 0 }] }]);
    expect(result.unmapped).toEqual([]);
    expect(result.warnings).toEqual([]);
    for (const [nx, ny] of spots) {
      const unit = result.board.units.find((u) => u.id === `u${nx}-${ny}`);
      expect(unit?.location).toEqual({ kind: 'hex', hex: vassalLabel(GRID, VASSAL_DEFAULT_NUMBERING, BOARD_SIZE.width, BOARD_SIZE.height, nx, ny) });
    }
    expect(result.maps).toEqual([{ map: 'Main Map', placed: 4, leftOut: 0, notPlaced: [] }]);
  });

  it('does not take an element for a map because it merely holds something named like a board', async () => {
    // A module's own component holding a "ScoreBoard" with a name only: neither a picker nor a board.
    const xml = buildFileXml('Decoy (test)', [{ name: 'Main Map', boards: [HEX_BOARD] }]).replace(
      '</VASSAL.build.GameModule>',
      '  <com.example.Tracker><com.example.ScoreBoard name="Score"/></com.example.Tracker>\n</VASSAL.build.GameModule>',
    );
    const read = await readVassalModule(bytesSource(zipSync({ 'buildFile.xml': new TextEncoder().encode(xml) })));
    if (!read.ok) throw new Error(read.error);
    expect(read.value.maps.map((m) => m.name)).toEqual(['Main Map']);
    // VASSAL's own picker is not kept by name: geometry of such modules is stored as before.
    expect(read.value.maps[0]).not.toHaveProperty('boardPicker');
  });
});

describe('a map whose boards are not in the module', () => {
  const maps: MapDef[] = [
    // As VASL's: the picker is the module's own, writes nothing, and defines no board (they come from board archives).
    { name: 'Main Map', mapClass: 'com.example.ArchiveMap', pickerClass: 'com.example.ArchiveBoardPicker', pickerAttributes: false, boards: [] },
    { name: 'Dead Pile', boards: [{ name: 'Pile', size: { width: 400, height: 300 } }] },
  ];
  const marker: Trait[] = [traits.marker({ Kind: 'Marker' })];
  const pieces = [
    unitAt('a1', 'Iron Brigade', 'Main Map', 500, 600),
    unitAt('a2', 'Stone Brigade', 'Main Map', 900, 100, unitTraits('Confederate')),
    unitAt('a3', 'Unmatched Thing', 'Main Map', 90, 80, []),
    addPiece('m1', pieceType('Fire Marker', marker), pieceState(marker, 'Main Map', 500, 600)),
    unitAt('d1', 'Fallen Brigade', 'Dead Pile', 40, 40),
  ];
  const notMarkers = (s: VassalModuleSettings): VassalModuleSettings => ({ ...s, rules: [{ subject: 'name', pattern: '*Marker*', notUnit: true }, ...s.rules] });

  it('reads the map, with no boards of its own and its picker’s class kept', async () => {
    const geometry = await readGeometry(maps);
    expect(geometry.maps.map((m) => [m.name, m.boards.length, m.boardPicker])).toEqual([
      ['Main Map', 0, 'com.example.ArchiveBoardPicker'],
      ['Dead Pile', 1, undefined],
    ]);
    // Said once where the pieces are read (the import, adjutant vassal), not in the module's notes as well.
    expect(geometry.notes).toEqual([]);
  });

  it('says so once, and lists every piece on it by name, under its own kind', async () => {
    const geometry = await readGeometry(maps);
    const result = await importWith(geometry, pieces, [], notMarkers);
    expect(result.warnings).toEqual(['The boards of map "Main Map" are not in the module (its own board picker, "com.example.ArchiveBoardPicker", brings them from elsewhere), so its 3 pieces are listed without hexes.']);
    const onMain = result.unmapped.filter((u) => u.reason === 'it is on map "Main Map", whose boards are not in the module');
    // The unmatched piece too: no piece rule could place it there. The marker stays left out as not a unit.
    expect(onMain.map((u) => [u.id, u.name])).toEqual([
      ['a1', 'Iron Brigade'],
      ['a2', 'Stone Brigade'],
      ['a3', 'Unmatched Thing'],
    ]);
    expect(result.maps).toEqual([
      { map: 'Main Map', placed: 0, leftOut: 1, notPlaced: [{ kind: 'boards-outside', count: 3 }] },
      // A map of the module with no hex grid is still what it was.
      { map: 'Dead Pile', placed: 0, leftOut: 0, notPlaced: [{ kind: 'map-not-read', count: 1 }] },
    ]);
    expect(NOT_PLACED_WORDS['boards-outside']).toBe('on a map whose boards are not in the module');
    expect(result.unmapped).toHaveLength(4);
  });

  it('still honours a role the user gave the map', async () => {
    const geometry = await readGeometry(maps);
    const result = await importWith(geometry, pieces, [], (s) => ({ ...notMarkers(s), mapRoles: { 'Main Map': 'not-entered' } }));
    expect(result.warnings).toEqual([]);
    expect(result.board.units.map((u) => [u.id, u.location])).toEqual([
      ['a1', { kind: 'off-map', why: 'not-entered' }],
      ['a2', { kind: 'off-map', why: 'not-entered' }],
    ]);
  });

  it('names VASL’s board archives when the module is VASL', async () => {
    const geometry = await readGeometry([{ name: 'Main Map', mapClass: 'VASL.build.module.ASLMap', pickerClass: 'VASL.build.module.map.ASLBoardPicker', pickerAttributes: false, boards: [] }], 'VASL');
    const result = await importWith(geometry, [unitAt('a1', 'Iron Brigade', 'Main Map', 500, 600)]);
    expect(result.warnings).toEqual(['The boards of map "Main Map" are not in the module (VASL keeps them in separate board archives), so its piece is listed without hexes.']);
  });

  it('says so too when the saved game lays out a board the module does not define', async () => {
    const geometry = await readGeometry([{ name: 'Main Map', boards: [HEX_BOARD] }]);
    const c = hexCentre(GRID, 3, 4);
    const result = await importWith(
      geometry,
      [unitAt('a1', 'Iron Brigade', 'Main Map', c.x, c.y), unitAt('a2', 'Stone Brigade', 'Main Map', c.x + 1500, c.y)],
      [
        {
          map: 'Main Map',
          boards: [
            { name: 'North', column: 0, row: 0 },
            { name: 'Expansion', column: 1, row: 0 },
          ],
        },
      ],
    );
    expect(result.warnings).toEqual(['The boards of map "Main Map" are not in the module (the saved game uses board "Expansion", which the module does not define; a module extension may add it), so its 2 pieces are listed without hexes.']);
    expect(result.maps).toEqual([{ map: 'Main Map', placed: 0, leftOut: 0, notPlaced: [{ kind: 'boards-outside', count: 2 }] }]);
  });
});

describeWithShared('VASL, whose boards live in board archives outside the module (../shared/vassal-real/asl)', () => {
  const ASL = `${SHARED_DIR}vassal-real/asl/`;

  async function vasl(): Promise<ModuleGeometry> {
    const read = await readVassalModule(bytesSource(readFileSync(`${ASL}vasl.vmod`)));
    if (!read.ok) throw new Error(read.error);
    return read.value;
  }

  async function importAsl(file: string): Promise<VassalImport> {
    const save = await readVassalSave(bytesSource(readFileSync(`${ASL}${file}`)));
    if (!save.ok) throw new Error(save.error);
    return importVassalGame(defaultModuleSettings(await vasl(), 'gettysburg-77'), save.value, { sourceName: file });
  }

  itWithShared('vasl.vmod reads with its main map (VASL.build.module.ASLMap) found beside the Casualties bin', async () => {
    const geometry = await vasl();
    expect(geometry.maps.map((m) => [m.name, m.id, m.boards.length, m.boardPicker])).toEqual([
      ['Main Map', 'Map0', 0, 'VASL.build.module.map.ASLBoardPicker'],
      ['Casualties', 'Map1', 1, undefined],
    ]);
    expect(geometry.notes).toEqual([]);
  });

  itWithShared('hill-621.vsav says once that the boards are elsewhere, and lists all 165 pieces', async () => {
    const result = await importAsl('hill-621.vsav');
    expect(result.warnings).toEqual(['The boards of map "Main Map" are not in the module (VASL keeps them in separate board archives; this game lays out boards "02", "04", "03"), so its 163 pieces are listed without hexes.']);
    expect(result.pieces).toBe(165);
    expect(result.unmapped).toHaveLength(165);
    expect(result.unmapped.every((u) => u.name !== '')).toBe(true);
    expect(result.maps.flatMap((m) => m.notPlaced.map((n) => n.kind))).not.toContain('map-not-read');
    expect(result.maps.find((m) => m.map === 'Main Map')?.notPlaced).toEqual([{ kind: 'boards-outside', count: 163 }]);
  });

  itWithShared('streets-of-stalingrad.vsav and full.vlog say the same, once each', async () => {
    const streets = await importAsl('streets-of-stalingrad.vsav');
    expect(streets.warnings).toEqual(['The boards of map "Main Map" are not in the module (VASL keeps them in separate board archives; this game lays out board "01"), so its 342 pieces are listed without hexes.']);
    const log = await importAsl('full.vlog');
    expect(log.warnings).toEqual(['The boards of map "Main Map" are not in the module (VASL keeps them in separate board archives), so its piece is listed without hexes.']);
    for (const r of [streets, log]) expect(r.maps.flatMap((m) => m.notPlaced.map((n) => n.kind))).not.toContain('map-not-read');
  });
});
