import { ALL_ENTRIES } from './all-entries.js';
import type { RuleEntry } from './rule-entry.js';

/** An erratum or clarification of a rule, with what it changes there. */
export interface Amendment {
  readonly entry: RuleEntry;
  readonly change: string;
}

/** The entries that amend the given one (the reverse of `amends`), in index order, so an erratum shows on the rule it changes. */
export function amendedBy(entryId: string, entries: readonly RuleEntry[] = ALL_ENTRIES): readonly Amendment[] {
  return entries.flatMap((entry) => (entry.amends ?? []).filter((a) => a.id === entryId).map((a) => ({ entry, change: a.change })));
}
