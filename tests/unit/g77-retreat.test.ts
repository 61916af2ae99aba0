import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import { retreatAnswer } from '../../src/engine/core/retreat-answer.js';
import type { RetreatResult } from '../../src/engine/core/retreat.js';
import { g77Retreat } from '../../src/engine/games/gettysburg-77/retreat/g77-retreat.js';
import { gameModule } from '../../src/engine/index.js';
import { entryForRule } from '../../src/engine/rules/entry-for-rule.js';
import { g77Board, type TestUnit } from '../support/g77-battle-board.js';
import { clearAround, paths, retreatBoard, retreatRequest } from '../fixtures/g77-retreat.js';

// Hexes are axial (column, row): M10 is column 10 of row M. Around M10 lie L10, L11, M9, M11, N9 and N10;
// L10 and N10 are directly across M10 from each other, as are M9 and M11, and L11 and N9.
const D: TestUnit = { id: 'D', side: 'union', type: 'infantry', hex: 'M10' };
const enemy = (id: string, hex: string, type: TestUnit['type'] = 'infantry'): TestUnit => ({ id, side: 'confederate', type, hex });
const friend = (id: string, hex: string, type: TestUnit['type'] = 'infantry'): TestUnit => ({ id, side: 'union', type, hex });

function retreat(units: TestUnit[], attackers: string[] = ['A'], board: Board = retreatBoard(units, 'M10')): RetreatResult {
  return g77Retreat(retreatRequest(board, 'D', attackers), null);
}

const rules = (r: RetreatResult, i = 0): string[] => (r.options[i]?.steps ?? []).map((s) => s.rule?.rule ?? '');
const rejected = (r: RetreatResult): Record<string, string | undefined> => Object.fromEntries(r.rejected.map((h) => [h.hex, h.rule?.rule]));

describe('Gettysburg 1977 retreat: the rules diagram', () => {
  // The seed's example: unit D must take hex 1, then may take one of the hexes numbered 2; X cannot be entered.
  // Built here with the enemy at L10: hex 1 is N10, the hexes 2 are the three beyond it (N11, O10, O9), and the
  // X hexes are those beside D's own hex that are not opposite the enemy (M11, N9), and D's hex itself.
  const r = retreat([D, enemy('A', 'L10')]);

  it('offers hex 1 alone or followed by one of the hexes numbered 2', () => {
    expect(paths(r)).toEqual(['N10', 'N10 N11', 'N10 O10', 'N10 O9']);
    expect(r.options.every((o) => o.rank === 1 && o.disorganized && !o.endsInEnemyZoc && o.stepsLost === 0)).toBe(true);
    expect(r.questions).toEqual([]);
    expect(r.problems).toEqual([]);
    expect(r.noRetreat).toBeNull();
  });

  it('never enters an X hex, first or second', () => {
    const entered = r.options.flatMap((o) => o.path);
    for (const x of ['M11', 'N9', 'M10']) expect(entered).not.toContain(x);
    expect(rejected(r)).toEqual({ L10: 'Movement 4', L11: 'Retreat 1', M9: 'Retreat 1', M11: 'Retreat 1', N9: 'Retreat 1' });
  });

  it('cites the rules in order: opposite hex, second hex, zones, disorganization, advance', () => {
    expect(rules(r, r.options.findIndex((o) => o.path.join(' ') === 'N10 O10'))).toEqual([
      'Retreat 1',
      'Retreat 3',
      'Retreat Restrictions 1',
      'Shatter and Disorganization 1',
      'Advance 1',
      'Retreat Restrictions 1',
    ]);
  });
});

