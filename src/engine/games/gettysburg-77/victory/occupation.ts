import type { Board } from '../../../core/board/board.js';
import type { VictoryHexRow } from '../../../core/board/map-data.js';
import type { Side } from '../../../core/combat-unit.js';
import type { LedgerRow } from '../../../core/victory.js';
import { canonicalHex } from '../canonical-hex.js';
import { G77_MAP_DATA } from '../map-data.js';

/** Who holds an objective hex, and since when and how, for the item's text. */
export interface HexControl {
  readonly side: Side;
  readonly how: 'at the start' | 'infantry' | 'marker' | 'event';
  /** The ledger row (0-based) where control last changed; null at the start. */
  readonly since: number | null;
}

export interface ObjectiveHex {
  readonly hex: string;
  readonly row: VictoryHexRow;
}

/** Every objective hex of the map data, one per hex (the Peach Orchard's two hexes score one each). */
export function objectiveHexes(): readonly ObjectiveHex[] {
  return G77_MAP_DATA.data().victoryHexes.flatMap((row) => row.hexes.map((hex) => ({ hex: canonicalHex(hex) ?? hex, row })));
}

/** Control at the start: the map data's initial control (all Union but the Hagerstown Road entrance). */
export function initialControl(): Map<string, HexControl> {
  return new Map(objectiveHexes().map((o) => [o.hex, { side: o.row.initialControl, how: 'at the start', since: null }]));
}

function set(control: Map<string, HexControl>, hex: string, side: Side, how: HexControl['how'], index: number): void {
  const before = control.get(hex);
  if (before && before.side === side) return; // held, not taken again: "since" stays
  control.set(hex, { side, how, since: index });
}

/**
 * Control after one ledger row: the row's 'occupied' events in order, then its board — occupation
 * markers as the players set them, then infantry standing on the hex, which no marker overrides.
 * Only infantry occupies (any state, any strength); the last side to occupy keeps the hex.
 */
export function applyRowToControl(control: Map<string, HexControl>, row: LedgerRow, index: number): void {
  for (const e of row.events) {
    if (e.kind !== 'occupied') continue;
    const hex = canonicalHex(e.hex);
    if (hex !== null && control.has(hex)) set(control, hex, e.side, 'event', index);
  }
  if (row.board) applyBoardToControl(control, row.board, index);
}

function applyBoardToControl(control: Map<string, HexControl>, board: Board, index: number): void {
  for (const m of board.markers) {
    if (m.kind !== 'occupation' || m.side === undefined) continue;
    const hex = canonicalHex(m.hex);
    if (hex !== null && control.has(hex)) set(control, hex, m.side, 'marker', index);
  }
  const infantry = new Map<string, Set<Side>>();
  for (const u of board.units) {
    if (u.type !== 'infantry' || u.location.kind !== 'hex' || u.steps.left === 0) continue;
    const hex = canonicalHex(u.location.hex);
    if (hex === null || !control.has(hex)) continue;
    const sides = infantry.get(hex) ?? new Set<Side>();
    sides.add(u.side);
    infantry.set(hex, sides);
  }
  for (const [hex, sides] of infantry) {
    const [only] = [...sides];
    if (sides.size === 1 && only !== undefined) set(control, hex, only, 'infantry', index);
  }
}
