import { expect, it } from 'vitest';
import { SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

const started = useFirefox();

it('gives 1-2 odds, the next column and four outcomes for 10 against 14 in Gettysburg (1977), in Firefox', async () => {
  const s = started();
  const popup = await s.openExtensionPage('popup/popup.html');
  await popup.locator(named('combobox', 'Game')).fill('gettysburg-77');
  await popup.locator(named('spinbutton', 'Attack strength')).fill('10');
  await popup.locator(named('spinbutton', 'Defence strength')).fill('14');

  await expect.poll(() => textOf(popup, '[data-testid="odds"]'), SETTLE).toBe('1-2');
  // 3-4 needs 14 × 3/4 = 10.5, so an attack of 11
  const next = await textOf(popup, '[data-testid="next-column"]');
  expect(next).toContain('3-4');
  expect(next).toContain('11');
  // rolls 1–6 in the 1-2 column give EXC, EXC + AR, A1 and AR + A1
  await expect.poll(() => countOf(popup, 'svg[data-testid="outcome-chart"] rect[data-result]'), SETTLE).toBe(4);
  expect(await s.errors()).toEqual([]);
});

it('would see an error thrown in an extension page (so the check above can fail)', async () => {
  const s = started();
  const popup = await s.openExtensionPage('popup/popup.html');
  await popup.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown on purpose by the test');
    }, 0);
  });
  await expect.poll(() => s.errors(), SETTLE).toEqual([expect.stringContaining('thrown on purpose by the test')]);
});
