import browser from 'webextension-polyfill';
import type { ShowPaint } from './paint-messages.js';
import { showPaintChecks } from './protocol.js';
import { sendOver } from './send.js';

/** Turns painting on or off on the board of a tab, straight to its content script as a retreat is shown (retreat-send.ts). */
export async function showPaintOnTab(tabId: number, on: boolean, rules: ShowPaint['rules'] = {}): Promise<void> {
  const send = sendOver<'show-paint'>((message) => browser.tabs.sendMessage(tabId, message, { frameId: 0 }), () => ({ 'show-paint': showPaintChecks }));
  await send('show-paint', { on, rules }).catch(() => null);
}
