import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { altClick, placeCounter, setStrengths, openDemoReading } from './demo-board-page.js';
import { SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

/**
 * A gun's reach on the demo board in Firefox, as tests/e2e/board-artillery.test.ts does it in Chromium: the
 * popup, opened as a page for the demo's tab, lists each enemy unit within 5 hexes of Pegram (on L36) reached or
 * not, and the page's overlay draws a line to each with the same verdicts, over the Union ranges of influence
 * shaded. The site is granted as board-demo.firefox.test.ts explains.
 */
const started = useFirefox({ grantLoopback: true });

const shotsDrawn = (demo: Page): Promise<string | null> => demo.$eval('adjutant-overlay', (e) => e.getAttribute('data-artillery-shots')).catch(() => null);

const VERDICT = { reached: 'eligible', 'not reached': 'not-eligible', undecided: 'undecided' } as const;

it('draws the gun’s lines on the demo board in Firefox with the verdicts the popup lists', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s);

  // A tab in the background gets no animation frames, which puppeteer's locators wait for.
  await demo.bringToFront();
  await placeCounter(demo, 'Pegram', 'csa-pegram', 'L36', 3, 2);
  await setStrengths(demo, 'usa-gamble', 2, 1);
  await altClick(demo, '#map [data-adjutant-unit="csa-pegram"]');
  await altClick(demo, '#map [data-adjutant-unit="usa-gamble"]');
  await expect.poll(() => textOf(popup, '[data-testid="board-selection"]'), SETTLE).toContain('Defending: Gamble (M34');

  await popup.bringToFront();
  await popup.locator(named('button', 'Use selected counters')).click();
  await popup.locator('section.artillery summary').click();
  await expect.poll(() => countOf(popup, '[data-testid="reach-targets"] li'), SETTLE).toBeGreaterThan(1);
  const listed = (await popup.$$eval('[data-testid="reach-targets"] li', (items) => items.map((li) => li.textContent ?? ''))).map((line) => {
    const m = /^(.+) \(([A-Z]+\d+), \d+ hex(?:es)?\): (reached|not reached|undecided) — /.exec(line.trim());
    if (!m) throw new Error(`unexpected line: ${line}`);
    return `${VERDICT[m[3] as keyof typeof VERDICT]}:${m[2]}`;
  });
  expect(listed).toContain('eligible:M34');
  expect(listed).toContain('not-eligible:L40');
  await expect.poll(() => shotsDrawn(demo), SETTLE).toBe(listed.join(' '));
  expect(Number(await demo.$eval('adjutant-overlay', (e) => e.getAttribute('data-artillery-shade')))).toBeGreaterThan(0);

  // Closing the panel takes them off the board.
  await popup.locator('section.artillery summary').click();
  await expect.poll(() => shotsDrawn(demo), SETTLE).toBeNull();
  await demo.close();
  await popup.close();
  expect(await s.errors()).toEqual([]);
});
