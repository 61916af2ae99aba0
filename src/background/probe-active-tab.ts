import type { Browser } from 'webextension-polyfill';
import type { ProbeReply } from '../messaging/messages.js';
import { sendToTab } from './worker-send.js';

/**
 * Looks at the page in the active tab: injects the content script there with the activeTab grant that
 * opening the popup gave (no host permission is held), then pings it. Read-only: nothing on the page changes.
 */
export async function probeActiveTab(browser: Browser): Promise<ProbeReply> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (!tab?.id || !tab.url) return { type: 'probe', status: 'unavailable', reason: 'No page is open in this tab, or Adjutant may not look at it.' };
  let host: string;
  try {
    const url = new URL(tab.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'file:') {
      return { type: 'probe', status: 'unavailable', reason: 'Adjutant reads only web pages (http, https or file), not browser pages.' };
    }
    host = url.host || 'local file';
  } catch {
    return { type: 'probe', status: 'unavailable', reason: 'The tab has no readable address.' };
  }
  try {
    await browser.scripting.executeScript({ target: { tabId: tab.id }, files: ['content/content.js'] });
    const reply = await sendToTab(browser, tab.id)('content-ping', {});
    if (!reply) return { type: 'probe', status: 'unavailable', reason: 'The page answered in a shape Adjutant does not accept.' };
    return { type: 'probe', status: 'ready', host, board: reply.board };
  } catch (e) {
    return { type: 'probe', status: 'unavailable', reason: `Adjutant could not look at ${host}: ${e instanceof Error ? e.message : 'access was refused'}.` };
  }
}
