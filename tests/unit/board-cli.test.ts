import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOARD_LIMITS } from '../../src/engine/core/board/board.js';
import { runCli } from '../../src/cli/run-cli.js';

const EXAMPLE = fileURLToPath(new URL('../../examples/boards/gettysburg-77-july-1-7am.json', import.meta.url));

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'adjutant-board-cli-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const MINIMAL = {
  format: 'adjutant-board/1',
  game: 'cemetery-hill',
  units: [{ id: 'a', name: 'Brigade A', side: 'union', type: 'infantry', location: { kind: 'hex', hex: '0127' } }],
};

describe('adjutant board', () => {
  it('prints a summary of the example board: game, time, units by side and state, off-map counts', async () => {
    const { code, out, err } = await run('board', EXAMPLE);
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(/^Board: Gettysburg \(1977\).*\(gettysburg-77\)/);
    expect(lines[1]).toBe('Time: July 1, 7 AM, day, Union to move');
    expect(out).toContain('Union: 3 units, 2 on the map; off the map: 1 not yet entered');
    expect(out).toContain('  on the map: 2 in good order');
    expect(out).toContain('Confederate: 5 units, 0 on the map; off the map: 5 not yet entered');
    expect(out).toContain('Markers: 17');
    expect(out).toContain('Terrain given for 8 hexes');
  });

  it('--json prints the normalized board, defaults filled and labels canonical', async () => {
    const path = file('minimal.json', JSON.stringify({ ...MINIMAL, game: 'gettysburg-77', units: [{ ...MINIMAL.units[0], location: { kind: 'hex', hex: 'II-42' } }] }));
    const { code, out } = await run('board', path, '--json');
    expect(code).toBe(0);
    const board = JSON.parse(out);
    expect(board.units[0].location).toEqual({ kind: 'hex', hex: 'II42' });
    expect(board.units[0].status).toEqual({ disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' });
    expect(board.source).toEqual({ kind: 'file', name: path });
    expect(board.time).toEqual({ turn: null, day: null, hour: null, light: null, phasingSide: null });
  });

  it('counts statuses of the units on the map and the units off it', async () => {
    const units = [
      { id: 'a', name: 'A', side: 'union', type: 'infantry', location: { kind: 'hex', hex: '0127' }, status: { disorganized: 1, shattered: true }, steps: { left: 1 } },
      { id: 'b', name: 'B', side: 'union', type: 'infantry', location: { kind: 'hex', hex: '0128' }, status: { routed: true } },
      { id: 'c', name: 'C', side: 'union', type: 'infantry', location: { kind: 'off-map', why: 'eliminated' } },
      { id: 'd', name: 'D', side: 'union', type: 'cavalry', location: { kind: 'off-map', why: 'exited' } },
    ];
    const { code, out } = await run('board', file('statuses.json', JSON.stringify({ ...MINIMAL, units, time: { turn: 4 } })));
    expect(code).toBe(0);
    expect(out).toContain('Time: turn 4');
    expect(out).toContain('Union: 4 units, 2 on the map; off the map: 1 exited, 1 eliminated');
    expect(out).toContain('  on the map: 1 disorganized, 1 shattered, 1 routed, 1 reduced');
    expect(out).toContain('Confederate: 0 units, 0 on the map');
  });

  it('exits 2 on a bad board with one line: the file, the count, then the errors separated by semicolons', async () => {
    const bad = { ...MINIMAL, units: [{ ...MINIMAL.units[0], side: 'blue', location: { kind: 'hex', hex: 'M34' } }] };
    const path = file('bad.json', JSON.stringify(bad));
    const { code, out, err } = await run('board', path);
    expect(code).toBe(2);
    expect(out).toBe('');
    const lines = err.trim().split('\n');
    expect(lines).toHaveLength(1);
    const [head, first, second] = (lines[0] ?? '').split(/: (?=units)|; /);
    expect(head).toBe(`adjutant board: "${path}" is not a valid board (2 errors)`);
    expect(first).toBe('units[0].side: expected one of "union", "confederate" (found "blue")');
    expect(second).toMatch(/^units\[0\]\.location\.hex: expected a hex label valid for this game: four digits.* \(found "M34"\)$/);
  });

  it('names the first three errors of many and counts the rest', async () => {
    const units = Array.from({ length: 5 }, (_, i) => ({ ...MINIMAL.units[0], id: `u${i}`, side: 'blue' }));
    const { code, err } = await run('board', file('many.json', JSON.stringify({ ...MINIMAL, units })));
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('(5 errors): units[0].side');
    expect(err).toContain('units[2].side');
    expect(err).not.toContain('units[3].side');
    expect(err.trim()).toMatch(/ \(and 2 more\)$/);
  });

  it('exits 2 on bad JSON, a file too large, a missing file, and a missing or extra argument', async () => {
    expect((await run('board', file('broken.json', '{"format": '))).err).toMatch(/is not a valid board \(1 error\): \(file\): expected valid JSON/);
    const big = await run('board', file('big.json', ' '.repeat(BOARD_LIMITS.json + 1)));
    expect(big.code).toBe(2);
    expect(big.err).toContain(`(file): expected at most ${BOARD_LIMITS.json} characters of JSON`);
    const missing = await run('board', join(dir, 'nope.json'));
    expect(missing).toMatchObject({ code: 2 });
    expect(missing.err).toContain('cannot read the file');
    expect((await run('board')).err).toContain('give the board file');
    expect((await run('board', 'a.json', 'b.json')).err).toContain('one board file at a time');
    expect((await run('board', EXAMPLE, '--yaml')).code).toBe(2);
  });

  it('--help prints the usage', async () => {
    const { code, out } = await run('board', '--help');
    expect(code).toBe(0);
    expect(out).toContain('adjutant board <file.json> [--json]');
    expect(out).toContain('adjutant board <units.txt> --game <id> [--text] [--json]');
  });

  it('a --game given with a board file must be the board’s own game', async () => {
    const path = file('minimal-game.json', JSON.stringify(MINIMAL));
    expect((await run('board', path, '--game', 'cemetery-hill')).code).toBe(0);
    const other = await run('board', path, '--game', 'gettysburg-77');
    expect(other.code).toBe(2);
    expect(other.err).toContain(`"${path}" is a board of cemetery-hill, not gettysburg-77`);
  });
});

// Made-up units and strengths, for the tests only.
const LIST = ['# a made-up list', 'name, side, strength, hex', 'Gamble, Union, cav, 4/2, M35', 'Davis | CSA | 3r | D-23', 'Reynolds  USA  HQ  off-map', ''].join('\n');

describe('adjutant board, a unit list', () => {
  it('reads a file that is not JSON as a unit list of the --game and sums it up, named by the file', async () => {
    const path = file('units.txt', LIST);
    const { code, out, err } = await run('board', path, '--game', 'gettysburg-77');
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe(`Board: Gettysburg (1977), Intermediate Game (gettysburg-77), from ${path}`);
    expect(lines[1]).toBe('Time: not given');
    expect(out).toContain('Union: 2 units, 1 on the map; off the map: 1 not yet entered');
    expect(out).toContain('Confederate: 1 unit, 1 on the map');
    expect(out).toContain('  on the map: 1 in good order, 1 reduced');
  });

  it('--json prints the board read from the list, hex labels canonical and the file as its source', async () => {
    const { code, out } = await run('board', file('units-json.txt', LIST), '--game', 'gettysburg-77', '--json');
    expect(code).toBe(0);
    const board = JSON.parse(out);
    expect(board.format).toBe('adjutant-board/1');
    expect(board.source).toEqual({ kind: 'text', name: join(dir, 'units-json.txt') });
    expect(board.units.map((u: { id: string; location: unknown }) => [u.id, u.location])).toEqual([
      ['union-gamble', { kind: 'hex', hex: 'M35' }],
      ['confederate-davis', { kind: 'hex', hex: 'D23' }],
      ['union-reynolds', { kind: 'off-map', why: 'not-entered' }],
    ]);
    expect(board.units[1].steps).toEqual({ left: 1, full: 2 });
  });

  it('needs --game for a unit list, and a game it knows', async () => {
    const path = file('units-nogame.txt', LIST);
    const missing = await run('board', path);
    expect(missing.code).toBe(2);
    expect(missing.out).toBe('');
    expect(missing.err).toBe(`adjutant board: "${path}" is not JSON, so it is read as a unit list, which needs its game: add --game <id> (gettysburg-77, gettysburg-88, cemetery-hill, high-tide, they-met).\n`);
    const unknown = await run('board', path, '--game', 'risk');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown game "risk"; expected one of: gettysburg-77,');
  });

  it('exits 2 naming the lines it cannot read in one line, and prints no board', async () => {
    const path = file('units-bad.txt', `${LIST}Archer, Blu, 4, E24\nPegram, C, art, 2, Oak\n`);
    const { code, out, err } = await run('board', path, '--game', 'gettysburg-77');
    expect(code).toBe(2);
    expect(out).toBe('');
    const lines = err.trim().split('\n');
    expect(lines).toHaveLength(1);
    const [head, first, second] = (lines[0] ?? '').split(/: (?=line)|; /);
    expect(head).toBe(`adjutant board: "${path}" is not a valid unit list (2 problems)`);
    expect(first).toBe('line 6: expected a side (Union or Confederate), found "Blu"');
    expect(second).toMatch(/^line 7: expected a type .* found "Oak"$/);
  });

  it('--text reads a file as a unit list even when it starts like JSON', async () => {
    const path = file('looks-json.txt', JSON.stringify(MINIMAL));
    const asList = await run('board', path, '--text', '--game', 'cemetery-hill');
    expect(asList.code).toBe(2);
    expect(asList.err).toContain('is not a valid unit list');
    const list = file('list-text.txt', 'Brigade A, Union, 4, 0127');
    const read = await run('board', list, '--text', '--game', 'cemetery-hill', '--json');
    expect(read.code).toBe(0);
    expect(JSON.parse(read.out).units[0].location).toEqual({ kind: 'hex', hex: '0127' });
  });

  it('reads a They Met list by areas', async () => {
    const { code, out } = await run('board', file('they-met.txt', 'Buford, Union, cav, 3, area 19\n'), '--game', 'they-met', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out).units[0].location).toEqual({ kind: 'area', area: '19' });
  });
});
