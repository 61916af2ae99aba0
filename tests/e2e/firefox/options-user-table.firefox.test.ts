import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../extension-browser.js';
import { SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

// A made-up table for tests only: the real Blue & Gray table is not in Adjutant's sources.
const FIXTURE = readFileSync(join(ROOT, 'tests/e2e/fixtures/cemetery-hill-test-table.json'), 'utf8');
const TITLE = 'Made-up test table (not the real Blue & Gray CRT)';

const started = useFirefox();

it('saves a table entered in Options and the popup computes with it, in Firefox', async () => {
  const s = started();
  const options = await s.openExtensionPage('options/options.html');
  await options.locator(named('combobox', 'Table game')).fill('cemetery-hill');
  await options.locator(named('textbox', 'Table JSON')).fill(FIXTURE);
  await options.locator(named('button', 'Load JSON into editor')).click();
  await options.locator(named('button', 'Save table')).click();
  await expect
    .poll(() => options.$$eval('[role="status"]', (all) => all.some((e) => (e.textContent ?? '').includes('Saved'))), SETTLE)
    .toBe(true);

  const popup = await s.openExtensionPage('popup/popup.html');
  await popup.locator(named('combobox', 'Game')).fill('cemetery-hill');
  await popup.locator(named('spinbutton', 'Attack strength')).fill('6');
  await popup.locator(named('spinbutton', 'Defence strength')).fill('3');
  await expect.poll(() => textOf(popup, '[data-testid="odds"]'), SETTLE).toBe('2-1');
  expect(await textOf(popup, '[data-testid="table-source"]')).toContain(TITLE);
  // the 2-1 column gives DR, EX and AR
  await expect.poll(() => countOf(popup, 'svg[data-testid="outcome-chart"] rect[data-result]'), SETTLE).toBe(3);
  expect(await s.errors()).toEqual([]);
});
