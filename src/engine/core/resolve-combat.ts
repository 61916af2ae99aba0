import { columnLabels, type CombatTable, type ResultMeaning } from './combat-table.js';
import type { ForceInput } from './combat-unit.js';
import type { RuleRef } from './rule-ref.js';
import { step, type Step } from './explanation.js';
import { describeModifierLine, modifierTotal, type AppliedModifierLine } from './modifier-line.js';
import type { ForceStrength, GameBasics } from './game-module.js';
import type { GameId } from './game-id.js';
import {
  nextDifferentialColumn,
  nextRatioColumn,
  pickDifferentialColumn,
  pickRatioColumn,
  type ColumnPick,
  type NextColumn,
} from './odds-column.js';
import { clamp, outcomeDistribution, type Outcome } from './outcome-distribution.js';
import { formatFraction, formatPercent, toNumber } from './probability.js';

/** Values the player typed over the computed ones. Each is marked as an override in the explanation. */
export interface CombatOverrides {
  readonly attack?: number | null;
  readonly defense?: number | null;
  readonly odds?: string | null;
}

export interface OddsRequest {
  readonly game: GameId;
  readonly attack: ForceInput;
  readonly defense: ForceInput;
  /**
   * Die-roll modification typed by hand. With `modifiers`, it is added to the lines that are on; without,
   * it is the whole modification (negative favours the attacker where low rolls do).
   */
  readonly drm: number;
  /** The modifier lines found on the board (after the player's choices), each explained in the answer. */
  readonly modifiers?: readonly AppliedModifierLine[];
  /**
   * Terrain that multiplies a defending unit's strength (e.g. doubled in woods), by unit name in the
   * defence's unit list. Applied before the game's own strength rules and explained.
   */
  readonly defenseMultipliers?: readonly DefenseMultiplierInput[];
  readonly overrides?: CombatOverrides;
  /** Units picked for the battle that the rules keep out of it: not in the forces, and said so first. */
  readonly leftOut?: readonly LeftOutOfBattle[];
}

/** A unit the rules keep out of the battle, by the name the answer gives it, with why and the rule. */
export interface LeftOutOfBattle {
  readonly name: string;
  readonly role: 'attacker' | 'defender';
  readonly why: string;
  readonly rule: RuleRef | null;
}

export interface DefenseMultiplierInput {
  readonly unitName: string;
  readonly factor: number;
  readonly reason: string;
  readonly rule: RuleRef | null;
}

/** The defence with each named unit's printed strengths multiplied, and a step saying so. */
function multiplyDefense(force: ForceInput, multipliers: readonly DefenseMultiplierInput[], steps: Step[]): ForceInput {
  if (force.kind !== 'units' || multipliers.length === 0) return force;
  return {
    kind: 'units',
    units: force.units.map((u) => {
      const m = multipliers.find((x) => x.unitName === u.name);
      if (!m || m.factor === 1) return u;
      steps.push(step(`${u.name}'s strength is multiplied by ${m.factor}: ${m.reason}.`, m.rule));
      return { ...u, strength: u.strength * m.factor, reducedStrength: u.reducedStrength === null ? null : u.reducedStrength * m.factor };
    }),
  };
}

export interface OutcomeAnswer extends Outcome {
  readonly meaning: ResultMeaning | null;
}

