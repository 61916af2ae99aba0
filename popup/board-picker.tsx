import { useState } from 'preact/hooks';
import type { Board, BoardUnit } from '../src/engine/index.js';
import type { Role } from './battle-draft.js';

interface Props {
  readonly board: Board;
  readonly onPick: (role: Role, unit: BoardUnit) => void;
}

/** How many matches are listed at once: the board may hold hundreds of counters. */
const SHOWN = 12;

function where(u: BoardUnit): string {
  if (u.location.kind === 'hex') return u.location.hex;
  if (u.location.kind === 'area') return `area ${u.location.area}`;
  return 'off map';
}

/**
 * Picking counters in the popup, for players who would rather not (or cannot) Alt+click on the page: find a
 * counter by name or hex and add it to either side of the battle.
 */
export function BoardPicker({ board, onPick }: Props) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const matches = q === '' ? [] : board.units.filter((u) => u.name.toLowerCase().includes(q) || where(u).toLowerCase() === q).slice(0, SHOWN);
  return (
    <details class="board-picker">
      <summary>Pick counters from the board</summary>
      <div class="field">
        <label for="board-find">Find a counter</label>
        <input id="board-find" type="search" aria-label="Find a counter" placeholder="name or hex" maxLength={60} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
      </div>
      {q !== '' && matches.length === 0 && <p class="muted">No counter matches.</p>}
      <ul class="board-matches">
        {matches.map((u) => (
          <li key={u.id}>
            <span>
              {u.name} <span class="muted">({where(u)})</span>
            </span>
            <button type="button" aria-label={`Add ${u.name} as attacker`} onClick={() => onPick('attacker', u)}>
              Attack
            </button>
            <button type="button" aria-label={`Add ${u.name} as defender`} onClick={() => onPick('defender', u)}>
              Defend
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
