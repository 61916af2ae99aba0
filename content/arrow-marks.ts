import type { Board, Hex } from '../src/engine/index.js';
import type { ArrowMarks, ArrowTone, SpotTone } from '../src/messaging/arrow-marks.js';
import type { GridGeometry, Point } from './hex-placement.js';
import type { PageGeometry } from './overlay-marks.js';
import { add, pageHexes, sub, unit } from './page-hexes.js';

/**
 * The shapes of the popup's arrows and marks over the page, in page coordinates: each arrow from the edge of its
 * first hex's counter to the edge of its last's, so neither counter's middle is covered (arrows between the same
 * two hexes are one arrow, their labels joined); each mark a badge beside its hex, several on one hex fanned
 * around it so each stays readable. Pure: the overlay draws them (arrow-layer.ts).
 */
/** What every arrow and mark carries: its tone, the items it stands for, and its labels as one title. */
interface DrawnItem<Tone> {
  readonly tone: Tone;
  /** The items it stands for, in order. */
  readonly items: readonly number[];
  /** Drawn strong: all are when no step is chosen, else only the step's own. */
  readonly strong: boolean;
  /** Its labels joined: its tooltip and accessible name, text only. */
  readonly title: string;
}

export interface ArrowLine extends DrawnItem<ArrowTone> {
  readonly from: string;
  readonly to: string;
  /** From the edge of the first hex's counter to the head's base. */
  readonly line: readonly [Point, Point];
  /** The head: its tip (at the edge of the last hex's counter), then its two back corners. */
  readonly head: readonly [Point, Point, Point];
}

export interface ArrowSpot extends DrawnItem<SpotTone> {
  readonly hex: string;
  /** The lines written in the badge: the message's, or the tone's symbol when it gave none. */
  readonly badge: readonly string[];
  /** The hex's centre, and the badge's beside it. */
  readonly centre: Point;
  readonly at: Point;
  readonly size: { readonly width: number; readonly height: number };
}

export interface ArrowDrawing {
  readonly kind: ArrowMarks['kind'];
  readonly title: string;
  readonly items: number;
  readonly step: number | null;
  readonly arrows: readonly ArrowLine[];
  readonly spots: readonly ArrowSpot[];
  /** Sizes in page units, from the hex spacing the page shows. */
  readonly sizes: { readonly line: number; readonly font: number; readonly reach: number };
  /** Arrows and marks whose hexes this map's grid cannot place (or that would go nowhere): not drawn, and counted here. */
  readonly unplaced: number;
  /** Arrows and marks the popup lists that the message did not carry. */
  readonly omitted: number;
}

/** Sizes as fractions of the distance between neighbouring hex centres on the page, with floors in pixels. */
const SIZES = {
  line: 0.06,
  lineMin: 2,
  head: 0.22,
  headMin: 6,
  /** Where an arrow starts and ends, out from its hexes' centres: the counters stay readable. */
  lineEnd: 0.3,
  /** How far apart an arrow and its reverse (a unit that moved back, two hexes attacking each other) are drawn. */
  reverseGap: 0.08,
  font: 0.17,
  fontMin: 9,
  reach: 0.12,
  reachMin: 5,
  /** How far out from its hex's centre a badge sits; each further ring of six a little further. */
  spotOut: 0.42,
  spotRing: 0.6,
} as const;

/** A mark the message gave no badge: its tone's symbol, so colour is never the only cue. */
const SYMBOL: Record<SpotTone, string> = { lost: '−', regained: '+', eliminated: '✕', arrived: '+', exited: '↗', status: '!', control: '⚑', battle: '⚔' };

/** Where badges sit around a hex, in turn (degrees, the page's y down): upper right, upper left, lower right, lower left, top, bottom. */
const SPOT_ANGLES = [-45, -135, 45, 135, -90, 90] as const;

/** Marks merged under one key: their items and labels gathered in order, each once. */
interface Merged<T> {
  readonly first: T;
  readonly items: number[];
  readonly labels: string[];
}

function merge<T extends { readonly item: number; readonly label: string }>(marks: readonly T[], keyOf: (m: T) => string | null): { merged: Map<string, Merged<T>>; unplaced: number } {
  const merged = new Map<string, Merged<T>>();
  let unplaced = 0;
  for (const m of marks) {
    const key = keyOf(m);
    if (key === null) {
      unplaced += 1;
      continue;
    }
    const seen = merged.get(key) ?? { first: m, items: [], labels: [] };
    if (!seen.items.includes(m.item)) seen.items.push(m.item);
    if (!seen.labels.includes(m.label)) seen.labels.push(m.label);
    merged.set(key, seen);
  }
  return { merged, unplaced };
}

