import { UNLABELLED_HEX_MAP } from '../../core/game-map.js';

/** High Tide's map and its labels are not in Adjutant's sources: hex labels are taken as the player writes them. */
export const HIGH_TIDE_MAP = UNLABELLED_HEX_MAP;
