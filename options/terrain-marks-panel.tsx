import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { HexTerrain } from '../src/engine/index.js';
import type { FieldError } from '../src/engine/index.js';
import { allGameBasics, fieldErrorInWords, gameBasics, gameNameOfKey, type GameId } from '../src/engine/index.js';
import {
  clearTerrainMarks,
  exportTerrainMarks,
  importTerrainMarks,
  saveTerrainMark,
  TERRAIN_MARK_LIMITS,
  type TerrainMarks,
} from '../src/storage/terrain-marks.js';
import { clearHexsideMarks, loadHexsideMarks, type HexsideMarks } from '../src/storage/hexside-marks.js';
import { jsonFileText } from '../src/storage/json-text.js';
import { plural } from '../src/ui-text.js';
import { ConfirmDelete } from './confirm-delete.js';
import { ExportImport } from './export-import.js';
import { GameCounts } from './game-counts.js';
import { GameSelect } from './game-select.js';
import type { OptionsPlatform } from './platform.js';

interface TerrainMarksPanelProps {
  platform: OptionsPlatform;
  initialGame: GameId;
  announce(text: string): void;
  /** Bumped when a backup is imported: the list is read again. */
  imported?: number;
}

export const TERRAIN_EXPORT_FILENAME = 'adjutant-terrain-marks.json';

/** How many marks are listed at once: a game may have thousands; the filter finds the rest. */
const SHOWN = 100;

type AllMarks = Partial<Record<GameId, TerrainMarks>>;

const hexes = (n: number): string => plural(n, 'hex', 'hexes');

/** A mark or a pack's hex in words: "woods, hill; elevation 2; road". */
export function describeTerrain(t: HexTerrain): string {
  const parts = [
    t.terrain && t.terrain.length > 0 ? t.terrain.join(', ') : null,
    t.elevation !== undefined ? `elevation ${t.elevation}` : null,
    t.road === undefined ? null : t.road ? 'road' : 'no road',
  ];
  return parts.filter((p): p is string => p !== null).join('; ');
}

