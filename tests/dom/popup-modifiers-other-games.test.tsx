import { describe, expect, it } from 'vitest';
import { BOARD_FORMAT, type Board, type BoardUnit, type UnitLocation } from '../../src/engine/core/board/board.js';
import { TERRAIN_EFFECTS_FORMAT } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { AREA_TEMS_FORMAT } from '../../src/engine/games/they-met/area-tems-input.js';
import { MORALE_RATINGS_FORMAT } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { saveAreaTems } from '../../src/storage/area-tems.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { saveMoraleRatings } from '../../src/storage/morale-ratings.js';
import { saveTerrainEffects } from '../../src/storage/terrain-effects.js';
import { saveRuleSet } from '../../src/storage/user-data.js';
import { openFilled } from './fake-board-platform.js';
import { button, byLabel, byTestId, choose, click, mount, queryLabel, queryTestId, text, waitFor } from './render-helper.js';
import { boardUnit } from './fixtures/board-unit.js';

/**
 * The modifiers panel for the games whose terrain the user enters in Options. Every chart, TEM and rating
 * here is MADE UP for the tests — not the real Cemetery Hill chart, They Met map or High Tide card — and
 * so are the boards (names, places, strengths).
 */
function unit(id: string, name: string, side: BoardUnit['side'], location: UnitLocation, extra: Partial<BoardUnit> = {}): BoardUnit {
  return boardUnit(id, name, side, '', { location, ...extra });
}

const hex = (h: string): UnitLocation => ({ kind: 'hex', hex: h });
const area = (a: string): UnitLocation => ({ kind: 'area', area: a });

function board(game: Board['game'], units: BoardUnit[], terrain: Board['terrain'] = {}): Board {
  return {
    format: BOARD_FORMAT,
    game,
    time: { turn: 1, day: null, hour: null, light: null, phasingSide: null },
    units,
    markers: [],
    terrain,
    source: { kind: 'demo', name: 'Made-up test board' },
  };
}

const panel = (root: HTMLElement): HTMLElement => byLabel<HTMLElement>(root, 'Modifiers');

/** MADE-UP terrain effects chart (not Cemetery Hill's real one): woods doubles the defence, a hill adds 2. */
const MADE_UP_CHART = {
  format: TERRAIN_EFFECTS_FORMAT,
  game: 'cemetery-hill',
  title: 'Made-up test chart',
  rule: 'Made-up TEC',
  terrain: [
    { name: 'clear', combat: {} },
    { name: 'woods', combat: { defenceMultiplier: 2 } },
    { name: 'hill', combat: { drm: 2 } },
  ],
};

describe('popup modifiers: Cemetery Hill with the user’s terrain effects chart', () => {
  const CH = board(
    'cemetery-hill',
    [unit('csa-a', 'Attacker A', 'confederate', hex('0510'), { strength: { full: 9, reduced: 4 } }), unit('usa-d', 'Defender D', 'union', hex('0511'), { strength: { full: 3, reduced: 2 } })],
    { '0510': { terrain: ['clear'] }, '0511': { terrain: ['woods', 'hill'] } },
  );
  const SELECTION = { attackers: ['csa-a'], defenders: ['usa-d'] };

  it('without a chart, asks for one in Options and multiplies nothing', async () => {
    const root = await openFilled(CH, SELECTION);
    await waitFor(() => byTestId(root, 'modifier-questions'));
    expect(text(byTestId(root, 'modifier-questions'))).toContain('terrain effects chart in Options');
    expect(queryTestId(root, 'defence-multipliers')).toBeNull();
    expect(text(root)).toContain('vs defence 3');
  });

  it('with the made-up chart: the hill line, and the woods doubling the defence in the odds and the explanation', async () => {
    const store = memoryStore();
    expect((await saveTerrainEffects(store, MADE_UP_CHART)).ok).toBe(true);
    const root = await openFilled(CH, SELECTION, store);
    await waitFor(() => byTestId(root, 'defence-multipliers'));
    const line = byLabel<HTMLInputElement>(panel(root), 'Use: Defender in hill (your terrain effects chart)').closest('li');
    expect(text(line)).toContain('+2');
    expect(text(line)).toContain('Made-up TEC');
    expect(text(byTestId(root, 'modifier-total'))).toBe('+2');
    expect(text(byTestId(root, 'defence-multipliers'))).toContain('×2 Defender D: woods at 0511');
    // Strength 3 doubled.
    expect(text(root)).toContain('vs defence 6');
    expect(text(byTestId(root, 'explanation'))).toContain('Defender D\'s strength is multiplied by 2: woods at 0511.');
    // The kind-of-combat choice is They Met's only.
    expect(queryLabel(root, 'Kind of combat')).toBeNull();
  });

  it('a second defender row of the same name keeps the multiplier out of the odds, and says why', async () => {
    const store = memoryStore();
    await saveTerrainEffects(store, MADE_UP_CHART);
    const twins = board(
      'cemetery-hill',
      [...CH.units, unit('usa-e', 'Defender D', 'union', hex('0512'), { strength: { full: 2, reduced: 1 } })],
      { ...CH.terrain, '0512': { terrain: ['hill'] } },
    );
    const root = await openFilled(twins, { attackers: ['csa-a'], defenders: ['usa-d', 'usa-e'] }, store);
    await waitFor(() => byTestId(root, 'defence-multipliers'));
    expect(text(byTestId(root, 'defence-multipliers'))).toContain('Not in the odds');
    expect(text(root)).toContain('vs defence 5');
  });
});

