/**
 * Limits on everything read from a VASSAL file. The files come from other players by mail: a file
 * past any of these is refused with a message that names the limit and what the file holds, never
 * half-read. They are sized from real files with room to spare: the largest known save (a CCN
 * tutorial log) unpacks to 22.5 MB, and real pieces carry up to some 200 traits.
 */
export const VASSAL_LIMITS = {
  /** A saved game or log as dropped on the page. */
  saveFileBytes: 64_000_000,
  /** A module as dropped on the page; only its directory and a few entries are ever read. */
  moduleFileBytes: 1_000_000_000,
  /** Entries in a save's zip directory. */
  saveEntries: 2000,
  /** Entries in a module's zip directory (modules carry one image per counter). */
  moduleEntries: 20_000,
  /**
   * Bytes one entry may unpack to, and all the entries read from one file together: the guard against
   * a zip bomb (the inflater is also stopped the moment an entry passes its declared size).
   */
  entryBytes: 64_000_000,
  totalUnpackedBytes: 64_000_000,
  /** Longest entry name. */
  entryName: 1024,
  /** Characters of decoded command text in one save (an obfuscated entry holds half as many as its bytes). */
  commandText: 64_000_000,
  /** Commands in one save or log, after splitting. */
  commands: 500_000,
  /** How deeply commands may nest inside each other. */
  commandDepth: 32,
  /** Traits wrapped around one piece; a piece with more is skipped and named, the file still reads. */
  traits: 1000,
  /**
   * Characters scanned while taking a file apart, all told, per character of its commands (and at
   * least the fixed floor): nested commands are rescanned once per level, so this bounds the work a
   * file built to be slow can cause, while every real file needs a few scans of its text.
   */
  scanWorkPerChar: 40,
  scanWork: 250_000_000,
  /** Pieces kept from one save (stacks and decks not counted). */
  pieces: 20_000,
  /** buildFile: characters, nesting depth, elements, attributes on one element. */
  xmlChars: 20_000_000,
  xmlDepth: 256,
  xmlElements: 500_000,
  xmlAttributes: 256,
  /** Maps, boards on one map, zones on one board, points of one zone. */
  maps: 100,
  boardsPerMap: 200,
  zonesPerBoard: 1000,
  zonePoints: 2000,
  /** Bytes of an image read to learn its size. */
  imageHeaderBytes: 1_000_000,
} as const;

/** A size for a message: "70.2 MB", "64 MB", "812 bytes"; rounded up, so a size just past a limit never shows as the limit. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${bytes.toLocaleString('en-US')} bytes`;
  const mb = Math.ceil(bytes / 100_000) / 10;
  return `${Number.isInteger(mb) ? mb.toFixed(0) : mb.toFixed(1)} MB`;
}

/** A count for a message, with thousands marked: "500,000". */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
