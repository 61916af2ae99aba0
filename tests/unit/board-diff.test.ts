import { describe, expect, it } from 'vitest';
import { diffBoards, hexGrid, type Board, type BoardDiff } from '../../src/engine/index.js';
import { testBoard, unit } from '../support/ledger-rows.js';

/**
 * diffBoards (issue 16 §1): what changed between two boards of one game. Made-up units on made-up hexes of
 * Gettysburg (1977), whose grid decides which hexes touch.
 */

const G77 = 'gettysburg-77';
const grid = hexGrid(G77);
if (!grid) throw new Error('the 1977 map has a grid');
const hexAt = (label: string): NonNullable<ReturnType<typeof grid.parse>> => {
  const h = grid.parse(label);
  if (!h) throw new Error(`no hex ${label}`);
  return h;
};
/** The hexes beside one, in the grid's own order. */
const beside = (label: string): string[] => grid.neighbors(hexAt(label)).map((n) => grid.format(n));
const [NEXT = '', OTHER_SIDE = ''] = beside('V35');
/** A hex two away from V35 and not beside NEXT: somewhere a retreat from V35 ends out of contact. */
const AWAY = beside(OTHER_SIDE).find((h) => grid.distance(hexAt(h), hexAt('V35')) === 2 && grid.distance(hexAt(h), hexAt(NEXT)) > 1) ?? '';

const board = (units: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): Board => testBoard(G77, units, extra);
const turn = (side: 'union' | 'confederate'): Record<string, unknown> => ({ time: { turn: 5, phasingSide: side } });

function diff(before: Board, after: Board): BoardDiff {
  const d = diffBoards(before, after);
  if (!d.ok) throw new Error(d.error);
  return d.value;
}

describe('what changed between two boards', () => {
  it('sets up hexes that fit the tests', () => {
    expect(grid.distance(hexAt('V35'), hexAt(NEXT))).toBe(1);
    expect(grid.distance(hexAt(AWAY), hexAt('V35'))).toBe(2);
  });

  it('says nothing changed for the same board, and gives its VP twice', () => {
    const b = board([unit('a', 'union', 'infantry', 'V35'), unit('b', 'confederate', 'infantry', 'V45')], { markers: [{ kind: 'occupation', hex: 'V35', side: 'union' }] });
    const d = diff(b, b);
    expect([d.moved, d.lost, d.regained, d.eliminated, d.arrived, d.exited, d.status, d.control, d.battles]).toEqual([[], [], [], [], [], [], [], [], []]);
    expect(d.vp).not.toBeNull();
    expect(d.vp?.before).toEqual(d.vp?.after);
  });

  it('finds each kind of change, unit by id, in the later board’s order', () => {
    const before = board([
      unit('mover', 'union', 'infantry', 'V35'),
      unit('hurt', 'union', 'infantry', 'V45', { steps: { left: 2, full: 2 } }),
      unit('mended', 'union', 'infantry', 'V47', { steps: { left: 1, full: 2 } }),
      unit('doomed', 'confederate', 'infantry', 'X20'),
      unit('late', 'confederate', 'cavalry', null),
      unit('gone', 'confederate', 'cavalry', 'A10'),
      unit('shaken', 'confederate', 'infantry', 'X30'),
      unit('steady', 'confederate', 'infantry', 'X32', { status: { disorganized: 2 } }),
      unit('vanishes', 'union', 'infantry', 'V50'),
    ]);
    const after = board([
      unit('mover', 'union', 'infantry', 'W36'),
      unit('hurt', 'union', 'infantry', 'V45', { steps: { left: 1, full: 2 } }),
      unit('mended', 'union', 'infantry', 'V47', { steps: { left: 2, full: 2 } }),
      unit('doomed', 'confederate', 'infantry', null, { location: { kind: 'off-map', why: 'eliminated' } }),
      unit('late', 'confederate', 'cavalry', 'A12'),
      unit('gone', 'confederate', 'cavalry', null, { location: { kind: 'off-map', why: 'exited' } }),
      unit('shaken', 'confederate', 'infantry', 'X30', { status: { disorganized: 1, shattered: true } }),
      unit('steady', 'confederate', 'infantry', 'X32'),
      unit('newcomer', 'union', 'cavalry', 'B10'),
    ]);
    const d = diff(before, after);
    expect(d.moved).toEqual([{ unit: 'mover', name: 'mover', from: 'V35', to: 'W36' }]);
    expect(d.lost).toEqual([{ unit: 'hurt', name: 'hurt', steps: 1 }]);
    expect(d.regained).toEqual([{ unit: 'mended', name: 'mended', steps: 1 }]);
    expect(d.eliminated).toEqual([{ unit: 'doomed', name: 'doomed' }]);
    expect(d.arrived).toEqual([
      { unit: 'late', name: 'late', at: 'A12' },
      { unit: 'newcomer', name: 'newcomer', at: 'B10' },
    ]);
    expect(d.exited).toEqual([{ unit: 'gone', name: 'gone', from: 'A10' }]);
    expect(d.status).toEqual([
      { unit: 'shaken', name: 'shaken', from: 'in good order', to: 'disorganized, shattered' },
      { unit: 'steady', name: 'steady', from: 'disorganized (second marker)', to: 'in good order' },
    ]);
    expect(d.notes.join(' ')).toMatch(/1 unit of the earlier board is not on the later one.*"vanishes"/);
  });

  it('reads markers as control: occupation changing hands, breastworks built and removed', () => {
    const before = board([], {
      markers: [
        { kind: 'occupation', hex: 'V35', side: 'union' },
        { kind: 'build', hex: 'V40' },
        { kind: 'breastworks', hex: 'V45', side: 'union' },
      ],
    });
    const after = board([], {
      markers: [
        { kind: 'occupation', hex: 'V35', side: 'confederate' },
        { kind: 'breastworks', hex: 'V40' },
        { kind: 'occupation', hex: 'W20', side: 'union' },
      ],
    });
    expect(diff(before, after).control).toEqual([
      { hex: 'V35', marker: 'occupation', from: 'union', to: 'confederate' },
      { hex: 'V40', marker: 'breastworks', from: null, to: 'present' },
      { hex: 'W20', marker: 'occupation', from: null, to: 'union' },
      { hex: 'V40', marker: 'build', from: 'present', to: null },
      { hex: 'V45', marker: 'breastworks', from: 'union', to: null },
    ]);
  });

  it('refuses boards of two games, saying so', () => {
    const other = testBoard('gettysburg-88', [unit('a', 'union', 'infantry', 'E6')]);
    const d = diffBoards(board([]), other);
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.error).toMatch(/two games \(gettysburg-77 and gettysburg-88\)/);
  });
});

