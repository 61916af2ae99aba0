import { axialNeighbors, type Board, type Hex } from '../src/engine/index.js';
import type { ArtilleryMarks, ShotMark, ShotVerdict } from '../src/messaging/artillery-marks.js';
import { hexCorners, type GridGeometry, type Point } from './hex-placement.js';
import type { PageGeometry } from './overlay-marks.js';
import { add, pageHexes, standingIn, sub, unit, type PageHexes } from './page-hexes.js';

/**
 * The shapes of a gun's shots and of a shade of hexes over the page, in page coordinates. Each shot is the
 * straight line from the gun's hex centre to its target's, as the rules trace it (the grid's sight line): a dot
 * in each hex it crosses, a heavy stroke along each hexside it runs along, a diamond on each corner it passes
 * through, an X on the hex that blocks it, and a ring on the target styled by the verdict. The shade is a faint
 * hex per hex. Pure: the overlay draws them (artillery-layer.ts).
 */

/** What the drawing needs of a game's grid: where hexes are, and the line between two hex centres. */
export interface SightGrid extends GridGeometry {
  sightLine(a: Hex, b: Hex): {
    /** Hexes the line passes through the inside of, both ends included. */
    readonly crossed: readonly Hex[];
    /** Hexsides it runs along ('edge') and corners it passes through ('vertex'), each with the two hexes there. */
    readonly grazed: readonly { readonly hexes: readonly [Hex, Hex]; readonly at: 'edge' | 'vertex' }[];
  };
}

export interface ShotGraze {
  readonly at: 'edge' | 'vertex';
  /** The two hexes the line passes between there. */
  readonly hexes: readonly [string, string];
  /** Along an edge: its two ends. Through a corner: the diamond around it, four points. */
  readonly points: readonly Point[];
}

export interface ArtilleryShot {
  /** The target unit's board id; null for a ray to a hex that holds no unit. */
  readonly unit: string | null;
  readonly hex: string;
  readonly verdict: ShotVerdict;
  /** What is drawn of the line: from the edge of the gun's counter to the target's ring. */
  readonly line: readonly [Point, Point];
  readonly target: Point;
  /** The hexes the line crosses between the gun's and the target's, a dot at each centre. */
  readonly crossed: readonly { readonly hex: string; readonly centre: Point }[];
  readonly grazes: readonly ShotGraze[];
  /** The hex that blocks the line: an X on its centre, two strokes. */
  readonly blocker: { readonly hex: string; readonly centre: Point; readonly arms: readonly (readonly [Point, Point])[] } | null;
  /** A stroke across the ring of a target the gun may not fire at. */
  readonly strike: readonly [Point, Point] | null;
  /** Where the "?" of an undecided shot is written, on the ring. */
  readonly query: Point | null;
  /** Where the line meets the ring: the small disc there takes the pointer, for the tooltip. */
  readonly reach: Point;
  /** The popup's reason: the shot's tooltip and accessible name, text only. */
  readonly title: string;
}

export interface ArtilleryDrawing {
  /** The gun whose shots are drawn; null when only a shade is shown, or when this board has the gun elsewhere. */
  readonly gun: { readonly unit: string; readonly hex: string; readonly centre: Point } | null;
  /** Whether the message named a gun this board does not have where it said (then no shot is drawn). */
  readonly gunElsewhere: boolean;
  readonly shots: readonly ArtilleryShot[];
  readonly shade: { readonly label: string; readonly hexes: readonly { readonly hex: string; readonly points: readonly Point[] }[] } | null;
  /** Sizes in page units, from the hex spacing the page shows. */
  readonly sizes: { readonly ring: number; readonly dot: number; readonly line: number; readonly reach: number };
  /** Shots, blockers and shaded hexes whose hexes this map's grid cannot place: not drawn, and counted here. */
  readonly unplaced: number;
  /** Shots the popup lists that the message did not carry. */
  readonly omitted: number;
}

