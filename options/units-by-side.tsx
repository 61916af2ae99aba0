import type { Board, BoardUnit } from '../src/engine/index.js';

const SIDE_NAMES = { union: 'Union', confederate: 'Confederate' } as const;

/** A column after a side's name: its key (the cells' data-column), its heading, and what it shows of that side's units. */
export interface SideColumn {
  readonly key: string;
  readonly heading: string;
  cell(units: readonly BoardUnit[]): string | number;
}

/** How many units a side has. */
export const UNITS_COLUMN: SideColumn = { key: 'units', heading: 'Units', cell: (units) => units.length };

/** A board's units by side, a row a side (data-side), with the columns a summary shows. */
export function UnitsBySide({ board, columns, class: className }: { readonly board: Board; readonly columns: readonly SideColumn[]; readonly class?: string }) {
  return (
    <table class={className}>
      <caption>Units by side</caption>
      <thead>
        <tr>
          <th scope="col">Side</th>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(['union', 'confederate'] as const).map((side) => {
          const units = board.units.filter((u) => u.side === side);
          return (
            <tr key={side} data-side={side}>
              <th scope="row">{SIDE_NAMES[side]}</th>
              {columns.map((c) => (
                <td key={c.key} data-column={c.key}>
                  {c.cell(units)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
