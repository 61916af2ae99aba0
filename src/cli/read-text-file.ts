import { open, type FileHandle } from 'node:fs/promises';

/** Larger than any file a command reads (a board is at most 2,000,000 characters): reading stops here. */
export const FILE_BYTE_LIMIT = 16 * 1024 * 1024;

export class FileTooLarge extends Error {
  constructor(limit: number) {
    super(`larger than ${limit / (1024 * 1024)} MB`);
  }
}

/**
 * A file's text, read in chunks and given up past `limit` bytes: a huge file is never loaded whole, and
 * a device that never ends (/dev/zero) cannot hang the command.
 */
export async function readTextFile(path: string, limit = FILE_BYTE_LIMIT): Promise<string> {
  const handle = await open(path, 'r');
  try {
    return new TextDecoder('utf-8').decode(await readAllBytes(handle, limit));
  } finally {
    await handle.close();
  }
}

/** Everything left in an open file, read in chunks from where it stands and given up past `limit` bytes. */
export async function readAllBytes(handle: FileHandle, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.alloc(64 * 1024);
  for (;;) {
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) break;
    total += bytesRead;
    if (total > limit) throw new FileTooLarge(limit);
    chunks.push(Buffer.from(chunk.subarray(0, bytesRead)));
  }
  return Buffer.concat(chunks, total);
}

/** Why a file could not be read, in a player's words. */
export function readFailure(e: unknown): string {
  if (e instanceof FileTooLarge) return e.message;
  const code = typeof e === 'object' && e !== null && 'code' in e ? (e as { code?: unknown }).code : undefined;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return 'unreadable';
  }
}
