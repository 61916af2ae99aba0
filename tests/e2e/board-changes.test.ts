import { expect, it } from 'vitest';
import { SETTLE, textOf } from './extension-browser.js';
import { openDemoReading, placeCounter, setStrengths } from './demo-board-page.js';
import { useGrantedSite } from './granted-site-session.js';

/**
 * Issue 16 end to end on the demo board: the popup reads the board (a first look), closes, the opponent's turn
 * happens on the page (Archer comes on at L34 beside Gamble), and the popup opened again lists what changed;
 * then the planner, asked for the Confederates, gives Archer's attack on Gamble with its odds.
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

  const again = await openPage(url);
  const bar2 = again.getByRole('navigation', { name: 'Calculators' }).getByRole('button');
  await expect.poll(() => textOf(again.getByTestId('changes-when')), SETTLE).toMatch(/^since your last look, /);
  await bar2.filter({ hasText: 'Changes' }).click();
  await expect.poll(() => textOf(again.getByTestId('changes')), SETTLE).toContain('Archer at L34');

  await bar2.filter({ hasText: 'Plan' }).click();
  await again.getByLabel('Attacking side').selectOption('confederate');
  // Archer 8 against Gamble 2, doubled as Union cavalry on defence: 8 to 4, 2-1.
  await expect.poll(() => textOf(again.getByTestId('plans')), SETTLE).toContain('Archer against Gamble: 2-1');
  await demo.close();
  await again.close();
  expect(s.errors).toEqual([]);
});
