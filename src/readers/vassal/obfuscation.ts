import { VassalReadError } from './vassal-error.js';
import type { EntrySink } from './zip-entry.js';

/**
 * VASSAL hides a saved game's text from casual reading (ObfuscatingOutputStream): the five characters
 * "!VCSK", then a key byte as two hex digits, then every byte of the UTF-8 text XORed with the key and
 * written as two hex digits. A file without the header is plain text and is read as it is.
 */
export const OBFUSCATION_HEADER = '!VCSK';

export function isObfuscated(bytes: Uint8Array): boolean {
  if (bytes.length < OBFUSCATION_HEADER.length) return false;
  for (let i = 0; i < OBFUSCATION_HEADER.length; i++) if (bytes[i] !== OBFUSCATION_HEADER.charCodeAt(i)) return false;
  return true;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Two hex digits (as one 16-bit code, first digit high) → their byte, or -1: one look-up per byte of a save. */
const PAIRS = (() => {
  const t = new Int16Array(65536).fill(-1);
  for (let a = 0; a < 256; a++) {
    const hi = hexValue(a);
    if (hi < 0) continue;
    for (let b = 0; b < 256; b++) {
      const lo = hexValue(b);
      if (lo >= 0) t[(a << 8) | b] = (hi << 4) | lo;
    }
  }
  return t;
})();

/** The plain bytes of an obfuscated (or plain) saved game. */
export function deobfuscate(bytes: Uint8Array): Uint8Array {
  if (!isObfuscated(bytes)) return bytes;
  const start = OBFUSCATION_HEADER.length;
  if (bytes.length < start + 2) throw new VassalReadError('The saved game is cut short: its key is missing.');
  const digits = bytes.length - start - 2;
  if (digits % 2 !== 0) throw new VassalReadError('The saved game is cut short: it ends in the middle of a byte.');
  const key = PAIRS[((bytes[start] as number) << 8) | (bytes[start + 1] as number)] as number;
  if (key < 0) throw new VassalReadError('The saved game is damaged: its key is not a hex number.');
  const out = new Uint8Array(digits / 2);
  for (let i = 0, j = start + 2; i < out.length; i++, j += 2) {
    const v = PAIRS[((bytes[j] as number) << 8) | (bytes[j + 1] as number)] as number;
    if (v < 0) throw new VassalReadError(`The saved game is damaged: byte ${hexValue(bytes[j] as number) < 0 ? j : j + 1} is not a hex digit.`);
    out[i] = v ^ key;
  }
  return out;
}

/**
 * Deobfuscates a save's text as it unpacks, so the hex text (twice the size of the game) is never held
 * whole: the same bytes as deobfuscate() gives for the whole, checked the same way.
 */
export class DeobfuscatingSink implements EntrySink {
  private readonly head = new Uint8Array(OBFUSCATION_HEADER.length + 2);
  private headLength = 0;
  /** Null until the header has been seen; then the plain bytes (obfuscated) or the bytes as they are. */
  private out: Uint8Array | null = null;
  private obfuscated = false;
  private key = 0;
  private at = 0;
  /** Bytes of the entry taken before the piece being read, for the position named when a digit is wrong. */
  private consumed = 0;
  /** The first digit of a pair whose second is in the next piece, or -1. */
  private pending = -1;

  constructor(private readonly size: number) {}

  push(chunk: Uint8Array): void {
    const chunkStart = this.consumed;
    this.consumed += chunk.length;
    let i = 0;
    if (this.out === null) {
      while (this.headLength < this.head.length && i < chunk.length) this.head[this.headLength++] = chunk[i++] as number;
      if (this.headLength < this.head.length && this.headLength < this.size) return;
      this.begin();
    }
    const out = this.out as Uint8Array;
    if (!this.obfuscated) {
      out.set(chunk.subarray(i), this.at);
      this.at += chunk.length - i;
      return;
    }
    if (this.pending >= 0 && i < chunk.length) {
      this.put(this.pending, chunk[i] as number, chunkStart - 1);
      this.pending = -1;
      i++;
    }
    const key = this.key;
    const pairs = PAIRS;
    const n = chunk.length;
    let at = this.at;
    for (; i + 1 < n; i += 2) {
      const v = pairs[((chunk[i] as number) << 8) | (chunk[i + 1] as number)] as number;
      if (v < 0) badDigit(chunkStart + i, chunk[i] as number);
      out[at++] = v ^ key;
    }
    this.at = at;
    if (i < n) this.pending = chunk[i] as number;
  }

  result(): Uint8Array {
    if (this.out === null) this.begin();
    if (this.pending >= 0) throw new VassalReadError('The saved game is cut short: it ends in the middle of a byte.');
    return (this.out as Uint8Array).subarray(0, this.at);
  }

  private begin(): void {
    const head = this.head.subarray(0, this.headLength);
    this.obfuscated = isObfuscated(head);
    if (!this.obfuscated) {
      this.out = new Uint8Array(Math.max(this.size, head.length));
      this.out.set(head);
      this.at = head.length;
      return;
    }
    if (this.headLength < this.head.length) throw new VassalReadError('The saved game is cut short: its key is missing.');
    const digits = this.size - this.head.length;
    if (digits % 2 !== 0) throw new VassalReadError('The saved game is cut short: it ends in the middle of a byte.');
    const key = PAIRS[((head[OBFUSCATION_HEADER.length] as number) << 8) | (head[OBFUSCATION_HEADER.length + 1] as number)] as number;
    if (key < 0) throw new VassalReadError('The saved game is damaged: its key is not a hex number.');
    this.key = key;
    this.out = new Uint8Array(digits / 2);
  }

  private put(a: number, b: number, at: number): void {
    const v = PAIRS[(a << 8) | b] as number;
    if (v < 0) badDigit(at, a);
    (this.out as Uint8Array)[this.at++] = v ^ this.key;
  }
}

function badDigit(at: number, first: number): never {
  throw new VassalReadError(`The saved game is damaged: byte ${hexValue(first) < 0 ? at : at + 1} is not a hex digit.`);
}
