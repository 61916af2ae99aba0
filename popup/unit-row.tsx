import type { CombatStatus, CombatUnitMark, Side, UnitType } from '../src/engine/index.js';
import { COMBAT_STATUSES, SIDES, UNIT_TYPES } from '../src/engine/index.js';
import { FORCE_LIMITS } from '../src/engine/index.js';
import { unitLabel, type Role, type UnitDraft } from './battle-draft.js';
import { NumberField } from './number-field.js';
import { FIELD } from './read-draft.js';

const SIDE_NAMES: Record<Side, string> = { union: 'Union', confederate: 'Confederate' };
const TYPE_NAMES: Record<UnitType, string> = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  'horse-artillery': 'Horse artillery',
  headquarters: 'Headquarters',
};
const STATUS_NAMES: Record<CombatStatus, string> = { ready: 'Ready', disorganized: 'Disorganized', shattered: 'Shattered' };

/** Longest group label the engine accepts. */
const GROUP_LENGTH = 20;

interface Props {
  readonly role: Role;
  readonly index: number;
  readonly unit: UnitDraft;
  readonly problems: ReadonlyMap<string, string>;
  /** The marks the game's strength rules read (none for most games). */
  readonly marks?: readonly CombatUnitMark[];
  /** The sides of the counter whose strength its board does not show: what is typed there is the player's, and remembered. */
  readonly asks?: StrengthAsks | null;
  readonly onUnit: (change: Partial<UnitDraft>) => void;
  readonly onRemove: () => void;
}

/** Which of a board counter's strengths the board leaves to the player. */
export interface StrengthAsks {
  readonly strength: boolean;
  readonly reducedStrength: boolean;
}

/** The mark of a strength the player gave a counter whose board does not show it. */
const YOURS = 'yours, remembered for this counter';

function pick<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((o) => o === value);
}

/** One counter of a battle as read off the board: its name, side, type, both strengths, state and group. */
export function UnitRow({ role, index, unit, problems, marks = [], asks = null, onUnit, onRemove }: Props) {
  const label = unitLabel(role, index);
  const id = (part: string): string => `${role}-${unit.key}-${part}`;
  return (
    <fieldset class="unit">
      <legend>{label}</legend>
      <div class="unit-grid">
        <div class="field">
          <label for={id('name')}>Name</label>
          <input
            id={id('name')}
            type="text"
            aria-label={`${label} name`}
            maxLength={FORCE_LIMITS.nameLength}
            placeholder={label}
            value={unit.name}
            onInput={(e) => onUnit({ name: e.currentTarget.value })}
          />
        </div>
        <div class="field">
          <label for={id('side')}>Side</label>
          <select id={id('side')} aria-label={`${label} side`} value={unit.side} onChange={(e) => onUnit({ side: pick(SIDES, e.currentTarget.value) ?? unit.side })}>
            {SIDES.map((s) => (
              <option key={s} value={s}>
                {SIDE_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={id('type')}>Type</label>
          <select id={id('type')} aria-label={`${label} type`} value={unit.type} onChange={(e) => onUnit({ type: pick(UNIT_TYPES, e.currentTarget.value) ?? unit.type })}>
            {UNIT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_NAMES[t]}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id={FIELD.unit(role, unit.key, 'strength')}
          name={`${label} strength`}
          label="Strength"
          value={unit.strength}
          min={0}
          max={FORCE_LIMITS.strength}
          problem={problems.get(FIELD.unit(role, unit.key, 'strength'))}
          marked={asks?.strength === true && unit.strength.trim() !== ''}
          markText={YOURS}
          onValue={(strength) => onUnit({ strength })}
        />
        <NumberField
          id={FIELD.unit(role, unit.key, 'reduced-strength')}
          name={`${label} reduced strength`}
          label="Reduced strength"
          value={unit.reducedStrength}
          min={0}
          max={FORCE_LIMITS.strength}
          placeholder="none"
          problem={problems.get(FIELD.unit(role, unit.key, 'reduced-strength'))}
          marked={asks?.reducedStrength === true && unit.reducedStrength.trim() !== ''}
          markText={YOURS}
          onValue={(reducedStrength) => onUnit({ reducedStrength })}
        />
        <div class="field check">
          <input id={id('reduced')} type="checkbox" aria-label={`${label} reduced`} checked={unit.reduced} onChange={(e) => onUnit({ reduced: e.currentTarget.checked })} />
          <label for={id('reduced')}>Reduced</label>
        </div>
        <div class="field">
          <label for={id('status')}>Status</label>
          <select id={id('status')} aria-label={`${label} status`} value={unit.status} onChange={(e) => onUnit({ status: pick(COMBAT_STATUSES, e.currentTarget.value) ?? unit.status })}>
            {COMBAT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for={id('group')}>Group</label>
          <input
            id={id('group')}
            type="text"
            aria-label={`${label} group`}
            maxLength={GROUP_LENGTH}
            placeholder="none"
            value={unit.group}
            onInput={(e) => onUnit({ group: e.currentTarget.value })}
          />
        </div>
        {role === 'defender' && (
          <NumberField
            id={FIELD.unit(role, unit.key, 'lends')}
            name={`${label} lends`}
            label="Lends"
            value={unit.lends}
            min={0}
            max={FORCE_LIMITS.strength}
            placeholder="0"
            problem={problems.get(FIELD.unit(role, unit.key, 'lends'))}
            onValue={(lends) => onUnit({ lends })}
          />
        )}
        {role === 'defender' && marks.includes('retreated-onto-friends') && (
          <div class="field check">
            <input
              id={id('retreated')}
              type="checkbox"
              aria-label={`${label} retreated onto this stack`}
              checked={unit.retreatedOntoFriends}
              onChange={(e) => onUnit({ retreatedOntoFriends: e.currentTarget.checked })}
            />
            <label for={id('retreated')} title="Its strength does not count in this defence; it shares the result.">
              Retreated onto this stack
            </label>
          </div>
        )}
        <button type="button" class="remove" onClick={onRemove}>
          Remove {label.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}
