import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { BOARD_FORMAT, type Board, type BoardUnit } from '../../src/engine/core/board/board.js';
import type { BoardSelection } from '../../src/messaging/board-messages.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { saveImportedBoard } from '../../src/storage/imported-board.js';
import { saveRuleSet } from '../../src/storage/user-data.js';
import { loadTerrainMarks } from '../../src/storage/terrain-marks.js';
import { fakeBoard } from './fake-board-platform.js';
import { boardUnit } from './fixtures/board-unit.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, byTestId, click, mount, openSection, queryLabel, queryTestId, radio, settle, text, type, waitFor } from './render-helper.js';

/**
 * The modifiers panel beside the odds. The board is made up for the tests (not the seed's position or
 * strengths): Archer attacks Stone from P36 into Q36, one of the sunken-road hexes the map data lists.
 */
const unit = boardUnit;

const BOARD: Board = {
  format: BOARD_FORMAT,
  game: 'gettysburg-77',
  time: { turn: 3, day: 'July 1', hour: '9 AM', light: 'day', phasingSide: 'confederate' },
  units: [
    unit('csa-archer', 'Archer', 'confederate', 'P36'),
    unit('usa-stone', 'Stone', 'union', 'Q36', { strength: { full: 3, reduced: 2 } }),
    unit('csa-davis', 'Davis', 'confederate', 'R36'),
    // Headquarters stacked with each side, for the optional headquarters modification.
    unit('csa-hill', 'Hill', 'confederate', 'P36', { type: 'headquarters', strength: { full: null, reduced: null }, steps: { left: 1, full: 1 }, reorganizationValue: 4 }),
    unit('usa-doubleday', 'Doubleday', 'union', 'Q36', { type: 'headquarters', strength: { full: null, reduced: null }, steps: { left: 1, full: 1 }, reorganizationValue: 5 }),
  ],
  markers: [],
  // The page gives the elevation of neither hex: the panel asks.
  terrain: { Q36: { terrain: ['sunken road'], road: true } },
  source: { kind: 'demo', name: 'Made-up test board' },
};

const PROTECTED = 'a defending combat unit (not Union cavalry) is in breastworks, a town hex or a sunken-road hex';
const DEFENDER_HQ = 'a headquarters of reorganization value 4 or more is stacked with a defender';
const ATTACKER_HQ = 'a headquarters of reorganization value 4 or more is stacked with an attacker';

async function openFilled(options: { board?: Board; selection?: BoardSelection; store?: ReturnType<typeof memoryStore> } = {}) {
  const platform = {
    ...fakePlatform({ store: options.store ?? memoryStore() }),
    board: fakeBoard(options.board ?? BOARD, options.selection ?? { attackers: ['csa-archer'], defenders: ['usa-stone'] }),
  };
  const root = await mount(<PopupApp platform={platform} />);
  await waitFor(() => button(root, 'Use selected counters'));
  await click(button(root, 'Use selected counters'));
  await waitFor(() => byTestId(root, 'modifier-total'));
  return { root, platform };
}

function panel(root: HTMLElement): HTMLElement {
  return byLabel<HTMLElement>(root, 'Modifiers');
}

function chart(root: HTMLElement): string {
  return byTestId(root, 'outcome-chart').getAttribute('aria-label') ?? '';
}