describe('the battles that most likely took place', () => {
  it('an attacker moved in beside a defender that lost a step: one battle, the phasing side attacking', () => {
    const before = board([unit('reb', 'confederate', 'infantry', AWAY), unit('yank', 'union', 'infantry', 'V35'), unit('far', 'union', 'infantry', 'A10')], turn('confederate'));
    const after = board(
      [unit('reb', 'confederate', 'infantry', NEXT), unit('yank', 'union', 'infantry', 'V35', { steps: { left: 1, full: 2 } }), unit('far', 'union', 'infantry', 'A10')],
      turn('confederate'),
    );
    const d = diff(before, after);
    expect(d.battles).toEqual([
      {
        certainty: 'likely',
        attackingSide: 'confederate',
        attackers: [{ unit: 'reb', name: 'reb' }],
        defenders: [{ unit: 'yank', name: 'yank' }],
        hexes: ['V35', NEXT],
        evidence: ['yank lost 1 step'],
      },
    ]);
    expect(d.notes.join(' ')).toMatch(/likely, not certain/);
  });

  it('a defender that retreated out of contact, and an eliminated one, are battles; the phasing side moving away is not', () => {
    const before = board(
      [
        unit('reb', 'confederate', 'infantry', NEXT),
        unit('yank', 'union', 'infantry', 'V35'),
        unit('reb2', 'confederate', 'infantry', 'A10'),
        unit('yank2', 'union', 'infantry', beside('A10')[0] ?? ''),
        unit('reb3', 'confederate', 'infantry', 'N20'),
        unit('yank3', 'union', 'infantry', beside('N20')[0] ?? ''),
      ],
      turn('confederate'),
    );
    const after = board(
      [
        unit('reb', 'confederate', 'infantry', NEXT),
        unit('yank', 'union', 'infantry', AWAY),
        unit('reb2', 'confederate', 'infantry', 'A10'),
        unit('yank2', 'union', 'infantry', null, { location: { kind: 'off-map', why: 'eliminated' } }),
        unit('reb3', 'confederate', 'infantry', 'N24'),
        unit('yank3', 'union', 'infantry', beside('N20')[0] ?? ''),
      ],
      turn('confederate'),
    );
    const d = diff(before, after);
    expect(d.battles.map((b) => [b.attackers.map((u) => u.unit), b.defenders.map((u) => u.unit)])).toEqual([
      [['reb'], ['yank']],
      [['reb2'], ['yank2']],
    ]);
    expect(d.battles[0]?.evidence).toEqual([`yank retreated from V35 to ${AWAY}`]);
    expect(d.battles[1]?.evidence).toEqual(['yank2 was eliminated']);
  });

  it('without the phasing side, takes the side that suffered less as the attacker and says it is a guess', () => {
    const before = board([unit('reb', 'confederate', 'infantry', NEXT), unit('yank', 'union', 'infantry', 'V35')]);
    const after = board([unit('reb', 'confederate', 'infantry', NEXT), unit('yank', 'union', 'infantry', 'V35', { status: { disorganized: 1 } })]);
    const [battle, ...more] = diff(before, after).battles;
    expect(more).toEqual([]);
    expect(battle?.attackingSide).toBeNull();
    expect(battle?.attackers.map((u) => u.unit)).toEqual(['reb']);
    expect(battle?.evidence).toEqual(['yank became disorganized', 'Which side attacked is a guess: the boards do not say whose player-turn it was.']);
  });

  it('infers none on an area map without its adjacency list, and says so; a game without victory rules has no VP', () => {
    const area = (a: string): Record<string, unknown> => ({ id: 'x', name: 'x', side: 'union', type: 'infantry', location: { kind: 'area', area: a } });
    const d = diff(testBoard('they-met', [area('12')]), testBoard('they-met', [{ ...area('13'), steps: { left: 1, full: 2 } }]));
    expect(d.moved).toEqual([{ unit: 'x', name: 'x', from: '12', to: '13' }]);
    expect(d.battles).toEqual([]);
    expect(d.notes.join(' ')).toMatch(/No battles are inferred: .*no adjacency list was given/);
    expect(d.vp).toBeNull();
  });
});
