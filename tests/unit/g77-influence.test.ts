import { describe, expect, it } from 'vitest';
import { answered } from '../../src/engine/core/answer.js';
import { GETTYSBURG_77_GRID as grid } from '../../src/engine/games/gettysburg-77/hex-grid.js';
import { INFLUENCE_CALCULATOR, influenceAnswer } from '../../src/engine/games/gettysburg-77/influence/influence-answer.js';
import { sideRangesOfInfluence, type SideInfluence } from '../../src/engine/games/gettysburg-77/influence/side-influence.js';
import { enemyRangeOfInfluence } from '../../src/engine/games/gettysburg-77/range-of-influence.js';
import { gameCalculators, gameModule } from '../../src/engine/index.js';
import { g77Board, type TestBoard, type TestUnit } from '../support/g77-battle-board.js';

// Made-up positions on the 1977 grid: Confederate units at or near Q40, their ranges restricting the Union.
type Terrain = NonNullable<TestBoard['terrain']>;
const reb = (id: string, hex: string, type: TestUnit['type'] = 'infantry'): TestUnit => ({ id, side: 'confederate', type, hex });
const yank = (id: string, hex: string): TestUnit => ({ id, side: 'union', type: 'infantry', hex });
const ARTILLERY = { 'artillery-range-5': true };

/** Every hex within `radius` of `centre`, clear at one elevation level: a board that says everything. */
function clearAround(centre: string, radius: number, elevation = 5): Terrain {
  const c = grid.parse(centre);
  if (!c) throw new Error(centre);
  const out: Terrain = {};
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = -radius; dr <= radius; dr++) {
      const h = { q: c.q + dq, r: c.r + dr };
      if (grid.distance(c, h) <= radius) out[grid.format(h)] = { terrain: ['clear'], elevation };
    }
  }
  return out;
}

const board = (units: TestUnit[], more: Partial<TestBoard> = {}) => g77Board({ units, terrain: clearAround('Q40', 6), ...more });
const hexesOf = (r: SideInfluence): string[] => Object.keys(r.hexes);
const within = (centre: string, n: number): string[] => {
  const c = grid.parse(centre);
  if (!c) throw new Error(centre);
  return Object.keys(clearAround(centre, n)).filter((l) => {
    const h = grid.parse(l);
    return h !== null && grid.distance(c, h) <= n;
  });
};

describe('Strategic Movement 1B: 3 hexes from every enemy combat unit', () => {
  it('a lone infantry unit reaches the 37 hexes within 3, and not the fourth ring', () => {
    const r = sideRangesOfInfluence(board([reb('a', 'Q40')]), 'union', {});
    expect(hexesOf(r).sort()).toEqual(within('Q40', 3).sort());
    expect(hexesOf(r)).toHaveLength(37);
    expect(r.hexes.T40).toEqual(['a']);
    expect(r.hexes.U40).toBeUndefined();
    expect(r.range).toBe(3);
    expect(r.questions).toEqual([]);
  });

  it('each hex lists every unit that reaches it; the own side projects nothing on itself', () => {
    const r = sideRangesOfInfluence(board([reb('a', 'Q40'), reb('b', 'Q42'), yank('u', 'Q30')]), 'union', {});
    expect(r.hexes.Q41).toEqual(['a', 'b']);
    expect(r.hexes.Q44).toEqual(['b']);
    expect(r.hexes.Q31).toBeUndefined();
    // Seen from the other side: only the Union unit's range.
    const theirs = sideRangesOfInfluence(board([reb('a', 'Q40'), yank('u', 'Q30')]), 'confederate', {});
    expect(theirs.hexes.Q31).toEqual(['u']);
    expect(theirs.hexes.Q40).toBeUndefined();
  });

  it('a headquarters projects no range of influence', () => {
    expect(hexesOf(sideRangesOfInfluence(board([reb('hq', 'Q40', 'headquarters')]), 'union', {}))).toEqual([]);
    expect(hexesOf(sideRangesOfInfluence(board([reb('hq', 'Q40', 'headquarters'), reb('cav', 'Q40', 'cavalry')]), 'union', {}))).toHaveLength(37);
  });

  it('hexes come row by row, then by column', () => {
    const r = sideRangesOfInfluence(board([reb('a', 'Q40')]), 'union', {});
    expect(hexesOf(r).slice(0, 5)).toEqual(['N40', 'N41', 'N42', 'N43', 'O39']);
  });
});

