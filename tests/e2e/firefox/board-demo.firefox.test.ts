import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { altClick, hexOnScreen, setField, tabOf, trayCounter } from './demo-board-page.js';
import { LOOPBACK, SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

/**
 * End to end on the demo board (examples/board/) in Firefox: turn the site on from the popup, pick a
 * Confederate attacker and a Union defender on the page with Alt+click, see their odds in the popup, see a
 * second tab start reading on its own and the popup follow a move, and turn the site off.
 *
 * Granting the site. A temporary add-on installed over WebDriver BiDi gets the hosts its manifest lists under
 * host_permissions at install (Firefox 127 and later grant them then, with no prompt to answer); an origin
 * under optional_host_permissions would need Firefox's permission prompt, which automation cannot answer. So,
 * as the Chromium test does, the session installs a copy of dist/firefox whose manifest also lists the
 * loopback host. The popup's own permissions.request for it then resolves true at once, and everything after
 * is the product's path. Unlike Chromium, Firefox lets an add-on give such a host back, so turning the site off
 * takes the access away here as it does for a site granted from the switch.
 *
 * Which tab the popup reads: opened from the toolbar it reads the active tab; opened as a page, as here, it is
 * told the tab with ?tab=<id>.
 */

const started = useFirefox({ grantLoopback: true });

async function hexOf(page: Page, unit: string): Promise<string | null> {
  return page.$eval(`#map [data-adjutant-unit="${unit}"]`, (e) => e.getAttribute('data-adjutant-hex')).catch(() => null);
}

it('reads the demo board in Firefox, computes odds from counters picked on the page, and follows a move', async () => {
  const s = started();
  const demo = await s.openPage(`${s.examplesOrigin}/board/`);
  await expect.poll(() => countOf(demo, '#map [data-adjutant-unit]'), SETTLE).toBeGreaterThan(0);

  // The popup, opened as a page, for the demo's tab.
  const finder = await s.openExtensionPage('popup/popup.html');
  const popup = await s.openExtensionPage(`popup/popup.html?tab=${await tabOf(finder, demo)}`);
  await finder.close();
  await expect.poll(() => textOf(popup, '[data-testid="board-status"]'), SETTLE).toBe('Adjutant is not reading this site.');
  expect(await countOf(demo, 'adjutant-overlay')).toBe(0);

  // Turn the site on: the popup asks in the click, the worker registers the script and starts it in the tab.
  await popup.locator(named('switch', 'Read boards on 127.0.0.1')).click();
  await expect.poll(() => textOf(popup, '[data-testid="site-switch-status"]'), SETTLE).toBe('Adjutant now reads boards on 127.0.0.1.');
  await expect.poll(() => textOf(popup, '[data-testid="board-summary"]'), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  expect(await textOf(popup, '[data-testid="board-source"]')).toBe('From the demo board: Gettysburg (1977) demo board');
  const registered = (await popup.evaluate(() => chrome.scripting.getRegisteredContentScripts())) as { matches?: string[] }[];
  expect(registered.map((r) => r.matches)).toEqual([[LOOPBACK]]);

  // The players type strengths in (the seed gives none): Archer brought onto the map next to Gamble (M34).
  // A player looks at the tab they work in; a tab in the background gets no animation frames, which puppeteer's
  // locators wait for.
  await demo.bringToFront();
  await (await trayCounter(demo, 'Archer')).click();
  await demo.locator('#unit-where').fill('hex');
  await demo.locator('#unit-hex').fill('L34');
  await demo.locator('#where-form button[type="submit"]').click();
  await expect.poll(() => hexOf(demo, 'csa-archer'), SETTLE).toBe('L34');
  await setField(demo, '#unit-full', '8');
  await setField(demo, '#unit-reduced-value', '4');
  await demo.locator('#map [data-adjutant-unit="usa-gamble"]').click();
  await setField(demo, '#unit-full', '2');
  await setField(demo, '#unit-reduced-value', '1');
  await expect
    .poll(() => demo.$eval('#map [data-adjutant-unit="usa-gamble"]', (e) => e.getAttribute('data-adjutant-strength')).catch(() => null), SETTLE)
    .toBe('2');

  // Alt+click: the first side picked attacks.
  await altClick(demo, '#map [data-adjutant-unit="csa-archer"]');
  await altClick(demo, '#map [data-adjutant-unit="usa-gamble"]');
  const picked = '[data-testid="board-selection"]';
  await expect.poll(() => textOf(popup, picked), SETTLE).toContain('Attacking: Archer (L34, strength 8)');
  await expect.poll(() => textOf(popup, picked), SETTLE).toContain('Defending: Gamble (M34, strength 2)');
  expect(await countOf(demo, 'adjutant-overlay')).toBe(1);

  await popup.bringToFront();
  await popup.locator(named('button', 'Use selected counters')).click();
  // Archer 8 against Gamble 2, doubled as Union cavalry on defence: 8 to 4.
  await expect.poll(() => textOf(popup, '[data-testid="odds"]'), SETTLE).toBe('2-1');
  expect(await textOf(popup, '[data-testid="explanation"]')).toContain('Gamble is Union cavalry');
  // The form folds to its one line once filled from the board: the rows are named there.
  expect(await textOf(popup, '[data-testid="battle-line"]')).toBe('1 attacker (Archer) against 1 defender (Gamble)');

  // A second tab of the demo: the site's registered content script starts there on its own as the page loads.
  const other = await s.openPage(`${s.examplesOrigin}/board/`);
  await expect.poll(() => hexOf(other, 'csa-archer'), SETTLE).toBe('L34');
  const otherPopup = await s.openExtensionPage(`popup/popup.html?tab=${await tabOf(popup, other)}`);
  await expect.poll(() => textOf(otherPopup, '[data-testid="board-summary"]'), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  await otherPopup.close();

  // Drag Archer one hex on in the second tab: the demo syncs the first, and the popup follows without being reopened.
  await other.bringToFront();
  const otherArcher = await other.waitForSelector('#map [data-adjutant-unit="csa-archer"]', SETTLE);
  if (!otherArcher) throw new Error('Archer is not on the second tab');
  await otherArcher.scrollIntoView();
  const from = await otherArcher.boundingBox();
  const to = await hexOnScreen(other, 'K34');
  if (!from) throw new Error('Archer is not on screen');
  await other.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await other.mouse.down();
  await other.mouse.move(to.x, to.y, { steps: 8 });
  await other.mouse.up();
  await expect.poll(() => hexOf(demo, 'csa-archer'), SETTLE).toBe('K34');
  await expect.poll(() => textOf(popup, picked), SETTLE).toContain('Attacking: Archer (K34, strength 8)');
  await other.close();

  // Turning the site off takes the overlay away and gives the host back to the browser.
  await popup.bringToFront();
  await popup.locator(named('switch', 'Read boards on 127.0.0.1')).click();
  await expect.poll(() => textOf(popup, '[data-testid="site-switch-status"]'), SETTLE).toBe('Adjutant no longer reads boards on 127.0.0.1.');
  await expect.poll(() => countOf(demo, 'adjutant-overlay'), SETTLE).toBe(0);
  await expect.poll(() => textOf(popup, '[data-testid="board-status"]'), SETTLE).toBe('Adjutant is not reading this site.');
  expect(await popup.evaluate(() => chrome.scripting.getRegisteredContentScripts())).toEqual([]);
  expect(await popup.evaluate((origin) => chrome.permissions.contains({ origins: [origin] }), LOOPBACK)).toBe(false);
  expect(await s.errors()).toEqual([]);
});
