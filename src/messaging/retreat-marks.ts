import { BOARD_LIMITS, cutText, isRecord, OFF_BOARD, type RetreatResult } from '../engine/index.js';
import { hasOnlyKeys } from './board-messages.js';

/**
 * One unit's retreat as the board shows it, in board terms (hex labels, never pixels): the popup's retreat panel
 * sends it to the content script in the tab whose board the panel reads (protocol.ts: `show-retreat`), and the
 * content script draws it over the page. It carries only what the drawing needs; the rules and their steps stay
 * in the popup. Every string and list has a limit, checked again on arrival (`readRetreatMarks`).
 */
export interface RetreatMarks {
  /** Board id of the unit that retreats. */
  readonly unit: string;
  /** The hex it retreats from: the content script draws nothing when its own board has the unit elsewhere. */
  readonly from: string;
  /** Where it must stay (no retreat is possible) or may stay instead of retreating; null when neither. */
  readonly stay: StayMark | null;
  /** Each legal retreat, hex labels in order from the first hex entered (`OFF_BOARD` last when it leaves the map). */
  readonly options: readonly RetreatMarkOption[];
  /** The neighbouring hexes it may not enter, each with why (the rule's number included). */
  readonly rejected: readonly RejectedMark[];
  /** Options the panel lists that did not fit the limits (more than the message carries, or too long a path). */
  readonly omitted: number;
}

export interface RetreatMarkOption {
  readonly path: readonly string[];
  /** 1 for the first the rules allow; equal ranks are the owning player's choice. */
  readonly rank: number;
}

export interface RejectedMark {
  readonly hex: string;
  readonly reason: string;
}

export interface StayMark {
  readonly hex: string;
  /** 'must' when no retreat is possible; 'may' when the rules let the unit stay instead. */
  readonly kind: 'must' | 'may';
  readonly reason: string;
}

/** The popup's request: the retreat to show, or null to take it off the board. */
export interface ShowRetreat {
  readonly type: 'show-retreat';
  readonly marks: RetreatMarks | null;
}

/**
 * The limits of a retreat message: far above what a retreat has (six neighbours; 1977 paths of two hexes; '88
 * paths of a few), low enough that a hostile or broken message cannot make the page draw much.
 */
export const RETREAT_MARK_LIMITS = {
  options: 64,
  /** Entries of a path, `OFF_BOARD` included. */
  path: 8,
  rank: 64,
  rejected: 12,
  reason: 200,
  hexLabel: 16,
  omitted: 10_000,
} as const;

/** Every game's hex labels are letters, digits and a hyphen (1977's II-42): nothing else reaches the page. */
const HEX_LABEL = /^[A-Za-z0-9-]+$/;

export function isHexLabel(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= RETREAT_MARK_LIMITS.hexLabel && HEX_LABEL.test(v);
}

function isReason(v: unknown): v is string {
  return typeof v === 'string' && v.length <= RETREAT_MARK_LIMITS.reason;
}

/** A whole number from 0 to `max` (the artillery marks share it). */
export function isCount(v: unknown, max: number): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max;
}

function readPath(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.length === 0 || v.length > RETREAT_MARK_LIMITS.path) return null;
  if (!v.every(isHexLabel)) return null;
  // 'off' only ends a path: nothing is entered after leaving the map.
  return v.slice(0, -1).includes(OFF_BOARD) ? null : [...v];
}

function readOption(v: unknown): RetreatMarkOption | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['path', 'rank'])) return null;
  const path = readPath(v.path);
  return path && isCount(v.rank, RETREAT_MARK_LIMITS.rank) && v.rank >= 1 ? { path, rank: v.rank } : null;
}

function readRejected(v: unknown): RejectedMark | null {
  return isRecord(v) && hasOnlyKeys(v, ['hex', 'reason']) && isHexLabel(v.hex) && v.hex !== OFF_BOARD && isReason(v.reason) ? { hex: v.hex, reason: v.reason } : null;
}

function readStay(v: unknown): StayMark | null | undefined {
  if (v === null) return null;
  if (!isRecord(v) || !hasOnlyKeys(v, ['hex', 'kind', 'reason']) || !isHexLabel(v.hex) || !isReason(v.reason)) return undefined;
  return v.kind === 'must' || v.kind === 'may' ? { hex: v.hex, kind: v.kind, reason: v.reason } : undefined;
}

