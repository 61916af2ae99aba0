import type { SenderLike } from '../src/background/sender-check.js';
import type { Route } from '../src/messaging/dispatch.js';
import type { ShowPaint } from '../src/messaging/paint-messages.js';
import { ownPageRoute } from './own-page-route.js';

/** Who may turn painting on or off on the page: only the extension's own pages (own-page-route.ts). */
export function paintRoute(session: { showPaint(on: boolean, rules: ShowPaint['rules']): void }, extensionId: string, extensionOrigin: string): Route<'show-paint', SenderLike> {
  return ownPageRoute<'show-paint'>(extensionId, extensionOrigin, (request) => session.showPaint(request.on, request.rules));
}
