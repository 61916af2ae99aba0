import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { allGameBasics, gameBasics, isGameId, parseCombatTableInput, type FieldError, type GameId } from '../src/engine/index.js';
import { fieldError } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { deleteUserTable, loadUserTableInput, saveUserTable } from '../src/storage/user-data.js';
import { jsonFileText } from '../src/storage/json-text.js';
import { ConfirmDelete } from './confirm-delete.js';
import { ErrorList, unplaced } from './error-list.js';
import { placeErrors, type PlacedError } from './error-targets.js';
import { GameSelect } from './game-select.js';
import { parseJsonObject } from './parse-json-object.js';
import { ResultLegend } from './result-legend.js';
import { buildTable, cellKey, draftFromInput, emptyDraft, type TableDraft } from './table-draft.js';
import { TableForm } from './table-form.js';
import { TableGrid } from './table-grid.js';
import { TableJson } from './table-json.js';

interface TableEditorProps {
  store: KeyValueStore;
  initialGame: GameId;
  /** Changes whenever stored data changed (a save here, a delete, an import): the editor reloads its game's table. */
  version: number;
  onStored(): void;
  announce(text: string): void;
}

interface Problems {
  heading: string;
  errors: readonly PlacedError[];
  /** Where to show them: under the editor's buttons or under the JSON box. */
  at: 'editor' | 'json';
}

/** The games whose table the user must enter: those with no table in Adjutant's sources. */
function gamesWithoutTable() {
  return allGameBasics().filter((g) => g.combatTable === null);
}

/** Only games with no built-in table take a user table; a pasted table for any other is refused. */
function tableGameOf(raw: Record<string, unknown>, current: GameId): GameId | FieldError {
  if (raw.game === undefined) return current;
  if (isGameId(raw.game) && gameBasics(raw.game).combatTable === null) return raw.game;
  const names = gamesWithoutTable()
    .map((g) => g.info.id)
    .join(', ');
  return fieldError('game', `one of the games whose table you enter (${names})`, raw.game);
}

