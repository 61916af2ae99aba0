import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { SharedSkipReporter } from './support/shared-skip-reporter.js';

const root = fileURLToPath(new URL('..', import.meta.url));

// Four suites: pure engine and Node code, preact components in jsdom, and the built extension in a real Chromium and in a real Firefox.
export default defineConfig({
  root,
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    // A clone without ../shared skips the checks against it and ends with one line saying so; CI=true fails instead.
    reporters: ['default', new SharedSkipReporter()],
    globalSetup: ['tests/support/require-shared.ts'],
    setupFiles: ['tests/support/load-games.ts'],
    projects: [
      // Generous per-test limits: two cores shared by three suites can slow a heavy test several-fold; speed goals live in `npm run bench`.
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/dom/**/*.test.{ts,tsx}'], testTimeout: 20_000 } },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/e2e/firefox/**'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        // Firefox ESR driven by puppeteer-core over WebDriver BiDi, and web-ext's lint of dist/firefox. It runs
        // after the other suites (groupOrder) so that two browsers never compete for the two cores.
        extends: true,
        test: {
          name: 'e2e-firefox',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/e2e/firefox/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
