import { isRecord } from '../engine/index.js';
import type { ChecksFor, Kind, ReplyOf, RequestOf } from './protocol.js';

/** Answers one validated request of kind K. */
export type Handler<K extends Kind> = (request: RequestOf<K>) => ReplyOf<K> | Promise<ReplyOf<K>>;

/** Who may send a kind: the handler for a sender allowed to, or null to drop the message unanswered. */
export type Route<K extends Kind, S> = (sender: S) => Handler<K> | null;

/** A receiver's table: one route for each kind it answers, checked against the protocol map. */
export type Routes<Ks extends Kind, S> = { readonly [K in Ks]: Route<K, S> };

/** A route for a kind every sender may send that reached the table (the listener checked the sender already). */
export function anySender<K extends Kind>(handler: Handler<K>): Route<K, unknown> {
  return () => handler;
}

function isRouted<Ks extends Kind>(routes: { readonly [K in Ks]: unknown }, kind: string): kind is Ks {
  // Own keys only: a kind such as "constructor" or "__proto__" names nothing here.
  return Object.prototype.hasOwnProperty.call(routes, kind);
}

/**
 * Answers a message from an onMessage listener, reading it with its kind's validator from `checks` (protocol.ts:
 * `PROTOCOL`, or just the receiver's kinds): unknown kinds, senders the kind's route refuses, and requests the
 * validator rejects get undefined (no reply, so a hostile sender learns nothing). The sender is checked before
 * the message is read, so a board from a sender that may not send one is never parsed. A handler that answers
 * nothing (a command) also gets undefined: no promise, so no response, as a listener that does not answer.
 */
export function dispatch<Ks extends Kind, S>(routes: Routes<Ks, S>, checks: ChecksFor<Ks>, message: unknown, sender: S): Promise<unknown> | undefined {
  if (!isRecord(message) || typeof message.type !== 'string' || !isRouted(routes, message.type)) return undefined;
  const handler = routes[message.type](sender);
  if (!handler) return undefined;
  const request = checks[message.type].request(message);
  if (request === null) return undefined;
  const reply = handler(request);
  return reply === undefined ? undefined : Promise.resolve(reply);
}
