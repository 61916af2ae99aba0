import { useState } from 'preact/hooks';
import type { GameBasics, RuleSetChoices } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import { signed } from '../src/ui-text.js';
import { CHECKLIST_FIELD, CHECKLIST_MAX_COUNT, checklistTable, HEADQUARTERS_OPTION, lineSentence } from './modifiers-checklist-lines.js';
import type { ChecklistDraft } from './modifiers-draft.js';
import { NumberField } from './number-field.js';

interface Props {
  readonly game: GameBasics;
  readonly checklist: ChecklistDraft;
  readonly ruleSet: RuleSetChoices;
  readonly problems: ReadonlyMap<string, string>;
  readonly onChecklist: (update: (c: ChecklistDraft) => ChecklistDraft) => void;
}

function ticked(c: ChecklistDraft, id: string): string {
  return Object.hasOwn(c, id) ? (c[id] ?? '') : '';
}

/**
 * The game's die-roll modification table, for a battle Adjutant cannot read off a board: the player ticks each
 * line that applies (and says for how many units, for a line that counts per unit), and the ticked lines go into
 * the odds with their rules, as stated by the player. Closed until opened, so it costs no room when unused.
 */
export function ModifiersChecklist({ game, checklist, ruleSet, problems, onChecklist }: Props) {
  const anyTicked = Object.values(checklist).some((v) => v !== '' && v !== '0');
  const [open, setOpen] = useState(anyTicked);
  const table = checklistTable(game);
  if (!table) return null;
  const option = ruleSet[HEADQUARTERS_OPTION] === true ? game.optionalRules.find((r) => r.id === HEADQUARTERS_OPTION) : undefined;
  const set = (id: string, value: string): void => onChecklist((c) => ({ ...c, [id]: value }));

  return (
    <details class="modifier-checklist" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Tick the die-roll modifications that apply</summary>
      {/* Rendered only when open, so the closed table adds nothing to the keyboard's path. */}
      {open && (
        <>
          <ul class="modifier-lines">
            {table.map((t) => {
              const id = `checklist-${t.id}`;
              const sentence = lineSentence(t.text);
              const rule = <small class="rule">{formatRuleRef(t.rule)}</small>;
              return (
                <li key={t.id} class="modifier-line">
                  {t.perUnit ? (
                    <NumberField
                      id={CHECKLIST_FIELD(t.id)}
                      name={`How many: ${sentence}`}
                      label={`${sentence}: ${signed(t.value)} for each (how many?)`}
                      value={ticked(checklist, t.id)}
                      min={0}
                      max={CHECKLIST_MAX_COUNT}
                      placeholder="0"
                      problem={problems.get(CHECKLIST_FIELD(t.id))}
                      onValue={(v) => set(t.id, v)}
                    />
                  ) : (
                    <div class="field check">
                      <input id={id} type="checkbox" aria-label={`Use: ${sentence}`} checked={ticked(checklist, t.id) === '1'} onChange={(e) => set(t.id, e.currentTarget.checked ? '1' : '')} />
                      <label for={id}>
                        <strong class="modifier-value">{signed(t.value)}</strong> {sentence}
                      </label>
                    </div>
                  )}
                  {rule}
                </li>
              );
            })}
          </ul>
          {option && (
            <div class="field">
              <label for="checklist-headquarters">{option.title} (optional rule, on in your rule set): whose headquarters is higher?</label>
              <select
                id="checklist-headquarters"
                aria-label={option.title}
                value={ticked(checklist, HEADQUARTERS_OPTION)}
                onChange={(e) => set(HEADQUARTERS_OPTION, e.currentTarget.value)}
              >
                <option value="">Does not apply</option>
                <option value="attacker">The attacker's (−1)</option>
                <option value="defender">The defender's (+1)</option>
              </select>
              <small class="rule">{formatRuleRef(option.rule)}</small>
            </div>
          )}
        </>
      )}
    </details>
  );
}
