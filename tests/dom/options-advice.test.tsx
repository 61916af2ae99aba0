import { afterEach, describe, expect, it } from 'vitest';
import { saveEnabledSites } from '../../src/background/enabled-sites.js';
import { allGameBasics } from '../../src/engine/index.js';
import { ADVICE_KEY, loadRulesOnly } from '../../src/storage/advice-preference.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { storedIn } from '../support/stored.js';
import { alertText, byName, choose, click, mountOptions, statusText, type Mounted } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const SITE = 'https://boards.example.org/*';

describe('options: advice or rules only', () => {
  it('shows advice until the player ticks "rules only", which is saved at once as the default and can be undone', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    const box = byName(root, 'Rules only: no advice');
    expect(box.checked).toBe(false);
    const [game] = allGameBasics();
    if (!game) throw new Error('no game');
    const where = { game: game.info.id, site: null };
    expect(await loadRulesOnly(store, where)).toEqual({ rulesOnly: false, because: 'default' });
    await click(box);
    expect(byName(root, 'Rules only: no advice').checked).toBe(true);
    expect(storedIn(store.dump(), ADVICE_KEY)).toEqual({ default: 'rules-only', games: {}, sites: {} });
    expect(statusText(root)).toContain('Rules only');
    await click(byName(root, 'Rules only: no advice'));
    expect(await loadRulesOnly(store, where)).toEqual({ rulesOnly: false, because: 'default' });
  });

  it('sets a choice for each game, and for each board site turned on; "use the default" takes it away', async () => {
    const store = memoryStore();
    await saveEnabledSites(store, [SITE]);
    mounted = await mountOptions(store);
    const { root } = mounted;
    const games = allGameBasics();
    // Every game has its own choice, named as the game is.
    for (const g of games) expect(byName<HTMLSelectElement>(root, `Advice in ${g.info.name}`).value).toBe('');
    const [first, second] = games;
    if (!first || !second) throw new Error('fewer than two games');
    await choose(byName<HTMLSelectElement>(root, `Advice in ${first.info.name}`), 'rules-only');
    expect(await loadRulesOnly(store, { game: first.info.id, site: null })).toEqual({ rulesOnly: true, because: 'game' });
    expect(await loadRulesOnly(store, { game: second.info.id, site: null })).toEqual({ rulesOnly: false, because: 'default' });
    expect(statusText(root)).toContain(`${first.info.name} gives rules only`);
    const site = byName<HTMLSelectElement>(root, 'Advice on boards.example.org');
    await choose(site, 'advice');
    // The site's choice wins over the game's.
    expect(await loadRulesOnly(store, { game: first.info.id, site: SITE })).toEqual({ rulesOnly: false, because: 'site' });
    await choose(byName<HTMLSelectElement>(root, 'Advice on boards.example.org'), '');
    expect(await loadRulesOnly(store, { game: first.info.id, site: SITE })).toEqual({ rulesOnly: true, because: 'game' });
    expect(byName<HTMLSelectElement>(root, `Advice in ${first.info.name}`).value).toBe('rules-only');
  });

  it('lists a site with a choice of its own though it is no longer turned on, so it can be set back', async () => {
    const store = memoryStore({ [ADVICE_KEY]: { adjutant: 'advice', version: 2, value: { default: 'advice', games: {}, sites: { 'https://old.example.org/*': 'rules-only' } } } });
    mounted = await mountOptions(store);
    expect(byName<HTMLSelectElement>(mounted.root, 'Advice on old.example.org').value).toBe('rules-only');
  });

  it('says when no site is turned on', async () => {
    mounted = await mountOptions();
    expect(mounted.root.querySelector('.advice-sites')?.textContent).toContain('No board site is turned on yet');
  });

  it('a choice that cannot be read: says rules only holds, and offers no choice to save over it', async () => {
    const raw = { adjutant: 'advice', version: 2, value: { default: 'sometimes', games: {}, sites: {} } };
    const store = memoryStore({ [ADVICE_KEY]: raw });
    mounted = await mountOptions(store);
    const { root } = mounted;
    expect(alertText(root)).toContain('answers give rules only');
    expect(byName(root, 'Rules only: no advice').disabled).toBe(true);
    expect(store.dump()[ADVICE_KEY]).toEqual(raw);
  });
});
