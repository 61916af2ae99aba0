/**
 * The shapes of the messages that are not about boards: `ping` and `probe-active-tab` (to the service worker)
 * and `content-ping` (to the content script). Which context answers each, and the one validator of each,
 * are in protocol.ts.
 */

/** A message that carries nothing but its kind. */
export interface Bare<K extends string> {
  readonly type: K;
}

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
  /** Whether the page shows a board Adjutant can read. */
  readonly board: boolean;
}

/** The longest host name a content script may report (the longest a DNS name can be). */
export const MAX_HOST = 253;
