import { combatStatus, type Board, type BoardUnit, type BoardUnitType } from '../src/engine/index.js';
import { FORCE_LIMITS, unitNameKey, type UnitType } from '../src/engine/index.js';
import type { GameId, PackUnit, Side } from '../src/engine/index.js';
import type { BoardSelection } from '../src/messaging/board-messages.js';
import type { RememberedStrength, RememberedStrengths, StrengthSide } from '../src/storage/unit-strengths.js';
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


/** The player's order of battle by side and name: a name two units of a side share finds neither (null). */
export type NamedStrengths = ReadonlyMap<string, PackUnit['strength'] | null>;

/** No order of battle: nothing is found by name. */
export const NO_NAMED: NamedStrengths = new Map();

function nameKey(side: Side, name: string): string {
  return `${side}\n${unitNameKey(name)}`;
}

/** The order of battle's strengths by side and name, for the counters whose id has none remembered. */
export function strengthsByName(units: readonly PackUnit[]): NamedStrengths {
  const out = new Map<string, PackUnit['strength'] | null>();
  for (const u of units) {
    const key = nameKey(u.side, u.name);
    // Two units of a side with one name: which one a counter is cannot be told, so neither fills it.
    out.set(key, out.has(key) ? null : u.strength);
  }
  return out;
}

/**
 * The strengths the summary's boxes show for the picked counters: each one's remembered strengths, or where none
 * is remembered for it, its order of battle's by name (as `filledStrength` fills the battle), keyed by counter id.
 */
export function shownRemembered(units: readonly BoardUnit[], remembered: RememberedStrengths, named: NamedStrengths): RememberedStrengths {
  const out: Record<string, { full?: number; reduced?: number }> = { ...remembered };
  for (const u of units) {
    const listed = named.get(nameKey(u.side, u.name));
    if (!listed) continue;
    const kept = Object.hasOwn(remembered, u.id) ? remembered[u.id] : undefined;
    const full = kept?.full ?? listed.full ?? undefined;
    const reduced = kept?.reduced ?? listed.reduced ?? undefined;
    if (full !== undefined || reduced !== undefined) out[u.id] = { ...(full === undefined ? {} : { full }), ...(reduced === undefined ? {} : { reduced }) };
  }
  return out;
}

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
 * The board's strengths with the player's filling only what the board does not show: first what was remembered
 * for this counter, then the order of battle's unit of the counter's side and name (when only one unit of that
 * side has the name). A strength the page shows always stands, whatever the player entered before.
 */
export function filledStrength(u: BoardUnit, remembered: RememberedStrengths, named: NamedStrengths = NO_NAMED): FilledStrength {
  // Own keys only: a counter id such as "constructor" must not find Object's.
  const kept: RememberedStrength | undefined = Object.hasOwn(remembered, u.id) ? remembered[u.id] : undefined;
  const listed = named.get(nameKey(u.side, u.name)) ?? null;
  const full = u.strength.full ?? kept?.full ?? listed?.full ?? null;
  const reduced = u.strength.reduced ?? kept?.reduced ?? listed?.reduced ?? null;
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
export function unitDraftOf(role: Role, u: BoardUnit, remembered: RememberedStrengths = NO_REMEMBERED, named: NamedStrengths = NO_NAMED): UnitDraft {
  const strength = filledStrength(u, remembered, named);
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

/** Rows for the selected counters, attackers and defenders, in the order they were picked, with the strengths the player entered (by counter, or in the order of battle) where the board shows none. */
export function fillFromSelection(board: Board, selection: BoardSelection, remembered: RememberedStrengths = NO_REMEMBERED, named: NamedStrengths = NO_NAMED): BoardFill {
  const byId = new Map(board.units.map((u) => [u.id, u]));
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((u): u is BoardUnit => u !== undefined).slice(0, FORCE_LIMITS.units);
  const attacking = pick(selection.attackers);
  const defending = pick(selection.defenders);
  return {
    game: board.game,
    board,
    attackers: attacking.map((u) => unitDraftOf('attacker', u, remembered, named)),
    defenders: defending.map((u) => unitDraftOf('defender', u, remembered, named)),
    missingStrength: [...attacking, ...defending].filter((u) => filledStrength(u, remembered, named).full === null).map((u) => u.name),
    yours: [...attacking, ...defending].filter((u) => {
      const { yours } = filledStrength(u, remembered, named);
      return yours.full || yours.reduced;
    }).map((u) => u.name),
  };
}
