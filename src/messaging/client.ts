import browser from 'webextension-polyfill';
import type { ProbeReply } from './messages.js';
import type { KindTo, ProtocolChecks } from './protocol.js';
import { sendOver, type Send } from './send.js';

/**
 * The validators, for the extension's pages: a file of their own (they hold the board checks), fetched while
 * the first request travels rather than with the popup's first screen.
 */
export async function loadProtocol(): Promise<ProtocolChecks> {
  return (await import('./protocol.js')).PROTOCOL;
}

/** Sends a request from an extension page to the service worker; rejects when the worker does not answer. */
export const send: Send<KindTo<'worker'>> = sendOver((message) => browser.runtime.sendMessage(message), loadProtocol);

/** Asks the service worker to look at the active tab (the popup's "check this page"). */
export async function probeActiveTab(): Promise<ProbeReply> {
  try {
    const reply = await send('probe-active-tab', {});
    return reply ?? { type: 'probe', status: 'unavailable', reason: 'The extension gave an answer of the wrong shape.' };
  } catch (e) {
    return { type: 'probe', status: 'unavailable', reason: e instanceof Error ? e.message : 'The extension did not answer.' };
  }
}
