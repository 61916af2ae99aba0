import { expect, it } from 'vitest';
import { SETTLE, textOf, useExtension } from './extension-browser.js';

const started = useExtension();

it('gives 1-2 odds, the next column and four outcomes for 10 against 14 in Gettysburg (1977)', async () => {
  const s = started();
  const popup = await s.openExtensionPage('popup/popup.html');
  await popup.getByRole('combobox', { name: 'Game', exact: true }).selectOption('gettysburg-77');
  await popup.getByLabel('Attack strength', { exact: true }).fill('10');
  await popup.getByLabel('Defence strength', { exact: true }).fill('14');

  await expect.poll(() => textOf(popup.getByTestId('odds')), SETTLE).toBe('1-2');
  // 3-4 needs 14 × 3/4 = 10.5, so an attack of 11
  const next = await textOf(popup.getByTestId('next-column'));
  expect(next).toContain('3-4');
  expect(next).toContain('11');
  // rolls 1–6 in the 1-2 column give EXC, EXC + AR, A1 and AR + A1
  await expect.poll(() => popup.locator('svg[data-testid="outcome-chart"] rect[data-result]').count(), SETTLE).toBe(4);
  expect(s.pageErrors).toEqual([]);
});
