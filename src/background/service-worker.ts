import browser, { type Runtime } from 'webextension-polyfill';
import { isWorkerRequest, type PongReply } from '../messaging/messages.js';
import { probeActiveTab } from './probe-active-tab.js';
import { isFromExtensionPage, isFromThisExtension } from './sender-check.js';

/**
 * The background service worker: answers typed requests from the extension's own pages. Anything from
 * another sender, or of another shape, is ignored (no reply), so a hostile page learns nothing.
 */
const origin = browser.runtime.getURL('');

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  if (!isFromThisExtension(sender, browser.runtime.id) || !isWorkerRequest(message)) return undefined;
  if (message.type === 'ping') {
    const reply: PongReply = { type: 'pong', version: browser.runtime.getManifest().version };
    return Promise.resolve(reply);
  }
  // Looking at a tab is for the extension's own pages only, never for a content script.
  if (!isFromExtensionPage(sender, browser.runtime.id, origin)) return undefined;
  return probeActiveTab(browser);
});
