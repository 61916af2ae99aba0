import type { FieldError } from '../src/engine/index.js';
import { G88_MOVEMENT_FORMAT, type G88MovementSettings, type MoveCost, type UnitTypeCosts } from '../src/engine/index.js';

/** The Options form's fields, as typed: text and choices, turned into settings JSON on save. */
export interface G88MovementDraft {
  rule: string;
  clear: string;
  road: string;
  streamCrossing: string;
  bridge: string;
  /** One terrain a line: "woods = 2". */
  terrain: string;
  combine: '' | 'highest' | 'sum';
  roadRateResumes: '' | 'yes' | 'no';
  entryHex: '' | 'as-road' | 'as-terrain' | 'free';
  unmarkedHexes: 'ask' | 'clear';
  zocAdjacentHexes: '' | 'yes' | 'no';
  bridgeNegated: '' | 'entering-zoc' | 'either-hex-in-zoc';
  stackingLimit: string;
  /** One road a line, its hexes in order. */
  roads: string;
  roadsBetweenRoadHexes: boolean;
  /** One hexside a line: two hexes. */
  streams: string;
  bridges: string;
  /** The map's first and last column letter and row number; all four empty while not given. */
  firstColumn: string;
  lastColumn: string;
  firstRow: string;
  lastRow: string;
  /** Costs by unit type come only from an imported file; the form keeps them as they are. */
  byUnitType: Readonly<Partial<Record<string, UnitTypeCosts>>>;
  /** The double-range artillery section comes only from an imported file too: kept as it is, absent when the file had none. */
  artillery: G88MovementSettings['artillery'];
}

function costText(c: MoveCost | null): string {
  return c === null ? '' : String(c);
}

const choice = (v: boolean | null): '' | 'yes' | 'no' => (v === null ? '' : v ? 'yes' : 'no');

export function draftFromSettings(s: G88MovementSettings): G88MovementDraft {
  return {
    rule: s.rule ?? '',
    clear: costText(s.costs.clear),
    road: costText(s.costs.road),
    streamCrossing: costText(s.costs.streamCrossing),
    bridge: costText(s.costs.bridge),
    terrain: Object.entries(s.costs.terrain)
      .map(([name, cost]) => `${name} = ${costText(cost)}`)
      .join('\n'),
    combine: s.costs.combine ?? '',
    roadRateResumes: choice(s.costs.roadRateResumes),
    entryHex: s.costs.entryHex ?? '',
    unmarkedHexes: s.unmarkedHexes,
    zocAdjacentHexes: choice(s.zoc.adjacentHexes),
    bridgeNegated: s.zoc.bridgeNegated ?? '',
    stackingLimit: s.stackingLimit === null ? '' : String(s.stackingLimit),
    roads: s.map.roads.map((r) => r.join(' ')).join('\n'),
    roadsBetweenRoadHexes: s.map.roadsBetweenRoadHexes,
    streams: s.map.streams.map((h) => h.join(' ')).join('\n'),
    bridges: s.map.bridges.map((h) => h.join(' ')).join('\n'),
    firstColumn: s.map.extent?.firstColumn ?? '',
    lastColumn: s.map.extent?.lastColumn ?? '',
    firstRow: s.map.extent ? String(s.map.extent.firstRow) : '',
    lastRow: s.map.extent ? String(s.map.extent.lastRow) : '',
    byUnitType: s.costs.byUnitType,
    artillery: s.artillery,
  };
}

/** A typed figure: empty is not confirmed (null); "prohibited"; a number, with ½ and a decimal comma read. Anything else is passed on for the validator to name. */
function cost(text: string): unknown {
  const t = text.trim();
  if (t === '') return null;
  if (t.toLowerCase() === 'prohibited') return 'prohibited';
  const n = Number(t.replace('½', '.5').replace(/^\./, '0.').replace(',', '.'));
  return Number.isFinite(n) ? n : t;
}

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

const words = (line: string): string[] => line.split(/[\s,]+/).filter((w) => w !== '');

const yesNo = (v: '' | 'yes' | 'no'): boolean | null => (v === '' ? null : v === 'yes');

/**
 * The settings JSON the form stands for, and the errors of lines that cannot be read at all (a terrain
 * line without "="). Everything else is checked by the settings validator, which names each field.
 */
export function settingsFromDraft(d: G88MovementDraft): { json: unknown; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const terrain: [string, unknown][] = [];
  lines(d.terrain).forEach((line, i) => {
    const m = /^(.+?)\s*[=:]\s*(.+)$/.exec(line);
    if (m && m[1] && m[2]) terrain.push([m[1], cost(m[2])]);
    else errors.push({ path: `costs.terrain (line ${i + 1})`, expected: 'a terrain name, "=", and its cost, like woods = 2', found: JSON.stringify(line) });
  });
  const limit = d.stackingLimit.trim();
  const row = (t: string): unknown => (Number.isFinite(Number(t.trim())) && t.trim() !== '' ? Number(t.trim()) : t);
  const extentTexts = [d.firstColumn, d.lastColumn, d.firstRow, d.lastRow];
  // All four empty: not given. Any one typed: all four are checked, so a half-filled extent is named, not dropped.
  const extent = extentTexts.every((t) => t.trim() === '') ? null : { firstColumn: d.firstColumn, lastColumn: d.lastColumn, firstRow: row(d.firstRow), lastRow: row(d.lastRow) };
  const json = {
    format: G88_MOVEMENT_FORMAT,
    rule: d.rule.trim() === '' ? null : d.rule,
    costs: {
      clear: cost(d.clear),
      road: cost(d.road),
      streamCrossing: cost(d.streamCrossing),
      bridge: cost(d.bridge),
      terrain: Object.fromEntries(terrain),
      combine: d.combine === '' ? null : d.combine,
      roadRateResumes: yesNo(d.roadRateResumes),
      entryHex: d.entryHex === '' ? null : d.entryHex,
      byUnitType: d.byUnitType,
    },
    unmarkedHexes: d.unmarkedHexes,
    zoc: { adjacentHexes: yesNo(d.zocAdjacentHexes), bridgeNegated: d.bridgeNegated === '' ? null : d.bridgeNegated },
    stackingLimit: limit === '' ? null : Number.isFinite(Number(limit)) ? Number(limit) : limit,
    map: {
      roads: lines(d.roads).map(words),
      roadsBetweenRoadHexes: d.roadsBetweenRoadHexes,
      streams: lines(d.streams).map(words),
      bridges: lines(d.bridges).map(words),
      extent,
    },
    ...(d.artillery === undefined ? {} : { artillery: d.artillery }),
  };
  return { json, errors };
}
