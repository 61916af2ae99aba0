import { VASSAL_LIMITS } from './limits.js';
import { DEFAULT_NUMBERING, GEOMETRY_FORMAT, REGIONS_MAX, type BoardSpec, type GridSpec, type HexGridSpec, type HexNumbering, type MapSpec, type ModuleGeometry, type OtherGridSpec, type RegionSpec, type ZoneSpec } from './module-geometry.js';
import { decodeSequence, parseJavaInt } from './sequence-decoder.js';
import { VassalReadError } from './vassal-error.js';
import type { XmlElement } from './xml-reader.js';

/**
 * Takes the maps, boards, grids (hex, square, region) and zones out of a parsed buildFile. Elements are named after VASSAL's
 * Java classes (VASSAL.build.module.Map, …boardPicker.board.HexGrid); modules may subclass them, so an
 * element is recognised by the last part of its name, and a map and its board picker by their shape:
 * a map is an element holding a board picker, whatever its class (VASL's ASLMap holds an ASLBoardPicker).
 */
const SQRT3_2 = Math.sqrt(3) / 2;
const DEFAULT_DY = 64;
const DEFAULT_DX = SQRT3_2 * DEFAULT_DY;
/** A board with no image and no size of its own is this big in VASSAL. */
const DEFAULT_BOARD_SIZE = 500;
/** SquareGrid's defaults. */
const SQUARE_DEFAULTS = { dx: 48, dy: 48, x0: 24, y0: 24 } as const;
const GRID_KINDS = ['HexGrid', 'SquareGrid', 'RegionGrid'];

function kind(el: XmlElement): string {
  const i = el.name.lastIndexOf('.');
  return i < 0 ? el.name : el.name.slice(i + 1);
}

function childrenOf(el: XmlElement, ...kinds: string[]): XmlElement[] {
  return el.children.filter((c) => kinds.includes(kind(c)));
}

/** VASSAL's own board picker; any other class of picker is a module's own (a subclass, as VASL's ASLBoardPicker). */
const VASSAL_BOARD_PICKER = 'VASSAL.build.module.map.BoardPicker';
/** Attributes only a BoardPicker writes (BoardPicker's slot size and dialog texts); a subclass writes them too. */
const PICKER_ATTRIBUTES = ['slotWidth', 'slotHeight', 'slotScale', 'addRowText', 'addColumnText', 'boardPrompt'];
/** Attributes a Board writes besides its name. */
const BOARD_ATTRIBUTES = ['image', 'width', 'height', 'reversible'];

/** A board of a picker: VASSAL's Board, or a class named …Board with a name and a board's attributes or a grid. */
function isBoard(el: XmlElement): boolean {
  const k = kind(el);
  if (k === 'Board') return true;
  return k.endsWith('Board') && el.attributes.has('name') && (BOARD_ATTRIBUTES.some((a) => el.attributes.has(a)) || el.children.some((c) => kind(c).endsWith('Grid')));
}

/** A board picker by its shape: a class named …BoardPicker, a picker's attributes, or boards inside. */
function isBoardPicker(el: XmlElement): boolean {
  return kind(el).endsWith('BoardPicker') || PICKER_ATTRIBUTES.some((a) => el.attributes.has(a)) || el.children.some(isBoard);
}

class Reader {
  readonly notes: string[] = [];

  note(text: string): void {
    if (this.notes.length < 50 && !this.notes.includes(text)) this.notes.push(text.slice(0, 500));
  }

  int(el: XmlElement, attr: string, fallback: number, where: string): number {
    const raw = el.attributes.get(attr);
    if (raw === undefined) return fallback;
    const n = parseJavaInt(raw);
    if (n === null) {
      this.note(`${where}: ${attr}="${raw.slice(0, 20)}" is not a whole number; ${fallback} is used.`);
      return fallback;
    }
    return n;
  }

