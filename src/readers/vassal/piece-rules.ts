import { BOARD_UNIT_TYPES, type BoardUnitType } from '../../engine/index.js';
import { SIDES, type Side } from '../../engine/index.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../../engine/index.js';
import { matchGlob, PATTERN_MAX } from './glob-pattern.js';
import type { PieceFacts } from './piece-definition.js';

/**
 * Which VASSAL pieces are which units. Each rule looks at one thing about a piece — its name, a
 * prototype it names, a property ("key=value", from Marker or dynamic properties), or its image — with
 * a pattern ('*' any run, '?' one character, case ignored). Rules are read top to bottom: each of side,
 * type, unit name and strength comes from the first matching rule that gives it, and a matching rule
 * marked "not a unit" stops the reading and leaves the piece out (markers, charts, dice).
 */
export const RULE_SUBJECTS = ['name', 'prototype', 'property', 'image'] as const;
export type RuleSubject = (typeof RULE_SUBJECTS)[number];

export interface PieceRule {
  readonly subject: RuleSubject;
  readonly pattern: string;
  readonly notUnit?: boolean;
  readonly side?: Side;
  readonly type?: BoardUnitType;
  /** The unit's name: {name} is the piece's name, {1}, {2}, … what the pattern's '*'s matched. */
  readonly unitName?: string;
  /** The unit's printed strength, the same way, e.g. "{2}": it must come out a whole number. */
  readonly strength?: string;
}

export const RULES_MAX = 200;
const TEMPLATE_MAX = 100;

/** A start that fits modules which name sides and arms in prototypes or properties; the user edits it. */
export const DEFAULT_PIECE_RULES: readonly PieceRule[] = [
  { subject: 'prototype', pattern: '*Union*', side: 'union' },
  { subject: 'prototype', pattern: '*Confedera*', side: 'confederate' },
  { subject: 'property', pattern: '*=Union', side: 'union' },
  { subject: 'property', pattern: '*=Confedera*', side: 'confederate' },
  { subject: 'prototype', pattern: '*Horse Art*', type: 'horse-artillery' },
  { subject: 'prototype', pattern: '*Artillery*', type: 'artillery' },
  { subject: 'prototype', pattern: '*Cavalry*', type: 'cavalry' },
  { subject: 'prototype', pattern: '*Infantry*', type: 'infantry' },
  { subject: 'prototype', pattern: '*Headquarters*', type: 'headquarters' },
  { subject: 'property', pattern: '*=Horse Art*', type: 'horse-artillery' },
  { subject: 'property', pattern: '*=Artillery', type: 'artillery' },
  { subject: 'property', pattern: '*=Cavalry', type: 'cavalry' },
  { subject: 'property', pattern: '*=Infantry', type: 'infantry' },
];

export type RuleOutcome =
  | { readonly kind: 'unit'; readonly side: Side; readonly type: BoardUnitType; readonly name: string; readonly strength: number | null }
  | { readonly kind: 'not-unit' }
  | { readonly kind: 'unmatched'; readonly why: string };

function subjects(rule: PieceRule, facts: PieceFacts): string[] {
  switch (rule.subject) {
    case 'name':
      return [facts.name];
    case 'prototype':
      return [...facts.prototypes];
    case 'property':
      return [...facts.properties].map(([k, v]) => `${k}=${v}`);
    case 'image':
      return [facts.image];
  }
}

function fill(template: string, name: string, captures: readonly string[]): string {
  return template.replace(/\{(name|[1-9])\}/g, (_, key: string) => (key === 'name' ? name : (captures[Number(key) - 1] ?? '')));
}

export function applyPieceRules(rules: readonly PieceRule[], facts: PieceFacts): RuleOutcome {
  let side: Side | undefined;
  let type: BoardUnitType | undefined;
  let name: string | undefined;
  let strength: number | null | undefined;
  for (const rule of rules) {
    let captures: string[] | null = null;
    for (const s of subjects(rule, facts)) {
      captures = matchGlob(rule.pattern, s);
      if (captures) break;
    }
    if (!captures) continue;
    if (rule.notUnit) return { kind: 'not-unit' };
    side ??= rule.side;
    type ??= rule.type;
    if (name === undefined && rule.unitName !== undefined) {
      const filled = fill(rule.unitName, facts.name, captures).trim();
      if (filled) name = filled;
    }
    if (strength === undefined && rule.strength !== undefined) {
      const filled = fill(rule.strength, facts.name, captures).trim();
      strength = /^\d{1,4}$/.test(filled) ? Number(filled) : null;
    }
  }
  if (!side && !type) return { kind: 'unmatched', why: 'no rule gives its side or type' };
  if (!side) return { kind: 'unmatched', why: 'no rule gives its side' };
  if (!type) return { kind: 'unmatched', why: 'no rule gives its type' };
  return { kind: 'unit', side, type, name: name ?? (facts.name || '(unnamed piece)'), strength: strength ?? null };
}

/** Checks rules from storage or the editor, naming the path of every bad field. */
export function parsePieceRules(value: unknown, path = 'rules'): Parsed<PieceRule[]> {
  const errors: FieldError[] = [];
  if (!Array.isArray(value)) return { ok: false, errors: [fieldError(path, 'a list of rules', value)] };
  if (value.length > RULES_MAX) return { ok: false, errors: [fieldError(path, `at most ${RULES_MAX} rules`, value)] };
  const rules: PieceRule[] = [];
  value.forEach((raw: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(raw)) {
      errors.push(fieldError(at, 'a rule object', raw));
      return;
    }
    const subject = raw.subject;
    if (typeof subject !== 'string' || !(RULE_SUBJECTS as readonly string[]).includes(subject)) {
      errors.push(fieldError(`${at}.subject`, `one of ${RULE_SUBJECTS.join(', ')}`, subject));
      return;
    }
    const pattern = raw.pattern;
    if (typeof pattern !== 'string' || pattern.length === 0 || pattern.length > PATTERN_MAX) {
      errors.push(fieldError(`${at}.pattern`, `a pattern of 1 to ${PATTERN_MAX} characters`, pattern));
      return;
    }
    const rule: { -readonly [K in keyof PieceRule]: PieceRule[K] } = { subject: subject as RuleSubject, pattern };
    if (raw.notUnit !== undefined) {
      if (typeof raw.notUnit !== 'boolean') errors.push(fieldError(`${at}.notUnit`, 'true or false', raw.notUnit));
      else if (raw.notUnit) rule.notUnit = true;
    }
    if (raw.side !== undefined) {
      if (typeof raw.side !== 'string' || !(SIDES as readonly string[]).includes(raw.side)) errors.push(fieldError(`${at}.side`, `one of ${SIDES.join(', ')}`, raw.side));
      else rule.side = raw.side as Side;
    }
    if (raw.type !== undefined) {
      if (typeof raw.type !== 'string' || !(BOARD_UNIT_TYPES as readonly string[]).includes(raw.type)) errors.push(fieldError(`${at}.type`, `one of ${BOARD_UNIT_TYPES.join(', ')}`, raw.type));
      else rule.type = raw.type as BoardUnitType;
    }
    for (const key of ['unitName', 'strength'] as const) {
      const v = raw[key];
      if (v === undefined) continue;
      if (typeof v !== 'string' || v.length > TEMPLATE_MAX) errors.push(fieldError(`${at}.${key}`, `text of at most ${TEMPLATE_MAX} characters`, v));
      else if (v !== '') rule[key] = v;
    }
    rules.push(rule);
  });
  return errors.length ? { ok: false, errors } : { ok: true, value: rules };
}
