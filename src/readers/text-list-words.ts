import type { BoardUnitType, UnitStatus } from '../engine/index.js';
import type { Side } from '../engine/index.js';

/**
 * The words a pasted unit list may use (docs/text-format.md), matched without regard to case or to
 * full stops ("C.S.A." is "csa"). Each table is a Map: the words are the user's, and a word such as
 * "constructor" or "__proto__" must find nothing, not something of every object's.
 */

export function normalWord(token: string): string {
  return token.toLowerCase().replace(/\./g, '');
}

const SIDE_WORDS: ReadonlyMap<string, Side> = new Map<string, Side>([
  ['union', 'union'],
  ['usa', 'union'],
  ['us', 'union'],
  ['u', 'union'],
  ['federal', 'union'],
  ['confederate', 'confederate'],
  ['csa', 'confederate'],
  ['cs', 'confederate'],
  ['c', 'confederate'],
  ['rebel', 'confederate'],
  ['reb', 'confederate'],
]);

export function sideWord(token: string): Side | null {
  return SIDE_WORDS.get(normalWord(token)) ?? null;
}

const TYPE_WORDS: ReadonlyMap<string, BoardUnitType> = new Map<string, BoardUnitType>([
  ['inf', 'infantry'],
  ['infantry', 'infantry'],
  ['cav', 'cavalry'],
  ['cavalry', 'cavalry'],
  ['art', 'artillery'],
  ['arty', 'artillery'],
  ['artillery', 'artillery'],
  ['ha', 'horse-artillery'],
  ['horse-artillery', 'horse-artillery'],
  ['horse-art', 'horse-artillery'],
  ['cav-arty', 'horse-artillery'],
  ['hq', 'headquarters'],
  ['headquarters', 'headquarters'],
  ['general', 'general'],
  ['gen', 'general'],
  ['leader', 'leader'],
]);

/** A type word, or a two-word type written with a space ("horse artillery", "cav arty"). */
export function typeWord(token: string, next?: string): { type: BoardUnitType; words: 1 | 2 } | null {
  if (next !== undefined) {
    const pair = TYPE_WORDS.get(`${normalWord(token)}-${normalWord(next)}`);
    if (pair) return { type: pair, words: 2 };
  }
  const one = TYPE_WORDS.get(normalWord(token));
  return one ? { type: one, words: 1 } : null;
}

type StatusChange = Partial<{ -readonly [K in keyof UnitStatus]: UnitStatus[K] }>;

const STATUS_WORDS: ReadonlyMap<string, StatusChange> = new Map<string, StatusChange>([
  ['disorganized', { disorganized: 1 }],
  ['disorganised', { disorganized: 1 }],
  ['disorg', { disorganized: 1 }],
  ['disorganized-1', { disorganized: 1 }],
  ['disorganized-2', { disorganized: 2 }],
  ['disorganised-2', { disorganized: 2 }],
  ['disorg-2', { disorganized: 2 }],
  ['shattered', { shattered: true }],
  ['reorganizing', { reorganizing: true }],
  ['reorganising', { reorganizing: true }],
  ['routed', { routed: true }],
  ['limbered', { limbered: true }],
  ['unlimbered', { limbered: false }],
  ['breastworks', { breastworks: 'built' }],
]);

export function statusWord(token: string): StatusChange | null {
  return STATUS_WORDS.get(normalWord(token)) ?? null;
}

export type OffMapWhy = 'not-entered' | 'exited' | 'eliminated';

const OFF_MAP_WORDS: ReadonlyMap<string, OffMapWhy> = new Map<string, OffMapWhy>([
  ['off', 'not-entered'],
  ['off-map', 'not-entered'],
  ['offmap', 'not-entered'],
  ['arriving', 'not-entered'],
  ['not-entered', 'not-entered'],
  ['reinforcement', 'not-entered'],
  ['exited', 'exited'],
  ['eliminated', 'eliminated'],
  ['elim', 'eliminated'],
]);

export function offMapWord(token: string): OffMapWhy | null {
  return OFF_MAP_WORDS.get(normalWord(token)) ?? null;
}

/** Strength as "4", "4/2" (full/reduced), "4r" (reduced side up, showing 4), "4/2r", or "?" for not known. */
const STRENGTH = /^(\d{1,3}|\?)(?:\/(\d{1,3}|\?))?(r)?$/i;

export interface StrengthWord {
  readonly full: number | null;
  readonly reducedValue: number | null;
  readonly reduced: boolean;
}

export function strengthWord(token: string): StrengthWord | null {
  const m = STRENGTH.exec(token);
  if (!m || m[1] === undefined) return null;
  const value = (t: string | undefined): number | null => (t === undefined || t === '?' ? null : Number(t));
  const reduced = m[3] !== undefined;
  if (m[2] === undefined && reduced) return { full: null, reducedValue: value(m[1]), reduced };
  return { full: value(m[1]), reducedValue: value(m[2]), reduced };
}
