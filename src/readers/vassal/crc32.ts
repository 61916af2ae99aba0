/**
 * CRC-32 (the zip format's checksum), to tell a damaged entry from a good one. Eight bytes a step
 * ("slicing by 8"): a save's text is tens of megabytes, and a byte at a time took a tenth of its reading.
 */
const TABLES = (() => {
  const t = new Uint32Array(8 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) {
    for (let k = 1; k < 8; k++) {
      const prev = t[(k - 1) * 256 + n] as number;
      t[k * 256 + n] = ((t[prev & 0xff] as number) ^ (prev >>> 8)) >>> 0;
    }
  }
  return t;
})();

export class Crc32 {
  private crc = 0xffffffff;

  update(bytes: Uint8Array): void {
    const t = TABLES;
    let c = this.crc;
    let i = 0;
    const n = bytes.length;
    for (; i + 8 <= n; i += 8) {
      const a = c ^ ((bytes[i] as number) | ((bytes[i + 1] as number) << 8) | ((bytes[i + 2] as number) << 16) | ((bytes[i + 3] as number) << 24));
      const b = (bytes[i + 4] as number) | ((bytes[i + 5] as number) << 8) | ((bytes[i + 6] as number) << 16) | ((bytes[i + 7] as number) << 24);
      c =
        (t[7 * 256 + (a & 0xff)] as number) ^
        (t[6 * 256 + ((a >>> 8) & 0xff)] as number) ^
        (t[5 * 256 + ((a >>> 16) & 0xff)] as number) ^
        (t[4 * 256 + (a >>> 24)] as number) ^
        (t[3 * 256 + (b & 0xff)] as number) ^
        (t[2 * 256 + ((b >>> 8) & 0xff)] as number) ^
        (t[256 + ((b >>> 16) & 0xff)] as number) ^
        (t[b >>> 24] as number);
    }
    for (; i < n; i++) c = (t[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
    this.crc = c;
  }

  value(): number {
    return (this.crc ^ 0xffffffff) >>> 0;
  }
}
