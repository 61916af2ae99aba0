import type { Board } from './board/board.js';
import type { Side } from './combat-unit.js';
import type { Step } from './explanation.js';
import type { RuleRef } from './rule-ref.js';

/** One reason a side scores (or loses) victory points, with the rule. */
export interface VpItem {
  readonly side: Side;
  readonly points: number;
  readonly text: string;
  readonly rule: RuleRef | null;
}

/** Both sides' victory points at one moment, itemised; what could not be decided is asked, not guessed. */
export interface VpTally {
  readonly union: number;
  readonly confederate: number;
  readonly items: readonly VpItem[];
  readonly undecided: readonly { readonly id: string; readonly question: string }[];
  /** How a setting the player gave shaped the tally (e.g. a rule they confirmed), shown with the standing. */
  readonly notes?: readonly Step[];
}

/** The victory level the tally gives now, and what would change it. */
export interface VictoryStanding {
  readonly level: string;
  readonly ratio: string | null;
  readonly steps: readonly Step[];
  /** e.g. "3 more Union VP would make it Union Substantive". */
  readonly toChange: readonly string[];
}

/** Something that happened in a player-turn that a board snapshot alone cannot show (entered by hand or read). */
export type LedgerEvent =
  | {
      readonly kind: 'exit';
      readonly unitId: string;
      readonly side: Side;
      readonly cavalry: boolean;
      readonly strength: number | null;
      /** When known, whether the unit left the board moving or retreating after combat (Gettysburg '88 scores them apart). */
      readonly during?: 'movement' | 'combat';
    }
  | { readonly kind: 'eliminated'; readonly unitId: string; readonly side: Side; readonly strength: number | null }
  | { readonly kind: 'occupied'; readonly hex: string; readonly side: Side }
  | { readonly kind: 'reorganized'; readonly unitId: string; readonly side: Side }
  | { readonly kind: 'note'; readonly text: string };

/**
 * One row of a game's ledger: the end of one player-turn (game turn and whose player-turn), with the
 * board as read then (if any) and the events of that player-turn. Rows are kept in play order.
 */
export interface LedgerRow {
  readonly turn: number;
  readonly playerTurn: Side;
  readonly board: Board | null;
  readonly events: readonly LedgerEvent[];
}

/** A game's victory rules, over its ledger. Settings are the user's values the seeds lack (e.g. '88 objective VPs). */
export interface VictoryRules {
  /** The tally after each row, recomputed from the start (so a corrected early row changes every later one). */
  tallies(rows: readonly LedgerRow[], settings: Readonly<Record<string, unknown>>): readonly VpTally[];
  standing(tally: VpTally, atRow: LedgerRow | null): VictoryStanding | null;
}
