import browser, { type Runtime } from 'webextension-polyfill';
import { isContentRequest, type ContentPong } from '../src/messaging/messages.js';

/**
 * The content script, injected only into a page the user asked Adjutant to look at. For now it only
 * answers a ping; reading the board comes with the board readers. It never changes the page.
 */
declare global {
  interface Window {
    __adjutantContent?: true;
  }
}

// Injection may happen again on the same page (each "Check this page"): listen only once.
if (!window.__adjutantContent) {
  window.__adjutantContent = true;
  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id || !isContentRequest(message)) return undefined;
    const reply: ContentPong = { type: 'content-pong', host: location.host.slice(0, 253) || 'local file', board: false };
    return Promise.resolve(reply);
  });
}
