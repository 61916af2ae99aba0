// @ts-check
/**
 * Regroups one page's code-split esbuild output with Rollup, in memory, before it is written.
 *
 * esbuild puts code in a chunk per set of entry points that use it, and every import() target counts as an entry
 * point: code that a lazy section shares with the page opening it (preact, the form, the engine's basics) lands
 * in small chunks of their own, and the popup's first screen took 28 files. Rollup knows that a section's import()
 * runs after the page's own files have loaded, so that code stays in the page's file: the page's first screen is
 * one file, and nothing of a lazy part moves into it. esbuild still bundles, transpiles and minifies; Rollup only
 * moves whole modules of esbuild's output between files, and chains the source maps back to the TypeScript.
 */
import { dirname, relative, resolve } from 'node:path';
import { rollup } from 'rollup';

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;

/**
 * @typedef {{ path: string, contents: Uint8Array }} OutFile
 * @typedef {{ bytes: number, imports: { path: string, kind: 'import-statement' | 'dynamic-import' }[], entryPoint?: string, inputs: Record<string, { bytesInOutput: number }> }} MetaOutput
 * @typedef {{ outputs: Record<string, MetaOutput> }} Meta the part of esbuild's metafile shape that `npm run bench` reads
 */

/**
 * @param {{
 *   root: string,
 *   outdir: string,
 *   files: readonly { path: string, text: string }[],
 *   meta: import('esbuild').Metafile,
 *   entry: string,
 *   source: string,
 *   entryFileName: string,
 *   chunkDir: string,
 * }} o `files` and `meta` are esbuild's output for one page; `entry` the absolute path of its entry file, built
 *   from `source` (e.g. popup/main.tsx);
 *   `entryFileName` and `chunkDir` where the page's file and its chunks go, relative to `outdir`
 * @returns {Promise<{ files: OutFile[], meta: Meta }>}
 */
export async function regroupChunks({ root, outdir, files, meta, entry, source, entryFileName, chunkDir }) {
  const text = new Map(files.map((f) => [f.path, f.text]));
  const bundle = await rollup({
    input: entry,
    // esbuild has already dropped what no page uses.
    treeshake: false,
    // The page's file may export what its lazy chunks import from it, rather than become a facade importing it.
    preserveEntrySignatures: 'allow-extension',
    // Rollup's notes on merging chunks are not for the build's output; a warning fails the build.
    onLog(level, log) {
      if (level === 'warn') throw new Error(`Rollup, regrouping ${relative(root, entry)}: ${log.message}`);
    },
    plugins: [
      {
        name: 'esbuild-output',
        resolveId(source, importer) {
          if (!importer) return source;
          const path = resolve(dirname(importer), source);
          if (!text.has(path)) throw new Error(`${relative(root, importer)} imports ${source}, which esbuild did not write`);
          return path;
        },
        load(id) {
          const code = text.get(id);
          if (code === undefined) return null;
          const map = text.get(`${id}.map`);
          return { code: code.replace(SOURCE_MAP_COMMENT, ''), map: map === undefined ? null : map };
        },
      },
    ],
  });
  const { output } = await bundle.generate({
    dir: outdir,
    format: 'es',
    compact: true,
    sourcemap: true,
    entryFileNames: entryFileName,
    // esbuild's names carry a hash of their own: keep the name, Rollup adds the hash of the new contents.
    chunkFileNames: (chunk) => `${chunkDir}/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  });
  await bundle.close();
  for (const item of output) {
    if (item.type === 'chunk' && item.isEntry && item.imports.length > 0) {
      throw new Error(`${relative(root, entry)} still imports ${item.imports.join(', ')} before it runs, after regrouping`);
    }
  }

  /** @type {OutFile[]} */
  const out = [];
  /** @type {Meta} */
  const regrouped = { outputs: {} };
  const key = (/** @type {string} */ fileName) => relative(root, resolve(outdir, fileName));
  for (const item of output) {
    const path = resolve(outdir, item.fileName);
    if (item.type === 'asset') {
      out.push({ path, contents: typeof item.source === 'string' ? new TextEncoder().encode(item.source) : item.source });
      continue;
    }
    // Rollup's code ends with its link to the source map written beside it.
    const contents = new TextEncoder().encode(item.code);
    out.push({ path, contents });
    if (item.map) out.push({ path: `${path}.map`, contents: new TextEncoder().encode(item.map.toString()) });
    /** @type {Record<string, { bytesInOutput: number }>} */
    const inputs = {};
    // The sources in each file, as esbuild counted them in the chunks Rollup put together.
    for (const id of Object.keys(item.modules)) {
      for (const [source, { bytesInOutput }] of Object.entries(meta.outputs[relative(root, id)]?.inputs ?? {})) {
        inputs[source] = { bytesInOutput: (inputs[source]?.bytesInOutput ?? 0) + bytesInOutput };
      }
    }
    regrouped.outputs[key(item.fileName)] = {
      bytes: contents.byteLength,
      imports: [
        ...item.imports.map((f) => ({ path: key(f), kind: /** @type {const} */ ('import-statement') })),
        ...item.dynamicImports.map((f) => ({ path: key(f), kind: /** @type {const} */ ('dynamic-import') })),
      ],
      ...(item.isEntry ? { entryPoint: source } : {}),
      inputs,
    };
  }
  return { files: out, meta: regrouped };
}
