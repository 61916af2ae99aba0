import { describe, expect, it } from 'vitest';
import { formatFieldErrors } from '../../src/engine/core/field-error.js';
import { G88_MOVEMENT_LIMITS, parseG88MovementSettings } from '../../src/engine/games/gettysburg-88/movement/parse-movement-settings.js';
import { draftFromSettings, settingsFromDraft } from '../../options/g88-movement-draft.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';
import { artillerySettings, MADE_UP_ARTILLERY } from '../fixtures/g88-artillery.js';

const FORMAT = 'adjutant-g88-movement/1';
const withArtillery = (artillery: unknown): unknown => ({ format: FORMAT, artillery });
const errorsOf = (json: unknown): string => {
  const parsed = parseG88MovementSettings(json);
  return parsed.ok ? '' : formatFieldErrors(parsed.errors);
};

describe("the movement settings' artillery section", () => {
  it('is optional: a file without it reads as before, with no artillery field at all', () => {
    const parsed = parseG88MovementSettings(MADE_UP_TEST_COSTS);
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && 'artillery' in parsed.value).toBe(false);
  });

  it('reads every field, with canonical labels and lower-case terrain names', () => {
    const parsed = parseG88MovementSettings(
      withArtillery({ doubleRange: 4, blockingTerrain: [' Woods ', 'TOWN'], grazeBlocks: true, hills: [{ name: 'Cemetery Hill', hexes: ['k10', 'K11'] }], onlyArtilleryTargets: false, supportLineOfSight: true }),
    );
    expect(parsed.ok && parsed.value.artillery).toEqual({
      doubleRange: 4,
      blockingTerrain: ['woods', 'town'],
      grazeBlocks: true,
      hills: [{ name: 'Cemetery Hill', hexes: ['K10', 'K11'] }],
      onlyArtilleryTargets: false,
      supportLineOfSight: true,
    });
  });

  it('a field left out or null is not confirmed; an empty list is confirmed (no blocking terrain, no hills)', () => {
    const unconfirmed = { doubleRange: null, blockingTerrain: null, grazeBlocks: null, hills: null, onlyArtilleryTargets: null, supportLineOfSight: null };
    expect(parseG88MovementSettings(withArtillery({}))).toMatchObject({ ok: true, value: { artillery: unconfirmed } });
    expect(parseG88MovementSettings(withArtillery({ ...unconfirmed }))).toMatchObject({ ok: true, value: { artillery: unconfirmed } });
    expect(parseG88MovementSettings(withArtillery({ blockingTerrain: [], hills: [] }))).toMatchObject({ ok: true, value: { artillery: { blockingTerrain: [], hills: [] } } });
  });

  it('names every bad field', () => {
    const text = errorsOf(
      withArtillery({ doubleRange: 1, blockingTerrain: ['woods', 'Woods', 'clear', 7], grazeBlocks: 'yes', hills: 'Cemetery Hill', onlyArtilleryTargets: 1, supportLineOfSight: 'no', range: 3 }),
    );
    for (const expected of [
      'artillery.doubleRange: expected a whole number from 2 to 50',
      'artillery.blockingTerrain[1]: expected a terrain not already listed',
      'artillery.blockingTerrain[2]: expected a terrain that blocks a line of sight (clear never does)',
      'artillery.blockingTerrain[3]: expected text of 1 to 60 characters',
      'artillery.grazeBlocks: expected true or false',
      'artillery.hills: expected a list of hills',
      'artillery.onlyArtilleryTargets: expected true or false',
      'artillery.supportLineOfSight: expected true or false',
      'artillery.range: expected no field of this name here',
    ]) {
      expect(text).toContain(expected);
    }
    expect(errorsOf(withArtillery('yes'))).toContain('artillery: expected an object {"doubleRange"');
    expect(errorsOf(withArtillery({ doubleRange: 4.5 }))).toContain('artillery.doubleRange: expected a whole number');
  });

  it("names what is wrong in a hill: its fields, its hexes, hexes that do not touch, a hex or a name used twice", () => {
    const hill = (hexes: unknown, name: unknown = 'Cemetery Hill') => withArtillery({ hills: [{ name, hexes }] });
    expect(errorsOf(hill(['K10'], ''))).toContain('artillery.hills[0].name: expected text of 1 to 60 characters');
    expect(errorsOf(hill([]))).toContain('artillery.hills[0].hexes: expected at least one hex');
    expect(errorsOf(hill(['K10', 'K1O']))).toContain("artillery.hills[0].hexes[1]: expected a Gettysburg '88 hex");
    expect(errorsOf(hill(['K10', 'K11', 'k10']))).toContain('artillery.hills[0].hexes[2]: expected a hex not already listed for this hill');
    // K10 and K12 are two hexes apart, and no listed hex joins them.
    expect(errorsOf(hill(['K10', 'K12']))).toContain("artillery.hills[0].hexes: expected hexes that touch one another: K12 is joined to none of the others through this hill's hexes");
    expect(errorsOf(withArtillery({ hills: [{ name: 'Hill', hexes: ['K10'], height: 3 }] }))).toContain('artillery.hills[0].height: expected no field of this name here');
    const twice = errorsOf(withArtillery({ hills: [{ name: 'Cemetery Hill', hexes: ['K10'] }, { name: 'cemetery  hill', hexes: ['K11', 'K10'] }] }));
    expect(twice).toContain('artillery.hills[1].name: expected a name no other hill has');
    expect(twice).toContain('artillery.hills[1].hexes[1]: expected a hex of no other hill (it is already in Cemetery Hill)');
  });

  it('a hill joined through its own hexes is one hill, however its hexes are listed', () => {
    // E6 touches F5 and F6 (clarifications 2 and 19); F6 and F5 also touch.
    expect(parseG88MovementSettings(withArtillery({ hills: [{ name: 'Rough Knob', hexes: ['F6', 'E6', 'F5'] }] })).ok).toBe(true);
    // K10 and K12 are joined through K11, listed last.
    expect(parseG88MovementSettings(withArtillery({ hills: [{ name: 'Cemetery Hill', hexes: ['K10', 'K12', 'K11'] }] })).ok).toBe(true);
  });

  it('keeps its lists within limits', () => {
    const { hills, hillHexes, terrainNames } = G88_MOVEMENT_LIMITS;
    const many = Array.from({ length: hills + 1 }, (_, i) => ({ name: `Hill ${i}`, hexes: [`A${i + 1}`] }));
    expect(errorsOf(withArtillery({ hills: many }))).toContain(`artillery.hills: expected at most ${hills} hills`);
    const long = Array.from({ length: hillHexes + 1 }, () => 'A1');
    expect(errorsOf(withArtillery({ hills: [{ name: 'Long', hexes: long }] }))).toContain(`artillery.hills[0].hexes: expected at most ${hillHexes} hexes`);
    const names = Array.from({ length: terrainNames + 1 }, (_, i) => `terrain ${i}`);
    expect(errorsOf(withArtillery({ blockingTerrain: names }))).toContain(`artillery.blockingTerrain: expected at most ${terrainNames} terrain names`);
    expect(errorsOf(withArtillery({ doubleRange: 51 }))).toContain('artillery.doubleRange: expected a whole number from 2 to 50');
  });
});

describe('the Options form and the artillery section', () => {
  it('carries the section through a save unchanged', () => {
    const settings = artillerySettings();
    const { json, errors } = settingsFromDraft(draftFromSettings(settings));
    expect(errors).toEqual([]);
    const saved = parseG88MovementSettings(json);
    expect(saved.ok && saved.value.artillery).toEqual(settings.artillery);
    expect(settings.artillery?.hills).toEqual(MADE_UP_ARTILLERY.hills);
  });

  it('adds no section to settings that had none', () => {
    const before = parseG88MovementSettings(MADE_UP_TEST_COSTS);
    if (!before.ok) throw new Error('fixture settings invalid');
    const { json } = settingsFromDraft(draftFromSettings(before.value));
    expect(json).not.toHaveProperty('artillery');
  });
});
