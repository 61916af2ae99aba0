import { FORCE_LIMITS } from '../src/engine/index.js';
import { NumberField } from './number-field.js';

interface Props {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  /** The problems of the last reading of the draft, by field id: this field shows its own. */
  readonly problems: ReadonlyMap<string, string>;
  readonly placeholder?: string;
  readonly marked?: boolean;
  readonly onValue: (text: string) => void;
}

/** A side's strength typed as a total: a whole number from 0 to the most a force may have. */
export function StrengthField({ problems, ...field }: Props) {
  return <NumberField {...field} min={0} max={FORCE_LIMITS.strength} problem={problems.get(field.id)} />;
}
