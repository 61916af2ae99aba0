import { FieldReader } from '../../core/board/field-reader.js';
import type { VictorySettingsInput } from '../../core/game-features.js';
import { EDGE_ROAD_HEXES_SETTING, parseEdgeRoadHexes } from './edge-road-hexes.js';
import { CH_ZOC_SETTING } from './enemy-zoc.js';
import { cemeteryHillMap } from './map-edges.js';

/**
 * Cemetery Hill's victory settings as the player enters them: the map-edge hexes roads run off (the map is
 * not in the seeds), and whether the series' zone of control is the six hexes around each unit (the series'
 * standard rules are not in the seeds either). Settings stored before the ZOC key existed still pass: an
 * absent key is "not yet confirmed".
 */
export const CH_VICTORY_SETTINGS_INPUT: VictorySettingsInput = {
  starter: { [EDGE_ROAD_HEXES_SETTING]: {}, [CH_ZOC_SETTING]: null },
  explain:
    'Adjutant does not know where roads leave the map. The end-of-game trace (rules 14.51 and 14.52) runs to a road leaving the east edge ' +
    'for Union units and the west edge for Confederate units, and a blocked reinforcement (14.33) slides to the next road hex along its ' +
    'edge. Under `edgeRoadHexes`, list for each edge (`north`, `south`, `east`, `west`) the map-edge hexes a road runs off, by their ' +
    'printed numbers. Leave out an edge you have not checked: the tally asks about it. An empty list says the edge has no road. ' +
    `The trace and blocked entries also depend on zones of control, a Blue & Gray standard rule: set \`${CH_ZOC_SETTING}\` to \`true\` once ` +
    "your standard rules make a unit's zone of control the six hexes around it, `false` if they differ (Adjutant then leaves those " +
    'judgements to you), or `null` while unchecked (the tally asks).',
  confirmations: [
    {
      key: CH_ZOC_SETTING,
      label: 'Zone of control',
      question: "Is a unit's zone of control the six hexes around it, for every unit?",
      explain: "Cemetery Hill uses the Blue & Gray series' zones of control (standard rules, not in Adjutant's sources): the end-of-game trace (14.51, 14.52) and blocked reinforcements (14.31, 14.33) need them.",
      yes: 'Yes, as my standard rules say',
      no: 'No, my rules differ',
    },
  ],
  check(value) {
    const r = new FieldReader();
    const top = r.record(value, '', `an object with ${EDGE_ROAD_HEXES_SETTING}`, [EDGE_ROAD_HEXES_SETTING, CH_ZOC_SETTING]);
    if (!top) return r.errors();
    // Optional: absent (settings kept before the key existed) or null is "not yet confirmed".
    const zoc = top[CH_ZOC_SETTING];
    if (zoc !== undefined && zoc !== null && typeof zoc !== 'boolean') r.fail(CH_ZOC_SETTING, 'true (confirmed), false (your rules differ) or null (not yet confirmed)', zoc);
    // The hexes are checked against the map data's edges: a hex on no edge, or on another edge, is refused.
    const parsed = parseEdgeRoadHexes(top[EDGE_ROAD_HEXES_SETTING], cemeteryHillMap());
    return parsed.ok ? r.errors() : [...r.errors(), ...parsed.errors];
  },
};
