import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesSource, readVassalSave } from '../../src/readers/vassal/index.js';
import { readPieceFacts } from '../../src/readers/vassal/piece-definition.js';
import { WorkBudget } from '../../src/readers/vassal/work-budget.js';
import { runCommand } from '../support/cli-run.js';
import { SHARED_DIR } from '../support/shared.js';
import {
  addPiece,
  boardPicker,
  hexCentre,
  logText,
  moduleZip,
  movePiece,
  pieceState,
  pieceType,
  saveZip,
  savedGameText,
  traits,
  vassalLabel,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type MapDef,
  type Trait,
} from '../support/vassal-writer.js';
import { describeWithShared } from '../support/with-shared.js';

/**
 * `adjutant vassal`: every piece of a save or log with the place VASSAL names for it. Modules and saves are
 * made by the test writer (made-up pieces on made-up boards) and written to a temporary folder; the real
 * files of ../shared/vassal-real are read where they are.
 */

const dir = mkdtempSync(join(tmpdir(), 'adjutant-vassal-cli-'));
function file(name: string, bytes: Uint8Array | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const grid: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
const BOARD = { width: 1000, height: 800 };
const at = (nx: number, ny: number): { x: number; y: number } => hexCentre(grid, nx, ny);
const labelAt = (nx: number, ny: number): string => vassalLabel(grid, VASSAL_DEFAULT_NUMBERING, BOARD.width, BOARD.height, nx, ny);

const MAPS: MapDef[] = [
  { name: 'Main', boards: [{ name: 'Field', image: { file: 'field.png', ...BOARD }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] },
  { name: 'Tray', boards: [{ name: 'Dice', size: { width: 200, height: 200 } }] },
];
const side: Trait[] = [traits.marker({ Side: 'Union' })];
const piece = (id: string, name: string, map: string | null, p: { x: number; y: number }): string => addPiece(id, pieceType(name, side), pieceState(side, map, p.x, p.y));
const BOARDS = [boardPicker('Main', [{ name: 'Field', column: 0, row: 0 }]), boardPicker('Tray', [{ name: 'Dice', column: 0, row: 0 }])];

const vmod = file('test.vmod', moduleZip('Test Module', MAPS));
const vsav = file(
  'game.vsav',
  saveZip(
    savedGameText(
      [
        piece('u1', 'First Brigade', 'Main', at(2, 3)),
        piece('u2', 'Second Brigade', 'Main', at(5, 7)),
        piece('u3', 'Third Brigade', 'Main', { x: 5000, y: 5000 }),
        piece('u4', 'Fourth Brigade', 'Main', { x: 6000, y: 10 }),
        piece('d1', 'Die', 'Tray', { x: 20, y: 20 }),
        piece('x1', 'Lost', 'Elsewhere', { x: 20, y: 20 }),
        piece('o1', 'Off', null, { x: 0, y: 0 }),
      ],
      BOARDS,
    ),
    { moduleName: 'Test Module' },
  ),
);
const vlog = file(
  'game.vlog',
  saveZip(logText([piece('u1', 'First Brigade', 'Main', at(2, 3)), piece('u2', 'Second Brigade', 'Main', at(5, 7))], BOARDS, [movePiece('u1', 'Main', at(4, 4).x, at(4, 4).y)]), {
    moduleName: 'Test Module',
  }),
);

interface Listed {
  readonly module: { readonly name: string; readonly version: string };
  readonly boards: Readonly<Record<string, readonly unknown[]>>;
  readonly pieces: readonly { readonly id: string; readonly name: string; readonly map: string | null; readonly x: number | null; readonly y: number | null; readonly location: string | null }[];
  readonly notes: readonly string[];
}

async function listed(...argv: string[]): Promise<Listed> {
  const r = await runCommand('vassal', ...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Listed;
}

const byId = (list: Listed): Map<string, Listed['pieces'][number]> => new Map(list.pieces.map((p) => [p.id, p]));

describe('adjutant vassal on a module and save the test writer made', () => {
  it('gives the module, the boards of each map, every piece with its location, and the notes, in the shape documented', async () => {
    const list = await listed('--module', vmod, vsav);
    expect(Object.keys(list)).toEqual(['module', 'boards', 'pieces', 'notes']);
    expect(list.module).toEqual({ name: 'Test Module', version: '1.0' });
    expect(list.boards).toEqual({
      Main: [{ name: 'Field', column: 0, row: 0, reversed: false }],
      Tray: [{ name: 'Dice', column: 0, row: 0, reversed: false }],
    });
    for (const p of list.pieces) expect(Object.keys(p)).toEqual(['id', 'name', 'map', 'x', 'y', 'location']);
    const pieces = byId(list);
    expect(pieces.get('u1')).toEqual({ id: 'u1', name: 'First Brigade', map: 'Main', ...at(2, 3), location: labelAt(2, 3) });
    expect(pieces.get('u2')).toMatchObject({ name: 'Second Brigade', location: labelAt(5, 7) });
    expect(labelAt(2, 3)).not.toBe(labelAt(5, 7));
    // Off the board, on a board without a grid, on a map the module lacks, on no map: no location, and a note why.
    for (const id of ['u3', 'u4', 'd1', 'x1', 'o1']) expect(pieces.get(id)?.location, id).toBeNull();
    expect(pieces.get('o1')).toMatchObject({ map: null, x: null, y: null });
    expect(list.notes).toEqual([
      'No location for 2 pieces (ids "u3", "u4"): it is off the boards of map "Main".',
      'No location for 1 piece (id "d1"): board "Dice" has no grid, so VASSAL names no place on it.',
      'No location for 1 piece (id "x1"): it is on map "Elsewhere", which the module does not have.',
      'No location for 1 piece (id "o1"): it is on no map.',
    ]);
  });

  it('prints a summary for a person: the module, the boards, a line a piece, the notes', async () => {
    const r = await runCommand('vassal', '--module', vmod, vsav);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'Module: Test Module 1.0',
      'Position: the end, after any logged moves',
      'Boards:',
      '  Main: Field (column 0, row 0)',
      '  Tray: Dice (column 0, row 0)',
      '7 pieces, 2 with a location:',
    ]);
    expect(lines).toContain(`  u1  First Brigade   Main       ${labelAt(2, 3)}`);
    expect(lines).toContain('  o1  Off             (no map)   (no location)');
    expect(lines.slice(lines.indexOf('Notes:') + 1)).toHaveLength(4);
  });

  it('reads a log at its end by default, and before its moves with --at start', async () => {
    const end = byId(await listed('--module', vmod, vlog));
    const start = byId(await listed('--module', vmod, vlog, '--at', 'start'));
    expect(end.get('u1')?.location).toBe(labelAt(4, 4));
    expect(start.get('u1')?.location).toBe(labelAt(2, 3));
    expect(byId(await listed('--module', vmod, vlog, '--at', 'end')).get('u1')?.location).toBe(labelAt(4, 4));
    // The piece that did not move is where it was either way.
    expect(start.get('u2')).toEqual(end.get('u2'));
    const text = await runCommand('vassal', '--module', vmod, vlog, '--at', 'start');
    expect(text.out).toContain('Position: the start of the log, before its moves');
  });

  it('writes control characters as \\u escapes in the text, keeps a map named "__proto__" as a map, and does not look at hidden pieces', async () => {
    const masked: Trait[] = [traits.masked('player2'), ...side];
    const save = file(
      'odd.vsav',
      saveZip(
        savedGameText(
          [piece('e\u00071', 'Evil\u009b2J name', '__proto__', { x: 1, y: 1 }), addPiece('h1', pieceType('Secret Brigade', masked), pieceState(masked, 'Main', at(2, 3).x, at(2, 3).y))],
          [boardPicker('__proto__', [{ name: 'B', column: 0, row: 0 }])],
        ),
      ),
    );
    const r = await runCommand('vassal', '--module', vmod, save);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(r.out).toContain('e\\u00071  Evil\\u009b2J name');
    expect(r.out).not.toContain('Secret');
    const list = await listed('--module', vmod, save);
    expect(Object.keys(list.boards)).toEqual(['__proto__']);
    expect(list.pieces).toEqual([
      { id: 'e\u00071', name: 'Evil\u009b2J name', map: '__proto__', x: 1, y: 1, location: null },
      { id: 'h1', name: '(hidden piece)', map: null, x: null, y: null, location: null },
    ]);
    expect(list.notes).toEqual([
      'The save lays out boards on map "__proto__", which the module does not have.',
      'No location for 1 piece (id "e\\u00071"): it is on map "__proto__", which the module does not have.',
      '1 piece is masked or hidden in VASSAL: listed without its name or place.',
    ]);
  });
});

describe('adjutant vassal on bad input: status 2 and one line', () => {
  async function refused(...argv: string[]): Promise<string> {
    const r = await runCommand('vassal', ...argv);
    expect(r.code, JSON.stringify(argv)).toBe(2);
    expect(r.out).toBe('');
    const lines = r.err.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    return lines[0] ?? '';
  }

  it('a save that is not a zip', async () => {
    const bad = file('bad.vsav', 'this is not a zip file at all');
    expect(await refused('--module', vmod, bad)).toMatch(/^adjutant vassal: ".*bad\.vsav": The saved game is not a zip archive/);
  });

  it('a module that is not a module, or a missing file, or a folder', async () => {
    expect(await refused('--module', vsav, vsav)).toMatch(/^adjutant vassal: --module: ".*game\.vsav": This is not a VASSAL module: it has no buildFile\./);
    expect(await refused('--module', join(dir, 'missing.vmod'), vsav)).toMatch(/^adjutant vassal: --module: cannot read the file ".*missing\.vmod" \(no such file\)\.$/);
    expect(await refused('--module', vmod, join(dir, 'missing.vsav'))).toMatch(/^adjutant vassal: cannot read the file ".*missing\.vsav" \(no such file\)\.$/);
    expect(await refused('--module', vmod, dir)).toMatch(/\(it is a folder\)\.$/);
  });

  it('--at other than start or end, no module, no save, or two saves', async () => {
    expect(await refused('--module', vmod, vsav, '--at', 'sideways')).toBe('adjutant vassal: --at must be start or end, not "sideways".');
    expect(await refused(vsav)).toBe('adjutant vassal: give the module: --module <file.vmod>.');
    expect(await refused('--module', vmod)).toMatch(/^adjutant vassal: give the saved game or log/);
    expect(await refused('--module', vmod, vsav, vlog)).toMatch(/^adjutant vassal: one saved game or log at a time/);
  });
});

describeWithShared('adjutant vassal on real VASSAL files', () => {
  const REAL = `${SHARED_DIR}vassal-real/`;

  it('gives every Commands & Colors: Napoleonics unit of Quatre Bras the location VASSAL stored in its origLoc', async () => {
    const list = await listed('--module', `${REAL}ccn/ccn.vmod`, `${REAL}ccn/quatre-bras.vsav`);
    expect(list.module.name).toMatch(/Commands & Colors: Napoleonics/);
    // The origLoc each piece carries, read from the save apart from the command.
    const save = await readVassalSave(bytesSource(new Uint8Array(readFileSync(`${REAL}ccn/quatre-bras.vsav`))));
    if (!save.ok) throw new Error(save.error);
    const origin = new Map<string, string>();
    for (const p of save.value.game.pieces) {
      const facts = readPieceFacts(p.type, p.state, new WorkBudget());
      const loc = facts.ok ? (facts.value.properties.get('origLoc') ?? '') : '';
      if (loc !== '') origin.set(p.id, loc);
    }
    expect(origin.size).toBeGreaterThan(0);
    const pieces = byId(list);
    expect([...origin].filter(([id, loc]) => pieces.get(id)?.location !== loc)).toEqual([]);
    expect(list.pieces.length).toBe(save.value.game.pieces.length);
  }, 60_000);

  it('refuses The Longest Day’s scenario_5.sav, which is not a zip, in one line', async () => {
    const r = await runCommand('vassal', '--module', `${REAL}tld/tld.vmod`, `${REAL}tld/scenario_5.sav`);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toEqual([expect.stringMatching(/^adjutant vassal: ".*scenario_5\.sav": The saved game is not a zip archive/)]);
  }, 60_000);

  it('lists VASL’s pieces with the boards its own picker laid out, and says once that those boards are not in the module', async () => {
    const list = await listed('--module', `${REAL}asl/vasl.vmod`, `${REAL}asl/hill-621.vsav`);
    expect(list.boards['Main Map']).toEqual([
      { name: '02', column: 0, row: 0, reversed: false },
      { name: '04', column: 0, row: 1, reversed: false },
      { name: '03', column: 0, row: 2, reversed: false },
    ]);
    expect(list.pieces).toHaveLength(165);
    expect(list.notes.filter((n) => n.includes('not in the module'))).toEqual([
      'The boards of map "Main Map" are not in the module (VASL keeps them in separate board archives; this game lays out boards "02", "04", "03"), so its 163 pieces are listed without locations.',
    ]);
  }, 60_000);
});
