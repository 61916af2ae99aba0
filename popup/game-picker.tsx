import type { GameBasics, GameId } from '../src/engine/index.js';
import { allGameBasics } from '../src/engine/index.js';
import { isGameId } from '../src/engine/index.js';
import type { UserTableState } from './use-user-table.js';

interface Props {
  readonly game: GameBasics;
  readonly userTable: UserTableState;
  readonly onGame: (id: GameId) => void;
}

function tableSource(game: GameBasics, userTable: UserTableState): string {
  if (game.combatTable) return `Table: the game's printed table (${game.combatTable.title})`;
  if (!userTable.loaded) return 'Table: looking for your table…';
  if (userTable.table) return `Table: your table: ${userTable.table.title}`;
  return 'Table: none yet (enter it from your rulebook in Options)';
}

/** The game being played, and which combat table the answers use for it. */
export function GamePicker({ game, userTable, onGame }: Props) {
  return (
    <div class="game">
      <div class="field">
        <label for="game">Game</label>
        <select
          id="game"
          aria-label="Game"
          value={game.info.id}
          onChange={(e) => {
            const id = e.currentTarget.value;
            if (isGameId(id)) onGame(id);
          }}
        >
          {allGameBasics().map((g) => (
            <option key={g.info.id} value={g.info.id}>
              {g.info.name}
            </option>
          ))}
        </select>
      </div>
      <p class="table-source" data-testid="table-source">
        {tableSource(game, userTable)}
      </p>
    </div>
  );
}
