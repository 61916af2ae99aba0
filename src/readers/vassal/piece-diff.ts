import type { ListedPiece, PieceList } from './piece-list.js';

/**
 * What changed between two piece lists of one module (two saves, or a log's start and end): pieces matched by
 * VASSAL's own id. A piece has moved when its place changed: the location VASSAL names, or where it names none,
 * the map and the point. A piece hidden on either list is not compared (Adjutant does not look at it).
 */
/** A piece by VASSAL's id, with the name its counter shows. */
export interface DiffPiece {
  readonly piece: string;
  readonly name: string;
}

export interface PieceMoved extends DiffPiece {
  readonly from: string;
  readonly to: string;
}

export interface PiecePlaced extends DiffPiece {
  readonly at: string;
}

/** `from`: where it stood last. */
export type PieceRemoved = DiffPiece & { readonly from: string };

export interface PieceDiff {
  readonly moved: readonly PieceMoved[];
  readonly added: readonly PiecePlaced[];
  readonly removed: readonly PieceRemoved[];
  readonly notes: readonly string[];
}

const HIDDEN = '(hidden piece)';

/** The place in words: the location, else the map and point, else "(no map)"; the map is named when it differs. */
function placeOf(p: ListedPiece): string {
  if (p.map === null) return '(no map)';
  if (p.location !== null) return p.location;
  return p.x === null || p.y === null ? `${p.map} (position unreadable)` : `${p.map} (${p.x}, ${p.y})`;
}

/** What tells two places apart: the map and the location VASSAL names, or the point where it names none. */
function placeKey(p: ListedPiece): string {
  return JSON.stringify(p.location !== null ? [p.map, p.location] : [p.map, p.x, p.y]);
}

function byId(pieces: readonly ListedPiece[]): Map<string, ListedPiece> {
  const found = new Map<string, ListedPiece>();
  for (const p of pieces) if (!found.has(p.id)) found.set(p.id, p);
  return found;
}

export function diffPieces(before: PieceList, after: PieceList): PieceDiff {
  const earlier = byId(before.pieces);
  const later = byId(after.pieces);
  const moved: PieceMoved[] = [];
  const added: PiecePlaced[] = [];
  let hidden = 0;
  for (const p of later.values()) {
    const was = earlier.get(p.id);
    if (!was) {
      added.push({ piece: p.id, name: p.name, at: placeOf(p) });
      continue;
    }
    if (was.name === HIDDEN || p.name === HIDDEN) {
      hidden++;
      continue;
    }
    if (placeKey(was) === placeKey(p)) continue;
    const [from, to] = was.map !== p.map && was.location !== null && p.location !== null ? [`${was.map ?? ''}: ${was.location}`, `${p.map ?? ''}: ${p.location}`] : [placeOf(was), placeOf(p)];
    moved.push({ piece: p.id, name: p.name, from, to });
  }
  const removed = [...earlier.values()].filter((p) => !later.has(p.id)).map((p) => ({ piece: p.id, name: p.name, from: placeOf(p) }));
  const notes = hidden > 0 ? [`${hidden} masked or hidden ${hidden === 1 ? 'piece is' : 'pieces are'} not compared.`] : [];
  const repeated = before.pieces.length - earlier.size + (after.pieces.length - later.size);
  if (repeated > 0) notes.push(`${repeated} repeated piece ${repeated === 1 ? 'id is' : 'ids are'} compared by their first piece only.`);
  return { moved, added, removed, notes };
}
