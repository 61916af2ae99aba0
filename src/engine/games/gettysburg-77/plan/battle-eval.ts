import type { Question } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import { combatStatus, type Board, type BoardUnit } from '../../../core/board/board.js';
import type { CombatUnitInput } from '../../../core/combat-unit.js';
import type { ModifierLine } from '../../../core/modifier-line.js';
import { rollCounts } from '../../../core/die.js';
import { outcomeDistribution } from '../../../core/outcome-distribution.js';
import { toNumber, type Probability } from '../../../core/probability.js';
import { pickRatioColumn } from '../../../core/odds-column.js';
import { GETTYSBURG_77_BASICS } from '../basics.js';
import { g77BattleLines } from '../battle-modifiers.js';
import { G77_COMBAT_TABLE } from '../combat-results-table.js';
import { tableLine } from '../modifier-findings.js';
import { hasLender, lenderShares, readEntry, unitIdOf } from './lending.js';
import { isFoot } from './plan-front.js';

/** One result of a planned battle and its exact chance. */
export interface PlannedOutcome {
  /** The result's code on the combat results table, e.g. 'EXC + DR'. */
  readonly result: string;
  readonly probability: Probability;
}

/** Who fights a battle, and where the defender said it defends. */
interface BattleSides {
  /** Unit ids, sorted. */
  readonly attackers: readonly string[];
  /** Unit ids of the defending body (or bodies, in a battle against several hexes), sorted; a lender is not among them. */
  readonly defenders: readonly string[];
  /** The unit that lends the defender points (Combat Qualifications 12), how many, and whether it shares the results. */
  readonly lender: { readonly unit: string; readonly points: number; readonly shares: boolean } | null;
  /** The defender's stated field of defence in a two-direction attack; null otherwise. */
  readonly field: readonly [string, string] | null;
  /** The groups among attackers and defenders (Stacking 4): each acts as one unit and every unit of it takes each hit. */
  readonly groups: readonly (readonly string[])[];
}

/** One battle as fought: who, the odds after every strength rule, the die-roll modifier and the exact results. */
export interface FoughtBattle extends BattleSides {
  /** Null when the odds fall below the lowest column: the attackers retreat before combat instead. */
  readonly odds: string | null;
  /** The sum of `lines`, each line the board decides; a line it cannot decide is in `questions` instead. */
  readonly drm: number;
  readonly lines: readonly ModifierLine[];
  readonly outcomes: readonly PlannedOutcome[];
  /** Expected steps lost by each side, and below, the chances the goals read. */
  readonly expectedLosses: { readonly attacker: number; readonly defender: number };
  readonly chances: { readonly retreat: number; readonly loss: number };
  /** Modifiers the board cannot decide: the battle is evaluated with those lines off. */
  readonly questions: readonly Question[];
}

const table = G77_COMBAT_TABLE;

/** The inner map of a two-level memo, made on first use. */
function inner<K, L, V>(outer: Map<K, Map<L, V>>, key: K): Map<L, V> {
  let found = outer.get(key);
  if (!found) {
    found = new Map();
    outer.set(key, found);
  }
  return found;
}

/**
 * The groups among one side's units (ids, in the order given). A side sends at most one infantry or cavalry unit
 * or group from a hex to a battle, so two or more of them from one hex are that hex's group (Stacking 4).
 */
function groupsOf(units: readonly BoardUnit[]): string[][] {
  const byHex = new Map<string, string[]>();
  for (const u of units) if (isFoot(u) && u.location.kind === 'hex') byHex.set(u.location.hex, [...(byHex.get(u.location.hex) ?? []), u.id]);
  return [...byHex.values()].filter((g) => g.length > 1);
}

/** One side's entries (unit ids, a lender with its points) as the strength rules read them; a lender joins no group. */
function combatInputs(entries: readonly { readonly unit: BoardUnit; readonly lends: number }[]): CombatUnitInput[] {
  const grouped = new Set(groupsOf(entries.filter((e) => e.lends === 0).map((e) => e.unit)).flat());
  return entries.map(({ unit: u, lends }) => {
    const hex = u.location.kind === 'hex' ? u.location.hex : null;
    return {
      name: u.id,
      side: u.side,
      type: u.type === 'general' || u.type === 'leader' ? 'headquarters' : u.type,
      strength: u.strength.full ?? 0,
      reducedStrength: u.strength.reduced,
      reduced: u.steps.left < u.steps.full,
      status: combatStatus(u.status),
      ...(grouped.has(u.id) && hex !== null ? { group: hex } : {}),
      ...(lends > 0 ? { lends } : {}),
    };
  });
}

