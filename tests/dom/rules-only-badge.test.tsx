import { describe, expect, it } from 'vitest';
import type { BoardPlatform } from '../../popup/board-platform.js';
import { RulesOnlyBadge } from '../../popup/rules-only-badge.js';
import { ADVICE_KEY, saveDefaultRulesOnly, saveGameRulesOnly, saveSiteRulesOnly } from '../../src/storage/advice-preference.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import type { Site } from '../../src/messaging/site-pattern.js';
import { click, mount, text } from './render-helper.js';

const SITE: Site = { pattern: 'https://boards.example.org/*', host: 'boards.example.org' };

/** A tab on `site` (null: no web page), Adjutant not reading it. */
function tabOn(site: Site | null): BoardPlatform {
  return {
    async view() {
      return { tabId: 3, site, enabled: false, state: null };
    },
    watch() {
      return () => undefined;
    },
    async enableSite() {
      return { type: 'site-answer', enabled: true, message: '' };
    },
    async disableSite() {
      return { type: 'site-answer', enabled: false, message: '' };
    },
  };
}

async function badgeOf(store: ReturnType<typeof memoryStore>, site: Site | null = SITE, opened: string[] = []): Promise<HTMLElement | null> {
  const root = await mount(<RulesOnlyBadge store={store} board={tabOn(site)} game="gettysburg-88" onOpenOptions={(s) => opened.push(s)} />);
  return root.querySelector<HTMLElement>('[data-testid="rules-only-badge"]');
}

describe('popup: the rules-only line under the header', () => {
  it('shows nothing while advice may show', async () => {
    expect(await badgeOf(memoryStore())).toBeNull();
    const store = memoryStore();
    await saveDefaultRulesOnly(store, true);
    await saveSiteRulesOnly(store, SITE.pattern, false);
    expect(await badgeOf(store)).toBeNull();
  });

  it('says rules only is in force and why: this site, this game, every game; and links to Options’ advice section', async () => {
    const site = memoryStore();
    await saveSiteRulesOnly(site, SITE.pattern, true);
    const opened: string[] = [];
    const badge = await badgeOf(site, SITE, opened);
    expect(text(badge)).toBe('Rules only: no advice (this site). Change in Options');
    const link = badge?.querySelector('a');
    if (!link) throw new Error('no link');
    await click(link);
    expect(opened).toEqual(['advice']);
    // Another site: the site's choice does not follow.
    expect(await badgeOf(site, { pattern: 'https://other.example.org/*', host: 'other.example.org' })).toBeNull();

    const game = memoryStore();
    await saveGameRulesOnly(game, 'gettysburg-88', true);
    expect(text(await badgeOf(game))).toContain('(this game)');
    // A tab with no web page: the game's choice holds.
    expect(text(await badgeOf(game, null))).toContain('(this game)');

    const all = memoryStore();
    await saveDefaultRulesOnly(all, true);
    expect(text(await badgeOf(all))).toContain('(every game)');
  });

  it('a choice that cannot be read gives rules only, and says so', async () => {
    const store = memoryStore({ [ADVICE_KEY]: { adjutant: 'advice', version: 2, value: 'yes' } });
    expect(text(await badgeOf(store))).toContain('Rules only: no advice (your choice could not be read)');
  });
});
