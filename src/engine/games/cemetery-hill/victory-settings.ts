import type { HexTerrain } from '../../core/board/board.js';
import { formatFieldErrors, isRecord } from '../../core/field-error.js';
import { EDGE_ROAD_HEXES_SETTING, NO_EDGE_ROAD_HEXES, parseEdgeRoadHexes, type EdgeRoadHexes } from './edge-road-hexes.js';
import { readChZoc, type ChZoc } from './enemy-zoc.js';
import type { ChMap } from './map-edges.js';

/** The settings key for the user's terrain marks of this game (label → terrain), merged under each board's terrain. */
export const TERRAIN_MARKS_SETTING = 'terrainMarks';

export interface ChVictorySettings {
  readonly edgeRoads: EdgeRoadHexes;
  readonly marks: Readonly<Record<string, HexTerrain>>;
  /** The player's answer on the series' ZOC (CH_ZOC_SETTING): null while not given, as in settings stored before it existed. */
  readonly zoc: ChZoc;
  /** What was wrong with the settings, one line each; what was wrong is treated as not given. */
  readonly problems: readonly string[];
}

/**
 * Cemetery Hill's victory settings from untrusted storage: the edge road hexes, the terrain marks and the
 * player's ZOC answer.
 * Only the road flag of a mark matters here; marks are keyed by canonical label, as the marks store keeps them.
 */
export function readChVictorySettings(given: Readonly<Record<string, unknown>>, map: ChMap): ChVictorySettings {
  const problems: string[] = [];
  // Stored data is untrusted whole: settings that are not an object are read as none, and said.
  const settings: Readonly<Record<string, unknown>> = isRecord(given) ? given : {};
  if (!isRecord(given)) problems.push('victory settings: expected an object of settings');
  const parsed = parseEdgeRoadHexes(settings[EDGE_ROAD_HEXES_SETTING], map);
  if (!parsed.ok) problems.push(...formatFieldErrors(parsed.errors).split('\n'));
  const marks: Record<string, HexTerrain> = {};
  const rawMarks = settings[TERRAIN_MARKS_SETTING];
  if (rawMarks !== undefined && !isRecord(rawMarks)) problems.push(`${TERRAIN_MARKS_SETTING}: expected an object of hex labels to terrain`);
  else if (rawMarks) {
    for (const [label, mark] of Object.entries(rawMarks)) {
      const h = map.bounded.parse(label);
      if (h && isRecord(mark) && typeof mark.road === 'boolean') marks[map.bounded.format(h)] = { road: mark.road };
    }
  }
  const zoc = readChZoc(settings);
  if (zoc.problem) problems.push(zoc.problem);
  return { edgeRoads: parsed.ok ? parsed.value : NO_EDGE_ROAD_HEXES, marks, zoc: zoc.zoc, problems };
}
