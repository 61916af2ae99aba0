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
import { readSave, type SavedGame } from './read-save.js';
import { attempt, VassalReadError, type VassalResult } from './vassal-error.js';

export { blobSource, bytesSource, type ByteSource } from './byte-source.js';
export { importVassalGame, NOT_PLACED_WORDS, type ImportOptions, type MapTally, type NotPlacedKind, type UnmappedPiece, type VassalImport } from './import-game.js';
export { IMPORTED_BOARD_KEY, loadImportedBoard, saveImportedBoard } from './imported-board.js';
export type { ModuleGeometry } from './module-geometry.js';
export type { SavedGame } from './read-save.js';
export type { VassalResult } from './vassal-error.js';
export * from './module-settings.js';

export function readVassalModule(source: ByteSource): Promise<VassalResult<ModuleGeometry>> {
  return attempt('The module', () => readModule(source));
}

export function readVassalSave(source: ByteSource): Promise<VassalResult<SavedGame>> {
  return attempt('The saved game', () => readSave(source));
}

/** The board a save makes with a module's settings; any failure comes back as a message. */
export function importVassalBoard(settings: VassalModuleSettings, save: SavedGame, options: ImportOptions): VassalResult<VassalImport> {
  try {
    return { ok: true, value: importVassalGame(settings, save, options) };
  } catch (e) {
    if (e instanceof VassalReadError) return { ok: false, error: e.message };
    return { ok: false, error: `The saved game could not be placed on the board${e instanceof Error && e.message ? ` (${e.message.slice(0, 200)})` : ''}.` };
  }
}
