import type { GameId } from './game-id.js';

/** Where a rule lives: the game, the document (a seed or the user's own rulebook) and the rule's number or heading. */
export interface RuleRef {
  readonly game: GameId;
  readonly document: string;
  readonly rule: string;
  /**
   * Id of the rules entry the citation opens, given where the citation's wording is not the entry's own
   * ('Combat 2; Odds Determination Table' opens 'gettysburg-77/combat-2'). Without it, a citation opens the
   * entry whose own citation it is, field for field, or none (the player's own rulebook, a chart they typed
   * in): rules/entry-for-rule.ts looks both up by key and never reads the wording.
   */
  readonly entry?: string;
}

/** A citation of one of the documents Adjutant holds, naming its entry's key when the wording is not the entry's own. */
export function citation(game: GameId, document: string, rule: string, key?: string): RuleRef {
  return key === undefined ? { game, document, rule } : { game, document, rule, entry: entryId(game, key) };
}

/** One line a player can check against the rulebook, e.g. "Gettysburg (1977) — Intermediate Game rules — Combat 2". */
export function formatRuleRef(ref: RuleRef): string {
  return `${ref.document}, ${ref.rule}`;
}

/**
 * The key an entry's number makes in its id where a game derives it ('Combat Qualifications 12' →
 * 'combat-qualifications-12', 'Q&A 13' → 'q-and-a-13'). The rules index and the cite helpers both use it,
 * so an id is made one way.
 */
export function slug(number: string): string {
  return number
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A rules entry's id: '<game>/<key>', e.g. 'cemetery-hill/14.53', 'they-met/qa-13'. */
export function entryId(game: GameId, key: string): string {
  return `${game}/${key}`;
}
