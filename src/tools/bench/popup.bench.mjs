// @ts-check
/**
 * Opening the popup, against opening a blank extension page, in Chromium with the built extension loaded (as
 * src/tools/chromium.mjs starts it for the end-to-end tests), headless. As the toolbar button opens it, the popup
 * is for a web page in another tab (examples/try-page.html, served on loopback, its site not turned on): it is
 * opened in a tab of its own with `?tab=<that tab>`, so it asks the tab and the service worker what the
 * toolbar popup asks.
 *
 * "Rendered and idle", measured from the page's navigation start (performance.now() in the page):
 *   1. rendered: the page's root shows its first screen — for the popup, the game picker, the battle form and
 *      the hint or an answer (`[data-testid="hint"]` or `[data-testid="odds"]`), with no part of it still
 *      marked as loading (`[data-loading]`);
 *   2. idle: then nothing happens for QUIET_MS — no DOM change, no long task, no request the page made still
 *      open or just finished.
 * The time reported is that of the last thing that happened before the quiet window (the last DOM change, the
 * end of the last long task, or the end of the load event, whichever is latest); the window itself is not
 * counted. So a section that loads its code after the first paint and renders it counts, up to its last change.
 *
 * The floor is a blank extension page: the popup's own stylesheet and one module script that writes one line
 * into the same root. It is added to a copy of dist/chrome for the benchmark only (nothing of it ships), so
 * the floor pays everything any extension page pays — the extension's process, its origin, a module script —
 * and nothing of Adjutant's code.
 *
 * Two rows: warm (the browser already running, pages opened one after another in new tabs) and the first open
 * after the browser starts (the browser restarted on the same kept profile before each measurement, so code
 * caches and the disk cache are as a player's browser has them after a restart).
 */
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { launchExtension } from '../chromium.mjs';
import { serveFolder } from '../serve-static.mjs';
import { brokenRow, formatMs, interleave, median } from './measure.mjs';

export const title = 'Popup open to rendered and idle, against a blank extension page';

/** How long nothing must happen for the page to count as idle. */
const QUIET_MS = 250;
/** How long a page may take to become rendered and idle before the measurement counts as broken. */
const PAGE_TIMEOUT_MS = 20_000;
const POLL_MS = 20;
const GOAL = 1.2;
const POPUP = 'popup/popup.html';
const BLANK = 'popup/bench-blank.html';

const BLANK_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="color-scheme" content="light dark" />
    <title>Adjutant bench floor</title>
    <link rel="stylesheet" href="popup.css" />
  </head>
  <body>
    <div id="app"></div>
    <script type="module" src="bench-blank.js"></script>
  </body>
</html>
`;
const BLANK_JS = `const main = document.createElement('main');
main.className = 'popup';
const p = document.createElement('p');
p.dataset.testid = 'hint';
p.textContent = 'Blank extension page.';
main.append(p);
document.getElementById('app').append(main);
`;

/**
 * Runs in every page before its own scripts: records when the first screen appeared, the last DOM change and
 * every long task, on window.__adjutantBench.
 */
function instrument() {
  /** @type {{ ready: number, last: number, longTasks: number[] }} */
  const marks = { ready: -1, last: 0, longTasks: [] };
  /** @param {number} t */
  const saw = (t) => {
    if (t > marks.last) marks.last = t;
  };
  const check = () => {
    const now = performance.now();
    saw(now);
    if (marks.ready < 0 && document.querySelector('#app [data-testid="hint"], #app [data-testid="odds"]') && !document.querySelector('#app [data-loading]')) marks.ready = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        saw(e.startTime + e.duration);
        marks.longTasks.push(e.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // a browser without long-task timing still measures the rest
  }
  addEventListener('load', () => setTimeout(() => saw(performance.getEntriesByType('navigation')[0]?.duration ?? 0)));
  Object.defineProperty(window, '__adjutantBench', { value: marks });
}

/**
 * @typedef {{ ms: number, longTasks: number[], scripts: string[] }} Opening
 * @typedef {import('playwright-core').BrowserContext} Context
 */

/**
 * Opens the page in a new tab and waits until it is rendered and idle.
 * @param {Context} context
 * @param {string} url
 * @returns {Promise<Opening>}
 */
async function open(context, url) {
  const page = await context.newPage();
  let pending = 0;
  let lastRequest = Date.now();
  /** @type {string[]} */
  const scripts = [];
  page.on('request', (r) => {
    pending++;
    lastRequest = Date.now();
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  const settled = () => {
    pending--;
    lastRequest = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    for (;;) {
      const m = await page.evaluate(() => {
        const b = /** @type {{ ready: number, last: number, longTasks: number[] } | undefined} */ (Reflect.get(window, '__adjutantBench'));
        return { ready: -1, last: 0, longTasks: [], ...b, now: performance.now() };
      });
      if (m.ready >= 0 && pending === 0 && Date.now() - lastRequest >= QUIET_MS && m.now - m.last >= QUIET_MS) {
        return { ms: m.last, longTasks: m.longTasks, scripts };
      }
      if (Date.now() > deadline) {
        throw new Error(`${url} was not rendered and idle after ${PAGE_TIMEOUT_MS / 1000} s (${m.ready < 0 ? 'first screen not shown' : `${pending} requests open`})`);
      }
      await delay(POLL_MS);
    }
  } finally {
    await page.close();
  }
}

/**
 * A copy of dist/chrome with the blank floor page added.
 * @param {string} root
 */
function benchExtension(root) {
  const dir = join(root, '.adjutant-run', `bench-extension-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(root, 'dist', 'chrome'), dir, { recursive: true });
  writeFileSync(join(dir, BLANK), BLANK_HTML);
  writeFileSync(join(dir, 'popup', 'bench-blank.js'), BLANK_JS);
  return dir;
}

