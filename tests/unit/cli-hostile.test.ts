import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/cli/nearest.js';
import { COMMAND_NAMES, runCli } from '../../src/cli/run-cli.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';
import { nestedText, ownKeys, PROTOTYPE_NAMES } from '../support/hostile-json.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const EXAMPLE = readFileSync(new URL('../../examples/boards/gettysburg-77-july-1-7am.json', import.meta.url), 'utf8');

/** A made-up Gettysburg (1977) board of thirty brigades on the map, to list more ids than a message shows. */
const CROWDED = JSON.stringify({
  format: 'adjutant-board/1',
  game: 'gettysburg-77',
  units: Array.from({ length: 30 }, (_, i) => ({
    id: `brigade-${String(i).padStart(2, '0')}`,
    name: `Brigade ${i}`,
    side: i < 15 ? 'union' : 'confederate',
    type: 'infantry',
    location: { kind: 'hex', hex: `O${20 + i}` },
  })),
});

/** Files the in-memory command line can read: good ones, and every hostile kind the fuzzer found. */
const FILES: ReadonlyMap<string, string> = new Map([
  ['board.json', EXAMPLE],
  ['crowded.json', CROWDED],
  ['table.json', JSON.stringify(MADE_UP_RATIO)],
  ['g88.json', JSON.stringify(MADE_UP_TEST_COSTS)],
  ['deep-3200.json', nestedText(3200)],
  ['deep-10000.json', nestedText(10_000)],
  ['brackets.json', '['.repeat(1_000_000)],
  ['tostring-cell.json', JSON.stringify({ ...MADE_UP_RATIO, rows: [{ roll: 1, results: [{ toString: 1 }, 'AR', 'AR', 'AR'] }, ...MADE_UP_RATIO.rows.slice(1)] })],
  ['deep-cell.json', JSON.stringify({ ...MADE_UP_RATIO, rows: [] }).replace('"rows":[]', `"rows":[{"roll":1,"results":[${nestedText(3200)},"AR","AR","AR"]}]`)],
  ['proto-keys.json', JSON.stringify(ownKeys(PROTOTYPE_NAMES, { toString: 1 }))],
  ['proto-board.json', JSON.stringify({ ...JSON.parse(EXAMPLE), ...ownKeys(['__proto__', 'constructor'], { format: 'x' }) })],
  ['broken.json', '{"format": '],
  ['empty.json', ''],
  ['list.txt', 'Gamble, Union, cav, 4/2, M35\nconstructor, Union, inf, 3, __proto__\n'],
  ['bom.json', `\uFEFF${JSON.stringify(MADE_UP_RATIO)}`],
]);
const FILE_NAMES = [...FILES.keys(), 'missing.json', 'line\nbreak.json', '\u001b[2Jclear.json'];

interface Run {
  readonly code: number;
  readonly out: readonly string[];
  readonly err: readonly string[];
}

async function run(argv: readonly string[], options: { debug?: boolean; out?: (t: string) => void } = {}): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: options.out ?? ((t) => out.push(t)),
    err: (t) => err.push(t),
    readFile: async (path) => {
      const text = FILES.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
    debug: options.debug ?? false,
  });
  return { code, out, err };
}

/** The promise every command line keeps: 0 with nothing on standard error, or 2 with exactly one line there. */
function expectOneLineOrAnswer(r: Run, argv: readonly string[]): void {
  const what = JSON.stringify(argv).slice(0, 300);
  expect([0, 2], what).toContain(r.code);
  if (r.code === 0) {
    expect(r.err, what).toEqual([]);
    return;
  }
  expect(r.err, what).toHaveLength(1);
  const line = r.err[0] ?? '';
  expect(line, what).toMatch(/^adjutant/);
  expect(line, what).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
  expect(line, what).not.toMatch(/\bundefined\b|\[object Object\]|\n\s+at /);
}

