import { FieldReader } from '../core/board/field-reader.js';
import { pathIndex, pathKey } from '../core/board/json-path.js';
import type { LocationLabels } from '../core/board/location-labels.js';
import type { HexGrid } from '../core/hex/hex-grid.js';
import { PACK_LIMITS } from './pack-format.js';

/** Reads a pack field by field, checking every label against its game's map (none while the game itself is bad). */
export class PackReader extends FieldReader {
  constructor(
    readonly labels: LocationLabels | null,
    readonly grid: HexGrid | null,
  ) {
    super();
  }

  /** A hex or area label in its canonical form, or undefined (reported) when it is not one of the game's. */
  place(value: unknown, path: string): string | undefined {
    const t = this.text(value, path, PACK_LIMITS.text);
    if (t === undefined || !this.labels) return t;
    return this.labels.canonical(t) ?? this.fail(path, `${this.labels.kind === 'hex' ? 'a hex label' : 'an area'} valid for this game: ${this.labels.help}`, value);
  }

  /** Whether two places share a side: on a hex grid, neighbours; without one (areas, unknown labels) any two. */
  touching(a: string, b: string): boolean {
    const ha = this.grid?.parse(a);
    const hb = this.grid?.parse(b);
    return !this.grid || !ha || !hb || this.grid.distance(ha, hb) === 1;
  }

  /**
   * A list of at most `max` entries whose key may appear once (a unit's id, an edge): a second entry with a key is
   * refused, at `unique.at` within it when given, naming the first. Bad entries are reported and left out.
   */
  once<T>(
    value: unknown,
    path: string,
    what: string,
    max: number,
    read: (v: unknown, p: string) => T | undefined,
    unique: { readonly key: (t: T) => string; readonly what: string; readonly at?: string },
  ): T[] | undefined {
    const list = this.list(value, path, what, max);
    if (!list) return undefined;
    const out: T[] = [];
    const seen = new Map<string, number>();
    list.forEach((v, i) => {
      const entry = read(v, pathIndex(path, i));
      if (entry === undefined) return;
      const key = unique.key(entry);
      const before = seen.get(key);
      const here = unique.at === undefined ? pathIndex(path, i) : pathKey(pathIndex(path, i), unique.at);
      if (before !== undefined) this.fail(here, `${unique.what} not already given (${pathIndex(path, before)} has it)`, key);
      else {
        seen.set(key, i);
        out.push(entry);
      }
    });
    return out;
  }
}
