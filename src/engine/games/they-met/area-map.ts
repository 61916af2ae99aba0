import type { Parsed } from '../../core/field-error.js';
import type { AdjacencyAreaMap } from '../../core/hex/area-map.js';
import { parseAreaMap, type NotAdjacent } from '../../core/hex/parse-area-map.js';

/**
 * They Met at Gettysburg moves between numbered areas and off-map Zones. Its adjacency list is printed
 * on the map, which Adjutant does not have: the player types it in. What the errata do say is checked.
 */
export const THEY_MET_NOT_ADJACENT: readonly NotAdjacent[] = [
  { areas: ['19', '38'], why: 'areas 19 and 38 meet only at a point, which is not adjacency (errata, addition to rule 1.1)' },
  { areas: ['20', '37'], why: 'areas 20 and 37 meet only at a point, which is not adjacency (errata, addition to rule 1.1)' },
];

export function parseTheyMetAreaMap(input: unknown): Parsed<AdjacencyAreaMap> {
  return parseAreaMap(input, { game: 'they-met', notAdjacent: THEY_MET_NOT_ADJACENT });
}
