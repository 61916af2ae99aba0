import { unwrapStored } from '../support/stored.js';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import { IMPORTED_BOARD_KEY, VASSAL_KEYS } from '../../src/readers/vassal/index.js';
import {
  addPiece,
  boardPicker,
  hexCentre,
  logText,
  moduleZip,
  movePiece,
  pieceState,
  pieceType,
  saveZip,
  savedGameText,
  traits,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type Trait,
} from '../support/vassal-writer.js';
import { boardHistory } from '../../src/storage/board-history.js';
import { alertText, button, byName, chooseFile, click, mountOptions, readModuleFor, settle, statusText, type, type Mounted } from './options-harness.js';

const grid: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
const MODULE = 'Options Test Module';
const vmod = moduleZip(MODULE, [
  { name: 'Main Map', boards: [{ name: 'Board', image: { file: 'board.png', width: 1400, height: 1800 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] },
  { name: 'Dead Pile', boards: [{ name: 'Pile', size: { width: 300, height: 300 } }] },
]);

function piece(id: string, t: Trait[], map: string, nx: number, ny: number): string {
  const c = hexCentre(grid, nx, ny);
  return addPiece(id, pieceType(id, t), pieceState(t, map, c.x, c.y));
}

const union: Trait[] = [traits.marker({ Side: 'Union', Type: 'Infantry' })];
const rebel: Trait[] = [traits.marker({ Side: 'Confederate', Type: 'Cavalry' })];
const vsav = saveZip(
  savedGameText(
    [
      piece('Iron Brigade', union, 'Main Map', 0, 0),
      piece('Stannard', union, 'Main Map', 2, 3),
      piece('Jenkins', rebel, 'Main Map', 1, 0),
      piece('Turn Marker', [], 'Main Map', 5, 5),
      piece('Gone', union, 'Dead Pile', 1, 1),
    ],
    [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])],
  ),
  { moduleName: MODULE },
);

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('options: VASSAL import', () => {
  it('reads a module, then a save, shows the board by side with what it could not place, and stores the board', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([vsav], 'early.vsav'));
    expect(alertText(root)).toMatch(/Read the module \(\.vmod\) first/);

    await readModuleFor(root, 'cemetery-hill', new File([vmod], 'test.vmod'));
    expect(root.textContent).toContain(`Module: ${MODULE}`);
    expect(statusText(root)).toMatch(/Read module Options Test Module: 2 maps/);
    expect(Object.keys(unwrapStored(await store.get(VASSAL_KEYS.modules)) as object)).toEqual([MODULE]);

    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([vsav], 'turn3.vsav'));
    const summary = root.querySelector('.vassal-summary');
    expect(summary?.textContent).toContain('Imported board: turn3.vsav');
    const rows = [...(summary?.querySelectorAll('tbody tr') ?? [])].map((r) => r.textContent);
    expect(rows).toEqual(['Union22 infantry', 'Confederate11 cavalry']);
    expect(summary?.textContent).toMatch(/1 piece: no rule gives its side or type\. Turn Marker/);
    expect(summary?.textContent).toMatch(/map "Dead Pile", which has no hex grid/);
    const board = unwrapStored(await store.get(IMPORTED_BOARD_KEY)) as Board;
    expect(board.source).toEqual({ kind: 'vassal', name: 'turn3.vsav' });
    expect(board.units.map((u) => [u.name, u.location])).toEqual([
      ['Iron Brigade', { kind: 'hex', hex: '0101' }],
      ['Stannard', { kind: 'hex', hex: '0304' }],
      ['Jenkins', { kind: 'hex', hex: '0202' }],
    ]);
    expect(statusText(root)).toMatch(/3 units placed, 2 pieces not placed/);
    // Each map: how many pieces were placed, and why the others were not, counted by reason.
    const maps = [...(summary?.querySelectorAll('.vassal-maps li') ?? [])].map((li) => li.textContent);
    expect(maps).toEqual(['Main Map: 3 placed; not placed: 1 matched by no piece rule.', 'Dead Pile: 0 placed; not placed: 1 on a map with no hex grid, or one the module lacks.']);
  });

  it('offers old and extension-less VASSAL files: .mod for the module, any file for the save, and says which are read', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    const moduleInput = byName(root, 'Module file (.vmod)');
    const saveInput = byName(root, 'Saved game or log (.vsav, .vlog)');
    expect(moduleInput.accept.split(',')).toEqual(expect.arrayContaining(['.vmod', '.mod']));
    // A filter by extension would hide a log saved with none (as VASSAL's own logs sometimes are).
    expect(saveInput.hasAttribute('accept')).toBe(false);
    const hint = (input: HTMLInputElement): string => root.querySelector(`#${input.getAttribute('aria-describedby') ?? ''}`)?.textContent ?? '';
    expect(hint(moduleInput)).toMatch(/\.vmod, and \.mod from older VASSAL/);
    expect(hint(saveInput)).toMatch(/\.vsav and \.vlog, the older \.sav and \.log, and a save or log with no extension/);
  });

  it('reads a save chosen with no extension', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    await readModuleFor(root, 'cemetery-hill', new File([vmod], 'test.mod'));
    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([vsav], '0611-2'));
    expect(root.querySelector('.vassal-summary')?.textContent).toContain('Imported board: 0611-2');
  });

  it('re-reads the save when the rules or map settings change', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await chooseFile(root, 'Module file (.vmod)', new File([vmod], 'test.vmod'));
    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([vsav], 'turn3.vsav'));
    // The module was read for the 1977 game, whose labels are not four digits: nothing is placed.
    expect(root.querySelector('.vassal-summary')?.textContent).toMatch(/module hex "0101" is not a gettysburg-77 hex label/);
    await act(() => {
      const select = byName<HTMLSelectElement>(root, 'Game this module plays');
      select.value = 'cemetery-hill';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(button(root, 'Save module settings'));
    expect(root.querySelector('.vassal-summary')?.textContent).toMatch(/3 units placed, 2 pieces not placed/);

    await click(button(root, 'Add rule'));
    const rules = root.querySelectorAll('.vassal-rules li.rule');
    const n = rules.length;
    await type(byName(root, `Rule ${n} pattern`), '*Marker*');
    await act(() => {
      const box = byName(root, `Rule ${n} is not a unit`);
      box.click();
    });
    await click(button(root, 'Save rules'));
    expect(root.querySelector('.vassal-summary')?.textContent).toMatch(/1 piece left out as not units/);

    await act(() => {
      const select = byName<HTMLSelectElement>(root, 'Map “Dead Pile” holds');
      select.value = 'eliminated';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(button(root, 'Save module settings'));
    const board = unwrapStored(await store.get(IMPORTED_BOARD_KEY)) as Board;
    expect(board.units.find((u) => u.name === 'Gone')?.location).toEqual({ kind: 'off-map', why: 'eliminated' });
    expect(root.querySelector('.vassal-summary')?.textContent).toMatch(/4 units placed, 0 pieces not placed/);
  });

  it('names the problem with bad rules and a bad template, and keeps what was stored', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await chooseFile(root, 'Module file (.vmod)', new File([vmod], 'test.vmod'));
    const before = unwrapStored(await store.get(VASSAL_KEYS.modules));
    await type(byName(root, 'Rule 1 pattern'), '');
    await click(button(root, 'Save rules'));
    expect(alertText(root)).toMatch(/Rule 1, pattern: missing; it should be a pattern of 1 to 100 characters/);
    await type(byName(root, 'Hex label template'), '{nonsense}');
    await click(button(root, 'Save module settings'));
    expect(alertText(root)).toMatch(/Labels, template: should use only these parts in braces/);
    expect(unwrapStored(await store.get(VASSAL_KEYS.modules))).toEqual(before);
  });

  it('says clearly when a dropped file is not what was asked for', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    await chooseFile(root, 'Module file (.vmod)', new File([vsav], 'oops.vsav'));
    expect(alertText(root)).toMatch(/looks like a saved game/);
    await chooseFile(root, 'Module file (.vmod)', new File(['not a zip'], 'x.vmod'));
    expect(alertText(root)).toMatch(/not a zip archive/);
    await chooseFile(root, 'Module file (.vmod)', new File([vmod], 'test.vmod'));
    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([vmod], 'wrong.vsav'));
    expect(alertText(root)).toMatch(/looks like a module/);
  });

  it('remembers the module across visits', async () => {
    mounted = await mountOptions();
    await chooseFile(mounted.root, 'Module file (.vmod)', new File([vmod], 'test.vmod'));
    const store = mounted.store;
    mounted.unmount();
    mounted = await mountOptions(store);
    expect(mounted.root.textContent).toContain(`Module: ${MODULE}`);
    await chooseFile(mounted.root, 'Saved game or log (.vsav, .vlog)', new File([vsav], 'later.vsav'));
    expect(mounted.root.querySelector('.vassal-summary')?.textContent).toContain('Imported board: later.vsav');
  });

  it("keeps a log's start as a look at the imported boards, so the popup's Changes part shows what its moves did", async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    await readModuleFor(root, 'cemetery-hill', new File([vmod], 'test.vmod'));
    const to = hexCentre(grid, 0, 1);
    const log = saveZip(
      logText([piece('Iron Brigade', union, 'Main Map', 0, 0), piece('Jenkins', rebel, 'Main Map', 1, 0)], [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])], [movePiece('Iron Brigade', 'Main Map', to.x, to.y)]),
      { moduleName: MODULE },
    );
    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([log], 'turn4.vlog'));
    const board = unwrapStored(await store.get(IMPORTED_BOARD_KEY)) as Board;
    expect(board.units.find((u) => u.name === 'Iron Brigade')?.location).toEqual({ kind: 'hex', hex: '0102' });
    const looks = await boardHistory(store, 'cemetery-hill', 'imported: VASSAL saves');
    expect(looks.map((l) => [l.board.source.name, l.board.units.find((u) => u.name === 'Iron Brigade')?.location])).toEqual([['start of turn4.vlog', { kind: 'hex', hex: '0101' }]]);
    expect(statusText(root)).toMatch(/its Changes part what the log’s moves changed since its start/);
    // A saved game has no moves: no look is kept for it.
    await chooseFile(root, 'Saved game or log (.vsav, .vlog)', new File([vsav], 'turn5.vsav'));
    expect(await boardHistory(store, 'cemetery-hill', 'imported: VASSAL saves')).toHaveLength(1);
    expect(statusText(root)).not.toMatch(/log’s moves/);
  });
});
