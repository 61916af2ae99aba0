import { OFF_BOARD, pathWords, type Board, type Hex } from '../src/engine/index.js';
import type { RetreatMarks } from '../src/messaging/retreat-marks.js';
import type { GridGeometry, Point } from './hex-placement.js';
import type { PageGeometry } from './overlay-marks.js';
import { add, pageHexes, standingIn, sub, unit } from './page-hexes.js';

/**
 * The shapes of one unit's retreat over the page, in page coordinates: an arrow for each option from the unit's
 * hex through the centre of each hex of its path, its rank in a badge at its end; a cross in each neighbour the
 * unit may not enter; a double ring on the unit's hex where it must or may stay. Pure: the overlay draws them.
 */
export interface RetreatArrow {
  readonly rank: number;
  /** The option's path as the message gave it (`OFF_BOARD` last when it leaves the map). */
  readonly path: readonly string[];
  /** The centre line: the unit's hex centre, each hex centre of the path, and for a retreat off the map a point past the last. */
  readonly points: readonly Point[];
  /** What is drawn as the line: `points` from the edge of the unit's counter to the head's base. */
  readonly line: readonly Point[];
  /** The head: its tip (at the badge's edge), then its two back corners. */
  readonly head: readonly Point[];
  /** The centre of the rank's badge, at the arrow's end. */
  readonly badge: Point;
  /** Where "off" is written beside a retreat that leaves the map; null for one that stays on it. */
  readonly offLabel: Point | null;
  /** What the arrow is, in words (its tooltip and its accessible name). */
  readonly title: string;
}

export interface RetreatCross {
  readonly hex: string;
  readonly centre: Point;
  /** Two strokes crossing at the centre. */
  readonly arms: readonly (readonly [Point, Point])[];
  /** "Not N33: <why>": its tooltip and accessible name, a page string among it, so it goes in as text only. */
  readonly title: string;
}

export interface RetreatStay {
  readonly hex: string;
  readonly centre: Point;
  /** The two rings, inner first. */
  readonly radii: readonly [number, number];
  readonly kind: 'must' | 'may';
  readonly title: string;
}

export interface RetreatDrawing {
  readonly unit: string;
  readonly arrows: readonly RetreatArrow[];
  readonly crosses: readonly RetreatCross[];
  readonly stay: RetreatStay | null;
  /** Sizes in page units, from the hex spacing the page shows. */
  readonly badgeRadius: number;
  /** The radius around a cross that takes the pointer (for its tooltip). */
  readonly crossReach: number;
  /** Options, crosses and a stay whose hexes this map's grid cannot place: not drawn, and counted here. */
  readonly unplaced: number;
  /** Options the popup lists that the message did not carry. */
  readonly omitted: number;
}

/** Sizes as fractions of the distance between neighbouring hex centres on the page, with floors in pixels. */
const SIZES = {
  badge: 0.2,
  badgeMin: 7,
  head: 0.22,
  headMin: 6,
  /** How far past the last hex an arrow off the map reaches. */
  offReach: 0.8,
  cross: 0.14,
  crossMin: 5,
  /**
   * A cross sits in its hex on the side the unit would enter it from, not on its centre: the crosses take the
   * pointer (for their tooltips), and a counter in that hex (an enemy's, often) keeps its middle free for the
   * player's clicks.
   */
  crossTowardUnit: 0.3,
  /** Where an arrow's line starts, out from the unit's hex centre. */
  lineStart: 0.3,
  /** The two rings where the unit stays, inner first. */
  rings: [0.4, 0.47],
} as const;

const UP: Point = { x: 0, y: -1 };

/**
 * The direction a retreat leaves the map from the unit's own hex when its path is only "off": away from the
 * enemy units next to it (a retreat runs away from them), or up the page when none is on the board.
 */
function awayFromEnemies(board: Board, unitSide: string, start: Hex, grid: GridGeometry, place: (h: Hex) => Point): Point {
  const around = new Set(grid.neighbors(start).map((h) => grid.format(h)));
  const here = place(start);
  let away: Point = { x: 0, y: 0 };
  for (const u of board.units) {
    if (u.side === unitSide || u.location.kind !== 'hex') continue;
    const h = grid.parse(u.location.hex);
    if (h && around.has(grid.format(h))) away = add(away, unit(sub(here, place(h))) ?? { x: 0, y: 0 });
  }
  return unit(away) ?? UP;
}

/**
 * The retreat's shapes on this page, or null when nothing can be drawn: the game has no hex grid, the page gives
 * no hex positions to fit, or the board here does not have the unit in the hex the popup worked the retreat out
 * from (the marks would be stale). An option, cross or stay naming a hex the grid cannot parse is left out and
 * counted in `unplaced`.
 */
