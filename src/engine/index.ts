/** The engine's public surface: pure functions over data, usable from the popup, the service worker, Node and the tests. */
export { GAME_IDS, isGameId, type GameId } from './core/game-id.js';
export type { RuleRef } from './core/rule-ref.js';
export { formatRuleRef } from './core/rule-ref.js';
export type { Step, StepJson } from './core/explanation.js';
export type { CombatTable, CombatScheme, ResultMeaning } from './core/combat-table.js';
export type { CombatUnitInput, ForceInput, UnitType, Side, CombatStatus } from './core/combat-unit.js';
export { UNIT_TYPES, SIDES, COMBAT_STATUSES } from './core/combat-unit.js';
export type { GameModule, GameInfo } from './core/game-module.js';
export { resolveCombat, type CombatAnswer, type OddsRequest, type CombatOverrides } from './core/resolve-combat.js';
export { parseOddsRequest } from './core/odds-request-input.js';
export { parseCombatTableInput, TABLE_FORMAT, TABLE_LIMITS, type CombatTableInput } from './core/combat-table-input.js';
export { formatFieldErrors, type FieldError, type Parsed } from './core/field-error.js';
export { combatAnswerToJson, type CombatAnswerJson } from './core/combat-answer-json.js';
export { combatResultCard } from './core/result-card.js';
export { formatFraction, formatPercent, toNumber } from './core/probability.js';
export { gameModule, allGames } from './registry.js';
