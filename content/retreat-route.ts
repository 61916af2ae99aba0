import type { SenderLike } from '../src/background/sender-check.js';
import type { Route } from '../src/messaging/dispatch.js';
import type { RetreatMarks } from '../src/messaging/retreat-marks.js';
import { ownPageRoute } from './own-page-route.js';

/** Who may show a retreat on the page: only the extension's own pages (own-page-route.ts). */
export function retreatRoute(session: { showRetreat(marks: RetreatMarks | null): void }, extensionId: string, extensionOrigin: string): Route<'show-retreat', SenderLike> {
  return ownPageRoute<'show-retreat'>(extensionId, extensionOrigin, (request) => session.showRetreat(request.marks));
}
