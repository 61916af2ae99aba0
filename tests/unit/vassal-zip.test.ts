import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/readers/vassal/byte-source.js';
import { Crc32 } from '../../src/readers/vassal/crc32.js';
import { VASSAL_LIMITS } from '../../src/readers/vassal/limits.js';
import { readSave } from '../../src/readers/vassal/read-save.js';
import { VassalReadError } from '../../src/readers/vassal/vassal-error.js';
import { readZipDirectory } from '../../src/readers/vassal/zip-directory.js';
import { readZipEntry, UnpackBudget } from '../../src/readers/vassal/zip-entry.js';
import { saveZip, savedGameText } from '../support/vassal-writer.js';

const LIMITS = { what: 'saved game', maxEntries: VASSAL_LIMITS.saveEntries, maxFileBytes: VASSAL_LIMITS.saveFileBytes };

function u32At(b: Uint8Array, at: number): number {
  return new DataView(b.buffer, b.byteOffset).getUint32(at, true);
}

/** Rewrites the sizes the central directory declares for every entry (a lying archive). */
function declareSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  let eocd = out.length - 22;
  while (u32At(out, eocd) !== 0x06054b50) eocd--;
  let at = u32At(out, eocd + 16);
  const count = view.getUint16(eocd + 10, true);
  for (let i = 0; i < count; i++) {
    view.setUint32(at + 24, size, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await readSave(bytesSource(bytes));
  } catch (e) {
    expect(e).toBeInstanceOf(VassalReadError);
    return (e as Error).message;
  }
  throw new Error('expected the archive to be refused');
}

describe('zip reading', () => {
  it('lists entries and unpacks them with their checksums checked', async () => {
    const zip = zipSync({ 'a.txt': new TextEncoder().encode('hello hello hello'), 'dir/b.bin': new Uint8Array([1, 2, 3]) });
    const entries = await readZipDirectory(bytesSource(zip), LIMITS);
    expect(entries.map((e) => e.name)).toEqual(['a.txt', 'dir/b.bin']);
    const data = await readZipEntry(bytesSource(zip), entries[0]!, { what: 'test', budget: new UnpackBudget('test') });
    expect(new TextDecoder().decode(data)).toBe('hello hello hello');
  });

  it('reads stored (uncompressed) entries', async () => {
    const zip = zipSync({ 'a.txt': [new TextEncoder().encode('plain'), { level: 0 }] });
    const entries = await readZipDirectory(bytesSource(zip), LIMITS);
    expect(entries[0]!.method).toBe(0);
    expect(new TextDecoder().decode(await readZipEntry(bytesSource(zip), entries[0]!, { what: 'test', budget: new UnpackBudget('test') }))).toBe('plain');
  });

  it('refuses an entry that declares more than the limit, before inflating it', async () => {
    const zip = declareSizes(saveZip(savedGameText([])), VASSAL_LIMITS.entryBytes + 1);
    expect(await refusal(zip)).toMatch(/declares .* bytes .* refused|at most/);
  });

  it('refuses a zip bomb that declares a small size and inflates to much more, quickly', async () => {
    // 30 MB of zeros packs into about 30 KB; the directory is then made to claim 1000 bytes.
    const bomb = declareSizes(zipSync({ savedGame: new Uint8Array(30_000_000) }), 1000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    expect(await refusal(bomb)).toMatch(/unpacks to more than the 1000 bytes it declares/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an archive whose entries together declare more than the total limit', async () => {
    // Three entries of 22 MB each: none past the limit of one entry, together past the limit of a file.
    const zip = declareSizes(zipSync({ savedGame: new Uint8Array(10), a: new Uint8Array(10), b: new Uint8Array(10) }), 22_000_000);
    expect(await refusal(zip)).toMatch(/^This saved game unpacks to 66 MB; Adjutant reads at most 64 MB\.$/);
  });

  it('refuses an archive with too many entries', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= VASSAL_LIMITS.saveEntries; i++) files[`f${i}`] = new Uint8Array(0);
    expect(await refusal(zipSync(files))).toMatch(/lists 2,001 files; Adjutant reads archives of at most 2,000/);
  });

  it('refuses entry names that point outside the archive', async () => {
    for (const name of ['../evil', 'a/../../evil', '/etc/passwd', 'C:/x', '..\\x']) {
      expect(await refusal(zipSync({ savedGame: new Uint8Array(1), [name]: new Uint8Array(1) }))).toMatch(/points outside the archive/);
    }
  });

  it('says clearly when a file is not a zip, is cut short, or is damaged', async () => {
    expect(await refusal(new TextEncoder().encode('just some text, not a zip at all'))).toMatch(/not a zip archive/);
    expect(await refusal(new Uint8Array(5))).toMatch(/too short/);
    const good = saveZip(savedGameText([]));
    expect(await refusal(good.subarray(0, good.length - 30))).toMatch(/not a zip archive|cut short|damaged/);
    expect(await refusal(good.subarray(20))).toMatch(/damaged|cut short|not a zip/);
    const flipped = good.slice();
    flipped[60] = (flipped[60] ?? 0) ^ 0xff;
    expect(await refusal(flipped)).toMatch(/damaged|does not unpack|checksum|no VASSAL game|not a hex digit|cut short/);
  });

  it('refuses a file larger than a save can be, without reading it', async () => {
    let reads = 0;
    const huge = { size: VASSAL_LIMITS.saveFileBytes + 1, read: async () => (reads++, new Uint8Array(0)) };
    await expect(readSave(huge)).rejects.toThrow(/^This saved game is 64\.1 MB; Adjutant reads files of at most 64 MB\.$/);
    expect(reads).toBe(0);
  });

  it('tells a module dropped as a save', async () => {
    expect(await refusal(zipSync({ 'buildFile.xml': new Uint8Array(1) }))).toMatch(/looks like a module/);
  });
});

describe('CRC-32, eight bytes a step', () => {
  /** The checksum a byte at a time, straight from its definition. */
  const bitwise = (bytes: Uint8Array): number => {
    let c = 0xffffffff;
    for (const b of bytes) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };

  it('is the zip checksum, for any bytes fed in any pieces', () => {
    expect(((): number => {
      const c = new Crc32();
      c.update(new TextEncoder().encode('123456789'));
      return c.value();
    })()).toBe(0xcbf43926);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.array(fc.nat(100), { maxLength: 4 }), (bytes, cuts) => {
        const c = new Crc32();
        let at = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          c.update(bytes.subarray(at, Math.max(at, Math.min(cut, bytes.length))));
          at = Math.max(at, Math.min(cut, bytes.length));
        }
        c.update(bytes.subarray(at));
        expect(c.value()).toBe(bitwise(bytes));
      }),
      { numRuns: 500 },
    );
  });
});
