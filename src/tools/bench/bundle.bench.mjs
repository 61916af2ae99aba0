// @ts-check
/**
 * Bundle sizes, in KB (1,024 bytes) of minified JavaScript as shipped, read from the esbuild metafiles the build
 * writes to dist/meta/: each entry point's own file, and what each page loads before its first render, which is
 * its entry chunk plus every chunk it imports statically, transitively (chunks behind a dynamic `import()` load
 * later, when a section opens). Goals from the issue: the content script under 30 KB, the popup's first load
 * under 80 KB. Sizes are exact, so one value per row, not a ratio.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenRow } from './measure.mjs';

export const title = 'Bundle sizes and first loads';

/** @typedef {{ bytes: number, imports: { path: string, kind: string }[], entryPoint?: string }} Output */
/** @typedef {{ outputs: Record<string, Output> }} Metafile */

/** Pages of the extension, by their entry chunk in dist/chrome, with the goal for their first load. */
const PAGES = [
  { meta: 'popup', file: 'dist/chrome/popup/popup.js', page: 'popup', goal: 80 },
  { meta: 'rules', file: 'dist/chrome/popup/rules.js', page: 'rules page (side panel)' },
  { meta: 'options', file: 'dist/chrome/options/options.js', page: 'options page' },
];
const WORKER = 'dist/chrome/background.js';
const CONTENT = { file: 'dist/chrome/content/content.js', goal: 30 };
const CLI = 'dist/cli/adjutant.mjs';

/** @param {number} bytes */
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * @param {string} root
 * @param {string} name popup, rules, options, content, worker or cli
 * @returns {Metafile}
 */
function readMeta(root, name) {
  const file = join(root, 'dist', 'meta', `${name}.json`);
  if (!existsSync(file)) throw new Error(`dist/meta/${name}.json is missing: build first (run without --no-build)`);
  return /** @type {Metafile} */ (JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The entry and every chunk it imports statically, transitively.
 * @param {Metafile} meta
 * @param {string} entry
 */
export function firstLoad(meta, entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    const out = meta.outputs[file];
    if (!out) throw new Error(`${file} is not in the build's metafile`);
    seen.add(file);
    for (const i of out.imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  return { files: [...seen], bytes: [...seen].reduce((sum, f) => sum + (meta.outputs[f]?.bytes ?? 0), 0) };
}

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  /** @type {import('./measure.mjs').BenchRow[]} */
  const rows = [];
  const row = (/** @type {string} */ name, /** @type {number} */ bytes, /** @type {number | undefined} */ goal, /** @type {string} */ note) =>
    rows.push({ group: 'bundle', name, floor: '', ratios: [], unit: 'KB', values: [kb(bytes)], ...(goal === undefined ? {} : { goal }), note });
  try {
    for (const p of PAGES) {
      const meta = readMeta(ctx.root, p.meta);
      const own = meta.outputs[p.file];
      if (!own) throw new Error(`${p.file} is not in the build's metafile`);
      const first = firstLoad(meta, p.file);
      const scripts = Object.entries(meta.outputs).filter(([f]) => f.endsWith('.js'));
      const all = scripts.reduce((sum, [, o]) => sum + o.bytes, 0);
      row(
        `${p.page}: first load`,
        first.bytes,
        p.goal,
        `${first.files.length} file${first.files.length === 1 ? '' : 's'} (entry ${kb(own.bytes)} KB); all ${scripts.length} files ${kb(all)} KB`,
      );
    }
    const worker = readMeta(ctx.root, 'worker').outputs[WORKER];
    if (!worker) throw new Error(`${WORKER} is not in the build's metafile`);
    row('service worker', worker.bytes, undefined, 'one module, no chunks (a worker may not import() at run time)');
    const content = readMeta(ctx.root, 'content').outputs[CONTENT.file];
    if (!content) throw new Error(`${CONTENT.file} is not in the build's metafile`);
    row('content script', content.bytes, CONTENT.goal, 'one classic script, injected whole');
    const cli = readMeta(ctx.root, 'cli').outputs[CLI];
    if (!cli) throw new Error(`${CLI} is not in the build's metafile`);
    row('command line', cli.bytes, undefined, 'one file, not minified (stack traces stay readable)');
  } catch (e) {
    rows.push(brokenRow({ group: 'bundle', name: 'sizes', floor: '' }, e));
  }
  return rows;
}
