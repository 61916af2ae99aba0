import { areaGameMap } from '../../core/game-map.js';
import { parseTheyMetAreaMap } from './area-map.js';

/** They Met moves between numbered areas and off-map Zones; the adjacency list comes from the player's own map. */
export const THEY_MET_MAP = areaGameMap(parseTheyMetAreaMap);
