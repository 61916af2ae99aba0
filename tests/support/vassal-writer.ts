import { zipSync, type Zippable } from 'fflate';

/**
 * Writes VASSAL's formats the way VASSAL itself does, so tests build their own small modules, saved
 * games and logs: SequenceEncoder lists, the command encoding of GameModule and BasicCommandEncoder,
 * pieces as trait chains, ObfuscatingOutputStream's "!VCSK" text, a buildFile.xml with a hex grid and
 * numbering, and zips (fflate). The hex centres and labels are computed here after VASSAL's HexGrid and
 * HexGridNumbering, independently of the reader under test. Nothing here is real game data.
 */

export const ESC = '\u001b';

// ---- SequenceEncoder -------------------------------------------------------------------------------

/** VASSAL's SequenceEncoder: values joined by the delimiter, delimiters inside escaped, odd values quoted. */
export function encodeSequence(values: readonly (string | number | null)[], delimiter: string): string {
  let out: string | null = null;
  for (const v of values) {
    out = out === null ? '' : out + delimiter;
    if (typeof v === 'number') {
      out += String(v);
      continue;
    }
    if (v === null || v === '') continue;
    const escaped = v.split(delimiter).join(`\\${delimiter}`);
    out += v.startsWith('\\') || (v.startsWith("'") && v.endsWith("'")) ? `'${escaped}'` : escaped;
  }
  return out ?? '';
}

// ---- commands ----------------------------------------------------------------------------------------

/** GameModule.encode: a command and the commands appended to it, joined by the escape character. */
export function compound(first: string | null, appended: readonly string[]): string {
  if (appended.length === 0) return first ?? '';
  return encodeSequence([first, ...appended], ESC);
}

export function addPiece(id: string | null, type: string, state: string): string {
  return `+/${encodeSequence([id ?? 'null', type, state], '/')}`;
}

export function removePiece(id: string): string {
  return `-/${id}`;
}

export function changePiece(id: string, newState: string, oldState?: string): string {
  return `D/${encodeSequence(oldState === undefined ? [id, newState] : [id, newState, oldState], '/')}`;
}

export function movePiece(id: string, newMap: string | null, x: number, y: number, under: string | null = null, old: { map: string | null; x: number; y: number } = { map: null, x: 0, y: 0 }): string {
  return `M/${encodeSequence([id, newMap ?? 'null', x, y, under ?? 'null', old.map ?? 'null', old.x, old.y, 'null', 'player1'], '/')}`;
}

export interface PlacedBoard {
  readonly name: string;
  readonly reversed?: boolean;
  readonly column: number;
  readonly row: number;
}

/** BoardPicker's restore command: which boards a map uses and where. */
export function boardPicker(mapId: string, boards: readonly PlacedBoard[]): string {
  const values: (string | number)[] = [`${mapId}BoardPicker`];
  for (const b of boards) values.push(encodeSequence(b.reversed ? [b.name, 'rev'] : [b.name], '/'), b.column, b.row);
  return encodeSequence(values, '\t');
}

/** A saved game: begin_save, a version check, the pieces (under an empty command), components, end_save. */
export function savedGameText(pieceCommands: readonly string[], components: readonly string[] = []): string {
  const versionCheck = compound('COND\tLt\tVassalVersion\t3.7.0', ['ALERT\tThis game was saved with a later version.']);
  return compound('begin_save', [versionCheck, compound('', pieceCommands), ...components, 'end_save']);
}

/** A log: the starting position with each logged move appended as LOG and a tab before it. */
export function logText(startPieces: readonly string[], components: readonly string[], moves: readonly (string | readonly string[])[]): string {
  const versionCheck = compound('COND\tLt\tVassalVersion\t3.7.0', ['ALERT\tx']);
  const logged = moves.map((m) => {
    if (typeof m === 'string') return `LOG\t${m}`;
    const [first, ...rest] = m;
    return compound(`LOG\t${first ?? ''}`, rest.map((r) => `LOG\t${r}`));
  });
  return compound('begin_save', [versionCheck, compound('', startPieces), ...components, 'end_save', ...logged]);
}

// ---- pieces ----------------------------------------------------------------------------------------------

export interface Trait {
  readonly type: string;
  readonly state: string;
}

export function basicPieceType(name: string, image = `${name}.png`): string {
  return `piece;${encodeSequence(['', '', image, name], ';')}`;
}

export function basicPieceState(map: string | null, x: number, y: number, props: Readonly<Record<string, string>> = {}): string {
  const entries = Object.entries(props);
  return encodeSequence([map ?? 'null', x, y, '', entries.length, ...entries.flat()], ';');
}

