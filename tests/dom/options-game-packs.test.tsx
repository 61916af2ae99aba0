import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { gameBasics, type PackContent } from '../../src/engine/index.js';
import { parsePackText, writePack } from '../../src/engine/packs.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { HEXSIDE_MARKS_KEY, HEXSIDE_MARKS_STORED } from '../../src/storage/hexside-marks.js';
import { envelope } from '../../src/storage/stored-value.js';
import { TERRAIN_MARKS_KEY } from '../../src/storage/terrain-marks.js';
import { UNIT_STRENGTHS_KEY, UNIT_STRENGTHS_STORED } from '../../src/storage/unit-strengths.js';
import { storedIn } from '../support/stored.js';
import { alertText, button, byName, click, mountOptions, settle, statusText, type, type Mounted } from './options-harness.js';

// Made-up marks and strengths for the tests, not any map's or counter's real values.
const MARKS = { O38: { terrain: ['woods'], elevation: 2 }, Q36: { road: true } };
const META = { edition: 'Test edition', madeBy: 'Test club' };

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function mountWith(stored: Record<string, unknown> = {}): Promise<Mounted> {
  mounted = await mountOptions(memoryStore({ selectedGame: 'gettysburg-77', ...stored }));
  return mounted;
}

function section(root: HTMLElement): HTMLElement {
  const found = root.querySelector<HTMLElement>('section.game-packs');
  if (!found) throw new Error('no game packs section');
  return found;
}

function packText(content: PackContent, game: 'gettysburg-77' | 'gettysburg-88' | 'cemetery-hill' | 'they-met' = 'gettysburg-77'): string {
  const written = writePack(content, { game, ...META });
  if (!written.ok) throw new Error(JSON.stringify(written.errors));
  return JSON.stringify(written.value);
}

async function chooseFile(root: HTMLElement, text: string, name = 'pack.json'): Promise<void> {
  const input = byName(section(root), 'Import game pack file');
  const file = new File([text], name, { type: 'application/json' });
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(10);
}

/** A drag event as a browser fires it with a file (jsdom has no DataTransfer): `files` and `types` are what the page reads. */
function dragEvent(type: string, file: File | null): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files: file ? [file] : [], types: file ? ['Files'] : [] } });
  return event;
}

/** Drags a file over `target` and drops it there, as a player does with the mouse. */
async function dropFile(target: Element, text: string, name = 'pack.json'): Promise<void> {
  const file = new File([text], name, { type: 'application/json' });
  await act(() => {
    target.dispatchEvent(dragEvent('dragover', file));
  });
  await act(() => {
    target.dispatchEvent(dragEvent('drop', file));
  });
  await settle(10);
}

function conflictRows(root: HTMLElement): string[][] {
  return [...section(root).querySelectorAll('.game-pack-conflicts tbody tr')].map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent ?? ''));
}

const UNIT = { id: 'usa-1', name: 'Test Brigade', side: 'union', type: 'infantry', strength: { full: 6, reduced: 3 } } as const;

