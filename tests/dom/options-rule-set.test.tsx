import { storedIn } from '../support/stored.js';
import { afterEach, describe, expect, it } from 'vitest';
import { gameModule } from '../../src/engine/index.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { loadRuleSet, saveRuleSet } from '../../src/storage/user-data.js';
import { byName, choose, click, mountOptions, queryByName, statusText, type Mounted } from './options-harness.js';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('options: rule sets per game', () => {
  it('saves a ticked optional rule to storage, and unticking it saves that too', async () => {
    mounted = await mountOptions();
    const { root, store } = mounted;
    expect(byName<HTMLSelectElement>(root, 'Rule set game').value).toBe('gettysburg-77');

    const box = byName(root, 'Attack movement');
    expect(box.checked).toBe(false);
    await click(box);
    expect(box.checked).toBe(true);
    expect(await loadRuleSet(store, 'gettysburg-77')).toEqual({ 'attack-movement': true });
    expect(storedIn(store.dump(), 'ruleSets')).toEqual({ 'gettysburg-77': { 'attack-movement': true } });
    expect(statusText(root)).toContain('Saved');

    await click(box);
    expect(await loadRuleSet(store, 'gettysburg-77')).toEqual({ 'attack-movement': false });
  });

  it('shows every optional rule of the 1977 game, the experience matrix marked as an Advanced Game rule', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    const rules = gameModule('gettysburg-77').optionalRules;
    for (const rule of rules) {
      const box = byName(root, rule.title);
      const item = box.closest('li');
      expect(item?.textContent).toContain(rule.effect);
      expect(item?.querySelector('.badge.advanced') !== null).toBe(rule.advanced);
    }
    const matrix = byName(root, 'Experience matrix (Advanced Game)');
    expect(matrix.closest('li')?.querySelector('.badge.advanced')?.textContent).toBe('Advanced Game');
    // The citation is shown with the rule.
    expect(matrix.closest('li')?.querySelector('cite')?.textContent).toContain('Experience Matrix');
    expect(byName(root, 'Advance').closest('li')?.querySelector('.badge')).toBeNull();
  });

  it('shows a stored rule set ticked, and a game without optional rules says so', async () => {
    const store = memoryStore();
    await saveRuleSet(store, 'high-tide', { 'captured-artillery': true });
    mounted = await mountOptions(store);
    const { root } = mounted;
    await choose(byName<HTMLSelectElement>(root, 'Rule set game'), 'high-tide');
    expect(byName(root, 'Captured artillery').checked).toBe(true);
    expect(byName(root, 'Optional morale ratings').checked).toBe(false);

    await choose(byName<HTMLSelectElement>(root, 'Rule set game'), 'cemetery-hill');
    expect(root.querySelector('.rule-set')?.textContent).toContain('no optional rules');
    expect(root.querySelectorAll('.rule-set input[type="checkbox"]')).toHaveLength(0);
    expect(queryByName(root, 'Captured artillery')).toBeNull();
  });

  it('says what Adjutant knows of the chosen game, its die and whether its table is built in', async () => {
    mounted = await mountOptions();
    const { root } = mounted;
    const facts = (): string => root.querySelector('.facts')?.textContent ?? '';
    expect(facts()).toContain('Built in');
    for (const line of gameModule('gettysburg-77').info.known) expect(facts()).toContain(line);

    await choose(byName<HTMLSelectElement>(root, 'Rule set game'), 'they-met');
    const info = gameModule('they-met').info;
    for (const line of [...info.known, ...info.unknown]) expect(facts()).toContain(line);
    expect(facts()).toContain('Not established');
    expect(facts()).toContain('Not built in');
    expect(facts()).toContain('None entered yet');
  });
});
