import { BOARD_LIMITS, type Board } from '../engine/core/board/board.js';
import { parseBoard } from '../engine/core/board/parse-board.js';
import { isRecord } from '../engine/core/field-error.js';
import { isSitePattern, siteOfPattern, type Site } from './site-pattern.js';

/**
 * The messages that carry a board between the extension's contexts, typed and checked on arrival. The board
 * comes from a web page, so the service worker validates it again (shape, counts, sizes) before keeping it;
 * anything of another shape is dropped, never half-read.
 *
 * - content script → service worker: `board-report` (what the page shows, and which counters the player
 *   selected); the worker answers `board-ack`, saying whether the content script should keep following the page.
 * - service worker → content script: `follow` (the site was just enabled) and `disable` (it was turned off).
 * - popup → service worker: `tab-board`, `site-enable`, `site-disable`, and `site-enable-pending` (sent
 *   as the browser's permission prompt opens, in case the popup closes before the player answers it).
 * - service worker → extension pages: `board-changed` (a tab's board or selection changed).
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

export type ContentCommand = { readonly type: 'follow' } | { readonly type: 'disable' };

export type BoardRequest =
  | { readonly type: 'tab-board'; readonly tabId: number }
  | { readonly type: 'site-enable'; readonly tabId: number; readonly pattern: string }
  | { readonly type: 'site-enable-pending'; readonly tabId: number; readonly pattern: string }
  | { readonly type: 'site-disable'; readonly tabId: number; readonly pattern: string };

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

function isTabId(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function hasOnlyKeys(v: Record<string, unknown>, keys: readonly string[]): boolean {
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

export function readBoardReport(v: unknown): BoardReport | null {
  if (!isRecord(v) || v.type !== 'board-report' || !hasOnlyKeys(v, ['type', 'reading', 'selection'])) return null;
  const reading = readPageReading(v.reading);
  const selection = readSelection(v.selection);
  return reading && selection ? { type: 'board-report', reading, selection } : null;
}

export function isBoardAck(v: unknown): v is BoardAck {
  return isRecord(v) && v.type === 'board-ack' && typeof v.follow === 'boolean';
}

export function isContentCommand(v: unknown): v is ContentCommand {
  return isRecord(v) && Object.keys(v).length === 1 && (v.type === 'follow' || v.type === 'disable');
}

export function isBoardRequest(v: unknown): v is BoardRequest {
  if (!isRecord(v) || !isTabId(v.tabId)) return false;
  if (v.type === 'tab-board') return Object.keys(v).length === 2;
  const sited = v.type === 'site-enable' || v.type === 'site-enable-pending' || v.type === 'site-disable';
  return sited && Object.keys(v).length === 3 && isSitePattern(v.pattern);
}

function readSite(v: unknown): Site | null | undefined {
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

export function readTabBoardReply(v: unknown): TabBoardReply | null {
  if (!isRecord(v) || v.type !== 'tab-board' || !isTabId(v.tabId) || typeof v.enabled !== 'boolean') return null;
  const site = readSite(v.site);
  const state = v.state === null ? null : readTabBoardState(v.state);
  if (site === undefined || (v.state !== null && !state)) return null;
  return { type: 'tab-board', tabId: v.tabId, site, enabled: v.enabled, state };
}

export function isSiteAnswer(v: unknown): v is SiteAnswer {
  return isRecord(v) && v.type === 'site-answer' && typeof v.enabled === 'boolean' && typeof v.message === 'string' && v.message.length <= MESSAGE_LIMITS.message;
}

export function isBoardChanged(v: unknown): v is BoardChanged {
  return isRecord(v) && v.type === 'board-changed' && isTabId(v.tabId) && Object.keys(v).length === 2;
}
