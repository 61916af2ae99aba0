// @ts-check
/**
 * What the content script costs the page it reads: a page holding a 2,000-counter board in the open format,
 * loaded in a Chromium with the built extension and the page's site turned on (through the popup's switch, as
 * a player turns it on), against the same page at another name of the same server (localhost rather than
 * 127.0.0.1), where the site is off and no script of Adjutant's runs. Same browser, same server, alternated.
 * Rows: the load event, long tasks over 50 ms during load and while the board changes 100 times a second, and
 * the frame time (95th percentile) while it changes. Goal: load within 1.05×, no long task over 50 ms.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchExtension } from '../chromium.mjs';
import { serveFolder } from '../serve-static.mjs';
import { brokenRow, exampleBoardOf, formatMs, interleave, median } from './measure.mjs';

export const title = 'The page with the content script, against the same page without it';

const COUNTERS = 2000;
const LOOPBACK = 'http://127.0.0.1/*';
/** How long the board changes in each round, 100 times a second. */
const CHURN_MS = 2000;
/** After the load event, how long a round waits for the content script (it starts at document_idle) to finish. */
const SETTLE_MS = 1500;

/** The page: the board as JSON in its script element, one element per counter, and a way to change the board. */
function pageHtml(/** @type {string} */ board) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bench board</title>
<script type="application/vnd.adjutant.board+json" id="board-json">${board.replace(/</g, '\\u003c')}</script>
</head><body><main id="map" style="position:relative;width:2000px;height:2000px"></main>
<script src="page.js"></script></body></html>`;
}

/** Draws the counters and, when asked, moves one counter 100 times a second, publishing the board each time. */
const PAGE_SCRIPT = `
const script = document.getElementById('board-json');
const board = JSON.parse(script.textContent);
const map = document.getElementById('map');
const els = board.units.map((u, i) => {
  const el = document.createElement('div');
  el.textContent = u.name;
  el.style.cssText = 'position:absolute;font:10px sans-serif;left:' + (i % 40) * 50 + 'px;top:' + Math.floor(i / 40) * 40 + 'px';
  map.append(el);
  return el;
});
window.churn = (ms) => new Promise((done) => {
  const frames = [];
  let last = performance.now();
  const end = last + ms;
  const frame = (t) => { frames.push(t - last); last = t; if (t < end) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  let n = 0;
  const timer = setInterval(() => {
    n++;
    const i = n % board.units.length;
    board.units[i].name = board.units[i].name.replace(/ \\d+$/, '') + ' ' + n;
    els[i].textContent = board.units[i].name;
    script.textContent = JSON.stringify(board);
    if (performance.now() >= end) { clearInterval(timer); setTimeout(() => done(frames), 50); }
  }, 10);
});
`;

/** Collects long tasks from the first moment of every page (an init script), for the rows. */
const INIT_SCRIPT = `
window.__benchLongTasks = [];
try {
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__benchLongTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
} catch {}
`;

/** @param {readonly number[]} xs @param {number} q */
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
}

/**
 * @typedef {{ load: number, longTasks: number[], frameP95: number, churnLongTasks: number[] }} Visit
 */

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const names = {
    load: { group: 'page', name: `load event, ${COUNTERS.toLocaleString('en')}-counter board, site on`, floor: 'the same page, site off' },
    longLoad: { group: 'page', name: 'longest task during load and the first look', floor: 'the same page, site off' },
    longChurn: { group: 'page', name: 'longest task while the board changes 100 times a second', floor: 'the same page, site off' },
    frames: { group: 'page', name: 'frame time p95 while the board changes', floor: 'the same page, site off' },
  };
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-bench-page-'));
  const copy = mkdtempSync(join(tmpdir(), 'adjutant-bench-ext-'));
  /** @type {(() => Promise<unknown>)[]} */
  const cleanups = [async () => rmSync(dir, { recursive: true, force: true }), async () => rmSync(copy, { recursive: true, force: true })];
  try {
    writeFileSync(join(dir, 'index.html'), pageHtml(exampleBoardOf(ctx.root, COUNTERS)));
    writeFileSync(join(dir, 'page.js'), PAGE_SCRIPT);
    // The extension as built, with the loopback host granted in its manifest: automation cannot answer the
    // browser's permission prompt (tests/e2e/granted-site-session.ts says more); the site is then turned on
    // through the popup's own switch.
    cpSync(join(ctx.root, 'dist', 'chrome'), copy, { recursive: true });
    const manifestFile = join(copy, 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(readFileSync(manifestFile, 'utf8')), host_permissions: [LOOPBACK] }));
    const server = await serveFolder(dir);
    cleanups.unshift(() => server.close());
    const browser = await launchExtension({ extensionDir: copy, headless: true });
    cleanups.unshift(() => browser.close());
    const { context, extensionId } = browser;
    await context.addInitScript({ content: INIT_SCRIPT });

    const subjectUrl = `${server.origin}/`;
    const floorUrl = subjectUrl.replace('127.0.0.1', 'localhost');
    await turnSiteOn(context, extensionId, subjectUrl);

    /** @type {Visit[]} */ const floors = [];
    /** @type {Visit[]} */ const subjects = [];
    /** @param {string} url @param {Visit[]} into */
    const visit = async (url, into) => {
      const page = await context.newPage();
      try {
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(SETTLE_MS);
        const load = await page.evaluate(() => {
          const nav = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
          return nav ? nav.loadEventStart - nav.startTime : Number.NaN;
        });
        const longTasks = await page.evaluate(() => [.../** @type {{ __benchLongTasks: number[] }} */ (/** @type {unknown} */ (window)).__benchLongTasks]);
        const before = longTasks.length;
        const frames = await page.evaluate((ms) => /** @type {{ churn: (ms: number) => Promise<number[]> }} */ (/** @type {unknown} */ (window)).churn(ms), CHURN_MS);
        await page.waitForTimeout(SETTLE_MS);
        const all = await page.evaluate(() => [.../** @type {{ __benchLongTasks: number[] }} */ (/** @type {unknown} */ (window)).__benchLongTasks]);
        const visit = { load, longTasks, frameP95: quantile(frames.slice(2), 0.95), churnLongTasks: all.slice(before) };
        into.push(visit);
        return visit;
      } finally {
        await page.close();
      }
    };

    // The content script must have read the board on the subject's page, or the rows measure nothing.
    await checkReads(context, subjectUrl);
    const { ratios } = await interleave({
      rounds: ctx.rounds,
      floor: async () => (await visit(floorUrl, floors)).load,
      subject: async () => (await visit(subjectUrl, subjects)).load,
    });
    // The warm-up pair is in the lists too: leave it out.
    floors.shift();
    subjects.shift();

    const longest = (/** @type {number[]} */ xs) => (xs.length ? Math.max(...xs) : 0);
    const describe = (/** @type {number[]} */ xs) => (xs.length === 0 ? 'none' : `${xs.length}, longest ${formatMs(Math.max(...xs))}`);
    const over50 = (/** @type {Visit[]} */ vs, /** @type {(v: Visit) => number[]} */ pick) => vs.reduce((n, v) => n + pick(v).filter((d) => d > 50).length, 0);
    const loadSubject = subjects.map((v) => v.load);
    const loadFloor = floors.map((v) => v.load);
    return [
      { ...names.load, ratios, goal: 1.05, note: `${formatMs(median(loadSubject))} against ${formatMs(median(loadFloor))}` },
      {
        ...names.longLoad,
        ratios: [],
        unit: 'ms',
        values: subjects.map((v) => longest(v.longTasks)),
        goal: 50,
        note: `over 50 ms in all rounds: ${over50(subjects, (v) => v.longTasks)} with the site on, ${over50(floors, (v) => v.longTasks)} off (last round: ${describe(subjects.at(-1)?.longTasks ?? [])} on, ${describe(floors.at(-1)?.longTasks ?? [])} off)`,
      },
      {
        ...names.longChurn,
        ratios: [],
        unit: 'ms',
        values: subjects.map((v) => longest(v.churnLongTasks)),
        goal: 50,
        note: `over 50 ms in all rounds: ${over50(subjects, (v) => v.churnLongTasks)} with the site on, ${over50(floors, (v) => v.churnLongTasks)} off`,
      },
      {
        ...names.frames,
        ratios: subjects.map((v, i) => v.frameP95 / (floors[i]?.frameP95 ?? Number.NaN)),
        goal: 1.1,
        note: `${formatMs(median(subjects.map((v) => v.frameP95)))} against ${formatMs(median(floors.map((v) => v.frameP95)))}`,
      },
    ];
  } catch (e) {
    return Object.values(names).map((what) => brokenRow(what, e));
  } finally {
    for (const clean of cleanups) await clean().catch(() => undefined);
  }
}

/**
 * Turns the page's site on as a player does: the popup, opened for the page's tab, and its switch.
 * @param {import('playwright-core').BrowserContext} context @param {string} extensionId @param {string} url
 */
async function turnSiteOn(context, extensionId, url) {
  const page = await context.newPage();
  const mark = `bench-${Date.now()}`;
  await page.goto(`${url}#${mark}`);
  const finder = await context.newPage();
  await finder.goto(`chrome-extension://${extensionId}/popup/popup.html`);
  const tabs = /** @type {{ id?: number, url?: string }[]} */ (await finder.evaluate(() => chrome.tabs.query({})));
  const tab = tabs.find((t) => t.url?.endsWith(`#${mark}`))?.id;
  await finder.close();
  if (tab === undefined) throw new Error('the bench page has no tab the extension can see');
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup/popup.html?tab=${tab}`);
  await popup.getByRole('switch', { name: /^Read boards on 127\.0\.0\.1/ }).click({ timeout: 20_000 });
  await popup.getByTestId('site-switch-status').filter({ hasText: 'Adjutant now reads boards on 127.0.0.1.' }).waitFor({ timeout: 20_000 });
  await popup.close();
  await page.close();
}

/**
 * Fails the part unless the content script reads the subject's page and the site's script is registered:
 * the overlay host is added only on a pick, so the check asks the worker's registration instead.
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 */
async function checkReads(context, url) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('the extension has no service worker');
  const registered = /** @type {{ matches?: string[] }[]} */ (await worker.evaluate(() => chrome.scripting.getRegisteredContentScripts()));
  if (!registered.some((r) => r.matches?.includes(LOOPBACK))) throw new Error(`the content script is not registered for ${url}`);
}