/**
 * Opens the web page the popup is for, and finds its tab id as the extension sees it: the one tab whose address the
 * extension may not read (it has no access to the page's site) once the browser's first blank tab is closed.
 * @param {Context} context
 * @param {string} base the extension's origin, with a trailing slash
 * @param {string} pageUrl
 */
async function pageTab(context, base, pageUrl) {
  const page = await context.newPage();
  await page.goto(pageUrl);
  for (const other of context.pages()) if (other !== page && other.url() === 'about:blank') await other.close();
  const probe = await context.newPage();
  try {
    await probe.goto(`${base}${BLANK}`);
    const tabs = /** @type {{ id?: number, url?: string }[]} */ (await probe.evaluate(() => chrome.tabs.query({})));
    const hidden = tabs.filter((t) => t.url === undefined && t.id !== undefined);
    if (hidden.length !== 1 || hidden[0]?.id === undefined) throw new Error(`expected one web page tab, found ${hidden.length}`);
    return hidden[0].id;
  } finally {
    await probe.close();
  }
}

/**
 * Starts the browser, opens the web page the popup is for, runs `body` with the extension's origin and the query
 * that names the page's tab, and closes the browser.
 * @param {{ extensionDir: string, pageUrl: string, profile?: string }} o
 * @param {(context: Context, base: string, query: string) => Promise<T>} body
 * @template T
 */
async function withBrowser(o, body) {
  const browser = await launchExtension({ extensionDir: o.extensionDir, headless: true, ...(o.profile ? { profile: o.profile } : {}) });
  try {
    const base = `chrome-extension://${browser.extensionId}/`;
    const tab = await pageTab(browser.context, base, o.pageUrl);
    await browser.context.addInitScript(instrument);
    return await body(browser.context, base, `?tab=${tab}`);
  } finally {
    await browser.close();
  }
}

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const warmWhat = { group: 'popup', name: 'open to rendered and idle, warm', floor: 'blank extension page, same browser' };
  const coldWhat = { group: 'popup', name: 'open to rendered and idle, first after browser start', floor: 'blank extension page, first after start' };
  const extensionDir = benchExtension(ctx.root);
  const profile = join(ctx.root, '.adjutant-run', `bench-profile-${process.pid}`);
  const server = await serveFolder(join(ctx.root, 'examples'));
  const pageUrl = `${server.origin}/try-page.html`;
  /** @type {import('./measure.mjs').BenchRow[]} */
  const rows = [];
  try {
    /** @type {Opening[]} */
    const warmPopups = [];
    try {
      const warm = await withBrowser({ extensionDir, pageUrl }, async (context, base, query) => {
        ctx.log(`warm: ${ctx.rounds} rounds in one browser`);
        return interleave({
          rounds: ctx.rounds,
          warmup: 2,
          floor: async () => (await open(context, base + BLANK + query)).ms,
          subject: async () => {
            const o = await open(context, base + POPUP + query);
            warmPopups.push(o);
            return o.ms;
          },
        });
      });
      rows.push({ ...warmWhat, ratios: warm.ratios, goal: GOAL, note: `${formatMs(median(warm.subject))} against ${formatMs(median(warm.floor))}` });
    } catch (e) {
      rows.push(brokenRow(warmWhat, e));
    }

    try {
      mkdirSync(profile, { recursive: true });
      // A first start sets the profile up (as a player's browser was set up long ago).
      await withBrowser({ extensionDir, pageUrl, profile }, async (context, base, query) => {
        await open(context, base + BLANK + query);
        await open(context, base + POPUP + query);
      });
      ctx.log(`first open after start: ${ctx.rounds} rounds, a browser start for each page`);
      const cold = await interleave({
        rounds: ctx.rounds,
        warmup: 0,
        floor: () => withBrowser({ extensionDir, pageUrl, profile }, async (context, base, query) => (await open(context, base + BLANK + query)).ms),
        subject: () => withBrowser({ extensionDir, pageUrl, profile }, async (context, base, query) => (await open(context, base + POPUP + query)).ms),
      });
      rows.push({ ...coldWhat, ratios: cold.ratios, goal: GOAL, note: `${formatMs(median(cold.subject))} against ${formatMs(median(cold.floor))}` });
    } catch (e) {
      rows.push(brokenRow(coldWhat, e));
    }

    // The last warm opening (the rounds load the same files): what the popup fetched by the time it was idle.
    const last = warmPopups.at(-1);
    if (last) {
      const files = [...new Set(last.scripts)];
      const bytes = files.reduce((sum, f) => sum + statSync(join(extensionDir, f)).size, 0);
      rows.push({
        group: 'popup',
        name: 'scripts loaded by rendered and idle',
        floor: '',
        ratios: [],
        unit: 'KB',
        values: [Math.round((bytes / 1024) * 10) / 10],
        note: `${files.length} file${files.length === 1 ? '' : 's'}, warm; dynamic imports of the first screen included`,
      });
      rows.push({
        group: 'popup',
        name: 'longest task while opening, warm',
        floor: '',
        ratios: [],
        unit: 'ms',
        values: warmPopups.map((o) => Math.round(Math.max(0, ...o.longTasks))),
        note: 'long tasks are those over 50 ms; 0 when there was none',
      });
    }
  } finally {
    await server.close();
    rmSync(extensionDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}