/** Entering, checking, storing and deleting the combat table of a game whose table Adjutant does not have. */
export function TableEditor({ store, initialGame, version, onStored, announce }: TableEditorProps) {
  const games = useMemo(gamesWithoutTable, []);
  const firstGame = games.some((g) => g.info.id === initialGame) ? initialGame : (games[0]?.info.id ?? initialGame);
  const [game, setGameState] = useState<GameId>(firstGame);
  const gameRef = useRef<GameId>(firstGame);
  const [draft, setDraft] = useState<TableDraft>(() => emptyDraft(firstGame));
  const [storedTitle, setStoredTitle] = useState<string | null>(null);
  const [json, setJson] = useState('');
  const [problems, setProblems] = useState<Problems | null>(null);
  // Loads finish out of order when the game changes quickly; only the latest one may fill the editor.
  const loadCount = useRef(0);

  const setGame = (g: GameId): void => {
    gameRef.current = g;
    setGameState(g);
  };

  async function loadFromStore(g: GameId): Promise<void> {
    const ticket = ++loadCount.current;
    const stored = await loadUserTableInput(store, g);
    if (ticket !== loadCount.current) return;
    setDraft(stored ? draftFromInput({ ...stored }, g) : emptyDraft(g));
    setJson(stored ? jsonFileText(stored) : '');
    setStoredTitle(stored ? stored.title : null);
    setProblems(null);
  }

  useEffect(() => {
    // On stored-data changes only: a change of game loads in its own handler, so a pasted table is not overwritten.
    void loadFromStore(gameRef.current);
  }, [store, version]);

  const name = gameBasics(game).info.name;
  const invalid = useMemo(() => new Set(problems?.at === 'editor' ? problems.errors.flatMap((p) => p.targets) : []), [problems]);

  function update(patch: Partial<TableDraft>): void {
    setDraft((d) => ({ ...d, ...patch }));
  }

  async function saveEditor(): Promise<void> {
    const built = buildTable(draft);
    // Problems only the form can have (a roll that is not a number, a repeated code) block the save; the
    // table is still checked so that every problem is listed at once.
    const checked = built.formErrors.length > 0 ? parseCombatTableInput(built.input) : await saveUserTable(store, built.input);
    const errors = [...built.formErrors, ...(checked.ok ? [] : checked.errors)];
    if (errors.length > 0) {
      setProblems({ heading: 'The table was not saved. Fix these and save again:', errors: placeErrors(errors, draft, built.rowRolls), at: 'editor' });
      return;
    }
    setProblems(null);
    setJson(jsonFileText(built.input));
    setStoredTitle(draft.title.trim());
    announce(`Saved the table “${draft.title.trim()}” for ${name}.`);
    onStored();
  }

  async function loadJson(): Promise<void> {
    const parsed = parseJsonObject(json);
    if (!parsed.ok) {
      setProblems({ heading: 'Nothing was loaded:', errors: unplaced(parsed.errors), at: 'json' });
      return;
    }
    const target = tableGameOf(parsed.value, game);
    if (typeof target !== 'string') {
      setProblems({ heading: 'Nothing was loaded:', errors: unplaced([target]), at: 'json' });
      return;
    }
    const next = draftFromInput(parsed.value, target);
    loadCount.current++;
    if (target !== game) {
      setGame(target);
      const stored = await loadUserTableInput(store, target);
      setStoredTitle(stored ? stored.title : null);
    }
    setDraft(next);
    // Say at once what Save will refuse, on the fields concerned, rather than after the next click.
    const built = buildTable(next);
    const checked = parseCombatTableInput(built.input);
    const errors = [...built.formErrors, ...(checked.ok ? [] : checked.errors)];
    if (errors.length > 0) {
      setProblems({ heading: 'Loaded into the editor, but it cannot be saved until these are fixed:', errors: placeErrors(errors, next, built.rowRolls), at: 'editor' });
    } else {
      setProblems(null);
    }
    announce(`Loaded the JSON into the editor for ${gameBasics(target).info.name}. Press “Save table” to keep it.`);
  }

  async function saveJson(): Promise<void> {
    const parsed = parseJsonObject(json);
    if (!parsed.ok) {
      setProblems({ heading: 'The JSON was not saved:', errors: unplaced(parsed.errors), at: 'json' });
      return;
    }
    const saved = await saveUserTable(store, parsed.value);
    if (!saved.ok) {
      setProblems({ heading: 'The JSON was not saved:', errors: unplaced(saved.errors), at: 'json' });
      return;
    }
    const g = saved.value.game;
    loadCount.current++;
    setGame(g);
    setDraft(draftFromInput(parsed.value, g));
    setStoredTitle(saved.value.title);
    setProblems(null);
    announce(`Saved the table “${saved.value.title}” for ${gameBasics(g).info.name}.`);
    onStored();
  }

  async function remove(): Promise<void> {
    try {
      await deleteUserTable(store, game);
    } catch (e) {
      announce(`The table for ${name} was not deleted: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    announce(`Deleted the table for ${name}.`);
    onStored();
  }

  return (
    <section class="tables" aria-labelledby="tables-heading">
      <h2 id="tables-heading">Your combat tables</h2>
      <p>
        Adjutant’s sources do not include the combat tables of these games. Type the table from your own rulebook and the calculator
        will use it, citing where you say it is printed. Until then it shows the plain ratio only — it never guesses a table.
      </p>
      <GameSelect
        id="table-game"
        label="Table game"
        games={games}
        value={game}
        onChange={(g) => {
          setGame(g);
          void loadFromStore(g);
        }}
      />
      <p class="stored">{storedTitle !== null ? `Stored for ${name}: “${storedTitle}”.` : `No table stored for ${name} yet.`}</p>

      <fieldset>
        <legend>Table</legend>
        <TableForm draft={draft} invalid={invalid} update={update} />
      </fieldset>
      <fieldset>
        <legend>Results by roll</legend>
        <p class="hint">Type each cell’s result code as printed; every code must be explained in the legend below.</p>
        <TableGrid draft={draft} invalid={invalid} setCell={(roll, column, code) => setDraft((d) => ({ ...d, cells: { ...d.cells, [cellKey(roll, column)]: code } }))} />
      </fieldset>
      <fieldset>
        <legend>What the results do</legend>
        <ResultLegend legend={draft.legend} invalid={invalid} onChange={(legend) => update({ legend })} />
      </fieldset>

      <div class="actions">
        <button type="button" class="primary" onClick={() => void saveEditor()}>
          Save table
        </button>
        <ConfirmDelete
          id="delete-question"
          label="Delete table"
          question={`Delete your table “${storedTitle ?? ''}” for ${name}? Answers for this game then show only the plain ratio until you enter a table again.`}
          it="it"
          disabled={storedTitle === null}
          onDelete={remove}
        />
      </div>
      {problems?.at === 'editor' ? <ErrorList heading={problems.heading} errors={problems.errors} /> : null}

      <h3>Table as JSON</h3>
      <TableJson
        text={json}
        onText={setJson}
        onLoad={() => void loadJson()}
        onSave={() => void saveJson()}
        onShowEditor={() => setJson(jsonFileText(buildTable(draft).input))}
      />
      {problems?.at === 'json' ? <ErrorList heading={problems.heading} errors={problems.errors} paths /> : null}
    </section>
  );
}
