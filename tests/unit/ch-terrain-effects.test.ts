import { describe, expect, it } from 'vitest';
import type { Battle, BattleModifiers } from '../../src/engine/core/battle.js';
import type { Board } from '../../src/engine/core/board/board.js';
import { mapGridSettings } from '../../src/engine/maps.js';
import { parseBoard } from '../../src/engine/boards.js';
import { hexGrid } from '../../src/engine/maps.js';
import { hexEquals } from '../../src/engine/core/hex/hex.js';
import { parseTerrainEffectsInput, TERRAIN_EFFECTS_FORMAT, type TerrainEffectsChart } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { CREEK_RULE } from '../../src/engine/games/cemetery-hill/battle-modifiers.js';
import { gameModule } from '../../src/engine/index.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const CH = readSeed('001_92c16b93bbbbc9a6.txt');

// A made-up test chart, not the Blue & Gray series' real terrain effects chart: its values only exercise the engine.
const CHART = {
  format: TERRAIN_EFFECTS_FORMAT,
  game: 'cemetery-hill',
  title: 'Test chart',
  rule: 'TEC',
  terrain: [
    { name: 'clear', combat: {}, movement: { cost: 1 } },
    { name: 'woods', combat: { defenceMultiplier: 2 }, movement: { cost: 2 } },
    { name: 'town', combat: { drm: 1 } },
    { name: 'hill', combat: { drm: 2 } },
  ],
  hexsides: [{ name: 'ford', combat: { drm: -1 }, movement: { cost: 'prohibited' } }],
  creekHexsides: [['0510', '0511']],
};

function chart(overrides: Record<string, unknown> = {}): TerrainEffectsChart {
  const parsed = parseTerrainEffectsInput({ ...CHART, ...overrides });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

const unit = (id: string, side: string, hex: string) => ({ id, name: id, side, type: 'infantry', location: { kind: 'hex', hex } });

function board(units: unknown[], terrain: Record<string, unknown> = {}): Board {
  const parsed = parseBoard({ format: 'adjutant-board/1', game: 'cemetery-hill', units, terrain });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

function modifiers(battle: Battle): BattleModifiers {
  const fn = gameModule('cemetery-hill').battleModifiers;
  if (!fn) throw new Error('cemetery-hill has no battleModifiers');
  return fn(battle, {});
}

const ids = (m: BattleModifiers): string[] => m.undecided.map((u) => u.id);

describe('Cemetery Hill terrain effects chart: validation', () => {
  it('accepts the made-up chart and keeps labels canonical', () => {
    const c = chart();
    expect(c.terrain.map((t) => t.name)).toEqual(['clear', 'woods', 'town', 'hill']);
    expect(c.terrain[1]?.combat).toEqual({ defenceMultiplier: 2, drm: null });
    expect(c.hexsides[0]?.movement.cost).toBe('prohibited');
    expect(c.hexsides[0]?.at).toBeNull();
    expect(c.creekHexsides).toEqual([['0510', '0511']]);
    expect(c.rule).toBe('TEC');
  });

  it('names every bad field by its path', () => {
    const parsed = parseTerrainEffectsInput({
      ...CHART,
      game: 'gettysburg-77',
      extra: 1,
      terrain: [{ name: 'woods', combat: { defenceMultiplier: 0 } }, { name: 'Woods ' }, { name: 'town', movement: { cost: -1 } }],
      hexsides: [{ name: 'ford', combat: { when: 'sometimes' }, at: [['0510', '0512']] }],
      creekHexsides: [['0510', '0511'], ['0511', '0510'], ['0510'], ['0510', 'X9']],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const paths = parsed.errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'extra',
        'game',
        'terrain[0].combat.defenceMultiplier',
        'terrain[2].movement.cost',
        'hexsides[0].combat.when',
        'hexsides[0].at[0]',
        'creekHexsides[1]',
        'creekHexsides[2]',
        'creekHexsides[3][1]',
      ]),
    );
    // The duplicate name is found only once the entries themselves read well.
    const dup = parseTerrainEffectsInput({ ...CHART, terrain: [{ name: 'woods' }, { name: 'Woods ' }] });
    expect(dup.ok ? [] : dup.errors.map((e) => e.path)).toEqual(['terrain[1].name']);
    expect(parsed.errors.find((e) => e.path === 'hexsides[0].at[0]')?.expected).toContain('touch along a side');
  });

  it('needs the format, a title and a terrain list', () => {
    const parsed = parseTerrainEffectsInput({ game: 'cemetery-hill' });
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.path)).toEqual(['format', 'title', 'terrain']);
  });
});

