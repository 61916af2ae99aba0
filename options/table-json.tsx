import { TABLE_FORMAT } from '../src/engine/index.js';

interface TableJsonProps {
  text: string;
  onText(text: string): void;
  onLoad(): void;
  onSave(): void;
  onShowEditor(): void;
}

/** The table as JSON: paste one to load or save it, or see the editor's table in the stored format. */
export function TableJson({ text, onText, onLoad, onSave, onShowEditor }: TableJsonProps) {
  return (
    <div class="table-json">
      <label for="table-json">Table JSON</label>
      <p class="hint" id="table-json-hint">
        The table in the format <code>{TABLE_FORMAT}</code>. “Load JSON into editor” fills the form above without saving; “Save JSON”
        checks and stores it as it is.
      </p>
      <textarea
        id="table-json"
        aria-label="Table JSON"
        aria-describedby="table-json-hint"
        rows={14}
        spellcheck={false}
        value={text}
        onInput={(e) => onText(e.currentTarget.value)}
      />
      <div class="actions">
        <button type="button" onClick={onLoad}>
          Load JSON into editor
        </button>
        <button type="button" onClick={onSave}>
          Save JSON
        </button>
        <button type="button" onClick={onShowEditor}>
          Show editor as JSON
        </button>
      </div>
    </div>
  );
}
