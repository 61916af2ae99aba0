import type { Browser, Tabs } from 'webextension-polyfill';
import { PROTOCOL, type KindTo } from '../messaging/protocol.js';
import { sendOver, type Send } from '../messaging/send.js';

/** Typed messages from the worker to the content script in a tab, each reply read by its kind's validator. */
export function sendToTab(browser: Browser, tabId: number, options?: Tabs.SendMessageOptionsType): Send<KindTo<'content'>> {
  // Options only when given: the call stays the one the browser saw before there was a protocol map.
  const transport = options ? (message: unknown) => browser.tabs.sendMessage(tabId, message, options) : (message: unknown) => browser.tabs.sendMessage(tabId, message);
  return sendOver(transport, () => PROTOCOL);
}

/** Typed notices from the worker to the extension's pages (nobody need be listening). */
export function sendToPages(browser: Browser): Send<KindTo<'page'>> {
  return sendOver((message) => browser.runtime.sendMessage(message), () => PROTOCOL);
}
