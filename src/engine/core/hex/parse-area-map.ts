import { fieldError, isRecord, type FieldError, type Parsed } from '../field-error.js';
import type { GameId } from '../game-id.js';
import { AREA_LABEL_HELP, isAreaLabel } from './area-label.js';
import { AdjacencyAreaMap } from './area-map.js';

export const AREA_MAP_FORMAT = 'adjutant-area-map/1';

/** A user-supplied list is untrusted input: bounded in size before anything else is done with it. */
export const AREA_MAP_LIMITS = { areas: 500, neighborsPerArea: 40 } as const;

/** A pair the rules say is not adjacent (they meet only at a point), with where they say so. */
export interface NotAdjacent {
  readonly areas: readonly [string, string];
  readonly why: string;
}

export interface AreaMapRules {
  readonly game: GameId;
  readonly notAdjacent: readonly NotAdjacent[];
}

const keyPath = (label: string): string => `adjacency[${JSON.stringify(label)}]`;

/**
 * Reads an area map the user typed in from their own map:
 *   { "format": "adjutant-area-map/1", "game": "they-met", "adjacency": { "19": [18, 20], "18": [19], "20": [19] } }
 * Every area and Zone has an entry listing the areas it shares a side with. A side is shared by two
 * areas, so each must list the other: a one-sided entry is reported as a likely typing slip, not repaired.
 */
export function parseAreaMap(input: unknown, rules: AreaMapRules): Parsed<AdjacencyAreaMap> {
  const errors: FieldError[] = [];
  if (!isRecord(input)) return { ok: false, errors: [fieldError('(top)', 'an object with format, game and adjacency', input)] };
  if (input.format !== AREA_MAP_FORMAT) errors.push(fieldError('format', JSON.stringify(AREA_MAP_FORMAT), input.format));
  if (input.game !== rules.game) errors.push(fieldError('game', JSON.stringify(rules.game), input.game));
  const adjacency = input.adjacency;
  if (!isRecord(adjacency)) return { ok: false, errors: [...errors, fieldError('adjacency', 'an object with one list of adjacent areas per area or Zone', adjacency)] };
  const labels = Object.keys(adjacency);
  if (labels.length === 0) errors.push(fieldError('adjacency', 'at least one area'));
  if (labels.length > AREA_MAP_LIMITS.areas) {
    return { ok: false, errors: [...errors, fieldError('adjacency', `at most ${AREA_MAP_LIMITS.areas} areas and Zones`, `${labels.length}`)] };
  }

  // Each list as read, with the index of every entry for error paths.
  const lists = new Map<string, { readonly name: string; readonly index: number }[]>();
  for (const label of labels) {
    if (!isAreaLabel(label)) errors.push(fieldError(keyPath(label), `a key that is ${AREA_LABEL_HELP}`, label));
    const list = adjacency[label];
    if (!Array.isArray(list)) {
      errors.push(fieldError(keyPath(label), 'a list of the areas and Zones it shares a side with', list));
      continue;
    }
    if (list.length > AREA_MAP_LIMITS.neighborsPerArea) {
      errors.push(fieldError(keyPath(label), `at most ${AREA_MAP_LIMITS.neighborsPerArea} adjacent areas`, list));
      continue;
    }
    const names: { readonly name: string; readonly index: number }[] = [];
    list.forEach((item: unknown, i) => {
      const path = `${keyPath(label)}[${i}]`;
      const name = typeof item === 'number' && Number.isInteger(item) ? String(item) : item;
      if (typeof name !== 'string' || !isAreaLabel(name)) errors.push(fieldError(path, AREA_LABEL_HELP, item));
      else if (name === label) errors.push(fieldError(path, 'another area (an area is not adjacent to itself)', item));
      else if (names.some((n) => n.name === name)) errors.push(fieldError(path, 'each adjacent area listed once', item));
      else if (!Object.hasOwn(adjacency, name)) errors.push(fieldError(path, `an area or Zone that has its own entry under adjacency`, item));
      else names.push({ name, index: i });
    });
    lists.set(label, names);
  }

  const pairs: [string, string][] = [];
  for (const [label, names] of lists) {
    for (const { name, index } of names) {
      const path = `${keyPath(label)}[${index}]`;
      const back = lists.get(name);
      if (back && !back.some((n) => n.name === label)) errors.push(fieldError(path, `${name} to list ${label} as well (a shared side belongs to both areas)`, name));
      const rule = rules.notAdjacent.find((n) => (n.areas[0] === label && n.areas[1] === name) || (n.areas[1] === label && n.areas[0] === name));
      if (rule) errors.push(fieldError(path, `not ${name}: ${rule.why}`, name));
      pairs.push([label, name]);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: new AdjacencyAreaMap(rules.game, labels, pairs) };
}
