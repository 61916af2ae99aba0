import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { fieldError, type FieldError } from '../src/engine/index.js';
import { FieldHint, hintId } from './field-hint.js';

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

/** Reads a chosen file as text. FileReader rather than Blob.text(), which some engines (and jsdom) lack. */
function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

/** A JSON file chosen to import: read as text within its size, handed to the panel, and the chooser cleared for the next. */
export function FileImport({ id, label, name, hint, maxBytes, onText, onRefused }: FileImportProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  async function read(file: File): Promise<void> {
    // Checked before reading. A character is at least a byte, so no file within the limit in bytes is over it in characters.
    if (maxBytes !== undefined && file.size > maxBytes) {
      onRefused(fieldError('(file)', `a file of at most ${maxBytes} bytes`, `${file.size} bytes`));
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch (e) {
      onRefused(fieldError('(file)', 'a readable text file', e instanceof Error ? e.message : 'unreadable'));
      return;
    }
    await onText(text, file);
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
