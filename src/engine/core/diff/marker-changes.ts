import type { Board, MarkerKind } from '../board/board.js';
import type { ControlChanged, MarkerHolder } from './board-diff-types.js';

/** Every (kind, hex) a board has a marker of, with its holder; two in one hex that disagree read as "present". */
function markersByPlace(board: Board): Map<string, { hex: string; marker: MarkerKind; holder: MarkerHolder }> {
  const found = new Map<string, { hex: string; marker: MarkerKind; holder: MarkerHolder }>();
  for (const m of board.markers) {
    // As JSON, no hex's name can pass for another kind's key.
    const key = JSON.stringify([m.kind, m.hex]);
    const holder: MarkerHolder = m.side ?? 'present';
    const known = found.get(key);
    found.set(key, { hex: m.hex, marker: m.kind, holder: known && known.holder !== holder ? 'present' : holder });
  }
  return found;
}

/** Markers placed, removed or changing hands: occupation (who holds a hex), breastworks built or begun. */
export function markerChanges(before: Board, after: Board): ControlChanged[] {
  const earlier = markersByPlace(before);
  const later = markersByPlace(after);
  const changes: ControlChanged[] = [];
  for (const [key, now] of later) {
    const was = earlier.get(key);
    if (was?.holder !== now.holder) changes.push({ hex: now.hex, marker: now.marker, from: was?.holder ?? null, to: now.holder });
  }
  for (const [key, was] of earlier) if (!later.has(key)) changes.push({ hex: was.hex, marker: was.marker, from: was.holder, to: null });
  return changes;
}
