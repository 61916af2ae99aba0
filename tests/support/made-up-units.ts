import type { CombatUnitInput } from '../../src/engine/index.js';
import type { ReorganizationRequest } from '../../src/engine/games/high-tide/division-reorganization.js';
import type { ReorganizationUnit } from '../../src/engine/games/high-tide/reorganization-unit.js';

// Made-up units for the tests, not counters from any game.

/** A ready, full-strength Confederate infantry unit of 4 (2 reduced) for a combat, with the fields a test changes. */
export const combatUnit = (over: Partial<CombatUnitInput> & Pick<CombatUnitInput, 'name'>): CombatUnitInput => ({
  side: 'confederate',
  type: 'infantry',
  strength: 4,
  reducedStrength: 2,
  reduced: false,
  status: 'ready',
  ...over,
});

/** A half-strength High Tide brigade of Heth's division, in command and clear of the enemy. */
export const reorganizationUnit = (over: Partial<ReorganizationUnit> = {}): ReorganizationUnit => ({
  id: 'a',
  name: 'Brigade A',
  side: 'confederate',
  type: 'infantry',
  division: 'Heth',
  strength: 3,
  fullStrength: 8,
  halfStrength: true,
  routed: false,
  inCommand: true,
  adjacentToEnemy: false,
  ...over,
});

/** A reorganization every condition of 10.5–10.54 allows: brigade A sends to brigade B on the 23-2400 turn. */
export const reorganizationRequest = (over: Partial<ReorganizationRequest> = {}): ReorganizationRequest => ({
  sender: reorganizationUnit(),
  receiver: reorganizationUnit({ id: 'b', name: 'Brigade B', strength: 4 }),
  turn: { turn23To2400: true, movementPhase: true },
  path: { withinNormalMovement: true, pathAvoidsEnemy: true },
  earlier: [],
  failedMorale: [],
  morale: { result: 'passed' },
  ...over,
});
