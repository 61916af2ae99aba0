import type { EntryMode } from './battle-draft.js';

interface Props {
  readonly mode: EntryMode;
  readonly onMode: (mode: EntryMode) => void;
}

const MODES: readonly { value: EntryMode; label: string }[] = [
  { value: 'totals', label: 'Totals' },
  { value: 'units', label: 'Units' },
];

/** Whether the sides are entered as two strength totals or as lists of units. */
export function EntryModeChoice({ mode, onMode }: Props) {
  return (
    <fieldset class="entry-mode">
      <legend>Enter as</legend>
      {MODES.map((m) => (
        <label key={m.value} class="radio">
          <input type="radio" name="entry-mode" value={m.value} checked={mode === m.value} onChange={() => onMode(m.value)} />
          {m.label}
        </label>
      ))}
    </fieldset>
  );
}
