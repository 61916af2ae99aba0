import { describe, expect, it } from 'vitest';
import { answered } from '../../src/engine/core/answer.js';
import { GUN_REACH_CALCULATOR, gunReach77, gunReachAnswer, sideRangesOfInfluence, type GunReach, type GunReachTarget } from '../../src/engine/calculators.js';
import { GETTYSBURG_77_GRID as grid } from '../../src/engine/games/gettysburg-77/hex-grid.js';
import { gameCalculators, gameModule } from '../../src/engine/index.js';
import { g77Board, type TestBoard, type TestUnit } from '../support/g77-battle-board.js';

// Made-up positions on the 1977 grid: a Union gun at Q40, Confederate units around it. Q41, Q42, Q43, Q44, Q45 run
// in a straight row from it; R40, S40, T40, U40 another; the line to O44 crosses P42 and runs along the hexside of Q41.
type Terrain = NonNullable<TestBoard['terrain']>;
const ON = { 'artillery-range-5': true };
const gun = (hex = 'Q40', type: TestUnit['type'] = 'artillery'): TestUnit => ({ id: 'gun', side: 'union', type, hex });
const reb = (id: string, hex: string, type: TestUnit['type'] = 'infantry'): TestUnit => ({ id, side: 'confederate', type, hex });

/** Every hex within 6 of Q40 clear at elevation 5, then the given hexes as said: a board that says everything else. */
function ground(over: Terrain = {}, drop: readonly string[] = []): Terrain {
  const c = grid.parse('Q40');
  if (!c) throw new Error('Q40');
  const out: Terrain = {};
  for (let dq = -6; dq <= 6; dq++) {
    for (let dr = -6; dr <= 6; dr++) {
      const h = { q: c.q + dq, r: c.r + dr };
      if (grid.distance(c, h) <= 6) out[grid.format(h)] = { terrain: ['clear'], elevation: 5 };
    }
  }
  for (const label of drop) delete out[label];
  return { ...out, ...over };
}

const woods = { terrain: ['woods'], elevation: 5 };
const reach = (units: TestUnit[], terrain: Terrain = ground(), ruleSet: Record<string, boolean> = ON, light: TestBoard['light'] = 'day'): GunReach =>
  gunReach77(g77Board({ units, terrain, light }), 'gun', ruleSet);
const target = (r: GunReach, id: string): GunReachTarget | undefined => r.targets.find((t) => t.unit === id);
const rules = (t: GunReachTarget | undefined): (string | undefined)[] => (t?.steps ?? []).map((s) => s.rule?.rule);

describe('one 1977 gun’s reach: within 3 hexes', () => {
  it('reached with no line needed, even through woods', () => {
    const r = reach([gun(), reb('a', 'Q43')], ground({ Q41: woods }));
    expect(target(r, 'a')).toMatchObject({ hex: 'Q43', distance: 3, reached: true, line: { crossed: ['Q41', 'Q42'], grazed: [], blockedBy: null, verdict: 'not-needed' } });
    expect(rules(target(r, 'a'))).toEqual(['Strategic Movement 1B']);
    expect(r.range).toBe(3);
    expect(r.artilleryRange).toBe(5);
  });
});

describe('one 1977 gun’s reach: 4 and 5 hexes under the optional rule', () => {
  it('reached when the line is clear, nearest target first', () => {
    const r = reach([gun(), reb('far', 'Q45'), reb('b', 'Q44'), reb('c', 'U40', 'artillery')]);
    expect(r.targets.map((t) => t.unit)).toEqual(['b', 'c', 'far']);
    expect(target(r, 'b')).toMatchObject({ distance: 4, reached: true, line: { crossed: ['Q41', 'Q42', 'Q43'], verdict: 'clear', blockedBy: null } });
    expect(target(r, 'far')).toMatchObject({ distance: 5, reached: true });
    expect(r.hexes).toContain('Q45');
    expect(r.blocked).toEqual([]);
    expect(r.questions).toEqual([]);
    expect(rules(target(r, 'b'))).toEqual(['Intermediate Game Optional Rules: Increased Range of Influence for Artillery 1']);
  });

  it('blocked by woods the line crosses, the hex named', () => {
    const r = reach([gun(), reb('a', 'Q45')], ground({ Q42: woods }));
    expect(target(r, 'a')).toMatchObject({ reached: false, line: { verdict: 'blocked', blockedBy: 'Q42' } });
    expect(r.blocked).toContainEqual({ hex: 'Q45', by: 'Q42', obstruction: 'woods', contact: 'crossed' });
    expect(r.hexes).not.toContain('Q45');
    expect(target(r, 'a')?.steps[0]?.text).toMatch(/touches Q42, woods \(the line crosses it\)/);
    expect(rules(target(r, 'a'))).toEqual(['Intermediate Game Optional Rules: Increased Range of Influence for Artillery 2']);
  });

  it('blocked by woods the line only runs along, by its hexside', () => {
    const r = reach([gun(), reb('a', 'O44')], ground({ Q41: woods }));
    expect(target(r, 'a')).toMatchObject({ distance: 4, reached: false, line: { crossed: ['P42'], verdict: 'blocked', blockedBy: 'Q41' } });
    expect(target(r, 'a')?.line.grazed).toContain('Q41');
    expect(r.blocked.find((b) => b.hex === 'O44')).toEqual({ hex: 'O44', by: 'Q41', obstruction: 'woods', contact: 'edge' });
  });

  it('blocked by a Gettysburg town hex', () => {
    const r = reach([gun(), reb('a', 'U40')], ground({ S40: { terrain: ['town'], elevation: 5 } }));
    expect(target(r, 'a')).toMatchObject({ reached: false, line: { verdict: 'blocked', blockedBy: 'S40' } });
    expect(r.blocked).toContainEqual({ hex: 'U40', by: 'S40', obstruction: 'town', contact: 'crossed' });
  });

  it('blocked by ground higher than the gun’s, not by ground as high', () => {
    const higher = reach([gun(), reb('a', 'U40')], ground({ T40: { terrain: ['clear'], elevation: 6 } }));
    expect(higher.blocked).toContainEqual({ hex: 'U40', by: 'T40', obstruction: 'higher-ground', contact: 'crossed' });
    expect(target(higher, 'a')?.reached).toBe(false);
    expect(target(reach([gun(), reb('a', 'U40')]), 'a')?.reached).toBe(true);
  });

  it('a hex the board does not describe leaves the target undecided and is asked, never taken as clear', () => {
    const r = reach([gun(), reb('a', 'U40')], ground({}, ['T40']));
    expect(target(r, 'a')).toMatchObject({ reached: null, line: { verdict: 'unknown', blockedBy: null } });
    expect(r.questions.map((q) => q.id)).toEqual(expect.arrayContaining(['terrain:T40', 'elevation:T40']));
    expect(r.hexes).not.toContain('U40');
    expect(answered(gunReachAnswer(r))).toBe(false);
  });
});

