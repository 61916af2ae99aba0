import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach } from 'vitest';
import { loadsSettled } from '../../popup/lazy.js';

/**
 * A tiny harness for preact components in jsdom: mount, find controls by their accessible names
 * (aria-label or test id, as the UI contract fixes them), type, choose, click, and wait for async updates.
 */
const mounted: HTMLElement[] = [];

afterEach(() => {
  for (const root of mounted.splice(0)) {
    render(null, root);
    root.remove();
  }
});

export async function mount(ui: ComponentChild): Promise<HTMLElement> {
  const root = document.createElement('div');
  document.body.append(root);
  mounted.push(root);
  await act(async () => {
    render(ui, root);
  });
  await settle();
  return root;
}

/**
 * Lets pending promises (store reads, clipboard) settle and preact re-render; parts of the page whose code
 * loads on demand (a dynamic import) are waited for, as a player waits for them.
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await loadsSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Retries a check until it passes (async store reads), failing with the last error after the timeout. */
export async function waitFor(check: () => void, timeoutMs = 1000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await settle();
    }
  }
}

function cssString(value: string): string {
  return JSON.stringify(value);
}

export function byLabel<T extends Element = HTMLInputElement>(root: ParentNode, label: string): T {
  const el = root.querySelector<Element>(`[aria-label=${cssString(label)}]`);
  if (!el) throw new Error(`no control labelled "${label}"`);
  return el as T;
}

export function queryLabel(root: ParentNode, label: string): Element | null {
  return root.querySelector(`[aria-label=${cssString(label)}]`);
}

export function byTestId<T extends Element = HTMLElement>(root: ParentNode, id: string): T {
  const el = root.querySelector<Element>(`[data-testid=${cssString(id)}]`);
  if (!el) throw new Error(`no element with test id "${id}"`);
  return el as T;
}

export function queryTestId(root: ParentNode, id: string): Element | null {
  return root.querySelector(`[data-testid=${cssString(id)}]`);
}

export function button(root: ParentNode, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

/** A radio or checkbox by its label text, e.g. radio(root, 'Units'). */
export function radio(root: ParentNode, text: string): HTMLInputElement {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const input = label?.querySelector('input') ?? (label?.htmlFor ? document.getElementById(label.htmlFor) : null);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no radio "${text}"`);
  return input;
}

/** Types into a text or number box the way a browser reports it: set the value, fire input. */
export async function type(el: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

export async function choose(el: HTMLSelectElement, value: string): Promise<void> {
  await act(async () => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

export async function click(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.click();
  });
  await settle();
}

/** Opens a closed <details> section by its summary's text, as a player clicks it (its content may load then). */
export async function openSection(root: ParentNode, summaryText: string): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s) === summaryText);
  if (!summary) throw new Error(`no section "${summaryText}"`);
  if (summary.parentElement instanceof HTMLDetailsElement && summary.parentElement.open) return;
  await click(summary);
}

export function text(el: Element | null): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