/** Each command and the options it takes (name → takes a value). */
const OPTIONS: Readonly<Record<string, readonly string[]>> = {
  odds: ['--game', '--attack', '--defense', '--defence', '--drm', '--table', '--json'],
  hex: ['--game', '--neighbors', '--neighbours', '--distance', '--line', '--adjacency', '--json'],
  board: ['--game', '--text', '--json'],
  modifiers: ['--board', '--attackers', '--defenders', '--rules', '--field', '--lender', '--elevations', '--experience', '--terrain-effects', '--area-tems', '--combat', '--game', '--json'],
  modifications: ['--game', '--apply', '--json'],
  move: ['--board', '--unit', '--path', '--settings', '--general', '--general-path', '--allowance', '--json'],
  retreat: ['--board', '--unit', '--attackers', '--battle', '--settings', '--voluntary', '--rules-only', '--json'],
  influence: ['--board', '--side', '--optional-artillery', '--json'],
  plan: ['--board', '--side', '--goal', '--rules', '--json'],
  artillery: ['--board', '--gun', '--target', '--settings', '--json'],
  ledger: ['--board', '--settings', '--player-turn', '--json'],
  'cavalry-vp': ['--exits', '--json'],
  victory: ['--game', '--union-vp', '--confederate-vp', '--json'],
  rules: ['--game', '--limit', '--list', '--json'],
  reorganize: ['--input', '--json'],
  capture: ['--guns', '--roll', '--json'],
  vassal: ['--module', '--at', '--json'],
  diff: ['--game', '--module', '--json'],
};
const ALL_OPTIONS = [...new Set(Object.values(OPTIONS).flat())];

const word: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ALL_OPTIONS) },
  { weight: 2, arbitrary: fc.constantFrom(...FILE_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom('gettysburg-77', 'cemetery-hill', 'they-met', 'gettysburg-88', '4', '-1', '0', '999999999999', 'O38', 'union-gamble,union-devin', 'confederate-davis', 'union', 'a=b', '--', '-', '-h') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
);

describe('the command line on hostile input', () => {
  it('any command line ends with status 0, or status 2 and exactly one line on standard error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...COMMAND_NAMES), word), fc.array(word, { maxLength: 8 }), async (command, args) => {
        const argv = [command, ...args];
        expectOneLineOrAnswer(await run(argv), argv);
      }),
      { numRuns: 250 },
    );
  });

  it('a well-formed command with any option given any hostile value: status 0, or 2 and one line', async () => {
    const command = fc.constantFrom(...COMMAND_NAMES);
    await fc.assert(
      fc.asyncProperty(
        command.chain((c) => fc.tuple(fc.constant(c), fc.array(fc.tuple(fc.constantFrom(...(OPTIONS[c] ?? [])), word), { maxLength: 5 }))),
        async ([c, pairs]) => {
          const argv = [c, ...pairs.flat()];
          expectOneLineOrAnswer(await run(argv), argv);
        },
      ),
      { numRuns: 250 },
    );
  });

  it('every hostile file, read by every option that reads a file, is refused in one line with status 2', async () => {
    const readers: readonly ((file: string) => string[])[] = [
      (f) => ['odds', '--game', 'cemetery-hill', '--attack', '4', '--defense', '2', '--table', f],
      (f) => ['board', f],
      (f) => ['board', f, '--game', 'gettysburg-77', '--text'],
      (f) => ['hex', '--game', 'they-met', '--adjacency', f, '--neighbors', '1'],
      (f) => ['modifiers', '--board', f, '--attackers', 'x', '--defenders', 'y'],
      (f) => ['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-00', '--defenders', 'brigade-20', '--terrain-effects', f],
      (f) => ['move', '--board', f, '--unit', 'x', '--path', 'G10'],
      (f) => ['influence', '--board', f, '--side', 'union'],
      (f) => ['artillery', '--board', f, '--gun', 'x'],
      (f) => ['ledger', '--board', 'board.json', '--settings', f],
      (f) => ['reorganize', '--input', f],
    ];
    const hostile = ['deep-3200.json', 'deep-10000.json', 'brackets.json', 'tostring-cell.json', 'deep-cell.json', 'proto-keys.json', 'broken.json', 'empty.json', 'missing.json', 'line\nbreak.json', '\u001b[2Jclear.json'];
    for (const read of readers) {
      for (const file of hostile) {
        const argv = read(file);
        const r = await run(argv);
        expectOneLineOrAnswer(r, argv);
        // Ledger settings are any object of figures; one that names none is an answer without them.
        const answer = argv[0] === 'ledger' && (file === 'tostring-cell.json' || file === 'proto-keys.json');
        expect(r.code, JSON.stringify(argv)).toBe(answer ? 0 : 2);
      }
    }
  });

  it('the combat table the fuzzer broke is named by its cell, or refused for its nesting, in one line', async () => {
    const odds = (file: string): string[] => ['odds', '--game', 'cemetery-hill', '--attack', '4', '--defense', '2', '--table', file];
    expect((await run(odds('tostring-cell.json'))).err).toEqual([
      'adjutant odds: --table: "tostring-cell.json" is not a valid combat table (1 error): rows[0].results[0]: expected a result code defined under results (found an object)',
    ]);
    for (const file of ['deep-cell.json', 'deep-3200.json', 'deep-10000.json']) {
      expect((await run(odds(file))).err).toEqual([expect.stringMatching(new RegExp(`^adjutant odds: --table: "${file}": expected lists and objects nested at most 64 deep \\(found deeper nesting at character \\d+\\)\\.$`))]);
    }
    expect((await run(odds('brackets.json'))).err).toEqual(['adjutant odds: --table: "brackets.json" is larger than 262144 characters.']);
  });
});