export interface CombatAnswer {
  readonly game: GameId;
  readonly attack: number;
  readonly defense: number;
  /** The plain ratio of the strengths, e.g. "2 to 1" or "1 to 1.4", known even without a table. */
  readonly ratio: string;
  /** The column label, or null when the battle is not allowed or no table is known. */
  readonly odds: string | null;
  readonly allowed: boolean;
  /** Why the battle cannot be fought or computed, in a sentence; null when it can. */
  readonly refusal: string | null;
  readonly next: NextColumn | null;
  readonly drm: number;
  /** The modification after the rules' limit on it. */
  readonly drmApplied: number;
  readonly table: { readonly id: string; readonly title: string; readonly source: 'seed' | 'user'; readonly columns: readonly string[] } | null;
  readonly missingTable: string | null;
  readonly outcomes: readonly OutcomeAnswer[];
  /**
   * The chance of each result one column better (the column `next` names), at the same modification: what the
   * extra strength would buy, shown beside the outcomes. Empty when there is no better column.
   */
  readonly nextOutcomes: readonly OutcomeAnswer[];
  readonly expectedLosses: { readonly attacker: number; readonly defender: number } | null;
  readonly overridden: readonly string[];
  /** The modifier lines the total was made of (empty when only a hand-typed total was given). */
  readonly modifiers: readonly AppliedModifierLine[];
  /** Units picked for the battle but left out of its totals by the rules. */
  readonly leftOut: readonly LeftOutOfBattle[];
  readonly explanation: readonly Step[];
}

/** A noun phrase for the middle of a sentence ("The combat tables of …" → "the combat tables of …"). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function plainRatio(attack: number, defense: number): string {
  if (defense === 0) return `${attack} to 0`;
  const r = attack / defense;
  return r >= 1 ? `${Number(r.toFixed(2))} to 1` : `1 to ${Number((defense / Math.max(attack, 1e-9)).toFixed(2))}`;
}

function pick(table: CombatTable, attack: number, defense: number): ColumnPick {
  if (table.scheme === 'ratio') return pickRatioColumn(attack, defense, table.columns);
  if (table.scheme === 'differential') return pickDifferentialColumn(attack, defense, table.columns);
  return { kind: 'column', index: 0, capped: false };
}

/**
 * The next better column: the least attack that improves on the present column, and the column that
 * attack actually reaches (two columns can start at the same strength, as 3-2 and 2-1 do against 1).
 */
function nextColumn(table: CombatTable, attack: number, defense: number, index: number): NextColumn | null {
  if (table.scheme === 'opposed') return null;
  let next: NextColumn | null = null;
  if (table.scheme === 'ratio') {
    const col = table.columns[index + 1];
    next = col ? nextRatioColumn(attack, defense, col) : null;
  } else {
    const col = table.columns[index + 1];
    next = col ? nextDifferentialColumn(attack, defense, col) : null;
  }
  if (!next) return null;
  const reached = pick(table, next.attackNeeded, defense);
  const label = reached.kind === 'column' ? table.columns[reached.index]?.label : undefined;
  return label ? { ...next, odds: label } : next;
}

function describeNext(next: NextColumn, attack: number, defense: number): string {
  const fall = next.defenseAtMost > 0 && next.defenseAtMost < defense ? `, or the defence to fall from ${defense} to ${next.defenseAtMost}` : '';
  return `The next better column, ${next.odds}, needs an attack of ${next.attackNeeded} (${next.attackNeeded - attack} more)${fall}.`;
}

/** Applies an override the player typed, noting it; returns the value to use. */
function overridden(computed: number, typed: number | null | undefined, what: string, steps: Step[], marks: string[]): number {
  if (typed === null || typed === undefined || typed === computed) return computed;
  steps.push(step(`${what} set by hand to ${typed} (Adjutant computed ${computed}).`));
  marks.push(what);
  return typed;
}

/**
 * The combat odds calculator: strengths, column, modification, exact outcome probabilities and expected
 * step losses, each step with the rule it applies. `userTable` is the table the player entered for a game
 * whose seeds lack one; a game's own seed table is always used when it has one.
 */
