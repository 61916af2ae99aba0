import browser from 'webextension-polyfill';
import type { KeyValueStore } from './key-value-store.js';

/** Chrome's storage.local quota without unlimitedStorage; Firefox has no such constant. */
function localQuotaConstant(): number | null {
  const quota: unknown = (browser.storage.local as unknown as { QUOTA_BYTES?: unknown }).QUOTA_BYTES;
  return typeof quota === 'number' && Number.isFinite(quota) && quota > 0 ? quota : null;
}

/** browser.storage.local behind the KeyValueStore interface (extension pages and the service worker only). */
export const browserStore: KeyValueStore = {
  async get(key) {
    const got = await browser.storage.local.get(key);
    return got[key];
  },
  async set(key, value) {
    await browser.storage.local.set({ [key]: value });
  },
  async remove(key) {
    await browser.storage.local.remove(key);
  },
  async setMany(values) {
    // One call: the browser writes every key of it or, on any error (the quota among them), none.
    await browser.storage.local.set({ ...values });
  },
  async removeMany(keys) {
    if (keys.length > 0) await browser.storage.local.remove([...keys]);
  },
  async getAll() {
    return browser.storage.local.get(null);
  },
  async quotaBytes() {
    // With unlimitedStorage granted Chrome ignores QUOTA_BYTES; without it, a write past it fails.
    const unlimited = await browser.permissions.contains({ permissions: ['unlimitedStorage'] }).catch(() => false);
    return unlimited ? null : localQuotaConstant();
  },
};
