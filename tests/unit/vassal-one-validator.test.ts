import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import type { GameId } from '../../src/engine/core/game-id.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import {
  bytesSource,
  defaultModuleSettings,
  importVassalBoard,
  loadImportedBoard,
  readVassalModule,
  readVassalSave,
  saveImportedBoard,
  type ModuleGeometry,
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
  traits,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type MapDef,
  type Trait,
  type ZoneDef,
} from '../support/vassal-writer.js';

/**
 * One validator decides what a board is: whatever a save holds, the VASSAL import gives a board the board
 * validator accepts (the popup checks the stored board with it) holding every piece it says it placed, or a
 * message; never "ready" with a board the popup would then refuse and not show.
 */

const grid: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 37, y0: 42, sideways: false };
const OBJECT_WORDS = Object.getOwnPropertyNames(Object.prototype);

/** Ids and names a hand-edited or hostile save may carry. */
const hostileText = fc.oneof(
  fc.constantFrom(...OBJECT_WORDS),
  fc.constantFrom('a\tb', 'a\rb', 'a\nb', 'tab\t', '\u0000', '\u001f', 'x\u007f', ' ', '', '  spaced  ', 'piece-1', 'piece-2', 'x'.repeat(250), '\u{1F600}'.repeat(120), 'Iron Brigade'),
  fc.string({ unit: fc.constantFrom('a', 'B', '7', '\t', '\r', '\n', ' ', '\u0001', '\u007f', '\u0085', '\u2028', 'é', '\u{1F600}', '/', ';', ',', '\\', "'"), maxLength: 12 }),
);

/** Area and Zone names a They Met module may give its zones. */
const areaName = fc.oneof(
  fc.constantFrom('7', '07', '007', '0', '00', '19', '999', '1000', '1 9', 'Zone A', 'Union Reinforcements', '__proto__', 'constructor', 'toString', 'A\tB', ' 12 ', '-3', 'x'.repeat(60)),
  fc.string({ unit: fc.constantFrom('0', '1', '9', 'A', 'z', ' ', '.', "'", '(', '_'), minLength: 1, maxLength: 8 }),
);

interface PieceSpec {
  readonly id: string;
  readonly name: string;
  readonly union: boolean;
  readonly spot: number;
}

const pieceSpec = fc.record({ id: hostileText, name: hostileText, union: fc.boolean(), spot: fc.nat({ max: 1000 }) });

function unitTraits(union: boolean): Trait[] {
  return [traits.marker({ Side: union ? 'Union' : 'Confederate', Type: 'Infantry' })];
}

const geometries = new Map<string, ModuleGeometry>();
async function geometry(name: string, maps: readonly MapDef[]): Promise<ModuleGeometry | string> {
  const key = JSON.stringify(maps);
  const known = geometries.get(key);
  if (known) return known;
  const read = await readVassalModule(bytesSource(moduleZip(name, maps)));
  if (!read.ok) return read.error;
  geometries.set(key, read.value);
  return read.value;
}

