import { expect, it } from 'vitest';
import { SETTLE, countOf, named, textOf, useFirefox } from './firefox-session.js';

/**
 * The rules page in Firefox: the page Firefox's sidebar shows (and a tab, from the context menu or the adj
 * keyword), searched as a player types, and opened on a query.
 */

const started = useFirefox();
const FOUND = 'ol[aria-label="Rules found"] > li';

it('finds the breastworks rules as a player types the word into the rules page', async () => {
  const s = started();
  const page = await s.openExtensionPage('popup/rules.html');
  await page.locator(named('searchbox', 'Search the rules')).fill('breastworks');
  await expect.poll(() => countOf(page, FOUND), SETTLE).toBeGreaterThan(0);
  expect((await textOf(page, FOUND)).toLowerCase()).toContain('breastworks');
  expect(await textOf(page, '.rules-search [role="status"]')).toMatch(/^(\d+|Best \d+) found\.$/);

  // Reading a found rule in full shows it on its own, under its title and citation.
  const title = await page.$eval(`${FOUND}:has(button.rule-link) strong`, (e) => e.textContent ?? '');
  await page.locator(`${FOUND} button.rule-link`).click();
  await expect.poll(() => textOf(page, 'article.rule-entry h3'), SETTLE).toBe(title);
  expect(await countOf(page, FOUND)).toBe(0);
  expect(await s.errors()).toEqual([]);
});

it('opened on ?q=breastworks (as the context menu and the adj keyword open it), searches every game', async () => {
  const s = started();
  const page = await s.openExtensionPage('popup/rules.html?q=breastworks');
  await expect.poll(() => page.$eval('input[type="search"]', (e) => (e as HTMLInputElement).value).catch(() => ''), SETTLE).toBe('breastworks');
  await expect.poll(() => countOf(page, FOUND), SETTLE).toBeGreaterThan(0);
  expect((await textOf(page, FOUND)).toLowerCase()).toContain('breastworks');
  expect(await page.$eval('.rules-search input[type="checkbox"]', (e) => (e as HTMLInputElement).checked)).toBe(false);
  expect(await s.errors()).toEqual([]);
});

it('shows its search every time it opens: none of eight loads is left on "Loading…"', async () => {
  // Firefox left about 4 in 10 of these pages on "Loading…" while the page imported the search's code on load.
  const s = started();
  const shown: string[] = [];
  for (let n = 0; n < 8; n++) {
    const page = await s.openExtensionPage(n % 2 === 0 ? 'popup/rules.html' : 'popup/rules.html?q=hill');
    await expect.poll(() => countOf(page, '.rules-search input[type="search"]'), SETTLE).toBe(1);
    shown.push(await textOf(page, '.rules-search [data-loading]'));
    await page.close();
  }
  expect(shown.filter((t) => !t.startsWith('('))).toEqual([]);
  expect(await s.errors()).toEqual([]);
});
