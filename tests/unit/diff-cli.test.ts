import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCommand, tempFiles } from '../support/cli-run.js';
import { boardPicker, hexCentre, logText, moduleZip, movePiece, pieceState, pieceType, saveZip, savedGameText, addPiece, traits, VASSAL_DEFAULT_NUMBERING, type GridParams } from '../support/vassal-writer.js';

/** `adjutant diff`: two boards of one game, or VASSAL saves and logs with their module. Made-up files in a temporary folder. */

const write = tempFiles('adjutant-diff-cli-');
/** A zip's bytes as they are (tempFiles writes text). */
function binary(name: string, bytes: Uint8Array): string {
  const path = write(name, '');
  writeFileSync(path, bytes);
  return path;
}
const u = (id: string, side: string, hex: string | null, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  name: `Brigade ${id}`,
  side,
  type: 'infantry',
  location: hex === null ? { kind: 'off-map', why: 'eliminated' } : { kind: 'hex', hex },
  ...more,
});
const boardFile = (name: string, units: unknown[], extra: Record<string, unknown> = {}): string =>
  write(name, { format: 'adjutant-board/1', game: 'gettysburg-77', time: { turn: 4, phasingSide: 'confederate' }, units, ...extra });

const earlier = boardFile('earlier.json', [u('a', 'union', 'V35'), u('b', 'confederate', 'A10'), u('c', 'union', 'W40')], { markers: [{ kind: 'occupation', hex: 'V35', side: 'union' }] });
const later = boardFile('later.json', [u('a', 'union', 'V36'), u('b', 'confederate', null), u('c', 'union', 'W40', { steps: { left: 1, full: 2 } })], {
  markers: [{ kind: 'occupation', hex: 'V35', side: 'confederate' }],
});