/** What does not depend on the field of defence: the column and the board's other lines. */
export interface Matchup {
  readonly column: number | null;
  readonly odds: string | null;
  readonly lines: readonly ModifierLine[];
  /** The sum of `lines`. */
  readonly drm: number;
  readonly questions: readonly Question[];
  /** Steps one hit costs each side. */
  readonly perHit: { readonly attacker: number; readonly defender: number };
  /** What a battle of this matchup is worth, by the count of attackers outside the stated field, as found. */
  readonly byOutside: Map<number, Expectation>;
}

/** What every battle at one column and modifier is worth: its results, and the steps and chances they give. */
export interface Expectation {
  readonly outcomes: readonly PlannedOutcome[];
  readonly expectedLosses: { readonly attacker: number; readonly defender: number };
  readonly retreat: number;
}

/** What each column and modifier give, by column then modifier: the same on every part of a board. */
export type ColumnResults = Map<number, Map<number, Expectation>>;

interface Strength {
  readonly strength: number;
  readonly refused: boolean;
  /** Steps one hit costs the side: more than one when every body is a group (Casualties 5–6). */
  readonly perHit: number;
}

/** An expectation with each side's steps multiplied by what one hit costs it. */
function perHitOf(e: Expectation, attacker: number, defender: number): Expectation {
  if (attacker === 1 && defender === 1) return e;
  return { outcomes: e.outcomes, expectedLosses: { attacker: e.expectedLosses.attacker * attacker, defender: e.expectedLosses.defender * defender }, retreat: e.retreat };
}

/** What a battle is worth at best and at worst for the attacker, whatever its modifier: the fewest enemy steps and the most own. */
export interface Bounds {
  readonly enemySteps: number;
  readonly ownSteps: number;
}

/** What a battle at this column and modifier is worth: the results, and the steps and retreat chance they give. */
function expectationAt(column: number, drm: number): Expectation {
  const outcomes = outcomeDistribution(table, column, drm).map((o) => ({ result: o.result, probability: o.probability }));
  let attacker = 0;
  let defender = 0;
  let retreat = 0;
  for (const o of outcomes) {
    const p = toNumber(o.probability);
    const meaning = table.results[o.result];
    attacker += p * (meaning?.attackerSteps ?? 0);
    defender += p * (meaning?.defenderSteps ?? 0);
    if (meaning?.defenderRetreats) retreat += p;
  }
  return { outcomes, expectedLosses: { attacker, defender }, retreat };
}

let columnBounds: readonly Bounds[] | null = null;

/**
 * Each column's bounds over every modifier, from the table alone (made once): past the modifiers that put the
 * lowest natural roll on the top row, or the highest on the bottom one, every roll lands on the same row.
 */
function boundsOf(column: number): Bounds {
  columnBounds ??= table.columns.map((_, c) => {
    const naturals = [...rollCounts(table.die).keys()];
    let enemySteps = Infinity;
    let ownSteps = 0;
    for (let drm = table.rollRange.min - Math.max(...naturals); drm <= table.rollRange.max - Math.min(...naturals); drm++) {
      const e = expectationAt(c, drm).expectedLosses;
      enemySteps = Math.min(enemySteps, e.defender);
      ownSteps = Math.max(ownSteps, e.attacker);
    }
    return { enemySteps, ownSteps };
  });
  return columnBounds[column] ?? { enemySteps: 0, ownSteps: Infinity };
}

/** Below the lowest column the attackers retreat before combat: no result, nothing lost. */
const NO_COMBAT: Expectation = { outcomes: [], expectedLosses: { attacker: 0, defender: 0 }, retreat: 0 };

const NO_COMBAT_BOUNDS: Bounds = { enemySteps: 0, ownSteps: 0 };

/** What one attacker outside the stated field of defence adds to the modifier. */
const OUTSIDE_EACH = tableLine('outside-field-of-defence', 1, '').value;

/**
 * Battles evaluated once and remembered: a plan search meets the same attackers against the same defenders
 * many times. The field of defence changes only the count of attackers outside it, so it is applied after;
 * a battle is worth what its column and modifier give, so the defender's choice weighs `worth` and writes
 * out (`battle`) only the battles it keeps.
 */
export class BattleBook {
  /** By the attackers' key, then the defenders'. */
  private readonly matchups = new Map<string, Map<string, Matchup>>();
  private readonly strengths = { attack: new Map<string, Strength>(), defense: new Map<string, Strength>() };
  /** The key of each list of ids met: the same lists (a group's attackers, a hex's bodies) come back again and again. */
  private readonly keys = new WeakMap<readonly string[], string>();
  private readonly battles = new Map<string, FoughtBattle>();
  /** The modifier lines found, by the attackers' key, then the defenders' without the points lent. */
  private readonly foundLines = new Map<string, Map<string, ReturnType<typeof g77BattleLines>>>();
  private readonly units: ReadonlyMap<string, BoardUnit>;
  evaluations = 0;

