import { shippedMapFacts } from '../../core/game-map.js';
import json from './map-data.json';
import { HIGH_TIDE_MAP } from './map.js';

/** What the seeds say about the map (map-data.json), for the rules that read it; it comes with the whole module. */
export const HIGH_TIDE_MAP_DATA = shippedMapFacts('high-tide', json, HIGH_TIDE_MAP);
