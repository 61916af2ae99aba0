import { describe, expect, it } from 'vitest';
import { movePath } from '../../src/engine/games/gettysburg-88/movement/move-path.js';
import { UNCONFIRMED_SETTINGS } from '../../src/engine/games/gettysburg-88/movement/movement-settings.js';
import { g88Board, settingsWith } from '../fixtures/g88-movement.js';

// Every cost below is from MADE_UP_TEST_COSTS (road 1/2, clear 1, woods 2, orchard 1 1/2, stream +1,
// bridge +0, stacking limit 2): what is checked is how the rules combine figures, not the figures.
const costs = settingsWith();
const rules = (a: ReturnType<typeof movePath>): string[] => a.problems.map((p) => p.rule?.rule ?? '');
const stepCosts = (a: ReturnType<typeof movePath>): (number | null)[] => a.steps.map((s) => s.cost);
const settingsNamed = (a: ReturnType<typeof movePath>): string[] => a.needs.map((n) => n.setting);

describe("Gettysburg '88 movement: figures the user has not confirmed", () => {
  const board = g88Board([{ id: 'u', hex: 'M13' }], { M12: { terrain: ['clear'] }, M11: { terrain: ['woods'] } });

  it('answers with the figures it needs, never a number, when there are no settings', () => {
    const a = movePath(board, 'u', ['M13', 'M12', 'M11'], null);
    expect(a.cost).toBeNull();
    expect(a.legal).toBeNull();
    expect(stepCosts(a)).toEqual([null, null]);
    expect(settingsNamed(a)).toEqual(['costs.clear', 'costs.terrain.woods']);
  });

  it('asks only for what the path uses, and asks for the terrain of a hex nothing describes', () => {
    const onlyClear = settingsWith({ costs: { terrain: {} } });
    expect(movePath(board, 'u', ['M13', 'M12'], onlyClear).cost).toBe(1);
    const a = movePath(board, 'u', ['M13', 'M12', 'M11'], onlyClear);
    expect(a.cost).toBeNull();
    expect(settingsNamed(a)).toEqual(['costs.terrain.woods']);
    const unmarked = movePath(board, 'u', ['M13', 'M14'], settingsWith({ top: { unmarkedHexes: 'ask' } }));
    expect(unmarked.cost).toBeNull();
    expect(a.needs[0]?.question).toMatch(/woods/);
    expect(unmarked.needs).toEqual([expect.objectContaining({ setting: 'unmarkedHexes', question: expect.stringMatching(/What terrain is M14\?/) })]);
  });

  it('an unconfirmed settings object is the same as none', () => {
    expect(settingsNamed(movePath(board, 'u', ['M13', 'M12'], UNCONFIRMED_SETTINGS))).toEqual(['costs.clear']);
  });
});

describe("Gettysburg '88 movement: terrain", () => {
  it('prices each hex entered by its terrain, clear when the board gives none and the settings say so', () => {
    const board = g88Board([{ id: 'u', hex: 'M13' }], { M12: { terrain: ['woods'] } });
    const a = movePath(board, 'u', ['M13', 'M12', 'M11', 'M10'], costs);
    expect(stepCosts(a)).toEqual([2, 1, 1]);
    expect(a.cost).toBe(4);
    expect(a.legal).toBe(true);
    expect(a.steps[0]?.parts[0]?.rule?.document).toMatch(/made-up test costs/);
  });

  it('a hex of two terrains costs the highest or the sum, as confirmed, or asks which', () => {
    const board = g88Board([{ id: 'u', hex: 'M13' }], { M12: { terrain: ['Woods', 'orchard'] } });
    expect(movePath(board, 'u', ['M13', 'M12'], costs).cost).toBe(2);
    expect(movePath(board, 'u', ['M13', 'M12'], settingsWith({ costs: { combine: 'sum' } })).cost).toBe(3.5);
    const open = movePath(board, 'u', ['M13', 'M12'], settingsWith({ costs: { combine: null } }));
    expect(open.cost).toBeNull();
    expect(settingsNamed(open)).toEqual(['costs.combine']);
  });

  it('clarification 2: one extra factor to enter the rough hills E6, F5 and F6, from the map data', () => {
    const board = g88Board([{ id: 'u', hex: 'F7' }, { id: 'v', hex: 'E7' }]);
    // F6 is a rough hill only: clear 1 + 1. E6 is a wooded rough hill (clarification 19): woods 2 + 1.
    const f6 = movePath(board, 'u', ['F7', 'F6'], costs);
    const e6 = movePath(board, 'v', ['E7', 'E6'], costs);
    expect([f6.cost, e6.cost]).toEqual([2, 3]);
    expect(f6.steps[0]?.parts.map((p) => p.rule?.rule)).toContain('clarification 2');
    // Along a road the extra factor still applies.
    const road = movePath(board, 'u', ['F7', 'F6'], settingsWith({ map: { roads: [['F7', 'F6']] } }));
    expect(road.cost).toBe(1.5);
  });

  it('a terrain the settings forbid to a unit type makes the move illegal', () => {
    const board = g88Board([{ id: 'gun', hex: 'M13', type: 'artillery' }], { M12: { terrain: ['woods'] } });
    const a = movePath(board, 'gun', ['M13', 'M12'], settingsWith({ costs: { byUnitType: { artillery: { terrain: { woods: 'prohibited' } } } } }));
    expect(a.legal).toBe(false);
    expect(a.cost).toBeNull();
    expect(a.problems[0]?.text).toMatch(/may not enter M12: woods/);
  });
});

