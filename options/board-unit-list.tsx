import type { Board, BoardUnit } from '../src/engine/index.js';

interface BoardUnitListProps {
  board: Board;
}

/** How many units are listed: an import may hold hundreds, and the list is for checking, not browsing. */
const SHOWN = 300;

const SIDE_NAMES = { union: 'Union', confederate: 'Confederate' } as const;
const OFF_MAP = { 'not-entered': 'not yet entered', exited: 'exited', eliminated: 'eliminated' } as const;

function place(u: BoardUnit): string {
  if (u.location.kind === 'hex') return `hex ${u.location.hex}`;
  if (u.location.kind === 'area') return `area ${u.location.area}`;
  return OFF_MAP[u.location.why];
}

/** Where each imported unit stands, folded away: the way to check an import piece by piece. */
export function BoardUnitList({ board }: BoardUnitListProps) {
  const shown = board.units.slice(0, SHOWN);
  return (
    <details class="board-unit-list">
      <summary>Where each unit is ({board.units.length})</summary>
      <ul>
        {shown.map((u) => (
          <li key={u.id}>
            {u.name} ({SIDE_NAMES[u.side]}): {place(u)}
          </li>
        ))}
      </ul>
      {board.units.length > shown.length ? <p class="hint">and {board.units.length - shown.length} more</p> : null}
    </details>
  );
}
