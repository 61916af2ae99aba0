import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardUnit } from '../../src/engine/core/board/board.js';
import { GAME_IDS } from '../../src/engine/index.js';
import { readTextList, TEXT_LIST_LIMITS, type TextListResult } from '../../src/readers/text-list.js';

/** The strengths in these lists are made up for the tests; the rules do not print any. */

const HERE = dirname(fileURLToPath(import.meta.url));
const DOC = readFileSync(resolve(HERE, '../../docs/text-format.md'), 'utf8');

function units(result: TextListResult): BoardUnit[] {
  if (!result.board) throw new Error(`no board: ${result.problems.map((p) => p.message).join('; ')}`);
  return [...result.board.units];
}

function one(line: string, game: Parameters<typeof readTextList>[1] = 'gettysburg-77'): BoardUnit {
  const result = readTextList(line, game);
  expect(result.problems).toEqual([]);
  const [unit] = units(result);
  if (!unit) throw new Error('no unit');
  return unit;
}

function problems(text: string, game: Parameters<typeof readTextList>[1] = 'gettysburg-77'): string[] {
  return readTextList(text, game).problems.map((p) => p.message);
}

describe('reading a list', () => {
  it('reads the example of docs/text-format.md', () => {
    const example = /```\n([\s\S]*?)```/.exec(DOC)?.[1] ?? '';
    const result = readTextList(example, 'gettysburg-77');
    expect(result.problems).toEqual([]);
    expect(result.board?.source).toEqual({ kind: 'text', name: 'pasted unit list' });
    expect(units(result).map((u) => [u.id, u.side, u.type, u.strength, u.steps, u.location])).toEqual([
      ['union-gamble', 'union', 'cavalry', { full: 4, reduced: 2 }, { left: 2, full: 2 }, { kind: 'hex', hex: 'M35' }],
      ['union-devin', 'union', 'cavalry', { full: null, reduced: null }, { left: 2, full: 2 }, { kind: 'hex', hex: 'L39' }],
      ['confederate-davis', 'confederate', 'infantry', { full: null, reduced: 3 }, { left: 1, full: 2 }, { kind: 'hex', hex: 'D23' }],
      ['confederate-archer', 'confederate', 'infantry', { full: 4, reduced: null }, { left: 2, full: 2 }, { kind: 'hex', hex: 'E24' }],
      ['union-reynolds', 'union', 'headquarters', { full: null, reduced: null }, { left: 1, full: 1 }, { kind: 'off-map', why: 'not-entered' }],
      ['confederate-pegram', 'confederate', 'artillery', { full: 2, reduced: null }, { left: 2, full: 2 }, { kind: 'hex', hex: 'D22' }],
    ]);
    expect(units(result)[3]?.status.shattered).toBe(true);
  });

  it('accepts every separator and side word', () => {
    for (const line of ['Gamble, Union, 4, M34', 'Gamble\tUSA\t4\tM34', 'Gamble; U; 4; M34', 'Gamble | Federal | 4 | M34', 'Gamble   US   4   M34', 'Gamble union 4 m34', 'Union, Gamble, 4, M34']) {
      expect(one(line), line).toMatchObject({ name: 'Gamble', side: 'union', strength: { full: 4, reduced: null }, location: { kind: 'hex', hex: 'M34' } });
    }
    for (const side of ['Confederate', 'CSA', 'C.S.A.', 'C', 'Rebel', 'reb', 'CS']) expect(one(`Davis, ${side}, D23`).side, side).toBe('confederate');
  });

  it('reads names with spaces, brackets and full stops', () => {
    expect(one('F. Lee Confederate cav 3 D23')).toMatchObject({ name: 'F. Lee', type: 'cavalry' });
    expect(one('Von Gilsa, Union, 4, O38')).toMatchObject({ id: 'union-von-gilsa', name: 'Von Gilsa' });
    expect(one('Gamble (Cav), Union, M34')).toMatchObject({ name: 'Gamble', type: 'cavalry', formation: {} });
    expect(one('Reynolds (I HQ), Union, K30')).toMatchObject({ name: 'Reynolds', type: 'headquarters', formation: { corps: 'I' } });
    expect(one('McIntosh (III Arty), CSA, D23')).toMatchObject({ name: 'McIntosh', type: 'artillery', formation: { corps: 'III' } });
    expect(one('Cutler (I), USA, off')).toMatchObject({ name: 'Cutler', type: 'infantry', formation: { corps: 'I' } });
    expect(one('Davis (3mf), CSA, D23')).toMatchObject({ name: 'Davis (3mf)' });
    expect(one('Beckham, CSA, horse artillery, 2, D23').type).toBe('horse-artillery');
  });

  it('reads strengths, statuses and places', () => {
    expect(one('Davis, C, 4/2r, D23')).toMatchObject({ strength: { full: 4, reduced: 2 }, steps: { left: 1, full: 2 } });
    expect(one('Davis, C, ? , D23').strength).toEqual({ full: null, reduced: null });
    expect(one('Davis, C, 4 / 2, D23').strength).toEqual({ full: 4, reduced: 2 });
    expect(one('Davis, C, disorganized-2, shattered, D23').status).toMatchObject({ disorganized: 2, shattered: true });
    expect(one('Davis, C, elim').location).toEqual({ kind: 'off-map', why: 'eliminated' });
    expect(one('Davis, C, exited').location).toEqual({ kind: 'off-map', why: 'exited' });
    expect(one('Smith, Union, 3, II-42').location).toEqual({ kind: 'hex', hex: 'II42' });
  });

  it('reads each game by its own labels', () => {
    expect(one('Iron Brigade, Union, 6, F7', 'gettysburg-88').location).toEqual({ kind: 'hex', hex: 'F7' });
    expect(one('Buford, Union, cav, 3, 0127', 'cemetery-hill').location).toEqual({ kind: 'hex', hex: '0127' });
    expect(one('Heth, CSA, 5, area 19', 'they-met').location).toEqual({ kind: 'area', area: '19' });
  });

  it('skips comments, blank lines and a heading, and counts lines as written', () => {
    const result = readTextList('name, side, strength, hex\n\n# a comment\nGamble, Union, M34 # on the ridge\r\nDevin, Blu, L40', 'gettysburg-77');
    expect(units(result).map((u) => u.name)).toEqual(['Gamble']);
    expect(result.problems).toEqual([{ line: 5, message: 'line 5: expected a side (Union or Confederate), found "Blu"' }]);
  });

  it('gives each unit its own id', () => {
    const result = readTextList('Smith, Union, O38\nSmith, Union, O39\nSmith, CSA, D23', 'gettysburg-77');
    expect(units(result).map((u) => u.id)).toEqual(['union-smith', 'union-smith-2', 'confederate-smith']);
  });
});

