import { isRecord } from '../engine/index.js';
import {
  hasOnlyKeys,
  isTabId,
  MESSAGE_LIMITS,
  readPageReading,
  readSelection,
  readSite,
  readTabBoardState,
  type BoardAck,
  type BoardChanged,
  type BoardReport,
  type SiteAnswer,
  type SiteRequest,
  type SiteSwitch,
  type TabBoardReply,
  type TabBoardRequest,
} from './board-messages.js';
import { MAX_HOST, type Bare, type ContentPong, type PongReply, type ProbeReply } from './messages.js';
import { readShowArrows, type ShowArrows } from './arrow-marks.js';
import { readShowArtillery, type ShowArtillery } from './artillery-marks.js';
import { readPaintMarks, readPaintRead, readPaintWrite, readShowPaint, type PaintMarks, type PaintRead, type PaintWrite, type ShowPaint } from './paint-messages.js';
import { readShowRetreat, type ShowRetreat } from './retreat-marks.js';
import { isSitePattern } from './site-pattern.js';

/**
 * Every message between the extension's contexts: which context answers it (`to`), the request (its `type`
 * on the wire is the kind), and the reply (`NoReply` for commands and notices, which nobody answers).
 * Senders (send.ts) get the reply type of the kind they sent; receivers (dispatch.ts) are checked against it.
 */
export interface Protocol {
  /** Any part of the extension asks whether the worker runs, and its version. */
  readonly ping: { readonly to: 'worker'; readonly request: Bare<'ping'>; readonly reply: PongReply };
  /** The popup asks the worker to look at the active tab, with the activeTab grant of the click. */
  readonly 'probe-active-tab': { readonly to: 'worker'; readonly request: Bare<'probe-active-tab'>; readonly reply: ProbeReply };
  /** The content script tells the worker what the page shows. */
  readonly 'board-report': { readonly to: 'worker'; readonly request: BoardReport; readonly reply: BoardAck };
  /** The popup asks for a tab's board and site switch. */
  readonly 'tab-board': { readonly to: 'worker'; readonly request: TabBoardRequest; readonly reply: TabBoardReply };
  readonly 'site-enable': { readonly to: 'worker'; readonly request: SiteRequest<'site-enable'>; readonly reply: SiteAnswer };
  readonly 'site-enable-pending': { readonly to: 'worker'; readonly request: SiteRequest<'site-enable-pending'>; readonly reply: SiteAnswer };
  readonly 'site-disable': { readonly to: 'worker'; readonly request: SiteRequest<'site-disable'>; readonly reply: SiteAnswer };
  /** The worker (or the popup) asks whether the content script runs in a tab, and whether it sees a board. */
  readonly 'content-ping': { readonly to: 'content'; readonly request: Bare<'content-ping'>; readonly reply: ContentPong };
  readonly follow: { readonly to: 'content'; readonly request: Bare<'follow'>; readonly reply: NoReply };
  readonly disable: { readonly to: 'content'; readonly request: Bare<'disable'>; readonly reply: NoReply };
  /**
   * The popup shows one unit's retreat on the board of the tab it reads (marks null: takes it off). Sent by the
   * popup straight to the tab's content script (tabs.sendMessage): the popup knows the tab, and nothing of the
   * worker's (its stored boards, its site switch) has a part in it, so a relay would add a kind and a hop for no
   * check the content script does not make itself (sender-check.ts's isFromOwnPage, then this validator).
   */
  readonly 'show-retreat': { readonly to: 'content'; readonly request: ShowRetreat; readonly reply: NoReply };
  /** The popup shows a gun's shots and a shade of hexes on the board of the tab it reads (marks null: takes them off); sent as `show-retreat` is, for the same reasons. */
  readonly 'show-artillery': { readonly to: 'content'; readonly request: ShowArtillery; readonly reply: NoReply };
  /** The popup shows arrows and marks on hexes (what changed since the last look, or a battle plan) on the board of the tab it reads (marks null: takes them off); sent as `show-retreat` is. */
  readonly 'show-arrows': { readonly to: 'content'; readonly request: ShowArrows; readonly reply: NoReply };
  /** The popup turns the paint mode on or off on the board of the tab it reads; sent as `show-retreat` is. */
  readonly 'show-paint': { readonly to: 'content'; readonly request: ShowPaint; readonly reply: NoReply };
  /** The content script, painting, asks for a game's marks and the terrain the rules name (paint-messages.ts). */
  readonly 'paint-read': { readonly to: 'worker'; readonly request: PaintRead; readonly reply: PaintMarks };
  /** The content script stores a paint stroke or its undoing; the reply is the game's marks after it. */
  readonly 'paint-write': { readonly to: 'worker'; readonly request: PaintWrite; readonly reply: PaintMarks };
  /** The worker tells the extension's pages that a tab's board changed. */
  readonly 'board-changed': { readonly to: 'page'; readonly request: BoardChanged; readonly reply: NoReply };
}

