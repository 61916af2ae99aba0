import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { FieldError, Parsed } from '../src/engine/index.js';
import { parseJsonObjectInput, problemInWords } from '../src/engine/index.js';
import { jsonFileText } from '../src/storage/json-text.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { ErrorList } from './error-list.js';
import { describedBy, type PlacedError } from './error-targets.js';
import { FieldHint } from './field-hint.js';
import { MarkedFields } from './text-field.js';
import type { OptionsPlatform } from './platform.js';

/** Longest text the box takes: the stores check their own, smaller limits. */
const MAX_TEXT = 500_000;

/** Where a panel's file is kept: one store's value, or one game's entry in it. */
export interface PanelFile<Value> {
  /** What is stored, as typed; null when nothing is. */
  load(store: KeyValueStore): Promise<unknown>;
  /** Checks the box's text and stores it, or returns every error and writes nothing. */
  importText(store: KeyValueStore, text: string): Promise<Parsed<Value>>;
  remove(store: KeyValueStore): Promise<void>;
}

/** What the panel announces, in the words of what it holds. */
export interface PanelWords<Value> {
  saved(value: Value): string;
  /** The check refused the box (its problems are listed under it). */
  readonly notSaved: string;
  /** Storage refused to delete; the reason follows. */
  readonly notDeleted: string;
  readonly deleted: string;
  exported(filename: string): string;
  /** Said after a form changed the box (panels with forms): what keeps the change. */
  readonly saveHint?: string;
}

/**
 * Changes the file in the box: `change` edits it and returns what to announce, or the field error that
 * stopped it. True when the box changed.
 */
export type EditFile = (change: (file: Record<string, unknown>) => FieldError | string) => boolean;

interface JsonPanelProps<Value> {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the box is read again from the store. */
  imported: number;
  /** Prefix of the element ids, and the section's class. */
  id: string;
  heading: ComponentChildren;
  /** What the panel is for, and any choice above the box (a game). */
  intro: ComponentChildren;
  /** The small forms that add to the file in the box rather than to the store; an error marks their fields (MarkedFields). */
  forms?: (edit: EditFile) => ComponentChildren;
  /** The forms' fields (by id) that an error a form returns is about, by the error's path (the field's name). */
  fields?: Readonly<Record<string, readonly string[]>>;
  file: PanelFile<Value>;
  /** What the box holds (a game): a new subject is loaded from the store. */
  subject?: string;
  /** The box's text when nothing is stored. */
  starter: object;
  /** What the file is, e.g. "terrain effects chart": used in the labels. */
  what: string;
  hint: ComponentChildren;
  filename: string;
  words: PanelWords<Value>;
}

/**
 * A file the player enters from their own rulebook, as JSON to paste or edit (and small forms that add to it):
 * loaded from the store, saved only when the whole file checks, exported and deleted, every error named by its field.
 */
export function JsonPanel<Value>(props: JsonPanelProps<Value>) {
  const { platform, announce, imported, id, file, subject = '', starter, what, filename, words } = props;
  const { store } = platform;
  const [text, setText] = useState('');
  const [stored, setStored] = useState(false);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);

  useEffect(() => {
    let live = true;
    void file.load(store).then((input) => {
      if (!live) return;
      setStored(input !== null);
      setErrors([]);
      setText(jsonFileText(input ?? starter));
    });
    return () => {
      live = false;
    };
    // The file and the starter follow the subject: read again only when it, the store or a backup changes.
  }, [store, imported, subject]);

  const edit: EditFile = (change) => {
    const read = parseJsonObjectInput(text, { chars: MAX_TEXT }, '(JSON)');
    if (!read.ok) {
      setErrors(read.errors);
      return false;
    }
    const changed = { ...read.value };
    const outcome = change(changed);
    if (typeof outcome !== 'string') {
      setErrors([outcome]);
      return false;
    }
    setErrors([]);
    setText(jsonFileText(changed));
    announce(words.saveHint ? `${outcome} ${words.saveHint}` : outcome);
    return true;
  };

  async function save(): Promise<void> {
    const saved = await file.importText(store, text);
    if (!saved.ok) {
      setErrors(saved.errors);
      announce(words.notSaved);
      return;
    }
    setErrors([]);
    setStored(true);
    announce(words.saved(saved.value));
  }

  async function remove(): Promise<void> {
    try {
      await file.remove(store);
    } catch (e) {
      announce(`${words.notDeleted}: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    setStored(false);
    setErrors([]);
    setText(jsonFileText(starter));
    announce(words.deleted);
  }

  async function exportFile(): Promise<void> {
    const input = await file.load(store);
    if (input === null) return;
    platform.download(filename, jsonFileText(input));
    announce(words.exported(filename));
  }

  const label = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} JSON`;
  const boxId = `${id}-json`;
  // A form's error is about its field; any other is about the text in the box.
  const placed: PlacedError[] = errors.map((error) => {
    const fields = props.fields && Object.hasOwn(props.fields, error.path) ? props.fields[error.path] : undefined;
    return fields ? { error, where: null, targets: fields, message: `${error.path}: ${problemInWords(error)}` } : { error, where: null, targets: [boxId] };
  });
  const invalid = (fieldId: string): boolean => placed.some((p) => p.targets.includes(fieldId));
  return (
    <section class={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{props.heading}</h2>
      {props.intro}
      <MarkedFields.Provider value={new Set(placed.flatMap((p) => p.targets))}>{props.forms?.(edit)}</MarkedFields.Provider>
      <div class="json-file">
        <label for={`${id}-json`}>{label}</label>
        <FieldHint id={`${id}-json`} hint={props.hint} />
        <textarea
          id={`${id}-json`}
          aria-label={label}
          aria-invalid={invalid(boxId) ? 'true' : undefined}
          aria-describedby={describedBy(boxId, invalid(boxId), `${boxId}-hint`)}
          rows={12}
          spellcheck={false}
          maxLength={MAX_TEXT}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <div class="actions">
          <button type="button" class="primary" onClick={() => void save()}>
            Save {what}
          </button>
          <button type="button" disabled={!stored} onClick={() => void exportFile()}>
            Export {what}
          </button>
          <button type="button" class="danger" disabled={!stored} onClick={() => void remove()}>
            Delete {what}
          </button>
        </div>
        <ErrorList heading={`Nothing was saved; your stored ${what} is as it was. It has these problems:`} errors={placed} paths />
      </div>
    </section>
  );
}
