import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardRelay, type SessionArea } from '../../src/background/board-relay.js';
import { contentSender, isFromOwnPage } from '../../src/background/sender-check.js';
import { BOARD_FORMAT, BOARD_LIMITS, type Board } from '../../src/engine/core/board/board.js';
import { readTabBoardState, type TabBoardState } from '../../src/messaging/board-messages.js';
import { isBoardRequest, readBoardReport, readTabBoardReply } from '../../src/messaging/protocol.js';
import { contentScriptId, siteOf } from '../../src/messaging/site-pattern.js';

/**
 * What carries the page's board to the popup: the shape checks on every message, who may send what, the
 * site a page belongs to, and the worker's per-tab store. The board comes from a web page, so a report
 * is validated again on arrival, whatever the content script did.
 */
const BOARD: Board = {
  format: BOARD_FORMAT,
  game: 'gettysburg-77',
  time: { turn: 1, day: 'July 1', hour: '7 AM', light: 'day', phasingSide: 'union' },
  units: [
    {
      id: 'usa-gamble',
      name: 'Gamble',
      side: 'union',
      type: 'cavalry',
      formation: {},
      strength: { full: null, reduced: null },
      steps: { left: 2, full: 2 },
      status: { disorganized: 0, shattered: false, reorganizing: false, routed: false, limbered: null, breastworks: 'none' },
      location: { kind: 'hex', hex: 'M34' },
    },
  ],
  markers: [],
  terrain: {},
  source: { kind: 'page', name: 'made-up test page' },
};

const REPORT = { type: 'board-report', reading: { kind: 'board', board: BOARD }, selection: { attackers: ['usa-gamble'], defenders: [] } };

describe('board messages', () => {
  it('accepts a well-formed report and normalizes its board', () => {
    const read = readBoardReport(structuredClone(REPORT));
    expect(read?.reading.kind).toBe('board');
    expect(read?.selection).toEqual({ attackers: ['usa-gamble'], defenders: [] });
  });

  it('drops reports of the wrong shape, with bad boards, or beyond the limits', () => {
    const bad: unknown[] = [
      null,
      'board-report',
      { ...REPORT, extra: 1 },
      { ...REPORT, type: 'board' },
      { ...REPORT, selection: { attackers: ['a'], defenders: ['a'] } },
      { ...REPORT, selection: { attackers: [1], defenders: [] } },
      { ...REPORT, selection: { attackers: Array.from({ length: BOARD_LIMITS.units + 1 }, (_, i) => `u${i}`), defenders: [] } },
      { ...REPORT, reading: { kind: 'board', board: { ...BOARD, game: 'chess' } } },
      { ...REPORT, reading: { kind: 'board', board: { ...BOARD, units: [{ ...BOARD.units[0], location: { kind: 'hex', hex: '<b>' } }] } } },
      { ...REPORT, reading: { kind: 'board', board: { ...BOARD, source: { kind: 'page', name: 'x'.repeat(BOARD_LIMITS.json) } } } },
      { ...REPORT, reading: { kind: 'unreadable', errors: Array.from({ length: 21 }, () => 'e') } },
      { ...REPORT, reading: { kind: 'unreadable', errors: ['x'.repeat(301)] } },
      { ...REPORT, reading: { kind: 'none', board: BOARD } },
    ];
    for (const v of bad) expect(readBoardReport(v), JSON.stringify(v).slice(0, 120)).toBeNull();
  });

  it('never throws on anything at all, cyclic values included', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => readBoardReport({ type: 'board-report', reading: { kind: 'board', board: v }, selection: { attackers: [], defenders: [] } })).not.toThrow();
        expect(() => readBoardReport(v)).not.toThrow();
        expect(() => readTabBoardReply(v)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    const cyclic: Record<string, unknown> = { ...BOARD };
    cyclic.self = cyclic;
    expect(readBoardReport({ ...REPORT, reading: { kind: 'board', board: cyclic } })).toBeNull();
  });

  it('checks the popup’s requests: tab ids and site patterns only', () => {
    expect(isBoardRequest({ type: 'tab-board', tabId: 3 })).toBe(true);
    expect(isBoardRequest({ type: 'site-enable', tabId: 3, pattern: 'https://boards.example.org/*' })).toBe(true);
    expect(isBoardRequest({ type: 'site-enable', tabId: 3, pattern: '<all_urls>' })).toBe(false);
    expect(isBoardRequest({ type: 'site-enable', tabId: 3, pattern: '*://*/*' })).toBe(false);
    expect(isBoardRequest({ type: 'site-disable', tabId: -1, pattern: 'https://boards.example.org/*' })).toBe(false);
    expect(isBoardRequest({ type: 'tab-board', tabId: 3, more: true })).toBe(false);
  });
});

