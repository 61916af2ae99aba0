import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT } from './extension-browser.js';

const run = promisify(execFile);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

it('npm start without a display builds, runs Chromium headless and screenshots the popup', { timeout: 120_000 }, async () => {
  const env = { ...process.env };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  const before = Date.now();
  const { stdout } = await run(process.execPath, ['src/tools/start.mjs'], { cwd: ROOT, env, timeout: 110_000 });
  const path = /Screenshot of the popup: (.+\.png)$/m.exec(stdout)?.[1];
  expect(path, stdout).toBeDefined();
  const file = path ?? '';
  expect(statSync(file).mtimeMs).toBeGreaterThanOrEqual(before - 1_000);
  expect(readFileSync(file).subarray(0, 8)).toEqual(PNG_SIGNATURE);
});