/** Sizes as fractions of the distance between neighbouring hex centres on the page, with floors in pixels. */
const SIZES = {
  /** The target's ring: around its counter, inside its hex. */
  ring: 0.42,
  dot: 0.07,
  dotMin: 2,
  diamond: 0.1,
  diamondMin: 3,
  blocker: 0.2,
  blockerMin: 5,
  reach: 0.12,
  reachMin: 5,
  line: 0.06,
  lineMin: 2,
  /** Where a shot's line starts, out from the gun's hex centre: the gun's counter stays readable. */
  lineStart: 0.3,
} as const;

const key = (h: Hex): string => `${h.q},${h.r}`;

/** The two corners hexes `a` and `b` share, in the hex plane: each the centroid of theirs and a common neighbour's centre (as hexCorners). */
function sharedCorners(grid: GridGeometry, a: Hex, b: Hex): Point[] {
  const aroundB = new Set(axialNeighbors(b).map(key));
  const [ca, cb] = [grid.center(a), grid.center(b)];
  return axialNeighbors(a)
    .filter((h) => aroundB.has(key(h)))
    .map((h) => grid.center(h))
    .map((c) => ({ x: (ca.x + cb.x + c.x) / 3, y: (ca.y + cb.y + c.y) / 3 }));
}

/** How far a point lies from the segment a–b. */
function offSegment(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = ab.x * ab.x + ab.y * ab.y;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2)) : 0;
  return Math.hypot(p.x - a.x - t * ab.x, p.y - a.y - t * ab.y);
}

/** Two strokes crossing at a point, each `r` from it to its ends. */
function xArms(c: Point, r: number): [Point, Point][] {
  const d = r / Math.SQRT2;
  return [
    [add(c, { x: -d, y: -d }), add(c, { x: d, y: d })],
    [add(c, { x: -d, y: d }), add(c, { x: d, y: -d })],
  ];
}

/**
 * Where a line runs along a hexside or through a corner, on the page. The corner or side is found in the hex
 * plane and then placed, so it stays on the page's own hexsides whatever its scale, rotation or skew.
 */
function grazeOf(grid: SightGrid, onPage: PageHexes, g: { readonly hexes: readonly [Hex, Hex]; readonly at: 'edge' | 'vertex' }, from: Hex, to: Hex, diamond: number): ShotGraze | null {
  const [c1, c2] = sharedCorners(grid, g.hexes[0], g.hexes[1]);
  if (!c1 || !c2) return null;
  const labels: [string, string] = [grid.format(g.hexes[0]), grid.format(g.hexes[1])];
  if (g.at === 'edge') return { at: 'edge', hexes: labels, points: [onPage.toPage(c1), onPage.toPage(c2)] };
  // Of the two corners the hexes share, the one on the line.
  const [a, b] = [grid.center(from), grid.center(to)];
  const p = onPage.toPage(offSegment(c1, a, b) <= offSegment(c2, a, b) ? c1 : c2);
  return { at: 'vertex', hexes: labels, points: [add(p, { x: 0, y: -diamond }), add(p, { x: diamond, y: 0 }), add(p, { x: 0, y: diamond }), add(p, { x: -diamond, y: 0 })] };
}

/** The marks' sizes on a page whose hex centres are `spacing` apart. */
function sizesOf(spacing: number): ArtilleryDrawing['sizes'] {
  return {
    ring: SIZES.ring * spacing,
    dot: Math.max(SIZES.dotMin, SIZES.dot * spacing),
    line: Math.max(SIZES.lineMin, SIZES.line * spacing),
    reach: Math.max(SIZES.reachMin, SIZES.reach * spacing),
  };
}

/** The grid's sight line, or null for one it does not trace (two hexes farther apart than any map: a broken or hostile message). */
function traced(grid: SightGrid, from: Hex, to: Hex): ReturnType<SightGrid['sightLine']> | null {
  try {
    return grid.sightLine(from, to);
  } catch {
    return null;
  }
}

