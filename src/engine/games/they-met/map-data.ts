import { shippedMapFacts } from '../../core/game-map.js';
import json from './map-data.json';
import { THEY_MET_MAP } from './map.js';

/** What the seeds say about the map (map-data.json), for the rules that read it; it comes with the whole module. */
export const THEY_MET_MAP_DATA = shippedMapFacts('they-met', json, THEY_MET_MAP);
