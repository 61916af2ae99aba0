/**
 * The engine's second public entry: the calculators only some games have (High Tide's morale, rally, capture and
 * reorganization, They Met's impulses, TEM, stacking and fire, the '88 movement and double-range artillery, Cemetery Hill's cavalry exit and VP
 * ratio, the 1977 game's ranges of influence, one gun's reach and the best battles on a board), for the command line and the pages' sections that load on demand. They are kept out of index.ts because
 * a page's first load takes every module its entry reaches, and these also sit in the games' modules.
 */
export { moraleRating } from './games/high-tide/morale-rating.js';
export { moraleUnit } from './games/high-tide/morale-rating.js';
export { NO_ENEMY_WITHIN } from './games/high-tide/rally-modifiers.js';
export { rallyModifiers } from './games/high-tide/rally-modifiers.js';
export type { RallyStatements } from './games/high-tide/rally-modifiers.js';
export { nextImpulse } from './games/they-met/impulse-track.js';
export type { ContinueRoll } from './games/they-met/impulse-track.js';
export type { ImpulseAction } from './games/they-met/impulse-track.js';
export { CAPTURE_ROLL_RULE } from './games/high-tide/captured-artillery.js';
export { captureOutcomeChances } from './games/high-tide/captured-artillery.js';
export { resolveCapture } from './games/high-tide/captured-artillery.js';
export type { CaptureResult } from './games/high-tide/captured-artillery.js';
export { chVictoryChanges } from './games/cemetery-hill/victory-level.js';
export { chVictoryLevel } from './games/cemetery-hill/victory-level.js';
export { chVictorySteps } from './games/cemetery-hill/victory-level.js';
export { chVpRatio } from './games/cemetery-hill/victory-level.js';
export { describeLevelChange } from './games/cemetery-hill/victory-level.js';
export { divisionReorganization } from './games/high-tide/division-reorganization.js';
export type { MoraleResult } from './games/high-tide/division-reorganization.js';
export type { ReorganizationAnswer } from './games/high-tide/division-reorganization.js';
export type { ReorganizationRequest } from './games/high-tide/division-reorganization.js';
export type { ReorganizationUnit } from './games/high-tide/reorganization-unit.js';
export type { TransferMade } from './games/high-tide/reorganization-unit.js';
export type { MoveAnswer } from './games/gettysburg-88/movement/movement-answer.js';
export type { MoveOptions } from './games/gettysburg-88/movement/movement-answer.js';
export { moveAnswerToJson } from './games/gettysburg-88/movement/move-answer-json.js';
export { movePath } from './games/gettysburg-88/movement/move-path.js';
export { cavalryExitAward } from './games/cemetery-hill/cavalry-exit-award.js';
export { describeCavalryExit } from './games/cemetery-hill/cavalry-exit-award.js';
export type { CavalryExit } from './games/cemetery-hill/cavalry-exit-award.js';
export type { CavalryAward } from './games/cemetery-hill/cavalry-exit-award.js';
export { movePathAnswer, MOVEMENT_CALCULATOR, type MoveInput } from './games/gettysburg-88/movement/move-path-answer.js';
export { ARTILLERY_CALCULATOR, gunFireAnswer, targetDefenceAnswer, type ArtilleryInput } from './games/gettysburg-88/artillery/artillery-answer.js';
export { gunFire } from './games/gettysburg-88/artillery/gun-fire.js';
export { boardFire } from './games/gettysburg-88/artillery/board-fire.js';
export { targetDefence } from './games/gettysburg-88/artillery/target-defence.js';
export { splitBattles } from './games/gettysburg-88/artillery/same-hex-guns.js';
export type { ArtilleryNeed, DefendingIn, GunFire, LineOfSight, LineVerdict, SupportCheck, TargetCheck, TargetDefence } from './games/gettysburg-88/artillery/artillery-answer-types.js';
export { cavalryExitAnswer, CAVALRY_EXIT_CALCULATOR } from './games/cemetery-hill/cavalry-exit-answer.js';
export { capturedArtilleryAnswer, CAPTURED_ARTILLERY_CALCULATOR, type CaptureInput } from './games/high-tide/captured-artillery-answer.js';
export { reorganizationAnswer, REORGANIZATION_CALCULATOR } from './games/high-tide/division-reorganization-answer.js';
export { moraleRatingAnswer, MORALE_RATING_CALCULATOR, type MoraleRatingInput } from './games/high-tide/morale-rating-answer.js';
export { rallyModifiersAnswer, RALLY_CALCULATOR, type RallyInput } from './games/high-tide/rally-modifiers-answer.js';
export { temAnswer, TEM_CALCULATOR, type TemInput } from './games/they-met/tem-answer.js';
export { stackingThroughAnswer, STACKING_THROUGH_CALCULATOR, type StackingThroughInput } from './games/they-met/stacking-through-answer.js';
export { impulseAnswer, IMPULSE_CALCULATOR, type ImpulseInput } from './games/they-met/impulse-answer.js';
export { tmFire, tmFireAnswer, TM_FIRE_CALCULATOR } from './games/they-met/fire/fire-answer.js';
export type { TmFireResult } from './games/they-met/fire/fire-eligibility.js';
export type { LeadDefender as TmLeadDefender } from './games/they-met/fire/lead-defender.js';
export { TM_FIRE_KINDS, type TmFireInput, type TmFireKind, type TmFireStatements } from './games/they-met/fire/fire-request.js';
export { influenceAnswer, INFLUENCE_CALCULATOR, sideInfluenceAnswer, type InfluenceInput } from './games/gettysburg-77/influence/influence-answer.js';
export { sideRangesOfInfluence, type BlockedReach, type SideInfluence, type UndecidedReach } from './games/gettysburg-77/influence/side-influence.js';
export type { Contact as InfluenceLineContact, Obstruction as InfluenceObstruction } from './games/gettysburg-77/influence/artillery-line.js';
export { ARTILLERY_RANGE_OPTION } from './games/gettysburg-77/optional-rules.js';
export { gunReach77, type GunBlockedReach, type GunReach, type GunReachLine, type GunReachRefusal, type GunReachTarget, type GunReachVerdict } from './games/gettysburg-77/influence/gun-reach.js';
export { GUN_REACH_CALCULATOR, gunReachAnswer, type GunReachInput } from './games/gettysburg-77/influence/gun-reach-answer.js';
export { PLAN_CALCULATOR, planAnswer, planOutcome, planResultAnswer, planSummary, readPlanGoal, type PlanInput } from './games/gettysburg-77/plan/plan-answer.js';
export { planBattles, PLANS_KEPT, type BattlePlan, type PlanResult } from './games/gettysburg-77/plan/plan-board.js';
export type { FoughtBattle, PlannedOutcome } from './games/gettysburg-77/plan/battle-eval.js';
export { goalLabel, parsePlanGoal, type PlanGoal } from './games/gettysburg-77/plan/plan-goal.js';
export { sideInWords } from './games/gettysburg-77/plan/plan-words.js';
