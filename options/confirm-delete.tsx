import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

interface ConfirmDeleteProps {
  /** Id of the question, which names the group of answers. */
  id: string;
  /** The button that asks: "Delete table". */
  label: string;
  /** What is asked, naming what goes; a new question (another game, another table) closes the one open. */
  question: string;
  /** How the answers name what goes: a table is "it", every figure or mark "them". */
  it: 'it' | 'them';
  /** Nothing to delete: the button is disabled. */
  disabled: boolean;
  /** Deletes, once the player said yes; it may move the keyboard where it should go next. */
  onDelete(): Promise<void> | void;
}

/** Deleting asks once, in the page (window.confirm is blocked in some extension pages and not keyboard-friendly). */
export function ConfirmDelete({ id, label, question, it, disabled, onDelete }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    setAsking(false);
  }, [question]);

  /** Once the answers are gone (next render), the keyboard goes back to the button that asked, unless the panel moved it on. */
  const returnFocus = (): void => {
    setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) askRef.current?.focus();
    }, 0);
  };

  return (
    <div class="delete">
      <button type="button" ref={askRef} class="danger" disabled={disabled || asking} onClick={() => setAsking(true)}>
        {label}
      </button>
      {asking && !disabled ? (
        <div class="confirm" role="group" aria-labelledby={id}>
          <p id={id}>{question}</p>
          <button
            type="button"
            class="danger"
            onClick={() => {
              setAsking(false);
              void Promise.resolve(onDelete()).then(returnFocus);
            }}
          >
            Yes, delete {it}
          </button>
          <button
            type="button"
            ref={keepRef}
            onClick={() => {
              setAsking(false);
              returnFocus();
            }}
          >
            Keep {it}
          </button>
        </div>
      ) : null}
    </div>
  );
}
