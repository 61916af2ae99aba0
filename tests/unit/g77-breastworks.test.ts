import { describe, expect, it } from 'vitest';
import { canRemoveBreastworks, canStartBreastworks, isPermanentBreastworks, nextPlacementPhase, retreatDuringConstruction } from '../../src/engine/games/gettysburg-77/breastworks.js';
import { enemyRangeOfInfluence } from '../../src/engine/games/gettysburg-77/range-of-influence.js';
import { g77Board, type TestBoard, type TestUnit } from '../support/g77-battle-board.js';

const builder: TestUnit = { id: 'b', side: 'union', type: 'infantry', hex: 'Q40' };
const enemyAt = (hex: string, more: Partial<TestUnit> = {}): TestUnit => ({ id: `e-${hex}`, side: 'confederate', type: 'infantry', hex, ...more });
const board = (units: TestUnit[], more: Partial<TestBoard> = {}) => g77Board({ units, phasingSide: 'union', ...more });
const cites = (a: { steps: readonly { rule: { rule: string } | null }[] }): string[] => a.steps.map((s) => s.rule?.rule ?? '');

describe('starting breastworks', () => {
  it('an infantry unit out of enemy range, in the placement phase of its turn, may start; it may not move this turn', () => {
    const a = canStartBreastworks(board([builder, enemyAt('U40')]), 'b', 'breastwork-placement');
    expect(a.verdict).toBe('yes');
    expect(a.steps.at(-1)?.text).toContain('may not move this turn');
    expect(cites(a)).toContain('Breastworks 1A');
  });

  it('in any state of organization', () => {
    const a = canStartBreastworks(board([{ ...builder, status: { disorganized: 1, shattered: true } }]), 'b', 'breastwork-placement');
    expect(a.verdict).toBe('yes');
  });

  it('only infantry builds', () => {
    for (const type of ['cavalry', 'artillery', 'headquarters'] as const) {
      const a = canStartBreastworks(board([{ ...builder, type }]), 'b', 'breastwork-placement');
      expect(a.verdict).toBe('no');
      expect(cites(a)).toContain('Breastworks 1');
    }
  });

  it('only in the placement phase, and only on its own side’s turn', () => {
    expect(canStartBreastworks(board([builder]), 'b', 'movement').verdict).toBe('no');
    expect(canStartBreastworks(board([builder], { phasingSide: 'confederate' }), 'b', 'breastwork-placement').verdict).toBe('no');
  });

  it('not within 3 hexes of an enemy combat unit by day; 1 hex at night; a headquarters projects no range', () => {
    expect(canStartBreastworks(board([builder, enemyAt('T40')]), 'b', 'breastwork-placement').verdict).toBe('no');
    expect(canStartBreastworks(board([builder, enemyAt('T40')], { light: 'night' }), 'b', 'breastwork-placement').verdict).toBe('yes');
    expect(canStartBreastworks(board([builder, enemyAt('R40')], { light: 'night' }), 'b', 'breastwork-placement').verdict).toBe('no');
    expect(canStartBreastworks(board([builder, enemyAt('R40', { type: 'headquarters' })]), 'b', 'breastwork-placement').verdict).toBe('yes');
    const a = canStartBreastworks(board([builder, enemyAt('T40')]), 'b', 'breastwork-placement');
    expect(cites(a)).toContain('Breastworks 7');
  });

  it('undecided when the board does not say whether it is night and an enemy is 2 or 3 hexes away', () => {
    const a = canStartBreastworks(board([builder, enemyAt('S40')], { light: null }), 'b', 'breastwork-placement');
    expect(a.verdict).toBe('undecided');
    expect(a.question).toBe('Is it a night turn?');
  });

  it('not where construction is under way or breastworks already stand', () => {
    expect(canStartBreastworks(board([builder], { markers: [{ kind: 'build', hex: 'Q40' }] }), 'b', 'breastwork-placement').verdict).toBe('no');
    expect(canStartBreastworks(board([builder], { markers: [{ kind: 'breastworks', hex: 'Q40' }] }), 'b', 'breastwork-placement').verdict).toBe('no');
  });
});

