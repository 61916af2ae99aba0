import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CHROME_DIR, FIREFOX_DIR, ROOT } from './extension-browser.js';

/** The README lists each permission the built extensions ask for, one a bullet; this keeps the list true. */

function permissionsOf(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { permissions?: string[] };
  return manifest.permissions ?? [];
}

it("README's permission list names exactly the permissions of dist/chrome and dist/firefox", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const listed = [...readme.matchAll(/^- `([A-Za-z]+)`(?: \(Chromium only\))?: /gm)].map((m) => m[1]);
  const asked = [...new Set([...permissionsOf(CHROME_DIR), ...permissionsOf(FIREFOX_DIR)])];
  expect([...listed].sort()).toEqual([...asked].sort());
  // Each one Firefox does not ask for is marked as Chromium's.
  for (const p of permissionsOf(CHROME_DIR).filter((p) => !permissionsOf(FIREFOX_DIR).includes(p))) {
    expect(readme).toContain(`- \`${p}\` (Chromium only): `);
  }
});
