import { parseCombatTableInput as parseTableIn, type CombatTableInput } from './core/combat-table-input.js';
import type { CombatTable } from './core/combat-table.js';
import type { Parsed } from './core/field-error.js';
import { parseOddsRequest as parseOddsIn } from './core/odds-request-input.js';
import type { OddsRequest } from './core/resolve-combat.js';
import { GAME_CATALOG } from './catalog.js';

export type { CombatTableInput };

/** An odds request from untrusted JSON, for any registered game. */
export function parseOddsRequest(v: unknown): Parsed<OddsRequest> {
  return parseOddsIn(v, GAME_CATALOG);
}

/** A combat results table the player entered, for any registered game. */
export function parseCombatTableInput(input: unknown): Parsed<CombatTable> {
  return parseTableIn(input, GAME_CATALOG);
}
