import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isCi, missingSharedInCi } from '../support/require-shared.js';
import { countSharedSkips, sharedSkipLine } from '../support/shared-skip-reporter.js';
import { hasShared, readShared, SKIP_MARK } from '../support/shared.js';

/** The machinery that lets a clone without ../shared pass its tests, and makes CI fail without it. */

let made: string | null = null;
afterEach(() => {
  if (made) rmSync(made, { recursive: true, force: true });
  made = null;
});

/** A folder standing in for the one above the project; `withSeeds` puts a shared/seeds/ in it with one file. */
function besideProject(withSeeds: boolean): string {
  made = mkdtempSync(join(tmpdir(), 'adjutant-shared-'));
  if (withSeeds) {
    mkdirSync(join(made, 'shared', 'seeds'), { recursive: true });
    writeFileSync(join(made, 'shared', 'seeds', 'a.txt'), 'seed text');
  }
  return `${join(made, 'shared')}/`;
}

describe('reading ../shared', () => {
  it('gives the text of a file when ../shared is there', () => {
    const root = besideProject(true);
    expect(hasShared(undefined, root)).toBe(true);
    expect(hasShared('seeds', root)).toBe(true);
    expect(hasShared('vassal-real', root)).toBe(false);
    expect(readShared('seeds', 'a.txt', root)).toBe('seed text');
  });

  it('gives nothing, without an error, when ../shared is not there at all', () => {
    const root = besideProject(false);
    expect(hasShared(undefined, root)).toBe(false);
    expect(readShared('seeds', 'a.txt', root)).toBe('');
  });

  it('still fails on a missing file when ../shared is there: the documents are not what the tests expect', () => {
    const root = besideProject(true);
    expect(() => readShared('seeds', 'b.txt', root)).toThrow(/ENOENT/);
  });
});

describe('CI without ../shared', () => {
  it('is a failure that says what to do, only when CI is set', () => {
    const missing = besideProject(false);
    expect(missingSharedInCi({ CI: 'true' }, missing)).toMatch(/^CI is set, but the source documents are not at .*shared\/seeds: in CI the checks against \.\.\/shared must run\./);
    expect(missingSharedInCi({ CI: '1' }, missing)).not.toBeNull();
    expect(missingSharedInCi({}, missing)).toBeNull();
    expect(missingSharedInCi({ CI: 'false' }, missing)).toBeNull();
    expect(missingSharedInCi({ CI: '' }, missing)).toBeNull();
  });

  it('is no failure when ../shared is there', () => {
    expect(missingSharedInCi({ CI: 'true' }, besideProject(true))).toBeNull();
  });

  it('reads CI as the services set it', () => {
    expect([isCi({ CI: 'true' }), isCi({ CI: 'TRUE' }), isCi({ CI: '1' }), isCi({ CI: '0' }), isCi({ CI: 'false' }), isCi({})]).toEqual([true, true, true, false, false, false]);
  });
});

describe('the line a run ends with', () => {
  type State = 'passed' | 'failed' | 'skipped' | 'pending';
  const test = (fullName: string, state: State) => ({ fullName, result: () => ({ state }) });
  const module = (moduleId: string, tests: ReturnType<typeof test>[]) =>
    ({ moduleId, children: { allTests: () => tests.values() } }) as unknown as Parameters<typeof countSharedSkips>[0][number];

  it('counts the checks skipped for want of ../shared, and the files they are in, and nothing else', () => {
    const modules = [
      module('a.test.ts', [test(`seed table ${SKIP_MARK} > matches`, 'skipped'), test(`seed table ${SKIP_MARK} > rows`, 'skipped'), test('engine > odds', 'passed')]),
      module('b.test.ts', [test(`reads the chart ${SKIP_MARK}`, 'skipped'), test('skipped for another reason', 'skipped')]),
      module('c.test.ts', [test('all here', 'passed')]),
    ];
    expect(countSharedSkips(modules)).toEqual({ checks: 3, files: 2 });
  });

  it('says how many, or nothing when none was skipped', () => {
    expect(sharedSkipLine({ checks: 0, files: 0 })).toBeNull();
    expect(sharedSkipLine({ checks: 1, files: 1 })).toBe(
      'source documents not found at ../shared: 1 check skipped in 1 test file (they run when ../shared is beside the project; see README)',
    );
    expect(sharedSkipLine({ checks: 109, files: 23 })).toMatch(/^source documents not found at \.\.\/shared: 109 checks skipped in 23 test files/);
  });
});
