import { afterEach, describe, expect, it } from 'vitest';
import { SECTION_KINDS } from '../../options/options-nav.js';
import { mountOptions, settle, type Mounted } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  history.replaceState(null, '', '#');
});

const links = (root: HTMLElement): HTMLAnchorElement[] => [...root.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Options sections"] a')];

describe('options: navigation and links to a section', () => {
  it('lists every section of the page by kind, each link reaching a part of the page that is there', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    const nav = root.querySelector('nav[aria-label="Options sections"]');
    expect([...(nav?.querySelectorAll('.nav-kind-name') ?? [])].map((k) => k.textContent)).toEqual(SECTION_KINDS.map((k) => k.kind));
    const hrefs = links(root).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(SECTION_KINDS.flatMap((k) => k.sections.map((s) => `#${s.id}`)));
    // Every part of the page is in the navigation once, and every link leads to a part holding a section.
    const parts = [...root.querySelectorAll<HTMLElement>('.options-part')].map((p) => p.id);
    expect([...parts].sort()).toEqual(hrefs.map((h) => h?.slice(1)).sort());
    for (const id of parts) expect(root.querySelector(`#${id} section h2`)).not.toBeNull();
    expect(links(root).find((a) => a.getAttribute('href') === '#table-editor')?.textContent).toBe('Your combat tables');
  });

  it('opens on the section its address names: options.html#table-editor brings the table editor into view', async () => {
    history.replaceState(null, '', '#table-editor');
    mounted = await mountOptions();
    const part = mounted.root.querySelector<HTMLElement>('#table-editor');
    expect(part?.querySelector('h2')?.textContent).toBe('Your combat tables');
    expect(document.activeElement).toBe(part);
  });

  it('opens the section a link of the navigation names, and ignores an address naming no section', async () => {
    history.replaceState(null, '', '#no-such-part');
    mounted = await mountOptions();
    expect(document.activeElement?.classList.contains('options-part')).toBe(false);
    history.replaceState(null, '', '#game-packs');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle(1);
    expect(document.activeElement).toBe(mounted.root.querySelector('#game-packs'));
  });
});
