import type { HexTerrain } from '../engine/index.js';
import { FieldReader, isGameId, isRecord, readHexTerrain, type GameId } from '../engine/index.js';
import { hasOnlyKeys, MESSAGE_LIMITS } from './board-messages.js';
import { isHexLabel } from './retreat-marks.js';

/**
 * The paint mode's messages. The popup turns painting on or off on the board of a tab (`show-paint`, straight to
 * the tab's content script as a retreat is shown, with the terrain the game's rules name); the content script then asks the worker for the game's marks
 * (`paint-read`) and sends each stroke, or its undoing, to be stored (`paint-write`). The content script never
 * touches storage itself: the worker checks every hex and writes a stroke whole or not at all, and only its own
 * content script in a top frame may ask (board-requests' sender check).
 */
export interface ShowPaint {
  readonly type: 'show-paint';
  /** Paint on (true) or off (false). */
  readonly on: boolean;
  /** The terrain the rules themselves name for the game (the popup has the game's rules; the page's script does not carry them). */
  readonly rules: Readonly<Record<string, HexTerrain>>;
}

export interface PaintRead {
  readonly type: 'paint-read';
  readonly game: GameId;
}

/** A game's terrain marks as painting sees them, after a read or a write. */
export interface PaintMarks {
  readonly type: 'paint-marks';
  readonly ok: boolean;
  readonly marks: Readonly<Record<string, HexTerrain>>;
  /** The game's hexside marks: hexside key ("E6|E7") → its features. */
  readonly hexsides: Readonly<Record<string, readonly string[]>>;
  /** Why nothing could be read or written, in words: empty when ok. */
  readonly message: string;
}

export interface PaintChange {
  readonly hex: string;
  readonly mark: HexTerrain | null;
}

export interface PaintHexsideChange {
  readonly hexside: string;
  /** Its features after the stroke; null removes the mark. */
  readonly features: readonly string[] | null;
}

export interface PaintWrite {
  readonly type: 'paint-write';
  readonly game: GameId;
  readonly changes: readonly PaintChange[];
  readonly hexsides: readonly PaintHexsideChange[];
}

/** Above the marks a game may keep (terrain-marks.ts), and what one drag across the largest map touches. */
export const PAINT_LIMITS = { marks: 10_000, changes: 2_000, features: 8, feature: 20 } as const;

/** A hexside as messages name it: two hex labels joined by "|". */
function isHexsideKey(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const parts = v.split('|');
  return parts.length === 2 && parts.every(isHexLabel);
}

function readFeatures(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.length > PAINT_LIMITS.features) return null;
  const out = (v as unknown[]).filter((f): f is string => typeof f === 'string' && /^[a-z -]{1,20}$/.test(f));
  return out.length === v.length ? out : null;
}

function readHexsides(v: unknown): Record<string, string[]> | null {
  if (!isRecord(v)) return null;
  const keys = Object.keys(v);
  if (keys.length > PAINT_LIMITS.marks) return null;
  const out: Record<string, string[]> = {};
  for (const key of keys) {
    const features = isHexsideKey(key) ? readFeatures(v[key]) : null;
    if (!features) return null;
    out[key] = features;
  }
  return out;
}

/** A hex's terrain as a message carries it: read again on arrival, never trusted. */
function readMark(v: unknown): HexTerrain | null {
  const r = new FieldReader();
  const t = readHexTerrain(r, v, 'mark');
  return t === undefined || r.failed ? null : t;
}

function readMarks(v: unknown): Record<string, HexTerrain> | null {
  if (!isRecord(v)) return null;
  const keys = Object.keys(v);
  if (keys.length > PAINT_LIMITS.marks) return null;
  const out: Record<string, HexTerrain> = {};
  for (const key of keys) {
    const mark = isHexLabel(key) ? readMark(v[key]) : null;
    if (!mark) return null;
    out[key] = mark;
  }
  return out;
}

export function readShowPaint(v: unknown): ShowPaint | null {
  if (!isRecord(v) || v.type !== 'show-paint' || !hasOnlyKeys(v, ['type', 'on', 'rules']) || typeof v.on !== 'boolean') return null;
  const rules = readMarks(v.rules);
  return rules ? { type: 'show-paint', on: v.on, rules } : null;
}

export function readPaintRead(v: unknown): PaintRead | null {
  return isRecord(v) && v.type === 'paint-read' && hasOnlyKeys(v, ['type', 'game']) && typeof v.game === 'string' && isGameId(v.game) ? { type: 'paint-read', game: v.game } : null;
}

export function readPaintMarks(v: unknown): PaintMarks | null {
  if (!isRecord(v) || v.type !== 'paint-marks' || !hasOnlyKeys(v, ['type', 'ok', 'marks', 'hexsides', 'message'])) return null;
  if (typeof v.ok !== 'boolean' || typeof v.message !== 'string' || v.message.length > MESSAGE_LIMITS.message) return null;
  const marks = readMarks(v.marks);
  const hexsides = readHexsides(v.hexsides);
  return marks && hexsides ? { type: 'paint-marks', ok: v.ok, marks, hexsides, message: v.message } : null;
}

/** A stroke's list of [place, value] (a value null removes the mark), each place and value read again; null when anything is off. */
function readList<T>(v: unknown, placeKey: string, isPlace: (p: unknown) => p is string, valueKey: string, read: (x: unknown) => T | null): [string, T | null][] | null {
  if (!Array.isArray(v) || v.length > PAINT_LIMITS.changes) return null;
  const out: [string, T | null][] = [];
  for (const c of v as unknown[]) {
    if (!isRecord(c) || !hasOnlyKeys(c, [placeKey, valueKey]) || !isPlace(c[placeKey])) return null;
    const value = c[valueKey] === null ? null : read(c[valueKey]);
    if (c[valueKey] !== null && value === null) return null;
    out.push([c[placeKey] as string, value]);
  }
  return out;
}

export function readPaintWrite(v: unknown): PaintWrite | null {
  if (!isRecord(v) || v.type !== 'paint-write' || !hasOnlyKeys(v, ['type', 'game', 'changes', 'hexsides'])) return null;
  if (typeof v.game !== 'string' || !isGameId(v.game)) return null;
  const hexsides = readList(v.hexsides, 'hexside', isHexsideKey, 'features', readFeatures);
  const changes = readList(v.changes, 'hex', isHexLabel, 'mark', readMark);
  return hexsides && changes ? { type: 'paint-write', game: v.game, changes: changes.map(([hex, mark]) => ({ hex, mark })), hexsides: hexsides.map(([hexside, features]) => ({ hexside, features })) } : null;
}
