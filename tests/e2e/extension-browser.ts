import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchExtension } from '../../src/tools/chromium.mjs';
import { serveFolder } from '../../src/tools/serve-static.mjs';

/**
 * The end-to-end harness: the built extension (dist/chrome) in a real headless Chromium, launched the way
 * `npm start` launches it, plus examples/ served on loopback. Without Chromium the tests fail with how to
 * install it; they never skip.
 */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CHROME_DIR = join(ROOT, 'dist', 'chrome');
export const FIREFOX_DIR = join(ROOT, 'dist', 'firefox');

export interface ExtensionSession {
  readonly context: BrowserContext;
  readonly extensionId: string;
  /** Where examples/ is served, e.g. http://127.0.0.1:40123 */
  readonly examplesOrigin: string;
  /** Uncaught errors thrown by any page opened through `openExtensionPage`. */
  readonly pageErrors: readonly string[];
  /** Opens a page of the extension by its path in dist/chrome, e.g. "popup/popup.html". */
  openExtensionPage(path: string): Promise<Page>;
  close(): Promise<void>;
}

export async function startExtension(): Promise<ExtensionSession> {
  if (!existsSync(join(CHROME_DIR, 'manifest.json'))) {
    throw new Error('dist/chrome is not built: run `npm run build` first (`npm test` and `npm run test:e2e` do).');
  }
  const browser = await launchExtension({ extensionDir: CHROME_DIR, headless: true });
  const server = await serveFolder(join(ROOT, 'examples')).catch(async (e: unknown) => {
    await browser.close();
    throw e;
  });
  const pageErrors: string[] = [];
  return {
    context: browser.context,
    extensionId: browser.extensionId,
    examplesOrigin: server.origin,
    pageErrors,
    async openExtensionPage(path) {
      const page = await browser.context.newPage();
      page.on('pageerror', (e) => pageErrors.push(`${path}: ${e.message}`));
      await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Starts the extension before the tests of the calling file (or describe block) and closes it after them.
 * Returns the session to use inside the tests.
 */
export function useExtension(): () => ExtensionSession {
  let session: ExtensionSession | undefined;
  beforeAll(async () => {
    session = await startExtension();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('the browser did not start');
    return session;
  };
}

/**
 * An element's text with runs of white space collapsed, as a reader sees it; when there is no such element
 * (yet), the reason in brackets, so a failed poll says what it saw.
 */
export async function textOf(locator: Locator): Promise<string> {
  try {
    return ((await locator.textContent({ timeout: 2_000 })) ?? '').replace(/\s+/g, ' ').trim();
  } catch (e) {
    return `(${e instanceof Error ? (e.message.split('\n')[0] ?? e.message) : 'no text'})`;
  }
}

/** How long the UI may take to settle after input: it reads storage and recomputes asynchronously. */
export const SETTLE = { timeout: 10_000 } as const;