export function retreatDrawing(board: Board, marks: RetreatMarks, grid: GridGeometry | null, page: PageGeometry): RetreatDrawing | null {
  if (!grid) return null;
  const retreating = board.units.find((u) => u.id === marks.unit);
  const start = standingIn(board, marks.unit, marks.from, grid);
  const onPage = retreating && start ? pageHexes(board, grid, page) : null;
  if (!retreating || !start || !onPage) return null;
  const { spacing } = onPage;
  const place = onPage.centre;
  const origin = place(start);

  const badgeRadius = Math.max(SIZES.badgeMin, SIZES.badge * spacing);
  const headLength = Math.max(SIZES.headMin, SIZES.head * spacing);
  let unplaced = 0;

  const arrows: Omit<RetreatArrow, 'badge' | 'head' | 'line' | 'offLabel'>[] = [];
  for (const option of marks.options) {
    const onMap = option.path.filter((l) => l !== OFF_BOARD);
    const hexes = onMap.map((l) => grid.parse(l));
    if (hexes.some((h) => h === null)) {
      unplaced += 1;
      continue;
    }
    const points = [origin, ...hexes.map((h) => place(h as Hex))];
    if (option.path[option.path.length - 1] === OFF_BOARD) {
      const last = points[points.length - 1] ?? origin;
      const before = points[points.length - 2];
      const way = (before && unit(sub(last, before))) ?? awayFromEnemies(board, retreating.side, start, grid, place);
      points.push(add(last, way, SIZES.offReach * spacing));
    }
    arrows.push({ rank: option.rank, path: option.path, points, title: `${retreating.name}, retreat rank ${option.rank}: ${pathWords(option.path)}` });
  }

  // Badges of arrows that end on the same point sit side by side across the arrow, so every rank shows.
  const ends = new Map<string, number>();
  const endKey = (p: Point): string => `${Math.round(p.x)},${Math.round(p.y)}`;
  for (const a of arrows) {
    const end = a.points[a.points.length - 1] ?? origin;
    ends.set(endKey(end), (ends.get(endKey(end)) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  const drawn: RetreatArrow[] = arrows.map((a) => {
    const end = a.points[a.points.length - 1] ?? origin;
    const before = a.points[a.points.length - 2] ?? origin;
    const way = unit(sub(end, before)) ?? UP;
    const across = { x: -way.y, y: way.x };
    const key = endKey(end);
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    // Side by side along the page's horizontal, whatever way each arrow comes in from.
    const shift = (index - ((ends.get(key) ?? 1) - 1) / 2) * 2.2 * badgeRadius;
    const badge = add(end, { x: 1, y: 0 }, shift);
    const tip = add(badge, way, -badgeRadius);
    const base = add(tip, way, -headLength);
    const head = [tip, add(base, across, headLength * 0.6), add(base, across, -headLength * 0.6)];
    // The line leaves from the edge of the unit's counter, not its middle, so the counter stays readable.
    const first = a.points[1] ?? end;
    const start = add(origin, unit(sub(first, origin)) ?? way, SIZES.lineStart * spacing);
    const line = [start, ...a.points.slice(1, -1), base];
    const off = a.path[a.path.length - 1] === OFF_BOARD;
    return { ...a, badge, head, line, offLabel: off ? add(badge, way, badgeRadius * 2.4) : null };
  });

  const reach = Math.max(SIZES.crossMin, SIZES.cross * spacing);
  const crosses: RetreatCross[] = [];
  for (const r of marks.rejected) {
    const h = grid.parse(r.hex);
    if (!h) {
      unplaced += 1;
      continue;
    }
    const middle = place(h);
    const toward = unit(sub(origin, middle));
    const centre = toward ? add(middle, toward, SIZES.crossTowardUnit * spacing) : middle;
    const d = reach / Math.SQRT2;
    crosses.push({
      hex: r.hex,
      centre,
      arms: [
        [add(centre, { x: -d, y: -d }), add(centre, { x: d, y: d })],
        [add(centre, { x: -d, y: d }), add(centre, { x: d, y: -d })],
      ],
      title: `Not ${r.hex}: ${r.reason}`,
    });
  }

  let stay: RetreatStay | null = null;
  if (marks.stay) {
    const h = grid.parse(marks.stay.hex);
    if (h) {
      stay = {
        hex: marks.stay.hex,
        centre: place(h),
        radii: [SIZES.rings[0] * spacing, SIZES.rings[1] * spacing],
        kind: marks.stay.kind,
        title: `${marks.stay.kind === 'must' ? 'Must stay' : 'May stay'}: ${marks.stay.reason}`,
      };
    } else unplaced += 1;
  }
  return { unit: marks.unit, arrows: drawn, crosses, stay, badgeRadius, crossReach: reach, unplaced, omitted: marks.omitted };
}