describe('Night 5: 1 hex on a night turn', () => {
  it('at night a unit reaches only the 6 hexes around it, its own too', () => {
    const r = sideRangesOfInfluence(board([reb('a', 'Q40')], { light: 'night' }), 'union', {});
    expect(hexesOf(r).sort()).toEqual(within('Q40', 1).sort());
    expect(r.range).toBe(1);
    expect(r.steps.map((s) => s.rule?.rule)).toContain('Night 5');
  });

  it('the optional rule does not lengthen artillery at night: Night 5 covers every combat unit', () => {
    const r = sideRangesOfInfluence(board([reb('gun', 'Q40', 'artillery')], { light: 'night' }), 'union', ARTILLERY);
    expect(hexesOf(r)).toHaveLength(7);
    expect(r.artilleryRange).toBeNull();
    expect(r.blocked).toEqual([]);
  });

  it('when the board does not say whether it is night, hexes 2 and 3 away are undecided on that one question', () => {
    const r = sideRangesOfInfluence(board([reb('a', 'Q40')], { light: null }), 'union', {});
    expect(hexesOf(r)).toHaveLength(7);
    expect(r.undecided.find((u) => u.hex === 'T40')).toEqual({ unit: 'a', hex: 'T40', needs: ['night'] });
    expect(r.undecided).toHaveLength(30);
    expect(r.questions.map((q) => q.id)).toEqual(['night']);
    expect(answered(influenceAnswer({ board: board([reb('a', 'Q40')], { light: null }), side: 'union', ruleSet: {} }))).toBe(false);
  });
});

describe('Increased Range of Influence for Artillery (optional): 5 hexes for artillery, with the rule only', () => {
  it('a gun with a clear view reaches the 91 hexes within 5 with the rule, 37 without', () => {
    const units = [reb('gun', 'Q40', 'artillery')];
    expect(hexesOf(sideRangesOfInfluence(board(units), 'union', {}))).toHaveLength(37);
    const on = sideRangesOfInfluence(board(units), 'union', ARTILLERY);
    expect(hexesOf(on)).toHaveLength(91);
    expect(on.hexes.R35).toEqual(['gun']);
    expect(on.hexes.V40).toEqual(['gun']);
    expect(on.hexes.W40).toBeUndefined();
    expect(on.artilleryRange).toBe(5);
    expect(on.blocked).toEqual([]);
  });

  it('horse artillery too; infantry and cavalry keep 3', () => {
    expect(hexesOf(sideRangesOfInfluence(board([reb('h', 'Q40', 'horse-artillery')]), 'union', ARTILLERY))).toHaveLength(91);
    expect(hexesOf(sideRangesOfInfluence(board([reb('i', 'Q40'), reb('c', 'Q40', 'cavalry')]), 'union', ARTILLERY))).toHaveLength(37);
  });

  it('within 3 hexes a gun reaches like any combat unit, whatever stands between', () => {
    const terrain = { ...clearAround('Q40', 6), R40: { terrain: ['woods'], elevation: 9 } };
    const r = sideRangesOfInfluence(board([reb('gun', 'Q40', 'artillery')], { terrain }), 'union', ARTILLERY);
    expect(r.hexes.T40).toEqual(['gun']);
    expect(r.hexes.U40).toBeUndefined();
    expect(r.blocked.find((b) => b.hex === 'U40')).toMatchObject({ unit: 'gun', by: 'R40', obstruction: 'woods', contact: 'crossed' });
  });
});

/*
 * The lines used below, from the gun at Q40 (an exact trace; tests/unit/sight-line.test.ts checks the tracer):
 *   to S36 (4 hexes): crosses R38; runs along the hexsides R39|Q39 and S37|R37, so it only touches R39.
 *   to R35 (5 hexes): crosses Q39, Q38, R37, R36; passes through corners of R38 and Q37, only touching them.
 */
const OBSTRUCTIONS: Readonly<Record<string, Terrain[string]>> = {
  woods: { terrain: ['woods'], elevation: 5 },
  town: { terrain: ['town'], elevation: 5 },
  'higher-ground': { terrain: ['clear'], elevation: 6 },
};
const CASES = [
  { contact: 'crossed', target: 'S36', at: 'R38' },
  { contact: 'edge', target: 'S36', at: 'R39' },
  { contact: 'vertex', target: 'R35', at: 'R38' },
] as const;

