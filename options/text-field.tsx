import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { FieldHint, hintId } from './field-hint.js';
import { describedBy } from './error-targets.js';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onValue(value: string): void;
  hint?: string;
  type?: 'text' | 'number';
  min?: number;
  max?: number;
  maxLength?: number;
  class?: string;
}

/** The ids of the fields an error list around them is about: such a field is marked wrong whatever its `invalid` says. */
export const MarkedFields = createContext<ReadonlySet<string>>(new Set());

/** A labelled input whose visible label is also its accessible name, with an optional hint read after it. */
export function TextField({ id, label, value, invalid: own, onValue, hint, type = 'text', min, max, maxLength, class: cls }: TextFieldProps) {
  const marked = useContext(MarkedFields);
  const invalid = own || marked.has(id);
  return (
    <div class={`field ${cls ?? ''}`}>
      <label for={id}>{label}</label>
      <input
        id={id}
        type={type}
        aria-label={label}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={describedBy(id, invalid, hintId(id, hint))}
        value={value}
        min={min}
        max={max}
        maxLength={maxLength}
        step={type === 'number' ? 1 : undefined}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
