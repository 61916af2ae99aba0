import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Worker } from 'playwright-core';
import { expect, it } from 'vitest';
import { CHROME_DIR, FIREFOX_DIR, SETTLE, textOf, useExtension } from './extension-browser.js';

/**
 * The ways to reach the rules page: the page itself on a query, and the context menu and the omnibox that
 * open it. Automation cannot click a context menu or type in the address bar, so the tests fire the
 * browser's own events (`onClicked.dispatch`, `onInputEntered.dispatch`) in the service worker: the
 * listeners the worker registered run exactly as on a real click or Enter.
 */

const started = useExtension();

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** The query of the first rules page open in a tab, or null while there is none. */
function rulesTabQuery(context: BrowserContext, extensionId: string): string | null {
  const page = context.pages().find((p) => p.url().startsWith(`chrome-extension://${extensionId}/popup/rules.html`));
  return page ? new URL(page.url()).searchParams.get('q') : null;
}

async function closeRulesTabs(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) if (page.url().includes('/popup/rules.html')) await page.close();
}

it('the rules page opened on ?q=breastworks searches every game and lists the breastworks rules', async () => {
  const s = started();
  const page = await s.openExtensionPage('popup/rules.html?q=breastworks');
  await expect.poll(() => page.getByRole('searchbox', { name: 'Search the rules' }).inputValue(), SETTLE).toBe('breastworks');
  const found = page.getByRole('list', { name: 'Rules found' }).getByRole('listitem');
  await expect.poll(() => found.count(), SETTLE).toBeGreaterThan(0);
  expect((await textOf(found.first())).toLowerCase()).toContain('breastworks');
  expect(await page.getByRole('checkbox').isChecked()).toBe(false);
  expect(s.pageErrors).toEqual([]);
  await page.close();
});

it('both manifests carry the context menu permission, the adj keyword, the shortcuts and a side panel or sidebar', () => {
  const chrome = readJson(join(CHROME_DIR, 'manifest.json'));
  expect(chrome.permissions).toEqual(expect.arrayContaining(['contextMenus', 'sidePanel']));
  expect(chrome.omnibox).toEqual({ keyword: 'adj' });
  expect(chrome.side_panel).toEqual({ default_path: 'popup/rules.html' });
  expect(chrome).not.toHaveProperty('sidebar_action');
  expect(Object.keys(chrome.commands as object).sort()).toEqual(['_execute_action', 'open-side-panel']);
  expect(chrome.commands).toMatchObject({ _execute_action: { suggested_key: { default: 'Alt+Shift+A' } } });

  const firefox = readJson(join(FIREFOX_DIR, 'manifest.json'));
  expect(firefox.permissions).toContain('contextMenus');
  expect(firefox.permissions).not.toContain('sidePanel');
  expect(firefox.omnibox).toEqual({ keyword: 'adj' });
  expect(firefox).not.toHaveProperty('side_panel');
  expect(firefox.sidebar_action).toMatchObject({ default_panel: 'popup/rules.html' });
  expect(Object.keys(firefox.commands as object).sort()).toEqual(['_execute_action', '_execute_sidebar_action']);
});

it('"Look up in Adjutant" on selected text opens the rules page on that text, trimmed and capped', async () => {
  const s = started();
  const worker = await serviceWorker(s.context);
  // The item is created when the extension is installed; updating it fails if it is not there.
  await expect
    .poll(() => worker.evaluate(() => chrome.contextMenus.update('adjutant-look-up', {}).then(() => 'there', (e: Error) => e.message)), SETTLE)
    .toBe('there');

  const board = await s.context.newPage();
  await board.goto(`${s.examplesOrigin}/`);
  await closeRulesTabs(s.context);
  // No real click here, so Chromium refuses the side panel and the lookup falls back to a tab.
  await worker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    const info = { menuItemId: 'adjutant-look-up', selectionText: '\n  breastworks  ', editable: false, pageUrl: tab?.url ?? '' };
    (chrome.contextMenus.onClicked as unknown as { dispatch(i: unknown, t: unknown): void }).dispatch(info, tab);
  });
  await expect.poll(() => rulesTabQuery(s.context, s.extensionId), SETTLE).toBe('breastworks');
  const rules = s.context.pages().find((p) => p.url().includes('/popup/rules.html'));
  await expect.poll(async () => (rules ? rules.getByRole('list', { name: 'Rules found' }).getByRole('listitem').count() : 0), SETTLE).toBeGreaterThan(0);

  await closeRulesTabs(s.context);
  await worker.evaluate(() => {
    const info = { menuItemId: 'adjutant-look-up', selectionText: 'zone '.repeat(100), editable: false, pageUrl: '' };
    (chrome.contextMenus.onClicked as unknown as { dispatch(i: unknown, t: unknown): void }).dispatch(info, undefined);
  });
  await expect.poll(() => rulesTabQuery(s.context, s.extensionId)?.length ?? 0, SETTLE).toBeGreaterThan(0);
  expect(rulesTabQuery(s.context, s.extensionId)?.length).toBeLessThanOrEqual(200);
  await closeRulesTabs(s.context);
  await board.close();
});

it('Enter after the adj keyword opens the rules page on the typed words', async () => {
  const s = started();
  const worker = await serviceWorker(s.context);
  await closeRulesTabs(s.context);
  await worker.evaluate(() => {
    (chrome.omnibox.onInputEntered as unknown as { dispatch(t: string, d: string): void }).dispatch('  zone of control ', 'newForegroundTab');
  });
  await expect.poll(() => rulesTabQuery(s.context, s.extensionId), SETTLE).toBe('zone of control');
  await closeRulesTabs(s.context);
  expect(s.pageErrors).toEqual([]);
});
