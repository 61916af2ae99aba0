import { useEffect, useState } from 'preact/hooks';
import { FORCE_LIMITS, type BoardUnit } from '../src/engine/index.js';
import type { StrengthSide } from '../src/storage/unit-strengths.js';
import { NumberField } from './number-field.js';
import { readWholeNumber, wholeNumberMessage } from './whole-number.js';

interface Props {
  readonly unit: BoardUnit;
  readonly side: StrengthSide;
  /** What the player entered for this side before; undefined when nothing is remembered. */
  readonly remembered: number | undefined;
  readonly onText: (text: string) => void;
}

const MAX = FORCE_LIMITS.strength;

/**
 * A strength the board does not show, asked where the summary would show it: typed once, remembered for the
 * counter, and marked as the player's. An empty box forgets it.
 */
export function StrengthInPlace({ unit, side, remembered, onText }: Props) {
  // What is typed, until it is what the store remembers; null shows the remembered value.
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (typed === null) return;
    const read = readWholeNumber(typed, 0, MAX);
    const same = read.kind === 'empty' ? remembered === undefined : read.kind === 'ok' && read.value === remembered;
    // Changed elsewhere (the unit row): show the new value.
    if (!same && read.kind !== 'bad') setTyped(null);
    // Run only when the remembered value changes: a half-typed value stays while the player types it.
  }, [remembered]);
  const value = typed ?? (remembered === undefined ? '' : String(remembered));
  const label = side === 'reduced' ? 'reduced strength' : 'strength';
  const name = `${side === 'reduced' ? 'Reduced strength' : 'Strength'} of ${unit.name}`;
  const bad = readWholeNumber(value, 0, MAX).kind === 'bad';
  return (
    <span class="strength-in-place">
      <NumberField
        id={`in-place-${side}-${encodeURIComponent(unit.id)}`}
        name={name}
        label={label}
        value={value}
        min={0}
        max={MAX}
        placeholder="?"
        problem={bad ? wholeNumberMessage(name, value, 0, MAX) : undefined}
        onValue={(text) => {
          setTyped(text);
          onText(text);
        }}
      />
      {remembered !== undefined && !bad && <span class="yours"> (yours)</span>}
    </span>
  );
}
