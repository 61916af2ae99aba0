import { shippedMapFacts } from '../../core/game-map.js';
import json from './map-data.json';
import { CEMETERY_HILL_MAP } from './map.js';

/** What the seeds say about the map (map-data.json), for the rules that read it; it comes with the whole module. */
export const CEMETERY_HILL_MAP_DATA = shippedMapFacts('cemetery-hill', json, CEMETERY_HILL_MAP);
