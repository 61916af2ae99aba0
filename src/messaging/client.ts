import browser from 'webextension-polyfill';
import { isPongReply, isProbeReply, type ProbeReply, type WorkerRequest } from './messages.js';

async function ask(request: WorkerRequest): Promise<unknown> {
  return browser.runtime.sendMessage(request);
}

/** Asks the service worker to look at the active tab (the popup's "check this page"). */
export async function probeActiveTab(): Promise<ProbeReply> {
  try {
    const reply = await ask({ type: 'probe-active-tab' });
    return isProbeReply(reply) ? reply : { type: 'probe', status: 'unavailable', reason: 'The extension gave an answer of the wrong shape.' };
  } catch (e) {
    return { type: 'probe', status: 'unavailable', reason: e instanceof Error ? e.message : 'The extension did not answer.' };
  }
}

/** The service worker's version, or null when it does not answer. */
export async function pingWorker(): Promise<string | null> {
  try {
    const reply = await ask({ type: 'ping' });
    return isPongReply(reply) ? reply.version : null;
  } catch {
    return null;
  }
}