describe('one 1977 gun’s reach: the rule off, night, and what is not a gun or a target', () => {
  it('optional rule off: no artillery range, 3 hexes only, the longer reach said to be out of play', () => {
    const r = reach([gun(), reb('a', 'Q44'), reb('b', 'Q43')], ground(), {});
    expect(r.artilleryRange).toBeNull();
    expect(r.hexes).toHaveLength(37);
    expect(target(r, 'a')).toMatchObject({ reached: false, line: { verdict: 'not-needed' } });
    expect(target(r, 'a')?.steps[0]?.text).toMatch(/optional rule not in play/);
    expect(target(r, 'b')?.reached).toBe(true);
    expect(r.steps.some((s) => /optional longer range for artillery is not in use/.test(s.text))).toBe(true);
  });

  it('night: 1 hex, the optional rule no further', () => {
    const r = reach([gun(), reb('a', 'Q41'), reb('b', 'Q43'), reb('c', 'Q44')], ground(), ON, 'night');
    expect(r.range).toBe(1);
    expect(r.artilleryRange).toBeNull();
    expect(r.hexes).toHaveLength(7);
    expect(r.targets.map((t) => [t.unit, t.reached])).toEqual([['a', true], ['b', false], ['c', false]]);
    expect(rules(target(r, 'b'))).toEqual(['Night 5']);
  });

  it('the board not saying night or day: the day-only reach is asked', () => {
    const r = reach([gun(), reb('a', 'Q43')], ground(), ON, null);
    expect(target(r, 'a')?.reached).toBeNull();
    expect(r.questions.map((q) => q.id)).toContain('night');
  });

  it('a unit that is not artillery is refused; an unknown id is an input problem', () => {
    const inf = reach([gun('Q40', 'infantry'), reb('a', 'Q43')]);
    expect(inf.refusal?.severity).toBe('refusal');
    expect(inf.refusal?.text).toMatch(/infantry, not artillery/);
    expect(inf.gun).toBeNull();
    const a = GUN_REACH_CALCULATOR.answer({ board: g77Board({ units: [gun()] }), gunId: 'nobody', ruleSet: ON });
    expect(a.problems.map((p) => [p.severity, p.at])).toEqual([['input', 'gunId']]);
    expect(a.value).toBeNull();
  });

  it('a headquarters is no target, nor a unit of the gun’s own side', () => {
    const r = reach([gun(), reb('hq', 'Q42', 'headquarters'), { id: 'own', side: 'union', type: 'infantry', hex: 'Q43' }, reb('a', 'Q44')]);
    expect(r.targets.map((t) => t.unit)).toEqual(['a']);
  });
});

describe('one 1977 gun’s reach: the same as the side’s ranges', () => {
  it('its hexes and blocked reach are those the side’s answer gives for this gun alone', () => {
    const board = g77Board({ units: [{ ...gun(), side: 'confederate' }], terrain: ground({ Q42: woods, S40: { terrain: ['town'], elevation: 5 }, O41: { terrain: ['clear'], elevation: 7 } }) });
    const one = gunReach77(board, 'gun', ON);
    const side = sideRangesOfInfluence(board, 'union', ON);
    expect(one.hexes).toEqual(Object.keys(side.hexes));
    expect(one.blocked).toEqual(side.blocked.map(({ unit: _unit, ...b }) => b));
  });

  it('is a calculator of the 1977 game, in the one answer shape', () => {
    expect(gameCalculators(gameModule('gettysburg-77')).map((c) => c.id)).toContain('gun-reach');
    const a = GUN_REACH_CALCULATOR.answer({ board: g77Board({ units: [gun(), reb('a', 'Q44')], terrain: ground() }), gunId: 'gun', ruleSet: ON });
    expect(answered(a)).toBe(true);
    expect(a.summary).toBe('Reaches 91 hexes surely; 1 of 1 enemy combat unit within 5 hexes reached');
  });
});
