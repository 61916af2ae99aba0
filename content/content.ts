import browser, { type Runtime } from 'webextension-polyfill';
import { hexGrid } from '../src/engine/index.js';
import type { BoardReport } from '../src/messaging/board-messages.js';
import { anySender, dispatch, type Routes } from '../src/messaging/dispatch.js';
import { MAX_HOST } from '../src/messaging/messages.js';
import {
  boardReportChecks,
  contentPingChecks,
  disableChecks,
  followChecks,
  paintReadChecks,
  paintWriteChecks,
  showArrowsChecks,
  showArtilleryChecks,
  showPaintChecks,
  showRetreatChecks,
  type KindTo,
} from '../src/messaging/protocol.js';
import { sendOver } from '../src/messaging/send.js';
import { arrowRoute } from './arrow-route.js';
import { artilleryRoute } from './artillery-route.js';
import { ContentSession } from './content-session.js';
import { readPage } from './page-reading.js';
import { paintRoute } from './paint-route.js';
import { retreatRoute } from './retreat-route.js';

/**
 * The content script. It runs only where the user asked: once, injected by "Check this page" (activeTab),
 * or on every page of a site the user turned on (a content script registered for that site). It reads the
 * board, tells the worker, and on a site that is on keeps following the page (content-session.ts). It never
 * changes the page beyond the overlay's own host element.
 */
/** Runs `job` once the page has loaded, in an idle moment (within a second at most). */
function afterLoadWhenIdle(win: Window, job: () => void): void {
  const idle = (): void => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(job, { timeout: 1000 });
    else win.setTimeout(job, 0);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

declare global {
  interface Window {
    __adjutantContent?: true;
  }
}

// Injection may happen again on the same page (each "Check this page", or turning the site on): start once.
if (!window.__adjutantContent) {
  window.__adjutantContent = true;
  // A classic script cannot import() a file of its own: the checks of its few kinds are bundled in, no others.
  const send = sendOver<'board-report'>((message) => browser.runtime.sendMessage(message), () => ({ 'board-report': boardReportChecks }));
  const paint = sendOver<'paint-read' | 'paint-write'>((message) => browser.runtime.sendMessage(message), () => ({ 'paint-read': paintReadChecks, 'paint-write': paintWriteChecks }));
  const session = new ContentSession({
    doc: document,
    read: readPage,
    grid: (game) => hexGrid(game),
    paintRead: (game) => paint('paint-read', { game }).catch(() => null),
    paintWrite: (game, changes, hexsides) => paint('paint-write', { game, changes, hexsides }).catch(() => null),
    async report(report: BoardReport) {
      try {
        return await send('board-report', report);
      } catch (e) {
        // The extension was reloaded or removed: this copy of the script can do nothing more.
        if (!browser.runtime?.id) session.disable();
        throw e;
      }
    },
  });
  let begun = false;
  function begin(): void {
    if (begun) return;
    begun = true;
    void session.start();
  }
  // Each of these messages starts the first look at once: the popup asking (after "Check this page" injected the
  // script) needs it done, and it is, synchronously.
  const routes: Routes<KindTo<'content'>, Runtime.MessageSender> = {
    'content-ping': anySender(() => {
      begin();
      return { type: 'content-pong', host: location.host.slice(0, MAX_HOST) || 'local file', board: session.hasBoard };
    }),
    follow: anySender(() => {
      begin();
      session.follow();
      return undefined;
    }),
    disable: anySender(() => {
      begin();
      session.disable();
      return undefined;
    }),
    // Not a first look: a retreat, a gun's shots or arrows are drawn only on a board the session already follows.
    'show-retreat': retreatRoute(session, browser.runtime.id, browser.runtime.getURL('')),
    'show-artillery': artilleryRoute(session, browser.runtime.id, browser.runtime.getURL('')),
    'show-arrows': arrowRoute(session, browser.runtime.id, browser.runtime.getURL('')),
    'show-paint': paintRoute(session, browser.runtime.id, browser.runtime.getURL('')),
  };
  const checks = { 'content-ping': contentPingChecks, follow: followChecks, disable: disableChecks, 'show-retreat': showRetreatChecks, 'show-artillery': showArtilleryChecks, 'show-arrows': showArrowsChecks, 'show-paint': showPaintChecks };
  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id) return undefined;
    return dispatch(routes, checks, message, sender);
  });
  // The first look waits for the page's load event and then for an idle moment: reading a large board must
  // not hold up the page's own loading (npm run bench measures it). A message from the extension takes it at once.
  afterLoadWhenIdle(window, begin);
}
