import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { RuleEntryView } from '../../popup/rule-entry-view.js';
import { Walkthrough } from '../../popup/walkthrough.js';
import { ALL_ENTRIES } from '../../src/engine/rules/all-entries.js';
import { G77_WALKTHROUGH } from '../../src/engine/rules/walkthrough-g77.js';

/**
 * Where a view moves the keyboard when it appears, it must have moved it by the time the view is in the page.
 * A focus moved one frame later (a passive effect) lands after whatever the player, or a test, did in between:
 * the walkthrough's "Back" pressed from the keyboard went to the rule entry that took focus late.
 *
 * These tests render without preact's test `act`, which would run the late effects early and hide the fault,
 * and look at the focus at the first moment the new content can be seen: a MutationObserver's callback.
 */

const roots: HTMLElement[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) {
    render(null, root);
    root.remove();
  }
});

function newRoot(): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  roots.push(root);
  return root;
}

/** Resolves at the first change under `root`, with the focused element at that moment. */
function focusWhenChanged(root: HTMLElement): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  });
}

const entry = ALL_ENTRIES[0];

describe('focus arrives with the view that takes it', () => {
  it('a rule entry opened from elsewhere has its title focused as soon as it is shown', async () => {
    if (!entry) throw new Error('no rule entries');
    const root = newRoot();
    const seen = focusWhenChanged(root);
    render(<RuleEntryView entry={entry} onShow={() => undefined} onClose={() => undefined} />, root);
    const focused = await seen;
    expect(focused).not.toBeNull();
    expect(focused).toBe(root.querySelector('article h3'));
  });

  it('Next in the walkthrough takes the keyboard to the new step title as it appears', async () => {
    const second = G77_WALKTHROUGH[1];
    if (!second) throw new Error('the walkthrough has fewer than two steps');
    const root = newRoot();
    render(<Walkthrough steps={G77_WALKTHROUGH} onShow={() => undefined} onClose={() => undefined} />, root);
    const next = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Next');
    if (!next) throw new Error('no Next button');
    const seen = focusWhenChanged(root);
    next.click();
    const focused = await seen;
    const title = root.querySelector('h3');
    expect(title?.textContent).toBe(second.title);
    expect(focused).toBe(title);
  });

  it('the walkthrough does not take the keyboard when it first appears', async () => {
    const root = newRoot();
    const before = document.activeElement;
    const seen = focusWhenChanged(root);
    render(<Walkthrough steps={G77_WALKTHROUGH} onShow={() => undefined} onClose={() => undefined} />, root);
    await seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(before);
  });
});
