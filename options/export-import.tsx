import { useState } from 'preact/hooks';
import type { FieldError } from '../src/engine/index.js';
import { ErrorList, unplaced } from './error-list.js';
import { FileImport, type FileChoice } from './file-import.js';

/** Where a good file's write was refused (the quota, a store's limit, stored data that could not be read), not the file. */
const STORAGE_PATHS = ['(storage)', '(stored data)'];

interface ExportImportProps {
  /** The export button's text: "Export ledgers". */
  exportLabel: string;
  onExport(): Promise<void>;
  /** The file chooser. */
  file: FileChoice;
  /** Checks the file's text and stores it whole: the errors that refused it, none when it was stored. */
  onImport(text: string, file: File): Promise<readonly FieldError[]>;
  /** Said over a refused file's errors, before what kind they are: "Nothing was changed; your ledgers are as they were." */
  unchanged: string;
}

/** What a store keeps as one file, out (export) and back in (import, checked whole), with every problem of a refused file. */
export function ExportImport({ exportLabel, onExport, file, onImport, unchanged }: ExportImportProps) {
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const storage = errors.length > 0 && errors.every((e) => STORAGE_PATHS.includes(e.path));
  return (
    <>
      <div class="actions">
        {/* An export puts a refused file's problems behind: they are cleared. */}
        <button type="button" onClick={() => void onExport().then(() => setErrors([]))}>
          {exportLabel}
        </button>
      </div>
      <FileImport {...file} onText={async (text, chosen) => setErrors(await onImport(text, chosen))} onRefused={(error) => setErrors([error])} />
      <ErrorList heading={`${unchanged} ${storage ? 'It could not be stored:' : 'The file has these problems:'}`} errors={unplaced(errors)} paths />
    </>
  );
}
