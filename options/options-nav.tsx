import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { allGameBasics, gamesWithInput, isGameId, type GameId, type UserInputKind } from '../src/engine/index.js';

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

/** The parts a player enters for some games only, with the engine's input each stands for. */
const INPUT_SECTIONS: Readonly<Record<string, UserInputKind>> = {
  'terrain-effects': 'terrain-effects',
  'area-tems': 'area-tems',
  'morale-ratings': 'morale-ratings',
  movement: 'movement-settings',
  'victory-settings': 'victory-settings',
};

/**
 * The games a part of the page concerns, from the engine's data: the combat table editor those without a
 * printed table, each chart or settings panel the games that read its input; null for a part that concerns
 * every game (rule sets, advice, boards, terrain marks, ledgers, game packs, the backup).
 */
export function sectionGames(id: string): readonly GameId[] | null {
  if (id === 'table-editor') return allGameBasics().filter((g) => g.combatTable === null).map((g) => g.info.id);
  const input = Object.hasOwn(INPUT_SECTIONS, id) ? INPUT_SECTIONS[id] : undefined;
  return input === undefined ? null : gamesWithInput(input);
}

/** Whether a part is shown while the page is narrowed to one game (null: all games). */
export function sectionShown(id: string, game: GameId | null): boolean {
  if (game === null) return true;
  const games = sectionGames(id);
  return games === null || games.includes(game);
}

/** The kinds and their parts shown for one game (null: all games); a kind with none left is left out. */
export function sectionsFor(game: GameId | null): typeof SECTION_KINDS {
  return SECTION_KINDS.map(({ kind, sections }) => ({ kind, sections: sections.filter((s) => sectionShown(s.id, game)) })).filter((k) => k.sections.length > 0);
}

const GAME_FILTER_KEY = 'adjutant-options-game';

/** The game the page was narrowed to earlier in this session, or null (all games). */
export function rememberedGameFilter(): GameId | null {
  try {
    const kept = globalThis.sessionStorage?.getItem(GAME_FILTER_KEY) ?? null;
    return isGameId(kept) ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the page's game for the rest of the session (tab); all games forgets it. */
export function rememberGameFilter(game: GameId | null): void {
  try {
    if (game === null) globalThis.sessionStorage?.removeItem(GAME_FILTER_KEY);
    else globalThis.sessionStorage?.setItem(GAME_FILTER_KEY, game);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
}

const ALL_GAMES = '';

interface OptionsNavProps {
  /** The game the page is narrowed to; null for all games. */
  readonly game: GameId | null;
  onGame(game: GameId | null): void;
}

const kindId = (kind: string): string => `nav-${kind.toLowerCase().replace(/\W+/g, '-')}`;

/** A choice of game, then the links to every part of the page shown for it, grouped by kind, at the top of the page. */
export function OptionsNav({ game, onGame }: OptionsNavProps) {
  return (
    <nav class="options-nav" aria-label="Options sections">
      <div class="field nav-game">
        <label for="options-nav-game">Show options for</label>
        <select
          id="options-nav-game"
          value={game ?? ALL_GAMES}
          onChange={(e) => {
            const chosen = e.currentTarget.value;
            onGame(isGameId(chosen) ? chosen : null);
          }}
        >
          {[[ALL_GAMES, 'All games'], ...allGameBasics().map((g) => [g.info.id, g.info.name])].map(([value, name]) => (
            <option key={value} value={value}>{name}</option>
          ))}
        </select>
      </div>
      {sectionsFor(game).map(({ kind, sections }) => (
        <div class="nav-kind" key={kind}>
          <p class="nav-kind-name" id={kindId(kind)}>
            {kind}
          </p>
          <ul aria-labelledby={kindId(kind)}>
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
export function OptionsPart({ id, game, children }: { readonly id: string; readonly game: GameId | null; readonly children: ComponentChildren }) {
  // A part hidden while the page shows another game keeps what is typed in it.
  return (
    <div id={id} class="options-part" tabIndex={-1} hidden={!sectionShown(id, game)}>
      {children}
    </div>
  );
}

/** Brings the part the address names (`options.html#table-editor`) into view and gives it the focus. */
export function openSection(hash: string): boolean {
  const id = sectionOf(hash);
  if (id === '') return false;
  const el = document.getElementById(id);
  if (!el?.classList.contains('options-part')) return false;
  el.scrollIntoView?.({ block: 'start' });
  el.focus();
  return true;
}

function sectionOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
const isSection = (id: string): boolean => SECTION_KINDS.some((k) => k.sections.some((s) => s.id === id));

/**
 * Opens the part the page's address names once the parts are on the page (`ready`), and again whenever the
 * address changes (a link of the navigation followed, or the popup opening the page on another part). A part
 * the page's game hides sets the page back to all games first, so the link still opens it.
 */
export function useSectionLink(ready: boolean, game: GameId | null, onGame: (game: GameId | null) => void): void {
  const current = useRef(game);
  current.current = game;
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const follow = (): void => {
      const id = sectionOf(location.hash);
      if (isSection(id) && !sectionShown(id, current.current)) {
        onGame(null);
        setPending(id);
        return;
      }
      openSection(location.hash);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [ready]);
  useEffect(() => {
    if (pending === null || !sectionShown(pending, game)) return;
    setPending(null);
    openSection(`#${pending}`);
  }, [pending, game]);
}
