import { describe, expect, it } from 'vitest';
import type { Battle, BattleModifiers, BattleStatements } from '../../src/engine/core/battle.js';
import { applyChoices, modifierTotal } from '../../src/engine/core/modifier-line.js';
import { gameModule } from '../../src/engine/index.js';
import { g77Board, type TestBoard, type TestUnit } from '../support/g77-battle-board.js';

// Hexes around Q40 on the 1977 map, in order round the hex: Q41, P41, P40, Q39, R39, R40 (each next to the following one).
const DEFENDED = 'Q40';

/** Every hex of the battle known: clear ground at level 5, unless a test says otherwise. */
function known(hexes: string[], level = 5): NonNullable<TestBoard['terrain']> {
  return Object.fromEntries(hexes.map((h) => [h, { terrain: ['clear'], elevation: level }]));
}

function modifiers(units: TestUnit[], attackers: string[], defenders: string[], extra: Partial<TestBoard> = {}, stated?: BattleStatements, rules: Record<string, boolean> = {}): BattleModifiers {
  const hexes = [...new Set(units.map((u) => u.hex))];
  const board = g77Board({ units, terrain: { ...known(hexes), ...extra.terrain }, markers: extra.markers, light: extra.light });
  const battle: Battle = { board, attackers, defenders, ...(stated ? { stated } : {}) };
  const fn = gameModule('gettysburg-77').battleModifiers;
  if (!fn) throw new Error('gettysburg-77 has no battle modifiers');
  return fn(battle, rules);
}

const ids = (m: BattleModifiers): string[] => m.lines.map((l) => l.id).sort();
const line = (m: BattleModifiers, id: string) => m.lines.find((l) => l.id === id);
const total = (m: BattleModifiers): number => modifierTotal(applyChoices(m.lines, []));

const reb = (id: string, hex: string, more: Partial<TestUnit> = {}): TestUnit => ({ id, side: 'confederate', type: 'infantry', hex, ...more });
const yank = (id: string, hex: string, more: Partial<TestUnit> = {}): TestUnit => ({ id, side: 'union', type: 'infantry', hex, ...more });

describe('Gettysburg (1977) battle modifiers: a plain battle', () => {
  it('gives no line when nothing applies, and nothing undecided when the board says everything', () => {
    const m = modifiers([reb('a', 'P40'), yank('d', DEFENDED)], ['a'], ['d']);
    expect(m.lines).toEqual([]);
    expect(m.undecided).toEqual([]);
  });
});

