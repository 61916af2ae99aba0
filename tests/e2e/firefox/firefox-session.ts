import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { serveFolder } from '../../../src/tools/serve-static.mjs';
import { FIREFOX_DIR, ROOT } from '../extension-browser.js';
import { FIREFOX_INSTALL_HELP, findFirefox } from './find-firefox.js';

/**
 * The Firefox end-to-end harness: the built extension (dist/firefox) installed as a temporary add-on in the
 * Firefox on the machine (Debian's firefox-esr), driven by puppeteer-core over WebDriver BiDi, with
 * examples/ served on loopback. Without Firefox the tests fail with how to install it; they never skip.
 *
 * Three things Firefox's WebDriver BiDi does differently from Chromium, and what the harness does about them:
 * - The add-on's pages live at moz-extension://<uuid>/, and Firefox picks the uuid at install. The pref
 *   `extensions.webextensions.uuids` pins it (a map from the add-on's gecko id to a uuid), so the harness knows
 *   the address before installing.
 * - Firefox 153 lets a WebDriver client navigate only to web pages unless the browser was started with
 *   --remote-allow-system-access; this throwaway test browser is.
 * - BiDi reports no events from extension pages yet (Mozilla bug 1755014): no navigation, no console, no
 *   uncaught error. So the harness starts the navigation, waits for the document itself by evaluating in it
 *   (which works), and records errors with listeners it adds to each extension page once it has loaded.
 *   `page.url()` of an extension page stays about:blank: read `location` in the page instead.
 */

export const LOOPBACK = 'http://127.0.0.1/*';

/** How long the UI may take to settle after input: it reads storage and recomputes asynchronously. */
export const SETTLE = { timeout: 10_000 } as const;
/** How long an extension page may take to load on a loaded two-core machine. */
const PAGE_LOAD_MS = 20_000;

export interface FirefoxOptions {
  /**
   * Install a copy of dist/firefox whose manifest also lists the loopback host under host_permissions, which
   * Firefox grants a temporary add-on at install (board-demo.firefox.test.ts says why).
   */
  readonly grantLoopback?: boolean;
  /** Where to look for Firefox (tests of the harness itself); the process's environment by default. */
  readonly env?: NodeJS.ProcessEnv;
  readonly places?: readonly string[];
}

export interface FirefoxSession {
  readonly browser: Browser;
  /** What the browser says it is, e.g. "firefox/153.7.0". */
  readonly version: string;
  /** moz-extension://<uuid> */
  readonly extensionOrigin: string;
  /** Where examples/ is served, e.g. http://127.0.0.1:40123 */
  readonly examplesOrigin: string;
  /** Opens a page of the extension by its path in dist/firefox, e.g. "popup/popup.html?tab=3". */
  openExtensionPage(path: string): Promise<Page>;
  /** Opens a web page (the demo board) and records its uncaught errors. */
  openPage(url: string): Promise<Page>;
  /**
   * Uncaught errors and unhandled rejections seen so far: in every web page this session opened, and in its
   * extension pages still open (their record lives in the page).
   */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The add-on's gecko id and the oldest Firefox it declares, from its manifest. */
function readGecko(dir: string): { id: string; oldest: number } {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    browser_specific_settings?: { gecko?: { id?: unknown; strict_min_version?: unknown } };
  };
  const { id, strict_min_version: min } = manifest.browser_specific_settings?.gecko ?? {};
  if (typeof id !== 'string') throw new Error(`${dir}/manifest.json has no browser_specific_settings.gecko.id`);
  return { id, oldest: typeof min === 'string' ? Number.parseInt(min, 10) : 0 };
}

/** A copy of the extension whose manifest also grants the loopback host; deleted with the session. */
function loopbackCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'adjutant-firefox-granted-'));
  cpSync(FIREFOX_DIR, copy, { recursive: true });
  const file = join(copy, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...manifest, host_permissions: [LOOPBACK] }));
  return copy;
}

function firstLine(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return message.split('\n')[0] ?? message;
}

/** Added to each extension page once it has loaded: BiDi does not report their errors (see above). */
function recordErrors(): void {
  const w = window as unknown as { adjutantTestErrors?: string[] };
  if (w.adjutantTestErrors) return;
  const seen: string[] = [];
  w.adjutantTestErrors = seen;
  window.addEventListener('error', (e) => seen.push(e.message));
  window.addEventListener('unhandledrejection', (e) => seen.push(String(e.reason)));
}

function recordedErrors(): string[] {
  return (window as unknown as { adjutantTestErrors?: string[] }).adjutantTestErrors ?? [];
}

