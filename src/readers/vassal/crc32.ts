/** CRC-32 (the zip format's checksum), to tell a damaged entry from a good one. */
const TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export class Crc32 {
  private crc = 0xffffffff;

  update(bytes: Uint8Array): void {
    let c = this.crc;
    for (let i = 0; i < bytes.length; i++) c = (TABLE[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
    this.crc = c;
  }

  value(): number {
    return (this.crc ^ 0xffffffff) >>> 0;
  }
}
