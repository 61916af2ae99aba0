import { describe, expect, it } from 'vitest';
import { RetreatPanel } from '../../popup/retreat-panel.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { settingsWith } from '../fixtures/g88-movement.js';
import { retreatBoard } from '../fixtures/g88-retreat.js';
import { clearAround } from '../fixtures/g77-retreat.js';
import { g77Board } from '../support/g77-battle-board.js';
import { saveDefaultRulesOnly, saveGameRulesOnly } from '../../src/storage/advice-preference.js';
import { tmBoard } from '../fixtures/tm-retreat.js';
import { loadTerrainMarks } from '../../src/storage/terrain-marks.js';
import { askedTerrainHexes } from '../../popup/terrain-answers.js';
import { byLabel, choose, click, mount, text, waitFor } from './render-helper.js';

// Made-up units: the Confederate brigade at I11 lost to the Union one at I10; a second Confederate attacked beside it.
const board = retreatBoard([
  { id: 'reb', hex: 'I11' },
  { id: 'reb2', hex: 'K11' },
  { id: 'yank', hex: 'I10', side: 'union' },
]);

async function open(root: HTMLElement): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s).startsWith('Retreat'));
  if (!summary) throw new Error('no retreat panel');
  await click(summary);
}

describe('popup: the retreat panel', () => {
  it('lists every retreat of the picked defender in rank order, with the hexes it may not use', async () => {
    const store = memoryStore();
    expect((await saveG88MovementSettings(store, settingsWith())).ok).toBe(true);
    const opened: string[] = [];
    const root = await mount(<RetreatPanel store={store} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} onShowRule={(e) => opened.push(e.id)} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
    const options = [...root.querySelectorAll('[data-testid="retreat-options"] li')].map((li) => text(li));
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]).toMatch(/^Rank 1 /);
    expect(text(root.querySelector('[data-testid="retreat-summary"]'))).toMatch(/retreats/);
    expect(text(root)).toContain('Not I10: enemy units hold it');
    const links = [...root.querySelectorAll('summary')].find((s) => text(s) === 'Read the rules behind these steps');
    if (!links) throw new Error('no rule links');
    await click(links);
    const first = root.querySelector<HTMLButtonElement>('[aria-label="Rules behind the steps"] button');
    if (!first) throw new Error('no rule button');
    await click(first);
    expect(opened[0]).toMatch(/^gettysburg-88\//);
  });

  it('asks what the settings have not confirmed instead of guessing, and retreats an attacker away from the defenders', async () => {
    const root = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb', 'reb2']} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="retreat-questions"]')).not.toBeNull());
    expect(text(root.querySelector('[data-testid="retreat-questions"]'))).toMatch(/zone of control/i);
    expect(root.querySelector('[data-testid="retreat-options"]')).toBeNull();
    await choose(byLabel(root, 'Unit that retreats'), 'yank');
    expect(text(byLabel(root, 'Unit that retreats'))).toContain('yank (attacker)');
  });

  it("says which side the odds answer's results can make retreat, and offers that side's units first", async () => {
    const root = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} retreats={{ attackers: true, defenders: false }} />);
    expect(text(root.querySelector('[data-testid="retreat-hint"]'))).toContain('a retreat of the attackers');
    await open(root);
    expect(byLabel<HTMLSelectElement>(root, 'Unit that retreats').value).toBe('yank');
    const both = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} retreats={{ attackers: true, defenders: true }} />);
    expect(text(both.querySelector('[data-testid="retreat-hint"]'))).toContain('the defenders or the attackers');
    const none = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-88" attackers={['yank']} defenders={['reb']} retreats={{ attackers: false, defenders: false }} />);
    expect(none.querySelector('[data-testid="retreat-hint"]')).toBeNull();
  });

  // Made-up 1977 position: D (Union) at M10 lost to A at L10; N10 and O10 are town hexes, a friend stands at P10.
  const g77 = g77Board({
    units: [
      { id: 'D', side: 'union', type: 'infantry', hex: 'M10' },
      { id: 'A', side: 'confederate', type: 'infantry', hex: 'L10' },
      { id: 'F', side: 'union', type: 'infantry', hex: 'P10' },
    ],
    terrain: clearAround('M10', 3, { N10: { terrain: ['town'] } }),
  });

  it('a voluntary retreat is told to the rules: in the 1977 game it pays no town step', async () => {
    const root = await mount(<RetreatPanel store={memoryStore()} board={g77} game="gettysburg-77" attackers={['A']} defenders={['D']} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
    expect(text(root.querySelector('[data-testid="retreat-options"]'))).toContain('1 more step lost');
    await click(byLabel(root, 'Voluntary: the owner chooses it, no result forces it'));
    await waitFor(() => expect(text(root.querySelector('[data-testid="retreat-options"]'))).not.toContain('step lost'));
  });

  it('asks the terrain the board does not show, takes the answer in place as the hex’s terrain mark, and asks no more', async () => {
    // The same position with nothing known of N10 (the hex directly away from A): the rules ask whether it is town.
    const terrain = clearAround('M10', 3);
    delete terrain.N10;
    const unknown = g77Board({ units: [...g77.units.map((u) => ({ id: u.id, side: u.side, type: 'infantry' as const, hex: u.location.kind === 'hex' ? u.location.hex : '' }))], terrain });
    const store = memoryStore();
    const root = await mount(<RetreatPanel store={store} board={unknown} game="gettysburg-77" attackers={['A']} defenders={['D']} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="terrain-answers"]')).not.toBeNull());
    expect(text(root.querySelector('[data-testid="retreat-questions"]'))).toMatch(/Is N10 a Gettysburg town hex/);
    expect(text(root.querySelector('[data-testid="retreat-options"]'))).not.toContain('step lost');
    await click(byLabel(root, 'N10 is town'));
    await waitFor(() => expect(text(root.querySelector('[data-testid="terrain-answer-status"]'))).toContain('Marked N10: town.'));
    // Answered: the question is gone, the town's step is counted, and the mark is kept for the game.
    await waitFor(() => expect(text(root.querySelector('[data-testid="retreat-options"]'))).toContain('1 more step lost'));
    expect(text(root.querySelector('[data-testid="retreat-questions"]') ?? root.ownerDocument.createElement('p'))).not.toMatch(/Is N10/);
    expect(await loadTerrainMarks(store, 'gettysburg-77')).toEqual({ N10: { terrain: ['town'] } });
    // Opened again later (another popup), the mark answers at once: nothing about N10 is asked.
    const again = await mount(<RetreatPanel store={store} board={unknown} game="gettysburg-77" attackers={['A']} defenders={['D']} />);
    await open(again);
    await waitFor(() => expect(text(again.querySelector('[data-testid="retreat-options"]'))).toContain('1 more step lost'));
    expect(text(again)).not.toMatch(/Is N10/);
  });

  it('offers a ground answer for each hex asked about (terrain, town, on the map), once each, and for nothing else', () => {
    const q = (id: string) => ({ id, ask: id, rule: null });
    expect(askedTerrainHexes([q('town:O10'), q('on-map:O10'), q('terrain:M10'), q('zoc-confirmed'), q('on-map:<b>'), q('limit:stacking')])).toEqual(['O10', 'M10']);
  });

  it('advice among equal ranks shows apart from the rules, and not at all for a player who chose rules only', async () => {
    const root = await mount(<RetreatPanel store={memoryStore()} board={g77} game="gettysburg-77" attackers={['A']} defenders={['D']} />);
    await open(root);
    await waitFor(() => expect(root.querySelector('[data-testid="retreat-advice"]')).not.toBeNull());
    const advice = text(root.querySelector('[data-testid="retreat-advice"]'));
    expect(advice).toMatch(/^Advice, not a rule \(among the 4 choices of the same rank\): N10 → O10\./);
    expect(advice).toContain('beside friends');
    // The advice is outside the rules' answer card: no rule link or step of it comes from the advice.
    expect(text(root.querySelector('[data-testid="retreat-steps"]'))).not.toContain('beside friends');
    const rulesOnly = memoryStore();
    await saveDefaultRulesOnly(rulesOnly, true);
    const plain = await mount(<RetreatPanel store={rulesOnly} board={g77} game="gettysburg-77" attackers={['A']} defenders={['D']} />);
    await open(plain);
    await waitFor(() => expect(plain.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
    expect(plain.querySelector('[data-testid="retreat-advice"]')).toBeNull();
  });

  it('rules only for this game alone hides the advice; the popup’s choice for the game and site, when given, is the one followed', async () => {
    const store = memoryStore();
    await saveGameRulesOnly(store, 'gettysburg-77', true);
    const game = await mount(<RetreatPanel store={store} board={g77} game="gettysburg-77" attackers={['A']} defenders={['D']} />);
    await open(game);
    await waitFor(() => expect(game.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
    expect(game.querySelector('[data-testid="retreat-advice"]')).toBeNull();
    // The popup read rules only for the site (or is still reading): no advice, whatever the store says for the game.
    for (const told of [true, null]) {
      const site = await mount(<RetreatPanel store={memoryStore()} board={g77} game="gettysburg-77" attackers={['A']} defenders={['D']} rulesOnly={told} />);
      await open(site);
      await waitFor(() => expect(site.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
      expect(site.querySelector('[data-testid="retreat-advice"]')).toBeNull();
    }
    // The popup read advice for this site though the game says rules only: the site wins.
    const advice = await mount(<RetreatPanel store={store} board={g77} game="gettysburg-77" attackers={['A']} defenders={['D']} rulesOnly={false} />);
    await open(advice);
    await waitFor(() => expect(advice.querySelector('[data-testid="retreat-advice"]')).not.toBeNull());
  });

  it('in a game of kinds of combat, the kind chosen for the battle and the unit\'s side go to its retreat rules', async () => {
    const tm = tmBoard([{ id: 'u' }, { id: 'e', side: 'union' }]);
    const unknown = await mount(<RetreatPanel store={memoryStore()} board={tm} game="they-met" attackers={['e']} defenders={['u']} />);
    await open(unknown);
    await waitFor(() => expect(unknown.querySelector('[data-testid="retreat-questions"]')).not.toBeNull());
    expect(text(unknown.querySelector('[data-testid="retreat-questions"]'))).toMatch(/retreating from: an assault/);
    const volley = await mount(<RetreatPanel store={memoryStore()} board={tm} game="they-met" attackers={['e']} defenders={['u']} combatKind="volley" />);
    await open(volley);
    await waitFor(() => expect(text(volley.querySelector('[data-testid="retreat-summary"]'))).toMatch(/^No retreat/));
    const assault = await mount(<RetreatPanel store={memoryStore()} board={tm} game="they-met" attackers={['e']} defenders={['u']} combatKind="assault" />);
    await open(assault);
    await waitFor(() => expect(text(assault)).toMatch(/May stay/));
  });
});
