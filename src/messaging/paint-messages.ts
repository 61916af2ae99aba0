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
  /** Why nothing could be read or written, in words: empty when ok. */
  readonly message: string;
}

export interface PaintChange {
  readonly hex: string;
  readonly mark: HexTerrain | null;
}

export interface PaintWrite {
  readonly type: 'paint-write';
  readonly game: GameId;
  readonly changes: readonly PaintChange[];
}

/** Above the marks a game may keep (terrain-marks.ts), and what one drag across the largest map touches. */
export const PAINT_LIMITS = { marks: 10_000, changes: 2_000 } as const;

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
  if (!isRecord(v) || v.type !== 'paint-marks' || !hasOnlyKeys(v, ['type', 'ok', 'marks', 'message'])) return null;
  if (typeof v.ok !== 'boolean' || typeof v.message !== 'string' || v.message.length > MESSAGE_LIMITS.message) return null;
  const marks = readMarks(v.marks);
  return marks ? { type: 'paint-marks', ok: v.ok, marks, message: v.message } : null;
}

export function readPaintWrite(v: unknown): PaintWrite | null {
  if (!isRecord(v) || v.type !== 'paint-write' || !hasOnlyKeys(v, ['type', 'game', 'changes'])) return null;
  if (typeof v.game !== 'string' || !isGameId(v.game) || !Array.isArray(v.changes) || v.changes.length > PAINT_LIMITS.changes) return null;
  const changes: PaintChange[] = [];
  for (const c of v.changes as unknown[]) {
    if (!isRecord(c) || !hasOnlyKeys(c, ['hex', 'mark']) || !isHexLabel(c.hex)) return null;
    const mark = c.mark === null ? null : readMark(c.mark);
    if (c.mark !== null && !mark) return null;
    changes.push({ hex: c.hex, mark });
  }
  return { type: 'paint-write', game: v.game, changes };
}
