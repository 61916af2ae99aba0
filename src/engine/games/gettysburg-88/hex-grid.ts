import type { HexGrid } from '../../core/hex/hex-grid.js';
import { LABEL_MAX_LENGTH, type HexLabelCodec } from '../../core/hex/hex-label-codec.js';
import { makeHexGrid } from '../../core/hex/make-hex-grid.js';
import { axialToOffset, offsetToAxial } from '../../core/hex/offset-columns.js';

/**
 * Columns are letters (A = 1) and rows are numbers. The even letters (B, D, F …) sit half a hex lower:
 * clarification 22 has E8 and G8 each touching F7 and F8, which the other parity would contradict.
 * Only single letters are accepted: the seed names columns up to U, and the map's extent is not known.
 */
const SHIFTED = 'even';
const LAST_COLUMN = 26;
const LAST_ROW = 99;
const LABEL = /^([A-Z])([1-9][0-9]?)$/;

const codec: HexLabelCodec = {
  labelHelp: 'a column letter (a capital, A to Z) followed by a row number, like E6 or G10',
  parse(label) {
    if (label.length > LABEL_MAX_LENGTH) return null;
    const m = LABEL.exec(label.trim());
    if (!m || !m[1] || !m[2]) return null;
    return offsetToAxial(m[1].charCodeAt(0) - 64, Number(m[2]), SHIFTED);
  },
  format(h) {
    const { column, row } = axialToOffset(h, SHIFTED);
    if (!Number.isInteger(column) || !Number.isInteger(row) || column < 1 || column > LAST_COLUMN || row < 1 || row > LAST_ROW) return null;
    return `${String.fromCharCode(64 + column)}${row}`;
  },
};

export const GETTYSBURG_88_GRID: HexGrid = makeHexGrid('gettysburg-88', 'flat-top', codec);
