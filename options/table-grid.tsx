import { TABLE_LIMITS } from '../src/engine/index.js';
import { cellId, describedBy } from './error-targets.js';
import { cellKey, cellsPerRow, columnLabels, gridRolls, type TableDraft } from './table-draft.js';

interface TableGridProps {
  draft: TableDraft;
  invalid: ReadonlySet<string>;
  setCell(roll: number, column: number, code: string): void;
}

const CODES_LIST_ID = 'table-result-codes';

/** The result cells: one row per modified roll, one input per column (a single one for opposed rolls). */
export function TableGrid({ draft, invalid, setCell }: TableGridProps) {
  const rolls = gridRolls(draft);
  const opposed = draft.scheme === 'opposed';
  const labels = opposed ? ['Result'] : columnLabels(draft);
  const width = cellsPerRow(draft);

  if (!rolls) {
    return (
      <p class="grid-note">
        The grid appears once the lowest and highest roll are whole numbers, the highest no lower than the lowest, and at most{' '}
        {TABLE_LIMITS.rows} rows apart.
      </p>
    );
  }
  if (width === 0) return <p class="grid-note">The grid appears once you type the column labels.</p>;
  if (width > TABLE_LIMITS.columns) return <p class="grid-note">A table has at most {TABLE_LIMITS.columns} columns.</p>;

  const codes = [...new Set(draft.legend.map((r) => r.code.trim()).filter((c) => c.length > 0))];
  return (
    <div class="grid-wrap">
      <datalist id={CODES_LIST_ID}>
        {codes.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      <table class="grid">
        <caption>Result codes, as printed</caption>
        <thead>
          <tr>
            <th scope="col">{opposed ? 'Difference' : 'Roll'}</th>
            {labels.map((label, j) => (
              <th scope="col" key={j}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rolls.map((roll) => (
            <tr key={roll}>
              <th scope="row">{roll}</th>
              {labels.map((label, j) => {
                const id = cellId(roll, j);
                const bad = invalid.has(id);
                return (
                  <td key={j} class={bad ? 'cell bad' : 'cell'}>
                    <input
                      id={id}
                      type="text"
                      size={4}
                      maxLength={TABLE_LIMITS.codeLength}
                      list={CODES_LIST_ID}
                      aria-label={opposed ? `Result at difference ${roll}` : `Result at roll ${roll}, column ${label}`}
                      aria-invalid={bad ? 'true' : undefined}
                      aria-describedby={describedBy(id, bad)}
                      value={draft.cells[cellKey(roll, j)] ?? ''}
                      onInput={(e) => setCell(roll, j, e.currentTarget.value)}
                    />
                    {bad ? (
                      <span class="cell-mark" aria-hidden="true">
                        !
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