describe('who may send what', () => {
  const id = 'abcdefghijklmnop';
  const origin = `chrome-extension://${id}/`;

  it('a board report counts only from this extension’s content script in a page’s top frame', () => {
    expect(contentSender({ id, url: 'http://127.0.0.1:8080/board/', tab: { id: 4 }, frameId: 0 }, id, origin)).toEqual({ tabId: 4, url: 'http://127.0.0.1:8080/board/' });
    expect(contentSender({ id, url: 'http://127.0.0.1:8080/board/', tab: { id: 4 }, frameId: 2 }, id, origin)).toBeNull();
    expect(contentSender({ id: 'another', url: 'http://127.0.0.1/', tab: { id: 4 }, frameId: 0 }, id, origin)).toBeNull();
    expect(contentSender({ id, url: `${origin}popup/popup.html`, tab: { id: 4 }, frameId: 0 }, id, origin)).toBeNull();
    expect(contentSender({ id, url: 'http://127.0.0.1/', frameId: 0 }, id, origin)).toBeNull();
  });

  it('the popup’s requests count only from the extension’s own pages, in the toolbar or in a tab', () => {
    expect(isFromOwnPage({ id, url: `${origin}popup/popup.html` }, id, origin)).toBe(true);
    expect(isFromOwnPage({ id, url: `${origin}popup/popup.html?tab=4`, tab: { id: 9 } }, id, origin)).toBe(true);
    expect(isFromOwnPage({ id, url: 'http://127.0.0.1/', tab: { id: 4 } }, id, origin)).toBe(false);
    expect(isFromOwnPage({ id: 'another', url: `${origin}popup/popup.html` }, id, origin)).toBe(false);
  });
});

describe('sites', () => {
  it('a site is a scheme and a host name, every port and path included', () => {
    expect(siteOf('http://127.0.0.1:40123/board/#x')).toEqual({ pattern: 'http://127.0.0.1/*', host: '127.0.0.1' });
    expect(siteOf('https://Boards.Example.org/game/7')).toEqual({ pattern: 'https://boards.example.org/*', host: 'boards.example.org' });
    expect(siteOf('https://[::1]:8443/')).toEqual({ pattern: 'https://[::1]/*', host: '[::1]' });
    for (const url of ['file:///tmp/board.html', 'chrome://extensions', 'about:blank', 'not a url', undefined]) expect(siteOf(url)).toBeNull();
    expect(contentScriptId({ pattern: 'http://127.0.0.1/*', host: '127.0.0.1' })).not.toBe(contentScriptId({ pattern: 'https://127.0.0.1/*', host: '127.0.0.1' }));
  });
});

describe('the worker’s board per tab', () => {
  function fakeSession(): SessionArea & { data: Map<string, unknown> } {
    const data = new Map<string, unknown>();
    return {
      data,
      async get(keys) {
        if (keys === null) return Object.fromEntries(data);
        return data.has(keys) ? { [keys]: structuredClone(data.get(keys)) } : {};
      },
      async set(items) {
        for (const [k, v] of Object.entries(items)) data.set(k, structuredClone(v));
      },
      async remove(key) {
        data.delete(key);
      },
    };
  }
  const state: TabBoardState = { site: { pattern: 'http://127.0.0.1/*', host: '127.0.0.1' }, reading: { kind: 'board', board: BOARD }, selection: { attackers: [], defenders: [] }, at: 5 };

  it('keeps the latest board of each tab, survives a worker restart through the session area, and forgets closed tabs', async () => {
    const session = fakeSession();
    const changed: number[] = [];
    const relay = boardRelay(session, (tab) => changed.push(tab));
    await relay.put(4, state);
    await relay.put(5, { ...state, site: { pattern: 'https://other.example/*', host: 'other.example' } });
    expect(changed).toEqual([4, 5]);
    expect(await relay.tabsOn('http://127.0.0.1/*')).toEqual([4]);

    // A new worker (the old one was stopped): the session area still has the boards.
    const again = boardRelay(session, () => undefined);
    expect((await again.get(4))?.reading.kind).toBe('board');
    await again.forget(4);
    expect(await again.get(4)).toBeNull();
    expect(session.data.has('board:4')).toBe(false);
  });

  it('reads back only what validates: a tampered session entry is ignored', async () => {
    const session = fakeSession();
    session.data.set('board:7', { ...state, reading: { kind: 'board', board: { ...BOARD, units: 'many' } } });
    expect(await boardRelay(session, () => undefined).get(7)).toBeNull();
    expect(readTabBoardState({ ...state, site: { pattern: 'http://127.0.0.1/*', host: 'evil.example' } })).toBeNull();
  });

  it('works without a session area (browsers that lack it)', async () => {
    const relay = boardRelay(null, () => undefined);
    await relay.put(1, state);
    expect(await relay.get(1)).toEqual(state);
  });
});
