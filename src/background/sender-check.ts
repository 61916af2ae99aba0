/** The minimum of a message sender that the checks read (a subset of runtime.MessageSender). */
export interface SenderLike {
  readonly id?: string;
  readonly url?: string;
  readonly tab?: { readonly id?: number };
}

/**
 * True when a message comes from one of this extension's own pages (popup, options), not from a
 * content script in a web page and not from another extension.
 */
export function isFromExtensionPage(sender: SenderLike, extensionId: string, extensionOrigin: string): boolean {
  return sender.id === extensionId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin) && sender.tab === undefined;
}

/** True when a message comes from this extension at all (its pages or its own content script). */
export function isFromThisExtension(sender: SenderLike, extensionId: string): boolean {
  return sender.id === extensionId;
}

/** The minimum of a content script's sender that the worker reads. */
export interface ContentSender {
  readonly tabId: number;
  readonly url: string;
}

/**
 * The tab and page of a message from this extension's own content script in the top frame of a web page,
 * or null for any other sender (an extension page, a sub-frame, another extension).
 */
export function contentSender(sender: SenderLike & { readonly frameId?: number }, extensionId: string, extensionOrigin: string): ContentSender | null {
  const tabId = sender.tab?.id;
  if (sender.id !== extensionId || typeof tabId !== 'number' || tabId < 0 || sender.frameId !== 0) return null;
  if (typeof sender.url !== 'string' || sender.url.startsWith(extensionOrigin)) return null;
  return { tabId, url: sender.url };
}

/**
 * True when a message comes from one of this extension's own pages, wherever it is shown: the toolbar
 * popup, or the same page opened in a tab (as the end-to-end tests and players who keep it open do).
 * A content script's sender carries the web page's address, never the extension's.
 */
export function isFromOwnPage(sender: SenderLike, extensionId: string, extensionOrigin: string): boolean {
  return sender.id === extensionId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}
