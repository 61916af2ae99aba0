import { DRM_LIMIT } from '../src/engine/index.js';
import type { AppliedModifierLine, GameBasics } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import { lineSentence } from './modifiers-checklist-lines.js';
import { choiceOf, type ModifierChoiceDraft } from './modifiers-draft.js';
import { NumberField } from './number-field.js';
import { signed } from '../src/ui-text.js';
import { FIELD } from './read-draft.js';

interface Props {
  readonly game: GameBasics;
  /** The lines found on the board, after the player's choices. */
  readonly lines: readonly AppliedModifierLine[];
  readonly choices: readonly ModifierChoiceDraft[];
  readonly problems: ReadonlyMap<string, string>;
  readonly onChoice: (id: string, change: Partial<Omit<ModifierChoiceDraft, 'id'>>) => void;
}

function OptionalMark({ game, id }: { readonly game: GameBasics; readonly id: string | null }) {
  if (id === null) return null;
  const rule = game.optionalRules.find((r) => r.id === id);
  return <span class="optional-mark"> Optional rule{rule ? `: ${rule.title}` : ''}, on in your rule set.</span>;
}

/**
 * Each modifier the rules give the battle: its value, what on the board makes it apply, the rule, and the
 * player's hand on it (a switch, and a value to type over the computed one), marked when changed.
 */
export function ModifierLines({ game, lines, choices, problems, onChoice }: Props) {
  if (lines.length === 0) return <p class="muted">No modifier of the rules applies to this battle on the board.</p>;
  return (
    <ul class="modifier-lines">
      {lines.map((l, i) => {
        const choice = choiceOf(choices, l.id);
        const changed = l.on && l.value !== l.computedValue;
        return (
          <li key={`${l.id}-${i}`} class={`modifier-line${l.on ? '' : ' is-off'}`} data-testid="modifier-line">
            <div class="field check">
              <input id={`modifier-${i}-on`} type="checkbox" aria-label={`Use: ${l.text}`} checked={l.on} onChange={(e) => onChoice(l.id, { on: e.currentTarget.checked })} />
              <label for={`modifier-${i}-on`}>
                <strong class="modifier-value">{l.on ? signed(l.value) : 'off'}</strong> {lineSentence(l.text)}
              </label>
            </div>
            <p class="modifier-reason">{l.reason}</p>
            <OptionalMark game={game} id={l.optionalRule} />
            {l.rule && <small class="rule">{formatRuleRef(l.rule)}</small>}
            {!l.on && <small class="by-hand-mark">Switched off by hand (Adjutant computed {signed(l.computedValue)}).</small>}
            {changed && <small class="muted">Adjutant computed {signed(l.computedValue)}.</small>}
            <NumberField
              id={FIELD.modifier(i)}
              name={`Value: ${l.text}`}
              label="Value"
              value={choice.value ?? String(l.computedValue)}
              min={-DRM_LIMIT}
              max={DRM_LIMIT}
              problem={problems.get(FIELD.modifier(i))}
              placeholder={String(l.computedValue)}
              marked={changed}
              onValue={(value) => onChoice(l.id, { value })}
            />
          </li>
        );
      })}
    </ul>
  );
}
