import { isRecord } from '../engine/core/field-error.js';

/**
 * Every message between the extension's contexts, typed and checked on arrival: a message whose shape
 * does not match is dropped, never half-read.
 *
 * - to the service worker: `ping` (any extension page) and `probe-active-tab` (the popup: look at the
 *   page the user is on, with the activeTab grant the click on the toolbar button gave).
 * - to the content script: `content-ping`.
 */
export type WorkerRequest = { readonly type: 'ping' } | { readonly type: 'probe-active-tab' };
export type ContentRequest = { readonly type: 'content-ping' };

export interface PongReply {
  readonly type: 'pong';
  readonly version: string;
}

/** What the popup learns of the page in the active tab. */
export type ProbeReply =
  | { readonly type: 'probe'; readonly status: 'ready'; readonly host: string; readonly board: boolean }
  | { readonly type: 'probe'; readonly status: 'unavailable'; readonly reason: string };

export interface ContentPong {
  readonly type: 'content-pong';
  readonly host: string;
  /** Whether the page shows a board Adjutant can read (always false until board readers exist). */
  readonly board: boolean;
}

const MAX_HOST = 253;

export function isWorkerRequest(v: unknown): v is WorkerRequest {
  return isRecord(v) && Object.keys(v).length === 1 && (v.type === 'ping' || v.type === 'probe-active-tab');
}

export function isContentRequest(v: unknown): v is ContentRequest {
  return isRecord(v) && Object.keys(v).length === 1 && v.type === 'content-ping';
}

export function isContentPong(v: unknown): v is ContentPong {
  return isRecord(v) && v.type === 'content-pong' && typeof v.host === 'string' && v.host.length <= MAX_HOST && typeof v.board === 'boolean';
}

export function isPongReply(v: unknown): v is PongReply {
  return isRecord(v) && v.type === 'pong' && typeof v.version === 'string';
}

export function isProbeReply(v: unknown): v is ProbeReply {
  if (!isRecord(v) || v.type !== 'probe') return false;
  if (v.status === 'ready') return typeof v.host === 'string' && typeof v.board === 'boolean';
  return v.status === 'unavailable' && typeof v.reason === 'string';
}