export const traits = {
  marker(values: Readonly<Record<string, string>>): Trait {
    return { type: `mark;${encodeSequence(Object.keys(values), ',')}`, state: encodeSequence(Object.values(values), ',') };
  },
  basicName(name: string): Trait {
    return { type: `basicName;${encodeSequence([name], ';')}`, state: '' };
  },
  prototype(name: string): Trait {
    return { type: `prototype;${name}`, state: '' };
  },
  dynamicProperty(key: string, value: string): Trait {
    return { type: `PROP;${encodeSequence([key, 'false,0,100,false', '', ''], ';')}`, state: value };
  },
  masked(by: string | null): Trait {
    return { type: `obs;${encodeSequence(['79,130', 'back.png', 'Mask'], ';')}`, state: encodeSequence([by ?? 'null', ''], ';') };
  },
  hidden(by: string | null): Trait {
    return { type: `hide;${encodeSequence(['72,130', 'Hide'], ';')}`, state: by ?? 'null' };
  },
  layer(): Trait {
    return { type: `emb2;${encodeSequence(['Flip', '70', '', '', 'Reduced', 'front.png,back.png'], ';')}`, state: '1' };
  },
};

/** Decorator.getType and getState: each trait's part, then the rest of the chain, joined by a tab. */
export function pieceType(name: string, outerFirst: readonly Trait[], image?: string): string {
  return outerFirst.reduceRight((inner, t) => encodeSequence([t.type, inner], '\t'), basicPieceType(name, image));
}

export function pieceState(outerFirst: readonly Trait[], map: string | null, x: number, y: number, props?: Readonly<Record<string, string>>): string {
  return outerFirst.reduceRight((inner, t) => encodeSequence([t.state, inner], '\t'), basicPieceState(map, x, y, props));
}

export function stackState(map: string | null, x: number, y: number, ids: readonly string[]): string {
  return map === null ? encodeSequence(['null', ...ids, '@@0'], ';') : encodeSequence([map, x, y, ...ids, '@@0'], ';');
}

// ---- obfuscation ---------------------------------------------------------------------------------------

/** ObfuscatingOutputStream: "!VCSK", the key in two hex digits, then each UTF-8 byte XOR key in two. */
export function obfuscate(text: string | Uint8Array, key: number): Uint8Array {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const hex = (b: number): string => (b & 0xff).toString(16).padStart(2, '0');
  let out = `!VCSK${hex(key)}`;
  const parts: string[] = [];
  for (const b of bytes) parts.push(hex(b ^ key));
  out += parts.join('');
  return new TextEncoder().encode(out);
}

// ---- hex geometry, after HexGrid and HexGridNumbering -------------------------------------------------------

export interface GridParams {
  readonly dx: number;
  readonly dy: number;
  readonly x0: number;
  readonly y0: number;
  readonly sideways: boolean;
}

export interface NumberingParams {
  readonly first: 'H' | 'V';
  readonly sep: string;
  readonly hType: 'N' | 'A';
  readonly vType: 'N' | 'A';
  readonly hLeading: number;
  readonly vLeading: number;
  readonly hOff: number;
  readonly vOff: number;
  readonly hDescend: boolean;
  readonly vDescend: boolean;
  readonly stagger: boolean;
  readonly locationFormat: string;
  readonly oblique?: boolean;
}

export const VASSAL_DEFAULT_NUMBERING: NumberingParams = {
  first: 'H',
  sep: '',
  hType: 'N',
  vType: 'N',
  hLeading: 1,
  vLeading: 1,
  hOff: 1,
  vOff: 1,
  hDescend: false,
  vDescend: false,
  stagger: true,
  locationFormat: '$gridLocation$',
};

/** HexGrid's centre of the hex at raw column nx, row ny (Java's int casts), turned back when sideways. */
export function hexCentre(g: GridParams, nx: number, ny: number): { x: number; y: number } {
  const x = Math.trunc(g.dx * nx + g.x0);
  const y = nx % 2 === 0 ? Math.trunc(g.dy * ny + g.y0) : Math.trunc(g.dy * ny + Math.trunc(g.dy / 2) + g.y0);
  return g.sideways ? { x: y, y: x } : { x, y };
}

function javaName(value: number, type: 'N' | 'A', leading: number): string {
  let val = value < 0 ? '-' : '';
  let v = Math.abs(value);
  if (type === 'A') {
    do {
      val += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.charAt(v % 26);
      v -= 26;
    } while (v >= 0);
    return val;
  }
  while (leading > 0 && v < Math.pow(10, leading--)) val += '0';
  return val + v;
}

