import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import { parseBoard } from '../../src/engine/boards.js';
import { hexGrid } from '../../src/engine/maps.js';
import { NIGHT_TURN_RULE, RALLY_MODIFIERS_RULE, rallyModifiers } from '../../src/engine/games/high-tide/rally-modifiers.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const HT = readSeed('003_f546defa9596d02a.txt');

const BOTH = { 'morale-ratings': true, 'rally-modifiers': true };

function board(time: Record<string, unknown> = {}, units: unknown[] = [], game = 'high-tide'): Board {
  const parsed = parseBoard({
    format: 'adjutant-board/1',
    game,
    time,
    units: [{ id: 'r', name: 'Routed', side: 'union', type: 'infantry', status: { routed: true }, location: { kind: 'hex', hex: game === 'high-tide' ? 'H1' : 'O38' } }, ...units],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe('High Tide additional rally modifiers: the seed says', () => {
  itWithShared('has both modifiers, tied to the optional morale ratings, and the 23-2400 night turn', () => {
    expect(HT).toContain('ADDITIONAL RALLY MODIFIERS: (add to 9.21)');
    expect(HT).toContain('If playing with the Optional Morale Ratings rule');
    expect(HT).toContain('if no enemy unit is within 5 hexes');
    expect(HT).toContain('cannot see any enemy unit');
    expect(HT).toContain('during a night turn');
    expect(HT).toContain('to the Night Game Turns rules');
    expect(HT).toContain('of the 23-2400 game turn');
  });
});

describe('rallyModifiers', () => {
  it('gives nothing unless both optional rules are on, and says why', () => {
    const b = board({ light: 'night' });
    const off = rallyModifiers(b, 'r', {}, { noEnemyWithin5Hexes: true });
    expect(off.lines).toEqual([]);
    expect(off.notes[0]?.text).toContain('off');
    const noMorale = rallyModifiers(b, 'r', { 'rally-modifiers': true }, { noEnemyWithin5Hexes: true });
    expect(noMorale.lines).toEqual([]);
    expect(noMorale.notes[0]?.text).toContain('only with the optional morale ratings');
  });

  it('High Tide has no hex grid: distance and sight are the players’ word, else asked', () => {
    expect(hexGrid('high-tide')).toBeNull();
    const asked = rallyModifiers(board(), 'r', BOTH);
    expect(asked.lines).toEqual([]);
    expect(asked.undecided.map((u) => u.id)).toEqual(['rally-no-enemy-near', 'rally-night']);

    const far = rallyModifiers(board({ light: 'day' }), 'r', BOTH, { noEnemyWithin5Hexes: true });
    expect(far.undecided).toEqual([]);
    expect(far.lines).toHaveLength(1);
    expect(far.lines[0]).toMatchObject({ id: 'rally-no-enemy-near', value: 1, optionalRule: 'rally-modifiers', rule: RALLY_MODIFIERS_RULE });
    expect(far.lines[0]?.text).toContain('optional rule');

    // Either condition is enough; one +1, not two.
    const unseen = rallyModifiers(board({ light: 'day' }), 'r', BOTH, { noEnemyWithin5Hexes: false, noEnemyInSight: true });
    expect(unseen.lines.map((l) => [l.id, l.value])).toEqual([['rally-no-enemy-near', 1]]);
    expect(unseen.lines[0]?.reason).toContain('7.39');
    const both = rallyModifiers(board({ light: 'day' }), 'r', BOTH, { noEnemyWithin5Hexes: true, noEnemyInSight: true });
    expect(both.lines).toHaveLength(1);
    const near = rallyModifiers(board({ light: 'day' }), 'r', BOTH, { noEnemyWithin5Hexes: false, noEnemyInSight: false });
    expect(near.lines).toEqual([]);
    expect(near.undecided).toEqual([]);
    const half = rallyModifiers(board({ light: 'day' }), 'r', BOTH, { noEnemyWithin5Hexes: false });
    expect(half.undecided.map((u) => u.id)).toEqual(['rally-no-enemy-near']);
    expect(half.undecided[0]?.question).toContain('see any enemy');
  });

  it('+1 on a night turn: the board’s light, the 23-2400 turn (10.5), or the players’ word', () => {
    const lit = rallyModifiers(board({ light: 'night' }), 'r', BOTH, { noEnemyWithin5Hexes: false, noEnemyInSight: false });
    expect(lit.lines.map((l) => [l.id, l.value, l.optionalRule])).toEqual([['rally-night', 1, 'rally-modifiers']]);
    const late = rallyModifiers(board({ hour: '23-2400' }), 'r', BOTH, { noEnemyWithin5Hexes: false, noEnemyInSight: false });
    expect(late.lines.map((l) => l.id)).toEqual(['rally-night']);
    expect(late.notes.some((n) => n.rule === NIGHT_TURN_RULE)).toBe(true);
    expect(rallyModifiers(board({ hour: '2300-2400' }), 'r', BOTH, { noEnemyInSight: false, noEnemyWithin5Hexes: false }).lines).toHaveLength(1);
    const day = rallyModifiers(board({ light: 'day' }), 'r', BOTH, { noEnemyInSight: false, noEnemyWithin5Hexes: false });
    expect(day.lines).toEqual([]);
    // Any other hour is not known to be day or night without the basic rules.
    expect(rallyModifiers(board({ hour: '1400' }), 'r', BOTH, { noEnemyInSight: false, noEnemyWithin5Hexes: false }).undecided.map((u) => u.id)).toEqual(['rally-night']);
    expect(rallyModifiers(board({ hour: '1400' }), 'r', BOTH, { nightTurn: true, noEnemyInSight: false, noEnemyWithin5Hexes: false }).lines).toHaveLength(1);
  });

  it('only a routed unit rallies', () => {
    const b = board({ light: 'night' }, [{ id: 'n', name: 'Steady', side: 'union', type: 'infantry', location: { kind: 'hex', hex: 'H2' } }]);
    const m = rallyModifiers(b, 'n', BOTH, { noEnemyWithin5Hexes: true });
    expect(m.lines).toEqual([]);
    expect(m.notes[0]?.text).toContain('not routed');
  });

  it('on a map with a grid the distance is measured (here Gettysburg 1977’s grid, as a stand-in)', () => {
    const grid = hexGrid('gettysburg-77');
    const enemyAt = (hex: string) => [{ id: 'e', name: 'Enemy', side: 'confederate', type: 'infantry', location: { kind: 'hex', hex } }];
    const g = (hex: string) => board({ light: 'day' }, enemyAt(hex), 'gettysburg-77');
    const o38 = grid?.parse('O38');
    const far = ['O44', 'O43', 'O32', 'O33'].find((h) => {
      const at = grid?.parse(h);
      return o38 && at && grid?.distance(o38, at) === 6;
    });
    const close = ['O43', 'O33'].find((h) => {
      const at = grid?.parse(h);
      return o38 && at && grid?.distance(o38, at) === 5;
    });
    expect(far && close).toBeTruthy();
    const away = rallyModifiers(g(far ?? ''), 'r', BOTH, { noEnemyInSight: false }, grid);
    expect(away.lines.map((l) => l.id)).toEqual(['rally-no-enemy-near']);
    expect(away.notes.some((n) => n.text.includes('6 hexes'))).toBe(true);
    const within = rallyModifiers(g(close ?? ''), 'r', BOTH, { noEnemyInSight: false }, grid);
    expect(within.lines).toEqual([]);
    expect(within.undecided).toEqual([]);
  });
});
