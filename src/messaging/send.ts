import type { Body, ChecksFor, Kind, ReplyOf } from './protocol.js';

/** Carries one message to its receiver and gives back whatever came back (runtime or tabs sendMessage). */
export type Transport = (message: unknown) => Promise<unknown>;

/**
 * Sends a request of one of the kinds `Ks` and gives its reply as the kind's validator reads it: null when the
 * reply is of the wrong shape. Rejects when the transport does (no receiver, the extension reloaded).
 */
export type Send<Ks extends Kind> = <K extends Ks>(kind: K, body: Body<K>) => Promise<ReplyOf<K> | null>;

/**
 * A typed sender over a transport, for the kinds `checks` holds (protocol.ts: `PROTOCOL`, or just the kinds a
 * sender uses). The popup loads the checks as a file of their own (they hold the board checks), fetched while
 * the request travels, not before it: the popup may send as a permission prompt opens, and Firefox closes the
 * popup then.
 */
export function sendOver<Ks extends Kind>(transport: Transport, checks: () => ChecksFor<Ks> | Promise<ChecksFor<Ks>>): Send<Ks> {
  return async (kind, body) => {
    // Sent before anything is awaited: the kind goes last, so it is the kind whatever the body holds.
    const sent = transport({ ...body, type: kind });
    const [reply, table] = await Promise.all([sent, checks()]);
    return table[kind].reply(reply);
  };
}