describe('elevation', () => {
  const units = [reb('a', 'P40'), reb('b', 'Q39'), yank('d', DEFENDED)];

  it('−1 when an attacker stands above every defender, naming the unit, its hex and level', () => {
    const m = modifiers(units, ['a', 'b'], ['d'], { terrain: { P40: { terrain: ['clear'], elevation: 8 } } });
    expect(ids(m)).toEqual(['attacker-higher']);
    expect(line(m, 'attacker-higher')?.value).toBe(-1);
    expect(line(m, 'attacker-higher')?.reason).toContain('a (P40)');
    expect(line(m, 'attacker-higher')?.reason).toContain('level 8');
  });

  it('+1 when a defender stands above every attacker', () => {
    const m = modifiers(units, ['a', 'b'], ['d'], { terrain: { Q40: { terrain: ['clear'], elevation: 9 } } });
    expect(ids(m)).toEqual(['defender-higher']);
    expect(line(m, 'defender-higher')?.value).toBe(1);
  });

  it('nothing when the highest attacker and the highest defender share a level', () => {
    const m = modifiers(units, ['a', 'b'], ['d'], { terrain: { P40: { elevation: 6 }, Q40: { terrain: ['clear'], elevation: 6 } } });
    expect(m.lines.filter((l) => l.id.endsWith('higher'))).toEqual([]);
  });

  it('an unknown elevation is asked, not guessed; the players can state it', () => {
    const board = g77Board({ units, terrain: { P40: { terrain: ['clear'], elevation: 5 }, Q39: { terrain: ['clear'], elevation: 5 }, Q40: { terrain: ['clear'] } } });
    const fn = gameModule('gettysburg-77').battleModifiers;
    const asked = fn?.({ board, attackers: ['a', 'b'], defenders: ['d'] }, {});
    expect(asked?.lines.some((l) => l.id.endsWith('higher'))).toBe(false);
    expect(asked?.undecided.map((u) => u.id)).toEqual(['elevation:Q40']);
    const stated = fn?.({ board, attackers: ['a', 'b'], defenders: ['d'], stated: { elevations: { q40: 7 } } }, {});
    expect(stated?.undecided).toEqual([]);
    expect(stated?.lines.map((l) => l.id)).toEqual(['defender-higher']);
  });

  it('decides from part of the board when that is enough', () => {
    // The defender is known to be higher than the only attacker whose level is known, but an attacker's level is unknown: undecided.
    const m = modifiers(units, ['a', 'b'], ['d'], { terrain: { Q39: { terrain: ['clear'] }, Q40: { terrain: ['clear'], elevation: 9 } } });
    expect(m.undecided.map((u) => u.id)).toEqual(['elevation:Q39']);
    // An attacker known above the defender settles both lines whatever the other attacker's level.
    const n = modifiers(units, ['a', 'b'], ['d'], { terrain: { P40: { terrain: ['clear'], elevation: 9 }, Q39: { terrain: ['clear'] } } });
    expect(ids(n)).toEqual(['attacker-higher']);
    expect(n.undecided).toEqual([]);
  });

  it("the board's level stands over a stated one, and the difference is noted", () => {
    const m = modifiers(units, ['a', 'b'], ['d'], {}, { elevations: { Q40: 9 } });
    expect(m.lines).toEqual([]);
    expect(m.notes.some((n) => n.text.includes('Q40') && n.text.includes('board'))).toBe(true);
  });
});

describe('unit states', () => {
  it('−1 for each disorganized or shattered defender; a headquarters is not counted', () => {
    const units = [reb('a', 'P40'), yank('d1', DEFENDED, { status: { disorganized: 2 } }), yank('d2', DEFENDED, { type: 'artillery', status: { shattered: true } }), yank('hq', DEFENDED, { type: 'headquarters', reorganizationValue: 2, status: { disorganized: 1 } })];
    const m = modifiers(units, ['a'], ['d1', 'd2', 'hq']);
    expect(line(m, 'defender-disorganized')?.value).toBe(-2);
    expect(line(m, 'defender-disorganized')?.reason).toMatch(/d1 \(Q40\) is disorganized; d2 \(Q40\) is shattered/);
  });

  it('+1 for each disorganized attacker', () => {
    const m = modifiers([reb('a', 'P40', { status: { disorganized: 1 } }), reb('b', 'Q39', { status: { disorganized: 2 } }), yank('d', DEFENDED)], ['a', 'b'], ['d']);
    expect(line(m, 'attacker-disorganized')?.value).toBe(2);
  });

  it('+1 for each cavalry unit attacking where a defender is infantry; none against cavalry alone', () => {
    const cav = (id: string, hex: string): TestUnit => reb(id, hex, { type: 'cavalry' });
    const m = modifiers([cav('c1', 'P40'), cav('c2', 'Q39'), reb('i', 'P41'), yank('d', DEFENDED)], ['c1', 'c2', 'i'], ['d']);
    expect(line(m, 'cavalry-against-infantry')?.value).toBe(2);
    expect(line(m, 'cavalry-against-infantry')?.reason).toContain('c1 (P40) and c2 (Q39)');
    const n = modifiers([cav('c1', 'P40'), yank('d', DEFENDED, { type: 'cavalry' })], ['c1'], ['d']);
    expect(line(n, 'cavalry-against-infantry')).toBeUndefined();
  });

  it('a disorganized lender lends its disorganization: the receiver counts, the lender itself does not defend', () => {
    const units = [reb('a', 'P40'), yank('weak', DEFENDED), yank('lender', DEFENDED, { status: { disorganized: 1 } })];
    const m = modifiers(units, ['a'], ['weak', 'lender'], {}, { lender: 'lender' });
    expect(line(m, 'defender-disorganized')?.value).toBe(-1);
    expect(line(m, 'defender-disorganized')?.reason).toContain('weak (Q40) is disorganized by the points lender');
    expect(m.notes.some((n) => n.rule?.rule === 'Special Effects to Combat 3')).toBe(true);
    // An organized lender lends no disorganization.
    const calm = modifiers([reb('a', 'P40'), yank('weak', DEFENDED), yank('lender', DEFENDED)], ['a'], ['weak', 'lender'], {}, { lender: 'lender' });
    expect(line(calm, 'defender-disorganized')).toBeUndefined();
  });
});