  /** `columns` may be shared by the books of one plan. */
  constructor(
    private readonly board: Board,
    private readonly ruleSet: RuleSetChoices,
    private readonly columns: ColumnResults = new Map(),
  ) {
    this.units = new Map(board.units.map((u) => [u.id, u]));
  }

  /** A side's units from its entries, each with the points it lends (0 for a unit that fights). */
  private entries(ids: readonly string[]): { unit: BoardUnit; lends: number }[] {
    const out: { unit: BoardUnit; lends: number }[] = [];
    for (const e of ids) {
      const { id, lends } = readEntry(e);
      const unit = this.units.get(id);
      if (unit) out.push({ unit, lends });
    }
    return out;
  }

  private keyOf(ids: readonly string[]): string {
    let key = this.keys.get(ids);
    if (key === undefined) {
      key = ids.join(',');
      this.keys.set(ids, key);
    }
    return key;
  }

  /** One side's strength under the 1977 strength rules, once per set of units: each set meets several others. */
  private strength(role: 'attack' | 'defense', ids: readonly string[], key: string): Strength {
    const known = this.strengths[role].get(key);
    if (known) return known;
    // Lending is hex by hex (one lender and one receiver in a hex, Combat Qualifications 12), so defenders in
    // several hexes are totalled hex by hex (Multiple Combat 1); every other strength rule is unit by unit.
    const entries = this.entries(ids);
    const byHex = new Map<string, { unit: BoardUnit; lends: number }[]>();
    for (const e of entries) {
      const hex = role === 'defense' && e.unit.location.kind === 'hex' ? e.unit.location.hex : '';
      byHex.set(hex, [...(byHex.get(hex) ?? []), e]);
    }
    let made: Strength = { strength: 0, refused: false, perHit: Infinity };
    for (const part of byHex.values()) {
      const s = GETTYSBURG_77_BASICS.forceStrength(role, { kind: 'units', units: combatInputs(part) });
      made = { strength: made.strength + s.strength, refused: made.refused || Boolean(s.refusal), perHit: Math.min(made.perHit, s.stepsPerHit) };
    }
    if (made.perHit === Infinity) made = { ...made, perHit: 1 };
    this.strengths[role].set(key, made);
    return made;
  }

  /**
   * What the battle of `attackers` on `defenders` (sorted ids) is worth at best and at worst for the attacker,
   * from its column alone: the strengths, without the modifiers a matchup resolves.
   */
  bounds(attackers: readonly string[], defenders: readonly string[]): Bounds {
    const attackKey = this.keyOf(attackers);
    const defenceKey = this.keyOf(defenders);
    const column = this.columnOf(attackers, defenders, attackKey, defenceKey);
    if (column === null) return NO_COMBAT_BOUNDS;
    const b = boundsOf(column);
    const own = this.strength('attack', attackers, attackKey).perHit;
    const enemy = this.strength('defense', defenders, defenceKey).perHit;
    return own === 1 && enemy === 1 ? b : { enemySteps: b.enemySteps * enemy, ownSteps: b.ownSteps * own };
  }

  /** The odds column under the 1977 strength rules and the table's own column pick, as the odds calculator uses them. */
  private columnOf(attackers: readonly string[], defenders: readonly string[], attackKey: string, defenceKey: string): number | null {
    const attack = this.strength('attack', attackers, attackKey);
    const defence = this.strength('defense', defenders, defenceKey);
    const pick = attack.refused || defence.refused || defence.strength <= 0 ? null : pickRatioColumn(attack.strength, defence.strength, table.columns);
    return pick?.kind === 'column' ? pick.index : null;
  }

  /** Whether the matchup of `attackers` and `defenders` (sorted ids) is already resolved. */
  knows(attackers: readonly string[], defenders: readonly string[]): boolean {
    return this.matchups.get(this.keyOf(attackers))?.has(this.keyOf(defenders)) ?? false;
  }

