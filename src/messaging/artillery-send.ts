import browser from 'webextension-polyfill';
import type { ArtilleryMarks } from './artillery-marks.js';
import { showArtilleryChecks } from './protocol.js';
import { sendOver } from './send.js';

/**
 * Shows a gun's shots and a shade on the board of a tab, or takes them off (null), straight to the content script
 * in the tab's top frame as a retreat is (retreat-send.ts). A tab without the script simply shows nothing.
 */
export async function showArtilleryOnTab(tabId: number, marks: ArtilleryMarks | null): Promise<void> {
  const send = sendOver<'show-artillery'>((message) => browser.tabs.sendMessage(tabId, message, { frameId: 0 }), () => ({ 'show-artillery': showArtilleryChecks }));
  await send('show-artillery', { marks }).catch(() => null);
}