describe('popup, the modifiers panel from a board', () => {
  it('shows each line the board gives: value, text, the units and hexes, and the rule', async () => {
    const { root } = await openFilled();
    const section = panel(root);
    expect(section.tagName).toBe('SECTION');
    const use = byLabel<HTMLInputElement>(section, `Use: ${PROTECTED}`);
    expect(use.type).toBe('checkbox');
    expect(use.checked).toBe(true);
    const line = use.closest('li');
    expect(text(line)).toContain('+1');
    expect(text(line)).toContain('Stone (Q36)');
    expect(text(line)).toContain('sunken-road');
    expect(text(line)).toContain('Breastworks 2');
    expect(byLabel<HTMLInputElement>(section, `Value: ${PROTECTED}`).value).toBe('1');
    // Both headquarters count once for their side: -1 and +1.
    expect(queryLabel(section, `Use: ${ATTACKER_HQ}`)).not.toBeNull();
    expect(queryLabel(section, `Use: ${DEFENDER_HQ}`)).not.toBeNull();
    expect(text(byTestId(root, 'modifier-total'))).toBe('+1');
    // The page gives no elevation: asked, not guessed.
    expect(queryLabel(section, 'Elevation of P36')).not.toBeNull();
    expect(queryLabel(section, 'Elevation of Q36')).not.toBeNull();
    // The lines go into the odds, each explained with its rule.
    expect(text(byTestId(root, 'explanation'))).toContain('Stone (Q36)');
    expect(text(byTestId(root, 'explanation'))).toContain('Total modification: +1');
    // The die-roll field stays, as the extra typed by hand.
    // Its visible label and its accessible name are the same words.
    const typed = byLabel<HTMLInputElement>(root, 'Other die-roll modifier (typed)');
    expect(typed.value).toBe('0');
    expect(text(root.querySelector(`label[for="${typed.id}"]`) ?? root)).toBe('Other die-roll modifier (typed)');
    expect(queryLabel(root, 'Die-roll modifier')).toBeNull();
  });

  it('switching a line off changes the total and the outcomes, and marks the override in the answer and the card', async () => {
    const { root, platform } = await openFilled();
    const before = chart(root);
    await click(byLabel(root, `Use: ${PROTECTED}`));
    expect(byLabel<HTMLInputElement>(root, `Use: ${PROTECTED}`).checked).toBe(false);
    expect(text(byTestId(root, 'modifier-total'))).toBe('0');
    expect(chart(root)).not.toBe(before);
    expect(text(byLabel(root, `Use: ${PROTECTED}`).closest('li'))).toContain('Switched off by hand');
    expect(text(byTestId(root, 'explanation'))).toContain('Switched off by hand (+1)');

    await click(button(root, 'Copy result'));
    const card = platform.copied[0] ?? '';
    expect(card).toContain('(changed by hand)');
    expect(card).toMatch(/off .*sunken-road hex \(changed by hand\)/);

    await click(byLabel(root, `Use: ${PROTECTED}`));
    expect(text(byTestId(root, 'modifier-total'))).toBe('+1');
    expect(chart(root)).toBe(before);
  });

  it('a value typed over a line’s changes the total and is marked; a wrong one is named', async () => {
    const { root, platform } = await openFilled();
    const value = byLabel<HTMLInputElement>(root, `Value: ${PROTECTED}`);
    await type(value, '3');
    expect(text(byTestId(root, 'modifier-total'))).toBe('+3');
    expect(text(value.closest('li'))).toContain('Adjutant computed +1');
    expect(text(byTestId(root, 'explanation'))).toContain('set by hand; Adjutant computed +1');
    await click(button(root, 'Copy result'));
    expect(platform.copied[0]).toMatch(/\+3 a defending .*\(changed by hand\)/);

    await type(value, '99');
    expect(text(root)).toContain('must be a whole number from -50 to 50');
    expect(queryTestId(root, 'odds')).toBeNull();

    // Back to the computed value: no longer an override.
    await type(value, '1');
    expect(text(byTestId(root, 'modifier-total'))).toBe('+1');
    expect(text(byTestId(root, 'explanation'))).not.toContain('set by hand');
  });

  it('the typed extra adds to the lines', async () => {
    const { root } = await openFilled();
    await type(byLabel(root, 'Other die-roll modifier (typed)'), '-2');
    expect(text(byTestId(root, 'modifier-total'))).toBe('-1');
    expect(text(panel(root))).toContain('+1 from the lines, -2 typed by hand');
    expect(text(byTestId(root, 'explanation'))).toContain('Modification typed by hand: -2');
  });

  it('an elevation answered in the panel changes the lines, and its field stays', async () => {
    const { root } = await openFilled();
    const higher = 'a defending combat unit stands higher than every attacker';
    expect(queryLabel(root, `Use: ${higher}`)).toBeNull();
    await type(byLabel(root, 'Elevation of Q36'), '2');
    await type(byLabel(root, 'Elevation of P36'), '1');
    const line = byLabel(root, `Use: ${higher}`).closest('li');
    expect(text(line)).toContain('Stone (Q36)');
    expect(text(line)).toContain('level 2');
    expect(text(byTestId(root, 'modifier-total'))).toBe('+2');
    // Answered, the question is no longer asked, but the answer can still be changed.
    expect(byLabel<HTMLInputElement>(root, 'Elevation of Q36').value).toBe('2');
    await type(byLabel(root, 'Elevation of Q36'), '0');
    await type(byLabel(root, 'Elevation of P36'), '3');
    expect(queryLabel(root, `Use: ${higher}`)).toBeNull();
    expect(queryLabel(root, 'Use: an attacking combat unit stands higher than every defender')).not.toBeNull();
    expect(text(byTestId(root, 'modifier-total'))).toBe('0');

    await type(byLabel(root, 'Elevation of P36'), '100');
    expect(text(panel(root))).toContain('The elevation of P36 must be a whole number');
  });

  it('an elevation answered once is kept with the hex’s terrain marks: the next battle there is not asked again', async () => {
    const store = memoryStore();
    const first = await openFilled({ store });
    await type(byLabel(first.root, 'Elevation of Q36'), '2');
    await waitFor(async () => expect(await loadTerrainMarks(store, 'gettysburg-77')).toEqual({ Q36: { elevation: 2 } }));
    first.root.remove();
    const again = await openFilled({ store });
    await waitFor(() => expect(queryLabel(again.root, 'Elevation of Q36')).toBeNull());
    // P36 was not answered: still asked.
    expect(queryLabel(again.root, 'Elevation of P36')).not.toBeNull();
    // Emptied, the answer takes the elevation off the mark again.
    await type(byLabel(again.root, 'Elevation of P36'), '1');
    await waitFor(async () => expect((await loadTerrainMarks(store, 'gettysburg-77')).P36).toEqual({ elevation: 1 }));
    await type(byLabel(again.root, 'Elevation of P36'), '');
    await waitFor(async () => expect(Object.keys(await loadTerrainMarks(store, 'gettysburg-77'))).toEqual(['Q36']));
  });

  it('a two-direction attack asks for the field of defence; the answer gives the attackers outside it their line', async () => {
    const { root } = await openFilled({ selection: { attackers: ['csa-archer', 'csa-davis'], defenders: ['usa-stone'] } });
    const questions = byTestId(root, 'modifier-questions');
    expect(text(questions)).toContain('two-direction attack');
    const outside = "Use: an attacker attacks from outside the defender's stated two-hex field of defence (two-direction attack)";
    expect(queryLabel(root, outside)).toBeNull();
    await type(byLabel(root, 'Field of defence, first hex'), 'p36');
    await type(byLabel(root, 'Field of defence, second hex'), 'P37');
    const line = byLabel(root, outside).closest('li');
    expect(text(line)).toContain('-1');
    expect(text(line)).toContain('Davis (R36)');
    expect(text(line)).toContain('Multiple Combat');
    // The answer stays on screen to be changed.
    expect(byLabel<HTMLInputElement>(root, 'Field of defence, first hex').value).toBe('p36');
    await type(byLabel(root, 'Field of defence, second hex'), 'nowhere');
    expect(text(byTestId(root, 'modifier-questions'))).toContain('"nowhere" is not a hex of this game');
    expect(queryLabel(root, outside)).toBeNull();
  });

  it('a line from an optional rule shows only when the rule set has it on, and says so', async () => {
    const optional = (root: HTMLElement) => [...panel(root).querySelectorAll('input[type="checkbox"]')].filter((c) => (c.getAttribute('aria-label') ?? '').includes('headquarters modification'));
    const off = await openFilled();
    expect(optional(off.root)).toHaveLength(0);

    const store = memoryStore();
    await saveRuleSet(store, 'gettysburg-77', { 'headquarters-modification': true });
    const on = await openFilled({ store });
    await waitFor(() => expect(optional(on.root)).toHaveLength(1));
    const line = optional(on.root)[0]?.closest('li') ?? null;
    expect(text(line)).toContain('Optional rule: Headquarters modification, on in your rule set.');
    expect(text(line)).toContain('Doubleday (Q36), value 5');
    // Defender's headquarters outranks the attacker's: +1 more.
    expect(text(byTestId(on.root, 'modifier-total'))).toBe('+2');
  });

  it('shows the notes of the battle under the lines', async () => {
    const { root } = await openFilled();
    expect(text(byTestId(root, 'modifier-notes'))).toContain('Headquarters Table');
  });

  it('a unit typed in by hand beside the board’s: the board is not read, the table is offered instead', async () => {
    const { root } = await openFilled();
    await click(button(root, 'Add attacker'));
    expect(text(panel(root))).toContain('Attacker 2 was typed in by hand');
    expect(queryLabel(root, `Value: ${PROTECTED}`)).toBeNull();
    expect(text(panel(root))).toContain('Tick the die-roll modifications that apply');
  });
});