/** HexGridNumbering.getColumn/getRow and RegularGridNumbering.getName for a raw hex, on a board of this size. */
export function vassalLabel(g: GridParams, n: NumberingParams, boardWidth: number, boardHeight: number, nx: number, ny: number): string {
  const maxRows = Math.floor(boardHeight / g.dx + 0.5);
  const maxColumns = Math.floor(boardWidth / g.dy + 0.5);
  let col = nx;
  if (n.vDescend && g.sideways) col = maxRows - col;
  if (n.hDescend && !g.sideways) col = maxColumns - col;
  let row = ny;
  if (n.vDescend && !g.sideways) row = maxRows - row;
  if (n.hDescend && g.sideways) row = maxColumns - row;
  if (n.stagger && nx % 2 !== 0) {
    if (g.sideways) row += n.hDescend ? -1 : 1;
    else row += n.vDescend ? -1 : 1;
  }
  if (n.oblique) row = n.stagger ? Math.trunc(col / 2) + row : row - Math.trunc(col / 2) + 1;
  const rowName = javaName(row + n.vOff, n.vType, n.vLeading);
  const colName = javaName(col + n.hOff, n.hType, n.hLeading);
  const grid = n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
  return n.locationFormat.replace('$gridLocation$', grid).replace('$row$', rowName).replace('$column$', colName);
}

/** SquareGridNumbering.getColumn/getRow (floor for columns, Java's cast for rows) and getName, in a container of this size. */
export function vassalSquareLabel(g: SquareGridDef, n: NumberingParams, width: number, height: number, x: number, y: number): string {
  let col = Math.floor((x - g.x0) / g.dx + 0.5);
  if (n.hDescend) col = Math.trunc(width / g.dx + 0.5) - col;
  let row = Math.trunc((y - g.y0) / g.dy + 0.5);
  if (n.vDescend) row = Math.trunc(height / g.dy + 0.5) - row;
  const rowName = javaName(row + n.vOff, n.vType, n.vLeading);
  const colName = javaName(col + n.hOff, n.hType, n.hLeading);
  const grid = n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
  return n.locationFormat.replace('$gridLocation$', grid).replace('$row$', rowName).replace('$column$', colName);
}

// ---- buildFile and module ------------------------------------------------------------------------------------

function xmlAttr(v: string | number | boolean): string {
  return String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attrs(values: Readonly<Record<string, string | number | boolean | undefined>>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlAttr(v as string | number | boolean)}"`)
    .join('');
}

export interface SquareGridDef {
  readonly dx: number;
  readonly dy: number;
  readonly x0: number;
  readonly y0: number;
  /** A SquareGridNumbering (its stagger is not written); none when absent. */
  readonly numbering?: NumberingParams;
}