describe('what blocks the longer reach: woods, a Gettysburg town hex or hexside, higher ground; crossed or only touched', () => {
  const gun = reb('gun', 'Q40', 'artillery');
  for (const [obstruction, facts] of Object.entries(OBSTRUCTIONS)) {
    for (const { contact, target, at } of CASES) {
      it(`${obstruction} at ${at}, ${contact === 'crossed' ? 'crossed' : `touched at ${contact === 'edge' ? 'an edge' : 'a vertex'}`} by the line to ${target}, blocks it`, () => {
        const b = board([gun], { terrain: { ...clearAround('Q40', 6), [at]: facts } });
        const r = sideRangesOfInfluence(b, 'union', ARTILLERY);
        expect(r.hexes[target]).toBeUndefined();
        expect(r.blocked.filter((x) => x.hex === target)).toEqual([{ unit: 'gun', hex: target, by: at, obstruction, contact }]);
        // The one-hex question (breastworks) reads the same line.
        expect(enemyRangeOfInfluence(b, target, 'union', ARTILLERY).verdict).toBe('out');
      });
    }
  }

  it('the same hexes when clear, or at the gun’s own level, do not block', () => {
    const level = board([gun], { terrain: { ...clearAround('Q40', 6), R38: { terrain: ['clear'], elevation: 5 }, R39: { terrain: ['orchard'], elevation: 4 } } });
    const r = sideRangesOfInfluence(level, 'union', ARTILLERY);
    expect(r.hexes.S36).toEqual(['gun']);
    expect(r.hexes.R35).toEqual(['gun']);
    expect(enemyRangeOfInfluence(level, 'S36', 'union', ARTILLERY).verdict).toBe('in');
  });

  it('a gun on high ground sees over a hill lower than itself', () => {
    const terrain = { ...clearAround('Q40', 6), Q40: { terrain: ['clear'], elevation: 9 }, R38: { terrain: ['clear'], elevation: 8 } };
    expect(sideRangesOfInfluence(board([gun], { terrain }), 'union', ARTILLERY).hexes.S36).toEqual(['gun']);
  });

  it('the hex reached and the gun’s own hex do not block their own line', () => {
    const terrain = { ...clearAround('Q40', 6), Q40: { terrain: ['woods'], elevation: 5 }, S36: { terrain: ['town'], elevation: 9 } };
    expect(sideRangesOfInfluence(board([gun], { terrain }), 'union', ARTILLERY).hexes.S36).toEqual(['gun']);
  });

  it('the first obstruction along the line is the one named', () => {
    const terrain = { ...clearAround('Q40', 6), Q39: { terrain: ['town'], elevation: 5 }, R36: { terrain: ['woods'], elevation: 5 } };
    const r = sideRangesOfInfluence(board([gun], { terrain }), 'union', ARTILLERY);
    expect(r.blocked.find((b) => b.hex === 'R35')).toMatchObject({ by: 'Q39', obstruction: 'town', contact: 'crossed' });
  });
});

