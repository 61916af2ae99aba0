import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/catalog.js';
import { loadAllGames } from '../../src/engine/load-game.js';
import { mapData } from '../../src/engine/maps.js';
import { packHash, parsePack, parsePackText, seedPack } from '../../src/engine/packs.js';
import { jsonFileText } from '../../src/storage/json-text.js';
import { G77_SEED, readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

/**
 * The seed pack (src/engine/packs/seed-pack.ts): a game pack of only what a game's source documents state about its
 * map. The demo board ships Gettysburg 1977's as examples/board/seed-pack.json; it is regenerated here and
 * compared byte for byte, so the file cannot drift from the map data it is made from.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const DEMO_PACK = resolve(HERE, '../../examples/board/seed-pack.json');
const SEED = readSeed(G77_SEED);

/** The text of the seed from the line `from` to the first line starting with `to`. */
function seedSection(from: string, to: string): string {
  const at = SEED.indexOf(`\n${from}\n`);
  if (at < 0) throw new Error(`no "${from}" heading in the seed`);
  const end = SEED.indexOf(`\n${to}`, at + 1);
  return SEED.slice(at, end < 0 ? undefined : end);
}

/** Hex labels as the seed writes them ("Q36", "II-42", "(EE-24)"), in Adjutant's form ("II42"). */
function hexesIn(text: string): string[] {
  return [...text.matchAll(/\b([A-Z]{1,2})-?(\d{1,2})\b/g)].map((m) => `${m[1]}${m[2]}`);
}

beforeAll(async () => {
  await loadAllGames();
});

describe('seed pack', () => {
  it('the demo board ships exactly the pack seedPack writes for Gettysburg 1977, byte for byte', () => {
    const pack = seedPack('gettysburg-77');
    expect(pack).not.toBeNull();
    expect(readFileSync(DEMO_PACK, 'utf8')).toBe(jsonFileText(pack));
  });

  it("the demo's pack reads back with its hash: the hash of its content, which any Adjutant accepts", () => {
    const text = readFileSync(DEMO_PACK, 'utf8');
    const read = parsePackText(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const written = JSON.parse(text) as { hash: string };
    expect(written.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(written.hash).toBe(packHash(read.value));
    expect(read.value.hash).toBe(written.hash);
  });

  it('holds the sunken-road hexes with their terrain, and nothing else: no date, no other part', () => {
    const pack = seedPack('gettysburg-77');
    const group = mapData('gettysburg-77').hexGroups.find((g) => g.id === 'sunken-road');
    if (!pack || !group) throw new Error('no seed pack or no sunken-road group');
    expect(Object.keys(pack).sort()).toEqual(['edition', 'format', 'game', 'hash', 'madeBy', 'terrain']);
    expect(Object.keys(pack.terrain ?? {})).toEqual(group.hexes);
    for (const t of Object.values(pack.terrain ?? {})) expect(t).toEqual({ terrain: ['sunken road', 'road'] });
    // Made by Adjutant from the seed it cites, under the heading the facts come from.
    expect(pack.madeBy).toContain(group.source.document);
    expect(pack.madeBy).toContain(group.source.heading);
  });

  it('for every game: null where the map data names nothing a pack holds, else a pack parsePack reads back unchanged', () => {
    for (const game of GAME_IDS) {
      const pack = seedPack(game);
      const data = mapData(game);
      if (data.hexGroups.length === 0 && data.edgeUse.length === 0) {
        expect(pack, game).toBeNull();
        continue;
      }
      if (!pack) throw new Error(`no seed pack for ${game}`);
      const read = parsePack(JSON.parse(JSON.stringify(pack)));
      expect(read.ok && read.value, game).toEqual(pack);
      // Each hex is one the map data names, with the terrain of every group naming it.
      for (const [hex, t] of Object.entries(pack.terrain ?? {})) {
        const groups = data.hexGroups.filter((g) => g.hexes.includes(hex));
        expect(groups.length, `${game} ${hex}`).toBeGreaterThan(0);
        expect(new Set(t.terrain), `${game} ${hex}`).toEqual(new Set(groups.flatMap((g) => g.terrain)));
      }
      // Only the edge uses the data states; an extent or edge it infers stays out.
      expect(pack.map?.extent, game).toBeUndefined();
      expect(pack.map?.edges, game).toBeUndefined();
      expect(pack.map?.edgeUse?.length ?? 0, game).toBe(data.edgeUse.length);
    }
  });

  itWithShared("every hex of the demo's pack is one the seed names: a sunken road hex, or a victory-point hex", () => {
    const sunken = hexesIn(seedSection('Terrain Hexes', 'UNIT COUNTER KEY').split('\n').find((l) => l.includes('Sunken road hex')) ?? '');
    const victory = hexesIn(seedSection('VICTORY POINTS', 'Occupation is defined'));
    expect(sunken).toHaveLength(8);
    expect(victory.length).toBeGreaterThan(10);
    const named = new Set([...sunken, ...victory]);
    const read = parsePackText(readFileSync(DEMO_PACK, 'utf8'));
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    const hexes = Object.keys(read.value.terrain ?? {});
    expect(hexes.length).toBeGreaterThan(0);
    for (const hex of hexes) expect(named.has(hex), hex).toBe(true);
    // And every sunken road hex the seed lists is in it.
    for (const hex of sunken) expect(hexes, hex).toContain(hex);
  });
});
