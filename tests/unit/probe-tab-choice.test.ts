import { describe, expect, it } from 'vitest';
import { tabToCheck } from '../../src/background/probe-active-tab.js';

describe('"Check this page": which tab it looks at', () => {
  const tabs = [
    { id: 1, url: 'https://board.example/game', active: false, lastAccessed: 100 },
    { id: 2, url: 'chrome-extension://abc/popup/popup.html', active: true, lastAccessed: 300 },
    { id: 3, url: 'https://other.example/', active: false, lastAccessed: 200 },
    { id: 4, url: 'chrome://settings', active: false, lastAccessed: 250 },
  ];

  it('from the toolbar popup: the active tab', () => {
    expect(tabToCheck(tabs, undefined)?.id).toBe(2);
  });

  it('from Adjutant opened in a tab: the web page looked at last in the window, never its own tab or a browser page', () => {
    expect(tabToCheck(tabs, 2)?.id).toBe(3);
    expect(tabToCheck(tabs.filter((t) => t.id !== 3), 2)?.id).toBe(1);
    expect(tabToCheck([tabs[1] ?? { id: 2 }, tabs[3] ?? { id: 4 }], 2)).toBeNull();
  });
});