describe('lines it cannot read', () => {
  it('says which line and what it expected', () => {
    expect(problems('Gamble, Union, 4')).toEqual(['line 1: expected a hex, or off-map, found nothing']);
    expect(problems('Gamble')).toEqual(['line 1: expected a side (Union or Confederate) after the name, found nothing']);
    expect(problems('Gamble, Union, 4, 5, M34')).toEqual(['line 1: expected one strength only, found "5"']);
    expect(problems('Gamble, Union, M34, M35')).toEqual(['line 1: expected one place only, found "M35"']);
    expect(problems('Gamble, Union, cav, inf, M34')).toEqual(['line 1: expected one type only, found "inf"']);
    expect(problems('Reynolds, Union, HQ, 5r, K30')).toEqual(['line 1: expected no reduced side (r) for a leader or headquarters, found "r"']);
    expect(problems('Gamble, Union, 4, Oak')[0]).toMatch(/^line 1: expected a type \(inf, cav, art, HQ\), a strength \(4, 4\/2 or 4r\), a hex \(.*\), off-map or a status, found "Oak"$/);
    expect(problems('Heth, CSA, 5, 19', 'they-met')).toEqual(['line 1: expected an area written with its word, like "area 19", found "19"']);
  });

  it('reads the good lines around a bad one', () => {
    const result = readTextList('Gamble, Union, M34\nnonsense here\nDevin, Union, L40', 'gettysburg-77');
    expect(units(result).map((u) => u.name)).toEqual(['Gamble', 'Devin']);
    expect(result.problems.map((p) => p.line)).toEqual([2]);
  });

  it('gives no board for a list with no unit', () => {
    expect(readTextList('', 'gettysburg-77')).toEqual({ board: null, problems: [{ line: null, message: 'expected one unit a line (name, side, strength, hex), found no units' }] });
    expect(readTextList('# only a comment\n', 'gettysburg-77').board).toBeNull();
  });

  it('refuses text beyond its limits before reading it', () => {
    expect(readTextList('x'.repeat(TEXT_LIST_LIMITS.characters + 1), 'gettysburg-77').problems[0]?.message).toBe(`expected at most 200000 characters, found 200001`);
    expect(readTextList('\n'.repeat(TEXT_LIST_LIMITS.lines), 'gettysburg-77').problems[0]?.message).toBe('expected at most 5000 lines, found 5001');
    expect(problems(`Gamble, Union, ${'M34 '.repeat(100)}`)).toEqual(['line 1: expected at most 300 characters on a line, found 415']);
    expect(problems(`${'N'.repeat(61)}, Union, M34`)[0]).toMatch(/^line 1: expected a unit name of at most 60 characters/);
  });

  it('lists 50 problems and counts the rest', () => {
    const result = readTextList(Array.from({ length: 80 }, () => 'Gamble, Blu, M34').join('\n'), 'gettysburg-77');
    expect(result.problems).toHaveLength(51);
    expect(result.problems.at(-1)).toEqual({ line: null, message: '30 more problems were found and are not listed' });
  });

  it('reads at most 2000 units', () => {
    const result = readTextList(Array.from({ length: 2001 }, (_, i) => `U${i}, Union, M34`).join('\n'), 'gettysburg-77');
    expect(units(result)).toHaveLength(2000);
    expect(result.problems).toEqual([{ line: 2001, message: 'line 2001: expected at most 2000 units in a list' }]);
  });
});

