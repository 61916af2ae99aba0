import { storedIn } from '../support/stored.js';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { HEXSIDE_MARKS_KEY, HEXSIDE_MARKS_STORED } from '../../src/storage/hexside-marks.js';
import { envelope } from '../../src/storage/stored-value.js';
import { TERRAIN_MARK_LIMITS, TERRAIN_MARKS_FORMAT, TERRAIN_MARKS_KEY } from '../../src/storage/terrain-marks.js';
import { alertText, button, byName, choose, click, mountOptions, queryByName, settle, statusText, type Mounted } from './options-harness.js';

// Made-up marks for the tests, not any map's real terrain.
const STORED = {
  'gettysburg-77': { O38: { terrain: ['woods', 'hill'], elevation: 2 }, Q36: { road: false }, A10: { terrain: ['town'] }, A2: { road: true } },
  'cemetery-hill': { '0127': { elevation: 3 } },
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function mountWith(marks: unknown = STORED): Promise<Mounted> {
  mounted = await mountOptions(memoryStore({ selectedGame: 'gettysburg-77', [TERRAIN_MARKS_KEY]: marks }));
  return mounted;
}

function section(root: HTMLElement): HTMLElement {
  const found = root.querySelector<HTMLElement>('section.terrain-marks');
  if (!found) throw new Error('no terrain marks section');
  return found;
}

function counts(root: HTMLElement): Record<string, string> {
  return Object.fromEntries([...section(root).querySelectorAll('.terrain-counts tbody tr')].map((r) => [r.getAttribute('data-game'), r.querySelector('td')?.textContent ?? '']));
}

function listed(root: HTMLElement): string[] {
  return [...section(root).querySelectorAll('.terrain-mark-list li')].map((li) => (li.textContent ?? '').replace(/Delete$/, '').trim());
}

async function chooseFile(root: HTMLElement, file: File): Promise<void> {
  const input = byName(root, 'Import terrain marks file');
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(10);
}

function jsonFile(value: unknown, name = 'marks.json'): File {
  return new File([typeof value === 'string' ? value : JSON.stringify(value)], name, { type: 'application/json' });
}

describe('options: terrain marks', () => {
  it('counts the marked hexes of every game and lists the chosen game’s marks in map order', async () => {
    const { root } = await mountWith();
    expect(section(root).querySelector('h2')?.textContent).toBe('Terrain marks');
    expect(counts(root)).toEqual({ 'gettysburg-77': '4', 'gettysburg-88': '0', 'cemetery-hill': '1', 'high-tide': '0', 'they-met': '0' });
    expect(byName<HTMLSelectElement>(root, 'Terrain marks game').value).toBe('gettysburg-77');
    expect(listed(root)).toEqual(['A2: road', 'A10: town', 'O38: woods, hill; elevation 2', 'Q36: no road']);

    await choose(byName<HTMLSelectElement>(root, 'Terrain marks game'), 'cemetery-hill');
    expect(listed(root)).toEqual(['0127: elevation 3']);
    await choose(byName<HTMLSelectElement>(root, 'Terrain marks game'), 'they-met');
    expect(listed(root)).toEqual([]);
    expect(section(root).querySelector('[data-testid="terrain-marks-empty"]')?.textContent).toBe('No hex of They Met at Gettysburg is marked.');
    expect(button(root, 'Clear all marks of this game').disabled).toBe(true);
  });

  it('deletes one mark, keeping the keyboard in the list', async () => {
    const { root, store } = await mountWith();
    await click(button(root, 'Delete the mark of A10'));
    expect(listed(root)).toEqual(['A2: road', 'O38: woods, hill; elevation 2', 'Q36: no road']);
    expect(counts(root)['gettysburg-77']).toBe('3');
    expect(statusText(root)).toBe('Deleted the mark of A10 (Gettysburg (1977), Intermediate Game).');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Delete the mark of O38');
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toEqual({ ...STORED, 'gettysburg-77': { O38: STORED['gettysburg-77'].O38, Q36: { road: false }, A2: { road: true } } });
  });

  it('clears a whole game only after asking in the page, and only that game', async () => {
    const { root, store } = await mountWith();
    await click(button(root, 'Clear all marks of this game'));
    const question = section(root).querySelector('.confirm');
    expect(question?.getAttribute('role')).toBe('group');
    expect(question?.textContent).toContain('Delete the marks of all 4 hexes of Gettysburg (1977), Intermediate Game?');
    expect(document.activeElement?.textContent).toBe('Keep them');
    await click(button(root, 'Keep them'));
    expect(section(root).querySelector('.confirm')).toBeNull();
    expect(listed(root)).toHaveLength(4);

    await click(button(root, 'Clear all marks of this game'));
    await click(button(root, 'Yes, delete them'));
    expect(listed(root)).toEqual([]);
    expect(counts(root)).toMatchObject({ 'gettysburg-77': '0', 'cemetery-hill': '1' });
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'cemetery-hill': STORED['cemetery-hill'] });
    expect(statusText(root)).toBe('Deleted all terrain marks of Gettysburg (1977), Intermediate Game.');
    expect(document.activeElement?.id).toBe('terrain-marks-game');
  });

  it('counts and lists the game’s hexside marks, and clears them only after asking', async () => {
    const hexsides = { 'gettysburg-88': { 'F7|F8': ['stream', 'ford'], 'E6|E7': ['stream', 'bridge'] }, 'cemetery-hill': { '0510|0511': ['ford'] } };
    mounted = await mountOptions(memoryStore({ selectedGame: 'gettysburg-88', [HEXSIDE_MARKS_KEY]: envelope(HEXSIDE_MARKS_STORED, hexsides) }));
    const { root, store } = mounted;
    const count = () => section(root).querySelector('[data-testid="hexside-marks-count"]')?.textContent;
    expect(count()).toBe("2 hexsides of Gettysburg '88 marked.");
    expect([...section(root).querySelectorAll('.hexside-mark-list li')].map((li) => li.textContent)).toEqual(['E6|E7: stream, bridge', 'F7|F8: stream, ford']);
    await click(button(root, 'Clear all hexside marks of this game'));
    expect(section(root).querySelector('.confirm')?.textContent).toContain("Delete the marks of all 2 hexsides of Gettysburg '88?");
    await click(button(root, 'Yes, delete them'));
    expect(count()).toBe("No hexside of Gettysburg '88 is marked.");
    expect(button(root, 'Clear all hexside marks of this game').disabled).toBe(true);
    expect(statusText(root)).toBe("Deleted all hexside marks of Gettysburg '88.");
    expect(storedIn(store.dump(), HEXSIDE_MARKS_KEY)).toEqual({ 'cemetery-hill': hexsides['cemetery-hill'] });
  });

  it('exports every game’s marks as one file through the platform’s download', async () => {
    const { root, downloads } = await mountWith();
    await click(button(root, 'Export terrain marks'));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.filename).toBe('adjutant-terrain-marks.json');
    expect(JSON.parse(downloads[0]?.text ?? '')).toEqual({ format: TERRAIN_MARKS_FORMAT, games: STORED });
    expect(statusText(root)).toBe('Exported the terrain marks of 5 hexes to adjutant-terrain-marks.json.');
  });

  it('imports a file: its marks replace the same hexes, the others stay', async () => {
    const { root, store } = await mountWith();
    const file = { format: TERRAIN_MARKS_FORMAT, games: { 'gettysburg-77': { 'o-38': { road: true } }, 'gettysburg-88': { E6: { terrain: ['rough', 'woods'] } } } };
    await chooseFile(root, jsonFile(file));
    expect(alertText(root)).toBe('');
    expect(counts(root)).toMatchObject({ 'gettysburg-77': '4', 'gettysburg-88': '1', 'cemetery-hill': '1' });
    expect(listed(root)).toContain('O38: road');
    expect(statusText(root)).toBe("Imported marks.json. Marked now: 4 hexes of Gettysburg (1977), Intermediate Game, 1 hex of Gettysburg '88, 1 hex of Cemetery Hill (Blue & Gray series).");
    expect((storedIn(store.dump(), TERRAIN_MARKS_KEY) as Record<string, Record<string, unknown>>)['gettysburg-77']?.O38).toEqual({ road: true });
  });

  it('refuses a bad file whole, naming the path of each problem, and changes nothing', async () => {
    const { root, store } = await mountWith();
    const before = structuredClone(store.dump());
    const bad = {
      format: TERRAIN_MARKS_FORMAT,
      games: { 'gettysburg-77': { P40: { road: true }, '0127': { road: true }, Q41: { elevation: 'high' } }, chess: {} },
    };
    await chooseFile(root, jsonFile(bad, 'bad.json'));
    const alert = alertText(root);
    expect(alert).toContain('Nothing was changed; your terrain marks are as they were.');
    expect(alert).toContain('games["gettysburg-77"]["0127"]: expected a label valid for this game');
    expect(alert).toContain('games["gettysburg-77"].Q41.elevation: expected');
    expect(alert).toContain('games.chess: expected one of gettysburg-77');
    expect(store.dump()).toEqual(before);
    expect(listed(root)).toHaveLength(4);

    await chooseFile(root, jsonFile('{"format": ', 'broken.json'));
    expect(alertText(root)).toContain('The file: this is not valid JSON');
    await chooseFile(root, jsonFile({ format: 'something-else/1', games: {} }, 'other.json'));
    expect(alertText(root)).toContain(`format: expected "${TERRAIN_MARKS_FORMAT}"`);
    expect(store.dump()).toEqual(before);

    // A good file afterwards clears the errors.
    await chooseFile(root, jsonFile({ format: TERRAIN_MARKS_FORMAT, games: {} }));
    expect(alertText(root)).toBe('');
  });

  it('checks the size before reading the file', async () => {
    const { root, store } = await mountWith();
    const before = structuredClone(store.dump());
    const huge = jsonFile({ format: TERRAIN_MARKS_FORMAT, games: {} }, 'huge.json');
    Object.defineProperty(huge, 'size', { value: TERRAIN_MARK_LIMITS.importChars + 1 });
    await chooseFile(root, huge);
    expect(alertText(root)).toContain(`The file: should be a file of at most ${TERRAIN_MARK_LIMITS.importChars} bytes, not "${TERRAIN_MARK_LIMITS.importChars + 1} bytes".`);
    expect(store.dump()).toEqual(before);
  });

  it('shows stored marks as text, never as markup, and marks that no longer validate as nothing (the notice names them)', async () => {
    const shown = await mountWith({ 'gettysburg-77': { O38: { terrain: ['<b>woods</b>'] } } });
    expect(listed(shown.root)).toEqual(['O38: <b>woods</b>']);
    expect(section(shown.root).querySelector('.terrain-mark-list b')).toBeNull();
    shown.unmount();
    const { root } = await mountWith({ 'gettysburg-77': { O38: { terrain: ['<b>woods</b>'] } }, 'cemetery-hill': { nonsense: { road: true } } });
    expect(listed(root)).toEqual([]);
    expect(counts(root)['cemetery-hill']).toBe('0');
    expect(queryByName(root, 'Find a marked hex')).toBeNull();
    expect(root.querySelector('.unreadable-notice')?.textContent).toContain('Your terrain marks could not be read: the Cemetery Hill marks: nonsense');
    expect(root.querySelector('.unreadable-notice b')).toBeNull();
  });
});
