import type { BattleModifiers, RuleSetChoices } from '../../core/battle.js';
import type { Board, GameTime } from '../../core/board/board.js';
import { step, type Step } from '../../core/explanation.js';
import type { HexGrid } from '../../core/hex/hex-grid.js';
import type { ModifierLine } from '../../core/modifier-line.js';
import { ht } from './rule.js';
import { HIGH_TIDE_MAP } from './map.js';

export const RALLY_MODIFIERS_RULE = ht('Additional rally modifiers (added to 9.21)', 'rally-modifiers');
/** 10.5 adds its rule to the Night Game Turns rules for the 23-2400 turn: that turn is a night turn. */
export const NIGHT_TURN_RULE = ht('10.5');
/** The distance the first extra modifier measures, in hexes. */
export const NO_ENEMY_WITHIN = 5;
/** Each of the two extra rally modifiers adds this much to the rally roll. */
export const RALLY_BONUS = 1;

/** What the players say about a rally that the board cannot show. */
export interface RallyStatements {
  /** No enemy unit within 5 hexes of the rallying unit: the players' word, used when Adjutant has no hex grid for the map. */
  readonly noEnemyWithin5Hexes?: boolean;
  /** The rallying unit cannot see any enemy unit from its hex (7.39): needs the map's terrain, so always the players' word. */
  readonly noEnemyInSight?: boolean;
  /** The rally is attempted on a night turn. */
  readonly nightTurn?: boolean;
}

/** The 23-2400 turn, however the board writes it ("23-2400", "2300-2400", "23:00–24:00"). */
const NIGHT_HOUR = /^\s*23(?::?00)?\s*[-–]\s*(?:24|00)(?::?00)?\s*$/;

const OPTIONAL = '(optional rule: additional rally modifiers, with the optional morale ratings)';

type Undecided = { readonly id: string; readonly question: string };

/** Night from the players' word, else the board's light, else the 23-2400 turn; null when nothing says. */
function isNight(time: GameTime, stated: RallyStatements): { night: boolean | null; why: string; rule: typeof NIGHT_TURN_RULE | null } {
  if (stated.nightTurn !== undefined) return { night: stated.nightTurn, why: stated.nightTurn ? 'you state it is a night turn' : 'you state it is not a night turn', rule: null };
  if (time.light !== null) return { night: time.light === 'night', why: `the board shows a ${time.light} turn`, rule: null };
  if (time.hour !== null && NIGHT_HOUR.test(time.hour)) return { night: true, why: `the ${time.hour} turn is a night turn (10.5 adds to the night game turn rules for it)`, rule: NIGHT_TURN_RULE };
  return { night: null, why: '', rule: null };
}

/** No enemy within 5 hexes, measured on the map when Adjutant has its grid, else as the players state it. */
function farFromEnemy(board: Board, unitId: string, grid: HexGrid | null, stated: RallyStatements, notes: Step[]): boolean | null {
  const unit = board.units.find((u) => u.id === unitId);
  const at = unit?.location.kind === 'hex' ? grid?.parse(unit.location.hex) : null;
  if (!unit || !grid || !at) return stated.noEnemyWithin5Hexes ?? null;
  let nearest = Infinity;
  for (const e of board.units) {
    if (e.side === unit.side || e.location.kind !== 'hex') continue;
    const h = grid.parse(e.location.hex);
    if (!h) return stated.noEnemyWithin5Hexes ?? null;
    nearest = Math.min(nearest, grid.distance(at, h));
  }
  const far = nearest > NO_ENEMY_WITHIN;
  notes.push(step(nearest === Infinity ? 'No enemy unit is on the map.' : `The nearest enemy unit is ${nearest} ${nearest === 1 ? 'hex' : 'hexes'} away.`));
  return far;
}

/**
 * The two extra rally modifiers of High Tide's optional morale ratings (added to 9.21), for a routed unit's
 * rally roll: +1 when no enemy unit is within 5 hexes or none can be seen from its hex, and +1 on a night
 * turn. Both belong to the optional morale ratings, so they apply only when the rule set has both that rule
 * and 'rally-modifiers' on. High Tide's map and hex labels are not in Adjutant's sources (hexGrid is null):
 * the distance is then the players' word, and line of sight always is; unknown answers are asked, not guessed.
 * Returns the same shape as a battle's modifiers, so the undecided questions travel with the lines.
 */
export function rallyModifiers(
  board: Board,
  unitId: string,
  ruleSet: RuleSetChoices,
  stated: RallyStatements = {},
  grid: HexGrid | null = HIGH_TIDE_MAP.grid(),
): BattleModifiers {
  const lines: ModifierLine[] = [];
  const undecided: Undecided[] = [];
  const notes: Step[] = [];
  if (ruleSet['rally-modifiers'] !== true) {
    notes.push(step('The additional rally modifiers are off in this game’s rule set.', RALLY_MODIFIERS_RULE));
    return { lines, undecided, notes };
  }
  if (ruleSet['morale-ratings'] !== true) {
    notes.push(step('The additional rally modifiers apply only with the optional morale ratings, which are off in this game’s rule set.', RALLY_MODIFIERS_RULE));
    return { lines, undecided, notes };
  }
  const unit = board.units.find((u) => u.id === unitId);
  if (!unit) {
    notes.push(step(`There is no unit “${unitId}” on the board.`));
    return { lines, undecided, notes };
  }
  if (!unit.status.routed) {
    notes.push(step(`${unit.name} is not routed: only a routed unit attempts to rally.`, RALLY_MODIFIERS_RULE));
    return { lines, undecided, notes };
  }

  const far = farFromEnemy(board, unitId, grid, stated, notes);
  const unseen = stated.noEnemyInSight ?? null;
  if (far === true || unseen === true) {
    lines.push({
      id: 'rally-no-enemy-near',
      text: `No enemy unit within ${NO_ENEMY_WITHIN} hexes, or none in sight ${OPTIONAL}`,
      value: RALLY_BONUS,
      reason: far === true ? `no enemy unit is within ${NO_ENEMY_WITHIN} hexes of ${unit.name}` : `${unit.name} cannot see any enemy unit from its hex (7.39)`,
      rule: RALLY_MODIFIERS_RULE,
      optionalRule: 'rally-modifiers',
    });
  } else if (far === null || unseen === null) {
    const ask = [
      far === null ? `is any enemy unit within ${NO_ENEMY_WITHIN} hexes of ${unit.name}?` : null,
      unseen === null ? `can ${unit.name} see any enemy unit from its hex (7.39)?` : null,
    ].filter((q): q is string => q !== null);
    undecided.push({ id: 'rally-no-enemy-near', question: `For the +1 rally modifier: ${ask.join(' And ')} Adjutant has neither High Tide's map nor its terrain.` });
  }

  const night = isNight(board.time, stated);
  if (night.night === true) {
    lines.push({ id: 'rally-night', text: `Rally on a night turn ${OPTIONAL}`, value: RALLY_BONUS, reason: night.why, rule: RALLY_MODIFIERS_RULE, optionalRule: 'rally-modifiers' });
    if (night.rule) notes.push(step(`The ${board.time.hour ?? ''} turn is a night turn.`, night.rule));
  } else if (night.night === null) {
    undecided.push({ id: 'rally-night', question: 'For the +1 rally modifier: is this a night turn? The board does not say.' });
  }
  return { lines, undecided, notes };
}
