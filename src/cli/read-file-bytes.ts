import { open } from 'node:fs/promises';
import { bytesSource, type ByteSource } from '../readers/vassal/index.js';
import { readAllBytes } from './read-text-file.js';

/**
 * The most read from a file that is not an ordinary file (a pipe, a device): it is read whole into memory,
 * so this bounds that; an ordinary file is read by slices, and its reader's own limits apply.
 */
export const STREAM_BYTE_LIMIT = 100 * 1024 * 1024;

/**
 * Runs `use` over a binary file's bytes. An ordinary file is read by slices as the reader asks for them: a
 * module of hundreds of megabytes of images is never loaded whole (its reader wants only the zip directory
 * and a few entries). Anything else (a pipe, /dev/stdin) is read whole up to STREAM_BYTE_LIMIT, so a device
 * that never ends (/dev/zero) cannot hang the command. Errors of opening and reading the file are thrown as
 * node gives them, for readFailure to put in words; `use` itself should answer with a result.
 */
export async function withFileBytes<T>(path: string, use: (source: ByteSource) => Promise<T>): Promise<T> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    if (info.isDirectory()) throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR' });
    if (!info.isFile()) return await use(bytesSource(await readAllBytes(handle, STREAM_BYTE_LIMIT)));
    return await use({
      size: info.size,
      async read(offset, length) {
        const buffer = new Uint8Array(Math.max(0, Math.min(length, info.size - offset)));
        let filled = 0;
        while (filled < buffer.length) {
          const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, offset + filled);
          if (bytesRead === 0) break; // the file shrank while it was read: what there is
          filled += bytesRead;
        }
        return buffer.subarray(0, filled);
      },
    });
  } finally {
    await handle.close();
  }
}
