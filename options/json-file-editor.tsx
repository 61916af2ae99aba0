import type { ComponentChildren } from 'preact';
import { parseJsonObjectInput } from '../src/engine/core/json-input.js';
import type { FieldError, Parsed } from '../src/engine/index.js';
import { ErrorList, unplaced } from './error-list.js';

/** Longest text the boxes take: the stores check their own, smaller limits. */
const MAX_TEXT = 500_000;

/** The box's text as a JSON object, for the small forms that add to it; the reason when it is not one. */
export function readJsonObject(text: string): Parsed<Record<string, unknown>> {
  return parseJsonObjectInput(text, { chars: MAX_TEXT }, '(JSON)');
}

/** "1 unit", "2 units". */
export const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const pretty = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

interface JsonFileEditorProps {
  /** Prefix of the element ids. */
  id: string;
  /** What the file is, e.g. "terrain effects chart": used in the labels. */
  what: string;
  hint: ComponentChildren;
  text: string;
  onText(text: string): void;
  stored: boolean;
  onSave(): void;
  onDelete(): void;
  onExport(): void;
  errors: readonly FieldError[];
}

/** A user file as JSON to paste or edit, with save, delete and export, and every error named by its field. */
export function JsonFileEditor({ id, what, hint, text, onText, stored, onSave, onDelete, onExport, errors }: JsonFileEditorProps) {
  const label = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} JSON`;
  return (
    <div class="json-file">
      <label for={`${id}-json`}>{label}</label>
      <p class="hint" id={`${id}-json-hint`}>
        {hint}
      </p>
      <textarea
        id={`${id}-json`}
        aria-label={label}
        aria-describedby={`${id}-json-hint`}
        rows={12}
        spellcheck={false}
        maxLength={MAX_TEXT}
        value={text}
        onInput={(e) => onText(e.currentTarget.value)}
      />
      <div class="actions">
        <button type="button" class="primary" onClick={onSave}>
          Save {what}
        </button>
        <button type="button" disabled={!stored} onClick={onExport}>
          Export {what}
        </button>
        <button type="button" class="danger" disabled={!stored} onClick={onDelete}>
          Delete {what}
        </button>
      </div>
      <ErrorList heading={`Nothing was saved; your stored ${what} is as it was. It has these problems:`} errors={unplaced(errors)} />
    </div>
  );
}
