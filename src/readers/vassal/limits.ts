/**
 * Limits on everything read from a VASSAL file. The files come from other players by mail: a file
 * past any of these is refused with a message that names the limit, never half-read.
 */
export const VASSAL_LIMITS = {
  /** A saved game or log as dropped on the page. */
  saveFileBytes: 20_000_000,
  /** A module as dropped on the page; only its directory and a few entries are ever read. */
  moduleFileBytes: 1_000_000_000,
  /** Entries in a save's zip directory. */
  saveEntries: 2000,
  /** Entries in a module's zip directory (modules carry one image per counter). */
  moduleEntries: 20_000,
  /** Bytes one entry may unpack to, and all the entries read from one file together. */
  entryBytes: 20_000_000,
  totalUnpackedBytes: 20_000_000,
  /** Longest entry name. */
  entryName: 1024,
  /** Characters of decoded command text in one save. */
  commandText: 20_000_000,
  /** Commands in one save or log, after splitting. */
  commands: 500_000,
  /** How deeply commands may nest inside each other. */
  commandDepth: 32,
  /** Traits wrapped around one piece. */
  traits: 200,
  /** Characters scanned while splitting, all told: a guard against inputs built to be slow. */
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