/** One shot's shapes, or null when the grid cannot place its target or trace the line to it (a blocker it cannot place is left out). */
function shotOf(grid: SightGrid, onPage: PageHexes, from: Hex, gunCentre: Point, shot: ShotMark): ArtilleryShot | null {
  const to = grid.parse(shot.hex);
  if (!to) return null;
  const { spacing } = onPage;
  const sizes = sizesOf(spacing);
  const target = onPage.centre(to);
  const way = unit(sub(target, gunCentre));
  const sight = traced(grid, from, to);
  if (!sight) return null;
  const blockedAt = shot.blockedBy === null ? null : grid.parse(shot.blockedBy);
  const reach = way ? add(target, way, -sizes.ring) : add(target, { x: 0, y: -1 }, sizes.ring);
  const diamond = Math.max(SIZES.diamondMin, SIZES.diamond * spacing);
  // The stroke across a refused target's ring and the "?" of an undecided one, on the ring's upper right.
  const diagonal = { x: Math.SQRT1_2, y: -Math.SQRT1_2 };
  return {
    unit: shot.unit,
    hex: shot.hex,
    verdict: shot.verdict,
    line: way ? [add(gunCentre, way, SIZES.lineStart * spacing), reach] : [target, target],
    target,
    crossed: sight.crossed.slice(1, -1).map((h) => ({ hex: grid.format(h), centre: onPage.centre(h) })),
    grazes: sight.grazed.flatMap((g) => grazeOf(grid, onPage, g, from, to, diamond) ?? []),
    blocker:
      blockedAt && shot.blockedBy !== null
        ? { hex: shot.blockedBy, centre: onPage.centre(blockedAt), arms: xArms(onPage.centre(blockedAt), Math.max(SIZES.blockerMin, SIZES.blocker * spacing)) }
        : null,
    strike: shot.verdict === 'not-eligible' ? [add(target, diagonal, -sizes.ring), add(target, diagonal, sizes.ring)] : null,
    query: shot.verdict === 'undecided' ? add(target, diagonal, sizes.ring) : null,
    reach,
    title: shot.reason,
  };
}

/**
 * The shots and shade on this page, or null when nothing can be drawn: the game has no hex grid, the page gives
 * no hex positions to fit, or nothing is left to draw. Shots are drawn only while this board has the gun in the
 * hex the popup worked them out from (else they would be stale); the shade does not depend on the gun. A shot,
 * blocker or shaded hex naming a hex the grid cannot parse is left out and counted in `unplaced`.
 */
export function artilleryDrawing(board: Board, marks: ArtilleryMarks, grid: SightGrid | null, page: PageGeometry): ArtilleryDrawing | null {
  if (!grid) return null;
  const onPage = pageHexes(board, grid, page);
  if (!onPage) return null;
  let unplaced = 0;

  const from = marks.gun ? standingIn(board, marks.gun.unit, marks.gun.hex, grid) : null;
  const gun = marks.gun && from ? { unit: marks.gun.unit, hex: marks.gun.hex, centre: onPage.centre(from) } : null;
  const shots: ArtilleryShot[] = [];
  for (const shot of gun && from ? marks.shots : []) {
    const drawn = gun && from ? shotOf(grid, onPage, from, gun.centre, shot) : null;
    if (drawn) shots.push(drawn);
    // A shot the grid cannot place, or a blocker it cannot: one mark each not drawn.
    if (!drawn || (shot.blockedBy !== null && drawn.blocker === null)) unplaced += 1;
  }

  let shade: ArtilleryDrawing['shade'] = null;
  if (marks.shade) {
    const seen = new Set<string>();
    const shaded: { hex: string; points: Point[] }[] = [];
    for (const label of marks.shade.hexes) {
      const h = grid.parse(label);
      if (!h) {
        unplaced += 1;
        continue;
      }
      // The same hex twice (II-42 and II42) is shaded once: a second fill would darken it.
      if (seen.has(key(h))) continue;
      seen.add(key(h));
      shaded.push({ hex: label, points: hexCorners(grid, h).map((p) => onPage.toPage(p)) });
    }
    shade = { label: marks.shade.label, hexes: shaded };
  }
  // Nothing to draw: no element of Adjutant's stays on the page for it.
  if (shots.length === 0 && (shade?.hexes.length ?? 0) === 0) return null;
  return { gun, gunElsewhere: marks.gun !== null && gun === null, shots, shade, sizes: sizesOf(onPage.spacing), unplaced, omitted: marks.omitted };
}
