import { isFromOwnPage, type SenderLike } from '../src/background/sender-check.js';
import type { Route } from '../src/messaging/dispatch.js';
import type { RetreatMarks } from '../src/messaging/retreat-marks.js';

/**
 * Who may show a retreat on the page: only the extension's own pages (the popup, in the toolbar or opened in a
 * tab), never a content script (which could not send here anyway) and never a web page (which cannot reach
 * runtime.onMessage at all). The request itself is read by its validator (protocol.ts) before it is drawn.
 */
export function retreatRoute(session: { showRetreat(marks: RetreatMarks | null): void }, extensionId: string, extensionOrigin: string): Route<'show-retreat', SenderLike> {
  return (sender) =>
    isFromOwnPage(sender, extensionId, extensionOrigin)
      ? (request) => {
          session.showRetreat(request.marks);
          return undefined;
        }
      : null;
}
