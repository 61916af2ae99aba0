import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import { G88_MAP } from '../map.js';

/** Labels as boards read them: printed capitals, small letters accepted. */
const G88_LABELS = G88_MAP.labels;

/** A path's labels in canonical form, or the first that is not a Gettysburg '88 hex. */
export function canonicalPath(labels: readonly string[]): { readonly ok: true; readonly hexes: string[] } | { readonly ok: false; readonly bad: string } {
  const hexes: string[] = [];
  for (const label of labels) {
    const canonical = G88_LABELS.canonical(label);
    if (canonical === null) return { ok: false, bad: label };
    hexes.push(canonical);
  }
  return { ok: true, hexes };
}

/** The first pair of hexes in a row that do not share a side, if any. */
export function firstGap(hexes: readonly string[]): { readonly from: string; readonly to: string } | null {
  for (let i = 1; i < hexes.length; i++) {
    const [a, b] = [hexes[i - 1] as string, hexes[i] as string];
    const [ha, hb] = [GETTYSBURG_88_GRID.parse(a), GETTYSBURG_88_GRID.parse(b)];
    if (!ha || !hb || GETTYSBURG_88_GRID.distance(ha, hb) !== 1) return { from: a, to: b };
  }
  return null;
}

/** Whether `inner` is visited in order within `outer`, other hexes allowed between (a general's detours). */
export function visitsInOrder(outer: readonly string[], inner: readonly string[]): boolean {
  let i = 0;
  for (const hex of outer) if (i < inner.length && hex === inner[i]) i++;
  return i === inner.length;
}
