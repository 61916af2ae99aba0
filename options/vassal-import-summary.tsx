import type { VassalImport } from '../src/readers/vassal/index.js';
import { plural } from '../src/ui-text.js';
import { BoardUnitList } from './board-unit-list.js';

interface VassalImportSummaryProps {
  result: VassalImport;
}

const SIDE_NAMES = { union: 'Union', confederate: 'Confederate' } as const;
const SHOWN_PER_REASON = 8;

/** What an import gave: units by side and type, and every piece it could not place, grouped by why. */
export function VassalImportSummary({ result }: VassalImportSummaryProps) {
  const { board, unmapped, warnings } = result;
  const bySide = (['union', 'confederate'] as const).map((side) => {
    const units = board.units.filter((u) => u.side === side);
    const types = new Map<string, number>();
    for (const u of units) types.set(u.type, (types.get(u.type) ?? 0) + 1);
    return { side, units, types };
  });
  const reasons = new Map<string, string[]>();
  for (const piece of unmapped) reasons.set(piece.reason, [...(reasons.get(piece.reason) ?? []), piece.name || piece.id]);
  return (
    <section class="vassal-summary" aria-labelledby="vassal-summary-heading">
      <h3 id="vassal-summary-heading">Imported board: {board.source.name}</h3>
      <p>
        {plural(result.pieces, 'piece')} read{result.loggedCommands > 0 ? `, after ${plural(result.loggedCommands, 'logged command')}` : ''}:{' '}
        {plural(board.units.length, 'unit')} placed, {plural(unmapped.length, 'piece')} not placed, {plural(result.notUnits, 'piece')} left out as not units.
      </p>
      <table>
        <caption>Units by side</caption>
        <thead>
          <tr>
            <th scope="col">Side</th>
            <th scope="col">Units</th>
            <th scope="col">By type</th>
          </tr>
        </thead>
        <tbody>
          {bySide.map(({ side, units, types }) => (
            <tr key={side}>
              <th scope="row">{SIDE_NAMES[side]}</th>
              <td>{units.length}</td>
              <td>{[...types].map(([type, n]) => `${n} ${type}`).join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BoardUnitList board={board} />
      {warnings.length > 0 ? (
        <ul class="hint">
          {warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      ) : null}
      {reasons.size > 0 ? (
        <>
          <h4>Pieces not placed</h4>
          <ul class="vassal-unmapped">
            {[...reasons].map(([reason, names]) => (
              <li key={reason}>
                <strong>{plural(names.length, 'piece')}</strong>: {reason}.{' '}
                <span class="hint">
                  {names.slice(0, SHOWN_PER_REASON).join(', ')}
                  {names.length > SHOWN_PER_REASON ? ` and ${names.length - SHOWN_PER_REASON} more` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
