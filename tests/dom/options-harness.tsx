// Shared helpers for the options page DOM tests (not a test file itself).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { OptionsApp } from '../../options/options-app.js';
import type { OptionsPlatform } from '../../options/platform.js';
import { memoryStore } from '../../src/storage/key-value-store.js';

export type TestStore = ReturnType<typeof memoryStore>;

export interface Mounted {
  root: HTMLElement;
  store: TestStore;
  downloads: { filename: string; text: string }[];
  unmount(): void;
}

/** Lets pending promises, file reads and preact's re-renders finish. */
export async function settle(rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export async function mountOptions(store: TestStore = memoryStore()): Promise<Mounted> {
  const root = document.createElement('div');
  document.body.append(root);
  const downloads: { filename: string; text: string }[] = [];
  const platform: OptionsPlatform = { store, download: (filename, text) => downloads.push({ filename, text }) };
  await act(() => {
    render(<OptionsApp platform={platform} />, root);
  });
  await settle();
  return {
    root,
    store,
    downloads,
    unmount() {
      render(null, root);
      root.remove();
    },
  };
}

/** The element whose accessible name is `name`: its aria-label, or the text of its <label>. */
export function byName<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, name: string): T {
  const labelled = [...root.querySelectorAll<HTMLElement>('[aria-label]')].filter((el) => el.getAttribute('aria-label') === name);
  const byLabel = [...root.querySelectorAll<HTMLInputElement>('input, select, textarea')].filter(
    (el) => !el.hasAttribute('aria-label') && [...(el.labels ?? [])].some((l) => l.textContent?.trim() === name),
  );
  const found = [...labelled, ...byLabel];
  if (found.length !== 1) throw new Error(`expected one element named "${name}", found ${found.length}`);
  return found[0] as T;
}

export function queryByName(root: HTMLElement, name: string): HTMLElement | null {
  try {
    return byName<HTMLElement>(root, name);
  } catch {
    return null;
  }
}

export function button(root: HTMLElement, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  if (found.length !== 1) throw new Error(`expected one button "${name}", found ${found.length}`);
  return found[0] as HTMLButtonElement;
}

export async function type(el: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  await act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle(1);
}

export async function choose(el: HTMLSelectElement, value: string): Promise<void> {
  await act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

export async function click(el: HTMLElement): Promise<void> {
  await act(() => {
    el.click();
  });
  await settle();
}

export function statusText(root: HTMLElement): string {
  return root.querySelector('[role="status"]')?.textContent ?? '';
}

export function alertText(root: HTMLElement): string {
  return [...root.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? '').join('\n');
}

/** Gives a file input of the VASSAL part the file, as a player choosing it does, and waits for it to be read. */
export async function chooseFile(root: HTMLElement, label: string, file: File): Promise<void> {
  const input = byName(root, label);
  await act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle(12);
}

/** Reads a VASSAL module for a game, as a player does first: the game of the module, then its file. */
export async function readModuleFor(root: HTMLElement, game: string, module: File): Promise<void> {
  await choose(byName<HTMLSelectElement>(root, 'Game of the module'), game);
  await chooseFile(root, 'Module file (.vmod)', module);
}
