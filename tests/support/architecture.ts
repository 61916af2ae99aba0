import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The conventions the architecture tests keep, as pure checks over source text (path → text), so each check
 * can be shown failing on a made-up violation in the tests themselves.
 */
export type Sources = ReadonlyMap<string, string>;

/** Every .ts/.tsx file under the given folders of the project, by path relative to the project root. */
export function readSources(root: string, folders: readonly string[]): Sources {
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) {
        if (name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.set(path, readFileSync(join(root, path), 'utf8'));
    }
  };
  for (const f of folders) walk(f);
  return out;
}

export interface Import {
  readonly from: string;
  /** What was written: './x.js', 'preact', '../engine/index.js'. */
  readonly spec: string;
  /** The project path it names (with .ts for .js), or null for a package. */
  readonly target: string | null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The imports of a file: static, re-exports, side-effect imports and literal dynamic imports. */
export function importsOf(path: string, text: string): Import[] {
  const found: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec) continue;
    const target = spec.startsWith('.') ? normalize(join(dirname(path), spec)).replace(/\.js$/, '.ts') : null;
    found.push({ from: path, spec, target });
  }
  return found;
}

function allImports(sources: Sources): Import[] {
  return [...sources].flatMap(([path, text]) => importsOf(path, text));
}

const inside = (path: string | null, folder: string): boolean => path !== null && (path === folder || path.startsWith(`${folder}/`));
const show = (i: Import): string => `${i.from} imports ${i.spec}`;

/** Packages the engine may use: pure code that runs unchanged in a page, a worker and Node. */
export const ENGINE_PACKAGES: readonly string[] = ['minisearch', '@noble/hashes/sha2', '@noble/hashes/utils'];

/** The engine imports nothing outside src/engine but the pure packages listed. */
export function engineOutsideImports(sources: Sources): string[] {
  return allImports(sources)
    .filter((i) => inside(i.from, 'src/engine'))
    .filter((i) => (i.target === null ? !ENGINE_PACKAGES.includes(i.spec) : !inside(i.target, 'src/engine')))
    .map(show);
}

/** core/ never imports a game, the registry or the engine's top-level files that bind games to core. */
export function coreImportsOfGames(sources: Sources): string[] {
  return allImports(sources)
    .filter((i) => inside(i.from, 'src/engine/core'))
    .filter((i) => i.target !== null && !inside(i.target, 'src/engine/core'))
    .map(show);
}

/**
 * Engine files code outside the engine may import: its public entry, and the rules index beside it. The
 * rules index is most of the engine's text; as an entry of its own a bundler keeps it out of the popup's
 * first screen (a bundler places a module with the first entry that reaches it statically).
 */
export const ENGINE_ENTRIES: readonly string[] = ['src/engine/index.ts', 'src/engine/rules.ts', 'src/engine/calculators.ts', 'src/engine/packs.ts'];

/** Code outside the engine that reaches past its public entry into engine internals. */
export function importsPastEntry(sources: Sources): string[] {
  return allImports(sources)
    .filter((i) => !inside(i.from, 'src/engine') && inside(i.target, 'src/engine'))
    .filter((i) => !ENGINE_ENTRIES.includes(i.target ?? ''))
    .map(show);
}

/**
 * Code outside the engine that names a game: behaviour that differs by game belongs in the game's
 * module. `ids` are the registry's ids.
 */
export function gameIdsOutsideEngine(sources: Sources, ids: readonly string[]): string[] {
  // An id anywhere in code counts, in a string of its own or inside one (a file name, a storage key, a help
  // text); comments may name a game to explain.
  const named = ids.map((id) => ({ id, re: new RegExp(`(?<![a-z0-9])${id}(?![a-z0-9])`) }));
  const out: string[] = [];
  for (const [path, text] of sources) {
    if (inside(path, 'src/engine')) continue;
    text.split('\n').forEach((line, n) => {
      const code = line.trim();
      if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
      for (const { id, re } of named) if (re.test(code.replace(/\s\/\/ .*$/, ''))) out.push(`${path}:${n + 1} names ${id}`);
    });
  }
  return out;
}

/** The files every game folder has, each with one job (docs/architecture.md lists what goes in each). */
export const GAME_FOLDER_FILES: readonly string[] = ['index.ts', 'basics.ts', 'game.ts', 'map.ts', 'map-data.json', 'map-data.ts', 'rule.ts'];

/** Which required files a game folder lacks. */
export function missingGameFiles(files: readonly string[]): string[] {
  return GAME_FOLDER_FILES.filter((f) => !files.includes(f));
}

/** Paths relative to the project root, for messages. */
export function projectPath(root: string, path: string): string {
  return relative(root, path);
}
