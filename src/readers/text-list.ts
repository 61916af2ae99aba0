import { BOARD_FORMAT, BOARD_LIMITS, type Board, type BoardUnitType, type UnitStatus } from '../engine/index.js';
import { locationLabels } from '../engine/index.js';
import type { LocationLabels } from '../engine/index.js';
import { DEFAULT_STATUS, defaultFullSteps, parseBoard, parseBoardUnit } from '../engine/index.js';
import { unitProblem } from '../engine/index.js';
import type { Side } from '../engine/index.js';
import type { GameId } from '../engine/index.js';
import { offMapWord, sideWord, statusWord, strengthWord, typeWord, type OffMapWhy, type StrengthWord } from './text-list-words.js';

/**
 * A list of units pasted from a play-by-mail message, one unit a line (docs/text-format.md):
 *
 *     Gamble, Union, cav, 4/2, M34
 *     Davis ; CSA ; 3r ; D-23     # reduced side up
 *
 * The text is untrusted and written by hand, so the reader is forgiving about separators, case and word
 * forms, but reads a line whole or not at all: a line it cannot make sense of is skipped and reported
 * with its number and what was expected, never half-read.
 */

export const TEXT_LIST_LIMITS = { characters: 200_000, lines: 5_000, lineLength: 300, nameLength: 60, problems: 50 } as const;

export interface TextListProblem {
  /** The line (from 1), or null for the text as a whole. */
  readonly line: number | null;
  /** The problem in full, its line first: 'line 3: expected a side (Union or Confederate), found "Blu"'. */
  readonly message: string;
}

export interface TextListResult {
  /** The units read, or null when none could be (or the text was refused). */
  readonly board: Board | null;
  readonly problems: readonly TextListProblem[];
}

interface UnitLine {
  readonly line: number;
  readonly name: string;
  readonly side: Side;
  readonly type: BoardUnitType;
  readonly strength: StrengthWord | null;
  readonly status: UnitStatus;
  readonly location: { kind: 'hex'; hex: string } | { kind: 'area'; area: string } | { kind: 'off-map'; why: OffMapWhy };
  readonly corps: string | null;
}

