import type { Problem } from '../../../core/answer.js';
import type { BoardUnit } from '../../../core/board/board.js';
import type { HexGrid } from '../../../core/hex/hex-grid.js';
import type { Hex } from '../../../core/hex/hex.js';
import type { RetreatRequest } from '../../../core/retreat.js';

/** The retreating unit on its hex, read from the request. */
export interface ChRetreating {
  readonly unit: BoardUnit;
  readonly start: Hex;
  readonly label: string;
}

export type ReadChRequest = { readonly ok: true; readonly value: ChRetreating } | { readonly ok: false; readonly problems: readonly Problem[] };

const input = (text: string, at: string): Problem => ({ severity: 'input', text, rule: null, at });

/**
 * Checks the request against the board: a unit on a hex of this game's labels, enemies among the units it
 * fought and friends beside it. A bad request is an input problem, never a throw.
 */
export function readChRequest(r: RetreatRequest, grid: HexGrid): ReadChRequest {
  if (r.board.game !== 'cemetery-hill') return { ok: false, problems: [input(`This board is ${r.board.game}, not Cemetery Hill.`, 'board')] };
  const unit = r.board.units.find((u) => u.id === r.unitId);
  if (!unit) return { ok: false, problems: [input(`No unit "${r.unitId}" is on the board.`, 'unitId')] };
  const start = unit.location.kind === 'hex' ? grid.parse(unit.location.hex) : null;
  if (!start) return { ok: false, problems: [input(`${unit.name} is not on a hex of the map, so it has nowhere to retreat from.`, 'unitId')] };
  // Each listed id must be on the board and on the side its list says: the enemy it fought, or its own.
  const lists = [
    { ids: r.attackers, at: 'attackers', enemy: true },
    { ids: r.battle, at: 'battle', enemy: false },
  ] as const;
  const problems = lists.flatMap(({ ids, at, enemy }) =>
    ids.flatMap((id): Problem[] => {
      const other = r.board.units.find((u) => u.id === id);
      if (!other) return [input(`No unit "${id}" is on the board (listed under ${at}).`, at)];
      if ((other.side !== unit.side) !== enemy) return [input(`${other.name} is on the ${enemy ? 'same' : 'other'} side as ${unit.name}, so it cannot be listed under ${at}.`, at)];
      return [];
    }),
  );
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { unit, start, label: grid.format(start) } };
}
