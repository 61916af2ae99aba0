import { BOARD_LIMITS, cutText, isRecord, OFF_BOARD } from '../engine/index.js';
import { hasOnlyKeys } from './board-messages.js';
import { isCount, isHexLabel, readList } from './retreat-marks.js';

/**
 * A gun's shots and a shade of hexes as the board shows them, in board terms (hex labels, never pixels): the
 * popup's artillery panel sends them to the content script in the tab whose board the panel reads (protocol.ts:
 * `show-artillery`), and the content script draws them over the page — each line of fire from the gun to its
 * target with its verdict, and a shade such as a side's ranges of influence. The rules stay in the popup; the
 * message carries only what the drawing needs, every string and list within a limit checked again on arrival
 * (`readArtilleryMarks`).
 */
export type ShotVerdict = 'eligible' | 'not-eligible' | 'undecided';

export interface ShotMark {
  /** Board id of the target unit; null for a ray to a hex that holds no unit (a 1977 gun's blocked reach). */
  readonly unit: string | null;
  /** The hex the line ends in. */
  readonly hex: string;
  readonly verdict: ShotVerdict;
  /** The first hex on the line that blocks it; null when nothing blocks or it is not known. */
  readonly blockedBy: string | null;
  /** Why, in words with the rule number: the mark's tooltip and accessible name (text only). */
  readonly reason: string;
}

export interface ShadeMark {
  /** What the shaded hexes are, e.g. "Confederate ranges of influence" or "reach of Pegram". */
  readonly label: string;
  readonly hexes: readonly string[];
}

export interface ArtilleryMarks {
  /** The gun whose shots are drawn: the content script draws no shots when its board has the unit elsewhere; null when only a shade is shown. */
  readonly gun: { readonly unit: string; readonly hex: string } | null;
  readonly shots: readonly ShotMark[];
  readonly shade: ShadeMark | null;
  /** Shots the panel lists that did not fit the limits. */
  readonly omitted: number;
}

/** The popup's request: the marks to show, or null to take them off the board. */
export interface ShowArtillery {
  readonly type: 'show-artillery';
  readonly marks: ArtilleryMarks | null;
}

/**
 * The limits of an artillery message: above what a gun's targets and a side's ranges of influence come to on
 * the largest map, low enough that a hostile or broken message cannot make the page draw much.
 */
export const ARTILLERY_MARK_LIMITS = { shots: 64, reason: 200, label: 80, shadeHexes: 4000, hexLabel: 16, omitted: 10_000 } as const;

const VERDICTS: readonly ShotVerdict[] = ['eligible', 'not-eligible', 'undecided'];

/** A hex a mark stands in: a hex label of the map, never "off" (nothing is drawn off the map). */
function isMapHex(v: unknown): v is string {
  return isHexLabel(v) && v.length <= ARTILLERY_MARK_LIMITS.hexLabel && v !== OFF_BOARD;
}

function isUnitId(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= BOARD_LIMITS.text;
}

function isText(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length <= max;
}

function isVerdict(v: unknown): v is ShotVerdict {
  return VERDICTS.some((verdict) => verdict === v);
}

function readGun(v: unknown): ArtilleryMarks['gun'] | undefined {
  if (v === null) return null;
  return isRecord(v) && hasOnlyKeys(v, ['unit', 'hex']) && isUnitId(v.unit) && isMapHex(v.hex) ? { unit: v.unit, hex: v.hex } : undefined;
}

function readShot(v: unknown): ShotMark | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['unit', 'hex', 'verdict', 'blockedBy', 'reason'])) return null;
  const { unit, hex, verdict, blockedBy, reason } = v;
  if ((unit !== null && !isUnitId(unit)) || !isMapHex(hex) || !isVerdict(verdict)) return null;
  if ((blockedBy !== null && !isMapHex(blockedBy)) || !isText(reason, ARTILLERY_MARK_LIMITS.reason)) return null;
  return { unit, hex, verdict, blockedBy, reason };
}

function readShade(v: unknown): ShadeMark | null | undefined {
  if (v === null) return null;
  if (!isRecord(v) || !hasOnlyKeys(v, ['label', 'hexes']) || !isText(v.label, ARTILLERY_MARK_LIMITS.label)) return undefined;
  const hexes = readList(v.hexes, ARTILLERY_MARK_LIMITS.shadeHexes, (h) => (isMapHex(h) ? h : null));
  return hexes ? { label: v.label, hexes } : undefined;
}

/** Artillery marks from a message, checked whole: null when any part is off or over its limit (then nothing is drawn). */
export function readArtilleryMarks(v: unknown): ArtilleryMarks | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['gun', 'shots', 'shade', 'omitted'])) return null;
  const gun = readGun(v.gun);
  const shots = readList(v.shots, ARTILLERY_MARK_LIMITS.shots, readShot);
  const shade = readShade(v.shade);
  if (gun === undefined || !shots || shade === undefined || !isCount(v.omitted, ARTILLERY_MARK_LIMITS.omitted)) return null;
  // A shot is a line from a gun: without one there is nothing to draw it from.
  if (gun === null && shots.length > 0) return null;
  return { gun, shots, shade, omitted: v.omitted };
}

/** The popup's request, read by the content script: the marks, or null to clear; null for anything else. */
export function readShowArtillery(v: unknown): ShowArtillery | null {
  if (!isRecord(v) || v.type !== 'show-artillery' || !hasOnlyKeys(v, ['type', 'marks'])) return null;
  if (v.marks === null) return { type: 'show-artillery', marks: null };
  const marks = readArtilleryMarks(v.marks);
  return marks ? { type: 'show-artillery', marks } : null;
}

/** A text cut to a limit, marked as cut. */
function fitText(text: string, max: number): string {
  return text.length <= max ? text : `${cutText(text, max - 1)}…`;
}

/**
 * The marks as the message carries them, for the popup to send whatever its panel lists: reasons and the
 * shade's label cut to their limits, shots and shade hexes whose labels the message cannot carry left out (a
 * blocker that cannot be carried is left unsaid), shots past the limit counted in `omitted` with the ones left
 * out, and the shade cut to its limit (each hex once). A gun that cannot be carried takes its shots with it.
 */
export function fitArtilleryMarks(marks: ArtilleryMarks): ArtilleryMarks {
  const gun = marks.gun && isUnitId(marks.gun.unit) && isMapHex(marks.gun.hex) ? { unit: marks.gun.unit, hex: marks.gun.hex } : null;
  const carried = gun ? marks.shots.filter((s) => isMapHex(s.hex) && (s.unit === null || isUnitId(s.unit)) && isVerdict(s.verdict)) : [];
  const shots = carried.slice(0, ARTILLERY_MARK_LIMITS.shots).map((s) => ({
    unit: s.unit,
    hex: s.hex,
    verdict: s.verdict,
    blockedBy: isMapHex(s.blockedBy) ? s.blockedBy : null,
    reason: fitText(s.reason, ARTILLERY_MARK_LIMITS.reason),
  }));
  const listed = Number.isSafeInteger(marks.omitted) && marks.omitted > 0 ? marks.omitted : 0;
  const omitted = Math.min(listed + marks.shots.length - shots.length, ARTILLERY_MARK_LIMITS.omitted);
  const shade = marks.shade
    ? { label: fitText(marks.shade.label, ARTILLERY_MARK_LIMITS.label), hexes: [...new Set(marks.shade.hexes.filter(isMapHex))].slice(0, ARTILLERY_MARK_LIMITS.shadeHexes) }
    : null;
  return { gun, shots, shade, omitted };
}
