import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/boards.js';
import type { Board } from '../../src/engine/core/board/board.js';
import type { LedgerEvent, LedgerRow } from '../../src/engine/core/victory.js';
import { gameModule } from '../../src/engine/index.js';

// A made-up game of Cemetery Hill kept as a ledger, turn by turn.
const victory = gameModule('cemetery-hill').victory!;
const row = (turn: number, playerTurn: 'union' | 'confederate', events: LedgerEvent[] = [], board: Board | null = null): LedgerRow => ({ turn, playerTurn, board, events });
const elim = (unitId: string, side: 'union' | 'confederate', strength: number | null): LedgerEvent => ({ kind: 'eliminated', unitId, side, strength });
const exit = (unitId: string, side: 'union' | 'confederate', cavalry = true): LedgerEvent => ({ kind: 'exit', unitId, side, cavalry, strength: 2 });
const totals = (rows: LedgerRow[], settings: Record<string, unknown> = {}) => victory.tallies(rows, settings).map((t) => [t.union, t.confederate]);

describe('Cemetery Hill victory rules over a ledger', () => {
  const game: LedgerRow[] = [
    row(1, 'confederate', [elim('iron-brigade', 'union', 4), exit('jenkins', 'confederate')]),
    row(2, 'union', [elim('archer', 'confederate', 3)]),
    row(2, 'confederate'),
    row(3, 'union', [exit('buford', 'union')]),
    row(3, 'confederate', [exit('stuart', 'confederate')]),
    row(4, 'union'),
  ];

  it('scores eliminations (2 VP per Union SP, 3 per Confederate SP) and the cavalry award turn by turn', () => {
    // Turn 1 C: 4 Union SP → 8. Turn 2 U: 3 Confederate SP → 9 to the Union; Jenkins counted now: 1 against 0 → 5.
    // Turn 3 U: Buford off → 1 against 1 → nothing. Turn 4 U: Stuart counted → 2 against 1 → 5.
    expect(totals(game)).toEqual([
      [0, 8],
      [9, 13],
      [9, 13],
      [9, 13],
      [9, 13],
      [9, 18],
    ]);
    const last = victory.tallies(game, {}).at(-1)!;
    expect(last.items.map((i) => i.rule?.rule)).toEqual(['14.51', '14.52', '14.53', '14.53']);
    expect(last.undecided).toEqual([]);
  });

  it('recomputes every later tally when an early row is corrected', () => {
    const corrected = [row(1, 'confederate', [elim('iron-brigade', 'union', 5), exit('jenkins', 'confederate')]), ...game.slice(1)];
    expect(totals(corrected).map(([, c]) => c)).toEqual([10, 15, 15, 15, 15, 20]);
  });

  it('an exited unit is not eliminated; a unit is scored once; an unknown strength is asked', () => {
    const rows = [row(1, 'confederate', [exit('jenkins', 'confederate'), elim('a', 'confederate', null)]), row(2, 'union', [elim('b', 'union', 3), elim('b', 'union', 3)])];
    const t = victory.tallies(rows, {}).at(-1)!;
    expect([t.union, t.confederate]).toEqual([0, 6 + 5]);
    expect(t.undecided.map((q) => q.id)).toEqual(['strength-a', 'eliminated-twice-b']);
  });

  it('flags rows and exits that cannot happen, and does not count them', () => {
    const rows = [row(1, 'union', [exit('x', 'union')]), row(2, 'union', [exit('y', 'union', false), exit('z', 'confederate')])];
    const t = victory.tallies(rows, {}).at(-1)!;
    expect([t.union, t.confederate]).toEqual([0, 0]);
    expect(t.undecided.map((q) => q.id)).toEqual(['row-0', 'exit-not-cavalry-y', 'exit-wrong-turn-z']);
  });

  it('scores the end-of-game trace on the turn-15 board, with the edge road hexes from settings and roads from marks', () => {
    const wall = Array.from({ length: 27 }, (_, i) => ({ id: `w${i}`, name: `w${i}`, side: 'confederate', type: 'infantry', strength: { full: 2, reduced: 1 }, location: { kind: 'hex', hex: `19${String(i + 1).padStart(2, '0')}` } }));
    const parsed = parseBoard({
      format: 'adjutant-board/1',
      game: 'cemetery-hill',
      units: [{ id: 'u', name: 'XI Corps', side: 'union', type: 'infantry', strength: { full: 6, reduced: 3 }, steps: { left: 1, full: 2 }, location: { kind: 'hex', hex: '1010' } }, ...wall],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const end = [row(15, 'union'), row(15, 'confederate', [], parsed.value)];
    const settings = { edgeRoadHexes: { east: ['2110'], west: ['0105'] }, terrainMarks: { '0105': { road: true }, '2110': { road: true } } };
    const t = victory.tallies(end, settings);
    // XI Corps is reduced (3 SP) and walled off from the east: 3 VP to the Confederates. The wall traces west freely.
    expect([t[1]!.union, t[1]!.confederate]).toEqual([0, 3]);
    expect(t[1]!.items[0]?.rule?.rule).toBe('14.51');
    expect([t[0]!.union, t[0]!.confederate]).toEqual([0, 0]);
    // Without the setting the trace is a question, not a guess.
    expect(victory.tallies(end, {})[1]!.undecided.length).toBe(28);
    const standing = victory.standing(t[1]!, end[1]!)!;
    expect(standing.level).toBe('Confederate Decisive');
    expect(standing.toChange).toEqual(['2 more Union VP would make it Confederate Substantive']);
  });

  it('standing: level, ratio and what would change it', () => {
    const s = victory.standing({ union: 14, confederate: 10, items: [], undecided: [] }, row(8, 'union'))!;
    expect(s.level).toBe('Union Marginal');
    expect(s.ratio).toBe('7:5');
    expect(s.toChange).toEqual(['1 more Union VP would make it Union Substantive', '4 more Confederate VP would make it Confederate Marginal']);
  });

  it('reports a bad setting instead of throwing', () => {
    const t = victory.tallies([row(1, 'confederate')], { edgeRoadHexes: { east: ['0101'] } });
    expect(t[0]!.undecided[0]?.question).toMatch(/edgeRoadHexes\.east\[0\]/);
  });

  describe('the series ZOC (a setting the player confirms, not an assumption)', () => {
    // A Confederate wall down column 19 with a gap at 1910: whether the gap is open depends on the ZOC.
    const gapWall = Array.from({ length: 27 }, (_, i) => i + 1)
      .filter((r) => r !== 10)
      .map((r) => ({ id: `w${r}`, name: `w${r}`, side: 'confederate', type: 'infantry', strength: { full: 2, reduced: 1 }, location: { kind: 'hex', hex: `19${String(r).padStart(2, '0')}` } }));
    const parsed = parseBoard({
      format: 'adjutant-board/1',
      game: 'cemetery-hill',
      units: [{ id: 'u', name: 'XI Corps', side: 'union', type: 'infantry', strength: { full: 6, reduced: 3 }, location: { kind: 'hex', hex: '1010' } }, ...gapWall],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const end = [row(15, 'union'), row(15, 'confederate', [], parsed.value)];
    const base = { edgeRoadHexes: { east: ['2110'], west: ['0105'] }, terrainMarks: { '0105': { road: true }, '2110': { road: true } } };
    const stepTexts = (zoc: unknown): string => {
      const t = victory.tallies(end, { ...base, zocAdjacentHexes: zoc })[1]!;
      return victory.standing(t, end[1]!)!.steps.map((x) => x.text).join('\n');
    };

    it('unconfirmed (absent, as in older settings, or null): asks the ZOC question and scores no ZOC-dependent trace', () => {
      for (const settings of [base, { ...base, zocAdjacentHexes: null }]) {
        const t = victory.tallies(end, settings)[1]!;
        expect(t.undecided.map((u) => u.id)).toContain('cemetery-hill-zoc');
        expect(t.undecided.map((u) => u.id)).toContain('trace-u');
        expect(t.confederate).toBe(0);
      }
      expect(stepTexts(null)).not.toMatch(/Assumed/);
    });

    it('confirmed: scores the trace as before, citing the confirmation', () => {
      const t = victory.tallies(end, { ...base, zocAdjacentHexes: true })[1]!;
      expect([t.union, t.confederate]).toEqual([0, 6]);
      expect(t.undecided).toEqual([]);
      expect(stepTexts(true)).toMatch(/as you confirmed/);
      expect(stepTexts(true)).not.toMatch(/Assumed/);
    });

    it('said to differ: no question, and the ZOC-dependent trace is left to the player', () => {
      const t = victory.tallies(end, { ...base, zocAdjacentHexes: false })[1]!;
      expect(t.undecided.map((u) => u.id)).toEqual(['trace-u']);
      expect(t.undecided[0]?.question).toMatch(/yours to decide/);
      expect(stepTexts(false)).toMatch(/cannot judge/);
    });

    it('a value that is not true, false or null is reported by its field name', () => {
      const t = victory.tallies(end, { ...base, zocAdjacentHexes: 'yes' })[1]!;
      expect(t.undecided[0]?.question).toMatch(/zocAdjacentHexes/);
    });
  });
});
