import { expect, it } from 'vitest';
import { placeCounter, setStrengths, openDemoReading } from './demo-board-page.js';
import { SETTLE, textOf } from './extension-browser.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * End to end on the demo board (examples/board/), a Gettysburg (1977) board: the popup's Artillery panel gives a
 * gun's reach (each enemy unit within 5 hexes, reached or not), and the page's overlay draws a line to each of
 * them with the same verdicts in the same order, over the enemy's ranges of influence shaded. The site is granted
 * as in board-demo.test.ts, and the popup is opened as a page for the demo's tab (?tab=<id>), as in
 * board-retreat.test.ts.
 *
 * The position: Pegram's guns brought onto L36, two hexes from Gamble (M34) and four from Devin (L40). The
 * optional longer artillery reach is not in play, so Pegram reaches 3 hexes: Gamble, not Devin.
 *
 * The overlay's root is closed to the page and to the test: its host carries what the artillery layer drew
 * (data-artillery-shots, data-artillery-shade).
 */
const { started, openPage } = useGrantedSite('adjutant-artillery-');

const VERDICT = { reached: 'eligible', 'not reached': 'not-eligible', undecided: 'undecided' } as const;

it('draws the gun’s lines on the demo board with the verdicts the popup lists, over the enemy’s ranges shaded, and takes them off again', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s, openPage);

  await placeCounter(demo, 'Pegram', 'csa-pegram', 'L36', 3, 2);
  await setStrengths(demo, 'usa-gamble', 2, 1);
  await demo.locator('#map [data-adjutant-unit="csa-pegram"]').click({ modifiers: ['Alt'] });
  await demo.locator('#map [data-adjutant-unit="usa-gamble"]').click({ modifiers: ['Alt'] });
  await expect.poll(() => textOf(popup.getByTestId('board-selection')), SETTLE).toContain('Defending: Gamble (M34');
  await popup.getByRole('button', { name: 'Use selected counters' }).click();
  const overlay = demo.locator('adjutant-overlay');
  expect(await overlay.getAttribute('data-artillery-shots')).toBeNull();

  const summary = popup.locator('section.artillery summary').first();
  await summary.click();
  await expect.poll(() => popup.locator('[data-testid="reach-targets"] li').count(), SETTLE).toBeGreaterThan(1);
  expect(await popup.getByLabel('Gun').inputValue()).toBe('csa-pegram');
  const listed = (await popup.locator('[data-testid="reach-targets"] li').allTextContents()).map((line) => {
    const m = /^(.+) \(([A-Z]+\d+), \d+ hex(?:es)?\): (reached|not reached|undecided) — /.exec(line.trim());
    if (!m) throw new Error(`unexpected line: ${line}`);
    return { name: m[1], hex: m[2], verdict: VERDICT[m[3] as keyof typeof VERDICT] };
  });
  expect(listed.find((t) => t.name === 'Gamble')).toEqual({ name: 'Gamble', hex: 'M34', verdict: 'eligible' });
  expect(listed.find((t) => t.name === 'Devin')).toEqual({ name: 'Devin', hex: 'L40', verdict: 'not-eligible' });

  // The page draws a line to each, with the same verdicts in the same order, and shades the Union ranges.
  await expect.poll(() => overlay.getAttribute('data-artillery-shots'), SETTLE).toBe(listed.map((t) => `${t.verdict}:${t.hex}`).join(' '));
  const shaded = Number(await overlay.getAttribute('data-artillery-shade'));
  const summaryText = await textOf(popup.getByTestId('influence-summary'));
  expect(summaryText).toMatch(/^\d+ hexes inside union ranges of influence/);
  expect(shaded).toBe(Number(/^(\d+)/.exec(summaryText)?.[1]));
  expect(await overlay.count()).toBe(1);

  // Closing the panel takes them off; opening it again draws them again.
  await summary.click();
  await expect.poll(() => overlay.getAttribute('data-artillery-shots'), SETTLE).toBeNull();
  await summary.click();
  await expect.poll(() => overlay.getAttribute('data-artillery-shots'), SETTLE).toBe(listed.map((t) => `${t.verdict}:${t.hex}`).join(' '));

  // Escape on the page takes them off with the picked counters: nothing is left to draw, so the overlay goes.
  await demo.keyboard.press('Escape');
  await expect.poll(() => overlay.count(), SETTLE).toBe(0);

  await demo.close();
  await popup.close();
  expect(s.errors).toEqual([]);
});