describe('the optional artillery range of influence', () => {
  const gun = enemyAt('U40', { type: 'artillery' }); // 4 hexes from Q40, along column 40
  const line = ['R40', 'S40', 'T40'];
  const clear = Object.fromEntries([...line, 'U40', 'Q40'].map((h) => [h, { terrain: ['clear'], elevation: 5 }]));

  it('reaches 5 hexes when the rule is on and nothing blocks the line', () => {
    const b = board([builder, gun], { terrain: clear });
    expect(enemyRangeOfInfluence(b, 'Q40', 'union', {}).verdict).toBe('out');
    expect(enemyRangeOfInfluence(b, 'Q40', 'union', { 'artillery-range-5': true }).verdict).toBe('in');
    expect(canStartBreastworks(b, 'b', 'breastwork-placement', { 'artillery-range-5': true }).verdict).toBe('no');
  });

  it('woods, a town hex or higher ground on the line block it; unknown terrain leaves it undecided', () => {
    const rule = { 'artillery-range-5': true };
    expect(enemyRangeOfInfluence(board([builder, gun], { terrain: { ...clear, S40: { terrain: ['woods'], elevation: 5 } } }), 'Q40', 'union', rule).verdict).toBe('out');
    expect(enemyRangeOfInfluence(board([builder, gun], { terrain: { ...clear, S40: { terrain: ['clear'], elevation: 7 } } }), 'Q40', 'union', rule).verdict).toBe('out');
    const unknown = enemyRangeOfInfluence(board([builder, gun], { terrain: { ...clear, S40: { elevation: 5 } } }), 'Q40', 'union', rule);
    expect(unknown.verdict).toBe('undecided');
    expect(unknown.question).toContain('U40');
  });
});

describe('the second placement phase', () => {
  it('turns the build marker into breastworks while infantry holds the hex out of enemy range', () => {
    const a = nextPlacementPhase(board([builder], { markers: [{ kind: 'build', hex: 'Q40' }] }), 'Q40');
    expect(a.verdict).toBe('yes');
    expect(cites(a)).toContain('Breastworks 1B');
  });

  it('a unit whose status says building counts as a build marker; any infantry may finish the work', () => {
    const other: TestUnit = { id: 'o', side: 'union', type: 'infantry', hex: 'Q40', status: { breastworks: 'building' } };
    expect(nextPlacementPhase(board([other]), 'Q40').verdict).toBe('yes');
  });

  it('waits inside an enemy range of influence, and fails with no infantry in the hex', () => {
    expect(nextPlacementPhase(board([builder, enemyAt('S40')], { markers: [{ kind: 'build', hex: 'Q40' }] }), 'Q40').verdict).toBe('no');
    expect(nextPlacementPhase(board([{ ...builder, type: 'artillery' }], { markers: [{ kind: 'build', hex: 'Q40' }] }), 'Q40').verdict).toBe('no');
    expect(nextPlacementPhase(board([builder]), 'Q40').verdict).toBe('no');
  });
});

describe('permanence, retreat and removal', () => {
  it('town and sunken-road hexes are permanent breastworks; unknown terrain is not guessed', () => {
    expect(isPermanentBreastworks(board([builder]), 'Q36').permanent).toBe(true);
    expect(isPermanentBreastworks(board([builder], { terrain: { O38: { terrain: ['town'] } } }), 'O38').permanent).toBe(true);
    expect(isPermanentBreastworks(board([builder], { terrain: { Q40: { terrain: ['woods'] } } }), 'Q40').permanent).toBe(false);
    expect(isPermanentBreastworks(board([builder]), 'Q40').permanent).toBeNull();
  });

  it('a retreat in the build turn starts the work over; in the second turn the breastworks stand', () => {
    expect(retreatDuringConstruction('build').outcome).toBe('start-over');
    expect(retreatDuringConstruction('breastworks').outcome).toBe('emplaced');
    expect(retreatDuringConstruction('build').steps[0]?.rule?.rule).toBe('Breastworks 6');
  });

  it('any unit ending its movement phase in a breastworks hex may remove them, but not a town or sunken road', () => {
    const enemyInWorks = enemyAt('Q40');
    const works = { markers: [{ kind: 'breastworks' as const, hex: 'Q40' }], terrain: { Q40: { terrain: ['clear'] } } };
    expect(canRemoveBreastworks(board([enemyInWorks], works), 'e-Q40', 'movement').verdict).toBe('yes');
    expect(canRemoveBreastworks(board([enemyInWorks], works), 'e-Q40', 'combat').verdict).toBe('no');
    expect(canRemoveBreastworks(board([enemyInWorks]), 'e-Q40', 'movement').verdict).toBe('no');
    expect(canRemoveBreastworks(board([enemyAt('Q36')], { markers: [{ kind: 'breastworks', hex: 'Q36' }] }), 'e-Q36', 'movement').verdict).toBe('no');
  });
});
