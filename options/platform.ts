import type { KeyValueStore } from '../src/storage/key-value-store.js';

/**
 * What the options page needs from its surroundings. The entry file passes extension storage and a real
 * download; the tests pass memoryStore() and a recorder, so the page renders anywhere.
 */
export interface OptionsPlatform {
  readonly store: KeyValueStore;
  /** Offers text to the user as a file of this name. */
  download(filename: string, text: string): void;
}
