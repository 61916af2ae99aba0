export const SIDE_PANEL_COMMAND = 'open-side-panel';

/**
 * Chromium's shortcut for the rules side panel (Firefox opens its sidebar by the built-in
 * `_execute_sidebar_action`, so there is nothing to do there). The keystroke is the user action that
 * permits opening the panel.
 */
export function registerSidePanelCommand(): void {
  const panel = chrome.sidePanel;
  if (typeof panel?.open !== 'function') return;
  chrome.commands.onCommand.addListener((command, tab) => {
    if (command !== SIDE_PANEL_COMMAND || tab?.id === undefined) return;
    void panel.open({ tabId: tab.id }).catch(() => undefined);
  });
}
