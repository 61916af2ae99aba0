import { TABLE_LIMITS, type CombatScheme } from '../src/engine/index.js';
import { describedBy, FIELD_IDS } from './error-targets.js';
import type { BelowLowestChoice, TableDraft } from './table-draft.js';
import { TextField } from './text-field.js';

interface TableFormProps {
  draft: TableDraft;
  invalid: ReadonlySet<string>;
  update(patch: Partial<TableDraft>): void;
}

const COLUMN_HINTS: Record<CombatScheme, string> = {
  ratio: 'Odds columns, lowest first, separated by commas, e.g. 1-2, 1-1, 2-1, 3-1.',
  differential: 'Attack minus defence columns, lowest first, separated by commas, e.g. -2, 0, +2, +4.',
  opposed: '',
};

function isScheme(value: string): value is CombatScheme {
  return value === 'ratio' || value === 'differential' || value === 'opposed';
}

/** The table's single-value fields: names, scheme, die, columns, roll range and limits. */
export function TableForm({ draft, invalid, update }: TableFormProps) {
  const bad = (id: string): boolean => invalid.has(id);
  const opposed = draft.scheme === 'opposed';
  return (
    <div class="table-form">
      <TextField
        id={FIELD_IDS.title}
        label="Table title"
        value={draft.title}
        maxLength={TABLE_LIMITS.titleLength}
        invalid={bad(FIELD_IDS.title)}
        onValue={(title) => update({ title })}
        hint="Your name for the table, shown with every answer that uses it."
      />
      <TextField
        id={FIELD_IDS.rule}
        label="Printed at"
        value={draft.rule}
        maxLength={TABLE_LIMITS.titleLength}
        invalid={bad(FIELD_IDS.rule)}
        onValue={(rule) => update({ rule })}
        hint="Where the table is printed in your rulebook (rule number or page), cited in the answers."
      />
      <div class="field">
        <label for={FIELD_IDS.scheme}>Scheme</label>
        <select
          id={FIELD_IDS.scheme}
          aria-label="Scheme"
          aria-invalid={bad(FIELD_IDS.scheme) ? 'true' : undefined}
          aria-describedby={describedBy(FIELD_IDS.scheme, bad(FIELD_IDS.scheme))}
          value={draft.scheme}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isScheme(value)) update({ scheme: value });
          }}
        >
          <option value="ratio">Ratio — odds such as 3-1</option>
          <option value="differential">Differential — attack minus defence</option>
          <option value="opposed">Opposed rolls — attacker’s roll minus defender’s</option>
        </select>
      </div>
      <div class="field-row">
        <TextField
          id={FIELD_IDS.dice}
          label="Dice"
          type="number"
          min={1}
          max={4}
          class="short"
          value={draft.dice}
          invalid={bad(FIELD_IDS.dice)}
          onValue={(dice) => update({ dice })}
        />
        <TextField
          id={FIELD_IDS.sides}
          label="Sides"
          type="number"
          min={2}
          max={20}
          class="short"
          value={draft.sides}
          invalid={bad(FIELD_IDS.sides)}
          onValue={(sides) => update({ sides })}
        />
        {draft.sides.trim() === '10' ? (
          <div class="field check">
            <input
              type="checkbox"
              id={FIELD_IDS.zero}
              aria-invalid={bad(FIELD_IDS.zero) ? 'true' : undefined}
              aria-describedby={describedBy(FIELD_IDS.zero, bad(FIELD_IDS.zero))}
              checked={draft.zeroCountsAsTen}
              onChange={(e) => update({ zeroCountsAsTen: e.currentTarget.checked })}
            />
            <label for={FIELD_IDS.zero}>A rolled 0 counts as 10</label>
          </div>
        ) : null}
      </div>
      {opposed ? (
        <p class="hint">Opposed rolls have no columns: each row is the attacker’s roll minus the defender’s, after modifiers.</p>
      ) : (
        <TextField
          id={FIELD_IDS.columns}
          label="Columns"
          value={draft.columns}
          invalid={bad(FIELD_IDS.columns)}
          onValue={(columns) => update({ columns })}
          hint={COLUMN_HINTS[draft.scheme]}
        />
      )}
      <div class="field-row">
        <TextField
          id={FIELD_IDS.lowest}
          label="Lowest roll"
          type="number"
          class="short"
          value={draft.lowest}
          invalid={bad(FIELD_IDS.lowest)}
          onValue={(lowest) => update({ lowest })}
        />
        <TextField
          id={FIELD_IDS.highest}
          label="Highest roll"
          type="number"
          class="short"
          value={draft.highest}
          invalid={bad(FIELD_IDS.highest)}
          onValue={(highest) => update({ highest })}
        />
      </div>
      <p class="hint">
        {opposed ? 'The lowest and highest difference the table prints' : 'The lowest and highest modified roll the table prints'}; a
        modified roll beyond them counts as the nearest row. At most {TABLE_LIMITS.rows} rows.
      </p>
      <TextField
        id={FIELD_IDS.modifierLimit}
        label="Modifier limit"
        type="number"
        min={0}
        max={TABLE_LIMITS.modifier}
        class="short"
        value={draft.modifierLimit}
        invalid={bad(FIELD_IDS.modifierLimit)}
        onValue={(modifierLimit) => update({ modifierLimit })}
        hint="The most the die roll may be modified, up or down. Leave empty when your rules set no limit."
      />
      {opposed ? null : (
        <div class="field">
          <label for={FIELD_IDS.belowLowest}>Below lowest column</label>
          <select
            id={FIELD_IDS.belowLowest}
            aria-label="Below lowest column"
            aria-invalid={bad(FIELD_IDS.belowLowest) ? 'true' : undefined}
            aria-describedby={describedBy(FIELD_IDS.belowLowest, bad(FIELD_IDS.belowLowest))}
            value={draft.belowLowest}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (value === 'not-allowed' || value === 'use-lowest') update({ belowLowest: value satisfies BelowLowestChoice });
            }}
          >
            <option value="not-allowed">Not allowed — such an attack may not be made</option>
            <option value="use-lowest">Use the lowest column</option>
          </select>
        </div>
      )}
    </div>
  );
}
