import { useEffect, useState } from 'preact/hooks';
import type { FieldError } from '../src/engine/index.js';
import { allGameBasics } from '../src/engine/index.js';
import { jsonFileText } from '../src/storage/json-text.js';
import { exportLedger, importLedger, LEDGER_LIMITS, type LedgerFile } from '../src/storage/ledger.js';
import { plural } from '../src/ui-text.js';
import { ExportImport } from './export-import.js';
import { GameCounts } from './game-counts.js';
import type { OptionsPlatform } from './platform.js';

interface LedgerPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the counts are read again. */
  imported?: number;
}

export const LEDGER_EXPORT_FILENAME = 'adjutant-ledger.json';

/**
 * The victory-point ledgers the popup keeps, per game: how many player-turns each holds, and all of them as a
 * file, out and back in. An imported file is checked whole first: a bad one is refused and changes nothing.
 */
export function LedgerPanel({ platform, announce, imported = 0 }: LedgerPanelProps) {
  const { store } = platform;
  const [games, setGames] = useState<LedgerFile['games'] | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void exportLedger(store).then((file) => live && setGames(file.games));
    return () => {
      live = false;
    };
  }, [store, version, imported]);

  async function exportAll(): Promise<void> {
    const file = await exportLedger(store);
    platform.download(LEDGER_EXPORT_FILENAME, jsonFileText(file));
    const total = Object.values(file.games).reduce((n, rows) => n + (rows?.length ?? 0), 0);
    announce(`Exported ${plural(total, 'row')} of ledger to ${LEDGER_EXPORT_FILENAME}.`);
  }

  async function importFile(text: string, file: File): Promise<readonly FieldError[]> {
    const result = await importLedger(store, text);
    if (!result.ok) {
      announce('The ledger file was refused; nothing was changed.');
      return result.errors;
    }
    setVersion((v) => v + 1);
    const named = allGameBasics()
      .filter((g) => result.value.games[g.info.id] !== undefined)
      .map((g) => `${g.info.name} (${plural(result.value.games[g.info.id]?.length ?? 0, 'row')})`);
    announce(`Imported ${file.name}. Ledger replaced for: ${named.length === 0 ? 'no game' : named.join(', ')}.`);
    return [];
  }

  return (
    <section class="ledger-panel" aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">Victory-point ledgers</h2>
      <p>
        The end of each player-turn you record in the popup, per game, from which the victory points are worked out. Export them to keep a copy or
        to carry a game to another browser.
      </p>
      {games === null ? (
        <p class="hint">Loading the ledgers…</p>
      ) : (
        <GameCounts class="ledger-counts" caption="Recorded player-turns by game" column="Rows" count={(game) => games[game]?.length ?? 0} />
      )}
      <ExportImport
        exportLabel="Export ledgers"
        onExport={exportAll}
        file={{
          id: 'ledger-file',
          label: 'Import ledgers',
          name: 'Import ledger file',
          hint: "A file exported here. It replaces the whole ledger of each game it holds; the other games' ledgers stay.",
          maxBytes: LEDGER_LIMITS.importChars,
        }}
        onImport={importFile}
        unchanged="Nothing was changed; your ledgers are as they were."
      />
    </section>
  );
}
