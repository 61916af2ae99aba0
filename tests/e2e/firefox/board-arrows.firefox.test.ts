import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { counterAsRead, moveCounter, openDemoReading, placeCounter, setStrengths, tabOf } from './demo-board-page.js';
import { SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

/**
 * Issue 16's drawing on the board in Firefox, as tests/e2e/board-changes.test.ts does it in Chromium: the popup,
 * opened as a page for the demo's tab, reads the board (a first look) and closes; the opponent's turn happens on
 * the page (Archer comes onto L34 beside Gamble, Devin moves from L40 to L41); the popup opened again lists what
 * changed and draws it on the page, one change at a time when stepped; the Plan part, for the Confederates,
 * draws the best plan's one battle as an arrow from L34 to M34 with Gamble's hex marked. What differs in Firefox
 * and is tested here: `show-arrows` goes with tabs.sendMessage from a moz-extension:// page, whose sender the
 * content script checks.
 *
 * The overlay's root is closed: its host carries what the arrows layer drew (data-arrows-kind, data-arrows,
 * data-arrow-spots, data-arrows-step), and leaves the page when nothing is drawn.
 */
const started = useFirefox({ grantLoopback: true });

/** An attribute of the arrows layer's host; null when there is no overlay on the page (nothing drawn). */
const overlayAttribute = (demo: Page, name: string): Promise<string | null> =>
  demo.evaluate((n) => document.querySelector('adjutant-overlay')?.getAttribute(n) ?? null, name);

it('lists what changed since the last look, draws it and the best plan on the demo board in Firefox, and takes each off when its part closes', async () => {
  const s = started();
  const { demo, popup: first } = await openDemoReading(s);
  await expect.poll(() => textOf(first, '[data-testid="changes-when"]'), SETTLE).toContain('first look');
  // The tab, found now: a popup opened later without one would read the board itself, a look of its own.
  const tab = await tabOf(first, demo);
  // Read before each extension page closes: its record of errors goes with it.
  expect(await s.errors()).toEqual([]);
  await first.close();

  const asker = await s.openExtensionPage('popup/rules.html');
  await demo.bringToFront();
  await placeCounter(demo, 'Archer', 'csa-archer', 'L34', 8, 4);
  await setStrengths(demo, 'usa-gamble', 2, 1);
  await moveCounter(demo, 'usa-devin', 'L41');
  // The popup opens on the board as Adjutant has read it: the turn must be in (counterAsRead says why).
  await expect.poll(() => counterAsRead(asker, tab, 'csa-archer'), SETTLE).toBe('L34 8');
  await expect.poll(() => counterAsRead(asker, tab, 'usa-gamble'), SETTLE).toBe('M34 2');
  await expect.poll(() => counterAsRead(asker, tab, 'usa-devin'), SETTLE).toMatch(/^L41 /);
  expect(await s.errors()).toEqual([]);
  await asker.close();

  // The popup opened again: since the first look, Archer arrived and Devin moved.
  const popup = await s.openExtensionPage(`popup/popup.html?tab=${tab}`);
  await expect.poll(() => textOf(popup, '[data-testid="changes-when"]'), SETTLE).toMatch(/^since your last look, /);
  await popup.locator('section.changes summary').click();
  await expect.poll(() => textOf(popup, '[data-testid="changes"]'), SETTLE).toContain('Archer at L34');
  await expect.poll(() => textOf(popup, '[data-testid="changes"]'), SETTLE).toContain('Devin: L40 → L41');

  // On the page: Devin's move as an arrow, Archer's arrival as a mark; stepping draws one change at a time.
  await expect.poll(() => overlayAttribute(demo, 'data-arrows-kind'), SETTLE).toBe('changes');
  expect(await overlayAttribute(demo, 'data-arrows')).toBe('1');
  expect(Number(await overlayAttribute(demo, 'data-arrow-spots'))).toBeGreaterThanOrEqual(1);
  expect(await overlayAttribute(demo, 'data-arrows-step')).toBe('all');
  await popup.locator(named('button', 'Next change')).click();
  await expect.poll(() => overlayAttribute(demo, 'data-arrows-step'), SETTLE).toBe('0');
  expect(await textOf(popup, '[data-testid="board-step"]')).toMatch(/^On the board, change 1 of \d+: Devin moved L40 → L41/);
  // Closing the part takes the changes off the page.
  await popup.locator('section.changes summary').click();
  await expect.poll(() => overlayAttribute(demo, 'data-arrows-kind'), SETTLE).toBeNull();

  await popup.locator('section.plan summary').click();
  await popup.select('#plan-side', 'confederate');
  // Archer 8 against Gamble 2, doubled as Union cavalry on defence: 8 to 4, 2-1.
  await expect.poll(() => textOf(popup, '[data-testid="plans"]'), SETTLE).toContain('Archer against Gamble: 2-1');
  // The best plan on the page: one arrow, Archer's hex to Gamble's, and Gamble's hex marked with the battle's odds.
  await expect.poll(() => overlayAttribute(demo, 'data-arrows-kind'), SETTLE).toBe('plan');
  expect(await overlayAttribute(demo, 'data-arrows')).toBe('1');
  expect(await overlayAttribute(demo, 'data-arrow-spots')).toBe('1');
  await popup.locator('section.plan summary').click();
  await expect.poll(() => overlayAttribute(demo, 'data-arrows-kind'), SETTLE).toBeNull();
  expect(await countOf(popup, '[data-testid="plans"]')).toBe(0);
  const errors = await s.errors();
  await demo.close();
  await popup.close();
  expect(errors).toEqual([]);
});
