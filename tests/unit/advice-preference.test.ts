import { describe, expect, it } from 'vitest';
import {
  ADVICE_KEY,
  ADVICE_SITES_MAX,
  ADVICE_STORED,
  loadAdviceShown,
  loadRulesOnly,
  readAdvicePreference,
  rulesOnlyIn,
  saveDefaultRulesOnly,
  saveGameRulesOnly,
  saveSiteRulesOnly,
} from '../../src/storage/advice-preference.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { findUnreadable } from '../../src/storage/stored-keys.js';
import { readStored } from '../../src/storage/stored-value.js';

const SITE = 'https://boards.example.org/*';
const OTHER = 'https://other.example.org/*';
const where = (site: string | null = SITE) => ({ game: 'gettysburg-88' as const, site });

describe('advice or rules only: a default, overrides per game and per site', () => {
  it('advice shows until the player says otherwise', async () => {
    const store = memoryStore();
    expect(await loadRulesOnly(store, where())).toEqual({ rulesOnly: false, because: 'default' });
    expect(await loadAdviceShown(store, where())).toBe(true);
  });

  it('format 1 (one choice, true for advice) becomes the default, with no override', async () => {
    for (const [old, rulesOnly] of [
      [false, true],
      [true, false],
    ] as const) {
      const store = memoryStore({ [ADVICE_KEY]: { adjutant: 'advice', version: 1, value: old } });
      expect(await readStored(store, ADVICE_STORED, ADVICE_KEY)).toMatchObject({ kind: 'readable', storedVersion: 1, value: { default: rulesOnly ? 'rules-only' : 'advice', games: {}, sites: {} } });
      expect(await loadRulesOnly(store, where())).toEqual({ rulesOnly, because: 'default' });
      // The next write is in format 2, the old choice kept as the default.
      await saveGameRulesOnly(store, 'they-met', true);
      expect(store.dump()[ADVICE_KEY]).toEqual({ adjutant: 'advice', version: 2, value: { default: rulesOnly ? 'rules-only' : 'advice', games: { 'they-met': 'rules-only' }, sites: {} } });
    }
  });

  it('a site’s choice wins over a game’s, a game’s over the default; "use the default" takes an override away', async () => {
    const store = memoryStore();
    await saveDefaultRulesOnly(store, true);
    expect(await loadRulesOnly(store, where())).toEqual({ rulesOnly: true, because: 'default' });
    await saveGameRulesOnly(store, 'gettysburg-88', false);
    expect(await loadRulesOnly(store, where())).toEqual({ rulesOnly: false, because: 'game' });
    expect(await loadRulesOnly(store, { game: 'they-met', site: SITE })).toEqual({ rulesOnly: true, because: 'default' });
    await saveSiteRulesOnly(store, SITE, true);
    expect(await loadRulesOnly(store, where())).toEqual({ rulesOnly: true, because: 'site' });
    expect(await loadRulesOnly(store, where(OTHER))).toEqual({ rulesOnly: false, because: 'game' });
    // An imported board has no site: the game's choice holds.
    expect(await loadRulesOnly(store, where(null))).toEqual({ rulesOnly: false, because: 'game' });
    await saveSiteRulesOnly(store, SITE, null);
    await saveGameRulesOnly(store, 'gettysburg-88', null);
    expect(await loadRulesOnly(store, where())).toEqual({ rulesOnly: true, because: 'default' });
    const read = await readAdvicePreference(store);
    expect(read).toEqual({ kind: 'ok', preference: { default: 'rules-only', games: {}, sites: {} } });
  });

  it('a site asking for advice wins over a game set to rules only', () => {
    const preference = { default: 'advice', games: { 'gettysburg-88': 'rules-only' }, sites: { [SITE]: 'advice' } } as const;
    expect(rulesOnlyIn(preference, where())).toEqual({ rulesOnly: false, because: 'site' });
    expect(rulesOnlyIn(preference, where(OTHER))).toEqual({ rulesOnly: true, because: 'game' });
    // A key inherited by every object is no site.
    expect(rulesOnlyIn(preference, where('constructor'))).toEqual({ rulesOnly: true, because: 'game' });
  });

  it('refuses a site that is no site pattern, and more sites than it keeps', async () => {
    const store = memoryStore();
    await expect(saveSiteRulesOnly(store, 'boards.example.org', true)).rejects.toThrow(/not a board site/);
    const sites = Object.fromEntries(Array.from({ length: ADVICE_SITES_MAX }, (_, i) => [`https://s${i}.example.org/*`, 'rules-only']));
    const full = memoryStore({ [ADVICE_KEY]: { adjutant: 'advice', version: 2, value: { default: 'advice', games: {}, sites } } });
    await expect(saveSiteRulesOnly(full, SITE, true)).rejects.toThrow(/at most 200 sites/);
    // Changing a site already listed still works.
    await saveSiteRulesOnly(full, 'https://s0.example.org/*', false);
    expect(await loadRulesOnly(full, { game: 'they-met', site: 'https://s0.example.org/*' })).toEqual({ rulesOnly: false, because: 'site' });
  });

  it('a choice that cannot be read is reported and kept, counts as rules only, and is not written over', async () => {
    const bad = [
      { adjutant: 'advice', version: 1, value: 'yes' },
      { adjutant: 'advice', version: 2, value: { default: 'maybe', games: {}, sites: {} } },
      { adjutant: 'advice', version: 2, value: { default: 'advice', games: { chess: 'advice' }, sites: {} } },
      { adjutant: 'advice', version: 2, value: { default: 'advice', games: {}, sites: { 'not a site': 'advice' } } },
      { adjutant: 'advice', version: 3, value: {} },
      // Never written bare: the kind was born in an envelope.
      false,
    ];
    for (const raw of bad) {
      const store = memoryStore({ [ADVICE_KEY]: raw });
      expect(await loadRulesOnly(store, where()), JSON.stringify(raw)).toEqual({ rulesOnly: true, because: 'unreadable' });
      const read = await readAdvicePreference(store);
      expect(read.kind).toBe('unreadable');
      if (read.kind === 'unreadable') expect(read.reason).toMatch(/^Your choice between advice and rules only could not be read: /);
      await expect(saveDefaultRulesOnly(store, false)).rejects.toThrow(/does not write over it/);
      expect(store.dump()[ADVICE_KEY]).toEqual(raw);
      expect((await findUnreadable(store)).map((u) => u.key)).toEqual([ADVICE_KEY]);
    }
  });
});
