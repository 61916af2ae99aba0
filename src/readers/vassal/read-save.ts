import type { ByteSource } from './byte-source.js';
import { splitCommands } from './command-stream.js';
import { replayGame, type ReplayedGame } from './game-replay.js';
import { formatBytes, formatCount, VASSAL_LIMITS } from './limits.js';
import { DeobfuscatingSink } from './obfuscation.js';
import { VassalReadError } from './vassal-error.js';
import { WorkBudget } from './work-budget.js';
import { parseXml } from './xml-reader.js';
import { readZipDirectory } from './zip-directory.js';
import { readZipEntry, UnpackBudget } from './zip-entry.js';

/**
 * A .vsav or .vlog is a zip whose "savedGame" entry holds the game as one obfuscated command
 * (GameState.SAVEFILE_ZIP_ENTRY); a log's entry is the starting position followed by the logged moves.
 * "moduledata" names the module the game was saved with.
 */
export interface SavedGame {
  /** The module the save names, when it has a moduledata entry. */
  readonly moduleName: string | null;
  readonly game: ReplayedGame;
}

/** Which position of a log to read: 'end' (after its logged moves, as VASSAL shows it at the end) or 'start' (before them). */
export type SavePosition = 'start' | 'end';

export interface ReadSaveOptions {
  /** 'start': only the starting position is replayed, not the moves logged after it. A saved game has none, so both are the same. */
  readonly at?: SavePosition;
}

const WHAT = 'saved game';
const SAVE_ENTRY = 'savedGame';
const MODULE_DATA = 'moduledata';

export async function readSave(source: ByteSource, options: ReadSaveOptions = {}): Promise<SavedGame> {
  const entries = await readZipDirectory(source, { what: WHAT, maxEntries: VASSAL_LIMITS.saveEntries, maxFileBytes: VASSAL_LIMITS.saveFileBytes });
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > VASSAL_LIMITS.totalUnpackedBytes) {
    throw new VassalReadError(`This ${WHAT} unpacks to ${formatBytes(declared)}; Adjutant reads at most ${formatBytes(VASSAL_LIMITS.totalUnpackedBytes)}.`);
  }
  const byName = new Map(entries.map((e) => [e.name, e]));
  const saveEntry = byName.get(SAVE_ENTRY);
  if (!saveEntry) {
    const hint = byName.has('buildFile.xml') || byName.has('buildFile') ? ' It looks like a module: drop it as the module, and the .vsav or .vlog as the save.' : '';
    throw new VassalReadError(`This is not a VASSAL saved game or log: it has no "${SAVE_ENTRY}" entry.${hint}`);
  }
  const budget = new UnpackBudget(WHAT);
  let moduleName: string | null = null;
  const moduleData = byName.get(MODULE_DATA);
  if (moduleData && moduleData.size <= 1_000_000) {
    try {
      const xml = parseXml(new TextDecoder('utf-8', { fatal: false }).decode(await readZipEntry(source, moduleData, { what: WHAT, budget })));
      const name = xml.children.find((c) => c.name === 'name')?.text.trim();
      moduleName = name ? name.slice(0, 200) : null;
    } catch (e) {
      // The module's name only helps tell a wrong module; a damaged moduledata does not stop the import.
      if (!(e instanceof VassalReadError)) throw e;
    }
  }
  // Deobfuscated as it unpacks: the hex text, twice the game's size, is never held whole.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await readZipEntry(source, saveEntry, { what: WHAT, budget, into: new DeobfuscatingSink(saveEntry.size) }));
  if (text.length > VASSAL_LIMITS.commandText) {
    throw new VassalReadError(`This ${WHAT} holds ${formatCount(text.length)} characters of commands; Adjutant reads at most ${formatCount(VASSAL_LIMITS.commandText)}.`);
  }
  const work = new WorkBudget(text.length, WHAT);
  const commands = splitCommands(text, work);
  if (!commands.some((c) => c.text === 'begin_save' || c.text.startsWith('+/'))) {
    throw new VassalReadError(`The ${WHAT}'s "${SAVE_ENTRY}" entry holds no VASSAL game: neither the start of a saved game nor any piece.`);
  }
  // The start of a log is every command not logged after it: the saved position its moves start from.
  const played = options.at === 'start' ? commands.filter((c) => !c.logged) : commands;
  return { moduleName, game: replayGame(played, work) };
}
