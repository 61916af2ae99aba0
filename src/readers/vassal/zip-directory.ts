import type { ByteSource } from './byte-source.js';
import { formatBytes, formatCount, VASSAL_LIMITS } from './limits.js';
import { VassalReadError } from './vassal-error.js';

/**
 * The central directory of a zip archive (.vmod, .vsav and .vlog are zips). Read by hand because
 * only the directory is needed up front: it lists every entry with its declared sizes, so an archive
 * that would unpack too large, or names a path outside itself, is refused before anything is inflated.
 */
export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflated; anything else is refused when the entry is read. */
  readonly method: number;
  readonly encrypted: boolean;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeaderOffset: number;
}

export interface ZipLimits {
  readonly what: string;
  readonly maxEntries: number;
  readonly maxFileBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function u16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}

function u32(b: Uint8Array, at: number): number {
  return ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16) | ((b[at + 3] ?? 0) << 24)) >>> 0;
}

/** A name that would land outside the folder it is unpacked into, or cannot be a file name at all. */
export function unsafeEntryName(name: string): boolean {
  if (name.length === 0 || name.includes('\0')) return true;
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name)) return true;
  return name.split(/[\\/]/).some((part) => part === '..');
}

function decodeName(bytes: Uint8Array): string {
  // Names are UTF-8 when the archive says so and almost always ASCII otherwise; both decode the same here.
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

export async function readZipDirectory(source: ByteSource, limits: ZipLimits): Promise<ZipEntry[]> {
  const { what } = limits;
  if (source.size > limits.maxFileBytes) {
    throw new VassalReadError(`This ${what} is ${formatBytes(source.size)}; Adjutant reads files of at most ${formatBytes(limits.maxFileBytes)}.`);
  }
  if (source.size < EOCD_SIZE) throw new VassalReadError(`The ${what} is not a zip archive: it is too short.`);
  const tailLength = Math.min(source.size, EOCD_SIZE + MAX_COMMENT);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  let eocd = -1;
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (u32(tail, i) === EOCD_SIGNATURE && i + EOCD_SIZE + u16(tail, i + 20) <= tail.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new VassalReadError(`The ${what} is not a zip archive (or it is cut short): its directory is missing.`);
  const disk = u16(tail, eocd + 4);
  const cdDisk = u16(tail, eocd + 6);
  const entriesOnDisk = u16(tail, eocd + 8);
  const count = u16(tail, eocd + 10);
  const cdSize = u32(tail, eocd + 12);
  const cdOffset = u32(tail, eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || entriesOnDisk !== count) throw new VassalReadError(`The ${what} is split over several disks, which Adjutant does not read.`);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    throw new VassalReadError(`The ${what} is a ZIP64 archive, which Adjutant does not read (no save or module needs one).`);
  }
  if (count > limits.maxEntries) throw new VassalReadError(`The ${what} lists ${formatCount(count)} files; Adjutant reads archives of at most ${formatCount(limits.maxEntries)}.`);
  const eocdOffset = tailStart + eocd;
  if (cdOffset + cdSize > eocdOffset) throw new VassalReadError(`The ${what} is damaged: its directory points past its end.`);
  const cd = await source.read(cdOffset, cdSize);
  if (cd.length !== cdSize) throw new VassalReadError(`The ${what} is cut short: its directory could not be read whole.`);

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > cd.length || u32(cd, at) !== CENTRAL_SIGNATURE) throw new VassalReadError(`The ${what} is damaged: entry ${n + 1} of its directory is unreadable.`);
    const flags = u16(cd, at + 8);
    const method = u16(cd, at + 10);
    const crc32 = u32(cd, at + 16);
    const compressedSize = u32(cd, at + 20);
    const size = u32(cd, at + 24);
    const nameLength = u16(cd, at + 28);
    const extraLength = u16(cd, at + 30);
    const commentLength = u16(cd, at + 32);
    const localHeaderOffset = u32(cd, at + 42);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) throw new VassalReadError(`The ${what} is damaged: entry ${n + 1} of its directory runs past the directory's end.`);
    if (nameLength > VASSAL_LIMITS.entryName) throw new VassalReadError(`The ${what} has a file name longer than ${VASSAL_LIMITS.entryName} bytes.`);
    const name = decodeName(cd.subarray(at + 46, at + 46 + nameLength));
    if (unsafeEntryName(name)) throw new VassalReadError(`The ${what} contains a file named ${JSON.stringify(name.slice(0, 80))}, which points outside the archive; it is refused.`);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeaderOffset === 0xffffffff) {
      throw new VassalReadError(`The ${what} uses ZIP64 sizes, which Adjutant does not read.`);
    }
    if (localHeaderOffset + 30 > cdOffset) throw new VassalReadError(`The ${what} is damaged: ${JSON.stringify(name.slice(0, 80))} starts past the file data.`);
    // Duplicate names are how some archives smuggle a second, different file past a check of the first.
    if (seen.has(name)) throw new VassalReadError(`The ${what} lists ${JSON.stringify(name.slice(0, 80))} twice; it is refused.`);
    seen.add(name);
    entries.push({ name, method, encrypted: (flags & 1) !== 0, crc32, compressedSize, size, localHeaderOffset });
    at = end;
  }
  return entries;
}
