import { useState } from 'preact/hooks';
import type { Board, BoardUnit } from '../src/engine/index.js';
import { allGameBasics, gameBasics, type GameId } from '../src/engine/index.js';
import { readTextList, type TextListProblem } from '../src/readers/text-list.js';
import { saveImportedBoard } from '../src/storage/imported-board.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { plural } from '../src/ui-text.js';
import { BoardUnitList } from './board-unit-list.js';
import { GameSelect } from './game-select.js';
import { UNITS_COLUMN, UnitsBySide, type SideColumn } from './units-by-side.js';

interface PastedBoardProps {
  store: KeyValueStore;
  initialGame: GameId;
  announce(text: string): void;
}

interface Reading {
  readonly board: Board | null;
  readonly problems: readonly TextListProblem[];
}

const onMap = (u: BoardUnit): boolean => u.location.kind !== 'off-map';

const PLACED_COLUMNS: readonly SideColumn[] = [
  UNITS_COLUMN,
  { key: 'on-map', heading: 'On the map', cell: (units) => units.filter(onMap).length },
  { key: 'off-map', heading: 'Off the map', cell: (units) => units.length - units.filter(onMap).length },
];

function ReadSummary({ board }: { readonly board: Board }) {
  return (
    <section class="pasted-summary" aria-labelledby="pasted-summary-heading">
      <h3 id="pasted-summary-heading">Read from the list: {plural(board.units.length, 'unit')}</h3>
      <p>
        For {gameBasics(board.game).info.name}. The popup now offers this board, beside the page's own; a new list or VASSAL import replaces it.
      </p>
      <UnitsBySide board={board} columns={PLACED_COLUMNS} />
      <BoardUnitList board={board} />
    </section>
  );
}

/** "should be X, not Y" for the reader's "expected X, found Y"; "missing" where it found nothing. */
function plainExpected(text: string): string {
  return text
    .replace(/\bexpected (.+?), found nothing(?=; |$)/g, 'missing; it should be $1')
    .replace(/\bexpected (at most|at least) (.+?), found (.+?)(?=; |$)/g, 'should have $1 $2 (it has $3)')
    .replace(/\bexpected (.+?), found (.+?)(?=; |$)/g, 'should be $1, not $2')
    .replace(/\bexpected (.+?)(?=; |$)/g, 'should be $1');
}

/** A problem with the pasted list in a player's words: "Line 7: should be a side (Union or Confederate), not "Blu"". */
export function problemWords(message: string): string {
  const line = /^line (\d+): (.*)$/s.exec(message);
  const text = line ? `Line ${line[1] ?? ''}: ${plainExpected(line[2] ?? '')}` : plainExpected(message);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/**
 * A board from a list of units pasted from a play-by-mail message (docs/text-format.md): the lines that read
 * become the imported board the popup offers, and every line that does not is named with what was expected.
 */
export function PastedBoard({ store, initialGame, announce }: PastedBoardProps) {
  const [game, setGame] = useState<GameId>(initialGame);
  const [text, setText] = useState('');
  const [reading, setReading] = useState<Reading | null>(null);
  const [busy, setBusy] = useState(false);

  async function read(): Promise<void> {
    setBusy(true);
    try {
      const result = readTextList(text, game);
      setReading(result);
      if (!result.board) {
        announce('Nothing was read from the list: see the problems listed.');
        return;
      }
      await saveImportedBoard(store, result.board);
      const skipped = result.problems.filter((p) => p.line !== null).length;
      announce(
        `Read ${plural(result.board.units.length, 'unit')} from the list${skipped > 0 ? `; ${plural(skipped, 'line')} could not be read and are left out` : ''}. The popup now offers this board.`,
      );
    } catch (e) {
      setReading({ board: null, problems: [{ line: null, message: `The board was not stored: ${e instanceof Error ? e.message : 'storage refused it'}.` }] });
    } finally {
      setBusy(false);
    }
  }

  const problems = reading?.problems ?? [];
  return (
    <section class="pasted-board" aria-labelledby="pasted-heading">
      <h2 id="pasted-heading">Boards from elsewhere</h2>
      <p>
        Paste a list of units, as players send the position by mail: one unit a line with its name, side, strength and hex (or area, or
        off-map), separated by commas, tabs, semicolons or bars. Adjutant reads the lines it understands and names the others; the board it
        reads is kept for the popup, like a VASSAL import.
      </p>
      <GameSelect id="pasted-game" label="Pasted list game" games={allGameBasics()} value={game} onChange={setGame} />
      <div class="field">
        <label for="pasted-text">Unit list</label>
        <textarea
          id="pasted-text"
          aria-label="Pasted unit list"
          aria-describedby="pasted-text-hint"
          rows={10}
          spellcheck={false}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <p class="hint" id="pasted-text-hint">
          For example: <code>Gamble, Union, cav, 4/2, M35</code> or <code>Davis; CSA; 3r; D-23</code>. Text after # is a comment.
        </p>
      </div>
      <div class="actions">
        <button type="button" class="primary" disabled={busy || text.trim() === ''} onClick={() => void read()}>
          Read the list
        </button>
      </div>
      {problems.length > 0 ? (
        <div role="alert" class="errors">
          <p class="errors-heading">
            {reading?.board ? `${plural(problems.filter((p) => p.line !== null).length, 'line')} could not be read and are left out of the board:` : 'Nothing was read; the board kept for the popup is unchanged:'}
          </p>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {problemWords(p.message)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reading?.board ? <ReadSummary board={reading.board} /> : null}
    </section>
  );
}
