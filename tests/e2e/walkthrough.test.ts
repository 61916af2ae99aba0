import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { G77_WALKTHROUGH } from '../../src/engine/rules/walkthrough-g77.js';
import { SETTLE, textOf, useExtension } from './extension-browser.js';

/**
 * The "Learn a turn" walkthrough on the rules page, beside the demo board: every step can be read and
 * opens its rules, and going through all of them leaves the board's published state exactly as it was.
 */

const started = useExtension();

/** The board the demo page publishes in Adjutant's open format, as text. */
function publishedBoard(board: Page): Promise<string> {
  return board.evaluate(() => document.querySelector('script[type="application/vnd.adjutant.board+json"]')?.textContent ?? '');
}

it('walks through every step of a Gettysburg (1977) player-turn without touching the demo board', async () => {
  const s = started();
  const board = await s.context.newPage();
  await board.goto(`${s.examplesOrigin}/board/`);
  await expect.poll(() => publishedBoard(board), SETTLE).toContain('adjutant-board/1');
  const before = await publishedBoard(board);
  expect(await board.getByRole('link', { name: 'Learn a turn with Adjutant' }).count()).toBe(1);

  const rules = await s.openExtensionPage('popup/rules.html?walkthrough=1');
  const walkthrough = rules.getByRole('region', { name: 'Learn a turn' });
  const status = walkthrough.getByRole('status');
  const ruleButtons = walkthrough.getByRole('list', { name: 'Rules for this step' }).getByRole('button', { name: /^Rule / });
  const next = walkthrough.getByRole('button', { name: 'Next', exact: true });
  const total = G77_WALKTHROUGH.length;

  for (let n = 1; n <= total; n++) {
    await expect.poll(() => textOf(status), SETTLE).toBe(`Step ${n} of ${total}`);
    await expect.poll(() => textOf(walkthrough.getByRole('heading', { level: 3 })), SETTLE).toBe(G77_WALKTHROUGH[n - 1]?.title);
    await expect.poll(() => ruleButtons.count(), SETTLE).toBeGreaterThan(0);
    if (n < total) await next.click();
  }
  expect(await next.isDisabled()).toBe(true);

  // A Rule button opens that entry in the rules search below the walkthrough.
  const firstRule = ruleButtons.first();
  const label = (await firstRule.textContent())?.trim() ?? '';
  await firstRule.click();
  await expect.poll(() => rules.getByRole('article', { name: label }).count(), SETTLE).toBe(1);

  // Back works from the keyboard too.
  await walkthrough.getByRole('button', { name: 'Back', exact: true }).focus();
  await rules.keyboard.press('Enter');
  await expect.poll(() => textOf(status), SETTLE).toBe(`Step ${total - 1} of ${total}`);

  // Advisory only: the board's published state has not changed by a byte.
  expect(await publishedBoard(board)).toBe(before);
  expect(s.pageErrors).toEqual([]);
  await rules.close();
  await board.close();
});

it('the rules page without ?walkthrough=1 offers a "Learn a turn" button that starts it', async () => {
  const s = started();
  const rules = await s.openExtensionPage('popup/rules.html');
  const start = rules.getByRole('button', { name: 'Learn a turn' });
  await expect.poll(() => start.count(), SETTLE).toBe(1);
  await start.click();
  await expect.poll(() => textOf(rules.getByRole('region', { name: 'Learn a turn' }).getByRole('status')), SETTLE).toBe(`Step 1 of ${G77_WALKTHROUGH.length}`);
  expect(s.pageErrors).toEqual([]);
  await rules.close();
});
