import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Board } from '../src/engine/index.js';
import type { Side } from '../src/engine/index.js';
import type { FieldError } from '../src/engine/index.js';
import type { GameModule, RuleEntry } from '../src/engine/index.js';
import type { LedgerRow, VictoryStanding, VpTally } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { appendLedgerRow, deleteLedgerRow, loadLedger, replaceLedgerRow } from '../src/storage/ledger.js';
import type { BoardPlatform } from './board-platform.js';
import { useLedgerBoard } from './ledger-board.js';
import { LedgerChart } from './ledger-chart.js';
import { sideName } from './ledger-event-text.js';
import { LedgerRowForm, type RowDraft } from './ledger-row-form.js';
import { useVictorySettings } from './ledger-settings.js';
import { LedgerStanding } from './ledger-standing.js';
import { LedgerTable } from './ledger-table.js';
import { LedgerTurnBanner } from './ledger-turn-banner.js';
import { useEndedPlayerTurn } from './ledger-turn-watch.js';
import { gameFeatures } from '../src/engine/index.js';

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameModule;
  /** The tab's board, as the board panel has it; absent in tests of the calculator alone. */
  readonly board?: BoardPlatform;
  /** Opens a cited rule in the Rules section. */
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

type Editing = { readonly kind: 'new'; readonly draft: RowDraft } | { readonly kind: 'correct'; readonly index: number; readonly draft: RowDraft };

const other = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');

/** The player-turn most likely to come next: the other side in the same game turn, or the next turn's first side. */
function nextPlayerTurn(rows: readonly LedgerRow[]): { turn: number; playerTurn: Side } {
  const last = rows[rows.length - 1];
  if (!last) return { turn: 1, playerTurn: 'union' };
  const sameTurn = rows.filter((r) => r.turn === last.turn);
  if (sameTurn.length === 1) return { turn: last.turn, playerTurn: other(last.playerTurn) };
  return { turn: last.turn + 1, playerTurn: sameTurn[0]?.playerTurn ?? 'union' };
}

/** The game's rules run on what the user stored: a rule that throws must not take the popup with it. */
function safeTallies(game: GameModule, rows: readonly LedgerRow[], settings: Readonly<Record<string, unknown>>): readonly VpTally[] | null {
  if (!game.victory) return null;
  try {
    return game.victory.tallies(rows, settings);
  } catch {
    return null;
  }
}

function safeStanding(game: GameModule, tally: VpTally | null, row: LedgerRow | null): VictoryStanding | null {
  if (!game.victory || !tally) return null;
  try {
    return game.victory.standing(tally, row);
  } catch {
    return null;
  }
}

/**
 * The game's ledger in the popup, inside its section: every recorded end of player-turn with both sides' VP and why, a chart of
 * both, where the game stands and what would change it. Rows come from the board (its turn and phasing side,
 * editable before saving) or by hand, and any row can be corrected or deleted: tallies are recomputed from
 * the first row every time, so a correction early on carries through every later row.
 */
