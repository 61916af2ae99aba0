import { VassalReadError } from './vassal-error.js';

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

/** The plain bytes of an obfuscated (or plain) saved game. */
export function deobfuscate(bytes: Uint8Array): Uint8Array {
  if (!isObfuscated(bytes)) return bytes;
  const start = OBFUSCATION_HEADER.length;
  if (bytes.length < start + 2) throw new VassalReadError('The saved game is cut short: its key is missing.');
  const digits = bytes.length - start - 2;
  if (digits % 2 !== 0) throw new VassalReadError('The saved game is cut short: it ends in the middle of a byte.');
  const hi = hexValue(bytes[start] ?? 0);
  const lo = hexValue(bytes[start + 1] ?? 0);
  if (hi < 0 || lo < 0) throw new VassalReadError('The saved game is damaged: its key is not a hex number.');
  const key = (hi << 4) | lo;
  const out = new Uint8Array(digits / 2);
  for (let i = 0, j = start + 2; i < out.length; i++, j += 2) {
    const a = hexValue(bytes[j] ?? 0);
    const b = hexValue(bytes[j + 1] ?? 0);
    if (a < 0 || b < 0) throw new VassalReadError(`The saved game is damaged: byte ${j} is not a hex digit.`);
    out[i] = ((a << 4) | b) ^ key;
  }
  return out;
}
