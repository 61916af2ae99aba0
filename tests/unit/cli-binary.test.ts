import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = `${root}dist/cli/adjutant.mjs`;

// The README promises `npx adjutant …` after install; this runs exactly that against the build.
function npx(...args: string[]) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first (npm test does).`);
  return spawnSync('npx', ['--no-install', 'adjutant', ...args], { cwd: root, encoding: 'utf8', timeout: 30_000 });
}

describe('npx adjutant (the built command line)', () => {
  it('answers odds as JSON', () => {
    const r = npx('odds', '--game', 'gettysburg-77', '--attack', '10', '--defense', '14', '--drm', '-1', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ odds: '1-2', allowed: true, drm: -1, next: { odds: '3-4', attackNeeded: 11 } });
  });

  it('exits 2 with a one-line message on bad input', () => {
    const r = npx('odds', '--game', 'gettysburg-77', '--attack', '-4', '--defense', '14');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n').filter((l) => l.startsWith('adjutant'))).toEqual(['adjutant odds: --attack must be from 0 to 999; -4 is out of range.']);
  });
});
