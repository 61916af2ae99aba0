import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What a developer or CI reads when the Firefox end-to-end tests cannot find a Firefox to drive. */
export const FIREFOX_INSTALL_HELP = [
  'Firefox was not found. The Firefox end-to-end tests drive the extension in a Firefox installed on the',
  'machine (140 or newer; nothing is downloaded):',
  '  Debian/Ubuntu:  sudo apt-get install firefox-esr',
  '  Fedora:         sudo dnf install firefox',
  '  Elsewhere:      install Firefox, then run with FIREFOX_PATH=/path/to/firefox',
].join('\n');

/** The names Debian (firefox-esr) and most other systems (firefox) give the browser, in the order tried. */
const NAMES = ['firefox-esr', 'firefox'];
/** Where Debian puts them, for a PATH that leaves /usr/bin out. */
export const USUAL_PLACES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Firefox to drive: $FIREFOX_PATH, else firefox-esr or firefox on PATH, else one of `places`. Null when
 * there is none; an error when FIREFOX_PATH names something unusable (a typo should not fall back silently).
 */
export function findFirefox(env: NodeJS.ProcessEnv = process.env, places: readonly string[] = USUAL_PLACES): string | null {
  const chosen = env.FIREFOX_PATH;
  if (chosen) {
    if (!isExecutable(chosen)) throw new Error(`FIREFOX_PATH is set to ${chosen}, which is not an executable file.`);
    return chosen;
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of NAMES) {
    for (const dir of dirs) if (isExecutable(join(dir, name))) return join(dir, name);
  }
  return places.find(isExecutable) ?? null;
}
