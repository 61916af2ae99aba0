import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { hexOnScreen, setField, tabOf } from './demo-board-page.js';
import { LOOPBACK, useGrantedSite } from './granted-site-session.js';

/**
 * End to end on the demo board (examples/board/): turn the site on from the popup, pick a Confederate
 * attacker and a Union defender on the page with Alt+click, see their odds in the popup, move a counter
 * and see the popup follow.
 *
 * Granting the site. In Chromium 156 (headless, Debian), chrome.permissions.request called in a real click
 * (page.click is a user gesture) opens the browser's permission prompt, and nothing in automation can
 * answer it: the promise stays pending. So this test loads a copy of dist/chrome whose manifest also lists
 * the loopback host under host_permissions: the browser grants that at load, and the popup's own
 * permissions.request for it then resolves true at once, without a prompt. Everything after that is the
 * product's path: the popup's switch, the worker registering the content script for the site and starting
 * it in the tab. The one difference: a host granted by the manifest cannot be given back, so turning the
 * site off says that the browser keeps its access (the product's message for that case).
 *
 * Which tab the popup reads: opened from the toolbar it reads the active tab; opened as a page, as here,
 * it is told the tab with ?tab=<id>.
 */

const { started, openPage } = useGrantedSite('adjutant-granted-');

