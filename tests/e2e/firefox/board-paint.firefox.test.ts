import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { altClick, hexOnScreen, openDemoReading, placeCounter } from './demo-board-page.js';
import { SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

/**
 * Painting on the demo board in Firefox, as tests/e2e/board-paint.test.ts does it in Chromium: the popup opens
 * the paint bar on the page, woods is painted on L38 by a click and on L39 by keyboard (the cursor moved there
 * with an arrow key, Space), and the gun's reach the popup lists then stops at the painted woods. The site is
 * granted as board-demo.firefox.test.ts explains; the overlay's host carries what painting shows (data-paint-*).
 */
const started = useFirefox({ grantLoopback: true });

const paint = (demo: Page, name: string): Promise<string | null> => demo.$eval('adjutant-overlay', (e, n) => e.getAttribute(n), name).catch(() => null);

async function inView(demo: Page, hex: string): Promise<void> {
  await demo.evaluate((h) => [...document.querySelectorAll('#map .hex-labels text')].find((t) => t.textContent === h)?.scrollIntoView({ block: 'center', inline: 'center' }), hex);
}

it('paints woods on the demo board in Firefox by mouse and keyboard, and the gun’s reach stops at it', async () => {
  const s = started();
  // The players' agreed optional rule: the longer artillery reach (5 hexes, stopped by woods).
  const options = await s.openExtensionPage('options/options.html');
  await options.locator(named('checkbox', 'Increased range of influence for artillery')).click();
  await expect.poll(() => options.$eval('#rule-gettysburg-77-artillery-range-5', (e) => (e as HTMLInputElement).checked), SETTLE).toBe(true);
  await options.close();
  const { demo, popup } = await openDemoReading(s);
  // A tab in the background gets no animation frames, which puppeteer's locators wait for.
  await demo.bringToFront();
  await placeCounter(demo, 'Pegram', 'csa-pegram', 'L36', 3, 2);

  await popup.bringToFront();
  await popup.locator(named('button', 'Paint terrain on the board')).click();
  await demo.bringToFront();
  await expect.poll(() => paint(demo, 'data-paint'), SETTLE).toBe('on');
  expect(await paint(demo, 'data-paint-brush')).toBe('woods');

  await inView(demo, 'L38');
  const at = await hexOnScreen(demo, 'L38');
  await demo.mouse.click(at.x, at.y);
  await expect.poll(() => paint(demo, 'data-paint-marked'), SETTLE).toBe('1');
  expect(await paint(demo, 'data-paint-cursor')).toBe('L38');
  // Rows are letters on this map: the Down arrow moves the cursor to M38, the hex below; Space paints it.
  await demo.keyboard.press('ArrowDown');
  expect(await paint(demo, 'data-paint-cursor')).toBe('M38');
  await demo.keyboard.press(' ');
  await expect.poll(() => paint(demo, 'data-paint-marked'), SETTLE).toBe('2');
  await demo.keyboard.press('Escape');
  await expect.poll(() => countOf(demo, 'adjutant-overlay'), SETTLE).toBe(0);

  // The gun's reach reads the painted woods: under the optional rule Pegram reaches Devin (L40, four hexes) only
  // through L37, L38 and L39, and the woods on L38 stop the line.
  await altClick(demo, '#map [data-adjutant-unit="csa-pegram"]');
  await altClick(demo, '#map [data-adjutant-unit="usa-gamble"]');
  await expect.poll(() => textOf(popup, '[data-testid="board-selection"]'), SETTLE).toContain('Defending: Gamble (M34');
  await popup.bringToFront();
  await popup.locator(named('button', 'Use selected counters')).click();
  await popup.locator('section.artillery summary').click();
  await expect.poll(() => countOf(popup, '[data-testid="reach-targets"] li'), SETTLE).toBeGreaterThan(1);
  const devin = (await popup.$$eval('[data-testid="reach-targets"] li', (items) => items.map((li) => (li.textContent ?? '').trim()))).find((l) => l.startsWith('Devin'));
  expect(devin).toBe('Devin (L40, 4 hexes): not reached — blocked by L38');
  await demo.close();
  await popup.close();
  expect(await s.errors()).toEqual([]);
});