/** An id VASSAL could write, which the import must keep. */
const plainId = (id: string): boolean => /^[A-Za-z0-9 é']{1,40}$/.test(id) && id.trim() !== '';
/**
 * A name with no control character but white space, which the import must make fit rather than refuse. Not
 * one with a backslash: VASSAL's own encoding garbles a value ending in one (the writer copies it), so
 * such a piece may rightly come out unreadable.
 */
const fitName = (name: string): boolean => !/[\u0000-\u0008\u000e-\u001f\u007f\\]/.test(name);

async function importAndCheck(
  game: GameId,
  maps: readonly MapDef[],
  pieces: readonly PieceSpec[],
  at: (spot: number) => { x: number; y: number },
  placeable: (spot: number) => boolean = () => true,
): Promise<void> {
  const g = await geometry(`One validator (${game})`, maps);
  if (typeof g === 'string') {
    // A module the reader refuses is a message, which is allowed; the fixtures here are all readable.
    throw new Error(g);
  }
  const commands = pieces.map((p) => {
    const t = unitTraits(p.union);
    const c = at(p.spot);
    return addPiece(p.id, pieceType(p.name, t), pieceState(t, 'Main Map', c.x, c.y));
  });
  const save = await readVassalSave(bytesSource(saveZip(savedGameText(commands, [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])]))));
  if (!save.ok) {
    expect(save.error.length).toBeGreaterThan(10);
    return;
  }
  const imported = importVassalBoard(defaultModuleSettings(g, game), save.value, { sourceName: 'hostile\tname\u0000.vsav' });
  if (!imported.ok) {
    expect(imported.error).toMatch(/\S/);
    expect(imported.error).not.toMatch(/\n/);
    return;
  }
  const { board, unmapped, notUnits } = imported.value;
  // The validator accepts the board as stored (JSON), and gives it back unchanged: it is already normalized.
  const checked = parseBoard(JSON.parse(JSON.stringify(board)));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  expect(checked.value).toEqual(board);
  // The popup's way to it: stored, then loaded through the same validator.
  const store = memoryStore();
  await saveImportedBoard(store, board);
  expect(await loadImportedBoard(store)).toEqual(board);
  // Every piece is accounted for: placed, or listed with a reason in words (no JSON path).
  expect(board.units.length + unmapped.length + notUnits).toBe(save.value.game.pieces.length);
  for (const u of unmapped) {
    expect(u.reason).toMatch(/\S/);
    expect(u.reason).not.toMatch(/units\[|\(top\)/);
  }
  // A piece with a plain id no other piece shares, at a place the game has, is placed whatever its name.
  const ids = save.value.game.pieces.map((p) => p.id.trim());
  const placedIds = new Set(board.units.map((u) => u.id));
  const lastSpec = new Map(pieces.map((p) => [p.id, p]));
  for (const p of save.value.game.pieces) {
    const spec = lastSpec.get(p.id);
    if (!spec || !plainId(p.id) || ids.filter((i) => i === p.id.trim()).length !== 1 || !fitName(spec.name) || !placeable(spec.spot)) continue;
    expect(placedIds.has(p.id.trim()), `piece ${JSON.stringify(p.id)}`).toBe(true);
  }
  expect(board.source.name).toBe('hostile name .vsav');
}