  double(el: XmlElement, attr: string): number | null {
    const raw = el.attributes.get(attr);
    if (raw === undefined || raw.trim() === '') return null;
    const n = Number(raw.trim());
    return Number.isFinite(n) ? n : null;
  }

  bool(el: XmlElement, attr: string, fallback: boolean): boolean {
    const raw = el.attributes.get(attr);
    return raw === undefined ? fallback : raw.toLowerCase() === 'true';
  }

  numbering(el: XmlElement): HexNumbering {
    const where = 'a hex grid numbering';
    const d = DEFAULT_NUMBERING;
    const first = el.attributes.get('first');
    const hType = el.attributes.get('hType');
    const vType = el.attributes.get('vType');
    return {
      oblique: kind(el) === 'ObliqueHexGridNumbering',
      // VASSAL keeps the first character; anything but H is read as V, anything but A as numbers.
      first: first === undefined || first === '' ? d.first : first[0] === 'H' ? 'H' : 'V',
      separator: el.attributes.get('sep') ?? d.separator,
      hType: hType === undefined || hType === '' ? d.hType : hType[0] === 'A' ? 'A' : 'N',
      vType: vType === undefined || vType === '' ? d.vType : vType[0] === 'A' ? 'A' : 'N',
      hLeading: Math.max(0, Math.min(20, this.int(el, 'hLeading', d.hLeading, where))),
      vLeading: Math.max(0, Math.min(20, this.int(el, 'vLeading', d.vLeading, where))),
      hOff: this.int(el, 'hOff', d.hOff, where),
      vOff: this.int(el, 'vOff', d.vOff, where),
      hDescend: this.bool(el, 'hDescend', d.hDescend),
      vDescend: this.bool(el, 'vDescend', d.vDescend),
      stagger: this.bool(el, 'stagger', d.stagger),
      locationFormat: (el.attributes.get('locationFormat') ?? d.locationFormat).slice(0, 200),
    };
  }

  hexGrid(el: XmlElement, where: string): HexGridSpec | null {
    const dy = this.double(el, 'dy') ?? DEFAULT_DY;
    const dxRaw = this.double(el, 'dx');
    // Setting dy in VASSAL resets a width still at its default to a regular hex's width.
    const dx = dxRaw === null || Math.abs(dxRaw - DEFAULT_DX) < 1e-9 ? SQRT3_2 * dy : dxRaw;
    if (!(dx > 0 && dy > 0 && dx < 1e5 && dy < 1e5)) {
      this.note(`${where}: its hex grid has an unusable size (dx ${dx}, dy ${dy}) and is left out.`);
      return null;
    }
    const numberingEl = childrenOf(el, 'HexGridNumbering', 'ObliqueHexGridNumbering')[0];
    if (!numberingEl) this.note(`${where}: its hex grid has no numbering; VASSAL's default numbering is assumed.`);
    return {
      dx,
      dy,
      x0: this.int(el, 'x0', 0, where),
      y0: this.int(el, 'y0', 32, where),
      sideways: this.bool(el, 'sideways', false),
      numbering: numberingEl ? this.numbering(numberingEl) : null,
    };
  }

  squareGrid(el: XmlElement, where: string): OtherGridSpec | null {
    const dx = this.double(el, 'dx') ?? SQUARE_DEFAULTS.dx;
    const dy = this.double(el, 'dy') ?? SQUARE_DEFAULTS.dy;
    if (!(dx > 0 && dy > 0 && dx < 1e5 && dy < 1e5)) {
      this.note(`${where}: its square grid has an unusable size (dx ${dx}, dy ${dy}) and is left out.`);
      return null;
    }
    const numberingEl = childrenOf(el, 'SquareGridNumbering')[0];
    if (!numberingEl) this.note(`${where}: its square grid has no numbering, so VASSAL names no square on it.`);
    // SquareGridNumbering has no stagger; oblique is a hex numbering's alone.
    const numbering = numberingEl ? { ...this.numbering(numberingEl), oblique: false, stagger: false } : null;
    return { kind: 'square', dx, dy, x0: this.int(el, 'x0', SQUARE_DEFAULTS.x0, where), y0: this.int(el, 'y0', SQUARE_DEFAULTS.y0, where), numbering };
  }

