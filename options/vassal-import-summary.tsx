import { NOT_PLACED_WORDS, type MapTally, type VassalImport } from '../src/readers/vassal/index.js';
import { plural } from '../src/ui-text.js';
import { BoardUnitList } from './board-unit-list.js';
import { UNITS_COLUMN, UnitsBySide, type SideColumn } from './units-by-side.js';

interface VassalImportSummaryProps {
  result: VassalImport;
}

const SHOWN_PER_REASON = 8;

/** Each type a side has, with how many: "3 infantry, 1 artillery", in the order the board lists them. */
const BY_TYPE: SideColumn = {
  key: 'by-type',
  heading: 'By type',
  cell(units) {
    const types = new Map<string, number>();
    for (const u of units) types.set(u.type, (types.get(u.type) ?? 0) + 1);
    return [...types].map(([type, n]) => `${n} ${type}`).join(', ') || '—';
  },
};

/** One map's line: "Main Map: 12 placed; not placed: 3 on no hex …". */
function MapLine({ tally }: { tally: MapTally }) {
  const parts = [`${tally.placed} placed`];
  if (tally.leftOut > 0) parts.push(`${tally.leftOut} left out as not units`);
  const notPlaced = tally.notPlaced.map(({ kind, count }) => `${count} ${NOT_PLACED_WORDS[kind]}`);
  return (
    <li>
      <strong>{tally.map ?? 'No map (or none readable)'}</strong>: {parts.join(', ')}
      {notPlaced.length > 0 ? `; not placed: ${notPlaced.join('; ')}` : ''}.
    </li>
  );
}

/** What an import gave: each map's count, units by side and type, and every piece it could not place, grouped by why. */
export function VassalImportSummary({ result }: VassalImportSummaryProps) {
  const { board, unmapped, warnings } = result;
  const reasons = new Map<string, string[]>();
  for (const piece of unmapped) reasons.set(piece.reason, [...(reasons.get(piece.reason) ?? []), piece.name || piece.id]);
  return (
    <section class="vassal-summary" aria-labelledby="vassal-summary-heading">
      <h3 id="vassal-summary-heading">Imported board: {board.source.name}</h3>
      <p>
        {plural(result.pieces, 'piece')} read{result.loggedCommands > 0 ? `, after ${plural(result.loggedCommands, 'logged command')}` : ''}:{' '}
        {plural(board.units.length, 'unit')} placed, {plural(unmapped.length, 'piece')} not placed, {plural(result.notUnits, 'piece')} left out as not units.
      </p>
      {result.maps.length > 0 ? (
        <>
          <h4>By map</h4>
          <ul class="vassal-maps">
            {result.maps.map((tally) => (
              <MapLine key={tally.map ?? ''} tally={tally} />
            ))}
          </ul>
        </>
      ) : null}
      <UnitsBySide board={board} columns={[UNITS_COLUMN, BY_TYPE]} />
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
