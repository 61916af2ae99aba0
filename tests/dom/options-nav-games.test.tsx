import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { allGameBasics, gamesWithInput } from '../../src/engine/index.js';
import { SECTION_KINDS, sectionGames } from '../../options/options-nav.js';
import { byName, mountOptions, settle, type Mounted } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  history.replaceState(null, '', '#');
  sessionStorage.clear();
});

const navHrefs = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Options sections"] a')].map((a) => a.getAttribute('href')?.slice(1) ?? '');
const shownParts = (root: HTMLElement): string[] => [...root.querySelectorAll<HTMLElement>('.options-part')].filter((p) => !p.hidden).map((p) => p.id);
const allIds = SECTION_KINDS.flatMap((k) => k.sections.map((s) => s.id));
const everyGame = allIds.filter((id) => sectionGames(id) === null);

async function choose(root: HTMLElement, value: string): Promise<void> {
  const select = byName<HTMLSelectElement>(root, 'Show options for');
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(2);
}

describe('options: navigation by game', () => {
  it('offers all games and each game by name, and shows every section of SECTION_KINDS for all games', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    const select = byName<HTMLSelectElement>(root, 'Show options for');
    expect(select.closest('nav')?.getAttribute('aria-label')).toBe('Options sections');
    expect([...select.options].map((o) => o.textContent)).toEqual(['All games', ...allGameBasics().map((g) => g.info.name)]);
    expect(select.value).toBe('');
    for (const id of allIds) {
      const part = root.querySelector<HTMLElement>(`#${id}`);
      expect(part?.classList.contains('options-part'), id).toBe(true);
      expect(part?.hidden, id).toBe(false);
    }
    expect(navHrefs(root)).toEqual(allIds);
  });

  it('narrows the links and the page to the sections of one game and those of every game', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    // The game whose area TEMs are entered: its chart is shown, other games' charts are not.
    const areaGame = gamesWithInput('area-tems')[0];
    const moraleGames = gamesWithInput('morale-ratings');
    expect(areaGame).toBeDefined();
    if (areaGame === undefined) return;
    await choose(root, areaGame);
    const expected = allIds.filter((id) => {
      const games = sectionGames(id);
      return games === null || games.includes(areaGame);
    });
    expect(navHrefs(root)).toEqual(expected);
    expect(shownParts(root)).toEqual(expect.arrayContaining(expected));
    expect(shownParts(root)).toHaveLength(expected.length);
    expect(expected).toContain('area-tems');
    for (const id of everyGame) expect(expected).toContain(id);
    expect(everyGame).toEqual(expect.arrayContaining(['backup', 'game-packs', 'games', 'advice']));
    if (!moraleGames.includes(areaGame)) {
      expect(navHrefs(root)).not.toContain('morale-ratings');
      expect(root.querySelector<HTMLElement>('#morale-ratings')?.hidden).toBe(true);
    }
    // A kind left with no section is not listed.
    const kinds = [...root.querySelectorAll('.nav-kind-name')].map((k) => k.textContent);
    for (const { kind, sections } of SECTION_KINDS) expect(kinds.includes(kind)).toBe(sections.some((s) => expected.includes(s.id)));
    // The choice is kept for the session.
    expect(sessionStorage.getItem('adjutant-options-game')).toBe(areaGame);
    mounted.unmount();
    mounted = await mountOptions();
    expect(byName<HTMLSelectElement>(mounted.root, 'Show options for').value).toBe(areaGame);
    expect(navHrefs(mounted.root)).toEqual(expected);
    await choose(mounted.root, '');
    expect(navHrefs(mounted.root)).toEqual(allIds);
    expect(sessionStorage.getItem('adjutant-options-game')).toBeNull();
  });

  it('a link to a section the chosen game hides sets the page back to all games and opens it', async () => {
    const areaGame = gamesWithInput('area-tems')[0];
    const moraleGame = gamesWithInput('morale-ratings').find((g) => !gamesWithInput('area-tems').includes(g));
    expect(moraleGame).toBeDefined();
    if (areaGame === undefined || moraleGame === undefined) return;
    sessionStorage.setItem('adjutant-options-game', moraleGame);
    history.replaceState(null, '', '#area-tems');
    mounted = await mountOptions();
    const { root } = mounted;
    const part = root.querySelector<HTMLElement>('#area-tems');
    expect(byName<HTMLSelectElement>(root, 'Show options for').value).toBe('');
    expect(part?.hidden).toBe(false);
    expect(document.activeElement).toBe(part);
    // And when the address changes while a game is chosen.
    await choose(root, areaGame);
    expect(root.querySelector<HTMLElement>('#morale-ratings')?.hidden).toBe(true);
    history.replaceState(null, '', '#morale-ratings');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle(2);
    expect(byName<HTMLSelectElement>(root, 'Show options for').value).toBe('');
    expect(document.activeElement).toBe(root.querySelector('#morale-ratings'));
    expect(navHrefs(root)).toEqual(allIds);
  });
});
