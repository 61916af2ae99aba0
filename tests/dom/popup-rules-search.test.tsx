import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { RulesPage } from '../../popup/rules-page.js';
import { RulesSearch } from '../../popup/rules-search.js';
import { gameModule } from '../../src/engine/index.js';
import { fakePlatform } from './fake-popup-platform.js';
import { byLabel, click, mount, queryLabel, text, type, waitFor } from './render-helper.js';

async function openRules(root: HTMLElement): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s) === 'Rules');
  if (!summary) throw new Error('no Rules section');
  await click(summary);
}

const found = (root: HTMLElement): HTMLLIElement[] => [...root.querySelectorAll<HTMLLIElement>('[aria-label="Rules found"] li')];

describe('popup rules search', () => {
  it('sits closed in the popup; opening it puts the cursor in the search box', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    expect(queryLabel(root, 'Search the rules')).toBeNull();
    await openRules(root);
    expect(document.activeElement).toBe(byLabel(root, 'Search the rules'));
  });

  it('lists the best matches with their citation and the part that matched', async () => {
    const root = await mount(<RulesSearch game={gameModule('cemetery-hill')} />);
    await openRules(root);
    await type(byLabel(root, 'Search the rules'), '14.53');
    const [first] = found(root);
    expect(first?.dataset.ruleId).toBe('cemetery-hill/14.53');
    expect(text(first?.querySelector('.rule') ?? null)).toBe('Cemetery Hill exclusive rules, 14.53');
    expect(text(root.querySelector('[role="status"]'))).toMatch(/found\./);
  });

  it('searches every game, the chosen one first, until the box keeps it to the chosen game', async () => {
    const root = await mount(<RulesSearch game={gameModule('gettysburg-77')} />);
    await openRules(root);
    await type(byLabel(root, 'Search the rules'), 'how much does a rough hill cost');
    expect(found(root)[0]?.dataset.ruleId).toBe('gettysburg-88/clarification-2');
    const only = [...root.querySelectorAll('label')].find((l) => text(l).startsWith('Only Gettysburg (1977)'))?.querySelector('input');
    if (!only) throw new Error('no game filter');
    expect(only.checked).toBe(false);
    await click(only);
    expect(found(root).length).toBeGreaterThan(0);
    expect(found(root).every((li) => li.dataset.ruleId?.startsWith('gettysburg-77/') || li.dataset.ruleId?.startsWith('glossary/'))).toBe(true);
  });

  it('says when nothing matches, and shows typed markup as text', async () => {
    const root = await mount(<RulesSearch game={gameModule('they-met')} />);
    await openRules(root);
    await type(byLabel(root, 'Search the rules'), '<img src=x onerror=alert(1)> area');
    expect(root.querySelector('img')).toBeNull();
    await type(byLabel(root, 'Search the rules'), 'zzqqxx');
    expect(found(root)).toHaveLength(0);
    expect(text(root.querySelector('[role="status"]'))).toBe('No rule matches.');
  });

  it('reads only the start of a pasted page, and says so', async () => {
    const root = await mount(<RulesSearch game={gameModule('gettysburg-77')} />);
    await openRules(root);
    await type(byLabel(root, 'Search the rules'), 'a'.repeat(66_000));
    expect(found(root)).toHaveLength(0);
    expect(text(root.querySelector('[role="status"]'))).toBe('No rule matches. Searched the first 200 characters; left out 1 word longer than 32 letters.');
    await type(byLabel(root, 'Search the rules'), `breastworks${' '.repeat(300)}hill`);
    expect(found(root).length).toBeGreaterThan(0);
    expect(text(root.querySelector('[role="status"]'))).toMatch(/found\. Searched the first 200 characters\.$/);
  });

  it('says the text the rules page was opened on was cut, until the question is changed', async () => {
    const note = 'Looked up the first 200 characters of the text chosen.';
    const root = await mount(<RulesSearch game={gameModule('gettysburg-77')} initialQuery={`${'zone '.repeat(39)}zone…`} initialNote={note} startOpen />);
    expect(text(root.querySelector('[role="status"]'))).toMatch(/found\./);
    expect(text(root.querySelector('[role="status"]'))).toContain(note);
    await type(byLabel(root, 'Search the rules'), 'zone');
    expect(text(root.querySelector('[role="status"]'))).not.toContain(note);
  });

  it('the rules page searches every game: a 1977 player asking about another game finds its rule', async () => {
    const root = await mount(<RulesPage game={gameModule('gettysburg-77')} query="" walkthrough={false} />);
    expect(root.querySelector('.popup.rules-page')).not.toBeNull();
    await type(byLabel(root, 'Search the rules'), 'retreat sequence');
    expect(found(root)[0]?.dataset.ruleId).toBe('gettysburg-88/clarification-17');
    await type(byLabel(root, 'Search the rules'), 'double range artillery at night');
    expect(found(root).map((li) => li.dataset.ruleId)).toContain('gettysburg-88/clarification-32');
    // The chosen game leads where the games' rules fit about as well.
    await type(byLabel(root, 'Search the rules'), 'retreat restrictions');
    expect(found(root)[0]?.dataset.ruleId?.startsWith('gettysburg-77/')).toBe(true);
  });
});
