import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import type { Board, BoardUnit } from '../src/engine/index.js';
import type { GameId } from '../src/engine/index.js';
import { gameBasics, hexGrid } from '../src/engine/index.js';
import { timeWords } from './board-time.js';
import type { PageReading } from '../src/messaging/board-messages.js';
import { importedName, importedSource } from '../src/storage/board-history.js';
import { IMPORTED_BOARD_KEY } from '../src/storage/imported-board-key.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { plural } from '../src/ui-text.js';
import { loadOrderOfBattle } from '../src/storage/order-of-battle.js';
import { loadUnitStrengths, type RememberedStrengths, type StrengthSide } from '../src/storage/unit-strengths.js';
import type { Role, UnitDraft } from './battle-draft.js';
import { fillFromSelection, lacksStrength, shownRemembered, NO_NAMED, NO_REMEMBERED, strengthsByName, unitDraftOf, type BoardFill, type NamedStrengths } from './board-fill.js';
import { NO_BOARD_VIEW, type BoardPlatform, type BoardView } from './board-platform.js';
import { BoardSiteSwitch } from './board-site-switch.js';
import { BoardTerrain } from './board-terrain.js';
import { PaintButton } from './paint-button.js';
import { lazy, LazyPart } from './lazy.js';
import { rememberTyped, useRememberedStrengths } from './unit-strengths-memory.js';

interface Props {
  readonly board: BoardPlatform;
  readonly store: KeyValueStore;
  /** The calculator's game: terrain marks are for it when the tab shows no board. */
  readonly game: GameId;
  /** Replace the battle with the counters picked on the page (and take the board's game). */
  readonly onFill: (fill: BoardFill) => void;
  /** Add one counter picked in the popup to a side of the battle; `board` is the board it was picked on. */
  readonly onAddUnit: (role: Role, unit: UnitDraft, board: Board) => void;
  /** The player typed, in the summary, a strength the board does not show: the battle's row of that counter takes it. */
  readonly onStrength: (game: GameId, unitId: string, side: StrengthSide, text: string) => void;
  /** The board in view changed (null: none): with where it comes from, the page's site and board name or the imported file. */
  readonly onBoard?: (board: Board | null, source: string | null) => void;
}

/** The board checks, to read a stored imported board: loaded only when one is stored. */
const IMPORTED_BOARD = lazy(() => import('../src/storage/imported-board.js'));
/** The summary and the counters of a board: loaded when the panel first has a board to show. */
const BOARD_VIEW = lazy(() => import('./board-view.js'));

function fillMessage(fill: BoardFill): string {
  const filled = `Filled ${plural(fill.attackers.length, 'attacker')} and ${plural(fill.defenders.length, 'defender')} from the board.`;
  const yours = fill.yours.length === 0 ? '' : ` Strengths you entered before: ${fill.yours.join(', ')} (yours).`;
  return fill.missingStrength.length === 0 ? `${filled}${yours}` : `${filled}${yours} The page does not show the strength of ${fill.missingStrength.join(', ')}: enter it below.`;
}

/** What the player entered: strengths remembered by counter, and the order of battle's by unit name. */
interface Entered {
  readonly remembered: RememberedStrengths;
  readonly named: NamedStrengths;
}

const NOTHING_ENTERED: Entered = { remembered: NO_REMEMBERED, named: NO_NAMED };

/** What the player entered is read only for counters the board leaves without a strength. */
async function enteredFor(store: KeyValueStore, board: Board, units: readonly BoardUnit[]): Promise<Entered> {
  if (!units.some(lacksStrength)) return NOTHING_ENTERED;
  const [remembered, named] = await Promise.all([
    loadUnitStrengths(store, board.game),
    // An order of battle that cannot be read (reported by the notice) fills nothing; the remembered ones still do.
    loadOrderOfBattle(store, board.game).then(
      (order) => strengthsByName(order.units),
      () => NO_NAMED,
    ),
  ]);
  return { remembered, named };
}

/** The order of battle's strengths by name for a game, once `needed` (null until read; nothing when it cannot be read). */
function useNamedStrengths(store: KeyValueStore, game: GameId, needed: boolean): NamedStrengths | null {
  const [state, setState] = useState<{ readonly game: GameId; readonly named: NamedStrengths } | null>(null);
  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    loadOrderOfBattle(store, game).then(
      (order) => current && setState({ game, named: strengthsByName(order.units) }),
      () => current && setState({ game, named: NO_NAMED }),
    );
    return () => {
      current = false;
    };
  }, [store, game, needed]);
  return state && state.game === game ? state.named : null;
}

