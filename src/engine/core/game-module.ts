import type { Battle, BattleModifiers, RuleSetChoices } from './battle.js';
import type { AnyCalculator } from './calculator.js';
import type { RetreatRequest, RetreatResult } from './retreat.js';
import type { CombatTable } from './combat-table.js';
import type { ForceInput } from './combat-unit.js';
import type { DieSpec } from './die.js';
import type { Step } from './explanation.js';
import type { GameId } from './game-id.js';
import type { GameFeatures } from './game-features.js';
import type { GameMap, MapFacts } from './game-map.js';
import type { OptionalRule } from './optional-rule.js';
import type { SeedOrderOfBattle } from './order-of-battle.js';
import type { VictoryRules } from './victory.js';
import type { RuleRef } from './rule-ref.js';

/** A source document of a game (one of the seeds), named the way the product cites it. */
export interface GameDocument {
  readonly title: string;
  readonly seed: string;
}

/** What the product knows of a game and, as important, what it does not. */
export interface GameInfo {
  readonly id: GameId;
  readonly name: string;
  readonly publisher: string;
  readonly year: string;
  /** The game's die, or null when the seeds do not establish it (the user's table then says). */
  readonly die: DieSpec | null;
  readonly documents: readonly GameDocument[];
  readonly known: readonly string[];
  readonly unknown: readonly string[];
}

/** Which side of a battle a force is on. */
export type CombatRole = 'attack' | 'defense';

/** A side's strength for the odds, or a refusal when the rules forbid the battle. */
export interface ForceStrength {
  readonly strength: number;
  readonly refusal: string | null;
  readonly refusalRule: RuleRef | null;
  /** Steps that one "a unit loses a step" result costs this side, at the least (its owner chooses the unit). */
  readonly stepsPerHit: number;
  readonly steps: readonly Step[];
}

/** Where a game without a known table sends the player, and why. */
export interface MissingTable {
  readonly what: string;
  readonly rule: RuleRef;
}

/**
 * What a game needs to answer combat odds, and what every page shows of it: light enough to load for all five
 * games at once. The board-reading and victory rules come with the whole GameModule, loaded when needed.
 */
export interface GameBasics {
  readonly info: GameInfo;
  /** The combat results table printed in the seeds, or null when the seeds do not have it. */
  readonly combatTable: CombatTable | null;
  /** Set when the seeds lack the table: what the user must enter. */
  readonly missingTable: MissingTable | null;
  /** The optional rules of the seeds, for the game's rule set in Options. */
  readonly optionalRules: readonly OptionalRule[];
  /** The game's strength rules (reduced sides, doubling, groups, lending …); `generic` rules where the seeds give none. */
  forceStrength(role: CombatRole, force: ForceInput): ForceStrength;
}

/** A game: its data plus the few functions its rules need. */
export interface GameModule extends GameBasics {
  /** What the seeds say about the game's map (its map-data.json). */
  readonly mapData: MapFacts;
  /** The battle modifiers the game's rules give, read off the board; absent where the seeds give none. */
  battleModifiers?(battle: Battle, ruleSet: RuleSetChoices): BattleModifiers;
  /** The game's victory rules over a turn-by-turn ledger; absent where the seeds give none. */
  readonly victory?: VictoryRules;
  /**
   * Retreat priority for one unit (issue 11): every legal retreat in the order the game's rules give, with what
   * it costs. `settings` are the game's own stored settings that its retreat rules read (the '88 movement
   * settings: stacking limit, zones of control), read leniently: a figure not confirmed becomes a question.
   * Absent where the seeds give no retreat rules.
   */
  retreat?(request: RetreatRequest, settings: unknown): RetreatResult;
  /**
   * The calculators only this game has, each in the one answer shape; the ones every game gets (odds, and
   * modifiers and victory where the module has them) come from core/game-calculators.ts, not from here.
   */
  readonly calculators?: readonly AnyCalculator[];
  /**
   * The units the seeds name (issue 13): the player's order of battle before they enter anything, strengths
   * always blank. Absent where the seeds name none.
   */
  readonly orderOfBattle?: SeedOrderOfBattle;
}

/**
 * A game as the registry lists it (games/<id>/index.ts): what every page needs at once, light enough for the
 * content script and the service worker. The rest of its rules (games/<id>/game.ts, a GameModule) loads on
 * demand through loadGameModule; `load` is only for a game that lives outside games/ (a test's made-up game).
 */
export interface GameDescription {
  readonly basics: GameBasics;
  /** How the game names its hexes or areas, its grid and what the seeds say of its map. */
  readonly map: GameMap;
  /** What pages show for this game beside the calculators: inputs, helpers, its short title. */
  readonly features: GameFeatures;
  readonly load?: () => Promise<GameModule>;
}
