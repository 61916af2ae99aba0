import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeobfuscatingSink, deobfuscate, isObfuscated } from '../../src/readers/vassal/obfuscation.js';
import { decodeSequence } from '../../src/readers/vassal/sequence-decoder.js';
import { VassalReadError } from '../../src/readers/vassal/vassal-error.js';
import { encodeSequence, obfuscate } from '../support/vassal-writer.js';

const text = (b: Uint8Array): string => new TextDecoder().decode(b);

describe('VASSAL obfuscation (!VCSK)', () => {
  it('writes the header, the key and two hex digits per byte', () => {
    const out = text(obfuscate('AB', 0x0f));
    // 'A' = 0x41 ^ 0x0f = 0x4e, 'B' = 0x42 ^ 0x0f = 0x4d
    expect(out).toBe('!VCSK0f4e4d');
  });

  it('round-trips text with every key', () => {
    const sample = 'begin_save\u001b+/123/piece;;;a.png;Iron Brigade/Main Map;100;200;;0\u001bend_save — ü';
    for (let key = 0; key < 256; key++) expect(text(deobfuscate(obfuscate(sample, key)))).toBe(sample);
  });

  it('reads upper-case hex digits as VASSAL does', () => {
    expect(text(deobfuscate(new TextEncoder().encode('!VCSK0F4E4D')))).toBe('AB');
  });

  it('passes plain text through untouched', () => {
    const plain = new TextEncoder().encode('begin_save');
    expect(isObfuscated(plain)).toBe(false);
    expect(deobfuscate(plain)).toBe(plain);
  });

  it('refuses a body cut in the middle of a byte, a missing key and non-hex digits', () => {
    expect(() => deobfuscate(new TextEncoder().encode('!VCSK0f4e4'))).toThrow(VassalReadError);
    expect(() => deobfuscate(new TextEncoder().encode('!VCSK0'))).toThrow(/key is missing/);
    expect(() => deobfuscate(new TextEncoder().encode('!VCSKzz4e'))).toThrow(/key is not a hex number/);
    expect(() => deobfuscate(new TextEncoder().encode('!VCSK0f4g'))).toThrow(/not a hex digit/);
  });

  it('round-trips any bytes with any key (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 0, max: 255 }), (bytes, key) => {
        expect([...deobfuscate(obfuscate(bytes, key))]).toEqual([...bytes]);
      }),
    );
  });
});

describe("VASSAL's SequenceEncoder lists", () => {
  it('escapes delimiters and quotes values that start with a backslash or are quoted', () => {
    expect(encodeSequence(['a/b', '\\x', "'q'", '', null, 'end'], '/')).toBe("a\\/b/'\\x'/''q''///end");
    expect(decodeSequence("a\\/b/'\\x'/''q''///end", '/')).toEqual(['a/b', '\\x', "'q'", '', '', 'end']);
  });

  it('reads a trailing delimiter as one more empty value, and an empty list as one empty value', () => {
    expect(decodeSequence('a;', ';')).toEqual(['a', '']);
    expect(decodeSequence('', ';')).toEqual(['']);
  });

  it('round-trips lists of any values (property)', () => {
    // VASSAL itself cannot round-trip a value ending in a backslash unless it is the last one (the
    // backslash then reads as escaping the delimiter): such lists are left out, as VASSAL never writes them.
    const value = fc.string({ unit: fc.constantFrom('a', 'b', '/', '\\', "'", ' ', 'é', '\t'), maxLength: 8 });
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 6 }), (values) => {
        fc.pre(values.slice(0, -1).every((v) => !v.endsWith('\\') || (v.startsWith('\\') || (v.startsWith("'") && v.endsWith("'")))));
        expect(decodeSequence(encodeSequence(values, '/'), '/')).toEqual(values);
      }),
    );
  });
});

describe('deobfuscating a save as it unpacks, a piece at a time', () => {
  /** The outcome of a reading: its bytes, or the message it refused with. */
  const outcome = (read: () => Uint8Array): string => {
    try {
      return `ok ${Array.from(read()).join(',')}`;
    } catch (e) {
      if (e instanceof VassalReadError) return `refused ${e.message}`;
      throw e;
    }
  };
  const inPieces = (bytes: Uint8Array, cuts: readonly number[]): Uint8Array => {
    const sink = new DeobfuscatingSink(bytes.length);
    let at = 0;
    for (const cut of [...cuts].map((c) => c % (bytes.length + 1)).sort((a, b) => a - b)) {
      sink.push(bytes.subarray(at, Math.max(at, cut)));
      at = Math.max(at, cut);
    }
    sink.push(bytes.subarray(at));
    return sink.result();
  };

  it('gives what deobfuscating the whole gives, or the same refusal, however the bytes are cut', () => {
    const obfuscated = fc.tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 0, max: 255 })).map(([t, key]) => obfuscate(t, key));
    // Damaged ones too: a digit changed, a byte cut off the end, the key or header broken, or plain text.
    const damaged = fc.tuple(obfuscated, fc.nat(), fc.constantFrom(0x67, 0x21, 0x30)).map(([b, at, byte]) => {
      const copy = b.slice();
      copy[at % copy.length] = byte;
      return copy;
    });
    const bytes = fc.oneof(obfuscated, damaged, obfuscated.map((b) => b.slice(0, -1)), fc.uint8Array({ maxLength: 30 }));
    fc.assert(
      fc.property(bytes, fc.array(fc.nat(), { maxLength: 6 }), (b, cuts) => {
        expect(outcome(() => inPieces(b, cuts))).toBe(outcome(() => deobfuscate(b)));
      }),
      { numRuns: 1000 },
    );
  });
});
