// @ts-check
/**
 * `npm start`: builds, serves examples/ on loopback and opens Chromium with the extension loaded.
 * With a display the browser stays open (the page to try it on, and the popup in a tab) until you close it.
 * Without one it runs headless, screenshots the popup (with the rulebook's 10-against-14 example entered) to
 * .adjutant-run/popup.png and exits.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_DIR, ROOT, buildOrExit } from './build.mjs';
import { INSTALL_HELP, findChromium, launchExtension } from './chromium.mjs';
import { serveFolder } from './serve-static.mjs';

const POPUP_SIZE = { width: 400, height: 600 };
const SCREENSHOT = join(ROOT, '.adjutant-run', 'popup.png');

const BY_HAND = [
  'To try the extension in a browser you already have, load it by hand:',
  '  Chromium/Chrome: open chrome://extensions, turn on Developer mode, "Load unpacked", choose',
  `    ${CHROME_DIR}`,
  '  Firefox: open about:debugging#/runtime/this-firefox, "Load Temporary Add-on", choose',
  `    ${join(ROOT, 'dist', 'firefox', 'manifest.json')}`,
].join('\n');

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Opens the page to try Adjutant on and the popup in tabs, and waits for the browser to close.
 * @param {string} tryPage
 */
async function runHeaded(tryPage) {
  const browser = await launchExtension({ extensionDir: CHROME_DIR, headless: false, viewport: null });
  const { context, extensionId } = browser;
  const closed = new Promise((done) => context.once('close', done));
  const stop = () => void browser.close();
  process.once('SIGINT', stop).once('SIGTERM', stop);
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(tryPage);
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup/popup.html`);
  await tab.bringToFront();
  console.log(`Chromium is open with Adjutant loaded (extension id ${extensionId}).`);
  console.log(`  page to try it on: ${tryPage}`);
  console.log('  the popup is open in the second tab; the toolbar button (puzzle-piece menu, pin Adjutant) opens it too.');
  console.log('Close the browser window (or press Ctrl+C here) to stop.');
  await closed;
  await browser.close();
}

/**
 * Checks the page to try Adjutant on is served, screenshots the popup at popup size and reports where the
 * picture is.
 * @param {string} tryPage
 */
async function runHeadless(tryPage) {
  const browser = await launchExtension({ extensionDir: CHROME_DIR, headless: true });
  try {
    const page = await browser.context.newPage();
    const served = await page.goto(tryPage);
    if (!served?.ok()) throw new Error(`${tryPage} answered ${served?.status() ?? 'nothing'}`);
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize(POPUP_SIZE);
    await page.goto(`chrome-extension://${browser.extensionId}/popup/popup.html`);
    // The popup renders after it reads storage; wait until it shows something rather than a fixed delay.
    await page.waitForFunction(() => (document.body?.innerText ?? '').trim().length > 0, null, { timeout: 10_000 }).catch(() => undefined);
    // Show a worked battle rather than an empty form: the rulebook's own example, 10 against 14.
    await page.getByLabel('Attack strength', { exact: true }).fill('10');
    await page.getByLabel('Defence strength', { exact: true }).fill('14');
    await page.getByTestId('odds').waitFor({ timeout: 10_000 });
    mkdirSync(join(ROOT, '.adjutant-run'), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    console.log(`No display (DISPLAY and WAYLAND_DISPLAY are unset), so Chromium ran headless with the extension loaded (id ${browser.extensionId}).`);
    console.log(`Screenshot of the popup: ${SCREENSHOT}`);
    if (errors.length > 0) throw new Error(`the popup threw while rendering:\n  ${errors.join('\n  ')}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  await buildOrExit();
  let executable;
  try {
    executable = findChromium();
  } catch (e) {
    return fail(`${e instanceof Error ? e.message : String(e)}\n\n${BY_HAND}`);
  }
  if (!executable) return fail(`${INSTALL_HELP}\n\n${BY_HAND}`);
  const server = await serveFolder(join(ROOT, 'examples'));
  try {
    const tryPage = `${server.origin}/try-page.html`;
    if (process.env.DISPLAY || process.env.WAYLAND_DISPLAY) await runHeaded(tryPage);
    else await runHeadless(tryPage);
  } finally {
    await server.close();
  }
}

await main().catch((/** @type {unknown} */ e) => fail(`npm start failed: ${e instanceof Error ? e.message : String(e)}`));
