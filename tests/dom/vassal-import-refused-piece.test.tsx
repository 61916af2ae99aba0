import { afterEach, describe, expect, it } from 'vitest';
import type { BoardPlatform } from '../../popup/board-platform.js';
import { PopupApp } from '../../popup/popup-app.js';
import { loadImportedBoard } from '../../src/storage/imported-board.js';
import { addPiece, boardPicker, hexCentre, moduleZip, pieceState, pieceType, saveZip, savedGameText, traits, VASSAL_DEFAULT_NUMBERING, type GridParams, type Trait } from '../support/vassal-writer.js';
import { chooseFile, mountOptions, readModuleFor, settle, statusText, type Mounted } from './options-harness.js';
import { fakePlatform } from './fake-popup-platform.js';
import { byLabel, byTestId, mount, text, waitFor } from './render-helper.js';

/**
 * One validator decides what a board is: a save with a piece the board check refuses (a tab in its id)
 * imports the rest, says in Options which piece was not placed and why, and the popup shows the board.
 * Made-up module and save (no real game data).
 */
const grid: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
const MODULE = 'Refused Piece Module';
const vmod = moduleZip(MODULE, [{ name: 'Main Map', boards: [{ name: 'Board', image: { file: 'board.png', width: 1400, height: 1800 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] }]);
const union: Trait[] = [traits.marker({ Side: 'Union', Type: 'Infantry' })];

function piece(id: string, name: string, nx: number, ny: number): string {
  const c = hexCentre(grid, nx, ny);
  return addPiece(id, pieceType(name, union), pieceState(union, 'Main Map', c.x, c.y));
}

const vsav = saveZip(savedGameText([piece('1001', 'Iron Brigade', 0, 0), piece('10\t02', 'Stannard', 2, 3)], [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])]), { moduleName: MODULE });

const noPage: BoardPlatform = {
  view: async () => ({ tabId: null, site: null, enabled: false, state: null }),
  watch: () => () => undefined,
  enableSite: async () => ({ type: 'site-answer', enabled: true, message: '' }),
  disableSite: async () => ({ type: 'site-answer', enabled: false, message: '' }),
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('a VASSAL save with a piece the board check refuses', () => {
  it('imports the rest, names the refused piece and why in Options, and the popup shows the board', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await readModuleFor(root, 'cemetery-hill', new File([vmod], 'test.vmod'));
    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([vsav], 'tabbed.vsav'));

    const summary = root.querySelector('.vassal-summary')?.textContent ?? '';
    expect(summary).toMatch(/1 piece: its id in the save holds a control character \(a tab, a line end\), which VASSAL does not write\. Stannard/);
    expect(statusText(root)).toMatch(/1 units placed, 1 pieces not placed\. The popup now shows this board\./);

    // The popup reads the stored board through the same validator, and shows it.
    const stored = await loadImportedBoard(store);
    expect(stored?.units.map((u) => [u.id, u.name])).toEqual([['1001', 'Iron Brigade']]);
    mounted.unmount();
    mounted = null;
    await store.set('selectedGame', 'cemetery-hill');
    const popup = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: noPage }} />);
    await waitFor(() => byLabel(popup, 'Game'));
    await settle();
    expect(byLabel<HTMLSelectElement>(popup, 'Board source').value).toBe('imported');
    expect(text(byTestId(popup, 'board-source'))).toBe('From a VASSAL save: tabbed.vsav');
    expect(text(byTestId(popup, 'board-summary'))).toContain('Cemetery Hill');
  });
});