async function answer(...argv: string[]): Promise<Record<string, unknown>> {
  const r = await runCommand('diff', ...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Record<string, unknown>;
}

async function refused(...argv: string[]): Promise<string> {
  const { code, out, err } = await runCommand('diff', ...argv);
  expect({ code, out, lines: err.trimEnd().split('\n').length }, JSON.stringify(argv)).toEqual({ code: 2, out: '', lines: 1 });
  return err.trimEnd();
}

describe('adjutant diff on two boards', () => {
  it('gives every kind of change as JSON, in the shape documented', async () => {
    const d = await answer(earlier, later);
    expect(Object.keys(d)).toEqual(['game', 'moved', 'lost', 'regained', 'eliminated', 'arrived', 'exited', 'status', 'control', 'vp', 'battles', 'notes']);
    expect(d.moved).toEqual([{ unit: 'a', name: 'Brigade a', from: 'V35', to: 'V36' }]);
    expect(d.lost).toEqual([{ unit: 'c', name: 'Brigade c', steps: 1 }]);
    expect(d.eliminated).toEqual([{ unit: 'b', name: 'Brigade b' }]);
    expect(d.control).toEqual([{ hex: 'V35', marker: 'occupation', from: 'union', to: 'confederate' }]);
    expect(d.vp).toMatchObject({ before: { union: expect.any(Number), confederate: expect.any(Number) }, after: { union: expect.any(Number) } });
  });

  it('prints a list for a person, and says when nothing changed', async () => {
    const r = await runCommand('diff', earlier, later);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Moved (1):\n  Brigade a (a): V35 → V36\n');
    expect(r.out).toContain('Markers (1):\n  V35: occupation marker Union → Confederate\n');
    expect(r.out).toContain('Victory points:\n  before: Union ');
    const same = await runCommand('diff', earlier, earlier);
    expect(same.out).toContain('Nothing changed on the map.');
  });

  it('reads unit lists with --game', async () => {
    const a = write('a.txt', 'Gamble, Union, cav, 4/2, V35\n');
    const b = write('b.txt', 'Gamble, Union, cav, 4/2, V37\n');
    const d = await answer(a, b, '--game', 'gettysburg-77');
    expect(d.moved).toEqual([expect.objectContaining({ from: 'V35', to: 'V37' })]);
  });

  it('refuses with status 2 and one line: boards of two games, a bad board, one file, a VASSAL file without its module', async () => {
    const g88 = write('g88.json', { format: 'adjutant-board/1', game: 'gettysburg-88', units: [] });
    expect(await refused(earlier, g88)).toMatch(/^adjutant diff: ".*earlier\.json" and ".*g88\.json": the boards are of two games \(gettysburg-77 and gettysburg-88\)/);
    expect(await refused(earlier, write('bad.json', { format: 'adjutant-board/1', game: 'gettysburg-77', units: [{ id: 1 }] }))).toMatch(/is not a valid board/);
    expect(await refused(earlier)).toMatch(/give two boards/);
    expect(await refused(earlier, later, earlier)).toMatch(/two files at most/);
    expect(await refused(earlier, write('game.vsav', 'PK\u0003\u0004rest'))).toMatch(/is a zip, as VASSAL saves are: give the module with --module/);
  });
});

describe('adjutant diff on an area game, with the player\'s adjacency list', () => {
  // They Met at Gettysburg: a Union brigade in area 31 lost a step beside a Confederate one in area 32.
  const area = (id: string, side: string, a: string, more: Record<string, unknown> = {}): Record<string, unknown> => ({ id, name: `Brigade ${id}`, side, type: 'infantry', location: { kind: 'area', area: a }, ...more });
  const tmBoard = (name: string, units: unknown[]): string => write(name, { format: 'adjutant-board/1', game: 'they-met', time: { phasingSide: 'confederate' }, units });
  const before = tmBoard('tm-before.json', [area('y', 'union', '31'), area('r', 'confederate', '32')]);
  const after = tmBoard('tm-after.json', [area('y', 'union', '31', { steps: { left: 1, full: 2 } }), area('r', 'confederate', '32')]);
  const adjacency = write('tm-adjacency.json', { format: 'adjutant-area-map/1', game: 'they-met', adjacency: { '30': ['31'], '31': ['30', '32'], '32': ['31', '33'], '33': ['32'] } });

  it('finds the likely battle only with --adjacency, which says which areas touch', async () => {
    const without = await answer(before, after);
    expect(without.battles).toEqual([]);
    expect(JSON.stringify(without.notes)).toContain('no adjacency list was given');
    const withList = await answer(before, after, '--adjacency', adjacency);
    const battles = withList.battles as { attackers: { unit: string }[]; defenders: { unit: string }[]; hexes: string[] }[];
    expect(battles.map((b) => [b.attackers.map((u) => u.unit), b.defenders.map((u) => u.unit)])).toEqual([[['r'], ['y']]]);
  });

  it('refuses with status 2 and one line: a bad list, a hex game, VASSAL files', async () => {
    expect(await refused(before, after, '--adjacency', write('bad-adjacency.json', { format: 'adjutant-area-map/1', game: 'they-met', adjacency: { '31': 'no' } }))).toMatch(/--adjacency: ".*" is not a valid adjacency list/);
    expect(await refused(earlier, later, '--adjacency', adjacency)).toMatch(/--adjacency is for games played on areas; .* is played on hexes/);
    expect(await refused('--module', earlier, earlier, later, '--adjacency', adjacency)).toMatch(/--adjacency is for boards of an area game/);
  });
});

describe('adjutant diff on VASSAL files', () => {
  const grid: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
  const at = (nx: number, ny: number): { x: number; y: number } => hexCentre(grid, nx, ny);
  const vmod = binary('m.vmod', moduleZip('Diff Module', [{ name: 'Main', boards: [{ name: 'Field', image: { file: 'f.png', width: 1000, height: 800 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] }]));
  const boards = [boardPicker('Main', [{ name: 'Field', column: 0, row: 0 }])];
  const side = [traits.marker({ Side: 'Union' })];
  const piece = (id: string, p: { x: number; y: number }): string => addPiece(id, pieceType(`Brigade ${id}`, side), pieceState(side, 'Main', p.x, p.y));
  const start = [piece('p1', at(2, 3)), piece('p2', at(5, 7))];
  const log = binary('game.vlog', saveZip(logText(start, boards, [movePiece('p1', 'Main', at(4, 4).x, at(4, 4).y)])));
  const save = binary('next.vsav', saveZip(savedGameText([piece('p1', at(4, 4)), piece('p3', at(1, 1))], boards)));

  it('one log: from its start to its end, the moves it logs', async () => {
    const d = await answer('--module', vmod, log);
    expect(Object.keys(d)).toEqual(['moved', 'added', 'removed', 'notes']);
    expect(d.moved).toEqual([expect.objectContaining({ piece: 'p1', name: 'Brigade p1' })]);
    expect(d.added).toEqual([]);
  });

  it('two files: pieces moved, added and removed, and a list for a person', async () => {
    const d = await answer('--module', vmod, log, save);
    expect(d.moved).toEqual([]);
    expect(d.added).toEqual([expect.objectContaining({ piece: 'p3' })]);
    expect(d.removed).toEqual([expect.objectContaining({ piece: 'p2' })]);
    const text = await runCommand('diff', '--module', vmod, log, save);
    expect(text.out).toMatch(/Added \(1\):\n {2}p3 {2}Brigade p3 at /);
  });
});
