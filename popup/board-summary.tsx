import type { Board, BoardUnit, GameTime } from '../src/engine/index.js';
import type { Side } from '../src/engine/index.js';
import { gameBasics } from '../src/engine/index.js';
import type { BoardSelection } from '../src/messaging/board-messages.js';

const SIDE_NAMES: Record<Side, string> = { union: 'Union', confederate: 'Confederate' };
const SOURCE_WORDS: Record<Board['source']['kind'], string> = {
  page: 'a board page',
  demo: 'the demo board',
  vassal: 'a VASSAL save',
  text: 'a pasted list',
  file: 'a board file',
};

/** The columns of the units table: where a unit is, then what state it is in. */
const COLUMNS: readonly { readonly key: string; readonly label: string; readonly counts: (u: BoardUnit) => boolean }[] = [
  { key: 'on-map', label: 'On map', counts: (u) => u.location.kind !== 'off-map' },
  { key: 'to-enter', label: 'To enter', counts: (u) => u.location.kind === 'off-map' && u.location.why === 'not-entered' },
  { key: 'out', label: 'Exited or lost', counts: (u) => u.location.kind === 'off-map' && u.location.why !== 'not-entered' },
  { key: 'disorganized', label: 'Disorg.', counts: (u) => u.status.disorganized > 0 },
  { key: 'shattered', label: 'Shattered', counts: (u) => u.status.shattered },
];

function timeWords(t: GameTime): string {
  const parts = [
    t.turn !== null ? `Turn ${t.turn}` : null,
    [t.day, t.hour].filter((x) => x !== null).join(', ') || null,
    t.light,
    t.phasingSide ? `${SIDE_NAMES[t.phasingSide]} to move` : null,
  ];
  return parts.filter((p): p is string => p !== null && p !== '').join(' · ') || 'Time not shown';
}

function place(u: BoardUnit): string {
  if (u.location.kind === 'hex') return u.location.hex;
  if (u.location.kind === 'area') return `area ${u.location.area}`;
  return u.location.why === 'not-entered' ? 'not yet on the map' : u.location.why;
}

function unitWords(u: BoardUnit): string {
  const strength = u.strength.full === null ? 'strength not shown' : `strength ${u.steps.left < u.steps.full ? (u.strength.reduced ?? '?') : u.strength.full}`;
  return `${u.name} (${place(u)}, ${strength})`;
}

interface Props {
  readonly board: Board;
  /** The counters picked on the page; null for a board with no page to pick on (an imported one). */
  readonly selection: BoardSelection | null;
}

/** What a board says: game, time, units by side and state, and (for a page's board) the counters picked on the page. */
export function BoardSummary({ board, selection }: Props) {
  const byId = new Map(board.units.map((u) => [u.id, u]));
  const picked = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((u): u is BoardUnit => u !== undefined);
  const attackers = picked(selection?.attackers ?? []);
  const defenders = picked(selection?.defenders ?? []);
  return (
    <div class="board-summary" data-testid="board-summary">
      <p>
        <strong>{gameBasics(board.game).info.name}</strong> — {timeWords(board.time)}
      </p>
      <p class="muted" data-testid="board-source">
        From {SOURCE_WORDS[board.source.kind]}
        {board.source.name ? `: ${board.source.name}` : ''}
      </p>
      <table class="board-units">
        <caption>Units by side</caption>
        <thead>
          <tr>
            <th scope="col">Side</th>
            {COLUMNS.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
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
                {COLUMNS.map((c) => (
                  <td key={c.key} data-column={c.key}>
                    {units.filter(c.counts).length}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {selection === null ? null : (
        <div class="board-selection" data-testid="board-selection">
          {attackers.length + defenders.length === 0 ? (
            <p class="muted">Alt+click counters on the page to pick attackers, then defenders (Option+click on a Mac); Escape clears.</p>
          ) : (
            <>
              <p>
                <span class="muted">Attacking:</span> {attackers.map(unitWords).join('; ') || 'none'}
              </p>
              <p>
                <span class="muted">Defending:</span> {defenders.map(unitWords).join('; ') || 'none'}
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
