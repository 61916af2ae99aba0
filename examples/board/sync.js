// @ts-check
/**
 * Keeping tabs in step: localStorage holds the current position, so a tab opened later starts from it,
 * and a BroadcastChannel tells the tabs already open about each change. Whatever arrives is checked
 * (readState) before it is shown: other pages of the same origin share both.
 */
import { readState } from './board-state.js';

/** @typedef {import('./board-state.js').DemoState} DemoState */

/**
 * @typedef {object} SyncOptions
 * @property {Storage | null} storage
 * @property {string} key
 * @property {string} channelName
 * @property {(state: DemoState) => void} onRemoteState
 */

/** Storage holds far less than this for the demo's position; anything bigger is not ours. */
const MAX_STORED = 200_000;

/** @param {SyncOptions} options */
export function openSync({ storage, key, channelName, onRemoteState }) {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  if (channel) {
    channel.onmessage = (event) => {
      const state = readState(event.data);
      if (state) onRemoteState(state);
    };
  }

  return {
    /** The position stored by an earlier tab, or null. */
    load() {
      try {
        const text = storage?.getItem(key);
        if (!text || text.length > MAX_STORED) return null;
        return readState(JSON.parse(text));
      } catch {
        return null; // unreadable storage or JSON: start from the opening position
      }
    },
    /** @param {DemoState} state */
    publish(state) {
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // Storage full or refused (private windows): the open tabs still hear about it below.
      }
      channel?.postMessage(state);
    },
    close() {
      channel?.close();
    },
  };
}