describe('Cemetery Hill battle modifiers', () => {
  it('is registered on the game and asks for the chart when none is entered', () => {
    const m = modifiers({ board: board([unit('a', 'confederate', '0510'), unit('d', 'union', '0511')]), attackers: ['a'], defenders: ['d'] });
    expect(m.lines).toEqual([]);
    expect(ids(m)).toEqual(['terrain-effects-chart']);
    expect(m.undecided[0]?.question).toContain('14.6');
  });

  itWithShared('14.6: an attack across a creek hexside takes the chart’s ford effect, citing the rule', () => {
    // The seed's own words, in short phrases.
    expect(CH).toContain('[14.6] Note');
    expect(CH).toContain('ford hexsides along its whole length');
    const b = board([unit('a', 'confederate', '0510'), unit('d', 'union', '0511')], { '0511': { terrain: ['clear'] } });
    const m = modifiers({ board: b, attackers: ['a'], defenders: ['d'], stated: { terrainEffects: chart() } });
    expect(m.undecided).toEqual([]);
    expect(m.lines).toHaveLength(1);
    const line = m.lines[0];
    expect(line?.id).toBe('hexside:ford');
    expect(line?.value).toBe(-1);
    expect(line?.reason).toContain('0510–0511 (the creek, 14.6)');
    expect(line?.rule).toEqual({ game: 'cemetery-hill', document: 'Your terrain effects chart (Test chart)', rule: 'TEC: ford hexside' });
    expect(line?.optionalRule).toBeNull();
    const creekNote = m.notes.find((n) => n.rule === CREEK_RULE);
    expect(creekNote?.text).toContain('counts as a ford hexside');
    expect(CREEK_RULE).toEqual({ game: 'cemetery-hill', document: 'Cemetery Hill exclusive rules', rule: '14.6' });
  });

  it('asks for a ford entry when the creek is crossed and the chart has none', () => {
    const b = board([unit('a', 'confederate', '0510'), unit('d', 'union', '0511')], { '0511': { terrain: ['clear'] } });
    const m = modifiers({ board: b, attackers: ['a'], defenders: ['d'], stated: { terrainEffects: chart({ hexsides: [] }) } });
    expect(m.lines).toEqual([]);
    expect(ids(m)).toEqual(['hexside:ford']);
    expect(m.notes.some((n) => n.rule === CREEK_RULE)).toBe(true);
  });

  it('a terrain DRM of the defender’s hex is a line; a multiplier is a defence multiplier, never a line', () => {
    const town = modifiers({
      board: board([unit('a', 'confederate', '0509'), unit('d', 'union', '0508')], { '0508': { terrain: ['Town'] } }),
      attackers: ['a'],
      defenders: ['d'],
      stated: { terrainEffects: chart() },
    });
    expect(town.lines.map((l) => [l.id, l.value, l.rule?.rule])).toEqual([['terrain:town', 1, 'TEC: town']]);
    // The chart does not say where fords run, so whether 0509–0508 is one is asked.
    expect(ids(town)).toEqual(['hexside:ford']);
    expect(town.defenceMultipliers ?? []).toEqual([]);

    const woods = modifiers({
      board: board([unit('a', 'confederate', '0509'), unit('d', 'union', '0508'), unit('d2', 'union', '0508')], { '0508': { terrain: ['woods'] } }),
      attackers: ['a'],
      defenders: ['d', 'd2'],
      stated: { terrainEffects: chart() },
    });
    expect(woods.lines).toEqual([]);
    expect(woods.defenceMultipliers?.map((d) => [d.unitId, d.factor, d.reason])).toEqual([
      ['d', 2, 'woods at 0508'],
      ['d2', 2, 'woods at 0508'],
    ]);
    expect(woods.notes.some((n) => n.text.includes('×2') && n.text.includes('not a die-roll modifier'))).toBe(true);
  });

  it('never guesses: unknown terrain, a name the chart lacks, two DRMs in one hex, hexes that disagree', () => {
    // Every ford is listed (none but the creek), so only the hex terrain is in question.
    const stated = { terrainEffects: chart({ hexsides: [{ name: 'ford', combat: { drm: -1 }, at: [] }] }) };
    const missing = modifiers({ board: board([unit('a', 'confederate', '0509'), unit('d', 'union', '0508')]), attackers: ['a'], defenders: ['d'], stated });
    expect(ids(missing)).toEqual(['terrain:0508']);

    const orchard = modifiers({ board: board([unit('a', 'confederate', '0509'), unit('d', 'union', '0508')], { '0508': { terrain: ['orchard'] } }), attackers: ['a'], defenders: ['d'], stated });
    expect(ids(orchard)).toEqual(['terrain-name:0508:orchard']);

    const both = modifiers({ board: board([unit('a', 'confederate', '0509'), unit('d', 'union', '0508')], { '0508': { terrain: ['town', 'hill'] } }), attackers: ['a'], defenders: ['d'], stated });
    expect(both.lines).toEqual([]);
    expect(ids(both)).toEqual(['terrain-drm:0508']);

    const apart = modifiers({
      board: board([unit('a', 'confederate', '0509'), unit('d', 'union', '0508'), unit('e', 'union', '0609')], { '0508': { terrain: ['town'] }, '0609': { terrain: ['clear'] } }),
      attackers: ['a'],
      defenders: ['d', 'e'],
      stated,
    });
    expect(apart.lines).toEqual([]);
    expect(ids(apart)).toContain('terrain-drm');
  });

  it('a hexside crossed by only some of the attack applies as the chart’s "when" says, else is asked', () => {
    const grid = hexGrid('cemetery-hill', mapGridSettings('cemetery-hill'));
    const at = (l: string) => grid?.parse(l) ?? null;
    const d = at('0511');
    const e = at('0512');
    expect(d && e && grid?.neighbors(d).some((n) => hexEquals(n, e))).toBe(true);
    const b = board([unit('a', 'confederate', '0510'), unit('a2', 'confederate', '0512'), unit('d', 'union', '0511')], { '0511': { terrain: ['clear'] } });
    const battle = { board: b, attackers: ['a', 'a2'], defenders: ['d'] };
    const ford = (combat: Record<string, unknown>, at?: unknown) => chart({ hexsides: [{ name: 'ford', combat, ...(at === undefined ? {} : { at }) }] });

    // Where other fords run is not said: 0511–0512 might be one.
    expect(ids(modifiers({ ...battle, stated: { terrainEffects: ford({ drm: -1, when: 'every-hexside' }) } }))).toEqual(['hexside:ford']);
    // Located (no ford but the creek), so 0512–0511 is not one.
    expect(modifiers({ ...battle, stated: { terrainEffects: ford({ drm: -1, when: 'every-hexside' }, []) } }).lines).toEqual([]);
    expect(ids(modifiers({ ...battle, stated: { terrainEffects: ford({ drm: -1 }, []) } }))).toEqual(['hexside:ford']);
    const any = modifiers({ ...battle, stated: { terrainEffects: ford({ drm: -1, when: 'any-hexside' }, []) } });
    expect(any.lines.map((l) => [l.id, l.value])).toEqual([['hexside:ford', -1]]);
    expect(any.undecided).toEqual([]);
  });

  it('two multipliers on one defender are asked about, not combined', () => {
    const b = board([unit('a', 'confederate', '0510'), unit('d', 'union', '0511')], { '0511': { terrain: ['woods'] } });
    const m = modifiers({ board: b, attackers: ['a'], defenders: ['d'], stated: { terrainEffects: chart({ hexsides: [{ name: 'ford', combat: { defenceMultiplier: 2 } }] }) } });
    expect(m.defenceMultipliers).toEqual([]);
    expect(ids(m)).toEqual(['multiplier:d']);
  });

  it('asks where a unit off the hexes is, and notes an attacker next to no defender', () => {
    const b = board([unit('a', 'confederate', '0505'), { ...unit('x', 'confederate', '0505'), location: { kind: 'off-map', why: 'not-entered' } }, unit('d', 'union', '0511')], { '0511': { terrain: ['clear'] } });
    const m = modifiers({ board: b, attackers: ['a', 'x'], defenders: ['d'], stated: { terrainEffects: chart() } });
    expect(ids(m)).toEqual(['location:x']);
    expect(m.notes.some((n) => n.text.includes('not next to any defender'))).toBe(true);
  });
});
