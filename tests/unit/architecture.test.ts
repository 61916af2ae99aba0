import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES, GAME_IDS, loadGameModule } from '../../src/engine/index.js';
import {
  coreImportsOfGames,
  engineOutsideImports,
  gameIdsOutsideEngine,
  importsPastEntry,
  missingGameFiles,
  readSources,
  type Sources,
} from '../support/architecture.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sources = readSources(root, ['src', 'popup', 'options', 'content']);
const made = (files: Record<string, string>): Sources => new Map(Object.entries(files));

describe('the engine is pure', () => {
  it('imports nothing outside src/engine but pure packages (no DOM, browser or UI module)', () => {
    expect(engineOutsideImports(sources)).toEqual([]);
  });

  it('compiles under its own tsconfig, without DOM, chrome or Node types', () => {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(root, 'src/engine/tsconfig.json')], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);

  it('core never imports a game, the registry or anything else outside core', () => {
    expect(coreImportsOfGames(sources)).toEqual([]);
  });

  it('the checks catch a violation', () => {
    const bad = made({
      'src/engine/core/x.ts': "import { g } from '../games/they-met/area-map.js';\nimport { h } from 'preact';",
      'popup/y.tsx': "import { parseBoard } from '../src/engine/core/board/parse-board.js';\nconst g = 'they-met';",
    });
    expect(coreImportsOfGames(bad)).toEqual(['src/engine/core/x.ts imports ../games/they-met/area-map.js']);
    expect(engineOutsideImports(bad)).toEqual(['src/engine/core/x.ts imports preact']);
    expect(importsPastEntry(bad)).toEqual(['popup/y.tsx imports ../src/engine/core/board/parse-board.js']);
    expect(gameIdsOutsideEngine(bad, ['they-met'])).toEqual(['popup/y.tsx:2 names they-met']);
    expect(missingGameFiles(['index.ts', 'game.ts'])).toEqual(['basics.ts', 'map.ts', 'map-data.json', 'map-data.ts', 'rule.ts']);
  });
});

describe('code outside the engine', () => {
  it('imports the engine only through its public entries (index.ts; rules.ts and calculators.ts for what loads on demand)', () => {
    expect(importsPastEntry(sources)).toEqual([]);
  });

  it('names no game: where behaviour differs by game, the game module says so', () => {
    // Its features and description say it (gameFeatures, gamesWithInput), and the code outside asks them.
    expect(gameIdsOutsideEngine(sources, GAME_IDS)).toEqual([]);
  });
});

describe('the games', () => {
  const gamesDir = join(root, 'src/engine/games');
  const folders = readdirSync(gamesDir).filter((f) => statSync(join(gamesDir, f)).isDirectory());

  it('the registry lists every game folder once, under the folder’s own name', () => {
    expect(GAMES.map((g) => g.basics.info.id).sort()).toEqual([...folders].sort());
    expect(new Set(GAME_IDS).size).toBe(GAME_IDS.length);
  });

  it.each(folders)('%s has the shape every game folder has', (folder) => {
    expect(missingGameFiles(readdirSync(join(gamesDir, folder)))).toEqual([]);
  });

  it.each(GAMES.map((g) => [g.basics.info.id, g] as const))('%s: its description’s map and whole module are its own', async (id, game) => {
    expect(game.map.labels.kind === 'area' ? game.map.grid() : game.map.grid()?.game ?? id).toEqual(game.map.labels.kind === 'area' ? null : id);
    expect(game.load).toBeUndefined();
    const whole = await loadGameModule(id);
    expect(whole.info).toBe(game.basics.info);
    expect(whole.mapData.data().game).toBe(id);
  });
});
