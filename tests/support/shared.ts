import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `../shared` beside the project: the source documents (seeds/), what else is known of the games (facts/) and
 * real VASSAL files made by other people (vassal-real/). Tests that compare the product with them run when it is
 * there; a clone on its own skips them (with-shared.ts), each test named with SKIP_MARK so the run ends with one line saying how
 * many were skipped (shared-skip-reporter.ts), and in CI a missing ../shared fails the run (require-shared.ts).
 */
// From this file's path, not new URL(…, import.meta.url): under jsdom, URL is jsdom's, which node:url refuses.
export const SHARED_DIR = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared')}/`;

export type SharedPart = 'seeds' | 'facts' | 'vassal-real';

/** Ends the name of every test or group skipped because ../shared is missing; the reporter counts by it. */
export const SKIP_MARK = '(needs ../shared)';

/** Whether ../shared (or one part of it) is beside the project. */
export function hasShared(part?: SharedPart, root: string = SHARED_DIR): boolean {
  return existsSync(part ? `${root}${part}` : root);
}

/**
 * A file of ../shared, e.g. readShared('seeds', '002_….txt'). With no ../shared at all it is '' (the checks that
 * use it are skipped; a file read at the top of a test file must not stop the file). With ../shared present, a
 * missing file is an error as ever: the documents are not what the tests expect.
 */
export function readShared(part: SharedPart, file: string, root: string = SHARED_DIR): string {
  if (!hasShared(undefined, root)) return '';
  return readFileSync(`${root}${part}/${file}`, 'utf8');
}
