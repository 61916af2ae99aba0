import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

interface DeleteTableProps {
  /** The stored table's title, or null when nothing is stored for this game. */
  storedTitle: string | null;
  gameName: string;
  onDelete(): Promise<void>;
}

/** Deleting asks once, in the page (window.confirm is blocked in some extension pages and not keyboard-friendly). */
export function DeleteTable({ storedTitle, gameName, onDelete }: DeleteTableProps) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    setAsking(false);
  }, [storedTitle, gameName]);

  return (
    <div class="delete">
      <button type="button" ref={deleteRef} class="danger" disabled={storedTitle === null || asking} onClick={() => setAsking(true)}>
        Delete table
      </button>
      {asking && storedTitle !== null ? (
        <div class="confirm" role="group" aria-labelledby="delete-question">
          <p id="delete-question">
            Delete your table “{storedTitle}” for {gameName}? Answers for this game then show only the plain ratio until you enter a table again.
          </p>
          <button
            type="button"
            class="danger"
            onClick={() => {
              setAsking(false);
              void onDelete();
            }}
          >
            Yes, delete it
          </button>
          <button
            type="button"
            ref={keepRef}
            onClick={() => {
              setAsking(false);
              // The Delete button is enabled again on the next render; focus it then.
              setTimeout(() => deleteRef.current?.focus(), 0);
            }}
          >
            Keep it
          </button>
        </div>
      ) : null}
    </div>
  );
}