describe('headquarters', () => {
  it('−1 once for any number of superior headquarters with the attacker, +1 once with the defender', () => {
    const units = [
      reb('a', 'P40'), reb('hq1', 'P40', { type: 'headquarters', reorganizationValue: 4 }), reb('hq2', 'P40', { type: 'headquarters', reorganizationValue: 6 }),
      yank('d', DEFENDED), yank('hq3', DEFENDED, { type: 'headquarters', reorganizationValue: 5 }),
    ];
    const m = modifiers(units, ['a'], ['d']);
    expect(line(m, 'attacker-headquarters')?.value).toBe(-1);
    expect(line(m, 'attacker-headquarters')?.reason).toContain('counts once');
    expect(line(m, 'defender-headquarters')?.value).toBe(1);
    expect(total(m)).toBe(0);
  });

  it('a headquarters below 4, or not in a battling hex, gives nothing', () => {
    const m = modifiers([reb('a', 'P40'), reb('low', 'P40', { type: 'headquarters', reorganizationValue: 3 }), yank('d', DEFENDED), yank('far', 'S40', { type: 'headquarters', reorganizationValue: 6 })], ['a'], ['d']);
    expect(m.lines).toEqual([]);
  });

  it('a stacked headquarters without a value is asked about', () => {
    const m = modifiers([reb('a', 'P40'), reb('hq', 'P40', { type: 'headquarters' }), yank('d', DEFENDED)], ['a'], ['d']);
    expect(m.undecided.map((u) => u.id)).toEqual(['reorganization-value:hq']);
  });
});

describe('two-direction attack and the field of defence', () => {
  it('−1 for each attacker outside the stated field (labels in any case)', () => {
    const units = [reb('a', 'P40'), reb('b', 'Q39'), reb('c', 'R40'), reb('e', 'R39'), yank('d', DEFENDED)];
    const m = modifiers(units, ['a', 'b', 'c', 'e'], ['d'], {}, { fieldOfDefence: ['p40', 'Q39'] });
    expect(line(m, 'outside-field-of-defence')?.value).toBe(-2);
    expect(line(m, 'outside-field-of-defence')?.reason).toContain('c (R40) and e (R39)');
  });

  it('two non-adjacent hexes make two directions; two adjacent hexes make one', () => {
    const two = modifiers([reb('a', 'P40'), reb('c', 'R40'), yank('d', DEFENDED)], ['a', 'c'], ['d'], {}, { fieldOfDefence: ['P40', 'P41'] });
    expect(line(two, 'outside-field-of-defence')?.value).toBe(-1);
    const one = modifiers([reb('a', 'P40'), reb('b', 'Q39'), yank('d', DEFENDED)], ['a', 'b'], ['d'], {}, { fieldOfDefence: ['Q41', 'P41'] });
    expect(line(one, 'outside-field-of-defence')).toBeUndefined();
    expect(one.notes.some((n) => n.text.includes('one direction'))).toBe(true);
  });

  it('a missing or impossible field is asked for, not guessed', () => {
    const units = [reb('a', 'P40'), reb('c', 'R40'), yank('d', DEFENDED)];
    expect(modifiers(units, ['a', 'c'], ['d']).undecided.map((u) => u.id)).toEqual(['field-of-defence']);
    const bad = modifiers(units, ['a', 'c'], ['d'], {}, { fieldOfDefence: ['P40', 'R40'] });
    expect(bad.undecided[0]?.question).toContain('next to each other');
    expect(bad.lines).toEqual([]);
  });
});