describe('malformed text (properties)', () => {
  /** Every result is a board or a problem, and every problem says where (or that it is about the whole text). */
  function wellFormed(result: TextListResult): void {
    expect(result.board !== null || result.problems.length > 0).toBe(true);
    for (const p of result.problems) {
      expect(p.message.length).toBeGreaterThan(0);
      if (p.line !== null) expect(p.message.startsWith(`line ${p.line}: `)).toBe(true);
    }
    for (const u of result.board?.units ?? []) expect(u.name.length).toBeGreaterThan(0);
  }

  it('random text never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom(...GAME_IDS), (text, game) => wellFormed(readTextList(text, game))),
      { numRuns: 400 },
    );
  });

  it('random lines made of the format’s own words never throw', () => {
    const word = fc.oneof(
      fc.constantFrom('Gamble', 'F. Lee', 'Union', 'CSA', 'c', 'inf', 'horse', 'artillery', 'HQ', '4', '4/2', '4r', '?', 'r', '/', 'M34', 'II-42', 'area', '19', 'off-map', 'elim', 'shattered', '(Cav)', '#', '(', ')'),
      fc.string({ maxLength: 8 }),
    );
    const line = fc.array(word, { maxLength: 8 }).chain((words) => fc.constantFrom(', ', '\t', ' | ', '  ', ' ', ';').map((sep) => words.join(sep)));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.constantFrom(...GAME_IDS), (lines, game) => wellFormed(readTextList(lines.join('\n'), game))),
      { numRuns: 400 },
    );
  });

  it('huge text is answered quickly', () => {
    const started = performance.now();
    wellFormed(readTextList('Gamble, Union, 4, M34\n'.repeat(9000), 'gettysburg-77'));
    wellFormed(readTextList(`${'a,'.repeat(99_999)}`, 'gettysburg-77'));
    wellFormed(readTextList(Array.from({ length: 4999 }, () => `${'x '.repeat(140)}`).join('\n'), 'gettysburg-77'));
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
