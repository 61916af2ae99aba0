import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { archerAgainstGamble, openDemoReading } from './demo-board-page.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * The popup at the size a toolbar popup has (380 by 600): in every state the answer is on the first screen
 * without scrolling. Screenshots of each state go to test-results/popup-size/ (for the closing note
 * and for a person to look at); the assertions are on the layout boxes, so they hold without a person.
 */

const { started, openPage } = useGrantedSite('adjutant-size-');
const WIDTH = 380;
const HEIGHT = 600;
const SHOTS = join(process.cwd(), 'test-results', 'popup-size');

/** True when the element's box lies wholly inside what the popup shows now (boxes are relative to the viewport). */
async function inView(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= HEIGHT && box.x >= 0 && box.x + box.width <= WIDTH;
}

async function noSidewaysOn(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

async function top(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

it('shows the answer on the first screen of a 380 by 600 popup: empty, a battle from the board, its retreat, the battle again after closing, and a tally', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s, openPage);
  // A toolbar popup grows by its scrollbar's width: the page keeps 380 px beside it, as the real popup does.
  const bar = await popup.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  await popup.setViewportSize({ width: WIDTH + bar, height: HEIGHT });
  const noSideways = () => noSidewaysOn(popup);

  // Empty: what to do, the form, and the board's button, all on the first screen.
  await expect.poll(() => textOf(popup.getByTestId('board-line')), SETTLE).toContain('Turn 1');
  await top(popup);
  expect(await inView(popup.getByTestId('hint'))).toBe(true);
  expect(await inView(popup.getByLabel('Attack strength', { exact: true }))).toBe(true);
  expect(await inView(popup.getByRole('button', { name: 'Use selected counters' }))).toBe(true);
  expect(await noSideways()).toBe(true);
  await shot(popup, 'empty');

  await archerAgainstGamble(demo, popup);

  // A battle from the board: the odds, the chart with the next column, the losses and what the next column
  // needs, on the first screen; the form folded to its line.
  await top(popup);
  for (const id of ['odds', 'outcome-chart', 'next-column-head', 'expected-losses', 'next-column']) expect(await inView(popup.getByTestId(id)), id).toBe(true);
  expect(await textOf(popup.getByTestId('battle-line'))).toBe('1 attacker (Archer) against 1 defender (Gamble)');
  expect(await popup.getByLabel('Attacker 1 name', { exact: true }).isVisible()).toBe(false);
  expect(await noSideways()).toBe(true);
  await shot(popup, 'battle');

  // Every calculator one click away on the bar, the battle's retreat marked; each opens in view.
  const calculators = popup.getByRole('navigation', { name: 'Calculators' }).getByRole('button');
  expect(await calculators.allTextContents()).toEqual(['Odds', 'Modifiers', 'Retreat (this battle can end in a retreat)', 'Artillery', 'Changes', 'Plan', 'VP', 'Rules']);
  for (const [name, part] of [['Modifiers', 'part-modifiers'], ['Artillery', 'part-artillery'], ['VP', 'part-victory'], ['Rules', 'part-rules'], ['Odds', 'part-odds']] as const) {
    await calculators.filter({ hasText: name }).click();
    const heading = popup.locator(`#${part} h2`).first();
    await expect.poll(() => inView(heading), SETTLE).toBe(true);
  }

  // The retreat: one click on the bar opens it, and its ranked retreats are in view.
  await calculators.filter({ hasText: 'Retreat' }).click();
  await expect.poll(() => popup.locator('[data-testid="retreat-options"] li').count(), SETTLE).toBeGreaterThan(0);
  await shot(popup, 'retreat');
  expect(await inView(popup.getByTestId('retreat-summary'))).toBe(true);
  expect(await inView(popup.locator('[data-testid="retreat-options"] li').first())).toBe(true);

  // Closed (it closes at every click into the board) and opened again for the tab: the battle is back, its
  // answer on the first screen and its form folded.
  const url = popup.url();
  await popup.close();
  const reopened = await openPage(url);
  await reopened.setViewportSize({ width: WIDTH + bar, height: HEIGHT });
  await expect.poll(() => textOf(reopened.getByTestId('odds')), SETTLE).toBe('2-1');
  await top(reopened);
  expect(await inView(reopened.getByTestId('odds'))).toBe(true);
  expect(await inView(reopened.getByTestId('outcome-chart'))).toBe(true);
  expect(await textOf(reopened.getByTestId('battle-line'))).toBe('1 attacker (Archer) against 1 defender (Gamble)');

  // Cemetery Hill: its cavalry-exit tally one click away, the award and the total in view.
  await reopened.getByLabel('Game', { exact: true }).selectOption('cemetery-hill');
  const bar2 = reopened.getByRole('navigation', { name: 'Calculators' }).getByRole('button');
  await bar2.filter({ hasText: 'Cavalry' }).click();
  await reopened.getByLabel('Turn 10, Confederate cavalry exits').fill('3');
  await reopened.getByLabel('Turn 11, Union cavalry exits').fill('1');
  await expect.poll(() => textOf(reopened.getByTestId('cavalry-total')), SETTLE).toBe('Total: 50 VP to the Confederates');
  await reopened.getByLabel('Turn 11, Union cavalry exits').blur();
  await shot(reopened, 'cavalry-exits');
  expect(await inView(reopened.getByTestId('cavalry-total'))).toBe(true);
  expect(await inView(reopened.getByTestId('cavalry-award-11'))).toBe(true);
  expect(await noSidewaysOn(reopened)).toBe(true);

  await demo.close();
  await reopened.close();
  expect(s.errors).toEqual([]);
});