describe('popup, the modifiers panel from an imported board', () => {
  it('counters picked from an imported board fill the panel; a hex marked in the popup answers its question', async () => {
    const store = memoryStore();
    // Made-up: Stone stands at O39, whose terrain the import does not give.
    const imported: Board = {
      ...BOARD,
      units: BOARD.units.map((u) => (u.id === 'usa-stone' ? { ...u, location: { kind: 'hex', hex: 'O39' } } : u.id === 'csa-archer' ? { ...u, location: { kind: 'hex', hex: 'O38' } } : u)),
      terrain: {},
      source: { kind: 'vassal', name: 'made-up.vsav' },
    };
    await saveImportedBoard(store, imported);
    const root = await mount(<PopupApp platform={{ ...fakePlatform({ store }), board: fakeBoard(null, { attackers: [], defenders: [] }) }} />);
    await waitFor(() => byTestId(root, 'imported-note'));
    await type(byLabel(root, 'Find a counter'), 'Archer');
    await click(byLabel(root, 'Add Archer as attacker'));
    await type(byLabel(root, 'Find a counter'), 'Stone');
    await click(byLabel(root, 'Add Stone as defender'));
    await waitFor(() => byTestId(root, 'modifier-questions'));
    expect(text(byTestId(root, 'modifier-questions'))).toContain('Is O39 (Stone, defending) a Gettysburg town hex');
    expect(queryLabel(root, `Use: ${PROTECTED}`)).toBeNull();

    await openSection(root, 'Mark terrain the page does not show');
    await type(byLabel(root, 'Hex to mark'), 'O39');
    await type(byLabel(root, 'Terrain of the hex'), 'town');
    await click(button(root, 'Save mark'));
    await waitFor(() => expect(queryLabel(root, `Use: ${PROTECTED}`)).not.toBeNull());
    expect(text(byLabel(root, `Use: ${PROTECTED}`).closest('li'))).toContain('Stone (O39) is in a Gettysburg town hex');
  });
});

