import type { SenderLike } from '../src/background/sender-check.js';
import type { Route } from '../src/messaging/dispatch.js';
import type { ArrowMarks } from '../src/messaging/arrow-marks.js';
import { ownPageRoute } from './own-page-route.js';

/** Who may show arrows and marks (what changed, a battle plan) on the page: only the extension's own pages, as for a retreat (own-page-route.ts). */
export function arrowRoute(session: { showArrows(marks: ArrowMarks | null): void }, extensionId: string, extensionOrigin: string): Route<'show-arrows', SenderLike> {
  return ownPageRoute<'show-arrows'>(extensionId, extensionOrigin, (request) => session.showArrows(request.marks));
}
