import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import { targetDefenceAnswer } from '../../src/engine/games/gettysburg-88/artillery/artillery-answer.js';
import type { DefendingIn, SupportCheck, TargetDefence } from '../../src/engine/games/gettysburg-88/artillery/artillery-answer-types.js';
import { targetDefence } from '../../src/engine/games/gettysburg-88/artillery/target-defence.js';
import type { G88MovementSettings } from '../../src/engine/games/gettysburg-88/movement/movement-settings.js';
import { artilleryBoard, artillerySettings, reb, union, woods } from '../fixtures/g88-artillery.js';

// Every position is made up. The unit asked about is the Union unit "held" at K14.

const SEEN = artillerySettings({}, { unmarkedHexes: 'clear' });
const defence = (board: Board, defending: DefendingIn = 'regular-combat', settings: G88MovementSettings | null = SEEN): TargetDefence => targetDefence(board, 'held', settings, { defending });
function supporter(d: TargetDefence, id: string): SupportCheck {
  const s = d.supporters.find((x) => x.gun.id === id);
  if (!s) throw new Error(`no supporter ${id}`);
  return s;
}

describe('one target: the guns that may fire on it', () => {
  it('each enemy gun within double range, checked as its own answer checks it', () => {
    const board = artilleryBoard([union('held', 'K14', 'artillery'), reb('near', 'K16'), reb('hidden', 'M14'), reb('engaged', 'K12'), union('foe', 'K11', 'infantry'), reb('far', 'K19')], woods('L13', 'L14'));
    const d = defence(board, 'regular-combat', artillerySettings({ grazeBlocks: true }, { unmarkedHexes: 'clear' }));
    expect(d.firers.map((f) => [f.gun.id, f.distance, f.eligible])).toEqual([
      ['engaged', 2, false],
      ['hidden', 2, false],
      ['near', 2, true],
    ]);
    expect(d.firers.find((f) => f.gun.id === 'engaged')?.steps.map((s) => s.rule?.rule)).toContain('clarification 24');
    expect(d.firers.find((f) => f.gun.id === 'hidden')?.line).toMatchObject({ grazed: ['L14', 'L13'], blockedBy: ['L14', 'L13'], verdict: 'blocked' });
  });
});

describe('clarification 30: support at range goes only to a unit in regular combat', () => {
  const board = artilleryBoard([union('held', 'K14'), union('battery', 'K16'), reb('a', 'M14')]);

  it('a friendly gun within double range may back the unit in regular combat', () => {
    expect(supporter(defence(board), 'battery')).toMatchObject({ eligible: true, distance: 2, losesReorganization: false });
  });

  it('no gun may back a unit that is itself fired on at double range', () => {
    const s = supporter(defence(board, 'double-range'), 'battery');
    expect(s.eligible).toBe(false);
    expect(s.steps.at(-1)).toMatchObject({
      text: 'battery may not add its factor to held: a unit fired on at double range gets no support from other guns, which back only units defending in regular combat.',
      rule: { rule: 'clarification 30' },
    });
    expect(targetDefenceAnswer(defence(board, 'double-range')).summary).toBe('1 gun may fire on it; 0 guns may support it in regular combat');
  });

  it('the supporting gun gets no terrain of its own (25), and is barred when engaged (24) or at night (32)', () => {
    expect(supporter(defence(board), 'battery').steps.map((s) => s.rule?.rule)).toContain('clarification 25');
    const engaged = artilleryBoard([union('held', 'K14', 'infantry'), union('battery', 'K16'), reb('foe', 'K17', 'infantry')]);
    expect(supporter(defence(engaged), 'battery').eligible).toBe(false);
    const night = artilleryBoard([union('held', 'K14', 'infantry'), union('battery', 'K16')], {}, 'night');
    expect(supporter(defence(night), 'battery').steps.map((s) => s.rule?.rule)).toContain('clarification 32');
    expect(supporter(defence(night), 'battery').eligible).toBe(false);
  });

  it('its line of sight as the settings say: asked when not confirmed and the line is blocked', () => {
    const blocked = artilleryBoard([union('held', 'K14', 'infantry'), union('battery', 'K16')], woods('K15'));
    expect(supporter(defence(blocked), 'battery').eligible).toBe(false);
    expect(supporter(defence(blocked, 'regular-combat', artillerySettings({ supportLineOfSight: false }, { unmarkedHexes: 'clear' })), 'battery').eligible).toBe(true);
    const asked = defence(blocked, 'regular-combat', artillerySettings({ supportLineOfSight: null }, { unmarkedHexes: 'clear' }));
    expect(supporter(asked, 'battery').eligible).toBeNull();
    expect(asked.needs.map((n) => n.id)).toEqual(['artillery.supportLineOfSight']);
    // An open line settles it without the setting.
    expect(defence(board, 'regular-combat', artillerySettings({ supportLineOfSight: null }, { unmarkedHexes: 'clear' })).needs).toEqual([]);
  });
});

describe('clarification 33: a reorganizing gun that supports', () => {
  it('may support, and loses its reorganization marker for good', () => {
    const board = artilleryBoard([union('held', 'K14', 'infantry'), union('battery', 'K16', 'artillery', { reorganizing: true }), union('steady', 'M14')]);
    const d = defence(board);
    const s = supporter(d, 'battery');
    expect(s).toMatchObject({ eligible: true, losesReorganization: true });
    expect(s.steps.find((x) => x.rule?.rule === 'clarification 33')?.text).toBe('battery is reorganizing: if it supports, its reorganization marker is removed for good.');
    expect(supporter(d, 'steady').losesReorganization).toBe(false);
    expect(supporter(d, 'steady').steps.map((x) => x.rule?.rule)).not.toContain('clarification 33');
  });
});

describe('the target answer', () => {
  it('ends with clarifications 28 and 34, and asks for the double range before anything', () => {
    const board = artilleryBoard([union('held', 'K14', 'infantry'), union('battery', 'K16')]);
    expect(targetDefenceAnswer(defence(board)).steps.slice(-2).map((s) => s.rule?.rule)).toEqual(['clarification 28', 'clarification 34']);
    const a = targetDefenceAnswer(defence(board, 'regular-combat', null));
    expect(a.questions.map((q) => q.id)).toEqual(['artillery.doubleRange']);
    expect(a.value).toBeNull();
  });

  it('a general is no target', () => {
    const d = targetDefence(artilleryBoard([union('meade', 'K14', 'general')]), 'meade', SEEN);
    expect(d.refusal?.severity).toBe('refusal');
  });
});