/** What a command or notice gets back: nothing (the receiver's listener returns no promise). */
export type NoReply = undefined;

export type Kind = keyof Protocol;
export type Receiver = Protocol[Kind]['to'];
/** The kinds one context answers. */
export type KindTo<R extends Receiver> = { [K in Kind]: Protocol[K]['to'] extends R ? K : never }[Kind];
export type RequestOf<K extends Kind> = Protocol[K]['request'];
export type ReplyOf<K extends Kind> = Protocol[K]['reply'];
/** A request as its sender writes it: the kind is added as `type` when it is sent. */
export type Body<K extends Kind> = Omit<RequestOf<K>, 'type'>;

/** Reads an untrusted value as T: the value (normalized where T says so), or null when anything is off. */
export type Check<T> = (v: unknown) => T | null;

/** The one validator of a message: its request, as the receiver reads it, and its reply, as the sender reads it. */
export interface MessageChecks<K extends Kind> {
  readonly request: Check<RequestOf<K>>;
  readonly reply: Check<ReplyOf<K>>;
}

/** The checks of some kinds: what a sender or receiver that handles only those kinds needs. */
export type ChecksFor<Ks extends Kind> = { readonly [K in Ks]: MessageChecks<K> };
export type ProtocolChecks = ChecksFor<Kind>;

/** A message of nothing but its kind: no other key. */
function readBare<K extends string>(v: unknown, kind: K): Bare<K> | null {
  return isRecord(v) && Object.keys(v).length === 1 && v.type === kind ? { type: kind } : null;
}

function readSiteRequest<K extends SiteSwitch>(v: unknown, kind: K): SiteRequest<K> | null {
  return isRecord(v) && v.type === kind && isTabId(v.tabId) && Object.keys(v).length === 3 && isSitePattern(v.pattern)
    ? { type: kind, tabId: v.tabId, pattern: v.pattern }
    : null;
}

/** Nobody answers a command or notice: an answer of any kind is not one. */
const noReply: Check<NoReply> = (v) => (v === undefined ? undefined : null);

export function isContentPong(v: unknown): v is ContentPong {
  return isRecord(v) && v.type === 'content-pong' && typeof v.host === 'string' && v.host.length <= MAX_HOST && typeof v.board === 'boolean';
}

function isPongReply(v: unknown): v is PongReply {
  return isRecord(v) && v.type === 'pong' && typeof v.version === 'string';
}

export function isProbeReply(v: unknown): v is ProbeReply {
  if (!isRecord(v) || v.type !== 'probe') return false;
  if (v.status === 'ready') return typeof v.host === 'string' && typeof v.board === 'boolean';
  return v.status === 'unavailable' && typeof v.reason === 'string';
}

export function readBoardReport(v: unknown): BoardReport | null {
  if (!isRecord(v) || v.type !== 'board-report' || !hasOnlyKeys(v, ['type', 'reading', 'selection'])) return null;
  const reading = readPageReading(v.reading);
  const selection = readSelection(v.selection);
  return reading && selection ? { type: 'board-report', reading, selection } : null;
}

function isBoardAck(v: unknown): v is BoardAck {
  return isRecord(v) && v.type === 'board-ack' && typeof v.follow === 'boolean';
}

function readTabBoardRequest(v: unknown): TabBoardRequest | null {
  return isRecord(v) && v.type === 'tab-board' && isTabId(v.tabId) && Object.keys(v).length === 2 ? { type: 'tab-board', tabId: v.tabId } : null;
}

export function readTabBoardReply(v: unknown): TabBoardReply | null {
  if (!isRecord(v) || v.type !== 'tab-board' || !isTabId(v.tabId) || typeof v.enabled !== 'boolean') return null;
  const site = readSite(v.site);
  const state = v.state === null ? null : readTabBoardState(v.state);
  if (site === undefined || (v.state !== null && !state)) return null;
  return { type: 'tab-board', tabId: v.tabId, site, enabled: v.enabled, state };
}

function isSiteAnswer(v: unknown): v is SiteAnswer {
  return isRecord(v) && v.type === 'site-answer' && typeof v.enabled === 'boolean' && typeof v.message === 'string' && v.message.length <= MESSAGE_LIMITS.message;
}

