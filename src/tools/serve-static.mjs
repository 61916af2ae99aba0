// @ts-check
/**
 * A read-only file server for examples/ on the loopback interface, for `npm start` and the end-to-end tests:
 * extension content scripts cannot be tried on file:// pages without an extra permission, so the page to
 * try Adjutant on is served over http. Only files under the folder are served (no traversal, no symlinks out).
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';

/** @type {Readonly<Record<string, string>>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file a request path names inside `base`, or null when it names nothing servable.
 * @param {string} base real path of the served folder
 * @param {string} urlPath
 */
async function fileFor(base, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').includes('..')) return null;
  let file = resolve(base, `.${path}`);
  try {
    if ((await stat(file)).isDirectory()) file = resolve(file, 'index.html');
    const real = await realpath(file);
    if (!real.startsWith(base + sep) || !(await stat(real)).isFile()) return null;
    return real;
  } catch {
    return null;
  }
}

/**
 * Serves `folder` on 127.0.0.1 at a free port.
 * @param {string} folder
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveFolder(folder) {
  const base = await realpath(folder);
  /** @type {Set<string>} */
  const hosts = new Set();
  const server = createServer((req, res) => {
    const send = (/** @type {number} */ status, /** @type {string} */ text) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
    };
    // A page elsewhere must not reach this server through a rebound DNS name.
    if (!hosts.has(req.headers.host ?? '')) return send(421, 'Wrong host');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Only GET and HEAD');
    const urlPath = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    void fileFor(base, urlPath).then(async (file) => {
      if (!file) return send(404, 'Not found');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    }, () => send(500, 'Could not read the file'));
  });
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the example server has no port');
  for (const name of ['127.0.0.1', 'localhost']) hosts.add(`${name}:${address.port}`);
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections(); // the browser may hold keep-alive connections open
      }),
  };
}
