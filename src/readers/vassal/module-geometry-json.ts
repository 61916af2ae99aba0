import { fieldError, isRecord, type FieldError, type Parsed } from '../../engine/index.js';
import { VASSAL_LIMITS } from './limits.js';
import { GEOMETRY_FORMAT, REGIONS_MAX, type BoardSpec, type GridSpec, type HexGridSpec, type HexNumbering, type MapSpec, type ModuleGeometry, type OtherGridSpec, type RegionSpec, type ZoneSpec } from './module-geometry.js';

/**
 * Checks a module's geometry as stored (it comes back from extension storage, which anything with the
 * extension's rights could have written): every field, with the path of each bad one.
 */
class Checker {
  readonly errors: FieldError[] = [];

  record(v: unknown, path: string): Record<string, unknown> | null {
    if (isRecord(v)) return v;
    this.errors.push(fieldError(path, 'an object', v));
    return null;
  }

  text(v: unknown, path: string, max: number): string {
    if (typeof v === 'string' && v.length <= max) return v;
    this.errors.push(fieldError(path, `text of at most ${max} characters`, v));
    return '';
  }

  num(v: unknown, path: string, min: number, max: number, integer = false): number {
    if (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && (!integer || Number.isInteger(v))) return v;
    this.errors.push(fieldError(path, `${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`, v));
    return min;
  }

  nullableNum(v: unknown, path: string, min: number, max: number): number | null {
    return v === null ? null : this.num(v, path, min, max, true);
  }

  bool(v: unknown, path: string): boolean {
    if (typeof v === 'boolean') return v;
    this.errors.push(fieldError(path, 'true or false', v));
    return false;
  }

  oneOf<T extends string>(v: unknown, path: string, options: readonly T[]): T {
    if (typeof v === 'string' && (options as readonly string[]).includes(v)) return v as T;
    this.errors.push(fieldError(path, `one of ${options.join(', ')}`, v));
    return options[0] as T;
  }

  list(v: unknown, path: string, max: number): unknown[] {
    if (Array.isArray(v) && v.length <= max) return v;
    this.errors.push(fieldError(path, `a list of at most ${max}`, v));
    return [];
  }

  numbering(v: unknown, path: string): HexNumbering | null {
    if (v === null) return null;
    const r = this.record(v, path);
    if (!r) return null;
    return {
      oblique: this.bool(r.oblique, `${path}.oblique`),
      first: this.oneOf(r.first, `${path}.first`, ['H', 'V'] as const),
      separator: this.text(r.separator, `${path}.separator`, 20),
      hType: this.oneOf(r.hType, `${path}.hType`, ['N', 'A'] as const),
      vType: this.oneOf(r.vType, `${path}.vType`, ['N', 'A'] as const),
      hLeading: this.num(r.hLeading, `${path}.hLeading`, 0, 20, true),
      vLeading: this.num(r.vLeading, `${path}.vLeading`, 0, 20, true),
      hOff: this.num(r.hOff, `${path}.hOff`, -1e6, 1e6, true),
      vOff: this.num(r.vOff, `${path}.vOff`, -1e6, 1e6, true),
      hDescend: this.bool(r.hDescend, `${path}.hDescend`),
      vDescend: this.bool(r.vDescend, `${path}.vDescend`),
      stagger: this.bool(r.stagger, `${path}.stagger`),
      locationFormat: this.text(r.locationFormat, `${path}.locationFormat`, 200),
    };
  }

  /** A hex grid; one stored without a kind (before square and region grids were read) is one too. */
  grid(v: unknown, path: string): HexGridSpec | null {
    if (v === null) return null;
    const r = this.record(v, path);
    if (!r) return null;
    if (r.kind !== undefined && r.kind !== 'hex') this.errors.push(fieldError(`${path}.kind`, '"hex"', r.kind));
    return {
      dx: this.num(r.dx, `${path}.dx`, 1e-6, 1e5),
      dy: this.num(r.dy, `${path}.dy`, 1e-6, 1e5),
      x0: this.num(r.x0, `${path}.x0`, -1e7, 1e7, true),
      y0: this.num(r.y0, `${path}.y0`, -1e7, 1e7, true),
      sideways: this.bool(r.sideways, `${path}.sideways`),
      numbering: this.numbering(r.numbering, `${path}.numbering`),
    };
  }

  otherGrid(v: unknown, path: string): OtherGridSpec | null {
    if (v === null || v === undefined) return null;
    const r = this.record(v, path);
    if (!r) return null;
    if (r.kind === 'square') {
      return {
        kind: 'square',
        dx: this.num(r.dx, `${path}.dx`, 1e-6, 1e5),
        dy: this.num(r.dy, `${path}.dy`, 1e-6, 1e5),
        x0: this.num(r.x0, `${path}.x0`, -1e7, 1e7, true),
        y0: this.num(r.y0, `${path}.y0`, -1e7, 1e7, true),
        numbering: this.numbering(r.numbering, `${path}.numbering`),
      };
    }
    if (r.kind === 'region') {
      const regions = this.list(r.regions, `${path}.regions`, REGIONS_MAX).map((g, i): RegionSpec | null => {
        const region = this.record(g, `${path}.regions[${i}]`);
        if (!region) return null;
        return {
          name: this.text(region.name, `${path}.regions[${i}].name`, 200),
          x: this.num(region.x, `${path}.regions[${i}].x`, -1e7, 1e7, true),
          y: this.num(region.y, `${path}.regions[${i}].y`, -1e7, 1e7, true),
        };
      });
      return { kind: 'region', regions: regions.filter((g): g is RegionSpec => g !== null) };
    }
    this.errors.push(fieldError(`${path}.kind`, 'one of square, region', r.kind));
    return null;
  }