/** Reads each entry of a list with `read`; null when the list is too long or any entry is off (the artillery marks share it). */
export function readList<T>(v: unknown, max: number, read: (x: unknown) => T | null): T[] | null {
  if (!Array.isArray(v) || v.length > max) return null;
  const out: T[] = [];
  for (const x of v) {
    const r = read(x);
    if (r === null) return null;
    out.push(r);
  }
  return out;
}

/** A retreat from a message, checked whole: null when any part is off or over its limit (then nothing is drawn). */
export function readRetreatMarks(v: unknown): RetreatMarks | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['unit', 'from', 'options', 'omitted', 'rejected', 'stay'])) return null;
  const { unit, from } = v;
  if (typeof unit !== 'string' || unit.length === 0 || unit.length > BOARD_LIMITS.text) return null;
  if (!isHexLabel(from) || from === OFF_BOARD || !isCount(v.omitted, RETREAT_MARK_LIMITS.omitted)) return null;
  const options = readList(v.options, RETREAT_MARK_LIMITS.options, readOption);
  const rejected = readList(v.rejected, RETREAT_MARK_LIMITS.rejected, readRejected);
  const stay = readStay(v.stay);
  // A unit stays only where it stands.
  if (!options || !rejected || stay === undefined || (stay && stay.hex !== from)) return null;
  return { unit, from, options, omitted: v.omitted, rejected, stay };
}

/** The popup's request, read by the content script: the retreat, or null to clear; null for anything else. */
export function readShowRetreat(v: unknown): ShowRetreat | null {
  if (!isRecord(v) || v.type !== 'show-retreat' || !hasOnlyKeys(v, ['type', 'marks'])) return null;
  if (v.marks === null) return { type: 'show-retreat', marks: null };
  const marks = readRetreatMarks(v.marks);
  return marks ? { type: 'show-retreat', marks } : null;
}

/** A text cut to a limit, marked as cut (the arrow marks share it). */
export function fitText(text: string, max: number): string {
  return text.length <= max ? text : `${cutText(text, max - 1)}…`;
}

/** A text cut to the message's limit, marked as cut. */
function reasonText(text: string): string {
  return fitText(text, RETREAT_MARK_LIMITS.reason);
}

/**
 * What the board shows of a retreat the rules worked out for the unit standing in `from`: the options in rank
 * order (as many as the message carries; paths too long for it are left out and counted), the refused
 * neighbours with the rule that refuses each, and where the unit must or may stay. Null when there is nothing
 * to draw (a unit that cannot be placed, a request refused).
 */
export function retreatMarksOf(result: RetreatResult, from: string): RetreatMarks | null {
  if (!isHexLabel(from)) return null;
  const fitting = result.options.filter((o) => o.path.length > 0 && o.path.length <= RETREAT_MARK_LIMITS.path && o.path.every(isHexLabel));
  const options = fitting.slice(0, RETREAT_MARK_LIMITS.options).map((o) => ({ path: [...o.path], rank: Math.min(o.rank, RETREAT_MARK_LIMITS.rank) }));
  const rejected = result.rejected
    .filter((r) => isHexLabel(r.hex))
    .slice(0, RETREAT_MARK_LIMITS.rejected)
    .map((r) => ({ hex: r.hex, reason: reasonText(r.rule ? `${r.reason} — ${r.rule.rule}` : r.reason) }));
  const noRetreat = result.noRetreat;
  const stay: StayMark | null = noRetreat
    ? { hex: from, kind: 'must', reason: reasonText(noRetreat.steps[0]?.text ?? 'no retreat is possible.') }
    : result.mayStay
      ? { hex: from, kind: 'may', reason: reasonText(`${result.mayStay.reason} — ${result.mayStay.rule.rule}`) }
      : null;
  if (options.length === 0 && rejected.length === 0 && stay === null) return null;
  return { unit: result.unit, from, options, omitted: Math.min(result.options.length - options.length, RETREAT_MARK_LIMITS.omitted), rejected, stay };
}
