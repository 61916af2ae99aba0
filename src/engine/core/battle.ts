import type { Board } from './board/board.js';
import type { Step } from './explanation.js';
import type { ModifierLine } from './modifier-line.js';
import type { RuleRef } from './rule-ref.js';

/**
 * A battle on a board: who attacks and who defends (unit ids of `board`), plus what the players state
 * that no board shows (e.g. the defender's chosen two-hex field of defence).
 */
export interface Battle {
  readonly board: Board;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly stated?: BattleStatements;
}

/**
 * Facts the players declare for a battle. Every field is optional: a rule that needs a missing one says so.
 * A game whose rules read a chart the player entered adds its field from its own folder (TypeScript's module
 * augmentation), so core names no game's tables: see games/cemetery-hill/terrain-effects-input.ts.
 */
export interface BattleStatements {
  /** Gettysburg (1977): the two adjacent hexes the defender says it defends against in a two-direction attack. */
  readonly fieldOfDefence?: readonly [string, string];
  /** Hex elevations (level numbers) the players give for hexes whose elevation the board does not show. */
  readonly elevations?: Readonly<Record<string, number>>;
  /** Advanced Game experience colours by unit id, for the experience matrix option. */
  readonly experience?: Readonly<Record<string, 'veteran' | 'seasoned' | 'experienced' | 'green'>>;
  /** They Met at Gettysburg: which kind of combat this is, when the units' areas do not show it. */
  readonly areaCombat?: 'assault' | 'volley' | 'bombardment';
  /**
   * Gettysburg (1977): the id of the unit that lends strength to a defender in its hex (Combat
   * Qualifications 12). A disorganized lender lends its disorganization with its points.
   */
  readonly lender?: string;
}

/** Which optional rules are on (rule id → on), from the game's rule set in Options. */
export type RuleSetChoices = Readonly<Record<string, boolean>>;

/**
 * The modifiers a game's rules give a battle, found on the board. `undecided` lists what the engine would
 * need to decide a line but does not know (e.g. "the elevation of Q36"), so the player can supply it:
 * such a line is never guessed.
 */
export interface BattleModifiers {
  readonly lines: readonly ModifierLine[];
  readonly undecided: readonly { readonly id: string; readonly question: string }[];
  /** Other things the player should know about this battle (special effects, refusals), with rules. */
  readonly notes: readonly Step[];
  /**
   * Terrain that multiplies a defender's strength ("doubled") rather than adding to the roll: never a line,
   * since lines are summed into the die-roll modifier. The odds need each defender's strength times its factor.
   */
  readonly defenceMultipliers?: readonly DefenceMultiplier[];
  /** Units picked for the battle that the rules keep out of it (an attacker next to no defender): never counted in the totals. */
  readonly leftOut?: readonly LeftOutUnit[];
}

/** A unit the rules keep out of a battle, on the board, with why and the rule. */
export interface LeftOutUnit {
  readonly unitId: string;
  readonly role: 'attacker' | 'defender';
  readonly why: string;
  readonly rule: RuleRef;
}

/** One defending unit's strength multiplied by terrain (e.g. 2 in woods), with why and the rule. */
export interface DefenceMultiplier {
  readonly unitId: string;
  readonly factor: number;
  readonly reason: string;
  readonly rule: RuleRef | null;
}