/** A value as it was found, quoted and cut short. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

class LineProblem extends Error {}

function expected(what: string, found: string | null): never {
  throw new LineProblem(`expected ${what}, ${found === null ? 'found nothing' : `found ${quoted(found)}`}`);
}

/** Fields of a line: split at commas, tabs, semicolons or bars, else at runs of two or more spaces. */
function fieldsOf(line: string): string[] {
  const parts = /[,;|\t]/.test(line) ? line.split(/[,;|\t]/) : line.split(/ {2,}/);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Name and side, wherever the line puts the break between them; the rest as single words. */
function nameSideRest(fields: readonly string[]): { name: string; side: Side; rest: string[] } {
  const words = (list: readonly string[]): string[] => list.flatMap((f) => f.replace(/\s*\/\s*/g, '/').split(/\s+/)).filter((w) => w !== '');
  const [first, second, ...more] = fields;
  if (first === undefined) return expected('a unit name', null);
  if (second !== undefined) {
    const side = sideWord(second);
    if (side) return { name: first, side, rest: words(more) };
    const sideFirst = sideWord(first);
    if (sideFirst) return { name: second, side: sideFirst, rest: words(more) };
    // "Gamble Union, 4, M34": the first field may still hold name and side.
    if (!first.includes(' ')) return expected('a side (Union or Confederate)', second.split(/\s+/)[0] ?? second);
  }
  // One field, or a first field with spaces: the name runs up to the first side word.
  const tokens = first.split(/\s+/);
  const at = tokens.findIndex((t, i) => i > 0 && sideWord(t) !== null);
  const side = at > 0 ? sideWord(tokens[at] ?? '') : null;
  if (!side) return expected('a side (Union or Confederate) after the name', second !== undefined ? (second.split(/\s+/)[0] ?? second) : (tokens[1] ?? null));
  return { name: tokens.slice(0, at).join(' '), side, rest: words([tokens.slice(at + 1).join(' '), ...fields.slice(1)]) };
}

/**
 * A type and corps written in brackets after the name, as the orders of appearance print them:
 * "Gamble (Cav)", "Reynolds (I HQ)", "Cutler (I)". Other brackets stay part of the name.
 */
function bracketAfterName(name: string): { name: string; type: BoardUnitType | null; corps: string | null } {
  const m = /^(.*?)\s*\(([^()]{1,20})\)$/.exec(name);
  const words = m?.[2]?.trim().split(/\s+/) ?? [];
  if (!m?.[1] || words.length === 0 || words.length > 3) return { name, type: null, corps: null };
  const corps = words[0] !== undefined && /^[IVX]{1,4}$/.test(words[0]) ? words[0] : null;
  const typeWords = corps === null ? words : words.slice(1);
  const found = typeWords.length > 0 ? typeWord(typeWords[0] ?? '', typeWords[1]) : null;
  if (typeWords.length > 0 && found?.words !== typeWords.length) return { name, type: null, corps: null };
  return { name: m[1], type: found?.type ?? null, corps };
}

function readLine(text: string, line: number, labels: LocationLabels): UnitLine {
  const { name: written, side, rest } = nameSideRest(fieldsOf(text));
  const named = bracketAfterName(written);
  const name = named.name.replace(/\s+/g, ' ');
  if (name.length > TEXT_LIST_LIMITS.nameLength || /[\u0000-\u001f\u007f]/.test(name)) {
    expected(`a unit name of at most ${TEXT_LIST_LIMITS.nameLength} characters`, name);
  }
  let type = named.type;
  let strength: StrengthWord | null = null;
  let location: UnitLine['location'] | null = null;
  let status: UnitStatus = DEFAULT_STATUS;
  const once = <T>(current: T | null, value: T, what: string, token: string): T => (current === null ? value : expected(`one ${what} only`, token));

  for (let i = 0; i < rest.length; i++) {
    const token = rest[i] ?? '';
    const next = rest[i + 1];
    const t = typeWord(token, next);
    if (t) {
      type = once(type, t.type, 'type', token);
      i += t.words - 1;
      continue;
    }
    const s = strengthWord(token);
    if (s && strength !== null && labels.kind === 'area' && /^\d+$/.test(token)) expected('an area written with its word, like "area 19"', token);
    if (s) {
      strength = once(strength, s, 'strength', token);
      continue;
    }
    const st = statusWord(token);
    if (st) {
      status = { ...status, ...st };
      continue;
    }
    const off = offMapWord(token);
    if (off) {
      location = once(location, { kind: 'off-map', why: off }, 'place', token);
      continue;
    }
    if (labels.kind === 'area' && token.toLowerCase() === 'area' && next !== undefined) {
      const area = labels.canonical(next) ?? expected(labels.help, next);
      location = once(location, { kind: 'area', area }, 'place', token);
      i += 1;
      continue;
    }
    const hex = labels.kind === 'hex' ? labels.canonical(token) : null;
    if (hex) {
      location = once(location, { kind: 'hex', hex }, 'place', token);
      continue;
    }
    const place = labels.kind === 'hex' ? `a hex (${labels.help})` : 'an area ("area 19")';
    expected(`a type (inf, cav, art, HQ), a strength (4, 4/2 or 4r), ${place}, off-map or a status`, token);
  }
  if (!location) expected(labels.kind === 'hex' ? 'a hex, or off-map' : 'an area ("area 19"), or off-map', null);
  const unitType = type ?? 'infantry';
  if (strength?.reduced && defaultFullSteps(unitType) < 2) expected('no reduced side (r) for a leader or headquarters', 'r');
  return { line, name, side, type: unitType, strength, status, location, corps: named.corps };
}

/** An id from the side and name, unique on the board: union-gamble, union-gamble-2 … (not yet taken). */
function idFor(u: UnitLine, taken: ReadonlySet<string>): string {
  const base = `${u.side}-${u.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'unit'}`;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The unit of a line as board JSON, for the board validator. */
function unitJson(u: UnitLine, id: string): Record<string, unknown> {
  const full = defaultFullSteps(u.type);
  return {
    id,
    name: u.name,
    side: u.side,
    type: u.type,
    formation: u.corps ? { corps: u.corps } : {},
    strength: { full: u.strength?.full ?? null, reduced: u.strength?.reducedValue ?? null },
    steps: { left: u.strength?.reduced ? full - 1 : full, full },
    status: u.status,
    location: u.location,
  };
}

/** Comments run from # to the end of the line; a heading line ("name, side, strength, hex") is skipped. */
function isHeading(text: string): boolean {
  const fields = fieldsOf(text).map((f) => f.toLowerCase());
  return fields[0] === 'name' && fields[1] === 'side';
}

export function readTextList(text: string, game: GameId): TextListResult {
  if (text.length > TEXT_LIST_LIMITS.characters) {
    return { board: null, problems: [{ line: null, message: `expected at most ${TEXT_LIST_LIMITS.characters} characters, found ${text.length}` }] };
  }
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > TEXT_LIST_LIMITS.lines) {
    return { board: null, problems: [{ line: null, message: `expected at most ${TEXT_LIST_LIMITS.lines} lines, found ${lines.length}` }] };
  }
  const labels = locationLabels(game);
  const problems: TextListProblem[] = [];
  let unlisted = 0;
  const problem = (line: number, message: string): void => {
    if (problems.length < TEXT_LIST_LIMITS.problems) problems.push({ line, message: `line ${line}: ${message}` });
    else unlisted++;
  };

  const read: { readonly line: number; readonly unit: Record<string, unknown> }[] = [];
  const taken = new Set<string>();
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.length > TEXT_LIST_LIMITS.lineLength) return problem(line, `expected at most ${TEXT_LIST_LIMITS.lineLength} characters on a line, found ${raw.length}`);
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '' || isHeading(content)) return;
    if (read.length >= BOARD_LIMITS.units) return problem(line, `expected at most ${BOARD_LIMITS.units} units in a list`);
    let unitLine: UnitLine;
    try {
      unitLine = readLine(content, line, labels);
    } catch (e) {
      if (!(e instanceof LineProblem)) throw e;
      return problem(line, e.message);
    }
    // Each line's unit goes through the board validator by itself, so a line it refuses is that line's
    // problem alone, in words, and the board checked below holds only units it accepts.
    const id = idFor(unitLine, taken);
    const unit = unitJson(unitLine, id);
    const checked = parseBoardUnit(unit, game);
    if (!checked.ok) return problem(line, checked.errors.map(unitProblem).join('; '));
    taken.add(id);
    read.push({ line, unit });
  });
  if (unlisted > 0) problems.push({ line: null, message: `${unlisted} more problems were found and are not listed` });
  if (read.length === 0) {
    if (problems.length === 0) problems.push({ line: null, message: 'expected one unit a line (name, side, strength, hex), found no units' });
    return { board: null, problems };
  }

  // The whole board goes through the same check as any other, so it is normalized the same way. Every unit
  // passed it alone; a failure here (a bug) is still reported by line, in words, rather than thrown.
  const parsed = parseBoard({ format: BOARD_FORMAT, game, units: read.map((r) => r.unit), source: { kind: 'text', name: 'pasted unit list' } });
  if (!parsed.ok) {
    for (const e of parsed.errors) {
      const m = /^units\[(\d+)\]\.?(.*)$/.exec(e.path);
      const line = m ? read[Number(m[1])]?.line : undefined;
      const what = m ? unitProblem({ ...e, path: m[2] ?? '' }) : `the list: expected ${e.expected}`;
      problems.push({ line: line ?? null, message: `${line ? `line ${line}: ` : ''}${what}` });
    }
    return { board: null, problems };
  }
  return { board: parsed.value, problems };
}
