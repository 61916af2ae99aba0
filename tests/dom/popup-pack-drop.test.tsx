import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { gameBasics, type GameId, type PackContent } from '../../src/engine/index.js';
import { writePack } from '../../src/engine/packs.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { envelope } from '../../src/storage/stored-value.js';
import { TERRAIN_MARKS_KEY } from '../../src/storage/terrain-marks.js';
import { UNIT_STRENGTHS_KEY, UNIT_STRENGTHS_STORED } from '../../src/storage/unit-strengths.js';
import { storedIn } from '../support/stored.js';
import { fakePlatform, type FakePlatform } from './fake-popup-platform.js';
import { button, byLabel, click, mount, settle, text, waitFor } from './render-helper.js';

/**
 * A game pack dropped on the popup (popup/pack-drop.tsx): imported into what is stored for its game with no one to
 * ask, so every entry that differs keeps the stored value, and the popup says what it added, what it kept and why
 * nothing changed when the pack is bad.
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED_PACK = readFileSync(resolve(HERE, '../../examples/board/seed-pack.json'), 'utf8');
const G77 = gameBasics('gettysburg-77').info.name;

// Made-up marks and strengths for the tests, not any map's or counter's real values.
const MARKS = { O38: { terrain: ['woods'], elevation: 2 }, Q36: { road: true } };
const UNIT = { id: 'usa-1', name: 'Test Brigade', side: 'union', type: 'infantry', strength: { full: 6, reduced: 3 } } as const;

function packText(content: PackContent, game: GameId = 'gettysburg-77'): string {
  const written = writePack(content, { game, edition: 'Test edition', madeBy: 'Test club' });
  if (!written.ok) throw new Error(JSON.stringify(written.errors));
  return JSON.stringify(written.value);
}

async function open(platform: FakePlatform): Promise<HTMLElement> {
  const root = await mount(<PopupApp platform={platform} />);
  await waitFor(() => byLabel(root, 'Game'));
  return root;
}

function popup(root: HTMLElement): HTMLElement {
  const main = root.querySelector<HTMLElement>('main.popup');
  if (!main) throw new Error('no popup');
  return main;
}

/** A drag event as a browser fires it with a file (jsdom has no DataTransfer): `files` and `types` are what the popup reads. */
function dragEvent(type: string, file: File): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: { files: [file], types: ['Files'] } });
  return event;
}

/** Drags a file over one of the popup's parts (the drop takes the whole popup) and drops it. */
async function dropFile(target: Element, content: string, name = 'pack.json'): Promise<void> {
  const file = new File([content], name, { type: 'application/json' });
  await act(() => {
    target.dispatchEvent(dragEvent('dragover', file));
  });
  await act(() => {
    target.dispatchEvent(dragEvent('drop', file));
  });
  await waitFor(() => expect(text(root(target).querySelector('[data-testid="pack-drop"]'))).not.toMatch(/^(|Reading the pack.*)$/));
}

function root(el: Element): Element {
  return el.closest('main.popup') ?? el;
}

const message = (r: HTMLElement): string => text(r.querySelector('[data-testid="pack-drop"]'));

