import { useEffect, useState } from 'preact/hooks';
import { allGameBasics, fieldErrorInWords, gameNameOfKey, type FieldError, type GameId } from '../src/engine/index.js';
import {
  blobSource,
  defaultModuleSettings,
  deleteModuleSettings,
  importVassalBoard,
  listModules,
  loadLastModule,
  loadModuleSettings,
  readVassalModule,
  readVassalSave,
  saveImportedBoard,
  saveModuleSettings,
  type SavedGame,
  type VassalImport,
  type VassalModuleSettings,
} from '../src/readers/vassal/index.js';
import { importedSource, recordBoard } from '../src/storage/board-history.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { GameSelect } from './game-select.js';
import { VassalFileDrop } from './vassal-file-drop.js';
import { VassalImportSummary } from './vassal-import-summary.js';
import { VassalModuleForm } from './vassal-module-form.js';
import { VassalRulesEditor } from './vassal-rules-editor.js';
import { defaultGameId } from '../src/engine/index.js';

interface VassalImportProps {
  store: KeyValueStore;
  announce(text: string): void;
}

interface LoadedSave {
  readonly game: SavedGame;
  readonly name: string;
  /** A log's starting position, before its logged moves; null for a saved game (or a log with no moves). */
  readonly start: SavedGame | null;
}

/**
 * Reading a VASSAL game: the module (.vmod, or .mod from older VASSAL) once, for its maps and hex
 * grids, remembered by the module's name; then any saved game (.vsav, .sav) or log (.vlog, .log) made
 * with it, or one with no extension. The board it gives is
 * stored for the popup, and the module's label template and piece rules can be adjusted here, each
 * change re-reading the last save.
 */