describe('breastworks, town and sunken road', () => {
  it('+1 for a defender in a sunken-road hex the map data lists (Q36)', () => {
    const m = modifiers([reb('a', 'P36'), yank('d', 'Q36')], ['a'], ['d']);
    expect(line(m, 'defender-protected')?.value).toBe(1);
    expect(line(m, 'defender-protected')?.reason).toContain('sunken-road');
  });

  it('+1 for a town hex, for a breastworks marker, and for a unit whose breastworks are built; not for a build marker', () => {
    const town = modifiers([reb('a', 'P40'), yank('d', DEFENDED)], ['a'], ['d'], { terrain: { Q40: { terrain: ['town'], elevation: 5 } } });
    expect(line(town, 'defender-protected')?.reason).toContain('town');
    const marker = modifiers([reb('a', 'P40'), yank('d', DEFENDED)], ['a'], ['d'], { markers: [{ kind: 'breastworks', hex: DEFENDED }] });
    expect(line(marker, 'defender-protected')?.value).toBe(1);
    const built = modifiers([reb('a', 'P40'), yank('d', DEFENDED, { status: { breastworks: 'built' } })], ['a'], ['d']);
    expect(line(built, 'defender-protected')?.value).toBe(1);
    const building = modifiers([reb('a', 'P40'), yank('d', DEFENDED)], ['a'], ['d'], { markers: [{ kind: 'build', hex: DEFENDED }] });
    expect(line(building, 'defender-protected')).toBeUndefined();
  });

  it('counts once for several sheltered defenders, and never for Union cavalry', () => {
    const two = modifiers([reb('a', 'P36'), yank('d1', 'Q36'), yank('d2', 'Q36', { type: 'artillery' })], ['a'], ['d1', 'd2']);
    expect(line(two, 'defender-protected')?.value).toBe(1);
    const cav = modifiers([reb('a', 'P36'), yank('d', 'Q36', { type: 'cavalry' })], ['a'], ['d']);
    expect(line(cav, 'defender-protected')).toBeUndefined();
    expect(cav.notes.some((n) => n.text.includes('Union cavalry gains no modification'))).toBe(true);
    const rebCav = modifiers([yank('a', 'P36'), reb('d', 'Q36', { type: 'cavalry' })], ['a'], ['d']);
    expect(line(rebCav, 'defender-protected')?.value).toBe(1);
  });

  it('asks whether a hex of unknown terrain is a town hex', () => {
    const board = g77Board({ units: [reb('a', 'P40'), yank('d', DEFENDED)], terrain: { P40: { elevation: 5 }, Q40: { elevation: 5 } } });
    const m = gameModule('gettysburg-77').battleModifiers?.({ board, attackers: ['a'], defenders: ['d'] }, {});
    expect(m?.undecided.map((u) => u.id)).toEqual(['town:Q40']);
  });
});

describe('reasons, rules and problems', () => {
  it('every line cites the modification table and names its units', () => {
    const m = modifiers([reb('a', 'P36', { status: { disorganized: 1 } }), yank('d', 'Q36', { status: { disorganized: 1 } })], ['a'], ['d']);
    for (const l of m.lines) {
      expect(l.rule?.game).toBe('gettysburg-77');
      expect(l.rule?.rule).toContain('Die Roll Modifications');
      expect(l.reason).toMatch(/\((P36|Q36)\)/);
      expect(l.optionalRule).toBeNull();
    }
    expect(total(m)).toBe(1);
  });

  it('unknown and off-map ids are noted and left out', () => {
    const board = g77Board({ units: [reb('a', 'P40'), yank('d', DEFENDED)], terrain: known(['P40', 'Q40']) });
    const m = gameModule('gettysburg-77').battleModifiers?.({ board, attackers: ['a', 'ghost'], defenders: ['d'] }, {});
    expect(m?.notes.some((n) => n.text.includes('"ghost"'))).toBe(true);
  });
});
