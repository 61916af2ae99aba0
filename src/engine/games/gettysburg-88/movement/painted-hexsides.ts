import { hexsideKey } from './hexside.js';
import type { G88MovementSettings } from './movement-settings.js';

/** Hexsides the player painted on the board: hexside key ("E6|E7", hexsideKey) → the features marked there. */
export type PaintedHexsides = Readonly<Record<string, readonly string[]>>;

type Pair = readonly [string, string];

/** The pairs of the marks that carry a feature, as the settings list hexsides. */
function pairsWith(marks: PaintedHexsides, feature: string): [string, Pair][] {
  return Object.entries(marks).flatMap(([key, features]): [string, Pair][] => {
    const [a, b] = key.split('|');
    return features.includes(feature) && a !== undefined && b !== undefined ? [[key, [a, b]]] : [];
  });
}

/** The list with each painted pair it does not hold yet, in the order painted. */
function adding(list: readonly Pair[], painted: readonly [string, Pair][], where: (key: string) => boolean = () => true): readonly Pair[] {
  const have = new Set(list.map(([a, b]) => hexsideKey(a, b)));
  const more = painted.filter(([key]) => !have.has(key) && where(key)).map(([, pair]) => pair);
  return more.length > 0 ? [...list, ...more] : list;
}

/**
 * The movement settings with the hexsides painted on the board added to the map the player listed: a "stream" mark
 * adds its hexside to map.streams, a "bridge" mark to map.bridges. A bridge counts only over a stream (listed or
 * painted): the rules' bridges cross streams, and the settings' own check refuses a bridge listed over none. A
 * "ford" mark is kept by the store but no '88 rule reads one. What the settings list stays as it is; with nothing
 * confirmed (null) there is nothing to add to, and null stays.
 */
export function withHexsideMarks(settings: G88MovementSettings | null, marks: PaintedHexsides): G88MovementSettings | null {
  if (settings === null) return null;
  const streams = adding(settings.map.streams, pairsWith(marks, 'stream'));
  const streamSides = new Set(streams.map(([a, b]) => hexsideKey(a, b)));
  const bridges = adding(settings.map.bridges, pairsWith(marks, 'bridge'), (key) => streamSides.has(key));
  if (streams === settings.map.streams && bridges === settings.map.bridges) return settings;
  return { ...settings, map: { ...settings.map, streams, bridges } };
}
