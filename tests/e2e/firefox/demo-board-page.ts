import type { ElementHandle, Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { SETTLE, countOf, named, textOf, type FirefoxSession } from './firefox-session.js';

/**
 * What the Firefox end-to-end tests do on the demo board (examples/board/) as a player would, shared by the
 * tests that play on it: type into its side panel, find a tray counter or a hex, pick a counter, and find the
 * browser's id of its tab.
 */

/** Sets a value in the demo's side panel the way a player does: type, then leave the field. */
export async function setField(demo: Page, selector: string, value: string): Promise<void> {
  await demo.locator(selector).fill(value);
  await demo.keyboard.press('Tab');
}

/** A counter in the demo's off-map tray, by the unit's name. */
export async function trayCounter(demo: Page, name: string): Promise<ElementHandle<Element>> {
  const handle = await demo.waitForFunction(
    (wanted) => [...document.querySelectorAll('button.counter.chip')].find((b) => b.querySelector('.name')?.textContent === wanted),
    SETTLE,
    name,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`no ${name} in the demo's tray`);
  return element as ElementHandle<Element>;
}

/** Brings a counter from the demo's off-map tray onto a hex, with the strengths the player types from the counter. */
export async function placeCounter(demo: Page, name: string, id: string, hex: string, full: number, reduced: number): Promise<void> {
  await (await trayCounter(demo, name)).click();
  await demo.locator('#unit-where').fill('hex');
  await demo.locator('#unit-hex').fill(hex);
  await demo.locator('#where-form button[type="submit"]').click();
  await waitForAttribute(demo, `#map [data-adjutant-unit="${id}"]`, 'data-adjutant-hex', hex);
  await setField(demo, '#unit-full', String(full));
  await setField(demo, '#unit-reduced-value', String(reduced));
}

/** Moves a counter on the map to another hex, as the player does in the demo's side panel. */
export async function moveCounter(demo: Page, id: string, hex: string): Promise<void> {
  await demo.locator(`#map [data-adjutant-unit="${id}"]`).click();
  await demo.locator('#unit-where').fill('hex');
  await demo.locator('#unit-hex').fill(hex);
  await demo.locator('#where-form button[type="submit"]').click();
  await waitForAttribute(demo, `#map [data-adjutant-unit="${id}"]`, 'data-adjutant-hex', hex);
}

/** Types a counter's strengths on the map in the demo's side panel. */
export async function setStrengths(demo: Page, id: string, full: number, reduced: number): Promise<void> {
  await demo.locator(`#map [data-adjutant-unit="${id}"]`).click();
  await setField(demo, '#unit-full', String(full));
  await setField(demo, '#unit-reduced-value', String(reduced));
  await waitForAttribute(demo, `#map [data-adjutant-unit="${id}"]`, 'data-adjutant-strength', String(full));
}

/** Waits until the element's attribute has the value (the demo re-renders its map after each change). */
async function waitForAttribute(page: Page, selector: string, name: string, value: string): Promise<void> {
  await page.waitForFunction((sel, n, v) => document.querySelector(sel)?.getAttribute(n) === v, SETTLE, selector, name, value);
}

/** Alt+click, the way a player picks a counter for Adjutant. */
export async function altClick(page: Page, selector: string): Promise<void> {
  await page.keyboard.down('Alt');
  try {
    await page.locator(selector).click();
  } finally {
    await page.keyboard.up('Alt');
  }
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

/**
 * A counter as Adjutant last read it off the page in a tab, e.g. "L34 8" (its hex, or where it is off the map,
 * and its full strength), asked of the worker from the rules page, which reads no board itself (a popup would
 * keep what it reads as a look).
 *
 * A test that changes the board waits for it before it opens the popup: Adjutant reads the page a moment after a
 * change (debounced), and a popup opened as a page hides the board's tab, where Firefox holds timers back, so
 * that read can come a second after the popup opened. The popup would first keep the board without the last
 * change as a look, then compare the board read late with that look, not with the look before the turn. (The
 * toolbar popup leaves the page in view: the read comes in a quarter of a second.)
 */
export async function counterAsRead(asker: Page, tab: number, id: string): Promise<string> {
  return asker.evaluate(
    async (tabId, unitId) => {
      const reply = (await chrome.runtime.sendMessage({ type: 'tab-board', tabId })) as {
        state?: { reading?: { kind?: string; board?: { units?: { id: string; location: { kind: string; hex?: string }; strength: { full: number | null } }[] } } } | null;
      } | null;
      const reading = reply?.state?.reading;
      if (reading?.kind !== 'board') return `(no board read: ${reading?.kind ?? 'no state'})`;
      const unit = reading.board?.units?.find((u) => u.id === unitId);
      if (!unit) return `(no ${unitId} on the board read)`;
      return `${unit.location.hex ?? unit.location.kind} ${String(unit.strength.full)}`;
    },
    tab,
    id,
  );
}

/**
 * The demo board in one tab and the popup opened as a page for that tab (?tab=<id>), with reading turned on for
 * the loopback site and the board read: where the Firefox tests that play on the demo with the popup start.
 */
export async function openDemoReading(s: FirefoxSession): Promise<{ demo: Page; popup: Page }> {
  const demo = await s.openPage(`${s.examplesOrigin}/board/`);
  await expect.poll(() => countOf(demo, '#map [data-adjutant-unit]'), SETTLE).toBeGreaterThan(0);
  const finder = await s.openExtensionPage('popup/popup.html');
  const popup = await s.openExtensionPage(`popup/popup.html?tab=${await tabOf(finder, demo)}`);
  await finder.close();
  await popup.locator(named('switch', 'Read boards on 127.0.0.1')).click();
  await expect.poll(() => textOf(popup, '[data-testid="board-summary"]'), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  return { demo, popup };
}
