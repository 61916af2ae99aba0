import { useEffect, useState } from 'preact/hooks';
import type { FieldError } from '../src/engine/core/field-error.js';
import { pretty, readJsonObject } from './json-file-editor.js';

/**
 * A JSON file the user edits in a box before saving: loaded from the store (or a starter when none is
 * stored), reloaded when `reloadKeys` change, and edited by small forms that change the box, not the store.
 */
export function useJsonDraft(
  load: () => Promise<unknown>,
  starter: object,
  reloadKeys: readonly unknown[],
  announce: (text: string) => void,
  saveHint: string,
) {
  const [text, setText] = useState('');
  const [stored, setStored] = useState(false);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);

  useEffect(() => {
    let live = true;
    void load().then((input) => {
      if (!live) return;
      setStored(input !== null);
      setText(pretty(input ?? starter));
    });
    return () => {
      live = false;
    };
    // The loader closes over the keys; reload only when they change.
  }, reloadKeys);

  /** Changes the file in the box, or shows why not; true when it changed. */
  function edit(change: (file: Record<string, unknown>) => FieldError | string): boolean {
    const read = readJsonObject(text);
    if (!read.ok) {
      setErrors(read.errors);
      return false;
    }
    const file = { ...read.value };
    const outcome = change(file);
    if (typeof outcome !== 'string') {
      setErrors([outcome]);
      return false;
    }
    setErrors([]);
    setText(pretty(file));
    announce(`${outcome} ${saveHint}`);
    return true;
  }

  return { text, setText, stored, setStored, errors, setErrors, edit };
}
