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
