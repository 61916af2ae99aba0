import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Three suites: pure engine and Node code, preact components in jsdom, and the built extension in a real Chromium.
export default defineConfig({
  root,
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
