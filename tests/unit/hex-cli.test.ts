import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
  return { code, out, err };
}

describe('adjutant hex', () => {
  it('--neighbors --json prints {hex, neighbors} with canonical labels', async () => {
    const { code, out } = await run('hex', '--game', 'gettysburg-77', '--neighbors', 'O38', '--json');
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(json.hex).toBe('O38');
    expect([...json.neighbors].sort()).toEqual(['N38', 'N39', 'O37', 'O39', 'P37', 'P38']);
    const dashed = JSON.parse((await run('hex', '--game', 'gettysburg-77', '--neighbours', 'II-42', '--json')).out);
    expect(dashed.hex).toBe('II42');
  });

  it('lists fewer neighbours at the edge of the labels', async () => {
    const json = JSON.parse((await run('hex', '--game', 'gettysburg-77', '--neighbors', 'A1', '--json')).out);
    expect(json).toEqual({ hex: 'A1', neighbors: ['A2', 'B1'] });
  });

  it('answers for gettysburg-88 and cemetery-hill in their own labels', async () => {
    const g88 = JSON.parse((await run('hex', '--game', 'gettysburg-88', '--neighbors', 'E8', '--json')).out);
    expect([...g88.neighbors].sort()).toEqual(['D7', 'D8', 'E7', 'E9', 'F7', 'F8']);
    const ch = JSON.parse((await run('hex', '--game', 'cemetery-hill', '--distance', '0127', '0104', '--json')).out);
    expect(ch).toEqual({ from: '0127', to: '0104', distance: 23 });
  });

  it('--distance takes two hexes and prints {from, to, distance}', async () => {
    const { code, out } = await run('hex', '--game', 'gettysburg-77', '--distance', 'Q36', 'V31', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ from: 'Q36', to: 'V31', distance: 5 });
    const json = JSON.parse((await run('hex', '--json', '--game', 'gettysburg-88', '--distance', 'S4', 'U5')).out);
    expect(json).toEqual({ from: 'S4', to: 'U5', distance: 2 });
  });

  it('prints sentences for a person without --json', async () => {
    const n = await run('hex', '--game', 'gettysburg-77', '--neighbors', 'O38');
    expect(n.code).toBe(0);
    expect(n.out).toMatch(/O38 has 6 neighbours: /);
    const d = await run('hex', '--game', 'gettysburg-77', '--distance', 'O38', 'O39');
    expect(d.out).toMatch(/O38 to O39 is 1 hex\./);
  });

  describe('--line', () => {
    it('--json prints {from, to, crossed, grazed}: labels in order, both ends crossed, each graze along an edge', async () => {
      const { code, out } = await run('hex', '--game', 'gettysburg-77', '--line', 'O38', 'Q40', '--json');
      expect(code).toBe(0);
      expect(JSON.parse(out)).toEqual({
        from: 'O38',
        to: 'Q40',
        crossed: ['O38', 'P39', 'Q40'],
        grazed: [
          { hexes: ['O39', 'P38'], at: 'edge' },
          { hexes: ['P40', 'Q39'], at: 'edge' },
        ],
      });
    });

    it('says where a line passes exactly through a corner: the hex it only touches, beside one it crosses', async () => {
      // O38 → N43 is (0, 0) → (5, −1) in axial: through two corners, a third and two thirds of the way along.
      const json = JSON.parse((await run('hex', '--game', 'gettysburg-77', '--line', 'O38', 'N43', '--json')).out);
      expect(json.crossed).toEqual(['O38', 'O39', 'O40', 'N41', 'N42', 'N43']);
      expect(json.grazed).toEqual([
        { hexes: ['N40', 'O40'], at: 'vertex' },
        { hexes: ['N41', 'O41'], at: 'vertex' },
      ]);
      const text = (await run('hex', '--game', 'gettysburg-77', '--line', 'O38', 'N43')).out;
      expect(text).toContain('through a corner of N40, beside O40');
      expect(text).toContain('through a corner of O41, beside N41');
    });

    it('reads the same line backwards, with canonical labels, and a hex to itself', async () => {
      const back = JSON.parse((await run('hex', '--game', 'gettysburg-77', '--line', 'Q40', 'O38', '--json')).out);
      expect(back.crossed).toEqual(['Q40', 'P39', 'O38']);
      expect(back.grazed).toEqual([
        { hexes: ['Q39', 'P40'], at: 'edge' },
        { hexes: ['P38', 'O39'], at: 'edge' },
      ]);
      expect(JSON.parse((await run('hex', '--json', '--game', 'gettysburg-77', '--line', 'II-42', 'II42')).out)).toEqual({ from: 'II42', to: 'II42', crossed: ['II42'], grazed: [] });
    });

    it("answers in each hex game's own labels", async () => {
      expect(JSON.parse((await run('hex', '--game', 'gettysburg-88', '--line', 'E6', 'J8', '--json')).out)).toEqual({
        from: 'E6',
        to: 'J8',
        crossed: ['E6', 'F6', 'G7', 'H7', 'I8', 'J8'],
        grazed: [],
      });
      const ch = JSON.parse((await run('hex', '--game', 'cemetery-hill', '--line', '0127', '0104', '--json')).out);
      expect(ch.crossed).toHaveLength(24);
      expect([ch.crossed[0], ch.crossed[23]]).toEqual(['0127', '0104']);
    });

    it('prints sentences for a person without --json', async () => {
      const edge = await run('hex', '--game', 'gettysburg-77', '--line', 'O38', 'Q40');
      expect(edge.code).toBe(0);
      expect(edge.out).toMatch(/the line from O38 to Q40 crosses 3 hexes: O38, P39, Q40\./);
      expect(edge.out).toMatch(/along the hexside between O39 and P38\n.*along the hexside between P40 and Q39/);
      const row = await run('hex', '--game', 'gettysburg-77', '--line', 'O38', 'O44');
      expect(row.out).toMatch(/crosses 7 hexes: O38, O39, O40, O41, O42, O43, O44\.\nIt runs along no hexside and through no corner\./);
    });
  });

  it.each([
    [['hex', '--game', 'gettysburg-77', '--neighbors', 'Z0'], /--neighbors: "Z0" is not a gettysburg-77 hex; .*like O38/],
    [['hex', '--game', 'gettysburg-77', '--neighbors', 'o38'], /"o38" is not a gettysburg-77 hex; .*capital/],
    [['hex', '--game', 'gettysburg-88', '--distance', 'E6', 'E06'], /--distance: "E06" is not a gettysburg-88 hex; .*like E6/],
    [['hex', '--game', 'cemetery-hill', '--neighbors', '127'], /"127" is not a cemetery-hill hex; .*four digits/],
    [['hex', '--game', 'gettysburg-77', '--distance', '-5', 'O38'], /"-5" is not a gettysburg-77 hex/],
    [['hex', '--game', 'gettysburg-77', '--distance', 'O38'], /--distance takes two hexes/],
    [['hex', '--game', 'gettysburg-77', '--distance', 'O38', 'O39', 'O40'], /unexpected argument "O40"/],
    [['hex', '--game', 'gettysburg-77', '--neighbors', 'O38', 'O39'], /unexpected argument "O39"/],
    [['hex', '--game', 'gettysburg-77'], /give --neighbors <hex>, --distance <a> <b> or --line <a> <b>\.\n$/],
    [['hex', '--game', 'gettysburg-77', '--neighbors', 'O38', '--distance', 'O38', 'O39'], /only one of them/],
    [['hex', '--game', 'gettysburg-77', '--line', 'O38', 'O39', '--distance', 'O38'], /only one of them/],
    [['hex', '--game', 'gettysburg-77', '--line', 'O38'], /--line takes two hexes: --line <a> <b>/],
    [['hex', '--game', 'gettysburg-77', '--line', 'O38', 'O39', 'O40'], /unexpected argument "O40": --line takes two hexes/],
    [['hex', '--game', 'gettysburg-77', '--line', 'O38', 'Z0'], /--line: "Z0" is not a gettysburg-77 hex; .*like O38/],
    [['hex', '--game', 'gettysburg-88', '--line', 'E06', 'E6'], /--line: "E06" is not a gettysburg-88 hex/],
    [['hex', '--game', 'they-met', '--line', '1', '2'], /--line: they-met is played on areas, not hexes; a line needs a hex map/],
    [['hex', '--game', 'they-met', '--adjacency', 'x.json', '--line', '1', '2'], /a line needs a hex map/],
    [['hex', '--game', 'high-tide', '--line', 'A1', 'A2'], /high-tide: its map and hex labels are not in Adjutant's sources/],
    [['hex', '--neighbors', 'O38'], /--game is missing/],
    [['hex', '--game', 'chess', '--neighbors', 'O38'], /unknown game "chess"/],
    [['hex', '--game', 'high-tide', '--neighbors', 'O38'], /high-tide: its map and hex labels are not in Adjutant's sources/],
    [['hex', '--game', 'they-met', '--neighbors', '19'], /they-met is played on numbered areas .* not hexes.*--adjacency/],
    [['hex', '--game', 'gettysburg-77', '--adjacency', 'x.json', '--neighbors', 'O38'], /--adjacency is for they-met/],
    [['hex', '--game', 'gettysburg-77', '--neighbors', 'O38', '--bogus'], /Unknown option '--bogus'/],
  ])('exits 2 with one line naming the problem: %j', async (argv, message) => {
    const { code, out, err } = await run(...argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(message);
  });

  describe('they-met with an adjacency list the user supplies', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-hex-'));
    // A made-up test list, not the game's real map.
    const good = join(dir, 'areas.json');
    writeFileSync(good, JSON.stringify({ format: 'adjutant-area-map/1', game: 'they-met', adjacency: { '1': [2], '2': [1, 3], '3': [2], 'Test Zone': [] } }));
    const oneWay = join(dir, 'one-way.json');
    writeFileSync(oneWay, JSON.stringify({ format: 'adjutant-area-map/1', game: 'they-met', adjacency: { '1': [2], '2': [] } }));

    it('answers neighbours and distance over areas', async () => {
      expect(JSON.parse((await run('hex', '--game', 'they-met', '--adjacency', good, '--neighbors', '2', '--json')).out)).toEqual({ area: '2', neighbors: ['1', '3'] });
      expect(JSON.parse((await run('hex', '--game', 'they-met', '--adjacency', good, '--distance', '1', '3', '--json')).out)).toEqual({ from: '1', to: '3', distance: 2 });
      expect(JSON.parse((await run('hex', '--game', 'they-met', '--adjacency', good, '--distance', '1', 'Test Zone', '--json')).out).distance).toBeNull();
      expect((await run('hex', '--game', 'they-met', '--adjacency', good, '--distance', '1', '3')).out).toMatch(/1 to 3 is 2 steps/);
    });

    it('names a bad entry in the list, an unknown area, and a missing file', async () => {
      const bad = await run('hex', '--game', 'they-met', '--adjacency', oneWay, '--neighbors', '1');
      expect(bad.code).toBe(2);
      expect(bad.err).toContain('adjacency["1"][0]');
      const unknown = await run('hex', '--game', 'they-met', '--adjacency', good, '--neighbors', '7');
      expect(unknown.code).toBe(2);
      expect(unknown.err).toMatch(/"7" is not an area or Zone of your adjacency list/);
      const missing = await run('hex', '--game', 'they-met', '--adjacency', join(dir, 'none.json'), '--neighbors', '1');
      expect(missing.err).toMatch(/cannot read the file/);
    });
  });
});
