import { useLayoutEffect, useRef } from 'preact/hooks';
import { TABLE_LIMITS } from '../src/engine/index.js';
import { describedBy, FIELD_IDS, legendId, type LegendPart } from './error-targets.js';
import { emptyLegendRow, type LegendRowDraft } from './table-draft.js';

interface ResultLegendProps {
  legend: readonly LegendRowDraft[];
  invalid: ReadonlySet<string>;
  onChange(legend: LegendRowDraft[]): void;
}

/** What each result code does: its words, the steps each side loses and who retreats. */
export function ResultLegend({ legend, invalid, onChange }: ResultLegendProps) {
  // After adding or removing a line, keyboard focus goes somewhere sensible instead of to the page top.
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current) {
      document.getElementById(focusNext.current)?.focus();
      focusNext.current = null;
    }
  });

  const set = (i: number, patch: Partial<LegendRowDraft>): void => {
    onChange(legend.map((row, k) => (k === i ? { ...row, ...patch } : row)));
  };
  const add = (): void => {
    focusNext.current = legendId(legend.length, 'code');
    onChange([...legend, emptyLegendRow()]);
  };
  const remove = (i: number): void => {
    const rest = legend.filter((_, k) => k !== i);
    focusNext.current = rest.length === 0 ? FIELD_IDS.addResult : `legend-remove-${Math.min(i, rest.length - 1)}`;
    onChange(rest);
  };

  const textInput = (i: number, part: Exclude<LegendPart, 'attackerRetreats' | 'defenderRetreats'>, name: string, numeric: boolean) => {
    const id = legendId(i, part);
    const row = legend[i];
    return (
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        min={numeric ? 0 : undefined}
        max={numeric ? TABLE_LIMITS.steps : undefined}
        size={numeric ? 3 : undefined}
        maxLength={part === 'code' ? TABLE_LIMITS.codeLength : part === 'text' ? TABLE_LIMITS.textLength : undefined}
        aria-label={`Result ${i + 1} ${name}`}
        aria-invalid={invalid.has(id) ? 'true' : undefined}
        aria-describedby={describedBy(id, invalid.has(id))}
        value={row ? row[part] : ''}
        onInput={(e) => set(i, { [part]: e.currentTarget.value })}
      />
    );
  };
  const checkbox = (i: number, part: 'attackerRetreats' | 'defenderRetreats', name: string) => {
    const id = legendId(i, part);
    return (
      <input
        id={id}
        type="checkbox"
        aria-label={`Result ${i + 1} ${name}`}
        aria-invalid={invalid.has(id) ? 'true' : undefined}
        aria-describedby={describedBy(id, invalid.has(id))}
        checked={legend[i]?.[part] === true}
        onChange={(e) => set(i, { [part]: e.currentTarget.checked })}
      />
    );
  };

  return (
    <div class="legend">
      <table>
        <caption>Result legend</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">What it does</th>
            <th scope="col">Attacker steps lost</th>
            <th scope="col">Defender steps lost</th>
            <th scope="col">Attacker retreats</th>
            <th scope="col">Defender retreats</th>
            <th scope="col">
              <span class="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {legend.map((_, i) => (
            <tr key={i}>
              <td>{textInput(i, 'code', 'code', false)}</td>
              <td class="wide">{textInput(i, 'text', 'text', false)}</td>
              <td>{textInput(i, 'attackerSteps', 'attacker steps', true)}</td>
              <td>{textInput(i, 'defenderSteps', 'defender steps', true)}</td>
              <td>{checkbox(i, 'attackerRetreats', 'attacker retreats')}</td>
              <td>{checkbox(i, 'defenderRetreats', 'defender retreats')}</td>
              <td>
                <button type="button" id={`legend-remove-${i}`} onClick={() => remove(i)}>
                  Remove result {i + 1}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        id={FIELD_IDS.addResult}
        disabled={legend.length >= TABLE_LIMITS.results}
        onClick={add}
      >
        Add result
      </button>
    </div>
  );
}