describe('popup, the modification table without a board', () => {
  async function openTotals() {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    await type(byLabel(root, 'Attack strength'), '12');
    await type(byLabel(root, 'Defence strength'), '4');
    return root;
  }

  async function openTable(root: HTMLElement): Promise<void> {
    const details = panel(root).querySelector('details');
    if (!details) throw new Error('no checklist');
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    await settle();
  }

  it('offers Gettysburg (1977)’s table as a checklist; ticked lines go into the odds as stated by the player', async () => {
    const root = await openTotals();
    expect(text(byTestId(root, 'modifier-total'))).toBe('0');
    expect(queryLabel(root, 'Use: A headquarters of reorganization value 4 or more is stacked with a defender')).toBeNull();
    const before = chart(root);
    await openTable(root);

    await click(byLabel(root, 'Use: A headquarters of reorganization value 4 or more is stacked with a defender'));
    await type(byLabel(root, 'How many: A defending unit is disorganized or shattered'), '2');
    expect(text(byTestId(root, 'modifier-total'))).toBe('-1');
    expect(chart(root)).not.toBe(before);
    const explained = text(byTestId(root, 'explanation'));
    expect(explained).toContain('stated by you, for 2 units');
    expect(explained).toContain('Die Roll Modifications');

    await type(byLabel(root, 'How many: A defending unit is disorganized or shattered'), '0');
    expect(text(byTestId(root, 'modifier-total'))).toBe('+1');
  });

  it('the optional headquarters modification is offered only when the rule set has it on', async () => {
    const plain = await openTotals();
    await openTable(plain);
    expect(queryLabel(plain, 'Headquarters modification')).toBeNull();

    const store = memoryStore();
    await saveRuleSet(store, 'gettysburg-77', { 'headquarters-modification': true });
    const root = await mount(<PopupApp platform={fakePlatform({ store })} />);
    await waitFor(() => byLabel(root, 'Game'));
    await type(byLabel(root, 'Attack strength'), '12');
    await type(byLabel(root, 'Defence strength'), '4');
    await openTable(root);
    const select = byLabel<HTMLSelectElement>(root, 'Headquarters modification');
    await act(async () => {
      select.value = 'attacker';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(text(byTestId(root, 'modifier-total'))).toBe('-1');
    expect(text(byTestId(root, 'explanation'))).toContain('(optional rule)');
  });

  it('a game without a printed modification table lists none, and says why', async () => {
    const root = await mount(<PopupApp platform={fakePlatform({ store: memoryStore({ selectedGame: 'gettysburg-88' }) })} />);
    await waitFor(() => byLabel(root, 'Game'));
    await click(radio(root, 'Units'));
    expect(text(byTestId(root, 'modifiers-empty'))).toBe("Adjutant's sources give Gettysburg '88 no table of modifiers to list here: type the whole modification below.");
    expect(root.querySelectorAll('[aria-label="Modifiers"] li')).toHaveLength(0);
    expect(text(root)).not.toContain('Other die-roll modifier (typed)');
    const typed = byLabel<HTMLInputElement>(root, 'Die-roll modifier');
    expect(text(root.querySelector(`label[for="${typed.id}"]`) ?? root)).toBe('Die-roll modifier');
  });

  it('a game whose modifiers come from a chart the player enters says so while it is not entered, and opens Options at it', async () => {
    const platform = fakePlatform({ store: memoryStore({ selectedGame: 'cemetery-hill' }) });
    const root = await mount(<PopupApp platform={platform} />);
    await waitFor(() => byLabel(root, 'Game'));
    expect(text(byTestId(root, 'modifiers-empty'))).toContain('Cemetery Hill (Blue & Gray series) takes its modifiers from its terrain effects chart, which Adjutant\'s sources do not print');
    await click(button(root, 'Enter the terrain effects chart in Options'));
    expect(platform.optionsSections).toEqual(['terrain-effects']);
  });
});
