import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { RulesSearch } from '../../popup/rules-search.js';
import { gameModule } from '../../src/engine/index.js';
import { THEY_MET_ENTRIES } from '../../src/engine/rules/entries/they-met.js';
import { fakePlatform } from './fake-popup-platform.js';
import { byLabel, click, mount, text, type, waitFor } from './render-helper.js';

function summary(root: HTMLElement, label: string): HTMLElement {
  const found = [...root.querySelectorAll('summary')].find((s) => text(s) === label);
  if (!found) throw new Error(`no section ${label}`);
  return found;
}

const ruleButtons = (root: HTMLElement): HTMLButtonElement[] => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Rules behind the steps"] button')];

describe('popup, rule links from the answer', () => {
  it("links each cited step to its entry and opens it in the Rules section", async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    await type(byLabel(root, 'Attack strength'), '12');
    await type(byLabel(root, 'Defence strength'), '4');
    await waitFor(() => expect(root.querySelector('[data-testid="explanation"]')).not.toBeNull());
    // Collapsed until asked for, so the answer's Tab order is unchanged.
    expect(ruleButtons(root)).toHaveLength(0);
    await click(summary(root, 'Read the rules behind these steps'));
    const buttons = ruleButtons(root);
    const cited = [...root.querySelectorAll('[data-testid="explanation"] li')].filter((li) => li.querySelector('.rule')).length;
    expect(buttons.length).toBe(cited);
    expect(buttons.length).toBeGreaterThan(0);
    const first = buttons[0];
    if (!first) throw new Error('no rule button');
    expect(text(first)).toMatch(/^Rule /);
    const number = text(first).slice('Rule '.length);
    await click(first);

    const article = root.querySelector<HTMLElement>('section[aria-label="Rules"] article');
    expect(article?.getAttribute('aria-label')).toBe(`Rule ${number}`);
    expect(article?.dataset.entryId).toMatch(/^gettysburg-77\//);
    expect(text(article?.querySelector('.rule') ?? null)).toContain('Gettysburg (Avalon Hill, 1977), Intermediate Game rules');
    expect(document.activeElement).toBe(article?.querySelector('h3'));

    // Back to the search puts the cursor in the box.
    const back = [...(article?.querySelectorAll('button') ?? [])].find((b) => text(b) === 'Back to the search');
    if (!back) throw new Error('no way back');
    await click(back);
    expect(root.querySelector('section[aria-label="Rules"] article')).toBeNull();
    expect(document.activeElement).toBe(byLabel(root, 'Search the rules'));
  });

  it('shows an entry in full: text, citation, terms, calculator and what it amends', async () => {
    const entry = THEY_MET_ENTRIES.find((e) => e.id === 'they-met/addition-2');
    if (!entry) throw new Error('no addition 2');
    const root = await mount(<RulesSearch game={gameModule('they-met')} shown={entry} onShow={() => undefined} />);
    const article = root.querySelector('article');
    expect(text(article)).toContain(entry.text);
    expect(text(article?.querySelector('.rule') ?? null)).toContain(entry.citation.rule);
    expect(text(article)).toMatch(/Terms: .*Impulse/i);
    expect(text(article)).toContain('Calculator: Impulse track');
    const amends = article?.querySelector('[aria-label="What it amends"]');
    expect(text(amends ?? null)).toContain('Amends rule 3.2');
    expect(text(amends ?? null)).toContain(entry.amends?.[0]?.change ?? 'missing');
  });

  it('opens an entry from a search result too', async () => {
    const root = await mount(<RulesSearch game={gameModule('cemetery-hill')} />);
    await click(summary(root, 'Rules'));
    await type(byLabel(root, 'Search the rules'), '14.53');
    const read = root.querySelector<HTMLButtonElement>('[data-rule-id="cemetery-hill/14.53"] button');
    if (!read) throw new Error('no read button');
    await click(read);
    expect(root.querySelector<HTMLElement>('article')?.dataset.entryId).toBe('cemetery-hill/14.53');
  });
});
