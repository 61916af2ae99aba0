import { useRef, useState } from 'preact/hooks';
import type { FieldError } from '../src/engine/index.js';
import { fieldError } from '../src/engine/core/field-error.js';
import { exportUserData, importUserData, IMPORT_LIMIT, type UserData } from '../src/storage/user-data.js';
import { ErrorList, unplaced } from './error-list.js';
import type { OptionsPlatform } from './platform.js';
import { readFileText } from './read-file-text.js';

interface ImportExportProps {
  platform: OptionsPlatform;
  onImported(): void;
  announce(text: string): void;
}

export const EXPORT_FILENAME = 'adjutant-user-data.json';

/** Where a good file's write was refused (the quota, a store's limit, stored data that could not be read), not the file. */
const STORAGE_PATHS = ['(storage)', '(stored data)'];

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The stores after the tables and rule sets that a backup holds, named as the announcement lists them. */
function alsoHeld(data: UserData): string {
  const parts = [
    data.terrainEffects && Object.keys(data.terrainEffects).length > 0 ? 'terrain effects' : null,
    data.areaTems ? 'area TEMs' : null,
    data.moraleRatings ? 'morale ratings' : null,
    data.terrainMarks && Object.keys(data.terrainMarks.games).length > 0 ? 'terrain marks' : null,
    data.movementSettings?.['gettysburg-88'] ? 'movement settings' : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return '';
  const last = parts.pop() ?? '';
  return `, with your ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last},`;
}

/** Everything the user entered (tables, rule sets, charts, TEMs, ratings, marks, movement settings) as one JSON file, out and back in. */
export function ImportExport({ platform, onImported, announce }: ImportExportProps) {
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const fileRef = useRef<HTMLInputElement>(null);

  async function exportAll(): Promise<void> {
    const data = await exportUserData(platform.store);
    platform.download(EXPORT_FILENAME, `${JSON.stringify(data, null, 2)}\n`);
    setErrors([]);
    announce(
      `Exported ${plural(Object.keys(data.userTables).length, 'table')} and ${plural(Object.keys(data.ruleSets).length, 'rule set')}${alsoHeld(data)} to ${EXPORT_FILENAME}.`,
    );
  }

  async function importFile(file: File): Promise<void> {
    // Checked before reading, so a huge file is never loaded into memory.
    if (file.size > IMPORT_LIMIT) {
      setErrors([fieldError('(file)', `a file of at most ${IMPORT_LIMIT} bytes`, `${file.size} bytes`)]);
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch (e) {
      setErrors([fieldError('(file)', 'a readable text file', e instanceof Error ? e.message : 'unreadable')]);
      return;
    }
    const imported = await importUserData(platform.store, text);
    if (!imported.ok) {
      setErrors(imported.errors);
      return;
    }
    setErrors([]);
    announce(
      `Imported ${file.name}: ${plural(Object.keys(imported.value.userTables).length, 'table')} and ${plural(Object.keys(imported.value.ruleSets).length, 'rule set')}${alsoHeld(imported.value)} now stored.`,
    );
    onImported();
  }

  return (
    <section class="import-export" aria-labelledby="import-export-heading">
      <h2 id="import-export-heading">Back up and restore</h2>
      <p>
        Export all writes your combat tables, rule sets, terrain effects charts, area TEMs, morale ratings, terrain marks and movement
        settings to one JSON file. Importing such a file checks all of it first: a file with any problem changes nothing, and a good one
        replaces what it contains (marked hexes one by one), keeping the rest, stored whole or not at all. Files exported before these
        were added still import.
      </p>
      <div class="actions">
        <button type="button" onClick={() => void exportAll()}>
          Export all
        </button>
      </div>
      <div class="field">
        <label for="import-file">Import file</label>
        <input
          id="import-file"
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          aria-label="Import file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (!file) return;
            void importFile(file).finally(() => {
              // Cleared so that choosing the same file again (after fixing it) imports again.
              if (fileRef.current) fileRef.current.value = '';
            });
          }}
        />
      </div>
      <ErrorList
        heading={
          errors.length > 0 && errors.every((e) => STORAGE_PATHS.includes(e.path))
            ? 'Nothing was imported; your stored data is unchanged. It could not be stored:'
            : 'Nothing was imported; your stored data is unchanged. The file has these problems:'
        }
        errors={unplaced(errors)}
      />
    </section>
  );
}
