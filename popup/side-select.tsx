import { SIDES, type Side } from '../src/engine/index.js';
import { sideName } from './ledger-event-text.js';

interface Props {
  readonly id: string;
  /** The short visible label ("Side"). */
  readonly label: string;
  /** The accessible name ("Event side"). */
  readonly name: string;
  readonly value: Side;
  readonly onSide: (side: Side) => void;
}

/** A field to choose the Union or the Confederacy, with its label. */
export function SideSelect({ id, label, name, value, onSide }: Props) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} aria-label={name} value={value} onChange={(e) => onSide(e.currentTarget.value === 'union' ? 'union' : 'confederate')}>
        {SIDES.map((s) => (
          <option key={s} value={s}>
            {sideName(s)}
          </option>
        ))}
      </select>
    </div>
  );
}
