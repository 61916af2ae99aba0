import browser from 'webextension-polyfill';
import type { ArrowMarks } from './arrow-marks.js';
import { showArrowsChecks } from './protocol.js';
import { sendOver } from './send.js';

/**
 * Shows arrows and marks (what changed, or a battle plan) on the board of a tab, or takes them off (null),
 * straight to the content script in the tab's top frame as a retreat is (retreat-send.ts). A tab without the
 * script simply shows nothing.
 */
export async function showArrowsOnTab(tabId: number, marks: ArrowMarks | null): Promise<void> {
  const send = sendOver<'show-arrows'>((message) => browser.tabs.sendMessage(tabId, message, { frameId: 0 }), () => ({ 'show-arrows': showArrowsChecks }));
  await send('show-arrows', { marks }).catch(() => null);
}
