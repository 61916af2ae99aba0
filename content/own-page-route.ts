import { isFromOwnPage, type SenderLike } from '../src/background/sender-check.js';
import type { Route } from '../src/messaging/dispatch.js';
import type { RequestOf } from '../src/messaging/protocol.js';

/** What the popup draws on the board of a tab: commands that nobody answers. */
export type ShowKind = 'show-retreat' | 'show-artillery' | 'show-arrows' | 'show-paint';

/**
 * Who may draw on the page: only the extension's own pages (the popup, in the toolbar or opened in a tab), never
 * a content script (which could not send here anyway) and never a web page (which cannot reach
 * runtime.onMessage at all). The request itself is read by its validator (protocol.ts) before `show` gets it.
 */
export function ownPageRoute<K extends ShowKind>(extensionId: string, extensionOrigin: string, show: (request: RequestOf<K>) => void): Route<K, SenderLike> {
  return (sender) =>
    isFromOwnPage(sender, extensionId, extensionOrigin)
      ? (request) => {
          show(request);
          return undefined;
        }
      : null;
}