  /** Any grid: a zone's may be of every kind. */
  anyGrid(v: unknown, path: string): GridSpec | null {
    if (isRecord(v) && (v.kind === 'square' || v.kind === 'region')) return this.otherGrid(v, path);
    return this.grid(v, path);
  }

  zone(v: unknown, path: string): ZoneSpec | null {
    const r = this.record(v, path);
    if (!r) return null;
    const points = this.list(r.points, `${path}.points`, VASSAL_LIMITS.zonePoints).map((p, i): [number, number] => {
      const pair = this.list(p, `${path}.points[${i}]`, 2);
      return [this.num(pair[0], `${path}.points[${i}][0]`, -1e7, 1e7, true), this.num(pair[1], `${path}.points[${i}][1]`, -1e7, 1e7, true)];
    });
    return {
      name: this.text(r.name, `${path}.name`, 200),
      points,
      gridSource: this.oneOf(r.gridSource, `${path}.gridSource`, ['parent', 'own', 'none'] as const),
      grid: this.anyGrid(r.grid, `${path}.grid`),
      locationFormat: this.text(r.locationFormat, `${path}.locationFormat`, 200),
    };
  }

  board(v: unknown, path: string): BoardSpec | null {
    const r = this.record(v, path);
    if (!r) return null;
    return {
      name: this.text(r.name, `${path}.name`, 200),
      image: r.image === null ? null : this.text(r.image, `${path}.image`, 500),
      width: this.nullableNum(r.width, `${path}.width`, 0, 1e6),
      height: this.nullableNum(r.height, `${path}.height`, 0, 1e6),
      grid: this.grid(r.grid, `${path}.grid`),
      // Left out when absent, so geometry stored before square and region grids were read loads unchanged.
      ...(r.otherGrid === undefined ? {} : { otherGrid: this.otherGrid(r.otherGrid, `${path}.otherGrid`) }),
      zones: this.list(r.zones, `${path}.zones`, VASSAL_LIMITS.zonesPerBoard)
        .map((z, i) => this.zone(z, `${path}.zones[${i}]`))
        .filter((z): z is ZoneSpec => z !== null),
      gridNote: r.gridNote === null ? null : this.text(r.gridNote, `${path}.gridNote`, 200),
    };
  }

  map(v: unknown, path: string): MapSpec | null {
    const r = this.record(v, path);
    if (!r) return null;
    return {
      name: this.text(r.name, `${path}.name`, 200),
      id: this.text(r.id, `${path}.id`, 20),
      edgeWidth: this.num(r.edgeWidth, `${path}.edgeWidth`, -1e6, 1e6, true),
      edgeHeight: this.num(r.edgeHeight, `${path}.edgeHeight`, -1e6, 1e6, true),
      boards: this.list(r.boards, `${path}.boards`, VASSAL_LIMITS.boardsPerMap)
        .map((b, i) => this.board(b, `${path}.boards[${i}]`))
        .filter((b): b is BoardSpec => b !== null),
      // Left out when absent: VASSAL's own picker, or geometry stored before a module's own picker was kept.
      ...(r.boardPicker === undefined ? {} : { boardPicker: this.text(r.boardPicker, `${path}.boardPicker`, 200) }),
    };
  }
}

export function parseModuleGeometry(value: unknown, path = 'geometry'): Parsed<ModuleGeometry> {
  const c = new Checker();
  const r = c.record(value, path);
  if (!r) return { ok: false, errors: c.errors };
  if (r.format !== GEOMETRY_FORMAT) c.errors.push(fieldError(`${path}.format`, `"${GEOMETRY_FORMAT}"`, r.format));
  const mod = c.record(r.module, `${path}.module`);
  const geometry: ModuleGeometry = {
    format: GEOMETRY_FORMAT,
    module: { name: c.text(mod?.name, `${path}.module.name`, 200), version: c.text(mod?.version, `${path}.module.version`, 50) },
    maps: c
      .list(r.maps, `${path}.maps`, VASSAL_LIMITS.maps)
      .map((m, i) => c.map(m, `${path}.maps[${i}]`))
      .filter((m): m is MapSpec => m !== null),
    notes: c.list(r.notes, `${path}.notes`, 100).map((n, i) => c.text(n, `${path}.notes[${i}]`, 500)),
  };
  return c.errors.length ? { ok: false, errors: c.errors } : { ok: true, value: geometry };
}