export function resolveCombat(game: GameBasics, request: OddsRequest, userTable: CombatTable | null): CombatAnswer {
  const explanation: Step[] = [];
  const marks: string[] = [];
  const leftOut = request.leftOut ?? [];
  for (const u of leftOut) explanation.push(step(`${u.name} is left out of the ${u.role === 'attacker' ? 'attack' : 'defence'}: ${u.why}.`, u.rule));
  const att: ForceStrength = game.forceStrength('attack', request.attack);
  const multiplied: Step[] = [];
  const def: ForceStrength = game.forceStrength('defense', multiplyDefense(request.defense, request.defenseMultipliers ?? [], multiplied));
  explanation.push(...att.steps, ...multiplied, ...def.steps);
  const attack = overridden(att.strength, request.overrides?.attack, 'Attack strength', explanation, marks);
  const defense = overridden(def.strength, request.overrides?.defense, 'Defence strength', explanation, marks);
  const table = game.combatTable ?? userTable;
  const base = {
    game: game.info.id,
    attack,
    defense,
    ratio: plainRatio(attack, defense),
    drm: request.modifiers?.length ? modifierTotal(request.modifiers) + request.drm : request.drm,
    overridden: marks,
    modifiers: request.modifiers ?? [],
    leftOut,
    table: table ? { id: table.id, title: table.title, source: table.source, columns: columnLabels(table) } : null,
  };
  const refuse = (refusal: string, extra: Partial<CombatAnswer> = {}): CombatAnswer => ({
    ...base,
    odds: null,
    allowed: false,
    refusal,
    next: null,
    drmApplied: base.drm,
    missingTable: null,
    outcomes: [],
    nextOutcomes: [],
    expectedLosses: null,
    explanation,
    ...extra,
  });

  for (const side of [att, def]) {
    if (side.refusal) {
      explanation.push(step(side.refusal, side.refusalRule));
      return refuse(side.refusal);
    }
  }
  if (defense <= 0) {
    explanation.push(step('There is no defence strength to attack: a battle needs a defender of strength 1 or more.'));
    return refuse('The defence strength is 0: there is nothing to resolve.');
  }
  if (!table) {
    const missing = game.missingTable;
    const what = missing?.what ?? `The combat results table of ${game.info.name}`;
    explanation.push(step(`Attack ${attack} against defence ${defense}: a ratio of ${base.ratio}.`));
    const text = `Adjutant's sources do not include ${lowerFirst(what)}. Enter it from your own rulebook in Options to get the column and the outcome probabilities.`;
    explanation.push(step(text, missing?.rule ?? null));
    return refuse(text, { missingTable: what });
  }
  for (const note of table.notes) explanation.push(step(note, table.citations.results));

  let picked = pick(table, attack, defense);
  const labels = columnLabels(table);
  if (table.scheme !== 'opposed') {
    const lowest = labels[0] ?? '';
    const verb = table.scheme === 'ratio' ? `${attack} to ${defense}, rounded down in the defender's favour,` : `${attack} minus ${defense} (${attack - defense})`;
    if (picked.kind === 'below-lowest') {
      const first = nextColumn(table, attack, defense, -1);
      if (table.belowLowest === 'not-allowed') {
        explanation.push(step(`${verb} falls below the lowest column, ${lowest}: such an attack is not allowed.`, table.citations.limits));
        if (first) explanation.push(step(describeNext(first, attack, defense), table.citations.odds));
        const overrideIndex = request.overrides?.odds ? labels.indexOf(request.overrides.odds) : -1;
        if (overrideIndex < 0) return refuse(`Odds below ${lowest} are not allowed: the attacking units must retreat before combat instead.`, { next: first });
        picked = { kind: 'column', index: overrideIndex, capped: false };
      } else {
        explanation.push(step(`${verb} falls below the lowest column; the lowest column, ${lowest}, is used.`, table.citations.limits));
        picked = { kind: 'column', index: 0, capped: false };
      }
    } else {
      const label = labels[picked.index] ?? '';
      explanation.push(step(`${verb} gives the ${label} column.`, table.citations.odds));
      if (picked.capped) explanation.push(step(`The odds are above the highest column and count as ${label}.`, table.citations.limits));
    }
  }
  const computedIndex = picked.kind === 'column' ? picked.index : 0;
  let index = computedIndex;
  const typedOdds = request.overrides?.odds;
  if (typedOdds && table.scheme !== 'opposed' && typedOdds !== labels[computedIndex]) {
    const i = labels.indexOf(typedOdds);
    if (i >= 0) {
      explanation.push(step(`Odds column set by hand to ${typedOdds} (Adjutant computed ${labels[computedIndex] ?? 'none'}).`));
      marks.push('Odds column');
      index = i;
    }
  }
  const next = nextColumn(table, attack, defense, computedIndex);
  if (next && table.scheme !== 'opposed') explanation.push(step(describeNext(next, attack, defense), table.citations.odds));
  else if (table.scheme !== 'opposed') explanation.push(step('This is the highest column: more strength does not improve the odds.', table.citations.limits));

  const lines = request.modifiers ?? [];
  const drm = base.drm;
  for (const l of lines) {
    explanation.push(step(describeModifierLine(l), l.rule));
    if (l.overridden) marks.push(`Modifier: ${l.text}`);
  }
  if (lines.length) {
    if (request.drm !== 0) explanation.push(step(`Modification typed by hand: ${request.drm > 0 ? '+' : ''}${request.drm}.`));
    explanation.push(step(`Total modification: ${drm > 0 ? '+' : ''}${drm}.`));
  }
  let drmApplied = drm;
  if (table.modifierLimit !== null) {
    drmApplied = clamp(drm, -table.modifierLimit, table.modifierLimit);
    if (drmApplied !== drm) explanation.push(step(`The total modification of ${drm} is limited to ${drmApplied}.`, table.citations.limits));
  }
  const sign = (n: number): string => (n > 0 ? `+${n}` : String(n));
  const { min, max } = table.rollRange;
  if (table.scheme === 'opposed') {
    explanation.push(step(`Each side rolls ${table.die.label}; the attacker's roll minus the defender's, ${sign(drmApplied)}, kept within ${min} to ${max}, picks the result.`, table.citations.limits));
  } else {
    explanation.push(step(`Roll ${table.die.label} and add the modification (${sign(drmApplied)}); a modified roll below ${min} counts as ${min} and above ${max} as ${max}.`, table.citations.limits));
  }
  const meant = (column: number): OutcomeAnswer[] => outcomeDistribution(table, column, drmApplied).map((o) => ({ ...o, meaning: table.results[o.result] ?? null }));
  const outcomes = meant(index);
  // Beside a column set by hand, the computed next column compares with nothing shown: none is given then.
  const nextIndex = next && table.scheme !== 'opposed' && index === computedIndex ? labels.indexOf(next.odds) : -1;
  const nextOutcomes = nextIndex >= 0 ? meant(nextIndex) : [];
  for (const o of outcomes) {
    const meaning = o.meaning ? ` — ${o.meaning.text}` : '';
    explanation.push(step(`${o.result}: ${formatFraction(o.probability)} (${formatPercent(o.probability)})${meaning}`, table.citations.results));
  }
  let attackerLoss = 0;
  let defenderLoss = 0;
  for (const o of outcomes) {
    const p = toNumber(o.probability);
    attackerLoss += p * (o.meaning?.attackerSteps ?? 0) * att.stepsPerHit;
    defenderLoss += p * (o.meaning?.defenderSteps ?? 0) * def.stepsPerHit;
  }
  const round = (n: number): number => Math.round(n * 1000) / 1000;
  const expectedLosses = { attacker: round(attackerLoss), defender: round(defenderLoss) };
  const groupNote = att.stepsPerHit > 1 || def.stepsPerHit > 1 ? ' A result that takes a step from a group takes one from each unit in it.' : '';
  explanation.push(step(`Expected step losses: attacker ${expectedLosses.attacker}, defender ${expectedLosses.defender}.${groupNote}`, table.citations.results));
  return {
    ...base,
    odds: table.scheme === 'opposed' ? '—' : (labels[index] ?? null),
    allowed: true,
    refusal: null,
    next,
    drmApplied,
    missingTable: null,
    outcomes,
    nextOutcomes,
    expectedLosses,
    explanation,
  };
}
