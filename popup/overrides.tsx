import { FIELD } from './read-draft.js';
import { StrengthField } from './strength-field.js';

interface Props {
  readonly attack: string;
  readonly defense: string;
  readonly odds: string;
  /** The columns of the table in use; empty when there is no table or it has no columns to pick. */
  readonly columns: readonly string[];
  /** Which values the last answer took from these fields ("Attack strength", "Defence strength", "Odds column"). */
  readonly applied: readonly string[];
  readonly problems: ReadonlyMap<string, string>;
  readonly onAttack: (text: string) => void;
  readonly onDefense: (text: string) => void;
  readonly onOdds: (label: string) => void;
}

/** Values the player sets by hand over the computed ones (e.g. for a rule Adjutant does not model). */
export function Overrides({ attack, defense, odds, columns, applied, problems, onAttack, onDefense, onOdds }: Props) {
  const oddsMarked = applied.includes('Odds column');
  return (
    <fieldset class="overrides">
      <legend>Set by hand (blank = computed)</legend>
      <div class="row">
        <StrengthField id={FIELD.overrideAttack} name="Override attack" label="Attack" value={attack} placeholder="computed" problems={problems} marked={applied.includes('Attack strength')} onValue={onAttack} />
        <StrengthField id={FIELD.overrideDefense} name="Override defence" label="Defence" value={defense} placeholder="computed" problems={problems} marked={applied.includes('Defence strength')} onValue={onDefense} />
        <div class={`field${oddsMarked ? ' is-overridden' : ''}`}>
          <label for="override-odds">Odds</label>
          <select
            id="override-odds"
            aria-label="Override odds column"
            aria-describedby={oddsMarked ? 'override-odds-by-hand' : undefined}
            value={odds}
            disabled={columns.length === 0}
            onChange={(e) => onOdds(e.currentTarget.value)}
          >
            <option value="">computed</option>
            {columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {oddsMarked && (
            <small class="by-hand-mark" id="override-odds-by-hand">
              set by hand
            </small>
          )}
        </div>
      </div>
    </fieldset>
  );
}
