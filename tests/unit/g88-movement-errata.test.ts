import { describe, expect, it } from 'vitest';
import { G88_ERRATA } from '../../src/engine/games/gettysburg-88/movement/errata.js';
import { movePath } from '../../src/engine/games/gettysburg-88/movement/move-path.js';
import { g88Board, settingsWith } from '../fixtures/g88-movement.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const seed = readSeed('000_884c94f15e643813.txt');
const pegram = G88_ERRATA.find((e) => e.id === 'battle-manual-combat-example-2-pegram');

describe("Gettysburg '88 clarification 11: Pegram's move in the Battle Manual's combat example 2", () => {
  itWithShared('is kept as data with its citation and the seed’s two figures', () => {
    expect(pegram).toMatchObject({ unit: 'Pegram', printed: 4.5, corrected: 3.5, source: { game: 'gettysburg-88', rule: 'clarification 11' } });
    expect(pegram?.printedIn).toMatchObject({ page: 20, rule: '8b2' });
    expect(seed).toContain('Battle Manual, page 20');
    expect(seed).toContain('Rule 8b2, COMBAT EXAMPLE 2');
    expect(seed).toContain('3 1/2 movement factors, not 4 1/2');
  });

  /*
   * What this verifies: with MADE-UP TEST COSTS (road 1/2, clear 1) and a MADE-UP road network, a
   * seven-hex path on which the road is left twice inside a hex (at G9 and at G8, the clarification 9
   * situation) costs 3 1/2, and charging those two hexes off the road instead (1 each) would give 4 1/2:
   * the pair of figures of clarification 11, each bend making exactly half a factor of difference.
   *
   * What it does not verify: Pegram's real path, the real map, or the real costs. The seeds give none of
   * them, so this cannot show that the Battle Manual's error was this one; it shows the engine applies
   * the reading of clarification 9 that yields the lower figure. Enter the Battle Manual's costs and map in
   * the settings and run the example's path to check the real thing.
   */
  it('with made-up costs, a path bending off the road inside two hexes costs the lower figure', () => {
    const board = g88Board([{ id: 'pegram', hex: 'G14' }]);
    const path = ['G14', 'G13', 'G12', 'G11', 'G10', 'G9', 'G8', 'G7'];
    const roads = [
      ['G14', 'G13', 'G12', 'G11', 'G10', 'G9', 'H8'], // turns off inside G9
      ['F9', 'G9', 'G8', 'H7'], // comes into G9 from F9, turns off inside G8
      ['F8', 'G8', 'G7', 'G6'],
    ];
    const a = movePath(board, 'pegram', path, settingsWith({ map: { roads } }));
    expect(a.cost).toBe(pegram?.corrected);
    expect(a.steps.map((s) => s.cost)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    const bends = a.steps.filter((s) => s.parts.some((p) => p.rule?.rule === 'clarification 9')).map((s) => s.hex);
    expect(bends).toEqual(['G8', 'G7']);
    // Each bend is worth exactly half a factor (clear 1 − road 1/2); both together make the printed figure.
    const clear = 1;
    const road = 0.5;
    expect((a.cost ?? 0) + bends.length * (clear - road)).toBe(pegram?.printed);

    // The control: when the third road does not cross G8–G7, G7 is entered off the road and the engine charges it.
    const without = movePath(board, 'pegram', path, settingsWith({ map: { roads: roads.slice(0, 2) } }));
    expect(without.cost).toBe(4);
    expect(without.steps.at(-1)).toMatchObject({ hex: 'G7', road: false, cost: 1 });
  });
});
