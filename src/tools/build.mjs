// @ts-check
/**
 * `npm run build`: bundles the extension for Chromium (dist/chrome) and Firefox (dist/firefox) from the one
 * source manifest, and the command line (dist/cli/adjutant.mjs), replacing dist/ as a whole. Every entry
 * must exist; any error fails the build with a non-zero exit and leaves the previous dist/ as it was.
 */
import * as esbuild from 'esbuild';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ICON_SIZES, iconPng } from './icon.mjs';
import { regroupChunks } from './regroup-chunks.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(ROOT, 'dist');
export const CHROME_DIR = join(DIST, 'chrome');
export const FIREFOX_DIR = join(DIST, 'firefox');
export const CLI_FILE = join(DIST, 'cli', 'adjutant.mjs');

/**
 * Firefox 140 (an ESR) is the first to read data_collection_permissions, which Mozilla now asks every add-on
 * for; ESR 128 has reached its end of life. Firefox for Android reads the key from 142 on.
 */
const GECKO = { id: 'adjutant@adjutant.invalid', strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } };
const GECKO_ANDROID = { strict_min_version: '142.0' };

/** Chromium's side panel has its own permission, manifest key and shortcut; Firefox has none of them. */
const CHROME_ONLY_PERMISSIONS = ['sidePanel'];
const CHROME_ONLY_COMMANDS = ['open-side-panel'];
/** Firefox shows the same rules page in its sidebar, opened by its built-in sidebar shortcut. */
const FIREFOX_SIDEBAR = { default_title: 'Adjutant rules', default_panel: 'popup/rules.html' };
const FIREFOX_SIDEBAR_COMMAND = { suggested_key: { default: 'Alt+Shift+R' }, description: 'Open the Adjutant rules sidebar' };

/**
 * Extension pages: source → output path without extension, inside each browser's folder. They are split into
 * chunks (under chunks/, imported by relative paths, so the same files work in both browsers): each page's
 * entry holds what its first screen needs, and the rest comes by dynamic import() when a section opens.
 */
const PAGE_ENTRIES = [
  { in: 'popup/main.tsx', out: 'popup/popup' },
  { in: 'popup/rules-main.tsx', out: 'popup/rules' },
  { in: 'options/main.tsx', out: 'options/options' },
];
/** The service worker stays one file: a worker may not import() at run time. */
const WORKER_ENTRY = { in: 'src/background/service-worker.ts', out: 'background' };
/** Injected with scripting.executeScript, which runs a classic script: no ES module syntax allowed. */
const CONTENT_ENTRY = { in: 'content/content.ts', out: 'content/content' };
const CLI_ENTRY = 'src/cli/adjutant.ts';
const STATIC_FILES = ['popup/popup.html', 'popup/popup.css', 'popup/rules.html', 'options/options.html', 'options/options.css'];

/** @typedef {Record<string, unknown>} Json */

class BuildError extends Error {}

