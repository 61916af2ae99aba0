import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';

/** One part of the options page: its stable id (the page's address ends `#<id>` to open on it) and its name. */
export interface OptionsSection {
  readonly id: string;
  readonly label: string;
}

/** The page's parts by what they hold, each as [id, name], in the order the page shows them within each kind. */
const KINDS: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  ['Games', [['games', 'Games and rule sets'], ['advice', 'Advice']]],
  ['Tables and charts', [['table-editor', 'Your combat tables'], ['terrain-effects', 'Terrain effects'], ['area-tems', 'Area TEMs'], ['morale-ratings', 'Morale ratings'], ['movement', 'Movement settings']]],
  ['Boards and units', [['vassal', 'VASSAL games'], ['pasted-board', 'Boards from elsewhere'], ['terrain-marks', 'Terrain marks'], ['order-of-battle', 'Order of battle']]],
  ['Scoring', [['ledger', 'Victory-point ledgers'], ['victory-settings', 'Victory settings']]],
  ['Your data', [['game-packs', 'Game packs'], ['backup', 'Back up and restore']]],
];

export const SECTION_KINDS: readonly { readonly kind: string; readonly sections: readonly OptionsSection[] }[] = KINDS.map(([kind, sections]) => ({
  kind,
  sections: sections.map(([id, label]) => ({ id, label })),
}));

/** The links to every part of the page, grouped by kind, at the top of the page. */
export function OptionsNav() {
  return (
    <nav class="options-nav" aria-label="Options sections">
      {SECTION_KINDS.map(({ kind, sections }) => (
        <div class="nav-kind" key={kind}>
          <p class="nav-kind-name" id={`nav-${kind.toLowerCase().replace(/\W+/g, '-')}`}>
            {kind}
          </p>
          <ul aria-labelledby={`nav-${kind.toLowerCase().replace(/\W+/g, '-')}`}>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** A part of the page the navigation and a deep link can reach: it takes the focus when its link is followed. */
export function OptionsPart({ id, children }: { readonly id: string; readonly children: ComponentChildren }) {
  return (
    <div id={id} class="options-part" tabIndex={-1}>
      {children}
    </div>
  );
}

/** Brings the part the address names (`options.html#table-editor`) into view and gives it the focus. */
export function openSection(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (id === '') return false;
  const el = document.getElementById(id);
  if (!el?.classList.contains('options-part')) return false;
  el.scrollIntoView?.({ block: 'start' });
  el.focus();
  return true;
}

/**
 * Opens the part the page's address names once the parts are on the page (`ready`), and again whenever the
 * address changes (a link of the navigation followed, or the popup opening the page on another part).
 */
export function useSectionLink(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    openSection(location.hash);
    const follow = (): void => void openSection(location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ready]);
}
