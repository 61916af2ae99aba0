import { describe, expect, it } from 'vitest';
import type { VpTally } from '../../src/engine/core/victory.js';
import { G77_TIED, g77Standing, vpForImmediateWin } from '../../src/engine/games/gettysburg-77/victory/g77-standing.js';
import { G77_CHECK_TURNS, G77_LAST_TURN, g77Moment, g77Turn, isVictoryCheck, rowMoment } from '../../src/engine/games/gettysburg-77/victory/time-record.js';
import { row, testBoard } from '../support/ledger-rows.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const SEED = readSeed('002_581d685a3c63a356.txt');
const t = (union: number, confederate: number): VpTally => ({ union, confederate, items: [], undecided: [] });
const endOf = (turn: number) => row(turn, 'confederate', null);

describe('Gettysburg (1977) time record', () => {
  itWithShared('runs July 1 from 7 AM, then 5 AM to 8 PM with a night turn after July 1 and July 2', () => {
    expect(SEED).toMatch(/4 PM\t5 PM\t6 PM\t7 PM\t8 PM\tNight\tNight/);
    expect(SEED).toContain('7 a.m. and July 1 space');
    expect(SEED).toContain('includes two night periods');
    expect(g77Moment(1)).toEqual({ turn: 1, day: 1, hour: 7 });
    expect(g77Moment(14)).toEqual({ turn: 14, day: 1, hour: 20 });
    expect(g77Moment(15)).toEqual({ turn: 15, day: 1, hour: null });
    expect(g77Moment(16)).toEqual({ turn: 16, day: 2, hour: 5 });
    expect(g77Moment(32)).toEqual({ turn: 32, day: 2, hour: null });
    expect(g77Moment(G77_LAST_TURN)).toEqual({ turn: 48, day: 3, hour: 20 });
    expect([g77Moment(0), g77Moment(49)]).toEqual([null, null]);
    for (let turn = 1; turn <= G77_LAST_TURN; turn++) {
      const m = g77Moment(turn);
      expect(m && g77Turn(m.day, m.hour)).toBe(turn);
    }
    expect(g77Turn(1, 6)).toBeNull();
    expect(g77Turn(3, null)).toBeNull();
  });

  itWithShared('places a victory check at the end of 8 PM each day, after the Confederate player-turn', () => {
    expect(SEED).toContain('last daylight turn of each day');
    expect(G77_CHECK_TURNS).toEqual([14, 31, 48]);
    expect(isVictoryCheck(g77Moment(14), 'confederate')).toBe(true);
    expect(isVictoryCheck(g77Moment(14), 'union')).toBe(false);
    expect(isVictoryCheck(g77Moment(13), 'confederate')).toBe(false);
    expect(isVictoryCheck(g77Moment(15), 'confederate')).toBe(false);
  });

  it('reads a row’s time from its board before its turn number', () => {
    const board = (time: Record<string, unknown>) => testBoard('gettysburg-77', [], { time });
    expect(rowMoment(row(0, 'union', board({ day: 'July 2', hour: '8 PM' })))?.turn).toBe(31);
    expect(rowMoment(row(0, 'union', board({ day: 'July 1', hour: '12 Noon' })))?.turn).toBe(6);
    expect(rowMoment(row(0, 'union', board({ day: 'July 1', hour: null, light: 'night' })))?.turn).toBe(15);
    expect(rowMoment(row(3, 'union', board({ day: 'July 9', hour: '8 PM' })))?.turn).toBe(3);
    expect(rowMoment(row(0, 'union', null))).toBeNull();
  });
});

describe('Gettysburg (1977) victory check', () => {
  itWithShared('wins at once with twice the other side’s VP and at least 30, both boundaries exact', () => {
    expect(SEED).toContain('2 to 1 or greater ratio');
    expect(SEED).toContain('minimum victory point total of 30');
    expect(g77Standing(t(30, 15), endOf(14)).level).toBe('Union wins');
    expect(g77Standing(t(30, 16), endOf(14)).level).toBe('play goes on');
    expect(g77Standing(t(29, 0), endOf(14)).level).toBe('play goes on');
    expect(g77Standing(t(30, 0), endOf(31)).level).toBe('Union wins');
    expect(g77Standing(t(20, 40), endOf(31)).level).toBe('Confederate wins');
    expect(g77Standing(t(21, 41), endOf(31)).level).toBe('play goes on');
    expect(g77Standing(t(-3, 30), endOf(14)).level).toBe('Confederate wins');
  });

  it('goes on between checks, saying what each side needs for an immediate win', () => {
    const s = g77Standing(t(30, 15), row(14, 'union', null));
    expect(s.level).toBe('play goes on');
    expect(s.ratio).toBe('30:15');
    expect(s.toChange[0]).toMatch(/^The Union has twice .* end of July 1, 8 PM/);
    expect(s.toChange[1]).toMatch(/^45 more Confederate VP \(60 in all/);
    expect(vpForImmediateWin(10)).toBe(30);
    expect(vpForImmediateWin(16)).toBe(32);
    const night = g77Standing(t(12, 20), endOf(15));
    expect(night.steps.map((x) => x.text).join(' ')).toContain('the next is at the end of July 2, 8 PM');
    expect(night.toChange).toEqual([
      '28 more Union VP (40 in all: twice the other side\'s 20 and at least 30) would win at the end of July 2, 8 PM.',
      '10 more Confederate VP (30 in all: twice the other side\'s 12 and at least 30) would win at the end of July 2, 8 PM.',
    ]);
  });

  itWithShared('after the last day gives the game to the side with more VP, and says a tie has no winner', () => {
    expect(SEED).toContain('most V.P. is the winner');
    expect(g77Standing(t(25, 24), endOf(48)).level).toBe('Union wins');
    expect(g77Standing(t(24, 25), endOf(48)).level).toBe('Confederate wins');
    expect(g77Standing(t(40, 20), endOf(48)).steps.at(-1)?.text).toMatch(/wins at once/);
    const tie = g77Standing(t(24, 24), endOf(48));
    expect(tie.level).toBe(G77_TIED);
    expect(tie.toChange).toEqual([]);
    const lastDay = g77Standing(t(25, 24), endOf(47));
    expect(lastDay.level).toBe('play goes on');
    expect(lastDay.toChange.at(-1)).toMatch(/Union would win on more VP after the last day \(leading by 1\)/);
  });

  it('answers without a row as play going on', () => {
    const s = g77Standing(t(45, 0), null);
    expect(s.level).toBe('play goes on');
    expect(s.steps.some((x) => x.rule?.rule === 'Victory Conditions: victory check')).toBe(true);
  });
});
