import type { Step } from './explanation.js';
import type { FieldError } from './field-error.js';
import type { ModificationLine } from './modification.js';

/**
 * Charts and settings a player types in from their own rulebook, which a game's rules read. Pages offer an
 * input's panel for every game that lists it, so a new game gets a panel by naming the kind here.
 */
export const USER_INPUTS = ['terrain-effects', 'area-tems', 'morale-ratings', 'movement-settings', 'victory-settings'] as const;
export type UserInputKind = (typeof USER_INPUTS)[number];

/**
 * Helpers a game offers beside the odds and modifiers: a page shows each for a game that lists it.
 * 'area-combat': the player says which kind of combat a battle is (assault, volley, bombardment);
 * 'impulse-track': the impulse track; 'rally-check': morale and rally; 'movement': a move's cost;
 * 'cavalry-exit': the cavalry-exit award; 'area-map': an area map from the player's adjacency list;
 * 'exit-during-turn': the ledger asks when during a turn a unit exited; 'retreat': retreat priority for a unit;
 * 'range-of-influence': every hex inside the enemy's ranges of influence on a board (the command line's influence);
 * 'double-range-artillery': what one gun may fire on at double range (the command line's artillery);
 * 'artillery-influence': how far one gun's range of influence reaches, under the optional rule (the command line's artillery);
 * 'area-fire': whether a group may bombard or volley into an area (the command line's artillery);
 * 'battle-plan': the best ways to divide the phasing side's units into battles on a board (the command line's plan).
 */
export const GAME_TOOLS = [
  'area-combat',
  'impulse-track',
  'rally-check',
  'movement',
  'cavalry-exit',
  'area-map',
  'exit-during-turn',
  'retreat',
  'range-of-influence',
  'double-range-artillery',
  'artillery-influence',
  'area-fire',
  'battle-plan',
] as const;
export type GameTool = (typeof GAME_TOOLS)[number];

/**
 * Marks a player may set on a unit of a battle, where the game's strength rules read them:
 * 'retreated-onto-friends': the unit retreated onto the defending stack, so it adds nothing to its next defence.
 */
export const COMBAT_UNIT_MARKS = ['retreated-onto-friends'] as const;
export type CombatUnitMark = (typeof COMBAT_UNIT_MARKS)[number];

/** What differs from game to game outside the calculators' own rules: the game module says, pages ask it. */
export interface GameFeatures {
  /** A short title for lists and messages ("Gettysburg '88"). */
  readonly shortTitle: string;
  readonly userInputs: readonly UserInputKind[];
  readonly tools: readonly GameTool[];
  /** Marks on a battle's units that the game's strength rules read; none where absent. */
  readonly combatUnitMarks?: readonly CombatUnitMark[];
  /** The die-roll modification table the seeds print, offered as a checklist; absent where they print none. */
  readonly modifications?: readonly ModificationLine[];
  /** The victory settings the player enters, for a game that lists the 'victory-settings' input. */
  readonly victorySettings?: VictorySettingsInput;
  /** Set where the victory level is read from the ratio of the two sides' VP alone: the command line answers it from two totals. */
  readonly vpRatioVictory?: VpRatioVictory;
}

/**
 * A game's victory settings as the player types them in as JSON: the figures its victory rules need that the
 * seeds lack. Options starts an entry from `starter` and explains it with `explain`; only what `check` passes
 * is stored. The check is strict where the victory rules' own reading is lenient, so what is stored is what
 * the player meant.
 */
export interface VictorySettingsInput {
  /** Where an entry starts: every figure "not entered" (the tally asks for it rather than guess). */
  readonly starter: Readonly<Record<string, unknown>>;
  /** What the settings are for and how to write them, in a few sentences; `backticks` mark a JSON key or value. */
  readonly explain: string;
  /** Every problem with an entry, each by its path; none when it may be stored. */
  check(value: unknown): readonly FieldError[];
  /** Yes/no answers the player gives about their own rules, stored at `key` as true, false or null (not yet given); Options offers a control for each. */
  readonly confirmations?: readonly SettingConfirmation[];
}

/** A setting the player confirms from their own rulebook: what Adjutant's sources do not give and it will not assume. */
export interface SettingConfirmation {
  /** The settings key, holding true, false or null. */
  readonly key: string;
  /** A short name for the control. */
  readonly label: string;
  readonly question: string;
  /** One line on why it is asked and which rules depend on it. */
  readonly explain: string;
  /** The words of the two answers. */
  readonly yes: string;
  readonly no: string;
}

/** A victory level read from two VP totals, as the command line prints it. */
export interface VpRatioLevel {
  readonly level: string;
  /** The ratio in lowest terms, "3:2". */
  readonly ratio: string;
  /** The fewest VP either side must gain to move the level, one line each. */
  readonly toChange: readonly string[];
  readonly steps: readonly Step[];
}

export interface VpRatioVictory {
  /** The rule that prints the bands, as the usage cites it after the game's short title ("14.5"). */
  readonly rule: string;
  level(union: number, confederate: number): VpRatioLevel;
}
