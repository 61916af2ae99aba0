import type { Board, BoardUnit, HexTerrain } from '../../../core/board/board.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import { enemyZoc, isCombatUnit, type EnemyZoc } from '../movement/enemy-zoc.js';
import { hexTerrainNames, isRoughHill } from '../movement/hex-terrain.js';
import type { BoardEdge, EdgeState } from './board-edge.js';

/** The four steps of clarification 17, in the order they are tried. */
export const SEQUENCE_STEPS = ['a', 'b', 'c', 'd'] as const;
export type SequenceStep = (typeof SEQUENCE_STEPS)[number];

/** Steps b and d carry the retreat on from the hex they reach; a and c end it there. */
export function goesOn(s: SequenceStep): boolean {
  return s === 'b' || s === 'd';
}

/** Why a hex is shut to the retreat whatever the step. */
export type Shut =
  | { readonly kind: 'enemy'; readonly by: readonly string[] }
  | { readonly kind: 'battle'; readonly by: readonly string[] }
  | { readonly kind: 'wooded-rough-hill' };

/** How clarification 17 sees one hex next to the retreating unit's path. */
export interface HexClass {
  readonly step: SequenceStep;
  /** Friendly combat units in the hex (names), the retreating unit left out. */
  readonly friends: readonly string[];
  /** True when the zone of control there is not confirmed: the step is then only provisional. */
  readonly zocUnknown: boolean;
}

/** The board as a retreat reads it: what is next to a hex, what is shut, and which step offers each hex. */
export interface RetreatGround {
  readonly unit: BoardUnit;
  readonly start: string;
  readonly zoc: EnemyZoc;
  readonly edge: BoardEdge;
  neighbours(hex: string): readonly string[];
  shut(hex: string): Shut | null;
  classify(hex: string): HexClass;
  onMap(hex: string): EdgeState;
  /** Friendly combat units (names) in a hex, the retreating unit left out. */
  friendsAt(hex: string): readonly string[];
}

const WOODS = 'woods';

/** Clarification 19's hexes: wooded rough hills, from the seeds' map data (E6, F5) or the board's own terrain. */
export function isWoodedRoughHill(hex: string, terrain: Readonly<Record<string, HexTerrain>>): boolean {
  const names = hexTerrainNames(hex, terrain);
  return isRoughHill(names) && (names.names?.includes(WOODS) ?? false);
}

export function retreatGround(board: Board, unit: BoardUnit, start: string, battle: readonly BoardUnit[], zocConfirmed: boolean | null, edge: BoardEdge): RetreatGround {
  const zoc = enemyZoc(board, unit.side, zocConfirmed);
  const onHex = (u: BoardUnit, hex: string): boolean => u.location.kind === 'hex' && u.location.hex === hex;
  // The hexes the battle's own side held when it began (the retreating unit's among them) stay shut (17).
  const battleHexes = new Map<string, string[]>();
  for (const u of [unit, ...battle]) {
    if (u.location.kind !== 'hex') continue;
    battleHexes.set(u.location.hex, [...(battleHexes.get(u.location.hex) ?? []), u.name]);
  }
  const friendsAt = (hex: string): string[] =>
    board.units.filter((u) => u.id !== unit.id && u.side === unit.side && isCombatUnit(u.type) && onHex(u, hex)).map((u) => u.name);
  const artillery = unit.type === 'artillery' || unit.type === 'horse-artillery';
  return {
    unit,
    start,
    zoc,
    edge,
    neighbours(hex) {
      const h = GETTYSBURG_88_GRID.parse(hex);
      return h ? GETTYSBURG_88_GRID.neighbors(h).map((n) => GETTYSBURG_88_GRID.format(n)) : [];
    },
    shut(hex) {
      const enemies = board.units.filter((u) => u.side !== unit.side && onHex(u, hex)).map((u) => u.name);
      if (enemies.length > 0) return { kind: 'enemy', by: enemies };
      const by = battleHexes.get(hex);
      if (by) return { kind: 'battle', by };
      if (artillery && isWoodedRoughHill(hex, board.terrain)) return { kind: 'wooded-rough-hill' };
      return null;
    },
    classify(hex) {
      const z = zoc.at(hex);
      const friends = friendsAt(hex);
      // An unconfirmed zone is read as one so the search can go on; the answer then only asks.
      const inZoc = z !== 'no';
      const step: SequenceStep = inZoc ? (friends.length > 0 ? 'd' : 'c') : friends.length > 0 ? 'b' : 'a';
      return { step, friends, zocUnknown: z === 'unknown' };
    },
    onMap: (hex) => edge.onMap(hex),
    friendsAt,
  };
}