export function VassalImport({ store, announce }: VassalImportProps) {
  const [settings, setSettings] = useState<VassalModuleSettings | null>(null);
  const [modules, setModules] = useState<string[]>([]);
  const [newGame, setNewGame] = useState<GameId>(defaultGameId());
  const [save, setSave] = useState<LoadedSave | null>(null);
  const [result, setResult] = useState<VassalImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([loadLastModule(store), listModules(store)]).then(([last, names]) => {
      if (!live) return;
      setSettings(last);
      setModules(names);
    });
    return () => {
      live = false;
    };
  }, [store]);

  /**
   * Places the save's pieces and stores the board for the popup. For a log read afresh (`fresh`), its starting
   * position is first kept as a look at the imported boards, so the popup's Changes part shows what the log's moves
   * did; a change of settings re-places the same file and keeps no look.
   */
  async function place(s: VassalModuleSettings, loaded: LoadedSave, fresh = false): Promise<void> {
    const imported = importVassalBoard(s, loaded.game, { sourceName: loaded.name });
    if (!imported.ok) {
      setResult(null);
      setError(imported.error);
      return;
    }
    const start = fresh && loaded.start ? importVassalBoard(s, loaded.start, { sourceName: `start of ${loaded.name}` }) : null;
    let kept = false;
    if (start?.ok && JSON.stringify(start.value.board.units) !== JSON.stringify(imported.value.board.units)) {
      // Best effort, as every look: a history that cannot be written loses only the comparison.
      const outcome = await recordBoard(store, importedSource(start.value.board), start.value.board, Date.now()).catch(() => null);
      kept = outcome?.kind === 'recorded';
    }
    try {
      await saveImportedBoard(store, imported.value.board);
    } catch (e) {
      setResult(null);
      setError(`The board was not stored: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    setResult(imported.value);
    setError(null);
    announce(`Imported ${loaded.name}: ${imported.value.board.units.length} units placed, ${imported.value.unmapped.length} pieces not placed. The popup now shows this board${kept ? ', and its Changes part what the log’s moves changed since its start' : ''}.`);
  }

  async function readModuleFile(file: File): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const read = await readVassalModule(blobSource(file));
      if (!read.ok) {
        setError(read.error);
        return;
      }
      // A module read again keeps the user's template and rules; only its geometry is refreshed.
      const existing = await loadModuleSettings(store, read.value.module.name);
      const next = existing ? { ...existing, geometry: read.value } : defaultModuleSettings(read.value, settings?.game ?? newGame);
      const stored = await saveModuleSettings(store, next);
      if (!stored.ok) {
        setError(`The module's settings were not stored. ${stored.errors.map((e) => fieldErrorInWords(e, gameNameOfKey)).join(' ')}`);
        return;
      }
      setSettings(stored.value);
      setModules(await listModules(store));
      announce(`Read module ${stored.value.module || file.name}: ${stored.value.geometry.maps.length} maps. Its settings are remembered.`);
      if (save) await place(stored.value, save);
    } finally {
      setBusy(false);
    }
  }

  async function readSaveFile(file: File): Promise<void> {
    if (!settings) {
      setError('Read the module (.vmod) first: its hex grids say where each piece stands.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const read = await readVassalSave(blobSource(file));
      if (!read.ok) {
        setError(read.error);
        return;
      }
      // A log with moves is read again up to its start, for the popup to compare its end with.
      const start = read.value.game.loggedCommands > 0 ? await readVassalSave(blobSource(file), { at: 'start' }) : null;
      const loaded = { game: read.value, name: file.name, start: start?.ok ? start.value : null };
      setSave(loaded);
      await place(settings, loaded, true);
    } finally {
      setBusy(false);
    }
  }

  async function storeSettings(next: VassalModuleSettings): Promise<readonly FieldError[]> {
    const stored = await saveModuleSettings(store, next);
    if (!stored.ok) return stored.errors;
    setSettings(stored.value);
    announce(`Settings of module ${stored.value.module || '(unnamed)'} saved.`);
    if (save) await place(stored.value, save);
    return [];
  }

  async function switchModule(name: string): Promise<void> {
    const chosen = await loadModuleSettings(store, name);
    if (!chosen) return;
    await saveModuleSettings(store, chosen);
    setSettings(chosen);
    if (save) await place(chosen, save);
  }

  async function forgetModule(): Promise<void> {
    if (!settings) return;
    try {
      await deleteModuleSettings(store, settings.module);
    } catch (e) {
      announce(`The settings of module ${settings.module || '(unnamed)'} were not forgotten: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    const names = await listModules(store);
    setModules(names);
    const next = names[0] === undefined ? null : await loadModuleSettings(store, names[0]);
    setSettings(next);
    announce(`Forgot the settings of module ${settings.module || '(unnamed)'}.`);
  }

  return (
    <section class="vassal-import" aria-labelledby="vassal-heading">
      <h2 id="vassal-heading">VASSAL games</h2>
      <p>
        Read a game played in VASSAL: first the module, once, so Adjutant knows its maps and hex grids; then a saved game or a log made with it. Each
        piece's place on the map becomes a hex of your game, and the board is kept for the popup. Files are read here, on your computer, and sent
        nowhere.
      </p>
      {modules.length > 1 && settings ? (
        <div class="field">
          <label for="vassal-module-choice">Module</label>
          <select id="vassal-module-choice" value={settings.module} onChange={(e) => void switchModule(e.currentTarget.value)}>
            {modules.map((m) => (
              <option key={m} value={m}>
                {m || '(unnamed module)'}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {settings ? null : <GameSelect id="vassal-new-game" label="Game of the module" games={allGameBasics()} value={newGame} onChange={setNewGame} />}
      <VassalFileDrop
        id="vassal-module-file"
        label="Module file (.vmod)"
        accept=".vmod,.mod,.zip"
        busy={busy}
        hint={
          settings
            ? 'Read a module again after it changes, or read another one; your template and rules for a module are kept. Reads .vmod, and .mod from older VASSAL.'
            : 'Choose the module, or drop it here. Reads .vmod, and .mod from older VASSAL.'
        }
        onFile={(f) => void readModuleFile(f)}
      />
      <VassalFileDrop
        id="vassal-save-file"
        label="Saved game or log (.vsav, .vlog)"
        busy={busy}
        // No file-type filter: older VASSAL wrote .sav and .log, and some logs have no extension at all, which a filter would hide.
        hint="Choose a saved game or log made with the module, or drop it here. Reads .vsav and .vlog, the older .sav and .log, and a save or log with no extension."
        onFile={(f) => void readSaveFile(f)}
      />
      {busy ? <p aria-live="polite">Reading…</p> : null}
      {error ? (
        <div role="alert" class="errors">
          <p class="errors-heading">{error}</p>
        </div>
      ) : null}
      {result ? <VassalImportSummary result={result} /> : null}
      {settings ? (
        <>
          <VassalModuleForm settings={settings} onSave={storeSettings} />
          <VassalRulesEditor rules={settings.rules} onSave={(rules) => storeSettings({ ...settings, rules })} />
          <div class="actions">
            <button type="button" onClick={() => void forgetModule()}>
              Forget this module
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
