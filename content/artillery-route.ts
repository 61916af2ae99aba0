import type { SenderLike } from '../src/background/sender-check.js';
import type { Route } from '../src/messaging/dispatch.js';
import type { ArtilleryMarks } from '../src/messaging/artillery-marks.js';
import { ownPageRoute } from './own-page-route.js';

/** Who may show a gun's shots and a shade on the page: only the extension's own pages, as for a retreat (own-page-route.ts). */
export function artilleryRoute(session: { showArtillery(marks: ArtilleryMarks | null): void }, extensionId: string, extensionOrigin: string): Route<'show-artillery', SenderLike> {
  return ownPageRoute<'show-artillery'>(extensionId, extensionOrigin, (request) => session.showArtillery(request.marks));
}
