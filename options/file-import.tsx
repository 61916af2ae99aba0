import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { FieldError } from '../src/engine/index.js';
import { FieldHint, hintId } from './field-hint.js';
import { readFileWithin } from './file-drop.js';

/** The chooser itself: what it is called and how large a file it reads. */
export interface FileChoice {
  /** Id of the file input. */
  id: string;
  label: string;
  /** The input's accessible name, where it says more than the label ("Import ledger file"). */
  name?: string;
  hint?: ComponentChildren;
  /** Largest file read, in bytes: a larger one is refused before it is read, so it never fills the page's memory. */
  maxBytes?: number;
}

interface FileImportProps extends FileChoice {
  /** The chosen file's text, read whole: the panel checks it and stores it, or shows why not. */
  onText(text: string, file: File): Promise<void>;
  /** A file refused before its text could be checked (too large, unreadable). */
  onRefused(error: FieldError): void;
}

/** A JSON file chosen to import: read as text within its size, handed to the panel, and the chooser cleared for the next. */
export function FileImport({ id, label, name, hint, maxBytes, onText, onRefused }: FileImportProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  async function read(file: File): Promise<void> {
    const got = await readFileWithin(file, maxBytes);
    if (got.ok) await onText(got.value, file);
    else if (got.errors[0]) onRefused(got.errors[0]);
  }

  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept=".json,application/json"
        aria-label={name}
        aria-describedby={hintId(id, hint)}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          void read(file).finally(() => {
            // Cleared so that choosing the same file again (after fixing it) imports again.
            if (inputRef.current) inputRef.current.value = '';
          });
        }}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
