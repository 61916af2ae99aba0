// @ts-check
/**
 * Finding Chromium and starting it with the built extension loaded: shared by `npm start` and the
 * end-to-end tests, so both run the extension the same way.
 */
import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium } from 'playwright-core';

export const INSTALL_HELP = [
  'Chromium was not found. Adjutant runs its extension in Chromium (Google Chrome 137 and later ignores',
  'the command-line switch that loads an unpacked extension, so it cannot stand in).',
  '  Debian/Ubuntu:  sudo apt-get install chromium',
  '  Fedora:         sudo dnf install chromium',
  '  Elsewhere:      install Chromium, then run with CHROMIUM_PATH=/path/to/chromium',
].join('\n');

/** How long a freshly started browser may take to start the extension's service worker. */
const WORKER_TIMEOUT_MS = 15_000;

/**
 * Flags that keep a test or demo browser quiet and offline: this machine reaches no network beyond
 * package registries, and a fresh profile would otherwise fetch components, sync and field trials.
 */
const QUIET_FLAGS = [
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium to use: $CHROMIUM_PATH, else `chromium` (or `chromium-browser`) on PATH, else
 * /usr/bin/chromium. Null when there is none; an error when CHROMIUM_PATH names something unusable.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | null}
 */
export function findChromium(env = process.env) {
  const chosen = env.CHROMIUM_PATH;
  if (chosen) {
    if (!isExecutable(chosen)) throw new Error(`CHROMIUM_PATH is set to ${chosen}, which is not an executable file.`);
    return chosen;
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of ['chromium', 'chromium-browser']) {
    for (const dir of dirs) if (isExecutable(join(dir, name))) return join(dir, name);
  }
  return isExecutable('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

/**
 * Command-line switches that load one unpacked extension and nothing else.
 * @param {string} extensionDir absolute path of the built extension (dist/chrome)
 * @param {boolean} headless
 * @param {readonly string[]} extra
 */
function switches(extensionDir, headless, extra) {
  return [
    // Chromium will not start its sandbox as root (CI containers run as root).
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ...QUIET_FLAGS,
    // The new headless mode is the full browser without a window, so it runs extensions; the old one did not.
    ...(headless ? ['--headless=new'] : []),
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    ...extra,
  ];
}

/**
 * The extension's id, read from its service worker's URL, or null when no worker starts in time.
 * @param {import('playwright-core').BrowserContext} context
 */
async function extensionIdOf(context) {
  /** @param {import('playwright-core').Worker} w */
  const ours = (w) => w.url().startsWith('chrome-extension://');
  const worker =
    context.serviceWorkers().find(ours) ??
    (await context.waitForEvent('serviceworker', { predicate: ours, timeout: WORKER_TIMEOUT_MS }).catch(() => null));
  return worker ? new URL(worker.url()).host : null;
}

/**
 * @typedef {object} ExtensionBrowser
 * @property {import('playwright-core').BrowserContext} context
 * @property {string} extensionId
 * @property {string} executablePath
 * @property {() => Promise<void>} close closes the browser and deletes its throwaway profile
 */

/**
 * Starts Chromium on a throwaway profile with the extension loaded and waits for its service worker.
 * Some Chromium builds (Google Chrome 137–138) ignore --load-extension unless the
 * DisableLoadExtensionCommandLineSwitch feature is turned off; that switch is added only on a second try,
 * because a second --disable-features would replace the list Playwright passes rather than add to it.
 * `profile` names a profile folder to use and keep (the benchmark restarts the browser on one profile, as a
 * player's browser restarts); without it each launch gets a throwaway one.
 * @param {{ extensionDir: string, headless: boolean, viewport?: { width: number, height: number } | null, profile?: string }} options
 * @returns {Promise<ExtensionBrowser>}
 */
export async function launchExtension({ extensionDir, headless, viewport, profile: keptProfile }) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HELP);
  for (const extra of [[], ['--disable-features=DisableLoadExtensionCommandLineSwitch']]) {
    const profile = keptProfile ?? mkdtempSync(join(tmpdir(), 'adjutant-profile-'));
    const removeProfile = () => {
      if (keptProfile === undefined) rmSync(profile, { recursive: true, force: true });
    };
    const context = await chromium
      .launchPersistentContext(profile, {
        executablePath,
        // headless is passed as a switch above (--headless=new); Playwright's own would pick the old mode on older builds
        headless: false,
        args: switches(extensionDir, headless, extra),
        ...(viewport === undefined ? {} : { viewport }),
      })
      .catch((/** @type {unknown} */ e) => {
        removeProfile();
        throw e;
      });
    const close = async () => {
      await context.close().catch(() => undefined);
      removeProfile();
    };
    const extensionId = await extensionIdOf(context);
    if (extensionId) return { context, extensionId, executablePath, close };
    await close();
  }
  throw new Error(
    [
      `Chromium (${executablePath}) started, but the extension in ${extensionDir} did not start its service worker.`,
      'Either this browser ignores --load-extension (Google Chrome 137 and later does: use Chromium), or it',
      'rejected the built extension (its manifest.json or background.js): run `npm run build`, then load',
      'dist/chrome by hand in chrome://extensions (Developer mode, "Load unpacked") and read the errors it shows.',
    ].join('\n'),
  );
}
