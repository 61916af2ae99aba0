import { unitNameKey } from '../core/unit-name-key.js';
import type { Board, BoardUnit } from '../core/board/board.js';
import { mergeTerrain, type TerrainConflict, type TerrainField } from '../core/board/merge-terrain.js';
import { fieldError, type Parsed } from '../core/field-error.js';
import type { GamePack, PackUnit } from './pack-format.js';

/** A board unit whose strengths the pack gave: matched by its id, or else by its name (unitNameKey: case and punctuation aside). */
export interface FilledStrength {
  readonly unitId: string;
  readonly by: 'id' | 'name';
  /** The pack's unit it was matched with. */
  readonly packUnitId: string;
  readonly strength: BoardUnit['strength'];
}

export interface PackOnBoard {
  readonly board: Board;
  readonly filled: readonly FilledStrength[];
  /** Every terrain field the pack filled, so a page can say where a value came from. */
  readonly fromPack: readonly { readonly hex: string; readonly field: TerrainField }[];
  /** Where the pack says one thing and the page another: the page's value is kept (as with terrain marks). */
  readonly terrainConflicts: readonly TerrainConflict[];
}

/** Names that one unit of a side alone has in the pack: a name two units share matches neither. */
function uniqueNames(units: readonly PackUnit[]): Map<string, PackUnit | null> {
  const byName = new Map<string, PackUnit | null>();
  for (const u of units) {
    const key = `${u.side}\n${unitNameKey(u.name)}`;
    byName.set(key, byName.has(key) ? null : u);
  }
  return byName;
}

/**
 * A board with a pack's facts under its own: the pack's terrain fills only what the page leaves out (the page's own
 * terrain wins, like terrain marks), and a unit whose full strength the page does not show (null) takes the pack's
 * strengths, matched by unit id, else by name (case and punctuation aside) on the same side. Every unit filled is reported; nothing the
 * page shows is replaced. A pack of another game is refused.
 */
export function applyPackToBoard(board: Board, pack: Pick<GamePack, 'game' | 'terrain' | 'orderOfBattle'>): Parsed<PackOnBoard> {
  if (pack.game !== board.game) return { ok: false, errors: [fieldError('game', `a pack of the board's game, ${board.game}`, pack.game)] };
  const terrain = mergeTerrain(board.terrain, pack.terrain ?? {});
  const units = pack.orderOfBattle ?? [];
  const byId = new Map(units.map((u) => [u.id, u]));
  const byName = uniqueNames(units);
  const filled: FilledStrength[] = [];
  const boardUnits = board.units.map((unit) => {
    if (unit.strength.full !== null) return unit;
    const withId = byId.get(unit.id);
    const match = withId ?? byName.get(`${unit.side}\n${unitNameKey(unit.name)}`) ?? null;
    if (!match || match.strength.full === null) return unit;
    const strength = { full: match.strength.full, reduced: unit.strength.reduced ?? match.strength.reduced };
    filled.push({ unitId: unit.id, by: withId ? 'id' : 'name', packUnitId: match.id, strength });
    return { ...unit, strength };
  });
  return { ok: true, value: { board: { ...board, terrain: terrain.terrain, units: boardUnits }, filled, fromPack: terrain.fromMarks, terrainConflicts: terrain.conflicts } };
}
