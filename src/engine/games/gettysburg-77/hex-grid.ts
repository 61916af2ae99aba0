import type { HexGrid } from '../../core/hex/hex-grid.js';
import { LABEL_MAX_LENGTH, type HexLabelCodec } from '../../core/hex/hex-label-codec.js';
import { makeHexGrid } from '../../core/hex/make-hex-grid.js';
import { rowIndex, rowLetters } from './row-letters.js';

/** The map's extent is not known; column numbers of up to two digits are accepted (the seed names up to 44). */
const LAST_COLUMN = 99;

/** A row (one letter, or the same letter twice), an optional dash (the seed writes both II42 and II-42), a column. */
const LABEL = /^([A-Z]{1,2})-?([1-9][0-9]?)$/;

/**
 * Lettered rows are straight lines of hexes and numbered columns run diagonally, so the printed pair is
 * already axial: q = column, r = row index. The six neighbours of (q, r) are then (q ± 1, r), (q, r ± 1),
 * (q − 1, r + 1) and (q + 1, r − 1), as the sunken-road hexes Q36, R35 … V31 and O38–O39 show.
 */
const codec: HexLabelCodec = {
  labelHelp: 'a row in capital letters (A to Z, then AA, BB … ZZ) followed by a column number, like O38 or II42 (II-42 is read too)',
  parse(label) {
    if (label.length > LABEL_MAX_LENGTH) return null;
    const m = LABEL.exec(label.trim());
    if (!m || !m[1] || !m[2]) return null;
    const row = rowIndex(m[1]);
    const column = Number(m[2]);
    if (row === null || column > LAST_COLUMN) return null;
    return { q: column, r: row };
  },
  format(h) {
    const row = rowLetters(h.r);
    if (row === null || !Number.isInteger(h.q) || h.q < 1 || h.q > LAST_COLUMN) return null;
    return `${row}${h.q}`;
  },
};

export const GETTYSBURG_77_GRID: HexGrid = makeHexGrid('gettysburg-77', 'pointy-top', codec);
