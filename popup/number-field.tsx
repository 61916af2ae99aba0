import { NOT_A_NUMBER } from './whole-number.js';

interface Props {
  readonly id: string;
  /** The accessible name, e.g. "Attack strength" or "Attacker 1 strength". */
  readonly name: string;
  /** The short visible label; the accessible name contains it. */
  readonly label: string;
  readonly value: string;
  readonly min: number;
  readonly max: number;
  readonly placeholder?: string;
  readonly problem?: string | undefined;
  readonly marked?: boolean;
  /** What the mark says; by default the value was set by hand. */
  readonly markText?: string;
  readonly onValue: (text: string) => void;
}

/** A whole-number input with its label and, when the value is wrong, an inline message tied to it. */
export function NumberField({ id, name, label, value, min, max, placeholder, problem, marked, markText = 'set by hand', onValue }: Props) {
  const errorId = `${id}-error`;
  const markId = `${id}-by-hand`;
  const described = [problem ? errorId : '', marked ? markId : ''].filter(Boolean).join(' ');
  return (
    <div class={`field${problem ? ' has-problem' : ''}${marked ? ' is-overridden' : ''}`}>
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        aria-label={name}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={described || undefined}
        placeholder={placeholder}
        // Leave the box alone while it holds text the browser cannot read as a number, so the player sees what they typed.
        value={value === NOT_A_NUMBER ? undefined : value}
        onInput={(e) => {
          const input = e.currentTarget;
          onValue(input.validity.badInput ? NOT_A_NUMBER : input.value);
        }}
      />
      {marked && (
        <small class="by-hand-mark" id={markId}>
          {markText}
        </small>
      )}
      {problem && (
        <p class="problem" id={errorId}>
          {problem}
        </p>
      )}
    </div>
  );
}
