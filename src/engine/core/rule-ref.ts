import type { GameId } from './game-id.js';

/** Where a rule lives: the game, the document (a seed or the user's own rulebook) and the rule's number or heading. */
export interface RuleRef {
  readonly game: GameId;
  readonly document: string;
  readonly rule: string;
}

/** One line a player can check against the rulebook, e.g. "Gettysburg (1977) — Intermediate Game rules — Combat 2". */
export function formatRuleRef(ref: RuleRef): string {
  return `${ref.document}, ${ref.rule}`;
}
