import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { LEDGER_EXPORT_FILENAME } from '../../options/ledger-panel.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { appendLedgerRow, LEDGER_FORMAT, LEDGER_LIMITS, loadLedger } from '../../src/storage/ledger.js';
import { alertText, button, byName, mountOptions, settle, statusText, type Mounted, type TestStore } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** Made-up ledgers for the tests: two Cemetery Hill player-turns and one of Gettysburg (1977). */
async function storeWithLedgers(): Promise<TestStore> {
  const store = memoryStore({ selectedGame: 'cemetery-hill' });
  await appendLedgerRow(store, 'cemetery-hill', { turn: 12, playerTurn: 'union', board: null, events: [] });
  await appendLedgerRow(store, 'cemetery-hill', { turn: 12, playerTurn: 'confederate', board: null, events: [{ kind: 'exit', unitId: 'csa-cav', side: 'confederate', cavalry: true, strength: null }] });
  await appendLedgerRow(store, 'gettysburg-77', { turn: 1, playerTurn: 'confederate', board: null, events: [{ kind: 'note', text: 'first day' }] });
  return store;
}

function section(root: HTMLElement): HTMLElement {
  const found = root.querySelector<HTMLElement>('section.ledger-panel');
  if (!found) throw new Error('no ledger section');
  return found;
}

function counts(root: HTMLElement): Record<string, string> {
  return Object.fromEntries([...section(root).querySelectorAll('.ledger-counts tbody tr')].map((r) => [r.getAttribute('data-game'), r.querySelector('td')?.textContent ?? '']));
}

async function chooseFile(root: HTMLElement, file: File): Promise<void> {
  const input = byName(root, 'Import ledger file');
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(10);
}

function jsonFile(value: unknown, name = 'ledger.json'): File {
  return new File([typeof value === 'string' ? value : JSON.stringify(value)], name, { type: 'application/json' });
}

describe('options: victory-point ledgers', () => {
  it('counts each game’s rows and exports them all as one file', async () => {
    mounted = await mountOptions(await storeWithLedgers());
    const { root, downloads } = mounted;
    expect(counts(root)).toEqual({ 'gettysburg-77': '1', 'gettysburg-88': '0', 'cemetery-hill': '2', 'high-tide': '0', 'they-met': '0' });
    button(root, 'Export ledgers').click();
    await settle();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.filename).toBe(LEDGER_EXPORT_FILENAME);
    const file = JSON.parse(downloads[0]?.text ?? '{}') as { format: string; games: Record<string, unknown[]> };
    expect(file.format).toBe(LEDGER_FORMAT);
    expect(Object.keys(file.games).sort()).toEqual(['cemetery-hill', 'gettysburg-77']);
    expect(statusText(root)).toMatch(/Exported 3 rows/);
  });

  it('imports a good file, replacing the ledgers it holds and keeping the others', async () => {
    const store = await storeWithLedgers();
    mounted = await mountOptions(store);
    const file = { format: LEDGER_FORMAT, games: { 'cemetery-hill': [{ turn: 2, playerTurn: 'union', board: null, events: [] }] } };
    await chooseFile(mounted.root, jsonFile(file));
    expect(alertText(mounted.root)).toBe('');
    expect(counts(mounted.root)['cemetery-hill']).toBe('1');
    expect(counts(mounted.root)['gettysburg-77']).toBe('1');
    expect((await loadLedger(store, 'cemetery-hill')).map((r) => r.turn)).toEqual([2]);
    expect(statusText(mounted.root)).toMatch(/Imported ledger\.json/);
  });

  it('refuses a bad file with each problem named by its path and changes nothing', async () => {
    const store = await storeWithLedgers();
    const before = store.dump();
    mounted = await mountOptions(store);
    const bad = {
      format: LEDGER_FORMAT,
      games: { 'cemetery-hill': [{ turn: 'twelve', playerTurn: 'union', board: null, events: [{ kind: 'exit', side: 'confederate', cavalry: true }] }], chess: [] },
    };
    await chooseFile(mounted.root, jsonFile(bad));
    const alert = alertText(mounted.root);
    expect(alert).toMatch(/Nothing was changed/);
    expect(alert).toContain('games["cemetery-hill"][0].turn');
    expect(alert).toContain('games["cemetery-hill"][0].events[0].unitId');
    expect(alert).toContain('games.chess');
    expect(store.dump()).toEqual(before);
    expect(counts(mounted.root)['cemetery-hill']).toBe('2');

    await chooseFile(mounted.root, jsonFile('{ not json'));
    expect(alertText(mounted.root)).toMatch(/valid JSON/);
    const huge = jsonFile('{}');
    Object.defineProperty(huge, 'size', { value: LEDGER_LIMITS.importChars + 1 });
    await chooseFile(mounted.root, huge);
    expect(alertText(mounted.root)).toMatch(/at most/);
    expect(store.dump()).toEqual(before);
  });
});