  regionGrid(el: XmlElement, where: string): OtherGridSpec {
    const regions: RegionSpec[] = [];
    for (const r of childrenOf(el, 'Region')) {
      if (regions.length >= REGIONS_MAX) {
        this.note(`${where}: only the first ${REGIONS_MAX} regions of its region grid are read.`);
        break;
      }
      regions.push({ name: (r.attributes.get('name') ?? '').slice(0, 200), x: this.int(r, 'originx', 0, where), y: this.int(r, 'originy', 0, where) });
    }
    return { kind: 'region', regions };
  }

  /** A grid element of any kind VASSAL has; null (with a note) for one Adjutant cannot read. */
  anyGrid(el: XmlElement, where: string): GridSpec | null {
    const k = kind(el);
    if (k === 'HexGrid') return this.hexGrid(el, where);
    if (k === 'SquareGrid') return this.squareGrid(el, where);
    if (k === 'RegionGrid') return this.regionGrid(el, where);
    this.note(`${where}: its grid ${k.slice(0, 80)} is not one VASSAL ships, and is left out.`);
    return null;
  }

  zone(el: XmlElement, background: GridSpec | null, where: string): ZoneSpec | null {
    const name = (el.attributes.get('name') ?? '').slice(0, 200);
    const points: [number, number][] = [];
    for (const pair of decodeSequence(el.attributes.get('path') ?? '', ';')) {
      const [xs, ys] = decodeSequence(pair, ',');
      const x = parseJavaInt(xs?.trim());
      const y = parseJavaInt(ys?.trim());
      if (x !== null && y !== null) points.push([x, y]);
      if (points.length > VASSAL_LIMITS.zonePoints) {
        this.note(`${where}: zone "${name}" has more than ${VASSAL_LIMITS.zonePoints} points and is left out.`);
        return null;
      }
    }
    if (points.length < 3) return null;
    const useParent = (el.attributes.get('useParentGrid') ?? '') === 'true';
    const ownEl = el.children.find((c) => kind(c).endsWith('Grid'));
    const own = useParent || !ownEl ? null : this.anyGrid(ownEl, `${where}, zone "${name}"`);
    return {
      name,
      points,
      gridSource: useParent ? 'parent' : own ? 'own' : 'none',
      grid: useParent ? background : own,
      locationFormat: (el.attributes.get('locationFormat') ?? '$name$').slice(0, 200),
    };
  }

  board(el: XmlElement, mapName: string): BoardSpec {
    const name = (el.attributes.get('name') ?? '').slice(0, 200);
    const where = `board "${name}" of map "${mapName}"`;
    const imageRaw = el.attributes.get('image');
    const image = imageRaw && imageRaw.trim() ? imageRaw.slice(0, 500) : null;
    let found: GridSpec | null = null;
    let gridNote: string | null = 'no grid';
    const zones: ZoneSpec[] = [];
    const gridEl = el.children.find((c) => kind(c).endsWith('Grid'));
    if (gridEl) {
      const k = kind(gridEl);
      if (k === 'ZonedGrid') {
        // The background grid is the ZonedGrid's one child grid that is not a zone.
        const backgroundEl = gridEl.children.find((c) => GRID_KINDS.includes(kind(c)));
        found = backgroundEl ? this.anyGrid(backgroundEl, where) : null;
        gridNote = found ? null : 'zones without a background grid';
        for (const z of childrenOf(gridEl, 'Zone')) {
          if (zones.length >= VASSAL_LIMITS.zonesPerBoard) {
            this.note(`${where}: only its first ${VASSAL_LIMITS.zonesPerBoard} zones are read.`);
            break;
          }
          const zone = this.zone(z, found, where);
          if (zone) zones.push(zone);
        }
      } else {
        found = this.anyGrid(gridEl, where);
        gridNote = found ? null : k === 'HexGrid' ? 'a hex grid with an unusable size' : `a ${k.slice(0, 80)} Adjutant cannot read`;
      }
    }
    const grid = found && found.kind !== 'square' && found.kind !== 'region' ? found : null;
    const otherGrid = found && (found.kind === 'square' || found.kind === 'region') ? found : null;
    // Where the hex grid is missing, the note still says what there is (the options page shows it).
    if (otherGrid) gridNote = otherGrid.kind === 'square' ? 'a square grid' : 'a region grid';
    const fixed = image === null;
    return {
      name,
      image,
      width: fixed ? this.int(el, 'width', DEFAULT_BOARD_SIZE, where) : null,
      height: fixed ? this.int(el, 'height', DEFAULT_BOARD_SIZE, where) : null,
      grid,
      otherGrid,
      zones,
      gridNote,
    };
  }
}