describe('popup modifiers: They Met at Gettysburg with the user’s area TEMs', () => {
  it('an assault in an off-map Zone has TEM 0', async () => {
    const tm = board('they-met', [unit('csa-a', 'Attacker A', 'confederate', area('Hanover Road')), unit('usa-d', 'Defender D', 'union', area('Hanover Road'))]);
    const root = await openFilled(tm, { attackers: ['csa-a'], defenders: ['usa-d'] });
    await waitFor(() => byLabel(root, 'Kind of combat'));
    await choose(byLabel<HTMLSelectElement>(root, 'Kind of combat'), 'assault');
    const line = byLabel<HTMLInputElement>(panel(root), 'Use: Terrain effects modifier of an off-map Zone').closest('li');
    expect(text(line)).toContain('0');
    expect(text(line)).toContain('Questions and answers 1');
    expect(text(byTestId(root, 'modifier-total'))).toBe('0');
  });

  it('a volley into an area printing +1 (made-up TEMs) is resolved at +2; until chosen, the panel asks', async () => {
    const store = memoryStore();
    // MADE-UP TEMs, not a real They Met map's.
    expect((await saveAreaTems(store, { format: AREA_TEMS_FORMAT, title: 'Made-up TEMs', areaTems: { '19': 0, '20': 1 } })).ok).toBe(true);
    const tm = board('they-met', [unit('csa-a', 'Attacker A', 'confederate', area('19')), unit('usa-d', 'Defender D', 'union', area('20'))]);
    const root = await openFilled(tm, { attackers: ['csa-a'], defenders: ['usa-d'] }, store);
    await waitFor(() => byTestId(root, 'modifier-questions'));
    expect(text(byTestId(root, 'modifier-questions'))).toContain('volley or a bombardment');
    await choose(byLabel<HTMLSelectElement>(root, 'Kind of combat'), 'volley');
    await waitFor(() => byLabel(panel(root), 'Use: Effective terrain effects modifier of a volley into area 20'));
    const line = byLabel<HTMLInputElement>(panel(root), 'Use: Effective terrain effects modifier of a volley into area 20').closest('li');
    expect(text(line)).toContain('+2');
    expect(text(line)).toContain('Clarification 4');
    expect(text(byTestId(root, 'modifier-total'))).toBe('+2');
    // No They Met table is entered, so the answer gives the plain ratio; the modification still reaches it.
    expect(text(root)).toContain('modifier +2');
  });
});

describe('popup: High Tide rally check', () => {
  const routed = { disorganized: 0, shattered: false, reorganizing: false, routed: true, limbered: null, breastworks: 'none' } as const;
  const HT = board('high-tide', [unit('csa-r', 'Routed Brigade', 'confederate', hex('1010'), { status: routed }), unit('usa-x', 'Union X', 'union', hex('1012'))]);

  it('only for High Tide with a picked unit: the morale rating (made-up card) and the rally modifiers, asked and answered', async () => {
    const store = memoryStore();
    await saveRuleSet(store, 'high-tide', { 'morale-ratings': true, 'rally-modifiers': true });
    // MADE-UP rating, not the real card's.
    expect((await saveMoraleRatings(store, { format: MORALE_RATINGS_FORMAT, ratings: { 'Routed Brigade': '6/4' } })).ok).toBe(true);
    const root = await openFilled(HT, { attackers: ['csa-r'], defenders: ['usa-x'] }, store);
    await waitFor(() => byTestId(root, 'morale-rating'));
    const rally = byLabel<HTMLElement>(root, 'Rally check');
    expect(text(byTestId(rally, 'morale-rating'))).toContain('Routed Brigade: morale 6');
    expect(text(byTestId(rally, 'morale-steps'))).toContain('7.62');
    expect(text(byTestId(rally, 'rally-total'))).toBe('0');
    expect(text(byTestId(rally, 'rally-questions'))).toContain('night turn');

    await choose(byLabel<HTMLSelectElement>(rally, 'Turn'), 'yes');
    await choose(byLabel<HTMLSelectElement>(rally, 'Enemy in sight of Routed Brigade'), 'yes');
    expect(text(byTestId(rally, 'rally-total'))).toBe('+2');
    expect(text(byTestId(rally, 'rally-lines'))).toContain('none in sight');
    expect(queryTestId(rally, 'rally-questions')).toBeNull();

    // The other picked unit is not routed: no rally, said so.
    await choose(byLabel<HTMLSelectElement>(rally, 'Rally check unit'), 'usa-x');
    expect(text(byTestId(rally, 'rally-notes'))).toContain('not routed');
  });

  it('is not shown for another game', async () => {
    const tm = board('they-met', [unit('csa-a', 'A', 'confederate', area('Hanover Road')), unit('usa-d', 'D', 'union', area('Hanover Road'))]);
    const root = await openFilled(tm, { attackers: ['csa-a'], defenders: ['usa-d'] });
    await waitFor(() => byLabel(root, 'Kind of combat'));
    expect(queryLabel(root, 'Rally check')).toBeNull();
  });
});