const hexKey = (grid: GridGeometry, label: string): string | null => {
  const h = grid.parse(label);
  return h ? grid.format(h) : null;
};

/**
 * The arrows and marks on this page, or null when nothing can be drawn: the game has no hex grid, the page gives no
 * hex positions to fit, or no arrow or mark names a hex this map has. Unlike a retreat, nothing here depends on
 * where a unit stands now: the session takes the marks off when the board changes under them.
 */
export function arrowDrawing(board: Board, marks: ArrowMarks, grid: GridGeometry | null, page: PageGeometry): ArrowDrawing | null {
  if (!grid) return null;
  const onPage = pageHexes(board, grid, page);
  if (!onPage) return null;
  const { spacing } = onPage;
  // Called only on labels a merge key was made from, which the grid parsed.
  const centreOf = (label: string): Point => onPage.centre(grid.parse(label) as Hex);
  const strong = (items: readonly number[]): boolean => marks.step === null || items.includes(marks.step);
  const sizes = { line: Math.max(SIZES.lineMin, SIZES.line * spacing), font: Math.max(SIZES.fontMin, SIZES.font * spacing), reach: Math.max(SIZES.reachMin, SIZES.reach * spacing) };
  const headLength = Math.max(SIZES.headMin, SIZES.head * spacing);

  // Arrows between the same two hexes are one: "II-42" and "II42" name one hex, so keys are the grid's own labels.
  const arrowKey = (tone: ArrowTone, from: string, to: string): string | null => {
    const [a, b] = [hexKey(grid, from), hexKey(grid, to)];
    return a !== null && b !== null && a !== b ? `${tone} ${a} ${b}` : null;
  };
  const lines = merge(marks.arrows, (a) => arrowKey(a.tone, a.from, a.to));
  const arrows: ArrowLine[] = [...lines.merged.values()].map(({ first, items, labels }) => {
    const [a, b] = [centreOf(first.from), centreOf(first.to)];
    const way = unit(sub(b, a)) ?? { x: 1, y: 0 };
    const across = { x: -way.y, y: way.x };
    // An arrow and its reverse side by side, not one over the other: each shifts to its own left.
    const reverse = lines.merged.has(arrowKey(first.tone, first.to, first.from) ?? '');
    const shift = reverse ? SIZES.reverseGap * spacing : 0;
    const tip = add(add(b, way, -SIZES.lineEnd * spacing), across, shift);
    const base = add(tip, way, -headLength);
    return {
      from: first.from,
      to: first.to,
      tone: first.tone,
      items,
      strong: strong(items),
      line: [add(add(a, way, SIZES.lineEnd * spacing), across, shift), base],
      head: [tip, add(base, across, headLength * 0.6), add(base, across, -headLength * 0.6)],
      title: labels.join('; '),
    };
  });

  // The same mark on one hex (two likely battles meeting there) is drawn once; other marks there fan out around it.
  const badges = merge(marks.spots, (s) => {
    const hex = hexKey(grid, s.hex);
    return hex === null ? null : `${hex} ${s.tone} ${s.badge.join('\n')}`;
  });
  const onHex = new Map<string, number>();
  const spots: ArrowSpot[] = [...badges.merged.values()].map(({ first, items, labels }) => {
    const hex = hexKey(grid, first.hex) ?? first.hex;
    const k = onHex.get(hex) ?? 0;
    onHex.set(hex, k + 1);
    const angle = ((SPOT_ANGLES[k % SPOT_ANGLES.length] ?? 0) * Math.PI) / 180;
    const out = SIZES.spotOut * spacing * (1 + SIZES.spotRing * Math.floor(k / SPOT_ANGLES.length));
    const centre = centreOf(first.hex);
    const badge = first.badge.length > 0 ? first.badge : [SYMBOL[first.tone]];
    // A guess at the text's width (nothing is measured): a badge a little wider than its longest line.
    const longest = Math.max(1, ...badge.map((line) => line.length));
    return {
      hex: first.hex,
      tone: first.tone,
      items,
      strong: strong(items),
      badge,
      centre,
      at: add(centre, { x: Math.cos(angle), y: Math.sin(angle) }, out),
      size: { width: longest * sizes.font * 0.62 + sizes.font * 0.7, height: badge.length * sizes.font * 1.15 + sizes.font * 0.35 },
      title: labels.join('; '),
    };
  });
  if (arrows.length === 0 && spots.length === 0) return null;
  return { kind: marks.kind, title: marks.title, items: marks.items, step: marks.step, arrows, spots, sizes, unplaced: lines.unplaced + badges.unplaced, omitted: marks.omitted };
}
