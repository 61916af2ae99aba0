import type { ModificationLine } from '../src/engine/index.js';
import type { GameBasics, ModifierLine, RuleSetChoices } from '../src/engine/index.js';
import type { ChecklistDraft } from './modifiers-draft.js';
import { readWholeNumber, wholeNumberMessage } from './whole-number.js';
import { gameFeatures } from '../src/engine/index.js';

/** How many units a per-unit line may count: a side has at most this many in one battle on the calculator. */
export const CHECKLIST_MAX_COUNT = 20;

/** The optional rule the checklist offers as a choice of side, when the players' rule set has it on. */
export const HEADQUARTERS_OPTION = 'headquarters-modification';

/** The game's die-roll modification table, where the seeds print one, offered as a checklist. */
export function checklistTable(game: GameBasics): readonly ModificationLine[] | null {
  return gameFeatures(game.info.id).modifications ?? null;
}

/** A table line, as a sentence. */
export function lineSentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const CHECKLIST_FIELD = (id: string): string => `checklist-${id}`;

export interface ChecklistLines {
  readonly lines: readonly ModifierLine[];
  readonly problems: ReadonlyMap<string, string>;
}

/**
 * The lines the player ticked on the table, as modifier lines stated by them: a per-unit line counts once for
 * each unit they say it describes. The optional headquarters modification is offered only when the rule set
 * has it on, and its line says it comes from that option.
 */
export function checklistLines(game: GameBasics, draft: ChecklistDraft, ruleSet: RuleSetChoices): ChecklistLines {
  const table = checklistTable(game);
  const problems = new Map<string, string>();
  if (!table) return { lines: [], problems };
  const lines: ModifierLine[] = [];
  for (const t of table) {
    const typed = Object.hasOwn(draft, t.id) ? (draft[t.id] ?? '') : '';
    const max = t.perUnit ? CHECKLIST_MAX_COUNT : 1;
    const n = readWholeNumber(typed, 0, max);
    if (n.kind === 'bad') problems.set(CHECKLIST_FIELD(t.id), wholeNumberMessage(`How many for "${t.text}"`, typed, 0, max));
    if (n.kind !== 'ok' || n.value === 0) continue;
    const reason = t.perUnit && n.value > 1 ? `stated by you, for ${n.value} units` : 'stated by you';
    lines.push({ id: t.id, text: lineSentence(t.text), value: t.value * n.value, reason, rule: t.rule, optionalRule: null });
  }
  const option = game.optionalRules.find((r) => r.id === HEADQUARTERS_OPTION);
  const side = draft[HEADQUARTERS_OPTION];
  if (option && ruleSet[HEADQUARTERS_OPTION] === true && (side === 'attacker' || side === 'defender')) {
    lines.push({
      id: HEADQUARTERS_OPTION,
      text: `${option.title} (optional rule): the ${side}'s headquarters has the higher value`,
      // A low roll favours the attacker on this table, so the attacker's favourable 1 is -1.
      value: side === 'attacker' ? -1 : 1,
      reason: 'stated by you',
      rule: option.rule,
      optionalRule: option.id,
    });
  }
  return { lines, problems };
}
