import type { Board, BoardUnit } from '../src/engine/index.js';
import type { Hex } from '../src/engine/index.js';
import type { BoardSelection } from '../src/messaging/board-messages.js';
import { apply, fitPlacement, hexCorners, hexSpacing, type Affine, type Anchor, type GridGeometry, type Point } from './hex-placement.js';

export type MarkRole = 'attacker' | 'defender';

/** One outline the overlay draws: a selected counter's hex, or a hex of its zone of control. */
export interface HexMark {
  readonly role: MarkRole;
  readonly kind: 'unit' | 'zoc';
  /** The hex label (or the unit id where the page gives no usable hex). */
  readonly place: string;
  /** The outline, in page coordinates. */
  readonly points: readonly Point[];
  /** What the mark is, for its tooltip: built from page strings, so it goes in as text only. */
  readonly title: string;
}

/** A box on the page, in page (document) coordinates. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** What the overlay sees of the page: boxes of elements that name a hex, and of each unit's counters. */
export interface PageGeometry {
  readonly hexBoxes: readonly { readonly hex: string; readonly box: Box }[];
  /** The part of the page the map shows (its scrolling or clipping box), or null for the whole page. */
  readonly clip: Box | null;
  /** The whole map's drawing (the SVG or the board container the hexes are in), scrolled out of view or not: what the paint mode covers. */
  readonly map?: Box | null;
  counterBoxes(unitId: string): readonly Box[];
}

/** How much larger than a counter its hex is drawn on most maps: used only when one hex anchors the map. */
const HEX_PER_COUNTER = 1.4;

function centre(b: Box): Point {
  return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
}

function boxOutline(b: Box, grow: number): Point[] {
  const l = b.left - grow;
  const t = b.top - grow;
  const r = b.left + b.width + grow;
  const bottom = b.top + b.height + grow;
  return [
    { x: l, y: t },
    { x: r, y: t },
    { x: r, y: bottom },
    { x: l, y: bottom },
  ];
}

function names(units: readonly BoardUnit[]): string {
  return units.map((u) => u.name).join(', ');
}

/**
 * Where the game's hexes are on the page: the fit of the page's own hex positions (every element that names a
 * hex), or null when the page gives nothing to fit. One hex alone is scaled by its counter's size.
 */
export function hexPlacement(board: Board, grid: GridGeometry, page: PageGeometry): Affine | null {
  const anchors: Anchor[] = [];
  let counterSize = 0;
  for (const { hex, box } of page.hexBoxes) {
    const h = grid.parse(hex);
    if (!h || box.width <= 0 || box.height <= 0) continue;
    anchors.push({ grid: grid.center(h), page: centre(box) });
    counterSize = Math.max(counterSize, box.width, box.height);
  }
  const someHex = anchors.length > 0 ? firstHex(board, grid) : null;
  const scale = someHex && counterSize > 0 ? (HEX_PER_COUNTER * counterSize) / hexSpacing(grid, someHex) : null;
  return fitPlacement(anchors, scale);
}

/**
 * The marks for a selection: each selected counter's hex (attackers and defenders apart), and the six hexes
 * around it (its zone of control). Hexes are placed through the fit of the page's own hex positions; where
 * the game has no hex grid, or the page gives nothing to fit, the counters themselves are outlined and no
 * zone is drawn.
 */
export function overlayMarks(board: Board, selection: BoardSelection, grid: GridGeometry | null, page: PageGeometry): HexMark[] {
  const byId = new Map(board.units.map((u) => [u.id, u]));
  const roles: [MarkRole, readonly string[]][] = [
    ['attacker', selection.attackers],
    ['defender', selection.defenders],
  ];

  const placement = grid ? hexPlacement(board, grid, page) : null;

  const marks: HexMark[] = [];
  for (const [role, ids] of roles) {
    const units = ids.map((id) => byId.get(id)).filter((u): u is BoardUnit => u !== undefined);
    const hexes = new Map<string, { hex: Hex; units: BoardUnit[] }>();
    for (const u of units) {
      const h = grid && placement && u.location.kind === 'hex' ? grid.parse(u.location.hex) : null;
      if (h && u.location.kind === 'hex') {
        const entry = hexes.get(u.location.hex) ?? { hex: h, units: [] };
        entry.units.push(u);
        hexes.set(u.location.hex, entry);
        continue;
      }
      for (const box of page.counterBoxes(u.id)) {
        marks.push({ role, kind: 'unit', place: u.id, points: boxOutline(box, 3), title: `${role === 'attacker' ? 'Attacker' : 'Defender'}: ${u.name}` });
      }
    }
    if (!grid || !placement) continue;
    const zone = new Map<string, { hex: Hex; units: BoardUnit[] }>();
    for (const [label, entry] of hexes) {
      const outline = hexCorners(grid, entry.hex).map((p) => apply(placement, p));
      marks.push({ role, kind: 'unit', place: label, points: outline, title: `${role === 'attacker' ? 'Attacker' : 'Defender'} in ${label}: ${names(entry.units)}` });
      for (const n of grid.neighbors(entry.hex)) {
        const key = `${n.q},${n.r}`;
        const z = zone.get(key) ?? { hex: n, units: [] };
        z.units.push(...entry.units);
        zone.set(key, z);
      }
    }
    const own = new Set([...hexes.values()].map((e) => `${e.hex.q},${e.hex.r}`));
    for (const [key, z] of zone) {
      if (own.has(key)) continue;
      const outline = hexCorners(grid, z.hex).map((p) => apply(placement, p));
      marks.push({ role, kind: 'zoc', place: grid.format(z.hex), points: outline, title: `Zone of control of ${names(z.units)}` });
    }
  }
  return marks;
}

function firstHex(board: Board, grid: GridGeometry): Hex | null {
  for (const u of board.units) {
    if (u.location.kind !== 'hex') continue;
    const h = grid.parse(u.location.hex);
    if (h) return h;
  }
  return null;
}
