import { afterEach, describe, expect, it } from 'vitest';
import { loadAdviceShown } from '../../src/storage/advice-preference.js';
import { storedIn } from '../support/stored.js';
import { byName, click, mountOptions, statusText, type Mounted } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('options: advice or rules only', () => {
  it('shows advice until the player ticks "rules only", which is saved at once and can be undone', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    const box = byName(root, 'Rules only: no advice');
    expect(box.checked).toBe(false);
    expect(await loadAdviceShown(store)).toBe(true);
    await click(box);
    expect(box.checked).toBe(true);
    expect(storedIn(store.dump(), 'advice')).toBe(false);
    expect(statusText(root)).toContain('Rules only');
    await click(box);
    expect(await loadAdviceShown(store)).toBe(true);
  });
});