describe('Gettysburg 1977 retreat: each rule', () => {
  it('Retreat 2: next to several enemies, opposite any one of them; a second hex may be another first hex', () => {
    const r = retreat([D, enemy('A', 'L10'), enemy('B', 'M9')], ['A']);
    expect(paths(r)).toEqual(['M11', 'M11 L12', 'M11 M12', 'M11 N10', 'M11 N11', 'N10', 'N10 M11', 'N10 N11', 'N10 O10', 'N10 O9']);
    expect(rules(r)[0]).toBe('Retreat 2');
    // Opposite B at M9 although only A was named as fought: adjacency, not the battle, sets the direction.
    expect(r.options.some((o) => o.path[0] === 'M11')).toBe(true);
  });

  it('Retreat Restrictions 1: no hex in an enemy zone of control while a clear route is open', () => {
    const r = retreat([D, enemy('A', 'L10'), enemy('B', 'M9'), enemy('C', 'O10')], ['A']);
    expect(paths(r)).toEqual(['M11', 'M11 L12', 'M11 M12']);
    expect(rejected(r)['N10']).toBe('Retreat Restrictions 1');
    expect(r.rejected.find((h) => h.hex === 'N10')?.reason).toContain('C (O10)');
  });

  it('Retreat Restrictions 2: with every route in a zone, the retreat stops in the first hex', () => {
    // C at O9 puts N10 in its zone; N11 beyond is clear, but a retreat forced into a zone goes no further.
    const r = retreat([D, enemy('A', 'L10'), enemy('C', 'O9')]);
    expect(paths(r)).toEqual(['N10']);
    expect(r.options[0]).toMatchObject({ rank: 1, endsInEnemyZoc: true, disorganized: true });
    expect(rules(r)).toContain('Retreat Restrictions 2');
  });

  it('Retreat Restrictions 3: woods, sunken road, breastworks and town let it stay, and it may still retreat', () => {
    const woods = retreat([D, enemy('A', 'L10')], ['A'], g77Board({ units: [D, enemy('A', 'L10')], terrain: clearAround('M10', 3, { M10: { terrain: ['rough/woods'] } }) }));
    expect(woods.mayStay?.rule.rule).toBe('Retreat Restrictions 3');
    expect(woods.mayStay?.reason).toContain('woods');
    expect(woods.options.length).toBe(4);
    const works = retreat([D, enemy('A', 'L10')], ['A'], g77Board({ units: [D, enemy('A', 'L10')], terrain: clearAround('M10', 3), markers: [{ kind: 'breastworks', hex: 'M10' }] }));
    expect(works.mayStay?.reason).toContain('breastworks');
    const town = retreat([D, enemy('A', 'L10')], ['A'], g77Board({ units: [D, enemy('A', 'L10')], terrain: clearAround('M10', 3, { M10: { terrain: ['town'] } }) }));
    expect(town.mayStay?.reason).toContain('town');
    // Q36 is on the seed's list of sunken-road hexes.
    const sunken = g77Retreat(retreatRequest(retreatBoard([{ ...D, hex: 'Q36' }, enemy('A', 'P36')], 'Q36'), 'D', ['A']), null);
    expect(sunken.mayStay?.reason).toContain('sunken-road');
    const open = retreat([D, enemy('A', 'L10')]);
    expect(open.mayStay).toBeNull();
  });

  it('asks the terrain of its own hex when the board does not give it', () => {
    const terrain = clearAround('M10', 3);
    delete terrain['M10'];
    const r = retreat([D, enemy('A', 'L10')], ['A'], g77Board({ units: [D, enemy('A', 'L10')], terrain }));
    expect(r.mayStay).toBeNull();
    expect(r.questions.map((q) => q.id)).toEqual(['terrain:M10']);
  });

  it('Retreat Restrictions 4: off the board where the labels end, first or second hex', () => {
    const first = g77Retreat(retreatRequest(retreatBoard([{ ...D, hex: 'A5' }, enemy('A', 'B5')], 'A5'), 'D', ['A']), null);
    expect(paths(first)).toEqual(['off']);
    expect(first.options[0]).toMatchObject({ offBoard: true, endsInEnemyZoc: false });
    expect(rules(first, 0)).toContain('Retreat Restrictions 4');
    const second = g77Retreat(retreatRequest(retreatBoard([{ ...D, hex: 'B5' }, enemy('A', 'C5')], 'B5'), 'D', ['A']), null);
    expect(paths(second)).toEqual(['A5', 'A5 A4', 'A5 off']);
  });

  it('asks whether a hex the board does not show is on the map, and whether it is a town hex', () => {
    const terrain = clearAround('M10', 3);
    delete terrain['O10'];
    const r = retreat([D, enemy('A', 'L10')], ['A'], g77Board({ units: [D, enemy('A', 'L10')], terrain }));
    expect(r.questions.map((q) => q.id).sort()).toEqual(['on-map:O10', 'town:O10']);
    expect(retreatAnswer(r).value).toBeNull();
  });

  it('Retreat Restrictions 5: onto friends ignoring stacking, overstacked past the limit', () => {
    const one = retreat([D, enemy('A', 'L10'), friend('F', 'N10')]);
    const n10 = one.options.find((o) => o.path.join(' ') === 'N10');
    expect(n10?.overstacked).toBe(false);
    expect(n10?.steps.map((s) => s.rule?.rule)).toContain('Retreat Restrictions 5');
    // Passing through friends on the way to a second hex costs nothing.
    expect(one.options.find((o) => o.path.join(' ') === 'N10 O10')?.steps.map((s) => s.rule?.rule)).not.toContain('Retreat Restrictions 5');
    const two = retreat([D, enemy('A', 'L10'), friend('F', 'N10'), friend('G', 'N10', 'cavalry')]);
    expect(two.options.find((o) => o.path.join(' ') === 'N10')).toMatchObject({ overstacked: true });
    expect(two.options.find((o) => o.path.join(' ') === 'N10')?.steps.map((s) => s.rule?.rule)).toContain('Stacking 1');
    const guns = retreat([{ ...D, type: 'artillery' }, enemy('A', 'L10'), friend('F', 'N10', 'artillery')]);
    expect(guns.options.find((o) => o.path.join(' ') === 'N10')?.overstacked).toBe(true);
    const mixed = retreat([{ ...D, type: 'artillery' }, enemy('A', 'L10'), friend('F', 'N10'), friend('G', 'N10', 'cavalry')]);
    expect(mixed.options.find((o) => o.path.join(' ') === 'N10')?.overstacked).toBe(false);
  });

  it('Special Effects to Combat 2: a town hex entered costs one step, once', () => {
    const board = g77Board({ units: [D, enemy('A', 'L10')], terrain: clearAround('M10', 3, { N10: { terrain: ['town'] }, O10: { terrain: ['town'] } }) });
    const r = retreat([], ['A'], board);
    expect(Object.fromEntries(r.options.map((o) => [o.path.join(' '), o.stepsLost]))).toEqual({ N10: 1, 'N10 N11': 1, 'N10 O10': 1, 'N10 O9': 1 });
    expect(rules(r)).toContain('Special Effects to Combat 2');
    const lastStep: Board = { ...board, units: board.units.map((u) => (u.id === 'D' ? { ...u, steps: { left: 1, full: 2 } } : u)) };
    expect(rules(retreat([], ['A'], lastStep))).toContain('Casualties 4');
    const beyond = retreat([], ['A'], g77Board({ units: [D, enemy('A', 'L10')], terrain: clearAround('M10', 3, { O10: { terrain: ['town'] } }) }));
    expect(Object.fromEntries(beyond.options.map((o) => [o.path.join(' '), o.stepsLost]))).toEqual({ N10: 0, 'N10 N11': 0, 'N10 O10': 1, 'N10 O9': 0 });
  });

  it('Voluntary Retreat 1 with Special Effects to Combat 2: a retreat the owner chooses pays nothing for town, asks nothing about towns, and offers no "may stay"', () => {
    const board = g77Board({ units: [D, enemy('A', 'L10')], terrain: clearAround('M10', 3, { M10: { terrain: ['town'] }, N10: { terrain: ['town'] } }) });
    const forced = g77Retreat(retreatRequest(board, 'D', ['A']), null);
    const chosen = g77Retreat({ ...retreatRequest(board, 'D', ['A']), voluntary: true }, null);
    expect(forced.options.every((o) => o.stepsLost === 1)).toBe(true);
    expect(forced.mayStay).not.toBeNull();
    expect(chosen.options.map((o) => o.path.join(' '))).toEqual(forced.options.map((o) => o.path.join(' ')));
    expect(chosen.options.every((o) => o.stepsLost === 0)).toBe(true);
    expect(chosen.options[0]?.steps.find((s) => s.rule?.rule === 'Special Effects to Combat 2')?.text).toMatch(/voluntary, so it costs nothing/);
    expect(chosen.mayStay).toBeNull();
    expect(chosen.problems.map((p) => p.rule?.rule)).toContain('Voluntary Retreat 1');
    // Any adjacent enemy may advance after a voluntary retreat (Advance 1a), not only those that fought.
    expect(chosen.options[0]?.steps.find((s) => s.rule?.rule === 'Advance 1')?.text).toMatch(/any enemy unit next to it/);
    const unknown = g77Board({ units: [D, enemy('A', 'L10')], terrain: clearAround('M10', 1) });
    expect(g77Retreat({ ...retreatRequest(unknown, 'D', ['A']), voluntary: true }, null).questions.some((q) => q.id.startsWith('town:'))).toBe(false);
  });

  it('Breastworks 6: a retreat in the build turn restarts the construction', () => {
    const r = retreat([{ ...D, status: { breastworks: 'building' } }, enemy('A', 'L10')]);
    expect(r.options.every((o) => o.steps.some((s) => s.rule?.rule === 'Breastworks 6'))).toBe(true);
    expect(retreat([D, enemy('A', 'L10')]).options.some((o) => o.steps.some((s) => s.rule?.rule === 'Breastworks 6'))).toBe(false);
  });

  it('Advance 1: a closing step names who may advance into the hex left', () => {
    const r = retreat([D, enemy('A', 'L10'), enemy('B', 'M9')], ['A']);
    const advance = r.options[0]?.steps.find((s) => s.rule?.rule === 'Advance 1');
    // Forced by a result: only A, which fought D (Advance 1b); B did not.
    expect(advance?.text).toContain('may advance into it: A (L10) (or units');
    expect(advance?.text).not.toContain('B (M9)');
    const chosen = g77Retreat({ ...retreatRequest(retreatBoard([D, enemy('A', 'L10'), enemy('B', 'M9')], 'M10'), 'D', ['A']), voluntary: true }, null);
    expect(chosen.options[0]?.steps.find((s) => s.rule?.rule === 'Advance 1')?.text).toContain('A (L10) and B (M9)');
  });

  it('no retreat: the seed gives no cost, so it asks; in woods it simply stays', () => {
    const r = retreat([D, enemy('A', 'L10'), enemy('B', 'N10')]);
    expect(r.options).toEqual([]);
    expect(r.noRetreat?.stepsLost).toBe(0);
    expect(r.questions.map((q) => q.id)).toEqual(['no-retreat:D']);
    expect(rejected(r)).toEqual({ L10: 'Movement 4', N10: 'Movement 4', L11: 'Retreat 2', M9: 'Retreat 2', M11: 'Retreat 2', N9: 'Retreat 2' });
    const woods = retreat([], ['A'], g77Board({ units: [D, enemy('A', 'L10'), enemy('B', 'N10')], terrain: clearAround('M10', 3, { M10: { terrain: ['woods'] } }) }));
    expect(woods.questions).toEqual([]);
    expect(woods.noRetreat?.steps.map((s) => s.rule?.rule)).toContain('Retreat Restrictions 3');
  });

  it('reports unreadable input as problems, never throwing', () => {
    const board = retreatBoard([D, enemy('A', 'L10'), { id: 'H', side: 'union', type: 'headquarters', hex: 'M11' }], 'M10');
    const unknown = g77Retreat(retreatRequest(board, 'nobody', ['A']), null);
    expect(unknown.problems.map((p) => p.severity)).toEqual(['input']);
    const offMap: Board = { ...board, units: board.units.map((u) => (u.id === 'D' ? { ...u, location: { kind: 'off-map', why: 'exited' } } : u)) };
    expect(g77Retreat(retreatRequest(offMap, 'D', ['A']), null).problems.map((p) => p.severity)).toEqual(['input']);
    expect(g77Retreat(retreatRequest(board, 'H', ['A']), null).problems.map((p) => p.severity)).toEqual(['input']);
    expect(g77Retreat(retreatRequest(board, 'D', ['ghost']), null).problems.map((p) => p.severity)).toEqual(['input']);
    const alone = g77Retreat(retreatRequest(retreatBoard([D], 'M10'), 'D', []), null);
    expect(alone.problems.map((p) => p.severity)).toEqual(['input']);
    expect(alone.options).toEqual([]);
  });

  it('is the retreat of the gettysburg-77 module, and every step it writes opens a rules entry', () => {
    expect(gameModule('gettysburg-77').retreat).toBe(g77Retreat);
    const results = [
      retreat([D, enemy('A', 'L10'), enemy('B', 'M9'), friend('F', 'N10'), friend('G', 'N10')]),
      retreat([{ ...D, status: { breastworks: 'building' } }, enemy('A', 'L10'), enemy('C', 'O10')]),
      retreat([D, enemy('A', 'L10'), enemy('B', 'N10')]),
      g77Retreat(retreatRequest(retreatBoard([{ ...D, hex: 'B5' }, enemy('A', 'C5')], 'B5'), 'D', ['A']), null),
    ];
    const refs = results.flatMap((r) => [
      ...r.options.flatMap((o) => o.steps.map((s) => s.rule)),
      ...r.rejected.map((h) => h.rule),
      ...(r.noRetreat?.steps.map((s) => s.rule) ?? []),
      ...r.questions.map((q) => q.rule),
    ]);
    for (const ref of refs) expect(ref && entryForRule(ref)?.game, ref?.rule).toBe('gettysburg-77');
  });
});