  /** The matchup of `attackers` and `defenders` (sorted ids), resolved once. */
  matchup(attackers: readonly string[], defenders: readonly string[]): Matchup {
    const attackKey = this.keyOf(attackers);
    const defenceKey = this.keyOf(defenders);
    const against = inner(this.matchups, attackKey);
    const known = against.get(defenceKey);
    if (known) return known;
    this.evaluations += 1;
    const found = this.lines(attackers, defenders, attackKey);
    const column = this.columnOf(attackers, defenders, attackKey, defenceKey);
    // The field is stated per plan below; every other open line is a question, evaluated with the line off.
    const questions = found.undecided.filter((u) => u.id !== 'field-of-defence').map((u) => ({ id: u.id, ask: u.question, rule: null }));
    const drm = found.lines.reduce((sum, l) => sum + l.value, 0);
    const perHit = { attacker: this.strength('attack', attackers, attackKey).perHit, defender: this.strength('defense', defenders, defenceKey).perHit };
    const made: Matchup = { column, odds: column === null ? null : (table.columns[column]?.label ?? null), lines: found.lines, drm, questions, perHit, byOutside: new Map() };
    against.set(defenceKey, made);
    return made;
  }

  /**
   * The board's modifier lines for a battle, once per set of units: how many points a lender lends changes the
   * strength, never a line, so every loan of one lender shares its lines. A lender is named to the modifiers,
   * which pass its disorganization to the unit it lends to (Special Effects to Combat 3).
   */
  private lines(attackers: readonly string[], defenders: readonly string[], attackKey: string): ReturnType<typeof g77BattleLines> {
    // Most bodies have no lender: those are read as they are, with nothing made.
    const lender = hasLender(defenders) ? this.entries(defenders).find((e) => e.lends > 0)?.unit.id : undefined;
    const ids = lender === undefined ? defenders : defenders.map(unitIdOf);
    const key = lender === undefined ? this.keyOf(defenders) : `${ids.join(',')}>${lender}`;
    const byDefence = inner(this.foundLines, attackKey);
    const known = byDefence.get(key);
    if (known) return known;
    const found = g77BattleLines({ board: this.board, attackers, defenders: ids, ...(lender !== undefined ? { stated: { lender } } : {}) }, this.ruleSet);
    byDefence.set(key, found);
    return found;
  }

  private atColumn(column: number, drm: number): Expectation {
    const byDrm = inner(this.columns, column);
    const known = byDrm.get(drm);
    if (known) return known;
    const made = expectationAt(column, drm);
    byDrm.set(drm, made);
    return made;
  }

  /** What a battle of matchup `m` is worth with `outside` attackers outside the stated field. */
  worth(m: Matchup, outside: number): Expectation {
    if (m.column === null) return NO_COMBAT;
    const known = m.byOutside.get(outside);
    if (known) return known;
    const made = perHitOf(this.atColumn(m.column, m.drm + OUTSIDE_EACH * outside), m.perHit.attacker, m.perHit.defender);
    m.byOutside.set(outside, made);
    return made;
  }

  /** The battle of `attackers` (sorted ids) on `defenders` (sorted ids); `outside` counts attackers outside the stated field. */
  battle(attackers: readonly string[], defenders: readonly string[], field: readonly [string, string] | null, outside: number): FoughtBattle {
    const key = `${attackers.join(',')}|${defenders.join(',')}|${field?.join(',') ?? ''}|${outside}`;
    const known = this.battles.get(key);
    if (known) return known;
    const m = this.matchup(attackers, defenders);
    const lines = outside > 0 && field ? [...m.lines, tableLine('outside-field-of-defence', outside, `${outside} attacking ${outside === 1 ? 'unit stands' : 'units stand'} outside the field of defence ${field.join(', ')}.`)] : m.lines;
    const drm = lines.reduce((s, l) => s + l.value, 0);
    const fighting = (ids: readonly string[]): BoardUnit[] => this.entries(ids).flatMap((e) => (e.lends === 0 ? [e.unit] : []));
    const groups = [...groupsOf(fighting(attackers)), ...groupsOf(fighting(defenders))];
    const lent = this.entries(defenders).find((e) => e.lends > 0);
    const lender = lent ? { unit: lent.unit.id, points: lent.lends, shares: lenderShares(lent.unit, lent.lends) } : null;
    const defending = fighting(defenders).map((u) => u.id);
    let made: FoughtBattle;
    if (m.column === null) {
      made = { attackers, defenders: defending, lender, field, groups, odds: null, drm, lines, outcomes: [], expectedLosses: { attacker: 0, defender: 0 }, chances: { retreat: 0, loss: 0 }, questions: m.questions };
    } else {
      const e = this.atColumn(m.column, drm);
      const lost = perHitOf(e, m.perHit.attacker, m.perHit.defender).expectedLosses;
      // The chance of a loss is the table's, however many steps a hit costs a group.
      made = { attackers, defenders: defending, lender, field, groups, odds: m.odds, drm, lines, outcomes: e.outcomes, expectedLosses: { ...lost }, chances: { retreat: e.retreat, loss: e.expectedLosses.defender }, questions: m.questions };
    }
    this.battles.set(key, made);
    return made;
  }
}
