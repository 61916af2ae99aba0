import type { RuleSetChoices } from '../../core/battle.js';
import type { BoardUnit, BoardUnitType } from '../../core/board/board.js';
import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import { moraleKey, type MoraleRatings, type MoraleValues } from './morale-ratings-input.js';
import { ht } from './rule.js';

export const MORALE_RATINGS_RULE = ht('7.62');
export const PRINTED_MORALE_IGNORED_RULE = ht('7.621');
export const ARTILLERY_MORALE_RULE = ht('7.622');
/** 7.622: every artillery unit, whatever its strength. */
export const ARTILLERY_MORALE: MoraleValues = { full: 7, half: 5 };

/** What the morale rating needs to know of a unit. */
export interface MoraleUnit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly type: BoardUnitType;
  readonly formation?: { readonly corps?: string; readonly division?: string; readonly brigade?: string };
  /** True with its half-strength side up, false with its full-strength side up, null when not known. */
  readonly halfStrength: boolean | null;
}

/** A board unit as the morale rule sees it: a two-step counter with one step left shows its half-strength side. */
export function moraleUnit(u: BoardUnit): MoraleUnit {
  const halfStrength = u.steps.full >= 2 ? u.steps.left < u.steps.full : null;
  return { id: u.id, name: u.name, side: u.side, type: u.type, formation: u.formation, halfStrength };
}

export interface MoraleRatingAnswer {
  /** False when the optional rule is off: the basic morale rules apply. */
  readonly applies: boolean;
  readonly values: MoraleValues | null;
  /** The value for the side the unit shows, or null when that side or the rating is not known. */
  readonly value: number | null;
  readonly steps: readonly Step[];
  readonly question: string | null;
}

const LEADERS: readonly BoardUnitType[] = ['leader', 'general', 'headquarters'];

/** The two brigades whose printed counter morale 7.621 sets aside: the Iron Brigade (Union 1-1-1) and the Stonewall Brigade. */
export function printedMoraleIgnored(u: MoraleUnit): 'Iron Brigade' | 'Stonewall Brigade' | null {
  const words = `${u.name} ${u.formation?.brigade ?? ''}`.toLowerCase();
  const f = u.formation;
  const oneOneOne = [f?.corps, f?.division, f?.brigade].map((x) => (x ?? '').trim().toUpperCase().replace(/^I$/, '1').replace(/^(1ST|FIRST)$/, '1'));
  if (u.side === 'union' && (words.includes('iron brigade') || oneOneOne.every((x) => x === '1'))) return 'Iron Brigade';
  if (u.side === 'confederate' && words.includes('stonewall')) return 'Stonewall Brigade';
  return null;
}

function valueFor(u: MoraleUnit, values: MoraleValues, source: string, steps: Step[]): MoraleRatingAnswer {
  if (u.halfStrength === null) {
    return {
      applies: true,
      values,
      value: null,
      steps,
      question: `Is ${u.name} at half strength? Its morale is ${values.full} at full strength and ${values.half} at half strength (${source}).`,
    };
  }
  const value = u.halfStrength ? values.half : values.full;
  steps.push(step(`${u.name} is at ${u.halfStrength ? 'half' : 'full'} strength: its morale is ${value}.`, MORALE_RATINGS_RULE));
  return { applies: true, values, value, steps, question: null };
}

/**
 * A unit's morale under the optional morale ratings (7.62–7.622): the two values the combat tables card gives
 * it (full and half strength, the larger first), from the user's card; 7/5 for every artillery unit; and for
 * the Iron Brigade and the Stonewall Brigade, the card's value rather than the morale printed on the counter.
 */
export function moraleRating(unit: MoraleUnit, ratings: MoraleRatings | null, ruleSet: RuleSetChoices): MoraleRatingAnswer {
  if (ruleSet['morale-ratings'] !== true) {
    return {
      applies: false,
      values: null,
      value: null,
      steps: [step('The optional morale ratings are off in this game’s rule set: the basic morale rules apply.', MORALE_RATINGS_RULE)],
      question: null,
    };
  }
  const on = step('Optional rule in use: morale ratings.', MORALE_RATINGS_RULE);
  if (LEADERS.includes(unit.type)) {
    return { applies: true, values: null, value: null, steps: [on, step(`${unit.name} is a leader: it has a leadership value, not a morale rating.`, MORALE_RATINGS_RULE)], question: null };
  }
  if (unit.type === 'artillery' || unit.type === 'horse-artillery') {
    const steps = [on, step(`${unit.name} is artillery: its morale is 7 at full strength and 5 at half strength, whatever the card or its strength.`, ARTILLERY_MORALE_RULE)];
    return valueFor(unit, ARTILLERY_MORALE, 'artillery, 7.622', steps);
  }
  const steps = [on];
  const exception = printedMoraleIgnored(unit);
  if (exception) steps.push(step(`${unit.name} is the ${exception}: the morale printed on its counter is ignored, and the card's rating used.`, PRINTED_MORALE_IGNORED_RULE));
  const values = ratings?.ratings.get(moraleKey(unit.id)) ?? ratings?.ratings.get(moraleKey(unit.name)) ?? null;
  if (!values) {
    return {
      applies: true,
      values: null,
      value: null,
      steps,
      question: `What morale rating does your combat tables card give ${unit.name}? Enter it with your card's ratings (written like 7/5).`,
    };
  }
  steps.push(step(`Your card rates ${unit.name} ${values.full}/${values.half}: ${values.full} at full strength, ${values.half} at half strength.`, MORALE_RATINGS_RULE));
  return valueFor(unit, values, 'your card', steps);
}
