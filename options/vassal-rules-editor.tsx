import { useEffect, useState } from 'preact/hooks';
import { BOARD_UNIT_TYPES, type BoardUnitType } from '../src/engine/index.js';
import { SIDES, type Side } from '../src/engine/index.js';
import type { FieldError } from '../src/engine/index.js';
import { parsePieceRules, RULE_SUBJECTS, type PieceRule, type RuleSubject } from '../src/readers/vassal/piece-rules.js';
import { ErrorList, unplaced } from './error-list.js';

interface RuleDraft {
  subject: RuleSubject;
  pattern: string;
  side: Side | '';
  type: BoardUnitType | '';
  unitName: string;
  strength: string;
  notUnit: boolean;
}

interface VassalRulesEditorProps {
  rules: readonly PieceRule[];
  /** Stores the rules; answers with the errors when they are refused. */
  onSave(rules: PieceRule[]): Promise<readonly FieldError[]>;
}

const SUBJECT_NAMES: Record<RuleSubject, string> = { name: 'piece name', prototype: 'prototype', property: 'property (key=value)', image: 'image file' };

function toDraft(rule: PieceRule): RuleDraft {
  return {
    subject: rule.subject,
    pattern: rule.pattern,
    side: rule.side ?? '',
    type: rule.type ?? '',
    unitName: rule.unitName ?? '',
    strength: rule.strength ?? '',
    notUnit: rule.notUnit ?? false,
  };
}

function fromDraft(d: RuleDraft): Record<string, unknown> {
  const rule: Record<string, unknown> = { subject: d.subject, pattern: d.pattern };
  if (d.notUnit) rule.notUnit = true;
  if (d.side) rule.side = d.side;
  if (d.type) rule.type = d.type;
  if (d.unitName) rule.unitName = d.unitName;
  if (d.strength) rule.strength = d.strength;
  return rule;
}

/**
 * The rules that say which VASSAL pieces are which units, as an editable list: what each rule looks
 * at, its pattern, and what a match gives. Read top to bottom; the first rule that gives a field wins.
 */
export function VassalRulesEditor({ rules, onSave }: VassalRulesEditorProps) {
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => rules.map(toDraft));
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  useEffect(() => setDrafts(rules.map(toDraft)), [rules]);

  const update = (i: number, change: Partial<RuleDraft>): void => setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const move = (i: number, by: number): void =>
    setDrafts((ds) => {
      const next = [...ds];
      const [rule] = next.splice(i, 1);
      if (rule) next.splice(Math.max(0, Math.min(next.length, i + by)), 0, rule);
      return next;
    });

  async function save(): Promise<void> {
    const parsed = parsePieceRules(drafts.map(fromDraft));
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors(await onSave(parsed.value));
  }

  return (
    <section class="vassal-rules" aria-labelledby="vassal-rules-heading">
      <h3 id="vassal-rules-heading">Which pieces are which units</h3>
      <p class="hint">
        Each rule looks at one thing about a piece and matches it with a pattern: * stands for any run of characters, ? for one, and case does not
        matter. A property is matched as key=value (for example Side=Union). In the unit name and strength, {'{name}'} is the piece's name and {'{1}'},{' '}
        {'{2}'}, … what each * matched. The rules are read from the top; the first matching rule that gives a side, type, name or strength decides
        it, and a matching rule marked “not a unit” leaves the piece out.
      </p>
      <ol class="rules">
        {drafts.map((d, i) => {
          const n = i + 1;
          return (
            <li key={i} class="rule">
              <div class="field-row">
                <div class="field">
                  <label for={`vr-subject-${i}`}>Looks at</label>
                  <select id={`vr-subject-${i}`} aria-label={`Rule ${n} looks at`} value={d.subject} onChange={(e) => update(i, { subject: e.currentTarget.value as RuleSubject })}>
                    {RULE_SUBJECTS.map((s) => (
                      <option key={s} value={s}>
                        {SUBJECT_NAMES[s]}
                      </option>
                    ))}
                  </select>
                </div>
                <div class="field">
                  <label for={`vr-pattern-${i}`}>Pattern</label>
                  <input id={`vr-pattern-${i}`} aria-label={`Rule ${n} pattern`} type="text" value={d.pattern} onInput={(e) => update(i, { pattern: e.currentTarget.value })} />
                </div>
                <div class="field check">
                  <input id={`vr-notunit-${i}`} aria-label={`Rule ${n} is not a unit`} type="checkbox" checked={d.notUnit} onChange={(e) => update(i, { notUnit: e.currentTarget.checked })} />
                  <label for={`vr-notunit-${i}`}>Not a unit</label>
                </div>
              </div>
              <div class="field-row">
                <div class="field">
                  <label for={`vr-side-${i}`}>Side</label>
                  <select id={`vr-side-${i}`} aria-label={`Rule ${n} side`} value={d.side} disabled={d.notUnit} onChange={(e) => update(i, { side: e.currentTarget.value as Side | '' })}>
                    <option value="">—</option>
                    {SIDES.map((s) => (
                      <option key={s} value={s}>
                        {s === 'union' ? 'Union' : 'Confederate'}
                      </option>
                    ))}
                  </select>
                </div>
                <div class="field">
                  <label for={`vr-type-${i}`}>Type</label>
                  <select id={`vr-type-${i}`} aria-label={`Rule ${n} type`} value={d.type} disabled={d.notUnit} onChange={(e) => update(i, { type: e.currentTarget.value as BoardUnitType | '' })}>
                    <option value="">—</option>
                    {BOARD_UNIT_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </select>
                </div>
                <div class="field">
                  <label for={`vr-name-${i}`}>Unit name</label>
                  <input id={`vr-name-${i}`} aria-label={`Rule ${n} unit name`} type="text" value={d.unitName} disabled={d.notUnit} onInput={(e) => update(i, { unitName: e.currentTarget.value })} />
                </div>
                <div class="field short">
                  <label for={`vr-strength-${i}`}>Strength</label>
                  <input id={`vr-strength-${i}`} aria-label={`Rule ${n} strength`} type="text" value={d.strength} disabled={d.notUnit} onInput={(e) => update(i, { strength: e.currentTarget.value })} />
                </div>
              </div>
              <div class="actions">
                <button type="button" aria-label={`Move rule ${n} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                  Up
                </button>
                <button type="button" aria-label={`Move rule ${n} down`} disabled={i === drafts.length - 1} onClick={() => move(i, 1)}>
                  Down
                </button>
                <button type="button" aria-label={`Remove rule ${n}`} onClick={() => setDrafts((ds) => ds.filter((_, j) => j !== i))}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div class="actions">
        <button type="button" onClick={() => setDrafts((ds) => [...ds, { subject: 'name', pattern: '*', side: '', type: '', unitName: '', strength: '', notUnit: false }])}>
          Add rule
        </button>
        <button type="button" onClick={() => void save()}>
          Save rules
        </button>
      </div>
      <ErrorList heading="The rules were not saved:" errors={unplaced(errors)} />
    </section>
  );
}
