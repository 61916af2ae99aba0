// @ts-check
/**
 * The toolbar icon, drawn at build time so the repository holds no binary files and the build needs no
 * image library: a navy hex (the games' map cell) with a gold rim and a gold chevron (an adjutant's rank).
 */
import { deflateSync } from 'node:zlib';

/** @typedef {readonly [number, number, number, number]} Rgba */

/** @type {Rgba} */ const CLEAR = [0, 0, 0, 0];
/** @type {Rgba} */ const NAVY = [0x1f, 0x3a, 0x5f, 255];
/** @type {Rgba} */ const GOLD = [0xe0, 0xb0, 0x3a, 255];

/** CRC-32 of PNG chunks (the zlib polynomial), by table. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit RGBA PNG of `size`×`size` pixels.
 * @param {number} size
 * @param {(x: number, y: number) => Rgba} pixel colour at pixel (x, y)
 */
export function encodePng(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1); // each scanline starts with filter type 0 (none)
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** True inside a pointy-top regular hexagon of circumradius r centred on the origin. */
function inHex(/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  return ax <= (r * Math.sqrt(3)) / 2 && ay <= r - ax / Math.sqrt(3);
}

/** The icon's colour at a point in unit coordinates (-1..1, y down). */
function iconColour(/** @type {number} */ x, /** @type {number} */ y) {
  if (!inHex(x, y, 0.98)) return CLEAR;
  if (!inHex(x, y, 0.8)) return GOLD;
  const top = -0.32 + 0.7 * Math.abs(x); // a chevron pointing up
  if (Math.abs(x) < 0.46 && y >= top && y <= top + 0.3) return GOLD;
  return NAVY;
}

/**
 * The icon at one size, 4×4 supersampled so small sizes keep smooth edges.
 * @param {number} size
 */
export function iconPng(size) {
  const n = 4;
  return encodePng(size, (px, py) => {
    const sum = [0, 0, 0, 0];
    for (let sy = 0; sy < n; sy++) {
      for (let sx = 0; sx < n; sx++) {
        const c = iconColour(((px + (sx + 0.5) / n) / size) * 2 - 1, ((py + (sy + 0.5) / n) / size) * 2 - 1);
        // premultiplied, so transparent samples do not darken the edge
        for (let i = 0; i < 3; i++) sum[i] = (sum[i] ?? 0) + ((c[i] ?? 0) * (c[3] ?? 0)) / 255;
        sum[3] = (sum[3] ?? 0) + (c[3] ?? 0);
      }
    }
    const a = (sum[3] ?? 0) / (n * n);
    const un = (/** @type {number} */ v) => (a === 0 ? 0 : Math.round(((v / (n * n)) * 255) / a));
    return [un(sum[0] ?? 0), un(sum[1] ?? 0), un(sum[2] ?? 0), Math.round(a)];
  });
}

export const ICON_SIZES = /** @type {const} */ ([16, 32, 48, 128]);
