/** The engine's public surface: pure functions over data, usable from the popup, the service worker, Node and the tests. */
export { GAME_IDS, isGameId } from './catalog.js';
export type { GameId } from './core/game-id.js';
export type { RuleRef } from './core/rule-ref.js';
export { formatRuleRef } from './core/rule-ref.js';
export type { Step, StepJson } from './core/explanation.js';
export type { CombatTable, CombatScheme, ResultMeaning } from './core/combat-table.js';
export type { CombatUnitInput, ForceInput, UnitType, Side, CombatStatus } from './core/combat-unit.js';
export { UNIT_TYPES, SIDES, COMBAT_STATUSES } from './core/combat-unit.js';
export type { GameBasics, GameModule, GameInfo } from './core/game-module.js';
export { resolveCombat, type CombatAnswer, type OddsRequest, type CombatOverrides, type LeftOutOfBattle } from './core/resolve-combat.js';
export { parseOddsRequest, parseCombatTableInput } from './inputs.js';
export { TABLE_FORMAT, TABLE_LIMITS, type CombatTableInput } from './core/combat-table-input.js';
export { formatFieldErrors, type FieldError, type Parsed } from './core/field-error.js';
export { combatAnswerToJson, type CombatAnswerJson } from './core/combat-answer-json.js';
export { CARD_FORMATS, combatResultCard, typedModification, type CardFormat } from './core/result-card.js';
export { formatFraction, formatPercent, toNumber } from './core/probability.js';
export { gameModule, allGames, loadGameModule, loadAllGames } from './load-game.js';
export { gameBasics, allGameBasics } from './catalog.js';
export { GAMES } from './registry.js';
export { gameMap, gameFeatures, defaultGameId, gamesWithInput } from './catalog.js';
export type { CombatUnitMark, GameFeatures, GameTool, UserInputKind } from './core/game-features.js';
export type { GameDescription } from './core/game-module.js';
export { applyChoices, modifierTotal, describeModifierLine, type ModifierLine, type ModifierChoice, type AppliedModifierLine } from './core/modifier-line.js';
export { parseBoard } from './boards.js';
export type { Board, BoardUnit } from './core/board/board.js';
export { hexGrid } from './maps.js';
export { hexsideKey } from './core/hex/hexside-key.js';
export type { Battle, BattleModifiers, BattleStatements, RuleSetChoices } from './core/battle.js';