describe('options: game packs', () => {
  it('exports the terrain marks as a pack whose hash parsePack reads back, and shows the hash', async () => {
    const { root, downloads } = await mountWith({ [TERRAIN_MARKS_KEY]: { 'gettysburg-77': MARKS } });
    const panel = section(root);
    expect(panel.querySelector('h2')?.textContent).toBe('Game packs');
    expect(panel.querySelector('fieldset')?.textContent).toContain('Terrain (2 hexes)');

    // Edition and maker are required: a blank one is named and nothing is saved.
    await click(button(panel, 'Export pack'));
    expect(downloads).toEqual([]);
    expect(alertText(panel)).toContain('Edition: missing; it should be text of 1 to 200 characters');
    expect(alertText(panel)).toContain('Made by: missing;');
    expect(byName(panel, 'Edition').getAttribute('aria-invalid')).toBe('true');
    expect(panel.querySelector(`#${byName(panel, 'Edition').getAttribute('aria-describedby')?.split(' ').at(-1) ?? ''}`)?.textContent).toContain('Edition: missing');

    await type(byName(panel, 'Edition'), META.edition);
    await type(byName(panel, 'Made by'), META.madeBy);
    await click(button(panel, 'Export pack'));
    expect(downloads.map((d) => d.filename)).toEqual(['gettysburg-77-pack.json']);
    const read = parsePackText(downloads[0]?.text ?? '');
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.value.terrain).toEqual(MARKS);
    expect(read.value.edition).toBe(META.edition);
    expect(JSON.parse(downloads[0]?.text ?? '{}').hash).toBe(read.value.hash);
    expect(panel.querySelector('[data-testid="game-pack-hash"]')?.textContent).toContain(read.value.hash);
  });

  it('leaves out remembered strengths whose counter it cannot name, and says so', async () => {
    const { root } = await mountWith({ [UNIT_STRENGTHS_KEY]: envelope(UNIT_STRENGTHS_STORED, { 'gettysburg-77': { 'usa-9': { full: 4 } } }) });
    const panel = section(root);
    expect(panel.querySelector('[data-testid="game-pack-nothing"]')).not.toBeNull();
    expect(panel.querySelector('[data-testid="game-pack-left-out"]')?.textContent).toContain('1 counter (usa-9)');
  });

  it('imports a pack into an empty store: the terrain is added and counted', async () => {
    const { root, store } = await mountWith();
    await chooseFile(root, packText({ terrain: MARKS, orderOfBattle: [UNIT] }));
    const panel = section(root);
    expect([...panel.querySelectorAll('.game-pack-added li')].map((li) => li.textContent)).toEqual(['Terrain: 2 hexes added', 'Order of battle: 1 counter added']);
    // Nothing is stored before the player presses Import.
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toBeUndefined();
    await click(button(panel, 'Import'));
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'gettysburg-77': MARKS });
    expect(storedIn(store.dump(), UNIT_STRENGTHS_KEY)).toEqual({ 'gettysburg-77': { 'usa-1': { full: 6, reduced: 3 } } });
    expect(statusText(root)).toBe('Imported pack.json into Gettysburg (1977), Intermediate Game: added 2 hexes, 1 counter.');
    expect(section(root).querySelector('[data-testid="game-pack-review"]')).toBeNull();
  });

  it('lists a conflicting hex and counter with both values, keeps mine by default', async () => {
    const { root, store } = await mountWith({
      [TERRAIN_MARKS_KEY]: { 'gettysburg-77': { O38: { road: false } } },
      [UNIT_STRENGTHS_KEY]: envelope(UNIT_STRENGTHS_STORED, { 'gettysburg-77': { 'usa-1': { full: 5 } } }),
    });
    await chooseFile(root, packText({ terrain: MARKS, orderOfBattle: [UNIT] }));
    expect(conflictRows(root)).toEqual([
      ['Hex O38', 'no road', 'woods; elevation 2'],
      ['Counter usa-1', 'Test Brigade (union infantry): full 5, reduced 3, movement not given', 'Test Brigade (union infantry): full 6, reduced 3, movement not given'],
    ]);
    expect(byName(section(root), 'Keep mine: Hex O38').checked).toBe(true);
    await click(button(section(root), 'Import'));
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'gettysburg-77': { O38: { road: false }, Q36: { road: true } } });
    // The back, never entered, is filled from the pack; the front entered stays.
    expect(storedIn(store.dump(), UNIT_STRENGTHS_KEY)).toEqual({ 'gettysburg-77': { 'usa-1': { full: 5, reduced: 3 } } });
    expect(statusText(root)).toContain("took the pack's value for 0 of 2 conflicts");
  });

  it("takes the pack's value where chosen, one by one or all at once", async () => {
    const { root, store } = await mountWith({
      [TERRAIN_MARKS_KEY]: { 'gettysburg-77': { O38: { road: false } } },
      [UNIT_STRENGTHS_KEY]: envelope(UNIT_STRENGTHS_STORED, { 'gettysburg-77': { 'usa-1': { full: 5 } } }),
    });
    await chooseFile(root, packText({ terrain: MARKS, orderOfBattle: [UNIT] }));
    await click(byName(section(root), "Take the pack's: Hex O38"));
    await click(button(section(root), 'Import'));
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'gettysburg-77': MARKS });
    expect(storedIn(store.dump(), UNIT_STRENGTHS_KEY)).toEqual({ 'gettysburg-77': { 'usa-1': { full: 5, reduced: 3 } } });

    await chooseFile(root, packText({ orderOfBattle: [UNIT] }));
    await click(button(section(root), "Take all the pack's"));
    expect(byName(section(root), "Take the pack's: Counter usa-1").checked).toBe(true);
    await click(button(section(root), 'Import'));
    expect(storedIn(store.dump(), UNIT_STRENGTHS_KEY)).toEqual({ 'gettysburg-77': { 'usa-1': { full: 6, reduced: 3 } } });
  });

  it('takes a pack dropped on the import area or anywhere on the section, as the chooser does: the same conflicts, kept mine', async () => {
    const stored = {
      [TERRAIN_MARKS_KEY]: { 'gettysburg-77': { O38: { road: false } } },
      [UNIT_STRENGTHS_KEY]: envelope(UNIT_STRENGTHS_STORED, { 'gettysburg-77': { 'usa-1': { full: 5 } } }),
    };
    const text = packText({ terrain: MARKS, orderOfBattle: [UNIT] });
    const chosen = await mountWith(stored);
    await chooseFile(chosen.root, text);
    const fromChooser = conflictRows(chosen.root);
    chosen.unmount();

    const { root, store } = await mountWith(stored);
    const importArea = byName(section(root), 'Import game pack file').closest('.field');
    if (!importArea) throw new Error('no import area');
    await dropFile(importArea, text);
    expect(fromChooser).toHaveLength(2);
    expect(conflictRows(root)).toEqual(fromChooser);
    await click(button(section(root), 'Cancel'));

    // Anywhere on the section: the heading. While the file is over it, the section says it takes the drop.
    const heading = section(root).querySelector('h2');
    if (!heading) throw new Error('no heading');
    const file = new File([text], 'dropped.json', { type: 'application/json' });
    await act(() => {
      heading.dispatchEvent(dragEvent('dragover', file));
    });
    expect(section(root).classList.contains('dropping')).toBe(true);
    expect(section(root).querySelector('.drop-hint')?.textContent).toBe('Drop the game pack to import it');
    await act(() => {
      heading.dispatchEvent(dragEvent('drop', file));
    });
    await settle(10);
    expect(section(root).classList.contains('dropping')).toBe(false);
    expect(conflictRows(root)).toEqual(fromChooser);
    expect(section(root).querySelector('[data-testid="game-pack-review"]')?.textContent).toContain('dropped.json');
    await click(button(section(root), 'Import'));
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'gettysburg-77': { O38: { road: false }, Q36: { road: true } } });
    expect(statusText(root)).toContain("Imported dropped.json into Gettysburg (1977), Intermediate Game: added 1 hex; took the pack's value for 0 of 2 conflicts");
  });

  it('a dragged text or link is left to the browser: no drop hint, nothing read', async () => {
    const { root } = await mountWith();
    const event = dragEvent('dragover', null);
    await act(() => {
      section(root).dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(section(root).classList.contains('dropping')).toBe(false);
  });

  it('a dropped bad pack lists its errors by field and stores nothing', async () => {
    const { root, store } = await mountWith({ [TERRAIN_MARKS_KEY]: { 'gettysburg-77': MARKS } });
    const before = store.dump();
    await dropFile(section(root), JSON.stringify({ format: 'adjutant-pack/1', game: 'gettysburg-77', edition: 'x', madeBy: 'x', terrain: { ZZ999: { road: true } } }));
    expect(alertText(section(root))).toContain('Nothing was changed. The pack has these problems:');
    expect(alertText(section(root))).toContain('terrain.ZZ999: expected a hex label valid for this game');
    expect(store.dump()).toEqual(before);
  });

  it('lists a bad pack’s errors by field and stores nothing', async () => {
    const { root, store } = await mountWith({ [TERRAIN_MARKS_KEY]: { 'gettysburg-77': MARKS } });
    const before = store.dump();
    await chooseFile(root, JSON.stringify({ format: 'adjutant-pack/1', game: 'gettysburg-77', edition: ' ', madeBy: 'x', terrain: { ZZ999: { road: true } } }));
    const errors = alertText(section(root));
    expect(errors).toContain('Nothing was changed. The pack has these problems:');
    expect(errors).toContain('edition');
    expect(errors).toContain('terrain');
    expect(section(root).querySelector('[data-testid="game-pack-review"]')).toBeNull();
    expect(store.dump()).toEqual(before);
  });

  it('writes nothing when one store cannot take its part: the terrain stays as it was', async () => {
    const { root, store } = await mountWith({ [TERRAIN_MARKS_KEY]: { 'gettysburg-77': { A2: { road: true } } }, [UNIT_STRENGTHS_KEY]: 'unreadable' });
    const before = store.dump();
    await chooseFile(root, packText({ terrain: MARKS, orderOfBattle: [UNIT] }));
    await click(button(section(root), 'Import'));
    expect(alertText(section(root))).toContain('Nothing was changed. It could not be stored:');
    expect(store.dump()).toEqual(before);
  });

  it('imports a pack’s hexsides into the hexside marks, exports them again, and lists a conflicting hexside', async () => {
    const { root, store, downloads } = await mountWith({ selectedGame: 'gettysburg-88', [HEXSIDE_MARKS_KEY]: envelope(HEXSIDE_MARKS_STORED, { 'gettysburg-88': { 'E6|E7': ['stream', 'bridge'] } }) });
    // A feature list in another order is the same mark: no conflict for F7|F8 once stored, whatever order a pack writes.
    await chooseFile(root, packText({ hexsides: { 'E6|E7': ['stream'], 'F7|F8': ['ford', 'stream'] } }, 'gettysburg-88'));
    expect([...section(root).querySelectorAll('.game-pack-added li')].map((li) => li.textContent)).toEqual(['Hexsides: 1 hexside added']);
    expect(section(root).textContent).not.toContain('Not kept');
    expect(conflictRows(root)).toEqual([['Hexside E6|E7', 'stream, bridge', 'stream']]);
    await click(button(section(root), 'Import'));
    expect(storedIn(store.dump(), HEXSIDE_MARKS_KEY)).toEqual({ 'gettysburg-88': { 'E6|E7': ['stream', 'bridge'], 'F7|F8': ['stream', 'ford'] } });

    await chooseFile(root, packText({ hexsides: { 'F8|F7': ['stream', 'ford'] } }, 'gettysburg-88'));
    expect(conflictRows(root)).toEqual([]);
    await click(button(section(root), 'Cancel'));

    expect(section(root).querySelector('fieldset')?.textContent).toContain('Hexsides (2 hexsides)');
    await type(byName(section(root), 'Edition'), META.edition);
    await type(byName(section(root), 'Made by'), META.madeBy);
    await click(button(section(root), 'Export pack'));
    const read = parsePackText(downloads[0]?.text ?? '');
    expect(read.ok && read.value.hexsides).toEqual({ 'E6|E7': ['stream', 'bridge'], 'F7|F8': ['stream', 'ford'] });
  });

  it('refuses a pack whose hexside has a feature the marks do not keep, naming the field, and stores nothing', async () => {
    const { root, store } = await mountWith({ selectedGame: 'gettysburg-88' });
    const before = store.dump();
    await chooseFile(root, packText({ terrain: { E6: { road: true } }, hexsides: { 'E6|E7': ['town'] } }, 'gettysburg-88'));
    await click(button(section(root), 'Import'));
    expect(alertText(section(root))).toContain('hexsides["E6|E7"][0]: expected one of stream, bridge, ford');
    expect(store.dump()).toEqual(before);
  });

  it('a game without hexes keeps none: its pack’s hexsides are named as not kept and the rest is imported', async () => {
    const { root, store } = await mountWith({ selectedGame: 'they-met' });
    await chooseFile(root, packText({ terrain: { '64': { terrain: ['woods'] } }, hexsides: { '64|65': ['stream'] } }, 'they-met'));
    expect(section(root).textContent).toContain('Not kept: hexsides. Adjutant has no place for them yet.');
    await click(button(section(root), 'Import'));
    expect(storedIn(store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'they-met': { '64': { terrain: ['woods'] } } });
    expect(storedIn(store.dump(), HEXSIDE_MARKS_KEY)).toBeUndefined();
  });

  it('names the game of a pack of another game and switches to it when asked', async () => {
    const { root } = await mountWith();
    await chooseFile(root, packText({ terrain: { '0127': { elevation: 3 } } }, 'cemetery-hill'), 'ch.json');
    const other = section(root).querySelector('[data-testid="game-pack-other-game"]');
    const name = gameBasics('cemetery-hill').info.name;
    expect(other?.textContent).toContain(`ch.json is a pack of ${name}, not of ${gameBasics('gettysburg-77').info.name}.`);
    expect(section(root).querySelector('[data-testid="game-pack-review"]')).toBeNull();
    await click(button(section(root), `Switch to ${name}`));
    expect(byName<HTMLSelectElement>(section(root), 'Game pack game').value).toBe('cemetery-hill');
    expect(section(root).querySelector('.game-pack-added li')?.textContent).toBe('Terrain: 1 hex added');
  });
});
