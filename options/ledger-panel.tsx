import { useEffect, useRef, useState } from 'preact/hooks';
import { fieldError, type FieldError } from '../src/engine/core/field-error.js';
import { allGames, type GameId } from '../src/engine/index.js';
import { exportLedger, importLedger, LEDGER_LIMITS } from '../src/storage/ledger.js';
import { ErrorList, unplaced } from './error-list.js';
import type { OptionsPlatform } from './platform.js';
import { readFileText } from './read-file-text.js';

interface LedgerPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the counts are read again. */
  imported?: number;
}

export const LEDGER_EXPORT_FILENAME = 'adjutant-ledger.json';

type Counts = Partial<Record<GameId, number>>;

function rowsText(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}

/**
 * The victory-point ledgers the popup keeps, per game: how many player-turns each holds, and all of them as a
 * file, out and back in. An imported file is checked whole first: a bad one is refused and changes nothing.
 */
export function LedgerPanel({ platform, announce, imported = 0 }: LedgerPanelProps) {
  const { store } = platform;
  const [counts, setCounts] = useState<Counts | null>(null);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    void exportLedger(store).then((file) => {
      if (!live) return;
      const next: Counts = {};
      for (const g of allGames()) next[g.info.id] = file.games[g.info.id]?.length ?? 0;
      setCounts(next);
    });
    return () => {
      live = false;
    };
  }, [store, version, imported]);

  async function exportAll(): Promise<void> {
    const file = await exportLedger(store);
    platform.download(LEDGER_EXPORT_FILENAME, `${JSON.stringify(file, null, 2)}\n`);
    const total = Object.values(file.games).reduce((n, rows) => n + (rows?.length ?? 0), 0);
    announce(`Exported ${rowsText(total)} of ledger to ${LEDGER_EXPORT_FILENAME}.`);
  }

  async function importFile(file: File): Promise<void> {
    // Checked before reading, so a huge file is never loaded into memory (a character is at least a byte).
    if (file.size > LEDGER_LIMITS.importChars) {
      setErrors([fieldError('(file)', `a file of at most ${LEDGER_LIMITS.importChars} bytes`, `${file.size} bytes`)]);
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch (e) {
      setErrors([fieldError('(file)', 'a readable text file', e instanceof Error ? e.message : 'unreadable')]);
      return;
    }
    const result = await importLedger(store, text);
    if (!result.ok) {
      setErrors(result.errors);
      announce('The ledger file was refused; nothing was changed.');
      return;
    }
    setErrors([]);
    setVersion((v) => v + 1);
    const named = allGames()
      .filter((g) => result.value.games[g.info.id] !== undefined)
      .map((g) => `${g.info.name} (${rowsText(result.value.games[g.info.id]?.length ?? 0)})`);
    announce(`Imported ${file.name}. Ledger replaced for: ${named.length === 0 ? 'no game' : named.join(', ')}.`);
  }

  return (
    <section class="ledger-panel" aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">Victory-point ledgers</h2>
      <p>
        The end of each player-turn you record in the popup, per game, from which the victory points are worked out. Export them to keep a copy or
        to carry a game to another browser.
      </p>
      {counts === null ? (
        <p class="hint">Loading the ledgers…</p>
      ) : (
        <table class="ledger-counts">
          <caption>Recorded player-turns by game</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">Rows</th>
            </tr>
          </thead>
          <tbody>
            {allGames().map((g) => (
              <tr key={g.info.id} data-game={g.info.id}>
                <th scope="row">{g.info.name}</th>
                <td>{counts[g.info.id] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div class="actions">
        <button type="button" onClick={() => void exportAll()}>
          Export ledgers
        </button>
      </div>
      <div class="field">
        <label for="ledger-file">Import ledgers</label>
        <input
          id="ledger-file"
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          aria-label="Import ledger file"
          aria-describedby="ledger-file-hint"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (!file) return;
            void importFile(file).finally(() => {
              // Cleared so that choosing the same file again (after fixing it) imports again.
              if (fileRef.current) fileRef.current.value = '';
            });
          }}
        />
        <p class="hint" id="ledger-file-hint">
          A file exported here. It replaces the whole ledger of each game it holds; the other games' ledgers stay.
        </p>
      </div>
      <ErrorList heading="Nothing was changed; your ledgers are as they were. The file has these problems:" errors={unplaced(errors)} />
    </section>
  );
}
