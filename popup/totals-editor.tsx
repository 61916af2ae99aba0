import { FIELD } from './read-draft.js';
import { StrengthField } from './strength-field.js';

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
      <StrengthField id={FIELD.attackTotal} name="Attack strength" label="Attack strength" value={attack} problems={problems} onValue={onAttack} />
      <StrengthField id={FIELD.defenseTotal} name="Defence strength" label="Defence strength" value={defense} problems={problems} onValue={onDefense} />
    </div>
  );
}
