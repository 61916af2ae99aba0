import { BOARD_LIMITS, isRecord, parseBoard, type Board } from '../engine/index.js';
import { isSitePattern, siteOfPattern, type Site } from './site-pattern.js';

/**
 * The shapes of the messages that carry a board between the extension's contexts, and the checks of their
 * parts (a page reading, a selection, a tab's state). The board comes from a web page, so every context that
 * receives one validates it again (shape, counts, sizes); which context answers each message, and the one
 * validator of each, are in protocol.ts.
 *
 * - content script → service worker: `board-report` (what the page shows, and which counters the player
 *   selected); the worker answers `board-ack`, saying whether the content script should keep following the page.
 * - service worker → content script: `follow` (the site was just enabled) and `disable` (it was turned off).
 * - popup → service worker: `tab-board`, `site-enable`, `site-disable`, and `site-enable-pending` (sent
 *   as the browser's permission prompt opens, in case the popup closes before the player answers it).
 * - service worker → extension pages: `board-changed` (a tab's board or selection changed).
 * - popup → content script: `show-retreat` (one unit's retreat drawn on the board; retreat-marks.ts),
 *   `show-artillery` (a gun's shots and a shade of hexes drawn on the board; artillery-marks.ts),
 *   `show-arrows` (arrows and marks on hexes: what changed since the last look, or a battle plan;
 *   arrow-marks.ts), and `show-paint` (the paint mode on or off; paint-messages.ts).
 */

/** What the content script found on the page. */
export type PageReading =
  | { readonly kind: 'board'; readonly board: Board }
  | { readonly kind: 'none' }
  | { readonly kind: 'unreadable'; readonly errors: readonly string[] };

/** Selected counters by unit id: the first selected side attacks, the other defends. */
export interface BoardSelection {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
}

export const NO_SELECTION: BoardSelection = { attackers: [], defenders: [] };

export interface BoardReport {
  readonly type: 'board-report';
  readonly reading: PageReading;
  readonly selection: BoardSelection;
}

export interface BoardAck {
  readonly type: 'board-ack';
  /** True when the page's site is enabled: keep following its changes. False after a one-time look. */
  readonly follow: boolean;
}

export interface TabBoardRequest {
  readonly type: 'tab-board';
  readonly tabId: number;
}

/** The popup's site switch: turn a site on, say it is being asked for, or turn it off. */
export type SiteSwitch = 'site-enable' | 'site-enable-pending' | 'site-disable';

export interface SiteRequest<K extends SiteSwitch> {
  readonly type: K;
  readonly tabId: number;
  readonly pattern: string;
}

/** What the worker knows of a tab's board. */
export interface TabBoardState {
  readonly site: Site | null;
  readonly reading: PageReading;
  readonly selection: BoardSelection;
  /** When the page last reported, in ms since the epoch. */
  readonly at: number;
}

export interface TabBoardReply {
  readonly type: 'tab-board';
  readonly tabId: number;
  /** The tab's site, when the worker may know it (the site is enabled, or the page reported). */
  readonly site: Site | null;
  /** Whether Adjutant follows boards on the tab's site. */
  readonly enabled: boolean;
  /** Null when the page has not reported (Adjutant is not reading it). */
  readonly state: TabBoardState | null;
}

export interface SiteAnswer {
  readonly type: 'site-answer';
  readonly enabled: boolean;
  /** What happened, in words the popup shows. */
  readonly message: string;
}

export interface BoardChanged {
  readonly type: 'board-changed';
  readonly tabId: number;
}

export const MESSAGE_LIMITS = { errors: 20, errorLength: 300, message: 300 } as const;

export function isTabId(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

export function hasOnlyKeys(v: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(v).every((k) => keys.includes(k));
}

function readIds(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.length > BOARD_LIMITS.units) return null;
  const ids = v.filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= BOARD_LIMITS.text);
  return ids.length === v.length && new Set(ids).size === ids.length ? ids : null;
}

export function readSelection(v: unknown): BoardSelection | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['attackers', 'defenders'])) return null;
  const attackers = readIds(v.attackers);
  const defenders = readIds(v.defenders);
  if (!attackers || !defenders || attackers.some((id) => defenders.includes(id))) return null;
  return { attackers, defenders };
}

/** Whether a value's JSON stays within the board size limit (a cyclic or too deep value does not). */
function withinSize(v: unknown): boolean {
  try {
    return JSON.stringify(v).length <= BOARD_LIMITS.json;
  } catch {
    return false;
  }
}

/** A page reading, with its board validated and normalized again; null when anything is off. */
export function readPageReading(v: unknown): PageReading | null {
  if (!isRecord(v)) return null;
  if (v.kind === 'none') return Object.keys(v).length === 1 ? { kind: 'none' } : null;
  if (v.kind === 'unreadable') {
    const { errors } = v;
    if (!Array.isArray(errors) || errors.length > MESSAGE_LIMITS.errors) return null;
    if (!errors.every((e): e is string => typeof e === 'string' && e.length <= MESSAGE_LIMITS.errorLength)) return null;
    return { kind: 'unreadable', errors };
  }
  if (v.kind !== 'board' || !withinSize(v.board)) return null;
  const parsed = parseBoard(v.board);
  return parsed.ok ? { kind: 'board', board: parsed.value } : null;
}

/** A site as a message names it: null for none, undefined when it is not a site `siteOfPattern` gives. */
export function readSite(v: unknown): Site | null | undefined {
  if (v === null) return null;
  if (!isRecord(v) || !isSitePattern(v.pattern)) return undefined;
  const site = siteOfPattern(v.pattern);
  return site && site.host === v.host ? site : undefined;
}

/** The worker's stored or sent state of a tab, validated (storage.session is read back through this too). */
export function readTabBoardState(v: unknown): TabBoardState | null {
  if (!isRecord(v) || typeof v.at !== 'number' || !Number.isFinite(v.at)) return null;
  const site = readSite(v.site);
  const reading = readPageReading(v.reading);
  const selection = readSelection(v.selection);
  if (site === undefined || !reading || !selection) return null;
  return { site, reading, selection, at: v.at };
}
