import { allGameBasics, type GameId } from '../src/engine/index.js';

interface GameCountsProps {
  class: string;
  caption: string;
  /** The heading of the column of counts: "Rows". */
  column: string;
  /** How many the game holds. */
  count(game: GameId): number;
}

/** How much of something each game holds, one row a game. */
export function GameCounts({ class: cls, caption, column, count }: GameCountsProps) {
  return (
    <table class={cls}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Game</th>
          <th scope="col">{column}</th>
        </tr>
      </thead>
      <tbody>
        {allGameBasics().map((g) => (
          <tr key={g.info.id} data-game={g.info.id}>
            <th scope="row">{g.info.name}</th>
            <td>{count(g.info.id)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
