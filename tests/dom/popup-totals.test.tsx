import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { fakePlatform } from './fake-popup-platform.js';
import { byLabel, byTestId, choose, mount, queryTestId, text, type, waitFor } from './render-helper.js';

async function openPopup() {
  const platform = fakePlatform();
  const root = await mount(<PopupApp platform={platform} />);
  await waitFor(() => byLabel(root, 'Game'));
  return { root, platform };
}

async function battle(root: HTMLElement, attack: string, defence: string): Promise<void> {
  await type(byLabel(root, 'Attack strength'), attack);
  await type(byLabel(root, 'Defence strength'), defence);
}

function bars(root: HTMLElement): string[] {
  return [...byTestId(root, 'outcome-chart').querySelectorAll('rect.chart-bar')].map((r) => r.getAttribute('data-result') ?? '');
}

describe('popup, strengths entered as totals', () => {
  it('opens on the default game in Totals mode with no answer and a hint', async () => {
    const { root } = await openPopup();
    expect(byLabel<HTMLSelectElement>(root, 'Game').value).toBe('gettysburg-77');
    expect(byLabel<HTMLInputElement>(root, 'Attack strength').value).toBe('');
    expect(byLabel<HTMLInputElement>(root, 'Defence strength').type).toBe('number');
    expect(byLabel<HTMLInputElement>(root, 'Defence strength').min).toBe('0');
    expect(queryTestId(root, 'odds')).toBeNull();
    expect(text(root)).toContain('Enter attack and defence strengths');
    expect(text(byTestId(root, 'table-source'))).toContain("game's printed table");
  });

  it('10 against 14 is 1-2, with the next column and four results', async () => {
    const { root } = await openPopup();
    await battle(root, '10', '14');
    expect(text(byTestId(root, 'odds'))).toBe('1-2');
    const next = text(byTestId(root, 'next-column'));
    expect(next).toContain('3-4');
    expect(next).toContain('attack 11 (1 more)');
    expect(next).toContain('defence 13');
    expect(bars(root)).toEqual(['EXC', 'EXC + AR', 'A1', 'AR + A1']);
    const chart = byTestId(root, 'outcome-chart');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const worst = [...chart.querySelectorAll('rect.chart-bar')].find((r) => r.getAttribute('data-result') === 'AR + A1');
    expect(worst?.querySelector('title')?.textContent).toContain('AR + A1: 1/2 (50%)');
    expect(chart.querySelectorAll('rect > title')).toHaveLength(4);
    expect(text(chart)).toContain('16.7%');
    expect(text(byTestId(root, 'expected-losses'))).toMatch(/attacker 1, defender 0\.333/);
    const steps = byTestId(root, 'explanation');
    expect(steps.tagName).toBe('OL');
    expect(text(steps.querySelector('small.rule'))).toContain('Gettysburg (Avalon Hill, 1977), Intermediate Game rules');
  });

  it('a die-roll modifier moves the distribution', async () => {
    const { root } = await openPopup();
    await battle(root, '10', '14');
    const before = byTestId(root, 'outcome-chart').outerHTML;
    // The 1977 game lists its modifiers, so the typed box is the extra beyond them; its label and name agree.
    await type(byLabel(root, 'Other die-roll modifier (typed)'), '-1');
    expect(byTestId(root, 'outcome-chart').outerHTML).not.toBe(before);
    // Rolls 1-6 less 1 land on rows 0-5 of the 1-2 column: D1, EXC, EXC + AR, A1, AR + A1, AR + A1.
    expect([...byTestId(root, 'outcome-chart').querySelectorAll('rect.chart-bar')].map((r) => r.getAttribute('data-result'))).toEqual([
      'D1',
      'EXC',
      'EXC + AR',
      'A1',
      'AR + A1',
    ]);
    expect(text(root)).toContain('modifier -1');
  });

  it('2 against 7 is refused as below 1-3, with what the lowest column needs', async () => {
    const { root } = await openPopup();
    await battle(root, '2', '7');
    expect(text(byTestId(root, 'refusal'))).toContain('below 1-3');
    expect(text(byTestId(root, 'odds'))).toBe('—');
    expect(queryTestId(root, 'outcome-chart')).toBeNull();
    expect(text(byTestId(root, 'next-column'))).toContain('1-3 needs attack 3');
  });

  it('the highest column says more strength does not help', async () => {
    const { root } = await openPopup();
    await battle(root, '30', '2');
    expect(text(byTestId(root, 'odds'))).toBe('5-1');
    expect(text(byTestId(root, 'next-column'))).toContain('highest column');
  });

  it.each([
    ['Attack strength', '-3', 'Attack strength must be a whole number from 0 to 999; you entered -3.'],
    ['Defence strength', '2.5', 'Defence strength must be a whole number from 0 to 999; you entered 2.5.'],
    ['Attack strength', '1000', 'Attack strength must be a whole number from 0 to 999; you entered 1000.'],
    ['Other die-roll modifier (typed)', '99', 'Die-roll modifier must be a whole number from -50 to 50; you entered 99.'],
  ])('%s = %s is named inline and gives no answer', async (field, value, message) => {
    const { root } = await openPopup();
    await battle(root, '10', '14');
    expect(queryTestId(root, 'odds')).not.toBeNull();
    const input = byLabel<HTMLInputElement>(root, field);
    await type(input, value);
    expect(queryTestId(root, 'odds')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(text(document.getElementById(describedBy))).toBe(message);
    await type(input, field === 'Other die-roll modifier (typed)' ? '0' : '12');
    expect(queryTestId(root, 'odds')).not.toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
