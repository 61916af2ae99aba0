import { diffBoards, gameBasics, gameMap, type Board, type GameId } from '../engine/index.js';
import { readAreaMapFile } from './area-files.js';
import { diffPieces, listVassalPieces, readVassalModule, readVassalSave, type ModuleGeometry, type PieceList, type SavePosition } from '../readers/vassal/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand, type Answer } from './command.js';
import { boardDiffText, pieceDiffText } from './diff-text.js';
import { readBoardOrList } from './read-board-or-list.js';
import { readFileText } from './read-json-file.js';
import { readVassalFile } from './vassal-command.js';

const DIFF_USAGE = `adjutant diff <earlier> <later> [--game <id>] [--adjacency <file.json>] [--json]
adjutant diff --module <file.vmod> <earlier-save> <later-save-or-log> [--json]
adjutant diff --module <file.vmod> <log> [--json]
  What changed between two boards of one game (adjutant-board/1 JSON, or unit lists with --game): units
  moved, steps lost, units eliminated, arrived and exited, changes of state, markers, each board's VP and
  the battles that most likely took place. With --module, two VASSAL saves or logs (the later read to its
  end), or one log from its start to its end: the pieces moved, added and removed.
  --game       the game of files that are unit lists
  --adjacency  an area game's adjacency list (adjutant-area-map/1, as Options and the artillery command
               read it): which areas touch, so the battles that most likely took place can be found
  --module     the VASSAL module the saves were played with (.vmod)
  --json       {"moved", "lost", "regained", "eliminated", "arrived", "exited", "status", "control", "vp",
               "battles", "notes"} for boards; {"moved", "added", "removed", "notes"} for VASSAL files`;

/** How a zip (a VASSAL file) starts: such a file given without --module is named as one, not as a bad board. */
const ZIP_START = 'PK\u0003\u0004';

async function readBoard(io: CliIo, file: string, game: GameId | undefined): Promise<Board> {
  const text = await readFileText(io, file, '');
  if (text.startsWith(ZIP_START)) throw new UsageError(`"${file}" is a zip, as VASSAL saves are: give the module with --module <file.vmod> to compare VASSAL files.`);
  return readBoardOrList(text, file, game);
}

/** An area game's adjacency list as given, checked with the game's own reader first so a bad file is named. */
async function adjacencyOf(io: CliIo, path: string | undefined, board: Board): Promise<unknown> {
  if (path === undefined) return undefined;
  const read = gameMap(board.game).areaMap;
  if (!read) throw new UsageError(`--adjacency is for games played on areas; ${gameBasics(board.game).info.name} is played on hexes, whose adjacency Adjutant knows.`);
  return (await readAreaMapFile(io, path, read)).given;
}

async function boardDiff(io: CliIo, files: readonly [string, string], game: GameId | undefined, adjacency: string | undefined): Promise<Answer> {
  const [earlier, later] = files;
  const before = await readBoard(io, earlier, game);
  const after = await readBoard(io, later, game);
  const areaAdjacency = await adjacencyOf(io, adjacency, after);
  const diff = diffBoards(before, after, areaAdjacency === undefined ? {} : { areaAdjacency });
  if (!diff.ok) throw new UsageError(`"${earlier}" and "${later}": ${diff.error}`);
  const d = diff.value;
  return { json: d, text: () => boardDiffText(gameBasics(d.game).info.name, earlier, later, d) };
}

async function pieceList(geometry: ModuleGeometry, file: string, at: SavePosition): Promise<PieceList> {
  const save = await readVassalFile(file, '', (source) => readVassalSave(source, { at }));
  const listed = listVassalPieces(geometry, save);
  if (!listed.ok) throw new UsageError(`"${file}": ${listed.error}`);
  return listed.value;
}

async function vassalDiff(module: string, files: readonly string[]): Promise<Answer> {
  const geometry = await readVassalFile(module, '--module', readVassalModule);
  const [earlier, later] = files;
  if (earlier === undefined) throw new UsageError('give the saves to compare: adjutant diff --module <file.vmod> <earlier> <later>, or one log.');
  // One file: a log from the position it starts from to its end, which shows the moves it logs.
  const before = await pieceList(geometry, earlier, later === undefined ? 'start' : 'end');
  const after = await pieceList(geometry, later ?? earlier, 'end');
  const diff = diffPieces(before, after);
  const heading = later === undefined ? `${earlier}: from the start of the log to its end` : `From ${earlier} to ${later} (read to its end)`;
  return { json: diff, text: () => pieceDiffText(heading, diff) };
}

/** Boards, or with a module VASSAL files: at most two files, the earlier first. */
async function compare(io: CliIo, files: readonly string[], game: GameId | undefined, module: string | undefined, adjacency: string | undefined): Promise<Answer> {
  if (files.length > 2) throw new UsageError(`two files at most, the earlier and the later; also given: ${files.slice(2).join(' ')}.`);
  if (module !== undefined) {
    if (adjacency !== undefined) throw new UsageError('--adjacency is for boards of an area game, not for VASSAL files.');
    return vassalDiff(module, files);
  }
  const [earlier, later] = files;
  if (earlier === undefined || later === undefined) throw new UsageError('give two boards, the earlier and the later: adjutant diff <earlier> <later>.');
  return boardDiff(io, [earlier, later], game, adjacency);
}

export const diffCommand = defineCommand({
  name: 'diff',
  usage: DIFF_USAGE,
  flags: { game: { kind: 'game', required: false }, module: { kind: 'string' }, adjacency: { kind: 'string' } },
  positionals: true,
  run: ({ values, positionals }, io) => compare(io, positionals, values.game, values.module, values.adjacency),
});
