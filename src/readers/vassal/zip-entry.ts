import { Inflate } from 'fflate';
import type { ByteSource } from './byte-source.js';
import { Crc32 } from './crc32.js';
import { formatBytes, VASSAL_LIMITS } from './limits.js';
import { VassalReadError } from './vassal-error.js';
import type { ZipEntry } from './zip-directory.js';

const LOCAL_SIGNATURE = 0x04034b50;
/** Compressed bytes handed to the inflater at a time: one push can unpack to about a thousand times this. */
const PUSH_BYTES = 65536;
const READ_BYTES = 1 << 20;

/** How many unpacked bytes one file may still produce, shared by every entry read from it. */
export class UnpackBudget {
  private used = 0;
  constructor(
    private readonly what: string,
    private readonly limit: number = VASSAL_LIMITS.totalUnpackedBytes,
  ) {}

  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw new VassalReadError(`Reading this ${this.what} would unpack at least ${formatBytes(this.used)}; Adjutant unpacks at most ${formatBytes(this.limit)}.`);
  }
}

function u16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}

function quoted(name: string): string {
  return JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}…` : name);
}

async function dataOffset(source: ByteSource, entry: ZipEntry, what: string): Promise<number> {
  const header = await source.read(entry.localHeaderOffset, 30);
  const sig = ((header[0] ?? 0) | ((header[1] ?? 0) << 8) | ((header[2] ?? 0) << 16) | ((header[3] ?? 0) << 24)) >>> 0;
  if (header.length < 30 || sig !== LOCAL_SIGNATURE) throw new VassalReadError(`The ${what} is damaged: the header of ${quoted(entry.name)} is missing.`);
  const start = entry.localHeaderOffset + 30 + u16(header, 26) + u16(header, 28);
  if (start + entry.compressedSize > source.size) throw new VassalReadError(`The ${what} is cut short: ${quoted(entry.name)} runs past the end of the file.`);
  return start;
}

export interface ReadEntryOptions {
  /** The file's name in messages ('saved game', 'module'). */
  readonly what: string;
  readonly budget: UnpackBudget;
  /**
   * Read only the first bytes (an image header): unpacking stops once this many are out, and the
   * checksum, which needs the whole entry, is not checked.
   */
  readonly prefixBytes?: number;
  /** Where the unpacked bytes go, a piece at a time (a save's text is deobfuscated as it unpacks); by default, one buffer of the entry's size. */
  readonly into?: EntrySink;
}

/** Takes an entry's bytes in order as they unpack, and gives what it made of them at the end. */
export interface EntrySink {
  push(chunk: Uint8Array): void;
  result(): Uint8Array;
}

/** The bytes as they are, in one buffer of the size expected. */
class BufferSink implements EntrySink {
  private readonly out: Uint8Array;
  private at = 0;
  constructor(size: number) {
    this.out = new Uint8Array(size);
  }
  push(chunk: Uint8Array): void {
    this.out.set(chunk, this.at);
    this.at += chunk.length;
  }
  result(): Uint8Array {
    return this.out;
  }
}

/**
 * The unpacked bytes of one entry. The declared size is checked against the limits before anything is
 * inflated, and the inflater is fed a little at a time and stopped the moment it produces more than
 * was declared: a zip bomb is refused after a few megabytes of work, not after filling memory.
 */
export async function readZipEntry(source: ByteSource, entry: ZipEntry, options: ReadEntryOptions): Promise<Uint8Array> {
  const { what, budget, prefixBytes } = options;
  const name = quoted(entry.name);
  if (entry.encrypted) throw new VassalReadError(`The ${what} is damaged or locked: ${name} is encrypted.`);
  if (entry.method !== 0 && entry.method !== 8) throw new VassalReadError(`The ${what} packs ${name} with a method Adjutant does not read (method ${entry.method}).`);
  const partial = prefixBytes !== undefined && prefixBytes < entry.size;
  const wanted = partial ? prefixBytes : entry.size;
  if (!partial && entry.size > VASSAL_LIMITS.entryBytes) {
    throw new VassalReadError(`This ${what}'s ${name} unpacks to ${formatBytes(entry.size)}; Adjutant reads at most ${formatBytes(VASSAL_LIMITS.entryBytes)} of one part of a file.`);
  }
  budget.take(wanted);
  const start = await dataOffset(source, entry, what);

  const sink = options.into ?? new BufferSink(wanted);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new VassalReadError(`The ${what} is damaged: stored entry ${name} has two different sizes.`);
    const data = await source.read(start, wanted);
    if (data.length !== wanted) throw new VassalReadError(`The ${what} is cut short inside ${name}.`);
    if (!partial) checkCrc(data, entry, what);
    sink.push(data);
    return sink.result();
  }

  // The checksum is taken as the bytes come, so no copy of the whole entry is needed to check it.
  const crc = new Crc32();
  let produced = 0;
  let done = false;
  const inflater = new Inflate((chunk: Uint8Array) => {
    if (done || chunk.length === 0) return;
    if (produced + chunk.length > wanted) {
      if (!partial) throw new VassalReadError(`The ${what} is refused: ${name} unpacks to more than the ${entry.size} bytes it declares.`);
      sink.push(chunk.subarray(0, wanted - produced));
      produced = wanted;
      done = true;
      return;
    }
    if (!partial) crc.update(chunk);
    sink.push(chunk);
    produced += chunk.length;
    if (partial && produced === wanted) done = true;
  });
  try {
    for (let offset = 0; offset < entry.compressedSize && !done; offset += READ_BYTES) {
      const length = Math.min(READ_BYTES, entry.compressedSize - offset);
      const block = await source.read(start + offset, length);
      if (block.length !== length) throw new VassalReadError(`The ${what} is cut short inside ${name}.`);
      for (let p = 0; p < block.length && !done; p += PUSH_BYTES) {
        const last = offset + p + PUSH_BYTES >= entry.compressedSize;
        inflater.push(block.subarray(p, Math.min(block.length, p + PUSH_BYTES)), last);
      }
    }
    if (entry.compressedSize === 0) inflater.push(new Uint8Array(0), true);
  } catch (e) {
    if (e instanceof VassalReadError) throw e;
    throw new VassalReadError(`The ${what} is damaged: ${name} does not unpack${e instanceof Error && e.message ? ` (${e.message})` : ''}.`);
  }
  if (produced !== wanted) throw new VassalReadError(`The ${what} is damaged: ${name} unpacks to ${produced} bytes, not the ${wanted} it declares.`);
  if (!partial && crc.value() !== entry.crc32) throw new VassalReadError(`The ${what} is damaged: the checksum of ${quoted(entry.name)} does not match its contents.`);
  return sink.result();
}

function checkCrc(data: Uint8Array, entry: ZipEntry, what: string): void {
  const crc = new Crc32();
  crc.update(data);
  if (crc.value() !== entry.crc32) throw new VassalReadError(`The ${what} is damaged: the checksum of ${quoted(entry.name)} does not match its contents.`);
}
