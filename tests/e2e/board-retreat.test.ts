import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { archerAgainstGamble, hexOnScreen, openDemoReading } from './demo-board-page.js';
import { SETTLE, textOf } from './extension-browser.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * End to end on the demo board (examples/board/), a Gettysburg (1977) board: the popup's Retreat panel shows
 * the defender's retreats in rank order, and the page's overlay draws the same retreats, numbered with the same
 * ranks, with a cross on each hex the unit may not enter. The site is granted as in board-demo.test.ts (which
 * says why), and the popup is opened as a page for the demo's tab (?tab=<id>).
 *
 * The position is board-demo.test.ts's: Archer brought onto L34 beside Gamble (M34). Gamble retreats directly
 * away from Archer, so through N34. The demo publishes the terrain of its sunken road only, so the 1977 rules ask
 * (never guess) whether N34 and the hexes past it are town hexes and on the map, and what Gamble's own hex is:
 * the questions stand beside the options, which the panel lists meanwhile, so nothing needs answering here.
 *
 * The overlay's root is closed to the page and to the test: its host carries what the retreat layer drew
 * (data-retreat-ranks, data-retreat-crosses), and the page's own hit testing (elementFromPoint) tells where the
 * overlay takes the pointer: on a cross, and nowhere else.
 */
const { started, openPage } = useGrantedSite('adjutant-retreat-');

/** What the page's hit testing finds at a point: Adjutant's overlay host, or the page's own element. */
async function hitAt(demo: Page, p: { x: number; y: number }): Promise<string> {
  return demo.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    return el === null ? 'nothing' : el.tagName.toLowerCase() === 'adjutant-overlay' ? 'overlay' : 'page';
  }, p);
}

it('draws the defender’s retreats on the demo board, numbered with the ranks the popup lists, and takes them off again', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s, openPage);

  // The players type strengths in (the seed gives none): Archer 8 (4) onto L34, Gamble 2 (1) where it set up.
  await archerAgainstGamble(demo, popup);
  const overlay = demo.locator('adjutant-overlay');
  expect(await overlay.getAttribute('data-retreat-ranks')).toBeNull();

  // The Retreat panel, for the defender (offered first).
  const retreatSummary = popup.locator('section.retreat summary').first();
  await retreatSummary.click();
  await expect.poll(() => popup.locator('[data-testid="retreat-options"] li').count(), SETTLE).toBeGreaterThan(0);
  expect(await popup.getByLabel('Unit that retreats').inputValue()).toBe('usa-gamble');
  const listed = await popup.locator('[data-testid="retreat-options"] li').allTextContents();
  const ranks = listed.map((line) => Number(/^Rank (\d+) /.exec(line.trim())?.[1]));
  // In rank order, each a number.
  expect(ranks.every((r) => Number.isInteger(r) && r >= 1)).toBe(true);
  expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  expect(listed.every((line) => /N34/.test(line))).toBe(true);

  // The page draws as many numbered arrows, with the same ranks in the same order.
  await expect.poll(() => overlay.getAttribute('data-retreat-ranks'), SETTLE).toBe(ranks.join(','));
  const refused = ((await popup.locator('section.retreat').textContent()) ?? '').match(/Not [A-Z]+\d+:/g) ?? [];
  expect(refused.length).toBeGreaterThan(0);
  expect(await overlay.getAttribute('data-retreat-crosses')).toBe(String(refused.length));
  expect(await overlay.count()).toBe(1);

  // The overlay takes the pointer on a cross only: L34's sits in L34 on Gamble's side (three tenths of a hex
  // from its centre), while Archer's and Gamble's counters and the arrows' hexes stay the page's.
  const l34 = await hexOnScreen(demo, 'L34');
  const m34 = await hexOnScreen(demo, 'M34');
  const cross = { x: l34.x + 0.3 * (m34.x - l34.x), y: l34.y + 0.3 * (m34.y - l34.y) };
  expect(await hitAt(demo, cross)).toBe('overlay');
  expect(await hitAt(demo, l34)).toBe('page');
  expect(await hitAt(demo, m34)).toBe('page');
  expect(await hitAt(demo, await hexOnScreen(demo, 'N34'))).toBe('page');

  // Closing the panel takes the retreat off the board; the picked counters stay marked.
  await retreatSummary.click();
  await expect.poll(() => overlay.getAttribute('data-retreat-ranks'), SETTLE).toBeNull();
  expect(await overlay.count()).toBe(1);
  await retreatSummary.click();
  await expect.poll(() => overlay.getAttribute('data-retreat-ranks'), SETTLE).toBe(ranks.join(','));

  // Picking other counters on the page is another battle: the retreat shown goes.
  await demo.locator('#map [data-adjutant-unit="usa-gamble"]').click({ modifiers: ['Alt'] });
  await expect.poll(() => overlay.getAttribute('data-retreat-ranks'), SETTLE).toBeNull();
  expect(await overlay.count()).toBe(1);

  await demo.close();
  await popup.close();
  expect(s.errors).toEqual([]);
});
