import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { regroupChunks } from '../../src/tools/regroup-chunks.mjs';

/**
 * A page in miniature: an entry that shares a module with the section it imports lazily, and two sections sharing
 * a module of their own. esbuild alone gives the entry a chunk to import before it runs; after the regrouping the
 * entry needs no other file, and the page still works.
 */
const SOURCES: Record<string, string> = {
  'main.js': `import { shared } from './shared.js';
export async function run(which) {
  const section = which === 1 ? await import('./section-one.js') : await import('./section-two.js');
  return shared('page') + ' | ' + section.value();
}`,
  'shared.js': `export function shared(who) { return 'shared code for the ' + who; }`,
  // Each section's own code is over the size under which Rollup merges a chunk into another.
  'section-one.js': `import { shared } from './shared.js';
import { sections } from './sections.js';
export function value() { return shared('first section') + ', ' + sections(1) + ${JSON.stringify('1'.repeat(3000))}.slice(3000); }`,
  'section-two.js': `import { sections } from './sections.js';
export function value() { return sections(2) + ${JSON.stringify('2'.repeat(3000))}.slice(3000); }`,
  'sections.js': `export function sections(n) { return 'section ' + n + ' of ' + ${JSON.stringify('x'.repeat(3000))}.length; }`,
};

const dir = mkdtempSync(join(tmpdir(), 'adjutant-regroup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function buildPage() {
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(join(dir, name), text);
  const outdir = join(dir, 'out');
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: [{ in: 'main.js', out: 'page/main' }],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    outdir,
    logLevel: 'silent',
  });
  return { outdir, result };
}

const staticImports = (code: string): string[] => [...code.matchAll(/import\s*\{[^}]*\}\s*from\s*"([^"]+)"/g)].map((m) => m[1] ?? '');

describe('regrouping a page\'s chunks', () => {
  it('leaves the entry needing no other file, and the page and its lazy sections still run', async () => {
    const { outdir, result } = await buildPage();
    const entry = join(outdir, 'page', 'main.js');
    const esbuildEntry = result.outputFiles.find((f) => f.path === entry);
    // The premise: esbuild alone makes the entry import a chunk of the code it shares with a section.
    expect(staticImports(esbuildEntry?.text ?? '')).not.toEqual([]);

    const regrouped = await regroupChunks({
      root: dir,
      outdir,
      files: result.outputFiles.map((f) => ({ path: f.path, text: f.text })),
      meta: result.metafile,
      entry,
      source: 'main.js',
      entryFileName: 'page/main.js',
      chunkDir: 'chunks/page',
    });
    for (const f of regrouped.files) {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.contents);
    }
    const code = readFileSync(entry, 'utf8');
    expect(staticImports(code)).toEqual([]);
    const meta = regrouped.meta.outputs[relative(dir, entry)];
    expect(meta?.entryPoint).toBe('main.js');
    expect(meta?.imports.filter((i) => i.kind === 'import-statement')).toEqual([]);
    expect(meta?.imports.filter((i) => i.kind === 'dynamic-import')).toHaveLength(2);
    expect(Object.keys(meta?.inputs ?? {})).toEqual(expect.arrayContaining(['main.js', 'shared.js']));

    const page = (await import(pathToFileURL(entry).href)) as { run: (which: number) => Promise<string> };
    expect(await page.run(1)).toBe('shared code for the page | shared code for the first section, section 1 of 3000');
    expect(await page.run(2)).toBe('shared code for the page | section 2 of 3000');
  });

  it('links each file to a source map that leads back to the sources', async () => {
    const map = JSON.parse(readFileSync(join(dir, 'out', 'page', 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(readFileSync(join(dir, 'out', 'page', 'main.js'), 'utf8')).toMatch(/\/\/# sourceMappingURL=main\.js\.map\s*$/);
    expect(map.sources.map((s) => s.split('/').pop())).toEqual(expect.arrayContaining(['main.js', 'shared.js']));
  });
});
