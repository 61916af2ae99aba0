import { FORCE_LIMITS } from '../src/engine/index.js';
import { NumberField } from './number-field.js';
import { FIELD } from './read-draft.js';

interface Props {
  readonly attack: string;
  readonly defense: string;
  readonly problems: ReadonlyMap<string, string>;
  readonly onAttack: (text: string) => void;
  readonly onDefense: (text: string) => void;
}

/** Both sides as plain strength totals, for a battle already added up on the board. */
export function TotalsEditor({ attack, defense, problems, onAttack, onDefense }: Props) {
  return (
    <div class="row totals">
      <NumberField
        id={FIELD.attackTotal}
        name="Attack strength"
        label="Attack strength"
        value={attack}
        min={0}
        max={FORCE_LIMITS.strength}
        problem={problems.get(FIELD.attackTotal)}
        onValue={onAttack}
      />
      <NumberField
        id={FIELD.defenseTotal}
        name="Defence strength"
        label="Defence strength"
        value={defense}
        min={0}
        max={FORCE_LIMITS.strength}
        problem={problems.get(FIELD.defenseTotal)}
        onValue={onDefense}
      />
    </div>
  );
}
