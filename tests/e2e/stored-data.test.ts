import { expect, it } from 'vitest';
import { SETTLE, textOf, useExtension } from './extension-browser.js';
import { backupOfAtLeast } from '../support/big-backup.js';

/**
 * Stored data in the real browser: what cannot be read is shown, kept and discarded only at the player's word;
 * more than Chrome's 10 MB quota is kept in one write, under unlimitedStorage.
 */
const started = useExtension();

it('the popup names stored data it cannot read, keeps it, and discards it only when asked twice', async () => {
  const s = started();
  const popup = await s.openExtensionPage('popup/popup.html');
  expect(await popup.evaluate(() => chrome.permissions.contains({ permissions: ['unlimitedStorage'] }))).toBe(true);
  await popup.evaluate(() => chrome.storage.local.set({ selectedGame: 'risk', terrainMarks: { adjutant: 'terrainMarks', version: 9, value: {} } }));
  await popup.reload();
  const notice = popup.locator('section.unreadable-notice');
  await expect.poll(() => textOf(notice), SETTLE).toContain('The game you chose last could not be read: expected one of gettysburg-77');
  expect(await textOf(notice)).toContain('Your terrain marks could not be read: it was saved in format 9 by a newer version of Adjutant');
  await popup.getByRole('button', { name: 'Discard the game you chose last' }).click();
  await popup.getByRole('button', { name: 'Yes, discard it' }).click();
  await expect.poll(() => popup.evaluate(() => chrome.storage.local.get(['selectedGame', 'terrainMarks'])), SETTLE).toEqual({ terrainMarks: { adjutant: 'terrainMarks', version: 9, value: {} } });
  await expect.poll(() => textOf(notice), SETTLE).toContain('Discarded the game you chose last.');
  expect(await textOf(notice)).not.toContain('The game you chose last');
  await popup.evaluate(() => chrome.storage.local.clear());
  expect(s.pageErrors).toEqual([]);
});

it('Chromium keeps more than its 10 MB quota in one write: the manifest’s unlimitedStorage is in force', async () => {
  const s = started();
  const options = await s.openExtensionPage('options/options.html');
  // The size of a backup that passes Chrome's quota (the import itself is tested in tests/unit/stored-writes.test.ts).
  const bytes = backupOfAtLeast(10_600_000).length;
  await options.evaluate((n) => chrome.storage.local.set({ 'e2e-quota-probe': 'x'.repeat(n) }), bytes);
  expect(await options.evaluate(() => chrome.storage.local.getBytesInUse(null))).toBeGreaterThan(10_485_760);
  await options.evaluate(() => chrome.storage.local.remove('e2e-quota-probe'));
  expect(s.pageErrors).toEqual([]);
});