/** Waits until the tab shows `url` fully loaded, or throws what it last saw. */
async function waitForDocument(page: Page, url: string, failure: () => unknown): Promise<void> {
  const deadline = Date.now() + PAGE_LOAD_MS;
  let seen = 'nothing yet';
  while (Date.now() < deadline) {
    const failed = failure();
    if (failed !== null) throw new Error(`Firefox could not open ${url}: ${firstLine(failed)}`);
    const state = await page.evaluate(() => [location.href, document.readyState] as const).catch((e: unknown) => [`(${firstLine(e)})`, ''] as const);
    if (state[0] === url && state[1] === 'complete') return;
    seen = `${state[0]} ${state[1]}`.trim();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not load in ${PAGE_LOAD_MS / 1000} s; the tab last showed ${seen}`);
}

export async function startFirefox(options: FirefoxOptions = {}): Promise<FirefoxSession> {
  const executablePath = findFirefox(options.env, options.places);
  if (!executablePath) throw new Error(FIREFOX_INSTALL_HELP);
  if (!existsSync(join(FIREFOX_DIR, 'manifest.json'))) {
    throw new Error('dist/firefox is not built: run `npm run build` first (`npm test` does).');
  }
  const gecko = readGecko(FIREFOX_DIR);
  const uuid = randomUUID();
  const extensionDir = options.grantLoopback ? loopbackCopy() : FIREFOX_DIR;
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  if (extensionDir !== FIREFOX_DIR) cleanups.push(() => rmSync(extensionDir, { recursive: true, force: true }));
  const cleanUp = async (): Promise<void> => {
    for (const clean of cleanups.reverse()) await Promise.resolve(clean()).catch(() => undefined);
  };

  try {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath,
      headless: true,
      args: ['--remote-allow-system-access'],
      extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [gecko.id]: uuid }) },
      timeout: 60_000,
    });
    cleanups.push(() => browser.close());
    const version = await browser.version();
    const major = Number(/(\d+)\./.exec(version)?.[1] ?? 0);
    if (major < gecko.oldest) {
      throw new Error(`${executablePath} is ${version}; the extension needs Firefox ${gecko.oldest} or newer.\n${FIREFOX_INSTALL_HELP}`);
    }
    // BiDi webExtension.install: a temporary add-on, as about:debugging's "Load Temporary Add-on" makes one.
    await browser.installExtension(extensionDir);
    const server = await serveFolder(join(ROOT, 'examples'));
    cleanups.push(() => server.close());

    const extensionOrigin = `moz-extension://${uuid}`;
    const webErrors: string[] = [];
    const extensionPages: Page[] = [];

    return {
      browser,
      version,
      extensionOrigin,
      examplesOrigin: server.origin,
      async openExtensionPage(path) {
        const url = `${extensionOrigin}/${path}`;
        const page = await browser.newPage();
        const stop = new AbortController();
        let failed: unknown = null;
        // The navigation starts here; its "done" never comes for an extension page, so it is cut short below.
        const navigating = page.goto(url, { signal: stop.signal, timeout: 0 }).catch((e: unknown) => {
          if (!stop.signal.aborted) failed = e;
        });
        try {
          await waitForDocument(page, url, () => failed);
        } finally {
          stop.abort();
          await navigating;
        }
        await page.evaluate(recordErrors);
        extensionPages.push(page);
        return page;
      },
      async openPage(url) {
        const page = await browser.newPage();
        page.on('pageerror', (e) => webErrors.push(`${url}: ${firstLine(e)}`));
        await page.goto(url);
        return page;
      },
      async errors() {
        const fromExtension = await Promise.all(
          extensionPages.filter((p) => !p.isClosed()).map((p) => p.evaluate(recordedErrors).catch(() => [] as string[])),
        );
        return [...webErrors, ...fromExtension.flat()];
      },
      close: cleanUp,
    };
  } catch (e) {
    await cleanUp();
    throw e;
  }
}

/**
 * Starts Firefox before the tests of the calling file and closes it after them. Returns the session to use
 * inside the tests.
 */
export function useFirefox(options: FirefoxOptions = {}): () => FirefoxSession {
  let session: FirefoxSession | undefined;
  beforeAll(async () => {
    session = await startFirefox(options);
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session) throw new Error('Firefox did not start');
    return session;
  };
}

/**
 * An element's text with runs of white space collapsed, as a reader sees it; when there is no such element
 * (yet), the reason in brackets, so a failed poll says what it saw.
 */
export async function textOf(page: Page, selector: string): Promise<string> {
  try {
    return (await page.$eval(selector, (e) => e.textContent ?? '')).replace(/\s+/g, ' ').trim();
  } catch (e) {
    return `(${firstLine(e)})`;
  }
}

/** How many elements match, as a poll reads it. */
export async function countOf(page: Page, selector: string): Promise<number> {
  return page.$$eval(selector, (found) => found.length).catch(() => 0);
}

/**
 * A selector for the element a player (or a screen reader) knows by its role and name, e.g.
 * `named('combobox', 'Game')`; puppeteer resolves it through the browser's accessibility tree.
 */
export function named(role: string, name: string): string {
  return `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;
}
