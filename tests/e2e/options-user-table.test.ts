import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseCombatTableInput } from '../../src/engine/index.js';
import { ROOT, SETTLE, textOf, useExtension } from './extension-browser.js';

// A made-up table for tests only: the real Blue & Gray table is not in Adjutant's sources.
const FIXTURE = readFileSync(join(ROOT, 'tests/e2e/fixtures/cemetery-hill-test-table.json'), 'utf8');
const TITLE = 'Made-up test table (not the real Blue & Gray CRT)';

const started = useExtension();

it('uses a fixture the engine accepts', () => {
  const parsed = parseCombatTableInput(JSON.parse(FIXTURE));
  expect(parsed.ok).toBe(true);
});

it('saves a table entered in Options and the popup computes with it', async () => {
  const s = started();
  const options = await s.openExtensionPage('options/options.html');
  await options.getByRole('combobox', { name: 'Table game', exact: true }).selectOption('cemetery-hill');
  await options.getByRole('textbox', { name: 'Table JSON', exact: true }).fill(FIXTURE);
  await options.getByRole('button', { name: 'Load JSON into editor' }).click();
  await options.getByRole('button', { name: 'Save table' }).click();
  await expect.poll(() => options.getByRole('status').filter({ hasText: 'Saved' }).count(), SETTLE).toBeGreaterThan(0);

  const popup = await s.openExtensionPage('popup/popup.html');
  await popup.getByRole('combobox', { name: 'Game', exact: true }).selectOption('cemetery-hill');
  await popup.getByLabel('Attack strength', { exact: true }).fill('6');
  await popup.getByLabel('Defence strength', { exact: true }).fill('3');
  await expect.poll(() => textOf(popup.getByTestId('odds')), SETTLE).toBe('2-1');
  expect(await textOf(popup.getByTestId('table-source'))).toContain(TITLE);
  // the 2-1 column gives DR, EX and AR
  await expect.poll(() => popup.locator('svg[data-testid="outcome-chart"] rect[data-result]').count(), SETTLE).toBe(3);
  expect(s.pageErrors).toEqual([]);
});