describe('words that are members of Object.prototype', () => {
  it.each(PROTOTYPE_NAMES)('"%s" as a command is an unknown command, also with --help', async (name) => {
    for (const argv of [[name], [name, '--help'], ['help', name]]) {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toEqual([expect.stringContaining(`unknown command "${name}"`)]);
      expect(r.out).toEqual([]);
    }
  });

  it('as an option value, a hex label, a unit id, a rule id, a game id or a result code: a clear line or a correct answer', async () => {
    const places: readonly ((w: string) => string[])[] = [
      (w) => ['odds', '--game', w, '--attack', '4', '--defense', '2'],
      (w) => ['odds', '--game', 'gettysburg-77', '--attack', w, '--defense', '2'],
      (w) => ['hex', '--game', 'gettysburg-77', '--neighbors', w],
      (w) => ['hex', '--game', 'gettysburg-77', '--distance', 'O38', w],
      (w) => ['board', 'list.txt', '--game', w],
      (w) => ['modifiers', '--board', 'board.json', '--attackers', w, '--defenders', 'union-gamble'],
      (w) => ['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-00', '--defenders', 'brigade-20', '--lender', w],
      (w) => ['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-00', '--defenders', 'brigade-20', '--rules', w],
      (w) => ['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-00', '--defenders', 'brigade-20', '--experience', `${w}=veteran`],
      (w) => ['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-00', '--defenders', 'brigade-20', '--elevations', `${w}=3`],
      (w) => ['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-00', '--defenders', 'brigade-20', '--combat', w],
      (w) => ['move', '--board', 'board.json', '--unit', w, '--path', 'G10'],
      (w) => ['influence', '--board', 'board.json', '--side', w],
      (w) => ['ledger', '--board', 'board.json', '--player-turn', w],
      (w) => ['rules', w],
      (w) => ['rules', 'zoc', '--game', w],
      (w) => ['victory', '--game', w, '--union-vp', '1', '--confederate-vp', '1'],
      (w) => ['cavalry-vp', '--exits', `3:${w}:1`],
    ];
    for (const name of PROTOTYPE_NAMES) {
      for (const place of places) {
        const argv = place(name);
        expectOneLineOrAnswer(await run(argv), argv);
      }
    }
  });

  it('a unit list naming a unit "constructor" at hex "__proto__" is refused naming the line', async () => {
    const r = await run(['board', 'list.txt', '--game', 'gettysburg-77']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([expect.stringMatching(/^adjutant board: "list.txt" is not a valid unit list \(1 problem\): line 2: /)]);
  });

  it('a board file with "__proto__" and "constructor" keys is refused naming them', async () => {
    const r = await run(['board', 'proto-board.json']);
    expect(r.code).toBe(2);
    expect(r.err[0]).toContain('__proto__');
  });
});

describe('help, version and typos', () => {
  it('--version prints the package version and exits 0, alone or after a command', async () => {
    for (const argv of [['--version'], ['-V'], ['odds', '--version']]) {
      expect(await run(argv)).toEqual({ code: 0, out: [`adjutant ${VERSION}`], err: [] });
    }
  });

  it('--help lists every command; <command> --help and help <command> print that command', async () => {
    const all = await run(['--help']);
    expect(all.code).toBe(0);
    for (const c of COMMAND_NAMES) expect(all.out.join('\n')).toContain(`adjutant ${c} `);
    for (const c of COMMAND_NAMES) {
      const one = await run([c, '--help']);
      expect(one.code).toBe(0);
      expect(one.out.join('\n')).toMatch(new RegExp(`^adjutant ${c} `));
      expect((await run(['help', c])).out).toEqual(one.out);
      // Help wins over options that are wrong.
      expect((await run([c, '--nonsense', '--help'])).code).toBe(0);
    }
  });

  it('no command at all is one line and status 2', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([expect.stringContaining('give a command')]);
  });

  it('a misspelt command names the nearest: oods → odds', async () => {
    expect((await run(['oods'])).err).toEqual([expect.stringContaining('did you mean odds?')]);
    expect((await run(['modifers'])).err).toEqual([expect.stringContaining('did you mean modifiers?')]);
    expect((await run(['zzzzzz'])).err[0]).not.toContain('did you mean');
  });

  it('--dmr → did you mean --drm?', async () => {
    const r = await run(['odds', '--game', 'gettysburg-77', '--attack', '4', '--defense', '2', '--dmr', '1']);
    expect(r).toEqual({ code: 2, out: [], err: ["adjutant odds: Unknown option '--dmr'; did you mean --drm?"] });
  });

  /** One typing slip in a word: a letter dropped, doubled, changed, or two swapped. */
  const slip = (w: string): fc.Arbitrary<string> =>
    fc.tuple(fc.integer({ min: 0, max: w.length - 1 }), fc.constantFrom('drop', 'double', 'change', 'swap'), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-')).map(([i, how, c]) => {
      if (how === 'drop') return w.slice(0, i) + w.slice(i + 1);
      if (how === 'double') return w.slice(0, i + 1) + w.slice(i);
      if (how === 'change') return w.slice(0, i) + c + w.slice(i + 1);
      return i + 1 < w.length ? w.slice(0, i) + (w[i + 1] ?? '') + (w[i] ?? '') + w.slice(i + 2) : w.slice(0, i) + c;
    });

  it('any option with one typing slip is answered in one line naming an option as near as the one meant', async () => {
    const typo = fc.constantFrom(...COMMAND_NAMES).chain((c) =>
      fc.constantFrom(...(OPTIONS[c] ?? [])).chain((o) => slip(o.slice(2)).map((t) => ({ command: c, option: o.slice(2), typed: t }))),
    );
    await fc.assert(
      fc.asyncProperty(typo, async ({ command, option, typed }) => {
        const known = (OPTIONS[command] ?? []).map((o) => o.slice(2));
        fc.pre(typed !== '' && !known.includes(typed) && !typed.startsWith('-'));
        const r = await run([command, `--${typed}`]);
        expect(r.code).toBe(2);
        expect(r.err).toHaveLength(1);
        const suggested = /did you mean --([a-z-]+)\?/.exec(r.err[0] ?? '')?.[1];
        expect(suggested, r.err[0]).toBeDefined();
        expect(known).toContain(suggested);
        const near = (k: string): number => (k.startsWith(typed) ? 1 : editDistance(typed, k));
        expect(near(suggested ?? '')).toBeLessThanOrEqual(near(option));
      }),
      { numRuns: 200 },
    );
  });

  it('node’s other option errors become one line in words', async () => {
    expect((await run(['odds', '--game'])).err).toEqual(['adjutant odds: --game needs a value: --game <value>.']);
    expect((await run(['odds', '--json=yes'])).err).toEqual(['adjutant odds: --json takes no value; give it alone.']);
    expect((await run(['odds', '--game', '--json'])).err).toEqual([expect.stringMatching(/^adjutant odds: --game needs a value, not the option after it/)]);
    expect((await run(['odds', 'json'])).err).toEqual(['adjutant odds: unexpected argument "json"; did you mean --json?']);
  });
});

