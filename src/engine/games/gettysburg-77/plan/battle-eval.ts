import type { Question } from '../../../core/answer.js';
import type { RuleSetChoices } from '../../../core/battle.js';
import { combatStatus, type Board, type BoardUnit } from '../../../core/board/board.js';
import type { CombatUnitInput } from '../../../core/combat-unit.js';
import type { ModifierLine } from '../../../core/modifier-line.js';
import { outcomeDistribution } from '../../../core/outcome-distribution.js';
import { toNumber, type Probability } from '../../../core/probability.js';
import { pickRatioColumn } from '../../../core/odds-column.js';
import { GETTYSBURG_77_BASICS } from '../basics.js';
import { g77BattleModifiers } from '../battle-modifiers.js';
import { G77_COMBAT_TABLE } from '../combat-results-table.js';
import { tableLine } from '../modifier-findings.js';

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
  /** Unit ids of the defending body (or bodies, in a battle against several hexes), sorted. */
  readonly defenders: readonly string[];
  /** The defender's stated field of defence in a two-direction attack; null otherwise. */
  readonly field: readonly [string, string] | null;
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

function combatInput(u: BoardUnit): CombatUnitInput {
  return {
    name: u.id,
    side: u.side,
    type: u.type === 'general' || u.type === 'leader' ? 'headquarters' : u.type,
    strength: u.strength.full ?? 0,
    reducedStrength: u.strength.reduced,
    reduced: u.steps.left < u.steps.full,
    status: combatStatus(u.status),
  };
}

/** What does not depend on the field of defence: the column and the board's other lines. */
interface Matchup {
  readonly column: number | null;
  readonly odds: string | null;
  readonly lines: readonly ModifierLine[];
  readonly questions: readonly Question[];
}

/**
 * Battles evaluated once and remembered: a plan search meets the same attackers against the same defenders
 * many times. The field of defence changes only the count of attackers outside it, so it is applied after.
 */
export class BattleBook {
  private readonly matchups = new Map<string, Matchup>();
  private readonly columns = new Map<string, PlannedOutcome[]>();
  private readonly battles = new Map<string, FoughtBattle>();
  private readonly units: ReadonlyMap<string, BoardUnit>;
  evaluations = 0;

  constructor(
    private readonly board: Board,
    private readonly ruleSet: RuleSetChoices,
  ) {
    this.units = new Map(board.units.map((u) => [u.id, u]));
  }

  private matchup(attackers: readonly string[], defenders: readonly string[]): Matchup {
    const key = `${attackers.join(',')}|${defenders.join(',')}`;
    const known = this.matchups.get(key);
    if (known) return known;
    this.evaluations += 1;
    const found = g77BattleModifiers({ board: this.board, attackers, defenders }, this.ruleSet);
    const force = (ids: readonly string[]): CombatUnitInput[] => ids.map((id) => this.units.get(id)).filter((u): u is BoardUnit => u !== undefined).map(combatInput);
    // The 1977 strength rules and the odds table's own column pick, as the odds calculator uses them, without its prose.
    const attack = GETTYSBURG_77_BASICS.forceStrength('attack', { kind: 'units', units: force(attackers) });
    const defence = GETTYSBURG_77_BASICS.forceStrength('defense', { kind: 'units', units: force(defenders) });
    const pick = attack.refusal || defence.refusal || defence.strength <= 0 ? null : pickRatioColumn(attack.strength, defence.strength, table.columns);
    const column = pick?.kind === 'column' ? pick.index : null;
    // The field is stated per plan below; every other open line is a question, evaluated with the line off.
    const questions = found.undecided.filter((u) => u.id !== 'field-of-defence').map((u) => ({ id: u.id, ask: u.question, rule: null }));
    const made: Matchup = { column, odds: column === null ? null : (table.columns[column]?.label ?? null), lines: found.lines, questions };
    this.matchups.set(key, made);
    return made;
  }

  private outcomes(column: number, drm: number): PlannedOutcome[] {
    const key = `${column}:${drm}`;
    const known = this.columns.get(key);
    if (known) return known;
    const made = outcomeDistribution(table, column, drm).map((o) => ({ result: o.result, probability: o.probability }));
    this.columns.set(key, made);
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
    let made: FoughtBattle;
    if (m.column === null) {
      made = { attackers, defenders, field, odds: null, drm, lines, outcomes: [], expectedLosses: { attacker: 0, defender: 0 }, chances: { retreat: 0, loss: 0 }, questions: m.questions };
    } else {
      const outcomes = this.outcomes(m.column, drm);
      let attacker = 0;
      let defender = 0;
      let retreatChance = 0;
      for (const o of outcomes) {
        const p = toNumber(o.probability);
        const meaning = table.results[o.result];
        attacker += p * (meaning?.attackerSteps ?? 0);
        defender += p * (meaning?.defenderSteps ?? 0);
        if (meaning?.defenderRetreats) retreatChance += p;
      }
      made = { attackers, defenders, field, odds: m.odds, drm, lines, outcomes, expectedLosses: { attacker, defender }, chances: { retreat: retreatChance, loss: defender }, questions: m.questions };
    }
    this.battles.set(key, made);
    return made;
  }
}
