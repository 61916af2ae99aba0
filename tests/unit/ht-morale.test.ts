import { storedIn } from '../support/stored.js';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import { gameModule } from '../../src/engine/index.js';
import {
  ARTILLERY_MORALE_RULE,
  moraleRating,
  moraleUnit,
  PRINTED_MORALE_IGNORED_RULE,
  printedMoraleIgnored,
  type MoraleUnit,
} from '../../src/engine/games/high-tide/morale-rating.js';
import { MORALE_RATINGS_FORMAT, parseMoraleRating, parseMoraleRatingsInput, type MoraleRatings } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadMoraleRatings, MORALE_RATINGS_KEY, saveMoraleRatings } from '../../src/storage/morale-ratings.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const HT = readSeed('003_f546defa9596d02a.txt');

const ON = { 'morale-ratings': true };

// Made-up test ratings, not any real card's.
function card(ratings: Record<string, string>): MoraleRatings {
  const parsed = parseMoraleRatingsInput({ format: MORALE_RATINGS_FORMAT, ratings });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

const unit = (over: Partial<MoraleUnit> = {}): MoraleUnit => ({ id: 'u1', name: 'Test Brigade', side: 'union', type: 'infantry', halfStrength: false, ...over });

describe('High Tide optional morale ratings: the seed says', () => {
  itWithShared('has the rules restated here', () => {
    expect(HT).toContain('two digits separated by a slash, e.g. 7/5');
    expect(HT).toContain('The larger numeral is the unit');
    expect(HT).toContain('Iron Brigade (Union 1-1-1)');
    expect(HT).toContain('Confederate Stonewall Brigade');
    expect(HT).toContain('All artillery units have a morale of 7/5');
    expect(gameModule('high-tide').optionalRules.map((r) => r.id)).toEqual(expect.arrayContaining(['morale-ratings', 'rally-modifiers']));
  });
});

describe('moraleRating', () => {
  it('applies only when the rule set has the optional morale ratings on, and says so', () => {
    const off = moraleRating(unit(), card({ u1: '7/5' }), {});
    expect(off).toMatchObject({ applies: false, value: null });
    expect(off.steps[0]?.text).toContain('off');
    const on = moraleRating(unit(), card({ u1: '7/5' }), ON);
    expect(on.applies).toBe(true);
    expect(on.steps[0]?.text).toContain('Optional rule in use');
  });

  it('takes the card’s larger numeral at full strength and the smaller at half, by id or name', () => {
    expect(moraleRating(unit(), card({ u1: '6/4' }), ON)).toMatchObject({ values: { full: 6, half: 4 }, value: 6, question: null });
    expect(moraleRating(unit({ halfStrength: true }), card({ 'test  brigade': '6/4' }), ON).value).toBe(4);
    expect(parseMoraleRating('4/6')).toEqual({ full: 6, half: 4 });
    expect(parseMoraleRating('7-5')).toBeNull();
  });

  it('artillery is 7/5 whatever the card says', () => {
    const a = moraleRating(unit({ type: 'artillery', halfStrength: true }), card({ u1: '9/8' }), ON);
    expect(a).toMatchObject({ values: { full: 7, half: 5 }, value: 5 });
    expect(a.steps.some((s) => s.rule === ARTILLERY_MORALE_RULE)).toBe(true);
    expect(moraleRating(unit({ type: 'horse-artillery' }), null, ON).value).toBe(7);
  });

  it('the Iron Brigade and the Stonewall Brigade use the card, not their counters (7.621)', () => {
    expect(printedMoraleIgnored(unit({ name: 'Iron Brigade' }))).toBe('Iron Brigade');
    expect(printedMoraleIgnored(unit({ name: 'Meredith', formation: { corps: 'I', division: '1', brigade: '1' } }))).toBe('Iron Brigade');
    expect(printedMoraleIgnored(unit({ name: 'Stonewall', side: 'confederate' }))).toBe('Stonewall Brigade');
    expect(printedMoraleIgnored(unit({ name: 'Stonewall', side: 'union' }))).toBeNull();
    expect(printedMoraleIgnored(unit())).toBeNull();
    const iron = moraleRating(unit({ name: 'Iron Brigade' }), card({ 'iron brigade': '8/6' }), ON);
    expect(iron.value).toBe(8);
    expect(iron.steps.some((s) => s.rule === PRINTED_MORALE_IGNORED_RULE)).toBe(true);
  });

  it('asks, never invents: no card entry, an unknown side, leaders have none', () => {
    const none = moraleRating(unit(), null, ON);
    expect(none).toMatchObject({ values: null, value: null });
    expect(none.question).toContain('Test Brigade');
    const side = moraleRating(unit({ halfStrength: null }), card({ u1: '7/5' }), ON);
    expect(side).toMatchObject({ value: null, values: { full: 7, half: 5 } });
    expect(side.question).toContain('half strength');
    const leader = moraleRating(unit({ type: 'leader' }), card({ u1: '7/5' }), ON);
    expect(leader).toMatchObject({ value: null, question: null });
    expect(leader.steps.at(-1)?.text).toContain('leadership value');
  });

  it('reads the side a board unit shows from its steps', () => {
    const parsed = parseBoard({
      format: 'adjutant-board/1',
      game: 'high-tide',
      units: [
        { id: 'a', name: 'A', side: 'union', type: 'infantry', steps: { left: 1, full: 2 }, location: { kind: 'hex', hex: 'H1' } },
        { id: 'b', name: 'B', side: 'union', type: 'infantry', location: { kind: 'hex', hex: 'H2' } },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.value.units.map((u) => moraleUnit(u).halfStrength)).toEqual([true, false]);
  });
});

describe('morale ratings file', () => {
  it('names bad ratings by path and stores only a good file', async () => {
    const bad = parseMoraleRatingsInput({ format: MORALE_RATINGS_FORMAT, ratings: { u1: '7-5', u2: 7, U1: '7/5', u3: '30/5' } });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(['ratings.u1', 'ratings.u2', 'ratings.u3']);
    const dup = parseMoraleRatingsInput({ format: MORALE_RATINGS_FORMAT, ratings: { u1: '7/5', U1: '7/5' } });
    expect(dup.ok ? [] : dup.errors.map((e) => e.path)).toEqual(['ratings.U1']);
    const store = memoryStore();
    expect((await saveMoraleRatings(store, { format: MORALE_RATINGS_FORMAT, ratings: { u1: '7-5' } })).ok).toBe(false);
    expect(store.dump()).toEqual({});
    const good = { format: MORALE_RATINGS_FORMAT, ratings: { u1: '7/5' } };
    expect((await saveMoraleRatings(store, good)).ok).toBe(true);
    expect(storedIn(store.dump(), MORALE_RATINGS_KEY)).toEqual(good);
    expect((await loadMoraleRatings(store))?.ratings.get('u1')).toEqual({ full: 7, half: 5 });
  });
});
