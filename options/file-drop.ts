import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { fieldError, type Parsed } from '../src/engine/index.js';

/** Reads a file as text. FileReader rather than Blob.text(), which some engines (and jsdom) lack. */
function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * A chosen or dropped file's text, read whole within `maxBytes`; a file too large or unreadable is refused under
 * "(file)" before any of it is checked, so it never fills the page's memory.
 */
export async function readFileWithin(file: File, maxBytes?: number): Promise<Parsed<string>> {
  // Checked before reading. A character is at least a byte, so no file within the limit in bytes is over it in characters.
  if (maxBytes !== undefined && file.size > maxBytes) return { ok: false, errors: [fieldError('(file)', `a file of at most ${maxBytes} bytes`, `${file.size} bytes`)] };
  try {
    return { ok: true, value: await readFileText(file) };
  } catch (e) {
    return { ok: false, errors: [fieldError('(file)', 'a readable text file', e instanceof Error ? e.message : 'unreadable')] };
  }
}

type DragHandler = (e: JSX.TargetedDragEvent<HTMLElement>) => void;

export interface FileDrop {
  /** A file is being dragged over the target: the page shows where to drop it. */
  readonly over: boolean;
  /** Spread on the element that takes the drop. */
  readonly handlers: { readonly onDragOver: DragHandler; readonly onDragLeave: DragHandler; readonly onDrop: DragHandler };
}

/** Whether a drag carries files (not a dragged link or selected text, which the page leaves to the browser). */
function carriesFiles(e: DragEvent): boolean {
  const types = e.dataTransfer?.types;
  return types === undefined ? false : [...types].includes('Files');
}

/**
 * An element that takes a file dropped on it, as a shortcut for the mouse: a file chooser stays the keyboard way in.
 * Only the first file is taken; with `enabled` false (a read under way) a drop is ignored.
 */
export function useFileDrop(onFile: (file: File) => void, enabled = true): FileDrop {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (e) => {
        if (!carriesFiles(e)) return;
        // Without this the browser opens the dropped file in place of the page.
        e.preventDefault();
        setOver(true);
      },
      onDragLeave: (e) => {
        // Leaving for one of the target's own children is still over the target.
        const to = e.relatedTarget;
        if (to instanceof Node && e.currentTarget.contains(to)) return;
        setOver(false);
      },
      onDrop: (e) => {
        const file = e.dataTransfer?.files[0];
        setOver(false);
        if (!file) return;
        e.preventDefault();
        if (enabled) onFile(file);
      },
    },
  };
}
