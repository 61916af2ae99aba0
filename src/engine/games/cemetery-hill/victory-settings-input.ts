import { FieldReader } from '../../core/board/field-reader.js';
import type { VictorySettingsInput } from '../../core/game-features.js';
import { EDGE_ROAD_HEXES_SETTING, parseEdgeRoadHexes } from './edge-road-hexes.js';
import { cemeteryHillMap } from './map-edges.js';

/** Cemetery Hill's victory settings as the player enters them: the map-edge hexes roads run off (the map is not in the seeds). */
export const CH_VICTORY_SETTINGS_INPUT: VictorySettingsInput = {
  starter: { [EDGE_ROAD_HEXES_SETTING]: {} },
  explain:
    'Adjutant does not know where roads leave the map. The end-of-game trace (rules 14.51 and 14.52) runs to a road leaving the east edge ' +
    'for Union units and the west edge for Confederate units, and a blocked reinforcement (14.33) slides to the next road hex along its ' +
    'edge. Under `edgeRoadHexes`, list for each edge (`north`, `south`, `east`, `west`) the map-edge hexes a road runs off, by their ' +
    'printed numbers. Leave out an edge you have not checked: the tally asks about it. An empty list says the edge has no road.',
  check(value) {
    const r = new FieldReader();
    const top = r.record(value, '', `an object with ${EDGE_ROAD_HEXES_SETTING}`, [EDGE_ROAD_HEXES_SETTING]);
    if (!top) return r.errors();
    // The hexes are checked against the map data's edges: a hex on no edge, or on another edge, is refused.
    const parsed = parseEdgeRoadHexes(top[EDGE_ROAD_HEXES_SETTING], cemeteryHillMap());
    return parsed.ok ? r.errors() : [...r.errors(), ...parsed.errors];
  },
};
