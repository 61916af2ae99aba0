import { describe, expect, it } from 'vitest';
import { movePath } from '../../src/engine/games/gettysburg-88/movement/move-path.js';
import { g88Board, settingsWith } from '../fixtures/g88-movement.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

/**
 * Clarification 9: the road rate is kept when the unit leaves the road only inside one hex. The seed gives
 * three paths that earn the road rate in every hex; the map is not in Adjutant's sources, so the road
 * network here is MADE UP to make each middle hex a place where the road the unit arrives on and the road
 * it leaves by are different roads (the unit must go off the road inside that hex). Costs are the made-up
 * test costs: road 1/2, clear 1.
 *
 * The model: a hex is entered along the road when a road crosses the hexside it is entered by; what the
 * unit does inside the hex it leaves does not matter. Crossing a hexside no road crosses is leaving the
 * road across a hexside (off the road in two hexes), which does not keep the rate.
 */
const seed = readSeed('000_884c94f15e643813.txt');

const EXAMPLES: { path: [string, string, string]; roads: string[][] }[] = [
  // The road from I5 turns off to H4 inside H5; the road to G6 comes into H5 from I6.
  { path: ['I5', 'H5', 'G6'], roads: [['J4', 'I5', 'H5', 'H4'], ['I6', 'H5', 'G6', 'G7']] },
  { path: ['G8', 'F7', 'E7'], roads: [['H8', 'G8', 'F7', 'F6'], ['F8', 'F7', 'E7', 'D7']] },
  { path: ['G10', 'G9', 'G8'], roads: [['G11', 'G10', 'G9', 'H8'], ['F9', 'G9', 'G8', 'G7']] },
];

describe("Gettysburg '88 clarification 9: the road rate through a hex where the road is left", () => {
  itWithShared('the three paths are the seed’s own examples', () => {
    for (const { path } of EXAMPLES) expect(seed).toContain(path.join(' to '));
  });

  for (const { path, roads } of EXAMPLES) {
    it(`${path.join(' → ')} earns the road rate for each hex`, () => {
      const board = g88Board([{ id: 'u', hex: path[0] }]);
      const a = movePath(board, 'u', path, settingsWith({ map: { roads } }));
      expect(a.steps.map((s) => [s.hex, s.road, s.cost])).toEqual([
        [path[1], true, 0.5],
        [path[2], true, 0.5],
      ]);
      expect(a.cost).toBe(1);
      // The second hex is where clarification 9 is needed, and the answer says so.
      const second = a.steps[1]?.parts ?? [];
      expect(second.find((p) => p.rule?.rule === 'clarification 9')?.text).toMatch(new RegExp(`road is left inside ${path[1]}`));
      expect(a.steps[0]?.parts.some((p) => p.rule?.rule === 'clarification 9')).toBe(false);
    });
  }

  it('one road straight through needs no clarification', () => {
    const board = g88Board([{ id: 'u', hex: 'G10' }]);
    const a = movePath(board, 'u', ['G10', 'G9', 'G8'], settingsWith({ map: { roads: [['G11', 'G10', 'G9', 'G8']] } }));
    expect(a.cost).toBe(1);
    expect(a.steps.flatMap((s) => s.parts).some((p) => p.rule?.rule === 'clarification 9')).toBe(false);
  });

  it('leaving the road across a hexside (off the road in two hexes) loses the rate', () => {
    // G5 has a road of its own, but it does not cross H5–G5: the unit is off the road in H5 and in G5.
    const board = g88Board([{ id: 'u', hex: 'I5' }]);
    const roads = [['J4', 'I5', 'H5', 'H4'], ['G4', 'G5']];
    const a = movePath(board, 'u', ['I5', 'H5', 'G5'], settingsWith({ map: { roads } }));
    expect(a.steps.map((s) => [s.hex, s.road, s.cost])).toEqual([
      ['H5', true, 0.5],
      ['G5', false, 1],
    ]);
    expect(a.steps[1]?.parts.find((p) => p.rule?.rule === 'clarification 9')?.text).toMatch(/no road crosses/);
    // Had the second road crossed H5–G5 instead, G5 would cost the road rate.
    const crossing = movePath(board, 'u', ['I5', 'H5', 'G5'], settingsWith({ map: { roads: [['J4', 'I5', 'H5', 'H4'], ['H5', 'G5', 'G4']] } }));
    expect(crossing.cost).toBe(1);
  });
});
