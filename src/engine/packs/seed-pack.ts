import { rulesTerrain } from '../core/board/rules-terrain.js';
import type { MapData, MapSource } from '../core/board/map-data.js';
import { formatFieldErrors } from '../core/field-error.js';
import type { GameId } from '../core/game-id.js';
import { gameBasics } from '../catalog.js';
import { mapData } from '../maps.js';
import type { GamePack, PackContent, PackEdgeUse } from './pack-format.js';
import { writePack } from './write-pack.js';

/** Who made a seed pack: Adjutant, and the documents (with headings) each fact in it comes from. */
function madeBy(sources: readonly MapSource[]): string {
  const byDocument = new Map<string, Set<string>>();
  for (const s of sources) byDocument.set(s.document, (byDocument.get(s.document) ?? new Set()).add(s.heading));
  const cited = [...byDocument].map(([doc, headings]) => `${doc} (${[...headings].join('; ')})`);
  return `Adjutant, from its source documents alone: ${cited.join(', ')}`;
}

/**
 * The content the shipped map data states, in the pack's parts: every hex of a named group with the group's
 * terrain, and each side's stated use of the map's edges. An extent or edge the data only infers stays out, and
 * so do the victory-point hexes: a pack has no part for objectives, and their terrain is not stated.
 */
function seedContent(data: MapData): { content: PackContent; sources: MapSource[] } {
  const sources: MapSource[] = data.hexGroups.map((g) => g.source);
  // A hex two groups name (a rough hill that is also wooded) has both groups' terrain, each name once.
  const terrain = rulesTerrain(data);
  const edgeUse: PackEdgeUse[] = data.edgeUse.map((u) => {
    sources.push(u.source);
    return { side: u.side, use: u.use, edges: [...u.edges] };
  });
  const content: PackContent = {
    ...(Object.keys(terrain).length > 0 ? { terrain } : {}),
    ...(edgeUse.length > 0 ? { map: { edgeUse } } : {}),
  };
  return { content, sources };
}

/**
 * A game pack of only what the game's source documents establish about its map (games/<id>/map-data.json), for a
 * demo board or a player to start from: the rest of the map is the player's to enter. Null when the shipped data
 * names nothing a pack can hold. The game's rules must be loaded (loadGameModule), as for mapData. No date, so the
 * same data always writes the same file.
 */
export function seedPack(game: GameId): GamePack | null {
  const { content, sources } = seedContent(mapData(game));
  if (sources.length === 0) return null;
  const info = gameBasics(game).info;
  // The edition is the documents the facts come from, as the game's basics title them.
  const cited = new Set(sources.map((s) => s.document));
  const titles = info.documents.filter((d) => cited.has(`seeds/${d.seed}`)).map((d) => d.title);
  const edition = `${info.name} (${info.publisher})${titles.length > 0 ? `: ${titles.join('; ')}` : ''}`;
  const written = writePack(content, { game, edition, madeBy: madeBy(sources) });
  // The shipped data is checked on load; a seed pack it cannot make is a bug, named field by field.
  if (!written.ok) throw new Error(`the seed pack of ${game} is invalid:\n${formatFieldErrors(written.errors)}`);
  return written.value;
}
