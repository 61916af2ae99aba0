import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { placeCounter, setStrengths, openDemoReading, tabOf } from './demo-board-page.js';
import { SETTLE, countOf, textOf, useFirefox } from './firefox-session.js';

/**
 * Issue 16's drawing on the board in Firefox, as tests/e2e/board-changes.test.ts does it in Chromium: the popup,
 * opened as a page for the demo's tab, reads the board (a first look); Archer comes onto L34 beside Gamble; the
 * Changes part then draws Archer's arrival on the page, and the Plan part, for the Confederates, draws the best
 * plan's one battle as an arrow from L34 to M34 with Gamble's hex marked. What differs in Firefox and is tested
 * here: `show-arrows` goes with tabs.sendMessage from a moz-extension:// page, whose sender the content script checks.
 */
const started = useFirefox({ grantLoopback: true });

/** What the arrows layer shows: its kind, arrows and marks; null when the overlay is not on the page. */
const drawn = (demo: Page): Promise<string | null> =>
  demo.$eval('adjutant-overlay', (e) => (e.hasAttribute('data-arrows-kind') ? `${e.getAttribute('data-arrows-kind')} ${e.getAttribute('data-arrows')} ${e.getAttribute('data-arrow-spots')}` : null)).catch(() => null);

it('draws what changed and the best plan on the demo board in Firefox, and takes each off when its part closes', async () => {
  const s = started();
  const { demo, popup: first } = await openDemoReading(s);
  await expect.poll(() => textOf(first, '[data-testid="changes-when"]'), SETTLE).toContain('first look');
  await first.close();

  await demo.bringToFront();
  await placeCounter(demo, 'Archer', 'csa-archer', 'L34', 8, 4);
  await setStrengths(demo, 'usa-gamble', 2, 1);

  // The popup opened again: since the first look, Archer arrived.
  const finder = await s.openExtensionPage('popup/popup.html');
  const popup = await s.openExtensionPage(`popup/popup.html?tab=${await tabOf(finder, demo)}`);
  await finder.close();
  await expect.poll(() => textOf(popup, '[data-testid="changes-when"]'), SETTLE).toMatch(/^since your last look, /);
  await popup.locator('section.changes summary').click();
  await expect.poll(() => textOf(popup, '[data-testid="changes"]'), SETTLE).toContain('Archer at L34');
  await expect.poll(() => drawn(demo), SETTLE).toMatch(/^changes 0 [1-9]/);
  await popup.locator('section.changes summary').click();
  await expect.poll(() => drawn(demo), SETTLE).toBeNull();

  await popup.locator('section.plan summary').click();
  await popup.select('#plan-side', 'confederate');
  await expect.poll(() => textOf(popup, '[data-testid="plans"]'), SETTLE).toContain('Archer against Gamble: 2-1');
  await expect.poll(() => drawn(demo), SETTLE).toBe('plan 1 1');
  await popup.locator('section.plan summary').click();
  await expect.poll(() => drawn(demo), SETTLE).toBeNull();
  expect(await countOf(popup, '[data-testid="plans"]')).toBe(0);
  await demo.close();
  await popup.close();
  expect(await s.errors()).toEqual([]);
});
