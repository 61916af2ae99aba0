import { describeFound, GAME_IDS, isGameId, isRecord, type GameId } from '../engine/index.js';
import { isSitePattern } from '../messaging/site-pattern.js';
import { gameTitle } from './game-titles.js';
import type { KeyValueStore } from './key-value-store.js';
import { readStored, writeStoredOrThrow, type Checked, type StoredSpec } from './stored-value.js';

/**
 * Whether answers may add advice (a best choice among options the rules rank the same) beside what the rules
 * say. "Rules only" is for rated games. The player sets a default, and may override it for a game or for a
 * board site (a site's override wins over a game's, a game's over the default). Advice is on until the player
 * turns it off.
 */
export const ADVICE_KEY = 'advice';

/** One choice as stored: advice shown, or rules only. An override absent from its list means "use the default". */
export type AdviceChoice = 'advice' | 'rules-only';
export const ADVICE_CHOICES: readonly AdviceChoice[] = ['advice', 'rules-only'];

export interface AdvicePreference {
  readonly default: AdviceChoice;
  /** Overrides per game. */
  readonly games: Readonly<Partial<Record<GameId, AdviceChoice>>>;
  /** Overrides per board site, keyed by its match pattern (src/messaging/site-pattern.ts), e.g. "https://boards.example.org/*". */
  readonly sites: Readonly<Record<string, AdviceChoice>>;
}

export const NO_ADVICE_PREFERENCE: AdvicePreference = { default: 'advice', games: {}, sites: {} };

/** As many sites as the list of enabled sites may hold (src/background/enabled-sites.ts); a longer list is not Adjutant's. */
export const ADVICE_SITES_MAX = 200;

/** A site entry: a pattern of at most 300 characters, quoted, a colon, the longest choice quoted, a comma. */
const SITE_ENTRY_BYTES = 300 + 2 + 1 + 12 + 1;

function isChoice(v: unknown): v is AdviceChoice {
  return v === 'advice' || v === 'rules-only';
}

function checkPreference(v: unknown): Checked<AdvicePreference> {
  const choices = `"advice" or "rules-only"`;
  if (!isRecord(v)) return { ok: false, problem: `expected an object with default, games and sites (found ${describeFound(v)})` };
  const extra = Object.keys(v).filter((k) => !['default', 'games', 'sites'].includes(k));
  if (extra.length > 0) return { ok: false, problem: `"${(extra[0] ?? '').slice(0, 40)}" is not one of default, games, sites` };
  if (!isChoice(v.default)) return { ok: false, problem: `default: expected ${choices} (found ${describeFound(v.default)})` };
  if (!isRecord(v.games)) return { ok: false, problem: `games: expected an object keyed by game id (found ${describeFound(v.games)})` };
  const games: Partial<Record<GameId, AdviceChoice>> = {};
  for (const [game, choice] of Object.entries(v.games)) {
    if (!isGameId(game)) return { ok: false, problem: `games: "${String(game).slice(0, 40)}" is not one of ${GAME_IDS.join(', ')}` };
    if (!isChoice(choice)) return { ok: false, problem: `games: ${gameTitle(game)}: expected ${choices} (found ${describeFound(choice)})` };
    games[game] = choice;
  }
  if (!isRecord(v.sites)) return { ok: false, problem: `sites: expected an object keyed by site (found ${describeFound(v.sites)})` };
  const entries = Object.entries(v.sites);
  if (entries.length > ADVICE_SITES_MAX) return { ok: false, problem: `sites: expected at most ${ADVICE_SITES_MAX} sites (found ${entries.length})` };
  const sites: Record<string, AdviceChoice> = {};
  for (const [site, choice] of entries) {
    if (!isSitePattern(site)) return { ok: false, problem: `sites: "${String(site).slice(0, 40)}" is not a site pattern such as https://example.org/*` };
    if (!isChoice(choice)) return { ok: false, problem: `sites: ${site}: expected ${choices} (found ${describeFound(choice)})` };
    sites[site] = choice;
  }
  return { ok: true, value: { default: v.default, games, sites } };
}

export const ADVICE_STORED: StoredSpec<AdvicePreference> = {
  name: ADVICE_KEY,
  keys: [ADVICE_KEY],
  // Born in an envelope: format 1 was the one choice for every game, true (advice shown) or false (rules only).
  bornEnveloped: true,
  version: 2,
  what: () => 'your choice between advice and rules only',
  migrations: {
    // Format 1's one choice becomes the default, with no override yet.
    1: (old) => {
      if (typeof old !== 'boolean') throw new Error(`expected true (advice shown) or false (rules only) (found ${describeFound(old)})`);
      return { default: old ? 'advice' : 'rules-only', games: {}, sites: {} };
    },
  },
  check: checkPreference,
  maxBytes: ADVICE_SITES_MAX * SITE_ENTRY_BYTES + GAME_IDS.length * 40 + 1_000,
};

