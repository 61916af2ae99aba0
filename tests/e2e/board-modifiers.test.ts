import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * End to end on the demo board: a Union brigade set on the sunken road (Q36), a Confederate one next to it
 * (P36), both picked with Alt+click, and the popup's modifiers panel filled from the board: the sunken-road
 * line is there with its reason and rule, and switching it off moves the outcome chart.
 *
 * The site is granted the way board-demo.test.ts explains: a copy of dist/chrome whose manifest lists the
 * loopback host, so the popup's own permission request resolves without the prompt automation cannot answer.
 */

const PROTECTED = 'Use: a defending combat unit (not Union cavalry) is in breastworks, a town hex or a sunken-road hex';

const { started, openPage } = useGrantedSite('adjutant-granted-');

/** Sets a value in the demo's side panel the way a player does: type, then leave the field. */
async function setField(demo: Page, selector: string, value: string): Promise<void> {
  await demo.locator(selector).fill(value);
  await demo.locator(selector).press('Tab');
}

/** Brings a counter waiting off the map onto a hex with the demo's panel, and types its strengths. */
async function place(demo: Page, name: string, id: string, hex: string, full: string, reduced: string): Promise<void> {
  await demo.getByRole('button', { name: new RegExp(`^${name},`) }).click();
  await demo.locator('#unit-where').selectOption('hex');
  await demo.locator('#unit-hex').fill(hex);
  await demo.locator('#where-form button[type="submit"]').click();
  const counter = demo.locator(`#map [data-adjutant-unit="${id}"]`);
  await expect.poll(() => counter.getAttribute('data-adjutant-hex'), SETTLE).toBe(hex);
  await setField(demo, '#unit-full', full);
  await setField(demo, '#unit-reduced-value', reduced);
  await expect.poll(() => counter.getAttribute('data-adjutant-strength'), SETTLE).toBe(full);
}

/** The browser's id of the demo's tab, found from an extension page by a mark left in the page's address. */
async function tabOf(extensionPage: Page, page: Page): Promise<number> {
  const mark = `tab-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((m) => history.replaceState(null, '', `#${m}`), mark);
  const tabs = (await extensionPage.evaluate(() => chrome.tabs.query({ url: 'http://127.0.0.1/board/*' }))) as { id?: number; url?: string }[];
  const id = tabs.find((t) => t.url?.endsWith(`#${mark}`))?.id;
  if (id === undefined) throw new Error('the page has no tab the extension can see');
  return id;
}

it('fills the modifiers panel from the demo board; switching the sunken-road line off changes the outcomes', async () => {
  const s = started();
  const demo = await openPage(`${s.origin}/board/`);
  await expect.poll(() => demo.locator('#map [data-adjutant-unit]').count(), SETTLE).toBeGreaterThan(0);

  const finder = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html`);
  const popup = await openPage(`chrome-extension://${s.extensionId}/popup/popup.html?tab=${await tabOf(finder, demo)}`);
  await finder.close();
  await popup.getByRole('switch', { name: 'Read boards on 127.0.0.1' }).click();
  await expect.poll(() => textOf(popup.getByTestId('board-summary')), SETTLE).toContain('Gettysburg (1977), Intermediate Game');

  // Made-up strengths (the seed gives none): Stone on the sunken road, Archer next to it.
  await place(demo, 'Stone', 'usa-stone', 'Q36', '4', '2');
  await place(demo, 'Archer', 'csa-archer', 'P36', '8', '4');
  await demo.locator('#map [data-adjutant-unit="csa-archer"]').click({ modifiers: ['Alt'] });
  await demo.locator('#map [data-adjutant-unit="usa-stone"]').click({ modifiers: ['Alt'] });
  const picked = popup.getByTestId('board-selection');
  await expect.poll(() => textOf(picked), SETTLE).toContain('Attacking: Archer (P36, strength 8)');
  await expect.poll(() => textOf(picked), SETTLE).toContain('Defending: Stone (Q36, strength 4)');

  await popup.getByRole('button', { name: 'Use selected counters' }).click();
  await expect.poll(() => textOf(popup.getByTestId('odds')), SETTLE).toBe('2-1');
  const panel = popup.getByRole('region', { name: 'Modifiers' });
  const line = panel.getByRole('checkbox', { name: PROTECTED, exact: true });
  await expect.poll(() => line.isChecked(), SETTLE).toBe(true);
  const lineText = await textOf(line.locator('xpath=ancestor::li[1]'));
  expect(lineText).toContain('Stone (Q36) is in a sunken-road hex');
  expect(lineText).toContain('Breastworks 2');
  expect(await textOf(popup.getByTestId('modifier-total'))).toBe('+1');
  // The demo publishes no elevations: the panel asks rather than guesses.
  expect(await popup.getByLabel('Elevation of Q36', { exact: true }).count()).toBe(1);

  const chart = popup.getByTestId('outcome-chart');
  const before = await chart.getAttribute('aria-label');
  await line.uncheck();
  await expect.poll(() => textOf(popup.getByTestId('modifier-total')), SETTLE).toBe('0');
  await expect.poll(() => chart.getAttribute('aria-label'), SETTLE).not.toBe(before);
  expect(await textOf(popup.getByTestId('explanation'))).toContain('Switched off by hand (+1)');

  await demo.close();
  await popup.close();
  expect(s.errors).toEqual([]);
});
