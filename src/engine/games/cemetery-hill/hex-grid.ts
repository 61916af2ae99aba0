import type { HexGrid, HexGridSettings } from '../../core/hex/hex-grid.js';
import { LABEL_MAX_LENGTH, type HexLabelCodec } from '../../core/hex/hex-label-codec.js';
import { makeHexGrid } from '../../core/hex/make-hex-grid.js';
import { axialToOffset, offsetToAxial } from '../../core/hex/offset-columns.js';

/**
 * What the game's map data may say about its grid; the seeds settle neither point. Columns: default 'even',
 * the series' usual convention (unverified for this map). Extent: the reinforcement entries fit columns
 * 01–21 and rows 01–27, but that is an inference, not a printed fact, so none is imposed by default.
 */
export type CemeteryHillGridSettings = HexGridSettings;

/** SPI-style four digits: column then row, two digits each (0127 is column 1, row 27). */
const LABEL = /^([0-9]{2})([0-9]{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Cemetery Hill's flat-top map with vertical columns, one parity of them half a hex lower. */
export function cemeteryHillGrid(settings: CemeteryHillGridSettings = {}): HexGrid {
  const shifted = settings.shiftedColumns ?? 'even';
  const [firstColumn, lastColumn] = settings.extent?.columns ?? [1, 99];
  const [firstRow, lastRow] = settings.extent?.rows ?? [1, 99];
  for (const [first, last] of [[firstColumn, lastColumn], [firstRow, lastRow]] as const) {
    // Settings come from map data that its loader has validated; a bad extent here is a programming error.
    if (!Number.isInteger(first) || !Number.isInteger(last) || first < 1 || last > 99 || first > last) {
      throw new RangeError(`cemetery-hill grid: extent ${first}–${last} is not within 01–99`);
    }
  }
  const onMap = (column: number, row: number): boolean =>
    Number.isInteger(column) && Number.isInteger(row) && column >= firstColumn && column <= lastColumn && row >= firstRow && row <= lastRow;
  const codec: HexLabelCodec = {
    labelHelp:
      firstColumn === 1 && lastColumn === 99 && firstRow === 1 && lastRow === 99
        ? 'four digits, the column then the row, like 0127 (column 01, row 27)'
        : `four digits, the column (${pad(firstColumn)}–${pad(lastColumn)}) then the row (${pad(firstRow)}–${pad(lastRow)}), like ${pad(firstColumn)}${pad(lastRow)}`,
    parse(label) {
      if (label.length > LABEL_MAX_LENGTH) return null;
      const m = LABEL.exec(label.trim());
      if (!m) return null;
      const column = Number(m[1]);
      const row = Number(m[2]);
      return onMap(column, row) ? offsetToAxial(column, row, shifted) : null;
    },
    format(h) {
      const { column, row } = axialToOffset(h, shifted);
      return onMap(column, row) ? `${pad(column)}${pad(row)}` : null;
    },
  };
  return makeHexGrid('cemetery-hill', 'flat-top', codec);
}
