import type { ProbeReply } from '../src/messaging/messages.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import type { BoardPlatform } from './board-platform.js';
import type { LastBattleStore } from './saved-battle.js';

/**
 * Everything the popup needs from the browser, passed in as props: the entry file wires the real
 * extension APIs, tests pass an in-memory store and recording fakes.
 */
export interface PopupPlatform {
  readonly store: KeyValueStore;
  copyText(text: string): Promise<void>;
  probePage(): Promise<ProbeReply>;
  /**
   * Opens the extension's Options page (where the user enters a missing combat table); given a part of the page
   * (the id of one of its sections, such as 'table-editor'), opens the page on that part.
   */
  openOptions(section?: string): void;
  /** Offers text to the user as a file of this name (the raw copy of stored data that could not be read). */
  readonly download?: (filename: string, text: string) => void;
  /** The board of the tab the popup is for; absent where there is none to read (tests of the calculator alone). */
  readonly board?: BoardPlatform;
  /** Where the last battle of the popup's tab is kept while the browser runs; absent, nothing is kept. */
  readonly lastBattle?: LastBattleStore;
}
