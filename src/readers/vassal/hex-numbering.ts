import { DEFAULT_NUMBERING, type HexGridSpec, type HexNumbering } from './module-geometry.js';

/**
 * From a point on a board to the label VASSAL's HexGrid and HexGridNumbering give it.
 *
 * VASSAL's hex grid is columns of flat-top hexes, dx apart, each dy tall, the first centred at
 * (x0, y0); odd columns sit half a hex lower. A sideways grid is the same with x and y swapped (and x0,
 * y0 read in that swapped frame). The numbering then names a hex by its column and row: counted from
 * the far edge when descending, odd columns one row higher when staggered, slanted when oblique, each
 * part printed as a number (with leading zeros) or letters, in the order and with the separator the
 * module chose.
 */
export interface RawHex {
  /** VASSAL's raw column and row: column index from x0, row index from y0 in that column. */
  readonly column: number;
  readonly row: number;
}

/** The parts of a module's label, for the label template. */
export interface ModuleLabel {
  /** The label as VASSAL prints it (the numbering's location format applied). */
  readonly label: string;
  readonly column: string;
  readonly row: string;
  /** The numbers printed (for letters: A = 0, as VASSAL counts); null in a zone without a grid. */
  readonly columnNumber: number | null;
  readonly rowNumber: number | null;
  /** The zone the point is in, on a multi-zoned board. */
  readonly zone: string | null;
}

const SQRT3_2 = Math.sqrt(3) / 2;

/**
 * The hex a point lies in. The grid is squashed into a regular one (hex height 1, column spacing
 * √3/2), where the hex containing a point is the one whose centre is nearest: axial coordinates by
 * the Red Blob Games method, cube rounding, then back to VASSAL's columns with odd columns shifted.
 */
export function rawHexAt(grid: HexGridSpec, x: number, y: number): RawHex {
  const [px, py] = grid.sideways ? [y, x] : [x, y];
  const X = ((px - grid.x0) / grid.dx) * SQRT3_2;
  const Y = (py - grid.y0) / grid.dy;
  // Flat-top hexes of size s = 1/√3: q = (2/3)X/s, r = (−X/3 + (√3/3)Y)/s.
  const q = (2 / Math.sqrt(3)) * X;
  const r = -X / Math.sqrt(3) + Y;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // Odd columns are the shifted ones ("odd-q" offset coordinates). `+ 0` turns Math.round's −0 into 0,
  // so a point just left of the first hex is the same column 0 as its centre.
  return { column: rq + 0, row: rr + (rq - (rq & 1)) / 2 + 0 };
}

/**
 * VASSAL's count of rows and columns in the grid's container, used only by descending numbering (its own
 * formula): the board for a board's grid, the zone's bounding rectangle for a zone's own grid.
 */
function maxRows(grid: HexGridSpec, boardHeight: number): number {
  return Math.floor(boardHeight / grid.dx + 0.5);
}

function maxColumns(grid: HexGridSpec, boardWidth: number): number {
  return Math.floor(boardWidth / grid.dy + 0.5);
}

/** Java's integer division, which rounds toward zero. */
function quotient(a: number, b: number): number {
  return Math.trunc(a / b);
}

/** A column or row number in the module's style: letters A…Z, AA, BB…; or digits with leading zeros. */
export function printPart(value: number, type: 'N' | 'A', leading: number): string {
  const sign = value < 0 ? '-' : '';
  let v = Math.abs(value);
  if (type === 'A') {
    // A = 0 … Z = 25, then the letter repeated: AA = 26, BB = 27, … (capped so a wild number stays short).
    const letter = String.fromCharCode(65 + (v % 26));
    return sign + letter.repeat(Math.min(Math.floor(v / 26) + 1, 40));
  }
  let zeros = '';
  for (let l = leading; l > 0 && v < 10 ** l; l--) zeros += '0';
  return `${sign}${zeros}${v}`;
}

/** The size of a grid's container (HexGridNumbering's grid.getContainer().getSize()); null when unknown. */
export interface BoardSize {
  readonly width: number | null;
  readonly height: number | null;
}

export type NumberingResult = { readonly ok: true; readonly label: ModuleLabel } | { readonly ok: false; readonly why: string };

/** The module's label for a raw hex of a grid whose container (board or zone) has this size. */
export function numberHex(grid: HexGridSpec, raw: RawHex, board: BoardSize): NumberingResult {
  const n: HexNumbering = grid.numbering ?? DEFAULT_NUMBERING;
  const descendsAcross = grid.sideways ? n.vDescend : n.hDescend;
  const descendsDown = grid.sideways ? n.hDescend : n.vDescend;
  if ((descendsAcross || descendsDown) && (board.width === null || board.height === null)) {
    return { ok: false, why: "the module numbers this board's hexes from its far edge, and the board image's size is unknown" };
  }
  const width = board.width ?? 0;
  const height = board.height ?? 0;
  let column = raw.column;
  if (grid.sideways && n.vDescend) column = maxRows(grid, height) - column;
  if (!grid.sideways && n.hDescend) column = maxColumns(grid, width) - column;
  let row = raw.row;
  if (!grid.sideways && n.vDescend) row = maxRows(grid, height) - row;
  if (grid.sideways && n.hDescend) row = maxColumns(grid, width) - row;
  if (n.stagger && raw.column % 2 !== 0) {
    const down = grid.sideways ? n.hDescend : n.vDescend;
    row += down ? -1 : 1;
  }
  if (n.oblique) row = n.stagger ? quotient(column, 2) + row : row - quotient(column, 2) + 1;

  return { ok: true, label: gridLabel(n, column, row) };
}

/** RegularGridNumbering.locationName for a column and row already counted: offsets, each part printed, the format applied. */
export function gridLabel(n: HexNumbering, column: number, row: number): ModuleLabel {
  // `+ 0` turns a −0 from the arithmetic before into 0.
  const columnNumber = column + n.hOff + 0;
  const rowNumber = row + n.vOff + 0;
  const columnText = printPart(columnNumber, n.hType, n.hLeading);
  const rowText = printPart(rowNumber, n.vType, n.vLeading);
  const gridLocation = n.first === 'H' ? columnText + n.separator + rowText : rowText + n.separator + columnText;
  const label = applyFormat(
    n.locationFormat,
    new Map([
      ['gridLocation', gridLocation],
      ['row', rowText],
      ['column', columnText],
    ]),
  );
  return { label, column: columnText, row: rowText, columnNumber, rowNumber, zone: null };
}

/** VASSAL's $name$ substitution; a name the format does not know (the module's word: "$constructor$" too) becomes empty. */
export function applyFormat(format: string, values: ReadonlyMap<string, string>): string {
  return format.replace(/\$([^$]*)\$/g, (_, key: string) => values.get(key) ?? '');
}