describe('popup: a game pack dropped on it', () => {
  it('shows where to drop while a file is dragged over any part of it', async () => {
    const root = await open(fakePlatform());
    const file = new File([SEED_PACK], 'seed-pack.json', { type: 'application/json' });
    expect(root.querySelector('.pack-drop-hint')).toBeNull();
    const over = dragEvent('dragover', file);
    await act(() => {
      byLabel(root, 'Game').dispatchEvent(over);
    });
    // The browser's own handling (opening the file in place of the popup) is prevented.
    expect(over.defaultPrevented).toBe(true);
    expect(popup(root).classList.contains('dropping')).toBe(true);
    expect(text(root.querySelector('.pack-drop-hint'))).toBe('Drop the game pack to import it');
    await act(() => {
      popup(root).dispatchEvent(new Event('dragleave', { bubbles: true }));
    });
    expect(root.querySelector('.pack-drop-hint')).toBeNull();
  });

  it("imports the demo board's seed pack into an empty store and says what it added", async () => {
    const platform = fakePlatform();
    const root = await open(platform);
    await dropFile(byLabel(root, 'Game'), SEED_PACK, 'seed-pack.json');
    expect(root.querySelector('.pack-drop-hint')).toBeNull();
    expect(text(root.querySelector('[data-testid="pack-drop-imported"]'))).toBe(`Imported the pack “seed-pack.json” into ${G77}: 8 hexes.`);
    expect(root.querySelector('[data-testid="pack-drop-kept"]')).toBeNull();
    const marks = storedIn(platform.store.dump(), TERRAIN_MARKS_KEY) as Record<string, Record<string, unknown>>;
    expect(Object.keys(marks['gettysburg-77'] ?? {}).sort()).toEqual(['Q36', 'R35', 'S34', 'T33', 'U31', 'U32', 'V30', 'V31']);
    expect(marks['gettysburg-77']?.Q36).toEqual({ terrain: ['sunken road', 'road'] });
    await click(button(root, 'Close'));
    expect(message(root)).toBe('');
  });

  it('keeps the stored value of every entry that differs, writes the rest, and offers Options to choose', async () => {
    const platform = fakePlatform({
      store: memoryStore({
        selectedGame: 'gettysburg-77',
        [TERRAIN_MARKS_KEY]: { 'gettysburg-77': { O38: { road: false } } },
        [UNIT_STRENGTHS_KEY]: envelope(UNIT_STRENGTHS_STORED, { 'gettysburg-77': { 'usa-1': { full: 5 } } }),
      }),
    });
    const root = await open(platform);
    await dropFile(popup(root), packText({ terrain: MARKS, orderOfBattle: [UNIT] }));
    expect(text(root.querySelector('[data-testid="pack-drop-imported"]'))).toBe(`Imported the pack “pack.json” into ${G77}: 1 hex.`);
    expect(text(root.querySelector('[data-testid="pack-drop-kept"]'))).toBe(
      "2 entries of the pack differ from what you have: yours were kept. To take the pack's instead, import it in Options and choose. Choose in Options",
    );
    // O38 and the front strength stay as stored; Q36 and the back strength, never entered, come from the pack.
    expect(storedIn(platform.store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'gettysburg-77': { O38: { road: false }, Q36: { road: true } } });
    expect(storedIn(platform.store.dump(), UNIT_STRENGTHS_KEY)).toEqual({ 'gettysburg-77': { 'usa-1': { full: 5, reduced: 3 } } });
    await click(button(root, 'Choose in Options'));
    expect(platform.optionsOpened).toBe(1);
    expect(platform.optionsSections).toEqual(['game-packs']);
  });

  it('names every bad field of a bad pack and changes nothing', async () => {
    const platform = fakePlatform({ store: memoryStore({ selectedGame: 'gettysburg-77', [TERRAIN_MARKS_KEY]: { 'gettysburg-77': MARKS } }) });
    const root = await open(platform);
    const before = platform.store.dump();
    await dropFile(popup(root), JSON.stringify({ format: 'adjutant-pack/1', game: 'gettysburg-77', edition: ' ', madeBy: 'x', terrain: { ZZ999: { road: true } } }), 'bad.json');
    const alert = text(root.querySelector('[data-testid="pack-drop"] [role="alert"]'));
    expect(alert).toContain('Nothing was changed: the pack “bad.json” has these problems:');
    expect(alert).toContain('edition: expected');
    expect(alert).toContain('terrain.ZZ999: expected a hex label valid for this game');
    // Each problem is headed in a player's words; the path is under it, for finding it in the file.
    const lines = [...(root.querySelectorAll('[data-testid="pack-drop"] [role="alert"] li') ?? [])].map((li) => li.firstChild?.textContent ?? '');
    expect(lines.some((l) => l.startsWith('Edition: should be'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Hex ZZ999: should be a hex label valid for this game'))).toBe(true);
    expect(platform.store.dump()).toEqual(before);
  });

  it('refuses a file that is not JSON, by name, and changes nothing', async () => {
    const platform = fakePlatform();
    const root = await open(platform);
    const before = platform.store.dump();
    await dropFile(popup(root), 'not a pack', 'notes.txt');
    expect(text(root.querySelector('[data-testid="pack-drop"] [role="alert"]'))).toContain('Nothing was changed: the pack “notes.txt” has these problems:');
    expect(platform.store.dump()).toEqual(before);
  });

  it("imports a pack of another game into that game's store, names it, and says which parts it cannot keep", async () => {
    const platform = fakePlatform();
    const root = await open(platform);
    await dropFile(popup(root), packText({ terrain: { '0127': { elevation: 3 } }, map: { edgeUse: [{ side: 'union', use: 'reinforcements-enter', edges: ['south'] }] } }, 'cemetery-hill'), 'ch.json');
    expect(text(root.querySelector('[data-testid="pack-drop-imported"]'))).toBe(`Imported the pack “ch.json” into ${gameBasics('cemetery-hill').info.name}: 1 hex.`);
    expect(message(root)).toContain('Not kept: map edges. Adjutant has no place for them yet.');
    expect(storedIn(platform.store.dump(), TERRAIN_MARKS_KEY)).toEqual({ 'cemetery-hill': { '0127': { elevation: 3 } } });
    await settle();
  });
});
