import { describe, expect, it } from 'vitest';
import {
  LAST_IMPULSE,
  nextImpulse,
  scenarioStart,
  type ContinueRoll,
  type ImpulseAction,
  type ImpulseMove,
  type ImpulseState,
} from '../../src/engine/games/they-met/impulse-track.js';
import { TM_ERRATA } from '../../src/engine/games/they-met/rule.js';

function go(state: ImpulseState, action: ImpulseAction, roll?: ContinueRoll): ImpulseState {
  const m = nextImpulse(state, action, roll);
  if (!m.ok) throw new Error(m.error);
  return m.state;
}

const refused = (m: ImpulseMove): string => (m.ok ? 'accepted' : m.error);

describe('They Met impulse track (additions 2 and 3, Q&A 7)', () => {
  it('starts on the CSA impulse 0', () => {
    expect(scenarioStart()).toEqual({ impulse: 0, sideToAct: 'confederate', lastActionPass: false, ended: null });
  });

  it('a worked sequence from impulse 0 to the end of the phase', () => {
    const seen: string[] = [];
    let s = scenarioStart();
    const play = (action: ImpulseAction, roll?: ContinueRoll) => {
      const m = nextImpulse(s, action, roll);
      if (!m.ok) throw new Error(m.error);
      s = m.state;
      seen.push(`${s.sideToAct === 'confederate' ? 'CSA' : 'USA'} ${s.impulse}${s.ended ? ` ended:${s.ended}` : ''}`);
      expect(m.reasons.length).toBeGreaterThan(0);
      expect(m.reasons.some((r) => r.rule?.document === TM_ERRATA)).toBe(true);
    };
    play('act'); // CSA 0 → USA 1, no roll
    play('act'); // USA 1 → CSA 1
    play('act', 'continues'); // CSA 1 → USA 2
    play('pass'); // USA passes on 2
    play('act', 'continues'); // CSA acts: the phase goes on
    play('act'); // USA 3
    play('act', 'ends'); // the roll ends it
    expect(seen).toEqual(['USA 1', 'CSA 1', 'USA 2', 'CSA 2', 'USA 3', 'CSA 3', 'CSA 3 ended:roll']);
    expect(refused(nextImpulse(s, 'act'))).toMatch(/already over/);
  });

  it('the marker moves only after a CSA impulse', () => {
    const usa1 = go(scenarioStart(), 'act');
    expect(usa1).toMatchObject({ impulse: 1, sideToAct: 'union' });
    expect(go(usa1, 'act')).toMatchObject({ impulse: 1, sideToAct: 'confederate' });
  });

  it('refuses a roll where none is made, and asks for one where it is', () => {
    expect(refused(nextImpulse(scenarioStart(), 'act', 'continues'))).toMatch(/no continuation roll/);
    const usa1 = go(scenarioStart(), 'act');
    expect(refused(nextImpulse(usa1, 'act', 'continues'))).toMatch(/follows a CSA impulse/);
    const csa1 = go(usa1, 'act');
    expect(refused(nextImpulse(csa1, 'act'))).toMatch(/roll to see whether the turn continues/);
  });

  it('refuses impossible states', () => {
    expect(refused(nextImpulse({ impulse: 14, sideToAct: 'union', lastActionPass: false, ended: null }, 'act'))).toMatch(/0 to 13/);
    expect(refused(nextImpulse({ impulse: 0, sideToAct: 'union', lastActionPass: false, ended: null }, 'act'))).toMatch(/Box 0/);
  });

  it('never passes 13 (Q&A 7)', () => {
    const csa13: ImpulseState = { impulse: LAST_IMPULSE, sideToAct: 'confederate', lastActionPass: false, ended: null };
    const m = nextImpulse(csa13, 'act', 'continues');
    expect(m.ok && m.state).toEqual({ impulse: 13, sideToAct: 'union', lastActionPass: false, ended: null });
    expect(m.ok && m.reasons.map((r) => r.rule?.rule)).toContain('Questions and answers 7');
    const again = go(go(m.ok ? m.state : csa13, 'act'), 'act', 'continues');
    expect(again.impulse).toBe(13);
  });

  it('two passes in a row end the phase, whichever side passes first', () => {
    const usa1 = go(scenarioStart(), 'pass');
    expect(go(usa1, 'pass')).toMatchObject({ ended: 'two-passes' });
    const csa1 = go(go(scenarioStart(), 'act'), 'pass');
    const m = nextImpulse(csa1, 'pass');
    expect(m.ok && m.state.ended).toBe('two-passes');
    expect(m.ok && m.reasons.at(-1)?.rule?.rule).toBe('Addition 2 (rule 3.2)');
  });

  it('a pass followed by an act keeps going, and the passer may act later', () => {
    const csa1 = go(go(scenarioStart(), 'act'), 'pass'); // USA passed on 1
    const usa2 = go(csa1, 'act', 'continues');
    expect(usa2).toMatchObject({ impulse: 2, sideToAct: 'union', ended: null, lastActionPass: false });
    const csa2 = go(usa2, 'act'); // the USA player who passed acts again
    expect(csa2).toMatchObject({ impulse: 2, sideToAct: 'confederate', ended: null });
    const passed = nextImpulse(go(scenarioStart(), 'act'), 'pass');
    expect(passed.ok && passed.reasons[0]?.text).toMatch(/does not give up later impulses/);
  });
});
