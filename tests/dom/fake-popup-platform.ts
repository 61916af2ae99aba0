import type { PopupPlatform } from '../../popup/platform.js';
import type { ProbeReply } from '../../src/messaging/messages.js';
import { memoryStore } from '../../src/storage/key-value-store.js';

/** A popup platform for jsdom: an in-memory store and fakes that record what the popup asked of the browser. */
export interface FakePlatform extends PopupPlatform {
  readonly store: ReturnType<typeof memoryStore>;
  readonly copied: string[];
  readonly downloads: { filename: string; text: string }[];
  optionsOpened: number;
  /** The part of the Options page each opening asked for (undefined: the page's top). */
  readonly optionsSections: (string | undefined)[];
  probes: number;
}

export function fakePlatform(options: { store?: ReturnType<typeof memoryStore>; probe?: ProbeReply; copyFails?: boolean } = {}): FakePlatform {
  const platform: FakePlatform = {
    store: options.store ?? memoryStore(),
    copied: [],
    downloads: [],
    download(filename, text) {
      platform.downloads.push({ filename, text });
    },
    optionsOpened: 0,
    optionsSections: [],
    probes: 0,
    async copyText(text) {
      if (options.copyFails) throw new Error('clipboard blocked');
      platform.copied.push(text);
    },
    async probePage() {
      platform.probes += 1;
      return options.probe ?? { type: 'probe', status: 'unavailable', reason: 'No page is open in this tab.' };
    },
    openOptions(section) {
      platform.optionsOpened += 1;
      platform.optionsSections.push(section);
    },
  };
  return platform;
}
