import { GAME_IDS, parseBoardText, type Board, type GameId } from '../engine/index.js';
import { readTextList } from '../readers/text-list.js';
import { plural } from '../ui-text.js';
import { UsageError } from './cli-io.js';
import { problemsLine } from './one-line.js';
import { badBoardMessage } from './read-board-file.js';

/** A board file is a JSON object (or, when broken, at least starts like one); anything else is a unit list. */
export function looksLikeJson(text: string): boolean {
  const first = /\S/.exec(text)?.[0];
  return first === undefined || first === '{' || first === '[';
}

function readJsonBoard(text: string, file: string, game: GameId | undefined): Board {
  // parseBoardText checks the size and the nesting before it parses.
  const parsed = parseBoardText(text, { source: { kind: 'file', name: file } });
  if (!parsed.ok) throw new UsageError(badBoardMessage(file, parsed.errors));
  if (game !== undefined && parsed.value.game !== game) {
    throw new UsageError(`"${file}" is a board of ${parsed.value.game}, not ${game}: a board file names its own game (--game is for unit lists).`);
  }
  return parsed.value;
}

/** A unit list is read whole or refused: the lines that cannot be read are named, and nothing is printed. */
function readUnitList(text: string, file: string, game: GameId | undefined): Board {
  if (game === undefined) {
    throw new UsageError(`"${file}" is not JSON, so it is read as a unit list, which needs its game: add --game <id> (${GAME_IDS.join(', ')}).`);
  }
  const read = readTextList(text, game);
  if (read.problems.length > 0 || read.board === null) {
    const lines = read.problems.map((p) => p.message);
    throw new UsageError(`"${file}" is not a valid unit list (${plural(lines.length, 'problem')}): ${problemsLine(lines)}`);
  }
  return { ...read.board, source: { kind: 'text', name: file } };
}

/** A board from a file's text: the open JSON format, or (not JSON, or `asList`) a pasted unit list of `game`. */
export function readBoardOrList(text: string, file: string, game: GameId | undefined, asList = false): Board {
  return asList || !looksLikeJson(text) ? readUnitList(text, file, game) : readJsonBoard(text, file, game);
}