export function LedgerBody({ store, game, board, onShowRule }: Props) {
  const id = game.info.id;
  const [rows, setRows] = useState<readonly LedgerRow[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState('');
  const current = useLedgerBoard(board, store);
  const byHandRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // When a row is saved or given up, the keyboard comes back to the buttons that open the next one.
  useLayoutEffect(() => {
    if (wasEditing.current && !editing) byHandRef.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const settings = useVictorySettings(store, id);

  useEffect(() => {
    let live = true;
    setRows(null);
    setEditing(null);
    loadLedger(store, id).then(
      (r) => live && setRows(r),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [store, id]);

  const tallies = useMemo(() => (rows ? safeTallies(game, rows, settings) : null), [game, rows, settings]);
  const lastTally = tallies?.[tallies.length - 1] ?? null;
  const lastRow = rows?.[rows.length - 1] ?? null;
  const standing = useMemo(() => safeStanding(game, lastTally, lastRow), [game, lastTally, lastRow]);

  const boardOfGame: Board | null = current && current.game === id ? current : null;
  const turnEnded = useEndedPlayerTurn(boardOfGame, rows);
  const recordEnded = (): void => {
    const ended = turnEnded.ended;
    const { turn, phasingSide } = ended?.time ?? { turn: null, phasingSide: null };
    if (!ended || turn === null || phasingSide === null) return;
    appendLedgerRow(store, id, { turn, playerTurn: phasingSide, board: ended, events: [] }).then(
      (result) => {
        if (!result.ok) return setMessage(`The player-turn was not recorded: ${result.errors[0]?.expected ?? 'the ledger refused it'}.`);
        setRows(result.value);
        turnEnded.dismiss();
        setMessage(`Recorded turn ${turn}, ${sideName(phasingSide)} player-turn, with the board as it stood at its end. Add what the board cannot show with Correct.`);
      },
      () => setMessage('Could not record the player-turn.'),
    );
  };
  const fromBoard = (): void => {
    if (!boardOfGame || !rows) return;
    const guess = nextPlayerTurn(rows);
    const { turn, phasingSide } = boardOfGame.time;
    setMessage('');
    setEditing({ kind: 'new', draft: { turn: String(turn ?? guess.turn), playerTurn: phasingSide ?? guess.playerTurn, board: boardOfGame, events: [] } });
  };
  const byHand = (): void => {
    if (!rows) return;
    const guess = nextPlayerTurn(rows);
    setMessage('');
    setEditing({ kind: 'new', draft: { turn: String(guess.turn), playerTurn: guess.playerTurn, board: null, events: [] } });
  };
  const correct = (index: number): void => {
    const row = rows?.[index];
    if (!row) return;
    setMessage('');
    setEditing({ kind: 'correct', index, draft: { turn: String(row.turn), playerTurn: row.playerTurn, board: row.board, events: row.events } });
  };
  const remove = (index: number): void => {
    const row = rows?.[index];
    if (!row) return;
    setEditing(null);
    deleteLedgerRow(store, id, index).then(
      (r) => {
        setRows(r);
        setMessage(`Deleted turn ${row.turn}, ${sideName(row.playerTurn)} player-turn. Every later tally is recomputed.`);
      },
      (e: unknown) => setMessage(`Could not delete the row. ${e instanceof Error ? e.message : ''}`.trim()),
    );
  };
  const save = async (row: unknown): Promise<readonly FieldError[]> => {
    if (!editing) return [];
    try {
      const result = editing.kind === 'new' ? await appendLedgerRow(store, id, row) : await replaceLedgerRow(store, id, editing.index, row);
      if (!result.ok) return result.errors;
      setRows(result.value);
      setMessage(editing.kind === 'new' ? 'Row saved.' : 'Row corrected; every later tally is recomputed.');
      setEditing(null);
      return [];
    } catch (e) {
      return [{ path: '(storage)', expected: 'storage that accepts the row', found: e instanceof Error ? e.message : 'an error' }];
    }
  };

  return (
    <>
        {!game.victory && <p class="muted">Adjutant has no victory rules for {game.info.name}: the ledger keeps what you record, without points.</p>}
        {turnEnded.ended && !editing && <LedgerTurnBanner ended={turnEnded.ended} onRecord={recordEnded} onDismiss={turnEnded.dismiss} />}
        {rows === null ? (
          <p class="muted">Loading the ledger…</p>
        ) : (
          <>
            {rows.length === 0 ? (
              <p class="muted" data-testid="ledger-empty">
                Nothing recorded yet. At the end of each player-turn, record it from the board or enter it by hand.
              </p>
            ) : (
              <>
                <LedgerStanding game={game.info.id} standing={standing} tally={lastTally} onShowRule={onShowRule} />
                {tallies && <LedgerChart rows={rows} tallies={tallies} />}
                <LedgerTable rows={rows} tallies={tallies} onCorrect={correct} onDelete={remove} />
              </>
            )}
            {editing ? (
              <LedgerRowForm
                key={editing.kind === 'new' ? 'new' : `correct-${editing.index}`}
                heading={editing.kind === 'new' ? 'New row' : `Correct row ${editing.index + 1}`}
                draft={editing.draft}
                onSave={save}
                onCancel={() => setEditing(null)}
                exitDuring={gameFeatures(id).tools.includes('exit-during-turn')}
              />
            ) : (
              <div class="row">
                <button type="button" class="primary" disabled={!boardOfGame} onClick={fromBoard}>
                  Record end of player-turn from the board
                </button>
                <button type="button" ref={byHandRef} onClick={byHand}>
                  Enter a player-turn by hand
                </button>
              </div>
            )}
            {!editing && !boardOfGame && (
              <p class="muted" data-testid="ledger-board-note">
                {current ? `The board is of another game than ${game.info.name}: choose its game above to record it.` : 'No board to record from: open a board page, or enter the player-turn by hand.'}
              </p>
            )}
          </>
        )}
        <p class="muted" aria-live="polite" data-testid="ledger-message">
          {message}
        </p>
    </>
  );
}
