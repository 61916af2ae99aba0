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
 * 'exit-during-turn': the ledger asks when during a turn a unit exited.
 */
export const GAME_TOOLS = ['area-combat', 'impulse-track', 'rally-check', 'movement', 'cavalry-exit', 'area-map', 'exit-during-turn'] as const;
export type GameTool = (typeof GAME_TOOLS)[number];

/** What differs from game to game outside the calculators' own rules: the game module says, pages ask it. */
export interface GameFeatures {
  /** A short title for lists and messages ("Gettysburg '88"). */
  readonly shortTitle: string;
  readonly userInputs: readonly UserInputKind[];
  readonly tools: readonly GameTool[];
  /** The die-roll modification table the seeds print, offered as a checklist; absent where they print none. */
  readonly modifications?: readonly ModificationLine[];
}
