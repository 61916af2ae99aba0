import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FIREFOX_DIR, ROOT } from '../extension-browser.js';
import { bundledModule, lintExtension, lintProblems, readAllowList, type LintMessage, type LintReport } from './web-ext-lint.js';

/**
 * `web-ext lint` (Mozilla's add-on linter, as addons.mozilla.org runs it) on the built dist/firefox: no error,
 * and no warning or notice beyond the reviewed allow-list beside this file.
 */

const ALLOWED = readAllowList(join(ROOT, 'tests/e2e/firefox/web-ext-lint-allowed.json'));
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

it('finds no error in dist/firefox, and no warning but the reviewed ones', async () => {
  const report = await lintExtension(FIREFOX_DIR);
  expect(report.errors).toEqual([]);
  expect(lintProblems(report, ALLOWED, bundledModule(FIREFOX_DIR))).toEqual([]);
});

it('fails on a warning nobody reviewed: an innerHTML assignment added to the popup', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'adjutant-lint-'));
  temporary.push(copy);
  cpSync(FIREFOX_DIR, copy, { recursive: true });
  appendFileSync(join(copy, 'popup/popup.js'), '\ndocument.body.innerHTML = location.hash;\n');
  const problems = lintProblems(await lintExtension(copy), ALLOWED, bundledModule(copy));
  expect(problems).toHaveLength(1);
  // The added line comes from no source module of the build: the source map has nothing for it.
  expect(problems[0]).toMatch(/^not in the allow-list: warning UNSAFE_VAR_ASSIGNMENT in popup\/popup\.js:\d+: Unsafe assignment to innerHTML$/);
});

const PREACT = 'node_modules/preact/src/diff/index.js';
const innerHtml = (file: string, line: number): LintMessage => ({ _type: 'warning', code: 'UNSAFE_VAR_ASSIGNMENT', message: 'Unsafe assignment to innerHTML', file, line });
const report = (warnings: LintMessage[], errors: LintMessage[] = []): LintReport => ({ count: warnings.length + errors.length, errors, warnings, notices: [] });

it('pairs each allow-list entry with one warning, and reports errors, strays and stale entries', () => {
  const entry = { code: 'UNSAFE_VAR_ASSIGNMENT', file: 'popup/popup.js', module: PREACT, message: 'Unsafe assignment to innerHTML', reason: 'test' };
  const moduleOf = (_file: string, line: number) => (line < 100 ? PREACT : 'popup/main.tsx');
  expect(lintProblems(report([innerHtml('popup/popup.js', 10)]), [entry], moduleOf)).toEqual([]);
  // The same warning from another module, or a second one from preact, is not covered by one entry.
  expect(lintProblems(report([innerHtml('popup/popup.js', 200)]), [entry], moduleOf)).toEqual([
    'not in the allow-list: warning UNSAFE_VAR_ASSIGNMENT in popup/popup.js:200 (from popup/main.tsx): Unsafe assignment to innerHTML',
    `allow-list entry matches no warning: UNSAFE_VAR_ASSIGNMENT in popup/popup.js (from ${PREACT}): Unsafe assignment to innerHTML`,
  ]);
  expect(lintProblems(report([innerHtml('popup/popup.js', 10), innerHtml('popup/popup.js', 20)]), [entry], moduleOf)).toHaveLength(1);
  const error: LintMessage = { _type: 'error', code: 'MANIFEST_FIELD_INVALID', message: 'bad field', file: 'manifest.json' };
  expect(lintProblems(report([], [error]), [], moduleOf)).toEqual(['error MANIFEST_FIELD_INVALID in manifest.json: bad field']);
});

it("names the source module of a position in a minified bundle from the bundle's source map", () => {
  const moduleOf = bundledModule(FIREFOX_DIR);
  const lines = readFileSync(join(FIREFOX_DIR, 'popup/popup.js'), 'utf8').split('\n');
  const line = lines.findIndex((l) => l.includes('.innerHTML=')) + 1;
  expect(line).toBeGreaterThan(0);
  const column = (lines[line - 1] ?? '').indexOf('.innerHTML=') + 1;
  expect(moduleOf('popup/popup.js', line, column)).toMatch(/^node_modules\/preact\//);
  const own = lines.findIndex((l) => l.includes('Adjutant')) + 1;
  expect(own).toBeGreaterThan(0);
  expect(moduleOf('popup/popup.js', own, (lines[own - 1] ?? '').indexOf('Adjutant') + 1)).toMatch(/^(popup|src)\//);
  expect(moduleOf('no/such/file.js', 1)).toBeNull();
});

/** Every source file of the extension, for the check below. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

it("never passes preact's dangerouslySetInnerHTML, the one way preact's allowed innerHTML warning could be reached", () => {
  const using = ['popup', 'options', 'content', 'src'].flatMap((d) => sources(join(ROOT, d))).filter((f) => readFileSync(f, 'utf8').includes('dangerouslySetInnerHTML'));
  expect(using).toEqual([]);
});
