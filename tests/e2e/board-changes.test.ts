import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { moveCounter, openDemoReading, placeCounter, setStrengths } from './demo-board-page.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * Issue 16 end to end on the demo board: the popup reads the board (a first look), closes, the opponent's turn
 * happens on the page (Archer comes on at L34 beside Gamble, Devin moves from L40 to L41), and the popup opened
 * again lists what changed and draws it on the page, one change at a time when stepped; then the planner, asked
 * for the Confederates, gives Archer's attack on Gamble with its odds, drawn as an arrow from L34 to M34.
 *
 * The overlay's root is closed to the page and to the test: its host carries what the arrows layer drew
 * (data-arrows-kind, data-arrows, data-arrow-spots, data-arrows-step).
 */
const { started, openPage } = useGrantedSite('adjutant-changes-');

it('lists what changed since the last look, and plans the battles on the board', async () => {
  const s = started();
  const { demo, popup } = await openDemoReading(s, openPage);
  const bar = popup.getByRole('navigation', { name: 'Calculators' }).getByRole('button');
  await expect.poll(() => bar.allTextContents(), SETTLE).toContain('Changes');
  await expect.poll(() => textOf(popup.getByTestId('changes-when')), SETTLE).toContain('first look');
  const url = popup.url();
  await popup.close();

  await placeCounter(demo, 'Archer', 'csa-archer', 'L34', 8, 4);
  await setStrengths(demo, 'usa-gamble', 2, 1);
  await moveCounter(demo, 'usa-devin', 'L41');

  const again = await openPage(url);
  const bar2 = again.getByRole('navigation', { name: 'Calculators' }).getByRole('button');
  await expect.poll(() => textOf(again.getByTestId('changes-when')), SETTLE).toMatch(/^since your last look, /);
  await bar2.filter({ hasText: 'Changes' }).click();
  await expect.poll(() => textOf(again.getByTestId('changes')), SETTLE).toContain('Archer at L34');
  await expect.poll(() => textOf(again.getByTestId('changes')), SETTLE).toContain('Devin: L40 → L41');

  // On the page: Devin's move as an arrow, Archer's arrival as a mark; stepping draws one change at a time.
  const overlay = demo.locator('adjutant-overlay');
  // With nothing drawn the overlay leaves the page: no element, so no kind.
  const drawnKind = async (): Promise<string | null> => ((await overlay.count()) === 0 ? null : overlay.getAttribute('data-arrows-kind'));
  await expect.poll(drawnKind, SETTLE).toBe('changes');
  expect(await overlay.getAttribute('data-arrows')).toBe('1');
  expect(Number(await overlay.getAttribute('data-arrow-spots'))).toBeGreaterThanOrEqual(1);
  expect(await overlay.getAttribute('data-arrows-step')).toBe('all');
  await again.getByRole('button', { name: 'Next change' }).click();
  await expect.poll(() => overlay.getAttribute('data-arrows-step'), SETTLE).toBe('0');
  expect(await textOf(again.getByTestId('board-step'))).toMatch(/^On the board, change 1 of \d+: Devin moved L40 → L41/);
  // Closing the part takes the changes off the page.
  await again.locator('section.changes summary').click();
  await expect.poll(drawnKind, SETTLE).toBeNull();

  await bar2.filter({ hasText: 'Plan' }).click();
  await again.getByLabel('Attacking side').selectOption('confederate');
  // Archer 8 against Gamble 2, doubled as Union cavalry on defence: 8 to 4, 2-1.
  await expect.poll(() => textOf(again.getByTestId('plans')), SETTLE).toContain('Archer against Gamble: 2-1');
  // The best plan on the page: one arrow, Archer's hex to Gamble's, and Gamble's hex marked with the battle's odds.
  await expect.poll(drawnKind, SETTLE).toBe('plan');
  expect(await overlay.getAttribute('data-arrows')).toBe('1');
  expect(await overlay.getAttribute('data-arrow-spots')).toBe('1');
  await demo.close();
  await again.close();
  expect(s.errors).toEqual([]);
});
