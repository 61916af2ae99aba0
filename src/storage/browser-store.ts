import browser from 'webextension-polyfill';
import type { KeyValueStore } from './key-value-store.js';

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
};
