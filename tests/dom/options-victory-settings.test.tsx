import { storedIn } from '../support/stored.js';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { useVictorySettings } from '../../popup/ledger-settings.js';
import type { GameId } from '../../src/engine/core/game-id.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { saveTerrainMark } from '../../src/storage/terrain-marks.js';
import { VICTORY_SETTINGS_KEY } from '../../src/storage/victory-settings.js';
import { alertText, button, byName, choose, click, mountOptions, settle, statusText, type, type Mounted } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function section(root: HTMLElement): HTMLElement {
  const found = root.querySelector<HTMLElement>('section.victory-settings');
  if (!found) throw new Error('no section.victory-settings');
  return found;
}

const box = (s: HTMLElement): HTMLTextAreaElement => byName<HTMLTextAreaElement>(s, 'Victory settings JSON');
const explain = (s: HTMLElement): string => s.querySelector('[data-testid="victory-settings-explain"]')?.textContent ?? '';

describe('options: victory settings per game', () => {
  it('starts each game with nothing entered and explains what its settings are for', async () => {
    mounted = await mountOptions(memoryStore());
    const s = section(mounted.root);
    expect(JSON.parse(box(s).value)).toEqual({ edgeRoadHexes: {}, zocAdjacentHexes: null });
    expect(explain(s)).toMatch(/14\.51/);
    expect(explain(s)).toMatch(/east edge/);
    expect(button(s, 'Delete victory settings').disabled).toBe(true);
    await choose(byName<HTMLSelectElement>(s, 'Victory settings game'), 'gettysburg-77');
    expect(JSON.parse(box(s).value)).toEqual({ optionalUnitCosts: {} });
    expect(explain(s)).toMatch(/optional unit/);
    await choose(byName<HTMLSelectElement>(s, 'Victory settings game'), 'gettysburg-88');
    expect(JSON.parse(box(s).value)).toEqual({ flipVp: null, eliminationVp: null, generalEliminationVp: null, objectives: null });
    expect(explain(s)).toMatch(/objective hexes/);
    // Only the games with victory settings to enter are offered.
    expect([...byName<HTMLSelectElement>(s, 'Victory settings game').options].map((o) => o.value)).toEqual(['cemetery-hill', 'gettysburg-77', 'gettysburg-88']);
  });

  it('refuses bad settings by their paths and writes nothing; saves good ones per game', async () => {
    mounted = await mountOptions(memoryStore());
    const { root, store } = mounted;
    const s = section(root);
    // 0101 is a corner of the map's north and west edges, not on the east edge.
    await type(box(s), JSON.stringify({ edgeRoadHexes: { east: ['0101'], up: [] } }));
    await click(button(s, 'Save victory settings'));
    expect(alertText(root)).toContain('edgeRoadHexes.east[0]');
    expect(alertText(root)).toContain('edgeRoadHexes.up');
    expect(statusText(root)).toMatch(/not saved/);
    expect(storedIn(store.dump(), VICTORY_SETTINGS_KEY)).toBeUndefined();

    await type(box(s), JSON.stringify({ edgeRoadHexes: { east: ['2110'], west: ['0105'] } }));
    await click(button(s, 'Save victory settings'));
    expect(alertText(root)).toBe('');
    expect(statusText(root)).toMatch(/Saved the victory settings of Cemetery Hill/);
    expect(storedIn(store.dump(), VICTORY_SETTINGS_KEY)).toEqual({ 'cemetery-hill': { edgeRoadHexes: { east: ['2110'], west: ['0105'] } } });

    await choose(byName<HTMLSelectElement>(s, 'Victory settings game'), 'gettysburg-88');
    const before = store.dump();
    await type(
      box(s),
      JSON.stringify({
        flipVp: 1.5,
        eliminationVp: 2,
        objectives: [
          { hex: 'F7', name: 'A made-up test objective', union: 3, confederate: 3, initialControl: 'union' },
          { hex: 'F7', union: 1 },
          { hex: 'F8', confederate: -1, initialControl: 'nobody' },
        ],
      }),
    );
    await click(button(s, 'Save victory settings'));
    const alerts = alertText(root);
    for (const path of ['flipVp', 'objectives[1].hex', 'objectives[2].confederate', 'objectives[2].initialControl']) expect(alerts).toContain(path);
    expect(store.dump()).toEqual(before);

    const good = { flipVp: 1, eliminationVp: 2, generalEliminationVp: null, objectives: [{ hex: 'F7', name: 'A made-up test objective', union: 3, confederate: 3, initialControl: 'union' }] };
    await type(box(s), JSON.stringify(good));
    await click(button(s, 'Save victory settings'));
    expect(storedIn(store.dump(), VICTORY_SETTINGS_KEY)).toEqual({ 'cemetery-hill': { edgeRoadHexes: { east: ['2110'], west: ['0105'] } }, 'gettysburg-88': good });

    // Back to Cemetery Hill: its own settings are shown, then deleted alone.
    await choose(byName<HTMLSelectElement>(s, 'Victory settings game'), 'cemetery-hill');
    expect(JSON.parse(box(s).value)).toEqual({ edgeRoadHexes: { east: ['2110'], west: ['0105'] } });
    await click(button(s, 'Export victory settings'));
    expect(mounted.downloads.map((d) => d.filename)).toEqual(['adjutant-victory-settings-cemetery-hill.json']);
    await click(button(s, 'Delete victory settings'));
    expect(storedIn(store.dump(), VICTORY_SETTINGS_KEY)).toEqual({ 'gettysburg-88': good });
    expect(JSON.parse(box(s).value)).toEqual({ edgeRoadHexes: {}, zocAdjacentHexes: null });
  });

  it('reaches the popup ledger merged with the terrain marks', async () => {
    const store = memoryStore({ [VICTORY_SETTINGS_KEY]: { 'cemetery-hill': { edgeRoadHexes: { east: ['2110'] } } } });
    expect((await saveTerrainMark(store, 'cemetery-hill', '2110', { road: true })).ok).toBe(true);
    const root = document.createElement('div');
    document.body.append(root);
    function Probe({ game }: { game: GameId }) {
      return <pre data-testid="settings">{JSON.stringify(useVictorySettings(store, game))}</pre>;
    }
    await act(() => render(<Probe game="cemetery-hill" />, root));
    await settle();
    expect(JSON.parse(root.textContent ?? '')).toEqual({ edgeRoadHexes: { east: ['2110'] }, terrainMarks: { '2110': { road: true } } });
    // A game with nothing entered gets the marks alone.
    await act(() => render(<Probe game="gettysburg-88" />, root));
    await settle();
    expect(JSON.parse(root.textContent ?? '')).toEqual({ terrainMarks: {} });
    render(null, root);
    root.remove();
  });

  it('offers the Cemetery Hill ZOC confirmation, stores it, and names the field when it is wrong', async () => {
    mounted = await mountOptions(memoryStore());
    const { root, store } = mounted;
    const s = section(root);
    const control = s.querySelector<HTMLElement>('[data-testid="confirm-zocAdjacentHexes"]');
    expect(control?.textContent).toMatch(/six hexes/);
    await click(button(s, 'Yes, as my standard rules say'));
    expect(JSON.parse(box(s).value)).toEqual({ edgeRoadHexes: {}, zocAdjacentHexes: true });
    await click(button(s, 'Save victory settings'));
    expect(storedIn(store.dump(), VICTORY_SETTINGS_KEY)).toMatchObject({ 'cemetery-hill': { zocAdjacentHexes: true } });
    await type(box(s), JSON.stringify({ edgeRoadHexes: {}, zocAdjacentHexes: 'yes' }));
    await click(button(s, 'Save victory settings'));
    expect(alertText(root)).toContain('zocAdjacentHexes');
    // Older settings without the field still pass (read as not yet confirmed).
    await type(box(s), JSON.stringify({ edgeRoadHexes: {} }));
    await click(button(s, 'Save victory settings'));
    expect(alertText(root)).toBe('');
  });
});