describe("Gettysburg '88 movement: roads", () => {
  const board = g88Board([{ id: 'u', hex: 'M13' }], { M12: { road: true }, M11: { terrain: ['road', 'woods'] }, M10: { road: true } });

  it('a hex entered across a hexside a listed road crosses costs the road rate', () => {
    const a = movePath(board, 'u', ['M13', 'M12', 'M11', 'M10'], settingsWith({ map: { roads: [['M13', 'M12', 'M11', 'M10']] } }));
    expect(stepCosts(a)).toEqual([0.5, 0.5, 0.5]);
    expect(a.steps.every((s) => s.road === true)).toBe(true);
  });

  it('road hexes from the board: joined only when the settings say so, otherwise asked about', () => {
    const joinedSettings = settingsWith({ map: { roadsBetweenRoadHexes: true } });
    // M13 has no road, so M12 is entered off the road; from M12, M11 and M10 are road hexes joined by the setting.
    expect(stepCosts(movePath(board, 'u', ['M13', 'M12'], joinedSettings))).toEqual([1]);
    const fromRoad = g88Board([{ id: 'w', hex: 'M12' }], { M12: { road: true }, M11: { terrain: ['road', 'woods'] }, M10: { road: true } });
    expect(stepCosts(movePath(fromRoad, 'w', ['M12', 'M11', 'M10'], joinedSettings))).toEqual([0.5, 0.5]);
    const asked = movePath(board, 'u', ['M13', 'M12', 'M11'], costs);
    expect(asked.cost).toBeNull();
    expect(asked.needs).toEqual([expect.objectContaining({ setting: 'map.roads', question: expect.stringMatching(/M11–M12|M12–M11/) })]);
  });

  it('with the roads listed, two road hexes on different roads are not joined', () => {
    const a = movePath(board, 'u', ['M13', 'M12', 'M11'], settingsWith({ map: { roads: [['L12', 'M12'], ['M11', 'M10']] } }));
    expect(stepCosts(a)).toEqual([1, 2]);
  });

  it('after a hex entered off the road, the road rate comes back only if the settings say it does', () => {
    const roads = { roads: [['M12', 'M11'], ['M10', 'M9']] };
    const path = ['M13', 'M12', 'M11', 'M10', 'M9'];
    // M13 to M12 off the road: later road hexes pay their terrain (woods 2 at M11, clear 1 at M10 and M9).
    expect(stepCosts(movePath(board, 'u', path, settingsWith({ map: roads })))).toEqual([1, 2, 1, 1]);
    expect(stepCosts(movePath(board, 'u', path, settingsWith({ map: roads, costs: { roadRateResumes: true } })))).toEqual([1, 0.5, 1, 0.5]);
    const open = movePath(board, 'u', path, settingsWith({ map: roads, costs: { roadRateResumes: null } }));
    expect(open.cost).toBeNull();
    expect(settingsNamed(open)).toEqual(['costs.roadRateResumes']);
  });
});

