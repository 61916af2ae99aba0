import { gameFeatures, type GameId } from '../src/engine/index.js';

/**
 * What the Artillery panel answers for a game, from the tools its module lists: Gettysburg '88's double-range
 * fire, Gettysburg (1977)'s ranges of influence (with the optional artillery reach), They Met's bombardment and
 * volley into an area; null for a game without such rules modelled.
 */
export type ArtilleryKind = 'double-range' | 'influence' | 'area-fire';

export function artilleryKind(game: GameId): ArtilleryKind | null {
  const tools = gameFeatures(game).tools;
  if (tools.includes('double-range-artillery')) return 'double-range';
  if (tools.includes('range-of-influence')) return 'influence';
  if (tools.includes('area-fire')) return 'area-fire';
  return null;
}

/** The panel's heading for each kind. */
export const ARTILLERY_HEADINGS: Readonly<Record<ArtilleryKind, string>> = {
  'double-range': 'Artillery (double range)',
  influence: 'Artillery and ranges of influence',
  'area-fire': 'Bombardment and volley',
};