function ReadingText({ reading }: { readonly reading: PageReading }) {
  if (reading.kind === 'none') return <p data-testid="board-status">This page shows no board Adjutant can read.</p>;
  if (reading.kind === 'unreadable') {
    return (
      <div data-testid="board-status">
        <p>This page shows a board, but Adjutant cannot read it:</p>
        <ul class="board-errors">
          {reading.errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}

type Source = 'page' | 'imported';

/** A read board in a line for the folded panel: its game's name and its time. */
function boardLine(b: Board): string {
  return `${b.source.name || gameBasics(b.game).info.name} · ${timeWords(b.time)}`;
}

/**
 * The board of the tab the popup is for: whether Adjutant reads its site (and the switch to change that), what
 * the board shows, and the ways to bring its counters into the calculator. When a board was imported in Options
 * (a VASSAL save, a pasted list), it is offered beside the page's: the player chooses which to read.
 */
export function BoardPanel({ board, store, game, onFill, onAddUnit, onStrength, onBoard }: Props) {
  const [view, setView] = useState<BoardView | null>(null);
  const [message, setMessage] = useState('');
  const [reloads, setReloads] = useState(0);
  const [imported, setImported] = useState<Board | null>(null);
  // Null until the player opens or closes the board's details: folded once a board is read.
  const [more, setMore] = useState<boolean | null>(null);
  // Null until the player chooses: then the page's board when it has one, else the imported one.
  const [chosen, setChosen] = useState<Source | null>(null);

  useEffect(() => {
    let current = true;
    // Checked again on load (loadImportedBoard validates): storage is input like any other. The checks load only
    // when a board is stored at all, which most popups never need.
    store
      .get(IMPORTED_BOARD_KEY)
      .then((raw) => (raw === undefined || raw === null ? null : IMPORTED_BOARD.load().then((m) => m.loadImportedBoard(store))))
      .then(
      (b) => current && setImported(b),
      () => current && setImported(null),
    );
    return () => {
      current = false;
    };
  }, [store, reloads]);

  // A layout effect, not a later one: the tab was asked as the popup opened, and an answer already in shows in the
  // panel's first paint.
  useLayoutEffect(() => {
    let current = true;
    // Changes come in bursts while a counter is dragged: only the latest answer is shown.
    let asked = 0;
    const load = (): void => {
      const ask = ++asked;
      const show = (v: BoardView): void => {
        if (current && ask === asked) setView(v);
      };
      board.view().then(show, () => show(NO_BOARD_VIEW));
    };
    load();
    const unwatch = board.watch(load);
    return () => {
      current = false;
      unwatch();
    };
  }, [board, reloads]);

  const reload = (): void => setReloads((n) => n + 1);
  const state = view?.state ?? null;
  const reading = state?.reading ?? null;
  const shown = reading?.kind === 'board' ? reading.board : null;
  const selection = state?.selection ?? { attackers: [], defenders: [] };
  const selected = selection.attackers.length + selection.defenders.length;

  const source: Source = imported === null ? 'page' : (chosen ?? (view === null || shown ? 'page' : 'imported'));
  const inView = source === 'imported' ? imported : shown;
  const picked = shown ? shown.units.filter((u) => selection.attackers.includes(u.id) || selection.defenders.includes(u.id)) : [];
  const remembered = useRememberedStrengths(store, shown?.game ?? game, picked.some(lacksStrength));
  const named = useNamedStrengths(store, shown?.game ?? game, picked.some(lacksStrength));
  // The boxes show what a battle would take: remembered by counter, else the order of battle's by name.
  const inBoxes = useMemo(() => (remembered && named ? shownRemembered(picked, remembered, named) : remembered), [remembered, named, picked.map((u) => u.id).join('\n')]);

  const fill = (): void => {
    if (!shown) return;
    const board = shown;
    // Read at the click, so a strength remembered a moment ago (here or in a unit row) is in.
    enteredFor(store, board, picked).then(
      (kept) => fillFromSelection(board, selection, kept.remembered, kept.named),
      () => fillFromSelection(board, selection),
    ).then((result) => {
      onFill(result);
      setMessage(fillMessage(result));
    });
  };
  const pick = (role: Role, unit: BoardUnit): void => {
    if (!inView) return;
    const board = inView;
    enteredFor(store, board, [unit]).catch(() => NOTHING_ENTERED).then((kept) => {
      const row = unitDraftOf(role, unit, kept.remembered, kept.named);
      onAddUnit(role, row, board);
      const missing = source === 'imported' ? ' Enter its strength: the imported board does not give it.' : ' Enter its strength: the page does not show it.';
      const yours = unit.strength.full === null && row.strength !== '' ? ` Its strength is yours, as you entered it before: ${row.strength}.` : '';
      setMessage(`Added ${unit.name} as ${role === 'attacker' ? 'an attacker' : 'a defender'}.${row.strength === '' ? missing : yours}`);
    });
  };
  const typeStrength = (unit: BoardUnit, side: StrengthSide, text: string): void => {
    if (!shown) return;
    const game = shown.game;
    onStrength(game, unit.id, side, text);
    rememberTyped(store, game, unit.id, side, text).then(
      (refused) => refused !== null && setMessage(refused),
      () => setMessage('Adjutant could not remember that strength: the browser refused to store it.'),
    );
  };

  const sourceKey = inView === null ? null : source === 'imported' ? importedSource(inView) : `${view?.site?.pattern ?? 'page'} ${inView.source.name}`;
  useEffect(() => {
    onBoard?.(inView, sourceKey);
  }, [inView, sourceKey]);

  // The board's details fold to one line once a board is read: the picked counters and their button stay in view.
  const open = more ?? !(source === 'imported' ? imported : shown);
  const line =
    source === 'imported' && imported
      ? `imported: ${importedName(imported)}`
      : view === null
        ? 'looking at this tab…'
        : shown
          ? boardLine(shown)
          : view.tabId === null
            ? 'no web page in this tab'
            : view.enabled
              ? 'no board read yet'
              : 'not reading this site';
  return (
    <section class="board" aria-label="Board">
      <details class="board-details" open={open} onToggle={(e) => e.currentTarget.open !== open && setMore(e.currentTarget.open)}>
        <summary>
          <h2 class="inline">Board</h2> <span class="muted one-line" data-testid="board-line">{line}</span>
        </summary>
        {source === 'imported' && imported ? (
          <LazyPart
            source={BOARD_VIEW}
            render={({ BoardSummary }) => (
              <>
                <BoardSummary board={imported} />
                <p class="muted" data-testid="imported-note">
                  Imported in Options. It is not on a page, so there is nothing to Alt+click: pick its counters here.
                </p>
              </>
            )}
          />
        ) : view === null ? (
          <p class="muted" data-testid="board-status">
            Looking at this tab…
          </p>
        ) : view.tabId === null ? (
          <p class="muted" data-testid="board-status">
            No web page is open in this tab.
          </p>
        ) : (
          <>
            {reading === null ? (
              <p data-testid="board-status">{view.enabled ? 'Adjutant has not read this page yet: reload it if it shows a board.' : 'Adjutant is not reading this site.'}</p>
            ) : (
              <ReadingText reading={reading} />
            )}
            {shown && <LazyPart source={BOARD_VIEW} render={({ BoardSummary }) => <BoardSummary board={shown} />} />}
          </>
        )}
        <BoardTerrain store={store} game={inView?.game ?? game} pageTerrain={inView?.terrain ?? {}} />
      </details>
      {imported && (
        <div class="field">
          <label for="board-source">Board source</label>
          <select
            id="board-source"
            aria-label="Board source"
            value={source}
            onChange={(e) => {
              setChosen(e.currentTarget.value === 'imported' ? 'imported' : 'page');
              setMessage('');
            }}
          >
            <option value="page">This page</option>
            <option value="imported">Imported: {importedName(imported)}</option>
          </select>
        </div>
      )}
      {source === 'page' && view !== null && view.tabId !== null && (
        <>
          {view.site ? (
            <BoardSiteSwitch site={view.site} enabled={view.enabled} board={board} onSwitched={reload} />
          ) : (
            <p class="muted">Adjutant reads boards only on web pages (http or https).</p>
          )}
          {state && !view.enabled && <p class="muted">That was a one-time look; turn the site on to follow the board as it changes.</p>}
        </>
      )}
      {source === 'imported' && imported ? (
        <LazyPart source={BOARD_VIEW} render={({ BoardPicker }) => <BoardPicker board={imported} onPick={pick} />} />
      ) : (
        shown && (
          <LazyPart
            source={BOARD_VIEW}
            render={({ PickedOnBoard, BoardPicker }) => (
              <>
                <div class="board-pick">
                  <PickedOnBoard board={shown} selection={selection} remembered={inBoxes} onStrength={typeStrength} />
                  <button type="button" class="primary" disabled={selected === 0} onClick={fill}>
                    Use selected counters
                  </button>
                </div>
                <BoardPicker board={shown} onPick={pick} />
              </>
            )}
          />
        )
      )}
      {source === 'page' && shown && view?.enabled && view.tabId !== null && hexGrid(shown.game) && <PaintButton tabId={view.tabId} game={shown.game} />}
      <p class="muted" data-testid="board-message" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
