import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * The victory-point ledger end to end on the demo board: record the end of the Union player-turn from the
 * page, end the turn on the page, record the Confederate one, and see both rows and the chart. The loopback
 * site is granted through a copy of the manifest, as in board-demo.test.ts (which says why).
 */


const { started, openPage } = useGrantedSite('adjutant-ledger-');

/** The demo tab's id, asked from an extension page by a mark the test leaves in the page's address. */
async function tabOf(extensionPage: Page, page: Page): Promise<number> {
  const mark = `tab-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((m) => history.replaceState(null, '', `#${m}`), mark);
  const tabs = (await extensionPage.evaluate(() => chrome.tabs.query({ url: 'http://127.0.0.1/board/*' }))) as { id?: number; url?: string }[];
  const id = tabs.find((t) => t.url?.endsWith(`#${mark}`))?.id;
  if (id === undefined) throw new Error('the page has no tab the extension can see');
  return id;
}

it('records two player-turns of the demo board in the ledger and charts them', async () => {
  const s = started();
  const demo = await openPage(`${s.origin}/board/`);
  await expect.poll(() => demo.locator('#map [data-adjutant-unit]').count(), SETTLE).toBeGreaterThan(0);
  const finder = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html`);
  const popup = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${await tabOf(finder, demo)}`);
  await finder.close();
  await popup.getByRole('switch', { name: 'Read boards on 127.0.0.1' }).click();
  await expect.poll(() => textOf(popup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');

  const ledger = popup.locator('section[aria-label="Victory points"]');
  await ledger.locator('summary').click();
  const record = ledger.getByRole('button', { name: 'Record end of player-turn from the board' });
  await expect.poll(() => record.isEnabled(), SETTLE).toBe(true);

  // The demo starts with the Union player-turn of turn 1.
  await record.click();
  expect(await ledger.getByLabel('Game turn', { exact: true }).inputValue()).toBe('1');
  expect(await ledger.getByLabel('Player-turn', { exact: true }).inputValue()).toBe('union');
  await ledger.getByRole('button', { name: 'Save row' }).click();
  await expect.poll(() => ledger.locator('[data-testid^="ledger-row-"]').count(), SETTLE).toBe(1);

  // End the turn on the page: the popup follows the board, now in the Confederate player-turn.
  await demo.getByRole('button', { name: 'End the Union player turn' }).click();
  await expect.poll(() => textOf(demo.locator('#end-turn')), SETTLE).toBe('End the Confederate player turn');
  await expect
    .poll(async () => {
      await record.click();
      const side = await ledger.getByLabel('Player-turn', { exact: true }).inputValue();
      if (side !== 'confederate') await ledger.getByRole('button', { name: 'Cancel' }).click();
      return side;
    }, SETTLE)
    .toBe('confederate');
  expect(await ledger.getByLabel('Game turn', { exact: true }).inputValue()).toBe('1');
  await ledger.getByRole('button', { name: 'Save row' }).click();
  await expect.poll(() => ledger.locator('[data-testid^="ledger-row-"]').count(), SETTLE).toBe(2);
  expect(await textOf(ledger.getByTestId('ledger-row-1'))).toMatch(/^1\s*Union/);
  expect(await textOf(ledger.getByTestId('ledger-row-2'))).toMatch(/^1\s*Confederate/);

  const chart = ledger.locator('svg[data-testid="vp-chart"]');
  await expect.poll(() => chart.count(), SETTLE).toBe(1);
  for (const side of ['union', 'confederate']) {
    const points = (await chart.locator(`polyline[data-side="${side}"]`).getAttribute('points')) ?? '';
    expect(points.split(' ')).toHaveLength(2);
  }

  // Kept in extension storage: a popup opened again shows both rows.
  await popup.reload();
  await popup.locator('section[aria-label="Victory points"] summary').click();
  await expect.poll(() => popup.locator('section[aria-label="Victory points"] [data-testid^="ledger-row-"]').count(), SETTLE).toBe(2);
  await demo.close();
  await popup.close();
  expect(s.errors).toEqual([]);
});
