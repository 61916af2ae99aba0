import type { GameBasics, GameId } from '../src/engine/index.js';

interface GameSelectProps {
  id: string;
  label: string;
  games: readonly GameBasics[];
  value: GameId;
  onChange(game: GameId): void;
}

/** A labelled choice of game, by the game's name; the value is the game id. */
export function GameSelect({ id, label, games, value, onChange }: GameSelectProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        aria-label={label}
        value={value}
        onChange={(e) => {
          const chosen = games.find((g) => g.info.id === e.currentTarget.value);
          if (chosen) onChange(chosen.info.id);
        }}
      >
        {games.map((g) => (
          <option key={g.info.id} value={g.info.id}>
            {g.info.name}
          </option>
        ))}
      </select>
    </div>
  );
}