describe('what the board does not say is asked, never taken as clear', () => {
  const gun = reb('gun', 'Q40', 'artillery');

  it('a hex only touched, of unknown terrain, leaves the reach undecided with its questions', () => {
    const terrain = clearAround('Q40', 6);
    delete terrain.R39;
    const b = board([gun], { terrain });
    const r = sideRangesOfInfluence(b, 'union', ARTILLERY);
    expect(r.hexes.S36).toBeUndefined();
    expect(r.undecided.find((u) => u.hex === 'S36')).toEqual({ unit: 'gun', hex: 'S36', needs: ['terrain:R39', 'elevation:R39'] });
    expect(r.questions.map((q) => q.id)).toEqual(expect.arrayContaining(['terrain:R39', 'elevation:R39']));
    expect(r.questions.every((q) => q.rule !== null)).toBe(true);
    expect(enemyRangeOfInfluence(b, 'S36', 'union', ARTILLERY).verdict).toBe('undecided');
    const a = influenceAnswer({ board: b, side: 'union', ruleSet: ARTILLERY });
    expect(a.value).toBeNull();
    expect(a.summary).toMatch(/more hexes? undecided/);
  });

  it('terrain given without an elevation asks for the elevation only; an unknown gun level asks for it', () => {
    const terrain = { ...clearAround('Q40', 6), R39: { terrain: ['clear'] } };
    expect(sideRangesOfInfluence(board([gun], { terrain }), 'union', ARTILLERY).undecided.find((u) => u.hex === 'S36')?.needs).toEqual(['elevation:R39']);
    const noGunLevel = { ...clearAround('Q40', 6), Q40: { terrain: ['clear'] } };
    const r = sideRangesOfInfluence(board([gun], { terrain: noGunLevel }), 'union', ARTILLERY);
    expect(r.undecided.find((u) => u.hex === 'S36')?.needs).toEqual(['elevation:Q40']);
  });

  it('an obstruction the board does show blocks, however much else on the line is unknown', () => {
    const r = sideRangesOfInfluence(board([gun], { terrain: { R38: { terrain: ['woods'] } } }), 'union', ARTILLERY);
    expect(r.blocked.find((b) => b.hex === 'S36')).toMatchObject({ by: 'R38', obstruction: 'woods' });
    expect(r.undecided.some((u) => u.hex === 'S36')).toBe(false);
  });

  it('a hex another unit surely reaches is not undecided', () => {
    const terrain = clearAround('Q40', 6);
    delete terrain.R39;
    const r = sideRangesOfInfluence(board([gun, reb('i', 'T37')], { terrain }), 'union', ARTILLERY);
    expect(r.hexes.S36).toEqual(['i']);
    expect(r.undecided.some((u) => u.hex === 'S36')).toBe(false);
  });

  it('not knowing whether it is night: a clear gun line hangs on that question alone', () => {
    const r = sideRangesOfInfluence(board([gun], { light: null }), 'union', ARTILLERY);
    expect(r.undecided.find((u) => u.hex === 'R35')).toEqual({ unit: 'gun', hex: 'R35', needs: ['night'] });
  });
});

describe('the whole side agrees with the one-hex answer', () => {
  it('in, out and undecided match hex by hex over a mixed position', () => {
    const terrain: Terrain = { ...clearAround('Q40', 8), R38: { terrain: ['woods'], elevation: 5 }, O42: { terrain: ['town'], elevation: 5 }, T42: { terrain: ['clear'], elevation: 7 } };
    delete terrain.P37;
    delete terrain.S43;
    const units = [reb('gun', 'Q40', 'artillery'), reb('gun2', 'R44', 'horse-artillery'), reb('i', 'M40'), reb('hq', 'U36', 'headquarters'), yank('u', 'Q38')];
    for (const light of ['day', 'night', null] as const) {
      for (const ruleSet of [{}, ARTILLERY]) {
        const b = board(units, { terrain, light });
        const r = sideRangesOfInfluence(b, 'union', ruleSet);
        const undecided = new Set(r.undecided.map((u) => u.hex));
        for (const label of within('Q40', 8)) {
          const one = enemyRangeOfInfluence(b, label, 'union', ruleSet).verdict;
          const whole = label in r.hexes ? 'in' : undecided.has(label) ? 'undecided' : 'out';
          expect(whole, `${label}, ${String(light)}, ${JSON.stringify(ruleSet)}`).toBe(one);
        }
      }
    }
  });
});

describe('as an answer', () => {
  it('is registered with the 1977 game and cites its rules', () => {
    expect(gameCalculators(gameModule('gettysburg-77')).map((c) => c.id)).toContain('influence');
    const a = INFLUENCE_CALCULATOR.answer({ board: board([reb('gun', 'Q40', 'artillery')]), side: 'union', ruleSet: ARTILLERY });
    expect(answered(a)).toBe(true);
    expect(a.summary).toBe('91 hexes inside confederate ranges of influence');
    expect(a.steps.map((s) => s.rule?.rule)).toEqual(expect.arrayContaining(['Strategic Movement 1B', 'Intermediate Game Optional Rules: Increased Range of Influence for Artillery 1', 'Intermediate Game Optional Rules: Increased Range of Influence for Artillery 2']));
  });

  it('another game’s board or a side that is none is an input problem, not a throw', () => {
    const other = { ...board([]), game: 'gettysburg-88' };
    expect(influenceAnswer({ board: other, side: 'union', ruleSet: {} }).problems.map((p) => [p.severity, p.at])).toEqual([['input', 'board']]);
    const side = 'rebels' as unknown as 'union';
    expect(influenceAnswer({ board: board([]), side, ruleSet: {} }).problems.map((p) => [p.severity, p.at])).toEqual([['input', 'side']]);
  });
});
