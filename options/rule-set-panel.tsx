import { useEffect, useState } from 'preact/hooks';
import { formatRuleRef, gameBasics, type FieldError, type GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadRuleSet, saveRuleSet, type RuleSet } from '../src/storage/user-data.js';
import { ErrorList, unplaced } from './error-list.js';

interface RuleSetPanelProps {
  store: KeyValueStore;
  game: GameId;
  version: number;
  announce(text: string): void;
}

/** The optional rules the players agreed to use, one checkbox each, saved as soon as one changes. */
export function RuleSetPanel({ store, game, version, announce }: RuleSetPanelProps) {
  const { info, optionalRules } = gameBasics(game);
  const [ruleSet, setRuleSet] = useState<RuleSet | null>(null);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);

  useEffect(() => {
    let live = true;
    setRuleSet(null);
    setErrors([]);
    void loadRuleSet(store, game).then((set) => {
      if (live) setRuleSet(set);
    });
    return () => {
      live = false;
    };
  }, [store, game, version]);

  async function toggle(id: string, title: string, on: boolean): Promise<void> {
    const before = ruleSet ?? {};
    const next = { ...before, [id]: on };
    setRuleSet(next);
    const saved = await saveRuleSet(store, game, next);
    if (saved.ok) {
      setErrors([]);
      announce(`Saved the rule set for ${info.name}: ${title} is ${on ? 'on' : 'off'}.`);
    } else {
      setRuleSet(before);
      setErrors(saved.errors);
    }
  }

  return (
    <section class="rule-set" aria-labelledby="rule-set-heading">
      <h3 id="rule-set-heading">Optional rules in play</h3>
      {optionalRules.length === 0 ? (
        <p class="none">Adjutant’s sources give no optional rules for {info.name}, so there is nothing to choose here.</p>
      ) : (
        <>
          <p class="hint">Tick the rules your group plays with. Their modifiers count only when ticked, and answers say so.</p>
          <ul class="rules">
            {optionalRules.map((rule) => {
              const inputId = `rule-${game}-${rule.id}`;
              return (
                <li key={rule.id} class="rule" data-rule={rule.id}>
                  <div class="rule-head">
                    <input
                      type="checkbox"
                      id={inputId}
                      checked={ruleSet?.[rule.id] === true}
                      disabled={ruleSet === null}
                      aria-describedby={`${inputId}-about`}
                      onChange={(e) => void toggle(rule.id, rule.title, e.currentTarget.checked)}
                    />
                    <label for={inputId}>{rule.title}</label>
                    {rule.advanced ? <span class="badge advanced">Advanced Game</span> : null}
                  </div>
                  <p id={`${inputId}-about`} class="rule-about">
                    {rule.effect} <cite>{formatRuleRef(rule.rule)}</cite>
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ErrorList heading="The rule set was not saved:" errors={unplaced(errors)} />
    </section>
  );
}
