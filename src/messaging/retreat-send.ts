import browser from 'webextension-polyfill';
import { showRetreatChecks } from './protocol.js';
import type { RetreatMarks } from './retreat-marks.js';
import { sendOver } from './send.js';

/**
 * Shows a retreat on the board of a tab, or takes it off (null): from an extension page straight to the content
 * script in the tab's top frame (protocol.ts says why not through the worker). A tab whose page Adjutant does not
 * read has no script to answer: that is no error, there is simply nothing drawn.
 */
export async function showRetreatOnTab(tabId: number, marks: RetreatMarks | null): Promise<void> {
  const send = sendOver<'show-retreat'>((message) => browser.tabs.sendMessage(tabId, message, { frameId: 0 }), () => ({ 'show-retreat': showRetreatChecks }));
  await send('show-retreat', { marks }).catch(() => null);
}
