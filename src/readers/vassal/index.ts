/**
 * The VASSAL importer: a module's hex grids from its .vmod, a saved game or log from its .vsav or
 * .vlog, and the board they make for one game. Pure TypeScript over bytes, for the options page and
 * for Node alike. Every reader answers with a result, never an exception.
 */
import type { ByteSource } from './byte-source.js';
import { importVassalGame, type ImportOptions, type VassalImport } from './import-game.js';
import type { ModuleGeometry } from './module-geometry.js';
import type { VassalModuleSettings } from './module-settings.js';
import { readModule } from './read-module.js';
import { listPieces, type PieceList } from './piece-list.js';
import { readSave, type ReadSaveOptions, type SavedGame } from './read-save.js';
import { attempt, VassalReadError, type VassalResult } from './vassal-error.js';

export { blobSource, bytesSource, type ByteSource } from './byte-source.js';
export { importVassalGame, NOT_PLACED_WORDS, type ImportOptions, type MapTally, type NotPlacedKind, type UnmappedPiece, type VassalImport } from './import-game.js';
export { IMPORTED_BOARD_KEY, loadImportedBoard, saveImportedBoard } from './imported-board.js';
export type { ModuleGeometry } from './module-geometry.js';
export type { ListedBoard, ListedPiece, PieceList } from './piece-list.js';
export type { ReadSaveOptions, SavedGame, SavePosition } from './read-save.js';
export type { VassalResult } from './vassal-error.js';
export * from './module-settings.js';

export function readVassalModule(source: ByteSource): Promise<VassalResult<ModuleGeometry>> {
  return attempt('The module', () => readModule(source));
}

/** A saved game or log; `at: 'start'` reads a log's starting position, before its logged moves. */
export function readVassalSave(source: ByteSource, options: ReadSaveOptions = {}): Promise<VassalResult<SavedGame>> {
  return attempt('The saved game', () => readSave(source, options));
}

/** Every piece of a save with the place VASSAL names for it, by the module's own grids: no game, no piece rules. */
export function listVassalPieces(geometry: ModuleGeometry, save: SavedGame): VassalResult<PieceList> {
  return settle("The saved game's pieces could not be listed", () => listPieces(geometry, save));
}

/** The board a save makes with a module's settings; any failure comes back as a message. */
export function importVassalBoard(settings: VassalModuleSettings, save: SavedGame, options: ImportOptions): VassalResult<VassalImport> {
  return settle('The saved game could not be placed on the board', () => importVassalGame(settings, save, options));
}

/** A step over a save already read, as a result: our own errors keep their words, anything else is `failure` with its message. */
function settle<T>(failure: string, run: () => T): VassalResult<T> {
  try {
    return { ok: true, value: run() };
  } catch (e) {
    if (e instanceof VassalReadError) return { ok: false, error: e.message };
    return { ok: false, error: `${failure}${e instanceof Error && e.message ? ` (${e.message.slice(0, 200)})` : ''}.` };
  }
}
export { diffPieces, type DiffPiece, type PieceDiff, type PieceMoved, type PiecePlaced, type PieceRemoved } from './piece-diff.js';