// An enemy combat unit at O10: its zone of control is P10, P9, O9, N9, N10 and O11.
describe("Gettysburg '88 movement: enemy zones of control", () => {
  const enemy = { id: 'enemy', side: 'union' as const, hex: 'O10' };

  it('clarification 1: no road rate into an enemy zone of control', () => {
    const board = g88Board([{ id: 'u', hex: 'N11' }, enemy]);
    const a = movePath(board, 'u', ['N11', 'N10'], settingsWith({ map: { roads: [['N11', 'N10']] } }));
    expect(a.cost).toBe(1);
    expect(a.steps[0]).toMatchObject({ road: false, enemyZoc: true });
    expect(a.steps[0]?.parts.map((p) => p.rule?.rule)).toContain('clarification 1');
  });

  it('clarification 1: but may be used to leave one', () => {
    const board = g88Board([{ id: 'u', hex: 'N10' }, enemy]);
    const a = movePath(board, 'u', ['N10', 'M10', 'M9'], settingsWith({ map: { roads: [['N10', 'M10', 'M9']] } }));
    expect(stepCosts(a)).toEqual([0.5, 0.5]);
    expect(a.legal).toBe(true);
  });

  it('clarification 3: zones of control do not lock, but no move straight from one into another', () => {
    const board = g88Board([{ id: 'u', hex: 'N11' }, enemy]);
    const through = movePath(board, 'u', ['N11', 'N10', 'M10'], costs);
    expect(through.legal).toBe(true);
    const across = movePath(board, 'u', ['N11', 'N10', 'N9'], costs);
    expect(across.legal).toBe(false);
    expect(across.cost).toBe(2);
    expect(rules(across)).toEqual(['clarification 3']);
    expect(across.problems[0]?.hex).toBe('N9');
  });

  it('clarification 1: an enemy zone of control cancels a bridge over a stream', () => {
    const map = { streams: [['N11', 'N10'], ['N10', 'M10']], bridges: [['N11', 'N10'], ['N10', 'M10']] };
    const clearOfEnemy = g88Board([{ id: 'u', hex: 'N11' }]);
    expect(movePath(clearOfEnemy, 'u', ['N11', 'N10'], settingsWith({ map })).cost).toBe(1);
    const board = g88Board([{ id: 'u', hex: 'N11' }, enemy]);
    const cancelled = movePath(board, 'u', ['N11', 'N10'], settingsWith({ map }));
    expect(cancelled.cost).toBe(2);
    expect(cancelled.steps[0]?.parts.map((p) => p.text).join(' | ')).toMatch(/bridge at N10–N11 does not count|bridge at N11–N10 does not count/);
    const noBridge = movePath(board, 'u', ['N11', 'N10'], settingsWith({ map: { streams: map.streams } }));
    expect(noBridge.cost).toBe(2);
  });

  it('a bridge left from an enemy zone of control: the two readings of clarification 1 are a setting', () => {
    const map = { streams: [['N10', 'M10']], bridges: [['N10', 'M10']] };
    const board = g88Board([{ id: 'u', hex: 'N10' }, enemy]);
    expect(movePath(board, 'u', ['N10', 'M10'], settingsWith({ map })).cost).toBe(1);
    expect(movePath(board, 'u', ['N10', 'M10'], settingsWith({ map, zoc: { bridgeNegated: 'either-hex-in-zoc' } })).cost).toBe(2);
    const open = movePath(board, 'u', ['N10', 'M10'], settingsWith({ map, zoc: { bridgeNegated: null } }));
    expect(open.cost).toBeNull();
    expect(settingsNamed(open)).toEqual(['zoc.bridgeNegated']);
  });

  it('the zone of control is an assumption: until the user confirms it, a hex next to an enemy is a question', () => {
    const board = g88Board([{ id: 'u', hex: 'N11' }, enemy]);
    const a = movePath(board, 'u', ['N11', 'N10', 'N9'], settingsWith({ zoc: { adjacentHexes: null } }));
    expect(a.legal).toBeNull();
    expect(a.cost).toBe(2);
    expect(settingsNamed(a)).toEqual(['zoc.adjacentHexes']);
    // Away from the enemy nothing depends on it.
    expect(movePath(board, 'u', ['N11', 'N12'], settingsWith({ zoc: { adjacentHexes: null } })).legal).toBe(true);
  });

  it('a general (not a combat unit) has no zone of control; a hex held by the enemy cannot be entered', () => {
    const board = g88Board([{ id: 'u', hex: 'N11' }, { id: 'meade', side: 'union', type: 'general', hex: 'O10' }]);
    expect(movePath(board, 'u', ['N11', 'N10', 'N9'], costs).legal).toBe(true);
    const into = movePath(board, 'u', ['N11', 'O11', 'O10'], costs);
    expect(into.legal).toBe(false);
    expect(into.problems[0]?.text).toMatch(/O10 holds enemy units/);
  });

  it('clarification 10: a general may not enter an enemy zone of control', () => {
    const board = g88Board([{ id: 'heth', type: 'general', hex: 'N11' }, enemy]);
    const a = movePath(board, 'heth', ['N11', 'N10'], costs);
    expect(a.legal).toBe(false);
    expect(rules(a)).toEqual(['clarification 10']);
    expect(movePath(board, 'heth', ['N11', 'M11'], costs).legal).toBe(true);
  });
});

