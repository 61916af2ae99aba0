import { shippedMapFacts } from '../../core/game-map.js';
import json from './map-data.json';
import { G88_MAP } from './map.js';

/** What the seeds say about the map (map-data.json), for the rules that read it; it comes with the whole module. */
export const G88_MAP_DATA = shippedMapFacts('gettysburg-88', json, G88_MAP);
