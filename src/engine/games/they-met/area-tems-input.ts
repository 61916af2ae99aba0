import { pathIndex, pathKey } from '../../core/board/json-path.js';
import type { ShapeLimits } from '../../core/board/json-shape.js';
import { namedEntries, openUserFile } from '../../core/board/user-file.js';
import type { Parsed } from '../../core/field-error.js';
import { AREA_LABEL_HELP, isAreaNumber, isZoneName } from '../../core/hex/area-label.js';
import { THEY_MET_MAP_DATA } from './map-data.js';

/**
 * The terrain effects modifier printed in each area of the user's They Met at Gettysburg map, and the
 * names of its off-map Zones (format adjutant-area-tems/1). The map is not in Adjutant's sources, so
 * the user types these in; the one value the errata print (area 64) is checked against them.
 */
export const AREA_TEMS_FORMAT = 'adjutant-area-tems/1';

export const AREA_TEMS_LIMITS = { areas: 500, zones: 60, tem: 5, title: 120 } as const;

export interface AreaTems {
  /** Area number → printed TEM. */
  readonly areaTems: Readonly<Record<string, number>>;
  /** The off-map Zones the user's map has (their TEM is 0, errata answer 1). */
  readonly zones: readonly string[];
}

/** The JSON shape, as stored and exported. */
export interface AreaTemsInput {
  format: typeof AREA_TEMS_FORMAT;
  title?: string;
  areaTems: Record<string, number>;
  zones?: string[];
}

const SHAPE: ShapeLimits = { depth: 4, width: AREA_TEMS_LIMITS.areas + 1, nodes: 5_000 };

/** TEMs the errata print, from the game's map data (area 64: +1, clarification 4). */
function printedInErrata(): ReadonlyMap<string, number> {
  return new Map(THEY_MET_MAP_DATA.data().areaTerrain.map((a) => [a.area, a.printedTem]));
}

/**
 * Checks the user's area TEMs. Keys must be area numbers (a Zone's TEM is fixed at 0 by the errata, so
 * Zones are listed by name under "zones"); a TEM the errata print must match it. Errors name their field.
 */
export function parseAreaTemsInput(input: unknown): Parsed<AreaTems> {
  const opened = openUserFile(input, {
    format: AREA_TEMS_FORMAT,
    what: 'area TEMs',
    example: '"areaTems": {"19": 1, …}, "zones": […]',
    fields: ['format', 'title', 'areaTems', 'zones'],
    shape: SHAPE,
    titleChars: AREA_TEMS_LIMITS.title,
  });
  if (!opened.ok) return opened;
  const { r, top } = opened;
  const errata = printedInErrata();
  const areaTems: Record<string, number> = {};
  for (const [key, value] of namedEntries(r, top.areaTems, 'areaTems', 'an object of area number → printed TEM, like {"19": 1}', AREA_TEMS_LIMITS.areas, 'areas')) {
    const p = pathKey('areaTems', key);
    const area = key.trim();
    if (!isAreaNumber(area)) {
      r.fail(p, isZoneName(area) ? 'an area number: a Zone’s TEM is 0 (errata, answer 1), so list Zones under "zones"' : 'an area number from 1 to 999', key);
      continue;
    }
    const tem = r.whole(value, p, -AREA_TEMS_LIMITS.tem, AREA_TEMS_LIMITS.tem);
    if (tem === undefined) continue;
    const printed = errata.get(area);
    if (printed !== undefined && printed !== tem) {
      r.fail(p, `${printed}: the errata (clarification 4) give area ${area} a printed TEM of ${printed > 0 ? '+' : ''}${printed}`, tem);
      continue;
    }
    if (Object.hasOwn(areaTems, area)) r.fail(p, 'an area not already listed', key);
    else areaTems[area] = tem;
  }
  const zones: string[] = [];
  if (top.zones !== undefined) {
    const list = r.list(top.zones, 'zones', 'Zone names', AREA_TEMS_LIMITS.zones);
    list?.forEach((z, i) => {
      const p = pathIndex('zones', i);
      const name = r.text(z, p, 40);
      if (name === undefined) return;
      if (!isZoneName(name)) r.fail(p, `a Zone name: ${AREA_LABEL_HELP}`, z);
      else if (zones.includes(name)) r.fail(p, 'a Zone not already listed', z);
      else zones.push(name);
    });
  }
  return r.failed ? { ok: false, errors: r.errors() } : { ok: true, value: { areaTems, zones } };
}

declare module '../../core/battle.js' {
  interface BattleStatements {
    /** They Met at Gettysburg: the area TEMs the user entered in Options. */
    readonly areaTems?: AreaTems;
  }
}
