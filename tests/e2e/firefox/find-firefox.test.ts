import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { FIREFOX_INSTALL_HELP, findFirefox } from './find-firefox.js';
import { startFirefox } from './firefox-session.js';

const dir = mkdtempSync(join(tmpdir(), 'adjutant-find-firefox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in executable at `name` in the scratch folder. */
function fakeBrowser(name: string): string {
  const file = join(dir, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
}

it('takes FIREFOX_PATH first, then firefox-esr, then firefox on PATH, then the usual places', () => {
  const esr = fakeBrowser('firefox-esr');
  const plain = fakeBrowser('firefox');
  const elsewhere = fakeBrowser('my-firefox');
  expect(findFirefox({ FIREFOX_PATH: elsewhere, PATH: dir }, [])).toBe(elsewhere);
  expect(findFirefox({ PATH: `/nowhere:${dir}` }, [])).toBe(esr);
  rmSync(esr);
  expect(findFirefox({ PATH: dir }, [])).toBe(plain);
  expect(findFirefox({ PATH: '/nowhere' }, [elsewhere])).toBe(elsewhere);
  expect(findFirefox({ PATH: '/nowhere' }, [])).toBeNull();
});

it('refuses a FIREFOX_PATH that is not an executable file rather than fall back', () => {
  const notExecutable = join(dir, 'notes.txt');
  writeFileSync(notExecutable, 'not a browser');
  expect(() => findFirefox({ FIREFOX_PATH: notExecutable, PATH: '' }, [])).toThrow(`FIREFOX_PATH is set to ${notExecutable}`);
});

it('fails with how to install Firefox when there is none, instead of skipping the Firefox tests', async () => {
  await expect(startFirefox({ env: { PATH: '/nowhere' }, places: [] })).rejects.toThrow(FIREFOX_INSTALL_HELP);
  expect(FIREFOX_INSTALL_HELP).toContain('sudo apt-get install firefox-esr');
  expect(FIREFOX_INSTALL_HELP).toContain('FIREFOX_PATH');
});