/** The three site switches get the same answer. */
const readSiteAnswer: Check<SiteAnswer> = (v) => (isSiteAnswer(v) ? v : null);

function isBoardChanged(v: unknown): v is BoardChanged {
  return isRecord(v) && v.type === 'board-changed' && isTabId(v.tabId) && Object.keys(v).length === 2;
}

/*
 * Each kind's checks, one constant each and nothing but functions in them (no call runs at load), so a bundle
 * keeps only the kinds it names: the content script, injected whole into pages, ships the checks of its own few.
 */
export const pingChecks: MessageChecks<'ping'> = { request: (v) => readBare(v, 'ping'), reply: (v) => (isPongReply(v) ? v : null) };
export const probeActiveTabChecks: MessageChecks<'probe-active-tab'> = {
  request: (v) => readBare(v, 'probe-active-tab'),
  reply: (v) => (isProbeReply(v) ? v : null),
};
export const boardReportChecks: MessageChecks<'board-report'> = { request: readBoardReport, reply: (v) => (isBoardAck(v) ? v : null) };
export const tabBoardChecks: MessageChecks<'tab-board'> = { request: readTabBoardRequest, reply: readTabBoardReply };
export const siteEnableChecks: MessageChecks<'site-enable'> = { request: (v) => readSiteRequest(v, 'site-enable'), reply: readSiteAnswer };
export const siteEnablePendingChecks: MessageChecks<'site-enable-pending'> = {
  request: (v) => readSiteRequest(v, 'site-enable-pending'),
  reply: readSiteAnswer,
};
export const siteDisableChecks: MessageChecks<'site-disable'> = { request: (v) => readSiteRequest(v, 'site-disable'), reply: readSiteAnswer };
export const contentPingChecks: MessageChecks<'content-ping'> = {
  request: (v) => readBare(v, 'content-ping'),
  reply: (v) => (isContentPong(v) ? v : null),
};
export const followChecks: MessageChecks<'follow'> = { request: (v) => readBare(v, 'follow'), reply: noReply };
export const disableChecks: MessageChecks<'disable'> = { request: (v) => readBare(v, 'disable'), reply: noReply };
export const showRetreatChecks: MessageChecks<'show-retreat'> = { request: readShowRetreat, reply: noReply };
export const showArtilleryChecks: MessageChecks<'show-artillery'> = { request: readShowArtillery, reply: noReply };
export const showArrowsChecks: MessageChecks<'show-arrows'> = { request: readShowArrows, reply: noReply };
export const showPaintChecks: MessageChecks<'show-paint'> = { request: readShowPaint, reply: noReply };
export const paintReadChecks: MessageChecks<'paint-read'> = { request: readPaintRead, reply: readPaintMarks };
export const paintWriteChecks: MessageChecks<'paint-write'> = { request: readPaintWrite, reply: readPaintMarks };
export const boardChangedChecks: MessageChecks<'board-changed'> = { request: (v) => (isBoardChanged(v) ? v : null), reply: noReply };

/** The one validator of every message, by kind. */
export const PROTOCOL: ProtocolChecks = {
  ping: pingChecks,
  'probe-active-tab': probeActiveTabChecks,
  'board-report': boardReportChecks,
  'tab-board': tabBoardChecks,
  'site-enable': siteEnableChecks,
  'site-enable-pending': siteEnablePendingChecks,
  'site-disable': siteDisableChecks,
  'content-ping': contentPingChecks,
  follow: followChecks,
  disable: disableChecks,
  'show-retreat': showRetreatChecks,
  'show-artillery': showArtilleryChecks,
  'show-arrows': showArrowsChecks,
  'show-paint': showPaintChecks,
  'paint-read': paintReadChecks,
  'paint-write': paintWriteChecks,
  'board-changed': boardChangedChecks,
};

/** Whether a value is a request of one of the kinds, each read by its own validator above. */
function isRequestOf(v: unknown, kinds: readonly Kind[]): boolean {
  return kinds.some((kind) => PROTOCOL[kind].request(v) !== null);
}

/* The families of requests, for callers that check a value against several kinds at once. */

export function isContentRequest(v: unknown): boolean {
  return isRequestOf(v, ['content-ping']);
}

/** The worker's questions from the extension's pages that are not about boards. */
export function isWorkerRequest(v: unknown): boolean {
  return isRequestOf(v, ['ping', 'probe-active-tab']);
}

/** The popup's questions about a tab's board and its site switch. */
export function isBoardRequest(v: unknown): boolean {
  return isRequestOf(v, ['tab-board', 'site-enable', 'site-enable-pending', 'site-disable']);
}