/** A Region of a RegionGrid: a name at a point. */
export interface RegionDef {
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

/** A grid of a zone or behind a board's zones: one of these, or none. */
export interface GridChoice {
  readonly hexGrid?: GridParams & { readonly numbering?: NumberingParams | null };
  readonly squareGrid?: SquareGridDef;
  readonly regions?: readonly RegionDef[];
}

export interface ZoneDef extends GridChoice {
  readonly name: string;
  readonly path: string;
  readonly useParentGrid?: boolean;
  readonly locationFormat?: string;
}

export interface BoardDef {
  readonly name: string;
  /** An image in the module, of this size; or a board with no image and this width and height. */
  readonly image?: { readonly file: string; readonly width: number; readonly height: number };
  readonly size?: { readonly width: number; readonly height: number };
  readonly grid?: GridParams & { readonly numbering?: NumberingParams | null; readonly dxOmitted?: boolean };
  /** true: a SquareGrid of VASSAL's defaults without numbering. */
  readonly squareGrid?: boolean | SquareGridDef;
  readonly regions?: readonly RegionDef[];
  readonly zones?: readonly ZoneDef[];
}

export interface MapDef {
  readonly name: string;
  readonly edgeWidth?: number;
  readonly edgeHeight?: number;
  readonly boards: readonly BoardDef[];
  /** A module's own map class (a subclass of VASSAL.build.module.Map, as VASL's ASLMap); VASSAL's by default. */
  readonly mapClass?: string;
  /** A module's own board picker class (as VASL's ASLBoardPicker); VASSAL's BoardPicker by default. */
  readonly pickerClass?: string;
  /** false: the picker writes no attributes of its own, as VASL's does; true by default. */
  readonly pickerAttributes?: boolean;
}

function numberingXml(n: NumberingParams): string {
  const tag = n.oblique ? 'VASSAL.build.module.map.boardPicker.board.mapgrid.ObliqueHexGridNumbering' : 'VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering';
  return `<${tag}${attrs({
    color: '0,0,0',
    first: n.first,
    fontSize: 9,
    hDescend: n.hDescend,
    hDrawOff: 0,
    hLeading: n.hLeading,
    hOff: n.hOff,
    hType: n.hType,
    locationFormat: n.locationFormat,
    rotateText: 0,
    sep: n.sep,
    stagger: n.stagger,
    vDescend: n.vDescend,
    vDrawOff: 32,
    vLeading: n.vLeading,
    vOff: n.vOff,
    vType: n.vType,
    visible: true,
  })}/>`;
}

function hexGridXml(g: NonNullable<BoardDef['grid']>, inner = ''): string {
  const numbering = g.numbering === null ? '' : numberingXml(g.numbering ?? VASSAL_DEFAULT_NUMBERING);
  return `<VASSAL.build.module.map.boardPicker.board.HexGrid${attrs({
    color: '0,0,0',
    cornersLegal: false,
    dotsVisible: false,
    dx: g.dxOmitted ? undefined : g.dx,
    dy: g.dy,
    edgesLegal: false,
    sideways: g.sideways,
    snapTo: true,
    visible: true,
    x0: g.x0,
    y0: g.y0,
  })}>${numbering}${inner}</VASSAL.build.module.map.boardPicker.board.HexGrid>`;
}

function squareGridXml(g: SquareGridDef): string {
  const n = g.numbering;
  const numbering = n
    ? `<VASSAL.build.module.map.boardPicker.board.mapgrid.SquareGridNumbering${attrs({ color: '0,0,0', first: n.first, fontSize: 9, hDescend: n.hDescend, hDrawOff: 0, hLeading: n.hLeading, hOff: n.hOff, hType: n.hType, locationFormat: n.locationFormat, rotateText: 0, sep: n.sep, vDescend: n.vDescend, vDrawOff: 0, vLeading: n.vLeading, vOff: n.vOff, vType: n.vType, visible: false })}/>`
    : '';
  return `<VASSAL.build.module.map.boardPicker.board.SquareGrid${attrs({ color: '0,0,0', cornersLegal: false, dotsVisible: false, dx: g.dx, dy: g.dy, edgesLegal: false, range: 'Metric', snapTo: true, visible: false, x0: g.x0, y0: g.y0 })}>${numbering}</VASSAL.build.module.map.boardPicker.board.SquareGrid>`;
}

function regionGridXml(regions: readonly RegionDef[]): string {
  const inner = regions.map((r) => `<VASSAL.build.module.map.boardPicker.board.Region${attrs({ name: r.name, originx: r.x, originy: r.y })}/>`).join('');
  return `<VASSAL.build.module.map.boardPicker.board.RegionGrid fontsize="9" snapto="true" visible="false">${inner}</VASSAL.build.module.map.boardPicker.board.RegionGrid>`;
}

function gridChoiceXml(c: GridChoice): string {
  if (c.hexGrid) return hexGridXml(c.hexGrid);
  if (c.squareGrid) return squareGridXml(c.squareGrid);
  if (c.regions) return regionGridXml(c.regions);
  return '';
}

function boardXml(b: BoardDef): string {
  let grid = '';
  const square = b.squareGrid === true ? '<VASSAL.build.module.map.boardPicker.board.SquareGrid dx="48.0" dy="48.0" x0="24" y0="24"/>' : b.squareGrid ? squareGridXml(b.squareGrid) : '';
  const background = b.grid ? hexGridXml(b.grid) : square || (b.regions ? regionGridXml(b.regions) : '');
  if (b.zones) {
    const zones = b.zones
      .map((z) => {
        const a = attrs({ name: z.name, path: z.path, useParentGrid: z.useParentGrid ?? false, locationFormat: z.locationFormat ?? '$name$', highlightProperty: '', useHighlight: false });
        const own = gridChoiceXml(z);
        return own ? `<VASSAL.build.module.map.boardPicker.board.mapgrid.Zone${a}>${own}</VASSAL.build.module.map.boardPicker.board.mapgrid.Zone>` : `<VASSAL.build.module.map.boardPicker.board.mapgrid.Zone${a}/>`;
      })
      .join('');
    grid = `<VASSAL.build.module.map.boardPicker.board.ZonedGrid>${zones}${background}</VASSAL.build.module.map.boardPicker.board.ZonedGrid>`;
  } else grid = background;
  return `<VASSAL.build.module.map.boardPicker.Board${attrs({ image: b.image?.file, name: b.name, reversible: false, width: b.image ? undefined : (b.size?.width ?? 500), height: b.image ? undefined : (b.size?.height ?? 500) })}>${grid}</VASSAL.build.module.map.boardPicker.Board>`;
}

/** A buildFile.xml with these maps, a piece window and a prototype, as VASSAL writes one. */
export function buildFileXml(moduleName: string, maps: readonly MapDef[]): string {
  const mapXml = maps
    .map(
      (m) => {
        const mapTag = m.mapClass ?? 'VASSAL.build.module.Map';
        const pickerTag = m.pickerClass ?? 'VASSAL.build.module.map.BoardPicker';
        const pickerAttrs = m.pickerAttributes === false ? '' : attrs({ addColumnText: 'Add column', addRowText: 'Add row', boardPrompt: 'Select board', slotHeight: 125, slotWidth: 350, title: 'Choose Boards' });
        const picker = m.boards.length === 0 ? `    <${pickerTag}${pickerAttrs}/>\n` : `    <${pickerTag}${pickerAttrs}>\n      ${m.boards.map(boardXml).join('\n      ')}\n    </${pickerTag}>\n`;
        return (
          `  <${mapTag}${attrs({ allowMultiple: false, backgroundcolor: '255,255,255', buttonName: '', edgeHeight: m.edgeHeight ?? 0, edgeWidth: m.edgeWidth ?? 0, mapName: m.name, markMoved: 'Always' })}>\n` +
          picker +
          `    <VASSAL.build.module.map.StackMetrics bottom="40" disabled="false" down="83" exSepX="6" exSepY="18" unexSepX="8" unexSepY="16" up="38" top="38"/>\n` +
          `  </${mapTag}>`
        );
      },
    )
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n` +
    `<VASSAL.build.GameModule${attrs({ ModuleOther1: '', ModuleOther2: '', VassalVersion: '3.7.12', description: 'A made-up test module', name: moduleName, nextPieceSlotId: 20, version: '1.0' })}>\n` +
    `  <VASSAL.build.module.BasicCommandEncoder/>\n` +
    `  <!-- a comment, as some editors leave -->\n` +
    `  <VASSAL.build.module.PrototypesContainer>\n` +
    `    <VASSAL.build.module.PrototypeDefinition name="Union Infantry">+/null/prototype;Union Infantry&#9;piece;;;;/\t\tnull;0;0;;0</VASSAL.build.module.PrototypeDefinition>\n` +
    `  </VASSAL.build.module.PrototypesContainer>\n` +
    `${mapXml}\n` +
    `</VASSAL.build.GameModule>\n`
  );
}

