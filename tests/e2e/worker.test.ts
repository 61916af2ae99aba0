import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROME_DIR, FIREFOX_DIR, ROOT, useExtension } from './extension-browser.js';

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const VERSION = readJson(join(ROOT, 'package.json')).version;
// contextMenus and sidePanel reach the rules page; Firefox has a sidebar instead of the side panel permission.
// unlimitedStorage: a full game's ledger alone takes most of Chrome's 10 MB (tests/unit/storage-budget.test.ts).
const PERMISSIONS = ['activeTab', 'contextMenus', 'scripting', 'sidePanel', 'storage', 'unlimitedStorage'];
const FIREFOX_PERMISSIONS = ['activeTab', 'contextMenus', 'scripting', 'storage', 'unlimitedStorage'];

describe('in Chromium', () => {
  const started = useExtension();

  it('the service worker answers a ping with its version', async () => {
    const popup = await started().openExtensionPage('popup/popup.html');
    const reply: unknown = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'ping' }));
    expect(reply).toEqual({ type: 'pong', version: VERSION });
  });

  it('Chromium loaded the manifest with only storage, unlimitedStorage, activeTab, scripting, contextMenus and sidePanel, and no site until one is turned on', async () => {
    const popup = await started().openExtensionPage('popup/popup.html');
    const loaded: unknown = await popup.evaluate(() => chrome.runtime.getManifest());
    expect(loaded).toMatchObject({ name: 'Adjutant', version: VERSION, manifest_version: 3 });
    const { permissions, host_permissions: hosts } = loaded as { permissions?: string[]; host_permissions?: string[] };
    expect([...(permissions ?? [])].sort()).toEqual(PERMISSIONS);
    expect(hosts ?? []).toEqual([]);
    const granted: unknown = await popup.evaluate(() => chrome.permissions.getAll());
    expect(granted).toMatchObject({ origins: [] });
  });
});

// Board sites are asked for one at a time, when the player turns one on: optional, never granted at install.
const OPTIONAL_HOSTS = ['http://*/*', 'https://*/*'];

it('dist/chrome/manifest.json asks for exactly storage, unlimitedStorage, activeTab, scripting, contextMenus and sidePanel, and hosts only as optional', () => {
  const manifest = readJson(join(CHROME_DIR, 'manifest.json'));
  expect([...(manifest.permissions as string[])].sort()).toEqual(PERMISSIONS);
  expect(manifest).not.toHaveProperty('host_permissions');
  expect(manifest.optional_host_permissions).toEqual(OPTIONAL_HOSTS);
  expect(manifest).not.toHaveProperty('content_scripts');
  expect(manifest.background).toEqual({ service_worker: 'background.js', type: 'module' });
  expect(manifest.version).toBe(VERSION);
});

it('dist/firefox/manifest.json runs background scripts and carries the Gecko settings', () => {
  const manifest = readJson(join(FIREFOX_DIR, 'manifest.json'));
  expect(manifest.background).toEqual({ scripts: ['background.js'], type: 'module' });
  expect(manifest).toMatchObject({
    browser_specific_settings: {
      gecko: { id: expect.any(String), strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } },
      gecko_android: { strict_min_version: '142.0' },
    },
  });
  expect(manifest).not.toHaveProperty('minimum_chrome_version');
  expect([...(manifest.permissions as string[])].sort()).toEqual(FIREFOX_PERMISSIONS);
  expect(manifest).not.toHaveProperty('host_permissions');
  expect(manifest.optional_host_permissions).toEqual(OPTIONAL_HOSTS);
});