describe("Gettysburg '88 movement: stacking at the end only (clarification 16)", () => {
  const board = g88Board([
    { id: 'u', hex: 'M13' },
    { id: 'a', hex: 'M12' },
    { id: 'b', hex: 'M12' },
    { id: 'c', hex: 'M11' },
    { id: 'heth', type: 'general', hex: 'M11' },
  ]);

  it('passing through a full hex is allowed; ending over the limit is not', () => {
    const through = movePath(board, 'u', ['M13', 'M12', 'M11'], costs);
    expect(through.legal).toBe(true);
    expect(through.notes.map((n) => n.rule?.rule)).toContain('clarification 16');
    const ending = movePath(board, 'u', ['M13', 'M12'], costs);
    expect(ending.legal).toBe(false);
    expect(ending.problems).toEqual([expect.objectContaining({ severity: 'illegal', hex: 'M12', rule: expect.objectContaining({ rule: 'clarification 16' }) })]);
  });

  it('the limit is a setting: asked for only when the last hex holds friendly combat units', () => {
    const open = settingsWith({ top: { stackingLimit: null } });
    expect(settingsNamed(movePath(board, 'u', ['M13', 'M12'], open))).toEqual(['stackingLimit']);
    expect(movePath(board, 'u', ['M13', 'M14'], open).needs).toEqual([]);
    // The general at M11 is not counted: u and c make 2.
    expect(movePath(board, 'u', ['M13', 'M12', 'M11'], costs).problems).toEqual([]);
  });
});

describe("Gettysburg '88 movement: allowance, entry and input", () => {
  it('checks the cost against the movement factors given', () => {
    const board = g88Board([{ id: 'u', hex: 'M13' }]);
    expect(movePath(board, 'u', ['M13', 'M12', 'M11'], costs, { allowance: 2 }).legal).toBe(true);
    const over = movePath(board, 'u', ['M13', 'M12', 'M11', 'M10'], costs, { allowance: 2 });
    expect(over.legal).toBe(false);
    expect(over.problems[0]?.text).toMatch(/costs 3 movement factors, more than the 2/);
  });

  it('a reinforcement starts at its entry hex, priced as the settings say; an entry hex in enemy ZOC is blocked (clarification 7)', () => {
    const board = g88Board([{ id: 'r', notEntered: true }, { id: 'enemy', side: 'union', hex: 'O10' }]);
    const a = movePath(board, 'r', ['M13', 'M12'], costs);
    expect(a.steps.map((s) => [s.from, s.hex, s.cost])).toEqual([
      [null, 'M13', 0.5],
      ['M13', 'M12', 1],
    ]);
    expect(movePath(board, 'r', ['M13'], settingsWith({ costs: { entryHex: 'free' } })).cost).toBe(0);
    expect(settingsNamed(movePath(board, 'r', ['M13'], settingsWith({ costs: { entryHex: null } })))).toEqual(['costs.entryHex']);
    const blocked = movePath(board, 'r', ['N10', 'M10'], costs);
    expect(blocked.legal).toBe(false);
    expect(rules(blocked)).toEqual(['clarification 7']);
  });

  it('refuses a path it cannot read, saying why', () => {
    const board = g88Board([{ id: 'u', hex: 'M13' }]);
    const cases: [string, string[], RegExp][] = [
      ['nobody', ['M13', 'M12'], /No unit "nobody"/],
      ['u', ['M12', 'M11'], /must start where u stands, M13/],
      ['u', ['M13', 'M11'], /jumps from M13 to M11/],
      ['u', ['M13', 'M-12'], /"M-12" is not a Gettysburg '88 hex/],
      ['u', ['M13'], /at least two hexes/],
    ];
    for (const [unit, path, message] of cases) {
      const a = movePath(board, unit, path, costs);
      expect(a.problems).toEqual([expect.objectContaining({ severity: 'input', text: expect.stringMatching(message) })]);
      expect([a.cost, a.legal]).toEqual([null, null]);
    }
  });

  it('models only Gettysburg 88', () => {
    const board = { ...g88Board([{ id: 'u', hex: 'M13' }]), game: 'gettysburg-77' as const };
    expect(movePath(board, 'u', ['M13', 'M12'], costs).problems[0]?.text).toMatch(/only for Gettysburg '88/);
  });
});
