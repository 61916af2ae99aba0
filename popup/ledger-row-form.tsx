import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Board } from '../src/engine/index.js';
import type { Side } from '../src/engine/index.js';
import { formatFieldErrors, type FieldError } from '../src/engine/index.js';
import type { LedgerEvent } from '../src/engine/index.js';
import { LedgerEventForm } from './ledger-event-form.js';
import { describeEvent } from './ledger-event-text.js';
import { SideSelect } from './side-select.js';

/** A row being written: the end of a new player-turn, or an earlier one being corrected. */
export interface RowDraft {
  readonly turn: string;
  readonly playerTurn: Side;
  readonly board: Board | null;
  readonly events: readonly LedgerEvent[];
}

interface Props {
  readonly heading: string;
  readonly draft: RowDraft;
  /** Saves the row as typed; resolves to the storage's errors, or none when it was saved. */
  readonly onSave: (row: { readonly turn: unknown; readonly playerTurn: Side; readonly board: Board | null; readonly events: readonly LedgerEvent[] }) => Promise<readonly FieldError[]>;
  readonly onCancel: () => void;
  /** Whether the event form asks how a unit left the map (Gettysburg '88 only). */
  readonly exitDuring?: boolean;
}

/** The turn box as typed: a whole number is passed on as one, anything else as text for the storage to refuse by name. */
function turnValue(text: string): unknown {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : text;
}

/** The end of one player-turn before it is saved: its game turn and side (editable), its board, and its events. */
export function LedgerRowForm({ heading, draft: initial, onSave, onCancel, exitDuring = false }: Props) {
  const [draft, setDraft] = useState<RowDraft>(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const turnRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    turnRef.current?.focus();
  }, []);

  const save = (): void => {
    void onSave({ turn: turnValue(draft.turn), playerTurn: draft.playerTurn, board: draft.board, events: draft.events }).then(setErrors);
  };

  return (
    <form
      class="ledger-row-form"
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h3>{heading}</h3>
      <div class="row">
        <div class="field">
          <label for="ledger-turn">Game turn</label>
          <input id="ledger-turn" ref={turnRef} aria-label="Game turn" inputMode="numeric" value={draft.turn} onInput={(e) => setDraft({ ...draft, turn: e.currentTarget.value })} />
        </div>
        <SideSelect id="ledger-player-turn" label="Player-turn" name="Player-turn" value={draft.playerTurn} onSide={(playerTurn) => setDraft({ ...draft, playerTurn })} />
      </div>
      <p class="muted" data-testid="ledger-draft-board">
        {draft.board
          ? `With the board as read (${draft.board.units.length} units${draft.board.source.name ? `, ${draft.board.source.name}` : ''}).`
          : 'No board: only the events below count for this player-turn.'}
      </p>
      {draft.events.length > 0 && (
        <ul class="ledger-events" aria-label="Events of this player-turn">
          {draft.events.map((e, i) => (
            <li key={i}>
              {describeEvent(e)}{' '}
              <button type="button" class="remove" aria-label={`Remove event ${i + 1}: ${describeEvent(e)}`} onClick={() => setDraft({ ...draft, events: draft.events.filter((_, j) => j !== i) })}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <LedgerEventForm id="ledger-event" exitDuring={exitDuring} onAdd={(e) => setDraft((d) => ({ ...d, events: [...d.events, e] }))} />
      {errors.length > 0 && (
        <div role="alert" class="problem" data-testid="ledger-errors">
          <p>The row was not saved:</p>
          <ul>
            {formatFieldErrors(errors)
              .split('\n')
              .map((line, i) => (
                <li key={i}>{line}</li>
              ))}
          </ul>
        </div>
      )}
      <div class="row">
        <button type="submit" class="primary">
          Save row
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