/** What the player chose, or why it cannot be read (the notice of unreadable data shows it too). */
export type AdvicePreferenceRead = { readonly kind: 'ok'; readonly preference: AdvicePreference } | { readonly kind: 'unreadable'; readonly reason: string };

export async function readAdvicePreference(store: KeyValueStore): Promise<AdvicePreferenceRead> {
  const read = await readStored(store, ADVICE_STORED, ADVICE_KEY);
  if (read.kind === 'unreadable') return { kind: 'unreadable', reason: read.reason };
  return { kind: 'ok', preference: read.kind === 'readable' ? read.value : NO_ADVICE_PREFERENCE };
}

/** Where the choice in force comes from: the site's override, the game's, the default, or none readable. */
export type RulesOnlyBecause = 'site' | 'game' | 'default' | 'unreadable';

export interface RulesOnly {
  readonly rulesOnly: boolean;
  readonly because: RulesOnlyBecause;
}

/** Where an answer is asked: its game, and the site of the board page (its match pattern), or null for none (an imported board). */
export interface AdviceWhere {
  readonly game: GameId;
  readonly site: string | null;
}

/** The choice in force: the site's override, else the game's, else the default. */
export function rulesOnlyIn(preference: AdvicePreference, where: AdviceWhere): RulesOnly {
  const site = where.site === null || !Object.hasOwn(preference.sites, where.site) ? undefined : preference.sites[where.site];
  if (site !== undefined) return { rulesOnly: site === 'rules-only', because: 'site' };
  const game = preference.games[where.game];
  if (game !== undefined) return { rulesOnly: game === 'rules-only', because: 'game' };
  return { rulesOnly: preference.default === 'rules-only', because: 'default' };
}

/**
 * Whether rules only is in force for a game on a site. A choice that cannot be read counts as rules only: a
 * player who once asked for no advice in rated games must not get advice because the choice was damaged (the
 * notice of unreadable data says why, and the player may discard it).
 */
export async function loadRulesOnly(store: KeyValueStore, where: AdviceWhere): Promise<RulesOnly> {
  const read = await readAdvicePreference(store);
  return read.kind === 'unreadable' ? { rulesOnly: true, because: 'unreadable' } : rulesOnlyIn(read.preference, where);
}

/** Whether advice may be shown for a game on a site (the opposite of loadRulesOnly). */
export async function loadAdviceShown(store: KeyValueStore, where: AdviceWhere): Promise<boolean> {
  return !(await loadRulesOnly(store, where)).rulesOnly;
}

async function change(store: KeyValueStore, edit: (p: AdvicePreference) => AdvicePreference): Promise<void> {
  const read = await readStored(store, ADVICE_STORED, ADVICE_KEY);
  // An unreadable value: the writer refuses to go over it, with the reason in the player's words.
  const before = read.kind === 'readable' ? read.value : NO_ADVICE_PREFERENCE;
  await writeStoredOrThrow(store, [{ spec: ADVICE_STORED, key: ADVICE_KEY, value: edit(before) }]);
}

/** Sets the default for every game and site without an override. A refusal is thrown with its reason. */
export async function saveDefaultRulesOnly(store: KeyValueStore, rulesOnly: boolean): Promise<void> {
  await change(store, (p) => ({ ...p, default: rulesOnly ? 'rules-only' : 'advice' }));
}

/** Sets a game's override; null takes it away (the game uses the default). */
export async function saveGameRulesOnly(store: KeyValueStore, game: GameId, rulesOnly: boolean | null): Promise<void> {
  await change(store, (p) => {
    const games: Partial<Record<GameId, AdviceChoice>> = { ...p.games };
    if (rulesOnly === null) delete games[game];
    else games[game] = rulesOnly ? 'rules-only' : 'advice';
    return { ...p, games };
  });
}

/** Sets a site's override (by its match pattern); null takes it away. A pattern that is not a site's is refused. */
export async function saveSiteRulesOnly(store: KeyValueStore, site: string, rulesOnly: boolean | null): Promise<void> {
  if (!isSitePattern(site)) throw new Error(`"${String(site).slice(0, 60)}" is not a board site Adjutant knows.`);
  await change(store, (p) => {
    const sites: Record<string, AdviceChoice> = {};
    for (const [k, v] of Object.entries(p.sites)) if (k !== site) sites[k] = v;
    if (rulesOnly !== null) {
      if (Object.keys(sites).length >= ADVICE_SITES_MAX) throw new Error(`Adjutant keeps a choice for at most ${ADVICE_SITES_MAX} sites: set one of the others back to the default first.`);
      sites[site] = rulesOnly ? 'rules-only' : 'advice';
    }
    return { ...p, sites };
  });
}