/** Labels in map order as people read them: "A2" before "A10", "0127" before "0201". */
function byLabel(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * The terrain the user marked by hand in the popup, per game: how much there is, each mark with a way to delete
 * it, and the marks as a file, out and back in. An imported file is checked whole first: a bad one changes nothing.
 */
export function TerrainMarksPanel({ platform, initialGame, announce, imported = 0 }: TerrainMarksPanelProps) {
  const { store } = platform;
  const [game, setGame] = useState<GameId>(initialGame);
  const [loaded, setLoaded] = useState<{ readonly games: AllMarks; readonly version: number } | null>(null);
  const [version, setVersion] = useState(0);
  const [filter, setFilter] = useState('');
  // After a delete: where the keyboard goes once the list is read again (that version of it).
  const [focusAfter, setFocusAfter] = useState<{ readonly index: number; readonly version: number } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [hexsides, setHexsides] = useState<{ readonly game: GameId; readonly marks: HexsideMarks } | null>(null);

  useEffect(() => {
    let live = true;
    void exportTerrainMarks(store).then((file) => live && setLoaded({ games: file.games, version }));
    return () => {
      live = false;
    };
  }, [store, version, imported]);

  useEffect(() => {
    let live = true;
    void loadHexsideMarks(store, game).then((marks) => live && setHexsides({ game, marks }));
    return () => {
      live = false;
    };
  }, [store, game, version, imported]);

  const reload = (): void => setVersion((v) => v + 1);
  const all = loaded?.games ?? null;
  const marks = all?.[game] ?? {};
  const labels = Object.keys(marks).sort(byLabel);
  const q = filter.trim().toLowerCase();
  const matching = q === '' ? labels : labels.filter((l) => l.toLowerCase().includes(q) || describeTerrain(marks[l] ?? {}).toLowerCase().includes(q));
  const shown = matching.slice(0, SHOWN);
  const gameName = gameBasics(game).info.name;

  // After a delete, the keyboard stays in the list: on the mark that took the deleted one's place, else the one before.
  useLayoutEffect(() => {
    if (focusAfter === null || loaded === null || loaded.version < focusAfter.version) return;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(focusAfter.index, buttons.length - 1)];
    // The last mark gone, the clear button is disabled too: the game choice is next to the empty list.
    if (next) next.focus();
    else document.getElementById('terrain-marks-game')?.focus();
    setFocusAfter(null);
  }, [loaded, focusAfter]);

  async function remove(label: string, index: number): Promise<void> {
    const removed = await saveTerrainMark(store, game, label, {});
    if (!removed.ok) {
      announce(`The mark of ${label} was not deleted. ${removed.errors.map((e) => fieldErrorInWords(e, gameNameOfKey)).join(' ')}`);
      return;
    }
    setFocusAfter({ index, version: version + 1 });
    reload();
    announce(`Deleted the mark of ${label} (${gameName}).`);
  }

  async function clearAll(): Promise<void> {
    try {
      await clearTerrainMarks(store, game);
    } catch (e) {
      announce(`The marks of ${gameName} were not deleted: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    reload();
    announce(`Deleted all terrain marks of ${gameName}.`);
    document.getElementById('terrain-marks-game')?.focus();
  }

  async function clearHexsides(): Promise<void> {
    try {
      await clearHexsideMarks(store, game);
    } catch (e) {
      announce(`The hexside marks of ${gameName} were not deleted: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    reload();
    announce(`Deleted all hexside marks of ${gameName}.`);
    document.getElementById('terrain-marks-game')?.focus();
  }

  async function exportAll(): Promise<void> {
    const file = await exportTerrainMarks(store);
    platform.download(TERRAIN_EXPORT_FILENAME, jsonFileText(file));
    const total = Object.values(file.games).reduce((n, m) => n + Object.keys(m ?? {}).length, 0);
    announce(`Exported the terrain marks of ${hexes(total)} to ${TERRAIN_EXPORT_FILENAME}.`);
  }

  async function importFile(text: string, file: File): Promise<readonly FieldError[]> {
    const imported = await importTerrainMarks(store, text);
    if (!imported.ok) return imported.errors;
    reload();
    const counts = allGameBasics()
      .map((g) => ({ name: g.info.name, n: Object.keys(imported.value.games[g.info.id] ?? {}).length }))
      .filter((c) => c.n > 0);
    announce(`Imported ${file.name}. Marked now: ${counts.length === 0 ? 'nothing' : counts.map((c) => `${hexes(c.n)} of ${c.name}`).join(', ')}.`);
    return [];
  }

  return (
    <section class="terrain-marks" aria-labelledby="terrain-marks-heading">
      <h2 id="terrain-marks-heading">Terrain marks</h2>
      <p>
        The terrain, elevation and roads you mark in the popup for hexes the board's page does not describe, kept per game. The page's own
        terrain always stands over a mark. Export them to keep a copy or move them to another browser.
      </p>
      {all === null ? (
        <p class="hint">Loading your marks…</p>
      ) : (
        <GameCounts class="terrain-counts" caption="Marked hexes by game" column="Hexes marked" count={(game) => Object.keys(all[game] ?? {}).length} />
      )}
      <GameSelect id="terrain-marks-game" label="Terrain marks game" games={allGameBasics()} value={game} onChange={setGame} />
      {all !== null && labels.length === 0 ? <p data-testid="terrain-marks-empty">No hex of {gameName} is marked.</p> : null}
      {labels.length > SHOWN ? (
        <div class="field">
          <label for="terrain-marks-filter">Find a marked hex</label>
          <input id="terrain-marks-filter" type="search" maxLength={40} value={filter} onInput={(e) => setFilter(e.currentTarget.value)} />
        </div>
      ) : null}
      {labels.length > 0 ? (
        <>
          <ul class="terrain-mark-list" ref={listRef} aria-label={`Terrain marks of ${gameName}`}>
            {shown.map((label, i) => (
              <li key={label}>
                <strong>{label}</strong>: {describeTerrain(marks[label] ?? {})}{' '}
                <button type="button" class="link" aria-label={`Delete the mark of ${label}`} onClick={() => void remove(label, i)}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
          {matching.length > shown.length ? (
            <p class="hint">
              {matching.length - shown.length} more not listed: type in the box above to find them.
            </p>
          ) : null}
          {q !== '' && matching.length === 0 ? <p class="hint">No marked hex matches.</p> : null}
        </>
      ) : null}
      <div class="actions">
        <ConfirmDelete
          id="terrain-clear-question"
          label="Clear all marks of this game"
          question={`Delete the marks of all ${hexes(labels.length)} of ${gameName}? Export them first if you may want them back.`}
          it="them"
          disabled={labels.length === 0}
          onDelete={clearAll}
        />
      </div>
      <HexsideMarksList gameName={gameName} marks={hexsides?.game === game ? hexsides.marks : null} onClear={clearHexsides} />
      <ExportImport
        exportLabel="Export terrain marks"
        onExport={exportAll}
        file={{
          id: 'terrain-marks-file',
          label: 'Import terrain marks',
          name: 'Import terrain marks file',
          hint: 'A file exported here. Its marks replace yours for the same hexes; your other marks stay.',
          maxBytes: TERRAIN_MARK_LIMITS.importChars,
        }}
        onImport={importFile}
        unchanged="Nothing was changed; your terrain marks are as they were."
      />
    </section>
  );
}

interface HexsideMarksListProps {
  readonly gameName: string;
  /** The game's hexside marks; null while they are read. */
  readonly marks: HexsideMarks | null;
  onClear(): Promise<void>;
}

/**
 * The streams, bridges and fords painted on the game's hexsides: how many, the first of them, and a way to clear
 * them. They go out and back in with the backup and with a game pack, not with this section's file.
 */
function HexsideMarksList({ gameName, marks, onClear }: HexsideMarksListProps) {
  const sides = marks ? Object.keys(marks).sort(byLabel) : [];
  const count = plural(sides.length, 'hexside');
  return (
    <div class="hexside-marks">
      <h3>Hexside marks</h3>
      <p class="hint">The streams, bridges and fords you paint on the board's hexsides. The backup and game packs carry them.</p>
      {marks === null ? (
        <p class="hint">Loading your hexside marks…</p>
      ) : (
        <p data-testid="hexside-marks-count">{sides.length === 0 ? `No hexside of ${gameName} is marked.` : `${count} of ${gameName} marked.`}</p>
      )}
      {sides.length > 0 ? (
        <ul class="hexside-mark-list" aria-label={`Hexside marks of ${gameName}`}>
          {sides.slice(0, SHOWN).map((side) => (
            <li key={side}>
              <strong>{side}</strong>: {(marks?.[side] ?? []).join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      {sides.length > SHOWN ? <p class="hint">{sides.length - SHOWN} more not listed.</p> : null}
      <div class="actions">
        <ConfirmDelete
          id="hexside-clear-question"
          label="Clear all hexside marks of this game"
          question={`Delete the marks of all ${count} of ${gameName}? Export a backup or a game pack first if you may want them back.`}
          it="them"
          disabled={sides.length === 0}
          onDelete={onClear}
        />
      </div>
    </div>
  );
}
