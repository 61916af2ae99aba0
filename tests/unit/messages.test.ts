import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFromExtensionPage, isFromThisExtension } from '../../src/background/sender-check.js';
import { isContentPong, isContentRequest, isProbeReply, isWorkerRequest } from '../../src/messaging/protocol.js';

describe('message shapes', () => {
  it('accepts exactly the requests it knows', () => {
    expect(isWorkerRequest({ type: 'ping' })).toBe(true);
    expect(isWorkerRequest({ type: 'probe-active-tab' })).toBe(true);
    expect(isWorkerRequest({ type: 'ping', extra: 1 })).toBe(false);
    expect(isWorkerRequest({ type: 'delete-everything' })).toBe(false);
    expect(isContentRequest({ type: 'content-ping' })).toBe(true);
    expect(isContentPong({ type: 'content-pong', host: 'x'.repeat(300), board: false })).toBe(false);
    expect(isProbeReply({ type: 'probe', status: 'ready', host: 'a', board: 'yes' })).toBe(false);
  });

  it('rejects arbitrary values without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(isWorkerRequest(v)).toBe(false);
        expect(isContentRequest(v)).toBe(false);
      }),
    );
  });

  it('tells the extension’s own pages from content scripts and other extensions', () => {
    const id = 'abc';
    const origin = 'chrome-extension://abc/';
    expect(isFromExtensionPage({ id, url: 'chrome-extension://abc/popup/popup.html' }, id, origin)).toBe(true);
    expect(isFromExtensionPage({ id, url: 'https://evil.example/', tab: { id: 3 } }, id, origin)).toBe(false);
    expect(isFromExtensionPage({ id: 'other', url: 'chrome-extension://other/x.html' }, id, origin)).toBe(false);
    expect(isFromThisExtension({ id: 'other' }, id)).toBe(false);
  });
});