/** Just enough of a PNG for its size to be read: the signature and the IHDR chunk. */
export function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(b.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  b.set([8, 2, 0, 0, 0], 24);
  return b;
}

export function moduleData(name: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1">\n  <version>1.0</version>\n  <VassalVersion>3.7.12</VassalVersion>\n  <name>${xmlAttr(name)}</name>\n  <description>A made-up test module</description>\n  <dateSaved>1700000000000</dateSaved>\n</data>\n`;
}

/** A .vmod: buildFile.xml, moduledata and the board images. */
export function moduleZip(moduleName: string, maps: readonly MapDef[], options: { oldBuildFileName?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const files: Zippable = {
    [options.oldBuildFileName ? 'buildFile' : 'buildFile.xml']: new TextEncoder().encode(buildFileXml(moduleName, maps)),
    moduledata: new TextEncoder().encode(moduleData(moduleName)),
  };
  for (const m of maps) for (const b of m.boards) if (b.image) files[`images/${b.image.file}`] = pngHeader(b.image.width, b.image.height);
  // A copy typed on a plain ArrayBuffer, so tests can hand it to File and Blob.
  return zipSync(files).slice();
}

/** A .vsav or .vlog: the obfuscated game under "savedGame", with moduledata and savedata beside it. */
export function saveZip(text: string, options: { moduleName?: string; key?: number } = {}): Uint8Array<ArrayBuffer> {
  return zipSync({
    savedGame: obfuscate(text, options.key ?? 0x5a),
    moduledata: new TextEncoder().encode(moduleData(options.moduleName ?? 'Test Module')),
    savedata: new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?>\n<data version="1"><version>1</version><VassalVersion>3.7.12</VassalVersion></data>\n'),
  }).slice();
}