describe('unknown unit ids', () => {
  it('an unknown attacker lists the board’s ids, nearest first, the first ten and how many more', async () => {
    const r = await run(['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-7', '--defenders', 'brigade-20']);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    const line = r.err[0] ?? '';
    expect(line).toMatch(/^adjutant modifiers: --attackers: no unit "brigade-7" on the board; did you mean "brigade-07"\? the board's unit ids, nearest first: brigade-07, /);
    expect(line).toMatch(/ and 20 more\.$/);
    expect(line.split('nearest first: ')[1]?.split(', ')).toHaveLength(10);
  });

  it.each(['--defenders', '--lender', '--experience'])('%s names the ids that exist too', async (option) => {
    const value = option === '--experience' ? 'ghost=veteran' : 'ghost';
    const base = ['modifiers', '--board', 'crowded.json', '--attackers', 'brigade-20', '--defenders', option === '--defenders' ? value : 'brigade-00'];
    const argv = option === '--defenders' ? base : [...base, option, value];
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([expect.stringContaining(`${option}: no unit "ghost" on the board; the board's unit ids, nearest first: `)]);
  });

  it('move --unit names the ids that exist', async () => {
    const g88 = JSON.stringify({ format: 'adjutant-board/1', game: 'gettysburg-88', units: [{ id: 'pegram', name: 'Pegram', side: 'confederate', type: 'infantry', location: { kind: 'hex', hex: 'G10' } }] });
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['move', '--board', 'g88-board.json', '--unit', 'pegrma', '--path', 'G10,G9', '--settings', 'g88.json'], {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      readFile: async (p) => (p === 'g88-board.json' ? g88 : (FILES.get(p) ?? Promise.reject(new Error('no')))),
    });
    expect(code).toBe(2);
    expect(err).toEqual([expect.stringMatching(/No unit "pegrma" is on the board\. Did you mean "pegram"\? the board's unit ids, nearest first: pegram\.$/)]);
  });
});

describe('a fault in Adjutant itself', () => {
  it('is one line asking for a report, status 1, and no stack trace', async () => {
    const r = await run(['odds', '--game', 'gettysburg-77', '--attack', '4', '--defense', '2'], {
      out: () => {
        throw new TypeError('made-up fault');
      },
    });
    expect(r.code).toBe(1);
    expect(r.err).toEqual([expect.stringMatching(/^adjutant odds: internal error \(TypeError: made-up fault\); please report this/)]);
  });

  it('shows the stack trace with ADJUTANT_DEBUG=1 (io.debug)', async () => {
    const r = await run(['odds', '--game', 'gettysburg-77', '--attack', '4', '--defense', '2'], {
      debug: true,
      out: () => {
        throw new TypeError('made-up fault');
      },
    });
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/TypeError: made-up fault\n\s+at /);
  });
});

describe('docs/cli.md: every command', () => {
  const doc = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Every command'), doc.indexOf('## `adjutant odds`'));

  it('gives the three exit statuses, --help, --version and ADJUTANT_DEBUG', () => {
    for (const words of ['| 0 |', '| 2 |', '| 1 |', 'npx adjutant --version', 'npx adjutant <command> --help', 'ADJUTANT_DEBUG=1']) expect(section).toContain(words);
  });

  it('its examples of a mistyped command and option are what the command line prints', async () => {
    const oods = (await run(['oods'])).err[0] ?? '';
    expect(section).toContain(oods.replace(/^adjutant: /, '').split('?')[0]);
    const dmr = (await run(['odds', '--game', 'gettysburg-77', '--attack', '4', '--defense', '2', '--dmr', '1'])).err[0] ?? '';
    expect(section.replace(/\n\s*/g, ' ')).toContain(dmr.replace(/^adjutant odds: /, ''));
  });
});

