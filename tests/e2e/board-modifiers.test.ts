import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { openDemoReading, placeCounter } from './demo-board-page.js';
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

it('fills the modifiers panel from the demo board; switching the sunken-road line off changes the outcomes', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s, openPage);

  // Made-up strengths (the seed gives none): Stone on the sunken road, Archer next to it.
  await placeCounter(demo, 'Stone', 'usa-stone', 'Q36', 4, 2);
  await placeCounter(demo, 'Archer', 'csa-archer', 'P36', 8, 4);
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
