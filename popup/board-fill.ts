import { combatStatus, type Board, type BoardUnit, type BoardUnitType } from '../src/engine/index.js';
import { FORCE_LIMITS, type UnitType } from '../src/engine/index.js';
import type { GameId } from '../src/engine/index.js';
import type { BoardSelection } from '../src/messaging/board-messages.js';
import type { RememberedStrengths, StrengthSide } from '../src/storage/unit-strengths.js';
import { newUnit, type Role, type UnitDraft } from './battle-draft.js';

/** What filling the calculator from the board's selection gives. */
export interface BoardFill {
  readonly game: GameId;
  /** The board the rows were filled from: the modifiers panel reads the battle off it. */
  readonly board: Board;
  readonly attackers: readonly UnitDraft[];
  readonly defenders: readonly UnitDraft[];
  /** Names of the units whose strength neither the page shows nor the player gave before: the player types it in. */
  readonly missingStrength: readonly string[];
  /** Names of the units given a strength the player entered before (the page does not show it). */
  readonly yours: readonly string[];
}

/** None remembered: the board's strengths alone. */
export const NO_REMEMBERED: RememberedStrengths = {};

/** A counter's strengths as a battle takes them, and which sides of it the player gave rather than the board. */
export interface FilledStrength {
  readonly full: number | null;
  readonly reduced: number | null;
  readonly yours: { readonly full: boolean; readonly reduced: boolean };
}

/** The side of a counter whose strength fights: the back once it has lost a step. */
export function sideInUse(u: BoardUnit): StrengthSide {
  return u.steps.left < u.steps.full ? 'reduced' : 'full';
}

/** Whether the board leaves a side of the counter without a strength (the player may give it). */
export function lacksStrength(u: BoardUnit): boolean {
  return u.strength.full === null || u.strength.reduced === null;
}

/**
 * The board's strengths with the player's remembered ones filling only what the board does not show: a strength
 * the page shows always stands, whatever was remembered for the counter before.
 */
export function filledStrength(u: BoardUnit, remembered: RememberedStrengths): FilledStrength {
  // Own keys only: a counter id such as "constructor" must not find Object's.
  const kept = Object.hasOwn(remembered, u.id) ? remembered[u.id] : undefined;
  const full = u.strength.full ?? kept?.full ?? null;
  const reduced = u.strength.reduced ?? kept?.reduced ?? null;
  return { full, reduced, yours: { full: u.strength.full === null && full !== null, reduced: u.strength.reduced === null && reduced !== null } };
}

/** The calculator knows one kind of leader counter. */
function calculatorType(type: BoardUnitType): UnitType {
  return type === 'general' || type === 'leader' ? 'headquarters' : type;
}

function text(n: number | null): string {
  return n === null ? '' : String(n);
}

/** A unit row filled from a counter on the board (and what the player remembered of it); an unknown strength stays empty, for the player to enter. */
export function unitDraftOf(role: Role, u: BoardUnit, remembered: RememberedStrengths = NO_REMEMBERED): UnitDraft {
  const strength = filledStrength(u, remembered);
  return {
    ...newUnit(role, undefined),
    name: u.name.slice(0, FORCE_LIMITS.nameLength),
    side: u.side,
    type: calculatorType(u.type),
    strength: text(strength.full),
    reducedStrength: text(strength.reduced),
    reduced: u.steps.left < u.steps.full,
    status: combatStatus(u.status),
    boardId: u.id,
  };
}

/** Rows for the selected counters, attackers and defenders, in the order they were picked, with the strengths the player remembered where the board shows none. */
export function fillFromSelection(board: Board, selection: BoardSelection, remembered: RememberedStrengths = NO_REMEMBERED): BoardFill {
  const byId = new Map(board.units.map((u) => [u.id, u]));
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((u): u is BoardUnit => u !== undefined).slice(0, FORCE_LIMITS.units);
  const attacking = pick(selection.attackers);
  const defending = pick(selection.defenders);
  return {
    game: board.game,
    board,
    attackers: attacking.map((u) => unitDraftOf('attacker', u, remembered)),
    defenders: defending.map((u) => unitDraftOf('defender', u, remembered)),
    missingStrength: [...attacking, ...defending].filter((u) => filledStrength(u, remembered).full === null).map((u) => u.name),
    yours: [...attacking, ...defending].filter((u) => {
      const { yours } = filledStrength(u, remembered);
      return yours.full || yours.reduced;
    }).map((u) => u.name),
  };
}
