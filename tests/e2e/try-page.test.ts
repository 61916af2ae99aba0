import { request } from 'node:http';
import { expect, it } from 'vitest';
import { useExtension } from './extension-browser.js';

const started = useExtension();

/** The status of a GET sent with the path exactly as written (fetch would normalise the dots away). */
function statusOf(origin: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    request({ hostname, port, path: rawPath }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    })
      .on('error', fail)
      .end();
  });
}

it('serves the page to try Adjutant on, with no outside resources', async () => {
  const s = started();
  const page = await s.context.newPage();
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(s.examplesOrigin)) outside.push(r.url());
  });
  const response = await page.goto(`${s.examplesOrigin}/try-page.html`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Adjutant');
  await expect(page.getByRole('img').count()).resolves.toBe(1);
  expect(outside).toEqual([]);
});

it('serves nothing outside examples/', async () => {
  const { examplesOrigin } = started();
  expect(await statusOf(examplesOrigin, '/../package.json')).toBe(404);
  expect(await statusOf(examplesOrigin, '/%2e%2e/package.json')).toBe(404);
  expect(await statusOf(examplesOrigin, '/..%2fpackage.json')).toBe(404);
  expect(await statusOf(examplesOrigin, '/missing.html')).toBe(404);
});