// Further parts of the engine the pages, the readers and the command line use.
export type { HexTerrain } from './core/board/board.js';
export type { DefenceMultiplier, LeftOutUnit } from './core/battle.js';
export type { TerrainEffectsChart } from './games/cemetery-hill/terrain-effects-input.js';
export type { MoraleRatings } from './games/high-tide/morale-ratings-input.js';
export type { AreaTems } from './games/they-met/area-tems-input.js';
export type { RuleEntry } from './rules/rule-entry.js';
export { locationLabels } from './maps.js';
export { FORCE_LIMITS } from './core/combat-unit.js';
export { sumModifications, type AppliedModification, type ModificationLine, type ModificationTotal } from './core/modification.js';
export type { LedgerRow } from './core/victory.js';
export type { VpTally } from './core/victory.js';
export type { LedgerEvent } from './core/victory.js';
export type { VictoryStanding } from './core/victory.js';
export type { CalculatorId } from './rules/rule-entry.js';
export { DRM_LIMIT } from './core/odds-request-input.js';
export type { DefenseMultiplierInput } from './core/resolve-combat.js';
export type { BoardUnitType } from './core/board/board.js';
export type { UnitStatus } from './core/board/board.js';
export { BOARD_LIMITS } from './core/board/board.js';
export { parseBoardText } from './boards.js';
export { BOARD_FORMAT } from './core/board/board.js';
export { fieldError } from './core/field-error.js';
export { isRecord } from './core/field-error.js';
export { errorsUnder } from './core/field-error.js';
export { cutText } from './core/cut-text.js';
export { BOARD_UNIT_TYPES } from './core/board/board.js';
export type { UnitLocation } from './core/board/board.js';
export type { LocationLabels } from './core/board/location-labels.js';
export { parseBoardUnit } from './boards.js';
export { unitProblem } from './core/board/unit-problem.js';
export { DEFAULT_STATUS } from './boards.js';
export { defaultFullSteps } from './boards.js';
export type { GameTime } from './core/board/board.js';
export { combatStatus } from './core/board/board.js';
export { G88_MOVEMENT_FORMAT } from './games/gettysburg-88/movement/movement-settings.js';
export type { G88MovementSettings } from './games/gettysburg-88/movement/movement-settings.js';
export type { MoveCost } from './games/gettysburg-88/movement/movement-settings.js';
export type { UnitTypeCosts } from './games/gettysburg-88/movement/movement-settings.js';
export { parseJsonObjectInput } from './core/json-input.js';
export { AREA_TEMS_FORMAT } from './games/they-met/area-tems-input.js';
export { parseJsonInput } from './core/json-input.js';
export { UNCONFIRMED_SETTINGS } from './games/gettysburg-88/movement/movement-settings.js';
export { withHexsideMarks, type PaintedHexsides } from './games/gettysburg-88/movement/painted-hexsides.js';
export { parseG88MovementSettingsText } from './games/gettysburg-88/movement/parse-movement-settings.js';
export { MORALE_RATINGS_FORMAT } from './games/high-tide/morale-ratings-input.js';
export { parseMoraleRating } from './games/high-tide/morale-ratings-input.js';
export { terrainKey } from './games/cemetery-hill/terrain-effects-input.js';
export { TERRAIN_EFFECTS_FORMAT } from './games/cemetery-hill/terrain-effects-input.js';
export type { Hex } from './core/hex/hex.js';
export { axialNeighbors } from './core/hex/hex.js';
export { stepToJson } from './core/explanation.js';
export { step } from './core/explanation.js';
export type { VpItem } from './core/victory.js';
export { clampedModification } from './core/effective-modification.js';
export { effectiveModificationRange } from './core/effective-modification.js';
export { parseTerrainEffectsInput } from './games/cemetery-hill/terrain-effects-input.js';
export { parseAreaTemsInput } from './games/they-met/area-tems-input.js';
export { areaDistance } from './core/hex/area-distance.js';
export { AREA_LABEL_HELP } from './core/hex/area-label.js';
export type { AdjacencyAreaMap } from './core/hex/area-map.js';
export type { HexGrid } from './core/hex/hex-grid.js';
export { AREA_MAP_FORMAT } from './core/hex/parse-area-map.js';
export { readJsonInput } from './core/json-input.js';
export type { JsonInputLimits } from './core/json-input.js';
export { EXPERIENCE_LEVELS } from './games/gettysburg-77/experience-matrix.js';
export { isExperience } from './games/gettysburg-77/experience-matrix.js';
export type { Experience } from './games/gettysburg-77/experience-matrix.js';
export { summarizeBoard } from './core/board/board-summary.js';
export type { SideSummary } from './core/board/board-summary.js';
export { describeFound } from './core/field-error.js';
export { fieldErrorInWords, fieldInWords, problemInWords, type KeyNamer } from './core/field-words.js';
export { gameNameOfKey } from './catalog.js';
export { parseMoraleRatingsInput } from './games/high-tide/morale-ratings-input.js';
export type { MoraleRatingsInput } from './games/high-tide/morale-ratings-input.js';
export type { AreaTemsInput } from './games/they-met/area-tems-input.js';
export type { TerrainEffectsInput } from './games/cemetery-hill/terrain-effects-input.js';
export { FieldReader } from './core/board/field-reader.js';
export { pathIndex } from './core/board/json-path.js';
export { pathKey } from './core/board/json-path.js';
export { EDGE_ROAD_HEXES_SETTING } from './games/cemetery-hill/edge-road-hexes.js';
export { parseEdgeRoadHexes } from './games/cemetery-hill/edge-road-hexes.js';
export { cemeteryHillMap } from './games/cemetery-hill/map-edges.js';
export { TERRAIN_EFFECTS_GAMES } from './games/cemetery-hill/terrain-effects-input.js';
export { readHexTerrain } from './core/board/hex-terrain-input.js';
export { checkJsonShape } from './core/board/json-shape.js';
export { describeShapeProblem } from './core/board/json-shape.js';
export type { ShapeLimits } from './core/board/json-shape.js';
export { BOARD_FIELD_LIMITS } from './boards.js';
export { BOARD_SHAPE } from './boards.js';
export { MAX_LISTED_ERRORS } from './core/board/field-reader.js';
export type { JsonInputRead } from './core/json-input.js';
export { parseG88MovementSettings } from './games/gettysburg-88/movement/parse-movement-settings.js';
export { mergeTerrain } from './core/board/merge-terrain.js';
export type { MergedTerrain, TerrainConflict } from './core/board/merge-terrain.js';
export { SEARCH_BOUNDS } from './rules/search-bounds.js';
export { answered } from './core/answer.js';
export type { Answer, Question, Problem } from './core/answer.js';
export type { Calculator, AnyCalculator } from './core/calculator.js';
export { makeAnswer } from './core/make-answer.js';
export { answerToJson, type AnswerJson } from './core/answer-json.js';
export { commonCalculators, gameCalculators } from './core/game-calculators.js';
export { oddsAnswer, oddsCalculator, ODDS_CALCULATOR_ID, type OddsInput } from './core/odds-answer.js';
export { modifiersAnswer, modifiersCalculator, MODIFIERS_CALCULATOR_ID, type ModifiersInput } from './core/modifiers-answer.js';
export { victoryAnswer, victoryCalculator, VICTORY_CALCULATOR_ID, type VictoryInput, type VictoryAt } from './core/victory-answer.js';
export { gamesWithTool, soleGameWithInput, soleGameWithTool } from './catalog.js';
export type { SettingConfirmation, VictorySettingsInput, VpRatioVictory, VpRatioLevel } from './core/game-features.js';
export { plural, signed } from './core/words.js';
// The impulse track's start and last box: its store (read by every page's check of stored data) needs only these.
export { LAST_IMPULSE, scenarioStart, type ImpulseState } from './games/they-met/impulse-track.js';
export { OFF_BOARD, type RejectedHex, type RetreatOption, type RetreatRequest, type RetreatResult } from './core/retreat.js';
export { optionCosts, pathWords, retreatAnswer, retreatCalculator, RETREAT_CALCULATOR_ID, type RetreatInput } from './core/retreat-answer.js';
export { retreatAdvice, type RetreatAdvice } from './core/retreat-advice.js';
// Game packs: their functions are in packs.ts (loaded where a pack is read or written); their types here.
// Except the order of battle's: the seeds' list (in each game's whole module, loaded on demand) and the check of the
// player's list, which the stores read on every page and which need no hash.
export { seedOrderOfBattle, seedOrderOfAppearance, seedOrderOfBattleSource, parseOrderOfBattle } from './packs/seed-order-of-battle.js';
export type { OrderOfBattleUnit, SeedUnit, SeedArrival, SeedOrderOfBattle } from './core/order-of-battle.js';
export type {
  GamePack,
  PackContent,
  PackMeta,
  PackUnit,
  PackMap,
  PackExtent,
  PackEdge,
  PackEdgeUse,
  PackTables,
  PackSettings,
  PackSettingsFile,
  PackPart,
  PackTableName,
  PackSettingName,
} from './packs/pack-format.js';
export type { PackConflict, PackMerge, ConflictChoice } from './packs/merge-pack.js';
export type { PackMapEntry, PackPartValues } from './packs/pack-entries.js';
export type { FilledStrength, PackOnBoard } from './packs/apply-pack.js';
export { PAINT_BRUSHES, paintBrush, hillName, applyBrush, applyHexsideBrush, sameMark, sameFeatures, terrainCoverage } from './core/board/paint-brushes.js';
export type { PaintBrush, PaintBrushKind, TerrainCoverage } from './core/board/paint-brushes.js';
export { rulesTerrain } from './core/board/rules-terrain.js';
export { unitNameKey } from './core/unit-name-key.js';
export { diffBoards, type DiffOptions } from './board-diffs.js';
export type { BoardDiff, BoardDiffResult, ControlChanged, DiffUnit, LikelyBattle, MarkerHolder, StatusChanged, StepsLost, UnitArrived, UnitExited, UnitMoved, VpTotals } from './core/diff/board-diff-types.js';
