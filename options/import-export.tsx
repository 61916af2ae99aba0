import type { FieldError } from '../src/engine/index.js';
import { jsonFileText } from '../src/storage/json-text.js';
import { exportUserData, importUserData, IMPORT_LIMIT, type UserData } from '../src/storage/user-data.js';
import { plural } from '../src/ui-text.js';
import { ExportImport } from './export-import.js';
import type { OptionsPlatform } from './platform.js';

interface ImportExportProps {
  platform: OptionsPlatform;
  onImported(): void;
  announce(text: string): void;
}

export const EXPORT_FILENAME = 'adjutant-user-data.json';

/** The stores after the tables and rule sets that a backup holds, named as the announcement lists them. */
function alsoHeld(data: UserData): string {
  const parts = [
    data.terrainEffects && Object.keys(data.terrainEffects).length > 0 ? 'terrain effects' : null,
    data.areaTems ? 'area TEMs' : null,
    data.moraleRatings ? 'morale ratings' : null,
    data.terrainMarks && Object.keys(data.terrainMarks.games).length > 0 ? 'terrain marks' : null,
    data.hexsideMarks && Object.keys(data.hexsideMarks).length > 0 ? 'hexside marks' : null,
    data.movementSettings && Object.keys(data.movementSettings).length > 0 ? 'movement settings' : null,
    data.unitStrengths && Object.keys(data.unitStrengths).length > 0 ? 'counter strengths' : null,
    data.orderOfBattle && Object.keys(data.orderOfBattle).length > 0 ? 'orders of battle' : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return '';
  const last = parts.pop() ?? '';
  return `, with your ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last},`;
}

/** Everything the user entered (tables, rule sets, charts, TEMs, ratings, terrain and hexside marks, movement settings, counter strengths, orders of battle) as one JSON file, out and back in. */
export function ImportExport({ platform, onImported, announce }: ImportExportProps) {
  async function exportAll(): Promise<void> {
    const data = await exportUserData(platform.store);
    platform.download(EXPORT_FILENAME, jsonFileText(data));
    announce(
      `Exported ${plural(Object.keys(data.userTables).length, 'table')} and ${plural(Object.keys(data.ruleSets).length, 'rule set')}${alsoHeld(data)} to ${EXPORT_FILENAME}.`,
    );
  }

  async function importFile(text: string, file: File): Promise<readonly FieldError[]> {
    const imported = await importUserData(platform.store, text);
    if (!imported.ok) return imported.errors;
    announce(
      `Imported ${file.name}: ${plural(Object.keys(imported.value.userTables).length, 'table')} and ${plural(Object.keys(imported.value.ruleSets).length, 'rule set')}${alsoHeld(imported.value)} now stored.`,
    );
    onImported();
    return [];
  }

  return (
    <section class="import-export" aria-labelledby="import-export-heading">
      <h2 id="import-export-heading">Back up and restore</h2>
      <p>
        Export all writes your combat tables, rule sets, terrain effects charts, area TEMs, morale ratings, terrain marks, movement
        settings, the strengths you entered for counters and your orders of battle to one JSON file. Importing such a file checks all of it first: a file with any problem changes nothing, and a good one
        replaces what it contains (marked hexes one by one), keeping the rest, stored whole or not at all. Files exported before these
        were added still import.
      </p>
      <ExportImport
        exportLabel="Export all"
        onExport={exportAll}
        file={{ id: 'import-file', label: 'Import file', maxBytes: IMPORT_LIMIT }}
        onImport={importFile}
        unchanged="Nothing was imported; your stored data is unchanged."
      />
    </section>
  );
}
