import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchExtension } from '../../src/tools/chromium.mjs';
import { serveFolder } from '../../src/tools/serve-static.mjs';
import { CHROME_DIR, ROOT } from './extension-browser.js';

/**
 * A browser with a copy of dist/chrome whose manifest also grants the loopback host, and examples/ served
 * on loopback. Automation cannot answer Chromium's permission prompt (board-demo.test.ts explains), so the
 * grant comes from the manifest; the popup's own permission request then resolves at once and the rest is
 * the product's path.
 */
export const LOOPBACK = 'http://127.0.0.1/*';

export interface GrantedSession {
  readonly context: BrowserContext;
  readonly extensionId: string;
  readonly origin: string;
  readonly errors: string[];
  close(): Promise<void>;
}

/** Starts the session before the file's tests and closes it after; returns accessors for the tests. */
export function useGrantedSite(tempPrefix: string): { started(): GrantedSession; openPage(url: string): Promise<Page> } {
  let session: GrantedSession | undefined;

  beforeAll(async () => {
    const copy = mkdtempSync(join(tmpdir(), tempPrefix));
    cpSync(CHROME_DIR, copy, { recursive: true });
    const manifestFile = join(copy, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, host_permissions: [LOOPBACK] }));
    const browser = await launchExtension({ extensionDir: copy, headless: true });
    const server = await serveFolder(join(ROOT, 'examples'));
    session = {
      context: browser.context,
      extensionId: browser.extensionId,
      origin: server.origin,
      errors: [],
      async close() {
        await browser.close();
        await server.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  });

  afterAll(async () => {
    await session?.close();
  });

  function started(): GrantedSession {
    if (!session) throw new Error('the browser did not start');
    return session;
  }

  async function openPage(url: string): Promise<Page> {
    const s = started();
    const page = await s.context.newPage();
    page.on('pageerror', (e) => s.errors.push(`${url}: ${e.message}`));
    await page.goto(url);
    return page;
  }

  return { started, openPage };
}
