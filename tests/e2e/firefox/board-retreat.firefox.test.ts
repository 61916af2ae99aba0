import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { altClick, placeCounter, setStrengths, openDemoReading } from './demo-board-page.js';
import { SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

/**
 * The retreat on the demo board in Firefox, as tests/e2e/board-retreat.test.ts does it in Chromium: the popup,
 * opened as a page for the demo's tab, lists the defender's retreats in rank order, and the page's overlay draws
 * as many arrows numbered with the same ranks. What differs in Firefox and is tested here: the popup reaches the
 * tab's content script with tabs.sendMessage from a moz-extension:// page, whose sender the content script checks.
 * The site is granted as board-demo.firefox.test.ts explains; the position is its (Archer onto L34 beside Gamble).
 */
const started = useFirefox({ grantLoopback: true });

const ranksDrawn = (demo: Page): Promise<string | null> => demo.$eval('adjutant-overlay', (e) => e.getAttribute('data-retreat-ranks')).catch(() => null);

it('draws the defender’s retreats on the demo board in Firefox, numbered with the ranks the popup lists', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s);

  // A tab in the background gets no animation frames, which puppeteer's locators wait for.
  await demo.bringToFront();
  await placeCounter(demo, 'Archer', 'csa-archer', 'L34', 8, 4);
  await setStrengths(demo, 'usa-gamble', 2, 1);
  await altClick(demo, '#map [data-adjutant-unit="csa-archer"]');
  await altClick(demo, '#map [data-adjutant-unit="usa-gamble"]');
  await expect.poll(() => textOf(popup, '[data-testid="board-selection"]'), SETTLE).toContain('Defending: Gamble (M34, strength 2)');

  await popup.bringToFront();
  await popup.locator(named('button', 'Use selected counters')).click();
  await expect.poll(() => textOf(popup, '[data-testid="odds"]'), SETTLE).toBe('2-1');
  await popup.locator('section.retreat summary').click();
  await expect.poll(() => countOf(popup, '[data-testid="retreat-options"] li'), SETTLE).toBeGreaterThan(0);
  const listed = await popup.$$eval('[data-testid="retreat-options"] li', (items) => items.map((li) => li.textContent ?? ''));
  const ranks = listed.map((line) => Number(/^Rank (\d+) /.exec(line.trim())?.[1]));
  expect(ranks.every((r) => Number.isInteger(r) && r >= 1)).toBe(true);
  expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);

  await expect.poll(() => ranksDrawn(demo), SETTLE).toBe(ranks.join(','));
  const refused = (await textOf(popup, 'section.retreat')).match(/Not [A-Z]+\d+:/g) ?? [];
  expect(await demo.$eval('adjutant-overlay', (e) => e.getAttribute('data-retreat-crosses'))).toBe(String(refused.length));

  // Closing the panel takes the retreat off the board.
  await popup.locator('section.retreat summary').click();
  await expect.poll(() => ranksDrawn(demo), SETTLE).toBeNull();
  expect(await countOf(demo, 'adjutant-overlay')).toBe(1);
  await demo.close();
  await popup.close();
  expect(await s.errors()).toEqual([]);
});
