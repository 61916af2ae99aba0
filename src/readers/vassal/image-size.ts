/**
 * The pixel size of a board image, from its first bytes: boards are laid side by side by their sizes,
 * and descending hex numbering counts back from the board's far edge. PNG, GIF, JPEG, BMP and SVG
 * with plain width and height are read; anything else is "unknown", never guessed.
 */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

function be16(b: Uint8Array, at: number): number {
  return ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
}

function be32(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
}

function le16(b: Uint8Array, at: number): number {
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
}

function le32(b: Uint8Array, at: number): number {
  return le16(b, at) + le16(b, at + 2) * 65536;
}

function sane(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 && width <= 1_000_000 && height <= 1_000_000 ? { width, height } : null;
}

function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start-of-frame markers carry the size; C4 (DHT), C8 and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sane(be16(b, at + 7), be16(b, at + 5));
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + be16(b, at + 2);
  }
  return null;
}

function svgSize(b: Uint8Array): ImageSize | null {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 8192));
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const num = (attr: string): number | null => {
    const m = new RegExp(`\\s${attr}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`, 'i').exec(tag);
    return m ? Number(m[1]) : null;
  };
  const w = num('width');
  const h = num('height');
  return w !== null && h !== null ? sane(Math.round(w), Math.round(h)) : null;
}

export function imageSize(b: Uint8Array): ImageSize | null {
  if (b.length >= 24 && be32(b, 0) === 0x89504e47 && be32(b, 4) === 0x0d0a1a0a && be32(b, 12) === 0x49484452) {
    return sane(be32(b, 16), be32(b, 20));
  }
  if (b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return sane(le16(b, 6), le16(b, 8));
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return sane(le32(b, 18), Math.abs(le32(b, 22) | 0));
  return svgSize(b);
}
