import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import type { GrantedSession } from './granted-site-session.js';

/**
 * What the end-to-end tests do on the demo board (examples/board/) as a player would, shared by the tests that
 * play on it in Chromium: type into its side panel, find a hex on screen, bring a counter onto the map, and find
 * the browser's id of its tab.
 */

/** Sets a value in the demo's side panel the way a player does: type, then leave the field. */
export async function setField(demo: Page, selector: string, value: string): Promise<void> {
  await demo.locator(selector).fill(value);
  await demo.locator(selector).press('Tab');
}

/** Where a hex's centre is on the screen, from the demo map's own label for it. */
export async function hexOnScreen(demo: Page, label: string): Promise<{ x: number; y: number }> {
  return demo.evaluate((hex) => {
    const text = [...document.querySelectorAll('#map .hex-labels text')].find((t) => t.textContent === hex);
    const svg = document.querySelector<SVGSVGElement>('#map');
    const m = svg?.getScreenCTM();
    if (!text || !m) throw new Error(`no hex ${hex} on the demo map`);
    // The label sits 12.5 units above the hex centre (map-view.js).
    const x = Number(text.getAttribute('x'));
    const y = Number(text.getAttribute('y')) + 12.5;
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  }, label);
}

/**
 * The browser's id of the tab showing a page, asked from an extension page: the test knows the page by a mark
 * it leaves in its address (the loopback host is granted, so the extension may see the address).
 */
export async function tabOf(extensionPage: Page, page: Page): Promise<number> {
  const mark = `tab-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((m) => history.replaceState(null, '', `#${m}`), mark);
  const tabs = (await extensionPage.evaluate(() => chrome.tabs.query({ url: 'http://127.0.0.1/board/*' }))) as { id?: number; url?: string }[];
  const id = tabs.find((t) => t.url?.endsWith(`#${mark}`))?.id;
  if (id === undefined) throw new Error('the page has no tab the extension can see');
  return id;
}

/** Brings a counter from the demo's off-map tray onto a hex, with the strengths the player types from the counter. */
export async function placeCounter(demo: Page, name: string, id: string, hex: string, full: number, reduced: number): Promise<void> {
  await demo.getByRole('button', { name: new RegExp(`^${name},`) }).click();
  await demo.locator('#unit-where').selectOption('hex');
  await demo.locator('#unit-hex').fill(hex);
  await demo.locator('#where-form button[type="submit"]').click();
  await demo.locator(`#map [data-adjutant-unit="${id}"][data-adjutant-hex="${hex}"]`).waitFor();
  await setField(demo, '#unit-full', String(full));
  await setField(demo, '#unit-reduced-value', String(reduced));
  await demo.locator(`#map [data-adjutant-unit="${id}"][data-adjutant-strength="${full}"]`).waitFor();
}

/** Moves a counter already on the map to another hex, through the demo's side panel (as a player would by dragging). */
export async function moveCounter(demo: Page, id: string, hex: string): Promise<void> {
  await demo.locator(`#map [data-adjutant-unit="${id}"]`).click();
  await demo.locator('#unit-where').selectOption('hex');
  await demo.locator('#unit-hex').fill(hex);
  await demo.locator('#where-form button[type="submit"]').click();
  await demo.locator(`#map [data-adjutant-unit="${id}"][data-adjutant-hex="${hex}"]`).waitFor();
}

/** Types a counter's strengths on the map in the demo's side panel. */
export async function setStrengths(demo: Page, id: string, full: number, reduced: number): Promise<void> {
  await demo.locator(`#map [data-adjutant-unit="${id}"]`).click();
  await setField(demo, '#unit-full', String(full));
  await setField(demo, '#unit-reduced-value', String(reduced));
  await demo.locator(`#map [data-adjutant-unit="${id}"][data-adjutant-strength="${full}"]`).waitFor();
}

/**
 * The demo board in one tab and the popup opened as a page for that tab (?tab=<id>), with reading turned on for
 * the loopback site and the board read: where every test that plays on the demo with the popup starts.
 */
export async function openDemoReading(s: GrantedSession, openPage: (url: string) => Promise<Page>): Promise<{ demo: Page; popup: Page }> {
  const demo = await openPage(`${s.origin}/board/`);
  await expect.poll(() => demo.locator('#map [data-adjutant-unit]').count(), SETTLE).toBeGreaterThan(0);
  const finder = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html`);
  const popup = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${await tabOf(finder, demo)}`);
  await finder.close();
  await popup.getByRole('switch', { name: 'Read boards on 127.0.0.1' }).click();
  await expect.poll(() => textOf(popup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  return { demo, popup };
}

/**
 * The battle several tests play on the demo: Archer 8 (4) brought onto L34 beside Gamble 2 (1) at M34, both
 * Alt+clicked and put in the popup's battle; Union cavalry doubles on defence, so 8 against 4 gives 2-1.
 */
export async function archerAgainstGamble(demo: Page, popup: Page): Promise<void> {
  await placeCounter(demo, 'Archer', 'csa-archer', 'L34', 8, 4);
  await setStrengths(demo, 'usa-gamble', 2, 1);
  await demo.locator('#map [data-adjutant-unit="csa-archer"]').click({ modifiers: ['Alt'] });
  await demo.locator('#map [data-adjutant-unit="usa-gamble"]').click({ modifiers: ['Alt'] });
  await expect.poll(() => textOf(popup.getByTestId('board-selection')), SETTLE).toContain('Defending: Gamble (M34, strength 2)');
  await popup.getByRole('button', { name: 'Use selected counters' }).click();
  await expect.poll(() => textOf(popup.getByTestId('odds')), SETTLE).toBe('2-1');
}
