import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { openDemoReading } from './demo-board-page.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * The victory-point ledger end to end on the demo board: record the end of the Union player-turn from the
 * page, end the turn on the page, record the Confederate one, and see both rows and the chart. The loopback
 * site is granted through a copy of the manifest, as in board-demo.test.ts (which says why).
 */


const { started, openPage } = useGrantedSite('adjutant-ledger-');

it('records two player-turns of the demo board in the ledger and charts them', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s, openPage);

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
