import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import {
  addPiece,
  boardPicker,
  hexCentre,
  moduleZip,
  pieceState,
  pieceType,
  saveZip,
  savedGameText,
  traits,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type Trait,
} from '../support/vassal-writer.js';
import { SETTLE, textOf, useExtension } from './extension-browser.js';

/**
 * End to end, boards that come from elsewhere: a VASSAL module and save built by the test writer, and a unit
 * list pasted in Options, each read on the options page and then offered by the popup beside the page's board.
 * The popup is opened as a page of its own, with no board tab: the imported board is then what it shows.
 */

const started = useExtension();

// A made-up module and save (not any real game's module): a 64-pixel hex grid, numbered the way VASSAL does
// by default (column then row, two digits each), which is Cemetery Hill's four-digit CCRR.
const grid: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
const MODULE = 'End-to-end Test Module';
const folder = mkdtempSync(join(tmpdir(), 'adjutant-imports-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function piece(id: string, t: Trait[], nx: number, ny: number): string {
  const c = hexCentre(grid, nx, ny);
  return addPiece(id, pieceType(id, t), pieceState(t, 'Main Map', c.x, c.y));
}

const union: Trait[] = [traits.marker({ Side: 'Union', Type: 'Infantry' })];
const rebel: Trait[] = [traits.marker({ Side: 'Confederate', Type: 'Cavalry' })];
const vmodPath = join(folder, 'test.vmod');
const vsavPath = join(folder, 'turn3.vsav');
writeFileSync(
  vmodPath,
  moduleZip(MODULE, [{ name: 'Main Map', boards: [{ name: 'Board', image: { file: 'board.png', width: 1400, height: 1800 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] }]),
);
writeFileSync(
  vsavPath,
  saveZip(savedGameText([piece('Iron Brigade', union, 0, 0), piece('Stannard', union, 2, 3), piece('Jenkins', rebel, 1, 0)], [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])]), {
    moduleName: MODULE,
  }),
);

it('imports a VASSAL save in Options, with the right hex for every piece, and the popup offers it for the calculator', async () => {
  const s = started();
  const options = await s.openExtensionPage('options/options.html');
  await options.getByRole('combobox', { name: 'Game of the module', exact: true }).selectOption('cemetery-hill');
  await options.getByLabel('Module file (.vmod)', { exact: true }).setInputFiles(vmodPath);
  await expect.poll(() => textOf(options.getByRole('status')), SETTLE).toContain(`Read module ${MODULE}: 1 map`);
  await options.getByLabel('Saved game or log (.vsav, .vlog)', { exact: true }).setInputFiles(vsavPath);

  const summary = options.locator('.vassal-summary');
  await expect.poll(() => textOf(summary), SETTLE).toContain('Imported board: turn3.vsav');
  expect(await textOf(summary)).toContain('3 units placed, 0 pieces not placed');
  await summary.getByText('Where each unit is (3)').click();
  expect(await summary.locator('.board-unit-list li').allTextContents()).toEqual([
    'Iron Brigade (Union): hex 0101',
    'Stannard (Union): hex 0304',
    'Jenkins (Confederate): hex 0202',
  ]);

  const popup = await s.openExtensionPage('popup/popup.html');
  const source = popup.getByRole('combobox', { name: 'Board source', exact: true });
  await expect.poll(() => source.inputValue(), SETTLE).toBe('imported');
  expect(await source.locator('option:checked').textContent()).toBe('Imported: turn3.vsav');
  expect(await textOf(popup.getByTestId('board-source'))).toBe('From a VASSAL save: turn3.vsav');
  const summaryText = await textOf(popup.getByTestId('board-summary'));
  expect(summaryText).toContain('Cemetery Hill');
  expect(await popup.locator('[data-testid="board-summary"] tr[data-side="union"] td[data-column="on-map"]').textContent()).toBe('2');
  expect(await popup.locator('[data-testid="board-summary"] tr[data-side="confederate"] td[data-column="on-map"]').textContent()).toBe('1');
  expect(await popup.getByRole('button', { name: 'Use selected counters' }).count()).toBe(0);

  await popup.getByText('Pick counters from the board').click();
  await popup.getByLabel('Find a counter', { exact: true }).fill('0304');
  await popup.getByRole('button', { name: 'Add Stannard as attacker' }).click();
  await expect.poll(() => popup.getByLabel('Attacker 1 name', { exact: true }).inputValue(), SETTLE).toBe('Stannard');
  expect(await textOf(popup.getByTestId('board-message'))).toContain('Added Stannard as an attacker.');
  await popup.close();
  await options.close();
  expect(s.pageErrors).toEqual([]);
});

it('reads a unit list pasted in Options, and the popup offers it', async () => {
  const s = started();
  const options = await s.openExtensionPage('options/options.html');
  // Made-up strengths, for the test only.
  const list = ['Gamble, Union, cav, 4/2, M35', 'Davis | CSA | 3r | D-23', 'Archer, Blu, 4, E24', 'Reynolds  USA  HQ  off-map'].join('\n');
  await options.getByRole('combobox', { name: 'Pasted list game', exact: true }).selectOption('gettysburg-77');
  await options.getByRole('textbox', { name: 'Pasted unit list', exact: true }).fill(list);
  await options.getByRole('button', { name: 'Read the list' }).click();

  const pasted = options.locator('section.pasted-board');
  await expect.poll(() => textOf(pasted.locator('.pasted-summary h3')), SETTLE).toBe('Read from the list: 3 units');
  expect(await textOf(pasted.getByRole('alert'))).toContain('Line 3: should be a side (Union or Confederate), not "Blu".');
  expect(await pasted.locator('.pasted-summary tbody tr').allTextContents()).toEqual(['Union211', 'Confederate110']);

  const popup = await s.openExtensionPage('popup/popup.html');
  const source = popup.getByRole('combobox', { name: 'Board source', exact: true });
  await expect.poll(() => source.inputValue(), SETTLE).toBe('imported');
  expect(await source.locator('option:checked').textContent()).toBe('Imported: pasted unit list');
  await expect.poll(() => textOf(popup.getByTestId('board-source')), SETTLE).toBe('From a pasted list: pasted unit list');
  expect(await textOf(popup.getByTestId('board-summary'))).toContain('Gettysburg (1977)');

  await popup.getByText('Pick counters from the board').click();
  await popup.getByLabel('Find a counter', { exact: true }).fill('gamble');
  await popup.getByRole('button', { name: 'Add Gamble as defender' }).click();
  await expect.poll(() => popup.getByLabel('Defender 1 name', { exact: true }).inputValue(), SETTLE).toBe('Gamble');
  expect(await popup.getByLabel('Defender 1 strength', { exact: true }).inputValue()).toBe('4');
  await popup.close();
  await options.close();
  expect(s.pageErrors).toEqual([]);
});