describe('VASSAL import through the one board validator', () => {
  it('gives a board the validator accepts, with every piece placed or listed, for hostile ids and names (property)', async () => {
    const maps: MapDef[] = [{ name: 'Main Map', boards: [{ name: 'Board', image: { file: 'map.png', width: 1450, height: 1900 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] }];
    const at = (spot: number): { x: number; y: number } => hexCentre(grid, spot % 21, Math.floor(spot / 21) % 26);
    await fc.assert(
      fc.asyncProperty(fc.array(pieceSpec, { minLength: 1, maxLength: 12 }), async (pieces) => {
        await importAndCheck('cemetery-hill', maps, pieces, at);
      }),
      { numRuns: 150 },
    );
  });

  it('gives a board the validator accepts for They Met zones of any name, areas with leading zeros read as the number (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(areaName, { minLength: 1, maxLength: 6, selector: (n) => n.trim() }), fc.array(pieceSpec, { minLength: 1, maxLength: 8 }), async (names, pieces) => {
        // Zones side by side, 100 pixels wide, each named by the generator.
        const zones: ZoneDef[] = names.map((name, i) => ({ name, path: `${i * 100},0;${i * 100 + 99},0;${i * 100 + 99},99;${i * 100},99` }));
        const maps: MapDef[] = [{ name: 'Main Map', boards: [{ name: 'Board', size: { width: 1000, height: 1000 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING }, zones }] }];
        const g = await geometry('One validator (they-met)', maps);
        // Names XML cannot carry (a tab inside an attribute becomes a space) still make a readable module.
        if (typeof g === 'string') return;
        const at = (spot: number): { x: number; y: number } => ({ x: (spot % names.length) * 100 + 50, y: 50 });
        // Area numbers (leading zeros or not) and plain Zone names are places of the game.
        const placeable = (spot: number): boolean => /^(0*[1-9][0-9]{0,2}|[A-Za-z][A-Za-z .']{0,30})$/.test((names[spot % names.length] ?? '').trim());
        await importAndCheck('they-met', maps, pieces, at, placeable);
      }),
      { numRuns: 100 },
    );
  });

  it('reads a They Met zone named "07" as area 7, and refuses a zone "0" with the reason', async () => {
    const zones: ZoneDef[] = [
      { name: '07', path: '0,0;99,0;99,99;0,99' },
      { name: '0', path: '100,0;199,0;199,99;100,99' },
    ];
    const maps: MapDef[] = [{ name: 'Main Map', boards: [{ name: 'Board', size: { width: 1000, height: 1000 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING }, zones }] }];
    const g = await geometry('Areas (test)', maps);
    if (typeof g === 'string') throw new Error(g);
    const t = unitTraits(true);
    const save = await readVassalSave(
      bytesSource(saveZip(savedGameText([addPiece('a', pieceType('Wadsworth', t), pieceState(t, 'Main Map', 50, 50)), addPiece('b', pieceType('Cutler', t), pieceState(t, 'Main Map', 150, 50))]))),
    );
    if (!save.ok) throw new Error(save.error);
    const imported = importVassalBoard(defaultModuleSettings(g, 'they-met'), save.value, { sourceName: 'areas.vsav' });
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value.board.units.map((u) => [u.id, u.location])).toEqual([['a', { kind: 'area', area: '7' }]]);
    expect(imported.value.unmapped).toEqual([{ id: 'b', name: 'Cutler', reason: expect.stringMatching(/^module hex "0" is not a they-met area or Zone label \(an area number \(1 to 999\)/) }]);
  });

  it('refuses a piece whose id holds a tab or a line end, or repeats another’s, and keeps a long name’s start', async () => {
    const maps: MapDef[] = [{ name: 'Main Map', boards: [{ name: 'Board', image: { file: 'map.png', width: 1450, height: 1900 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] }];
    const g = await geometry('Ids (test)', maps);
    if (typeof g === 'string') throw new Error(g);
    const t = unitTraits(true);
    const c = hexCentre(grid, 1, 1);
    const piece = (id: string, name: string): string => addPiece(id, pieceType(name, t), pieceState(t, 'Main Map', c.x, c.y));
    const save = await readVassalSave(
      bytesSource(saveZip(savedGameText([piece('tab\there', 'Tabbed'), piece('cr\rhere', 'Returned'), piece('same', 'First'), piece(' same ', 'Second'), piece('long', `Line one\nline two ${'x'.repeat(300)}`), piece(' ', 'Blank id')]))),
    );
    if (!save.ok) throw new Error(save.error);
    const imported = importVassalBoard(defaultModuleSettings(g, 'cemetery-hill'), save.value, { sourceName: 'ids.vsav' });
    if (!imported.ok) throw new Error(imported.error);
    const { board, unmapped } = imported.value;
    expect(board.units.map((u) => u.id)).toEqual(['same', 'long', 'piece-1']);
    const long = board.units.find((u) => u.id === 'long');
    expect(long?.name.startsWith('Line one line two xxx')).toBe(true);
    expect(long?.name.length).toBe(200);
    expect(long?.name.endsWith('…')).toBe(true);
    expect(unmapped.map((u) => [u.name, u.reason])).toEqual([
      ['Tabbed', 'its id in the save holds a control character (a tab, a line end), which VASSAL does not write'],
      ['Returned', 'its id in the save holds a control character (a tab, a line end), which VASSAL does not write'],
      ['Second', 'another piece of the save has the same id, and a board tells its units apart by id'],
    ]);
  });
});