/** @param {unknown} v @returns {v is Json} */
function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {string} file */
function readJson(file) {
  try {
    return /** @type {unknown} */ (JSON.parse(readFileSync(join(ROOT, file), 'utf8')));
  } catch (e) {
    throw new BuildError(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function requireSources() {
  const all = [...PAGE_ENTRIES.map((e) => e.in), WORKER_ENTRY.in, CONTENT_ENTRY.in, CLI_ENTRY, ...STATIC_FILES, 'manifest.json'];
  const missing = all.filter((f) => !existsSync(join(ROOT, f)));
  if (missing.length > 0) throw new BuildError(`missing source files:\n  ${missing.join('\n  ')}`);
}

/** The Chromium manifest: the source manifest plus the version from package.json and the icons. */
function chromeManifest() {
  const source = readJson('manifest.json');
  const pkg = readJson('package.json');
  if (!isObject(source) || source.manifest_version !== 3) throw new BuildError('manifest.json: expected a Manifest V3 object');
  if (!isObject(pkg) || typeof pkg.version !== 'string') throw new BuildError('package.json: no version');
  if (!isObject(source.background) || typeof source.background.service_worker !== 'string') {
    throw new BuildError('manifest.json: background.service_worker must name the worker script');
  }
  if (!isObject(source.action)) throw new BuildError('manifest.json: no action');
  const icons = Object.fromEntries(ICON_SIZES.map((s) => [String(s), `icons/icon-${s}.png`]));
  const { manifest_version, name, description, ...rest } = source;
  return { manifest_version, name, version: pkg.version, description, icons, ...rest, action: { ...source.action, default_icon: icons } };
}

/**
 * Firefox runs MV3 background scripts as an event page, not a service worker, and wants an add-on id.
 * @param {Json} chrome
 */
function firefoxManifest(chrome) {
  const { minimum_chrome_version: _chromeOnly, side_panel: _sidePanel, background, permissions, commands, ...rest } = chrome;
  if (!isObject(background)) throw new BuildError('manifest: no background');
  const firefoxPermissions = Array.isArray(permissions) ? permissions.filter((p) => !CHROME_ONLY_PERMISSIONS.includes(String(p))) : [];
  const firefoxCommands = Object.fromEntries(
    Object.entries(isObject(commands) ? commands : {}).filter(([name]) => !CHROME_ONLY_COMMANDS.includes(name)),
  );
  return {
    ...rest,
    permissions: firefoxPermissions,
    commands: { ...firefoxCommands, _execute_sidebar_action: FIREFOX_SIDEBAR_COMMAND },
    sidebar_action: FIREFOX_SIDEBAR,
    background: { scripts: [background.service_worker], type: background.type },
    browser_specific_settings: { gecko: GECKO, gecko_android: GECKO_ANDROID },
  };
}

/** @param {Json} manifest @returns {string[]} every file the manifest names */
function manifestFiles(manifest) {
  /** @type {unknown[]} */
  const files = [];
  const { action, options_ui: options, background, icons, side_panel: sidePanel, sidebar_action: sidebar } = manifest;
  if (isObject(sidePanel)) files.push(sidePanel.default_path);
  if (isObject(sidebar)) files.push(sidebar.default_panel);
  if (isObject(action)) files.push(action.default_popup, ...(isObject(action.default_icon) ? Object.values(action.default_icon) : []));
  if (isObject(options)) files.push(options.page);
  if (isObject(background)) files.push(background.service_worker, ...(Array.isArray(background.scripts) ? background.scripts : []));
  if (isObject(icons)) files.push(...Object.values(icons));
  return files.filter((f) => f !== undefined).map(String);
}

/**
 * Local files an HTML page loads, and whether it has inline script (which the extension's CSP blocks).
 * @param {string} html
 */
function pageReferences(html) {
  const refs = [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"'#?]+)/gi)]
    .map((m) => m[1] ?? '')
    .filter((r) => r && !/^[a-z][a-z0-9+.-]*:/i.test(r) && !r.startsWith('/'));
  const inlineScript = [...html.matchAll(/<script\b([^>]*)>/gi)].some((m) => !/\bsrc\s*=/i.test(m[1] ?? ''));
  return { refs, inlineScript };
}

/**
 * Checks that everything a built extension names is there: manifest files, and the scripts and styles
 * of its pages.
 * @param {string} dir
 * @param {string} label how to name the folder in errors
 */
function validateExtension(dir, label) {
  /** @type {string[]} */
  const problems = [];
  const manifest = /** @type {unknown} */ (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  if (!isObject(manifest)) throw new BuildError(`${dir}/manifest.json is not an object`);
  const files = [...manifestFiles(manifest), CONTENT_ENTRY.out + '.js'];
  for (const file of files) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      problems.push(`${file} is missing`);
      continue;
    }
    if (!file.endsWith('.html')) continue;
    const { refs, inlineScript } = pageReferences(readFileSync(path, 'utf8'));
    if (inlineScript) problems.push(`${file} has an inline <script>, which the extension's content security policy blocks`);
    for (const ref of refs) if (!existsSync(join(dirname(path), ref))) problems.push(`${file} loads ${ref}, which is missing`);
  }
  if (problems.length > 0) throw new BuildError(`${label}:\n  ${problems.join('\n  ')}`);
  return files.length;
}

/**
 * Each entry's size, and the chunks' count and total size.
 * @param {{ outputs: Record<string, { bytes: number, entryPoint?: string }> }} meta esbuild's metafile, or regroup-chunks.mjs's
 * @param {readonly string[]} entries the entries' source files (the targets of import() are entries to esbuild too)
 */
function outputSizes(meta, entries) {
  const scripts = Object.entries(meta.outputs).filter(([file]) => !file.endsWith('.map'));
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const isEntry = (/** @type {{ entryPoint?: string }} */ out) => out.entryPoint !== undefined && entries.includes(out.entryPoint);
  const chunks = scripts.filter(([, out]) => !isEntry(out));
  return [
    ...scripts.filter(([, out]) => isEntry(out)).map(([file, out]) => `${file} ${kb(out.bytes)}`),
    ...(chunks.length > 0 ? [`${chunks.length} chunks the pages load, ${kb(chunks.reduce((sum, [, out]) => sum + out.bytes, 0))} together`] : []),
  ];
}

/**
 * Checks that every file a page's scripts import, at once or on demand, was written: a section whose chunk is
 * missing would fail only when a player opens it.
 * @param {readonly ({ outputs: Record<string, { imports: { path: string }[] }> } | undefined)[]} metas the pages' metafiles
 * @param {string} stage
 */
function requireImportedFiles(metas, stage) {
  const missing = metas.flatMap((meta) =>
    Object.entries(meta?.outputs ?? {}).flatMap(([file, out]) =>
      out.imports.filter((i) => !existsSync(stagedPath(stage, join(ROOT, i.path)))).map((i) => `${file} imports ${i.path}, which is missing`),
    ),
  );
  if (missing.length > 0) throw new BuildError(`page scripts:\n  ${missing.join('\n  ')}`);
}

/**
 * Where a file of dist/ is written while the build is staged.
 * @param {string} stage
 * @param {string} path a path inside dist/
 */
function stagedPath(stage, path) {
  return join(stage, relative(DIST, path));
}

/**
 * Writes the build's in-memory output under `stage`, at the same place relative to it as under dist/.
 * @param {readonly { path: string, contents: Uint8Array }[]} files
 * @param {string} stage
 */
function writeStaged(files, stage) {
  for (const file of files) {
    const target = stagedPath(stage, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
}

/**
 * Replaces dist/ with the staged build. Readers (a test running the CLI, a browser) never see a half-written
 * dist/, and a failed build leaves the previous one in place.
 * @param {string} stage
 */
function swapIntoDist(stage) {
  const old = `${stage}-old`;
  if (existsSync(DIST)) renameSync(DIST, old);
  renameSync(stage, DIST);
  rmSync(old, { recursive: true, force: true });
}

/** Builds everything; throws on the first error. Returns the summary lines. */
export async function build() {
  const started = Date.now();
  requireSources();
  const manifest = chromeManifest();
  // Output is computed for its final place in dist/ (so source maps point right) and written to a stage first.
  const stage = join(ROOT, '.adjutant-run', `build-${process.pid}`);
  rmSync(stage, { recursive: true, force: true });
  try {
    /** @type {esbuild.BuildOptions} */
    const browser = {
      absWorkingDir: ROOT,
      bundle: true,
      outdir: CHROME_DIR,
      write: false,
      target: ['chrome120', 'firefox140'],
      sourcemap: 'linked',
      minify: true,
      jsx: 'automatic',
      jsxImportSource: 'preact',
      define: { 'process.env.NODE_ENV': '"production"' },
      platform: 'browser',
      metafile: true,
      logLevel: 'warning',
    };
    // Each build's metafile goes to dist/meta/<name>.json, for `npm run bench` (and esbuild's bundle analyzer).
    /** @type {{ name: string, options: esbuild.BuildOptions }[]} each build, named as its metafile in dist/meta/ */
    const builds = [
      // One build per page, so each page's chunks follow its own sections, not what it shares with another page.
      ...PAGE_ENTRIES.map((entry) => ({
        name: basename(entry.out),
        options: { ...browser, entryPoints: [entry], format: /** @type {const} */ ('esm'), splitting: true, chunkNames: `chunks/${basename(entry.out)}/[name]-[hash]` },
      })),
      { name: 'content', options: { ...browser, entryPoints: [CONTENT_ENTRY], format: 'iife' } },
      { name: 'worker', options: { ...browser, entryPoints: [WORKER_ENTRY], format: 'esm' } },
      {
        name: 'cli',
        options: {
          absWorkingDir: ROOT,
          bundle: true,
          entryPoints: [CLI_ENTRY],
          outfile: CLI_FILE,
          write: false,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          sourcemap: 'linked',
          banner: { js: '#!/usr/bin/env node' },
          metafile: true,
          logLevel: 'warning',
        },
      },
    ];
    const results = await Promise.all(
      builds.map(async ({ options }, i) => {
        const result = await esbuild.build(options);
        const page = PAGE_ENTRIES[i];
        if (!page || !result.metafile) return { files: result.outputFiles ?? [], meta: result.metafile };
        // A page's chunks, regrouped so that its first screen is one file (regroup-chunks.mjs says why).
        return regroupChunks({
          root: ROOT,
          outdir: CHROME_DIR,
          files: result.outputFiles ?? [],
          meta: result.metafile,
          entry: join(CHROME_DIR, `${page.out}.js`),
          source: page.in,
          entryFileName: `${page.out}.js`,
          chunkDir: `chunks/${basename(page.out)}`,
        });
      }),
    );
    for (const result of results) writeStaged(result.files, stage);
    mkdirSync(join(stage, 'meta'), { recursive: true });
    results.forEach((r, i) => writeFileSync(join(stage, 'meta', `${builds[i]?.name}.json`), JSON.stringify(r.meta)));
    chmodSync(stagedPath(stage, CLI_FILE), 0o755);

    const chrome = stagedPath(stage, CHROME_DIR);
    const firefox = stagedPath(stage, FIREFOX_DIR);
    for (const file of STATIC_FILES) cpSync(join(ROOT, file), join(chrome, file));
    mkdirSync(join(chrome, 'icons'), { recursive: true });
    for (const size of ICON_SIZES) writeFileSync(join(chrome, 'icons', `icon-${size}.png`), iconPng(size));

    // Both browsers run the same bundles; only the manifest differs.
    cpSync(chrome, firefox, { recursive: true });
    writeFileSync(join(chrome, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(join(firefox, 'manifest.json'), `${JSON.stringify(firefoxManifest(manifest), null, 2)}\n`);
    const checked = [validateExtension(chrome, 'dist/chrome'), validateExtension(firefox, 'dist/firefox')];
    requireImportedFiles(results.slice(0, PAGE_ENTRIES.length).map((r) => r.meta), stage);
    swapIntoDist(stage);

    const entries = [...PAGE_ENTRIES, CONTENT_ENTRY, WORKER_ENTRY].map((e) => e.in).concat(CLI_ENTRY);
    const sizes = results.flatMap((r) => (r.meta ? outputSizes(r.meta, entries) : []));
    return [
      `Adjutant ${manifest.version} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ...sizes.map((s) => `  ${s}`),
      `  dist/chrome and dist/firefox: manifests checked, ${checked[0]} referenced files present; icons ${ICON_SIZES.join(', ')} px`,
      `  CLI: ${relative(ROOT, CLI_FILE)} (npx adjutant --help)`,
    ];
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** Runs the build and reports; the exit code says whether it worked. */
export async function buildOrExit() {
  try {
    for (const line of await build()) console.log(line);
  } catch (e) {
    // esbuild has already printed its own errors; BuildError is ours and explains itself
    const message = e instanceof BuildError ? e.message : e instanceof Error && !('errors' in e) ? (e.stack ?? e.message) : 'esbuild reported errors (above)';
    console.error(`Build failed: ${message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildOrExit();