it('reads the demo board, computes odds from counters picked on the page, and follows a move', async () => {
  const s = started();
  const demo = await openPage(`${s.origin}/board/`);
  await expect.poll(() => demo.locator('#map [data-adjutant-unit]').count(), SETTLE).toBeGreaterThan(0);

  // The popup, opened as a page, for the demo's tab.
  const finder = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html`);
  const popup = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${await tabOf(finder, demo)}`);
  await finder.close();
  await expect.poll(() => textOf(popup.getByTestId('board-status')), SETTLE).toBe('Adjutant is not reading this site.');
  expect(await demo.locator('adjutant-overlay').count()).toBe(0);

  // Turn the site on: the popup asks in the click, the worker registers the script and starts it in the tab.
  await popup.getByRole('switch', { name: 'Read boards on 127.0.0.1' }).click();
  await expect.poll(() => textOf(popup.getByTestId('site-switch-status')), SETTLE).toBe('Adjutant now reads boards on 127.0.0.1.');
  await expect.poll(() => textOf(popup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  expect(await textOf(popup.getByTestId('board-source'))).toBe('From the demo board: Gettysburg (1977) demo board');
  const registered = (await popup.evaluate(() => chrome.scripting.getRegisteredContentScripts())) as { matches?: string[] }[];
  expect(registered.map((r) => r.matches)).toEqual([[LOOPBACK]]);

  // The players type strengths in (the seed gives none): Archer brought onto the map next to Gamble (M34).
  await demo.getByRole('button', { name: /^Archer,/ }).click();
  await demo.locator('#unit-where').selectOption('hex');
  await demo.locator('#unit-hex').fill('L34');
  await demo.locator('#where-form button[type="submit"]').click();
  const archer = demo.locator('#map [data-adjutant-unit="csa-archer"]');
  await expect.poll(() => archer.getAttribute('data-adjutant-hex'), SETTLE).toBe('L34');
  await setField(demo, '#unit-full', '8');
  await setField(demo, '#unit-reduced-value', '4');
  const gamble = demo.locator('#map [data-adjutant-unit="usa-gamble"]');
  await gamble.click();
  await setField(demo, '#unit-full', '2');
  await setField(demo, '#unit-reduced-value', '1');
  await expect.poll(() => gamble.getAttribute('data-adjutant-strength'), SETTLE).toBe('2');

  // Alt+click: the first side picked attacks.
  await archer.click({ modifiers: ['Alt'] });
  await gamble.click({ modifiers: ['Alt'] });
  const picked = popup.getByTestId('board-selection');
  await expect.poll(() => textOf(picked), SETTLE).toContain('Attacking: Archer (L34, strength 8)');
  await expect.poll(() => textOf(picked), SETTLE).toContain('Defending: Gamble (M34, strength 2)');
  expect(await demo.locator('adjutant-overlay').count()).toBe(1);

  await popup.getByRole('button', { name: 'Use selected counters' }).click();
  // Archer 8 against Gamble 2, doubled as Union cavalry on defence: 8 to 4.
  await expect.poll(() => textOf(popup.getByTestId('odds')), SETTLE).toBe('2-1');
  expect(await textOf(popup.getByTestId('explanation'))).toContain('Gamble is Union cavalry');
  expect(await popup.getByLabel('Attacker 1 name', { exact: true }).inputValue()).toBe('Archer');
  expect(await popup.getByLabel('Defender 1 name', { exact: true }).inputValue()).toBe('Gamble');

  // A second tab of the demo: the site's registered content script starts there on its own as the page loads.
  const other = await openPage(`${s.origin}/board/`);
  const otherArcher = other.locator('#map [data-adjutant-unit="csa-archer"]');
  await expect.poll(() => otherArcher.getAttribute('data-adjutant-hex'), SETTLE).toBe('L34');
  const otherTab = await tabOf(popup, other);
  const otherPopup = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${otherTab}`);
  await expect.poll(() => textOf(otherPopup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  await otherPopup.close();

  // Drag Archer one hex on in the second tab: the demo syncs the first, and the popup follows without being reopened.
  await otherArcher.scrollIntoViewIfNeeded();
  const from = await otherArcher.boundingBox();
  const to = await hexOnScreen(other, 'K34');
  if (!from) throw new Error('Archer is not on screen');
  await other.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await other.mouse.down();
  await other.mouse.move(to.x, to.y, { steps: 8 });
  await other.mouse.up();
  await expect.poll(() => archer.getAttribute('data-adjutant-hex'), SETTLE).toBe('K34');
  await expect.poll(() => textOf(picked), SETTLE).toContain('Attacking: Archer (K34, strength 8)');
  await other.close();

  // Turning the site off takes the overlay away; a host granted by the manifest stays with the browser.
  await popup.getByRole('switch', { name: 'Read boards on 127.0.0.1' }).click();
  await expect.poll(() => textOf(popup.getByTestId('site-switch-status')), SETTLE).toContain('Adjutant no longer reads boards on 127.0.0.1.');
  await expect.poll(() => demo.locator('adjutant-overlay').count(), SETTLE).toBe(0);
  await expect.poll(() => textOf(popup.getByTestId('board-status')), SETTLE).toBe('Adjutant is not reading this site.');
  expect(await popup.evaluate(() => chrome.scripting.getRegisteredContentScripts())).toEqual([]);
  await demo.close();
  await popup.close();
  expect(s.errors).toEqual([]);
});

it('takes one look at a page whose site is off (what "Check this page" does with activeTab), and follows nothing', async () => {
  const s = started();
  const demo = await openPage(`${s.origin}/board/`);
  await expect.poll(() => demo.locator('#map [data-adjutant-unit]').count(), SETTLE).toBeGreaterThan(0);
  const popupPage = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html`);
  const tabId = await tabOf(popupPage, demo);
  // The worker's probe injects the same file into the active tab; here the test injects it into the demo's tab.
  const pong: unknown = await popupPage.evaluate(async (id) => {
    await chrome.scripting.executeScript({ target: { tabId: id }, files: ['content/content.js'] });
    return chrome.tabs.sendMessage(id, { type: 'content-ping' });
  }, tabId);
  expect(pong).toEqual({ type: 'content-pong', host: new URL(s.origin).host, board: true });

  const popup = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${tabId}`);
  await expect.poll(() => textOf(popup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');
  expect(await textOf(popup.locator('section.board'))).toContain('That was a one-time look');
  expect(await popup.getByRole('switch', { name: 'Read boards on 127.0.0.1' }).isChecked()).toBe(false);

  // Not following: a modifier-click is the page's own, and nothing is drawn.
  await demo.locator('#map [data-adjutant-unit="usa-devin"]').click({ modifiers: ['Alt'] });
  await demo.locator('#map [data-adjutant-unit="usa-gamble"]').click({ modifiers: ['Alt'] });
  expect(await demo.locator('adjutant-overlay').count()).toBe(0);
  expect(await textOf(popup.getByTestId('board-selection'))).toContain('Alt+click');
  expect(s.errors).toEqual([]);
});

it('"Check this page" from the popup opened as a tab looks at the web page beside it, and says what it does', async () => {
  const s = started();
  const demo = await openPage(`${s.origin}/board/`);
  await expect.poll(() => demo.locator('#map [data-adjutant-unit]').count(), SETTLE).toBeGreaterThan(0);
  const popup = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html`);
  await popup.bringToFront();
  const check = popup.getByRole('button', { name: 'Check this page' });
  expect(await check.getAttribute('aria-describedby')).toBe('page-check-what');
  expect(await textOf(popup.locator('#page-check-what'))).toContain('read-only');
  await check.click();
  // Before, the worker refused a request from its page in a tab, and the popup said "an answer of the wrong shape".
  await expect.poll(() => textOf(popup.getByTestId('page-check')), SETTLE).toBe(`This page (${new URL(s.origin).host}) shows a board Adjutant can read.`);
  expect(s.errors).toEqual([]);
});

it('brings the last battle back when the popup for a tab opens again (it closes at every click into the board)', async () => {
  const s = started();
  const demo = await openPage(`${s.origin}/board/`);
  const finder = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html`);
  const tabId = await tabOf(finder, demo);
  await finder.close();
  const first = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${tabId}`);
  await first.getByRole('combobox', { name: 'Game', exact: true }).selectOption('gettysburg-77');
  await first.getByLabel('Attack strength', { exact: true }).fill('10');
  await first.getByLabel('Defence strength', { exact: true }).fill('14');
  await expect.poll(() => textOf(first.getByTestId('odds')), SETTLE).toBe('1-2');
  // Kept a moment after the last key, in the browser's session storage.
  await first.waitForTimeout(600);
  await first.close();

  const again = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${tabId}`);
  await expect.poll(() => again.getByLabel('Attack strength', { exact: true }).inputValue(), SETTLE).toBe('10');
  expect(await again.getByLabel('Defence strength', { exact: true }).inputValue()).toBe('14');
  await expect.poll(() => textOf(again.getByTestId('odds')), SETTLE).toBe('1-2');
  expect(s.errors).toEqual([]);
});
