import { Fragment } from 'preact';
import { formatRuleRef } from '../src/engine/index.js';
import type { LedgerRow, VpTally } from '../src/engine/index.js';
import { plural, signed } from '../src/ui-text.js';
import { describeEvent, sideName } from './ledger-event-text.js';

interface Props {
  readonly rows: readonly LedgerRow[];
  /** One per row, or null when the game has no victory rules Adjutant knows. */
  readonly tallies: readonly VpTally[] | null;
  readonly onCorrect: (index: number) => void;
  readonly onDelete: (index: number) => void;
}

function rowName(row: LedgerRow): string {
  return `turn ${row.turn}, ${sideName(row.playerTurn)} player-turn`;
}

/** Why a tally is what it is: each item with its rule, and what was recorded in that player-turn. */
function Why({ row, tally }: { readonly row: LedgerRow; readonly tally: VpTally | null }) {
  const parts = [
    tally ? plural(tally.items.length, 'item') : null,
    row.events.length > 0 ? plural(row.events.length, 'event recorded', 'events recorded') : null,
    row.board === null ? 'entered by hand' : 'with the board',
  ].filter((p): p is string => p !== null);
  return (
    <details>
      <summary>Why: {parts.join(', ')}</summary>
      {tally && tally.items.length > 0 && (
        <ul class="ledger-why">
          {tally.items.map((item, j) => (
            <li key={j}>
              {sideName(item.side)} {signed(item.points)}: {item.text}
              {item.rule && <span class="rule"> ({formatRuleRef(item.rule)})</span>}
            </li>
          ))}
        </ul>
      )}
      {tally && tally.items.length === 0 && <p class="muted">No VP for either side yet.</p>}
      {row.events.length > 0 && (
        <ul aria-label={`Recorded in ${rowName(row)}`}>
          {row.events.map((e, j) => (
            <li key={j}>{describeEvent(e)}</li>
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * The ledger row by row: when, both sides' VP then, and what changes it; under each, why (the tally's items with
 * their rules, and what was recorded), folded so that a long game's table stays narrow enough for the popup.
 */
export function LedgerTable({ rows, tallies, onCorrect, onDelete }: Props) {
  return (
    <table class="ledger-table" data-testid="ledger-table">
      <caption>End of each player-turn</caption>
      <thead>
        <tr>
          <th scope="col">Turn</th>
          <th scope="col">Player-turn</th>
          <th scope="col">Union VP</th>
          <th scope="col">Confederate VP</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const tally = tallies?.[i] ?? null;
          return (
            <Fragment key={`${row.turn}-${row.playerTurn}`}>
              <tr data-testid={`ledger-row-${i + 1}`}>
                <th scope="row">{row.turn}</th>
                <td>{sideName(row.playerTurn)}</td>
                <td data-testid="union-vp">{tally ? tally.union : '–'}</td>
                <td data-testid="confederate-vp">{tally ? tally.confederate : '–'}</td>
                <td>
                  <button type="button" aria-label={`Correct ${rowName(row)}`} onClick={() => onCorrect(i)}>
                    Correct
                  </button>{' '}
                  <button type="button" class="remove" aria-label={`Delete ${rowName(row)}`} onClick={() => onDelete(i)}>
                    Delete
                  </button>
                </td>
              </tr>
              <tr data-testid={`ledger-why-${i + 1}`}>
                <td colSpan={5}>
                  <Why row={row} tally={tally} />
                </td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