function collectMaps(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (el: XmlElement, depth: number): void => {
    if (depth > VASSAL_LIMITS.xmlDepth) return;
    if (el.children.some(isBoardPicker)) out.push(el);
    for (const c of el.children) walk(c, depth + 1);
  };
  walk(root, 0);
  return out;
}

export function geometryFromBuildFile(root: XmlElement): ModuleGeometry {
  const rootKind = kind(root);
  if (rootKind === 'ModuleExtension') throw new VassalReadError('This is a module extension (.vmdx). Drop the module itself (.vmod), whose maps the extension adds to.');
  if (rootKind !== 'GameModule' && rootKind !== 'BasicModule') {
    throw new VassalReadError(`This buildFile is not a VASSAL module's: its root element is <${root.name.slice(0, 80)}>.`);
  }
  const reader = new Reader();
  const mapEls = collectMaps(root);
  if (mapEls.length > VASSAL_LIMITS.maps) throw new VassalReadError(`The module has ${mapEls.length} maps; Adjutant reads modules of at most ${VASSAL_LIMITS.maps}.`);
  const maps: MapSpec[] = mapEls.map((el, index) => {
    const name = (el.attributes.get('mapName') ?? '').slice(0, 200);
    const label = name || `Map${index}`;
    let edgeWidth = reader.int(el, 'edgeWidth', 0, `map "${label}"`);
    let edgeHeight = reader.int(el, 'edgeHeight', 0, `map "${label}"`);
    const legacyEdge = el.attributes.get('edge');
    if (legacyEdge !== undefined && !el.attributes.has('edgeWidth')) {
      const [w, h] = legacyEdge.split(',');
      edgeWidth = parseJavaInt(w) ?? edgeWidth;
      edgeHeight = parseJavaInt(h) ?? edgeHeight;
    }
    const boards: BoardSpec[] = [];
    const pickers = el.children.filter(isBoardPicker);
    for (const picker of pickers) {
      for (const b of picker.children.filter(isBoard)) {
        if (boards.length >= VASSAL_LIMITS.boardsPerMap) {
          reader.note(`map "${label}": only its first ${VASSAL_LIMITS.boardsPerMap} boards are read.`);
          break;
        }
        boards.push(reader.board(b, label));
      }
    }
    // A module's own picker is kept by name: with no boards in the buildFile, it brings them from elsewhere.
    const own = pickers.find((p) => p.name !== VASSAL_BOARD_PICKER);
    const boardPicker = own ? own.name.slice(0, 200) : null;
    // A map with no boards here is said once where its pieces are read (the import, adjutant vassal), with the boards the game uses.
    return { name, id: `Map${index}`, edgeWidth, edgeHeight, boards, ...(boardPicker === null ? {} : { boardPicker }) };
  });
  return {
    format: GEOMETRY_FORMAT,
    module: { name: (root.attributes.get('name') ?? '').slice(0, 200), version: (root.attributes.get('version') ?? '').slice(0, 50) },
    maps,
    notes: reader.notes,
  };
}
