import { combatStatus, type Board, type BoardUnit, type BoardUnitType } from '../src/engine/index.js';
import { FORCE_LIMITS, type UnitType } from '../src/engine/index.js';
import type { GameId } from '../src/engine/index.js';
import type { BoardSelection } from '../src/messaging/board-messages.js';
import { newUnit, type Role, type UnitDraft } from './battle-draft.js';

/** What filling the calculator from the board's selection gives. */
export interface BoardFill {
  readonly game: GameId;
  /** The board the rows were filled from: the modifiers panel reads the battle off it. */
  readonly board: Board;
  readonly attackers: readonly UnitDraft[];
  readonly defenders: readonly UnitDraft[];
  /** Names of the units whose strength the page does not show: the player types it in. */
  readonly missingStrength: readonly string[];
}

/** The calculator knows one kind of leader counter. */
function calculatorType(type: BoardUnitType): UnitType {
  return type === 'general' || type === 'leader' ? 'headquarters' : type;
}

function text(n: number | null): string {
  return n === null ? '' : String(n);
}

/** A unit row filled from a counter on the board; an unknown strength stays empty, for the player to enter. */
export function unitDraftOf(role: Role, u: BoardUnit): UnitDraft {
  return {
    ...newUnit(role, undefined),
    name: u.name.slice(0, FORCE_LIMITS.nameLength),
    side: u.side,
    type: calculatorType(u.type),
    strength: text(u.strength.full),
    reducedStrength: text(u.strength.reduced),
    reduced: u.steps.left < u.steps.full,
    status: combatStatus(u.status),
    boardId: u.id,
  };
}

/** Rows for the selected counters, attackers and defenders, in the order they were picked. */
export function fillFromSelection(board: Board, selection: BoardSelection): BoardFill {
  const byId = new Map(board.units.map((u) => [u.id, u]));
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((u): u is BoardUnit => u !== undefined).slice(0, FORCE_LIMITS.units);
  const attacking = pick(selection.attackers);
  const defending = pick(selection.defenders);
  return {
    game: board.game,
    board,
    attackers: attacking.map((u) => unitDraftOf('attacker', u)),
    defenders: defending.map((u) => unitDraftOf('defender', u)),
    missingStrength: [...attacking, ...defending].filter((u) => u.strength.full === null).map((u) => u.name),
  };
}
