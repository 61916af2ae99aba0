import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { fakePlatform } from './fake-popup-platform.js';
import { byLabel, byTestId, choose, mount, text, type, waitFor } from './render-helper.js';

async function battle10v14() {
  const root = await mount(<PopupApp platform={fakePlatform()} />);
  await waitFor(() => byLabel(root, 'Game'));
  await type(byLabel(root, 'Attack strength'), '10');
  await type(byLabel(root, 'Defence strength'), '14');
  return root;
}

function bars(root: HTMLElement): (string | null)[] {
  return [...byTestId(root, 'outcome-chart').querySelectorAll('rect.chart-bar')].map((r) => r.getAttribute('data-result'));
}

describe('popup, values set by hand', () => {
  it('the odds column select lists the table columns, blank first', async () => {
    const root = await battle10v14();
    const select = byLabel<HTMLSelectElement>(root, 'Override odds column');
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.value)).toEqual(['', '1-3', '1-2', '3-4', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1']);
    expect(select.value).toBe('');
  });

  it('overriding the odds column changes the chart and marks the override', async () => {
    const root = await battle10v14();
    expect(bars(root)).toEqual(['EXC', 'EXC + AR', 'A1', 'AR + A1']);
    expect(text(root)).not.toContain('set by hand');
    await choose(byLabel(root, 'Override odds column'), '3-1');
    expect(text(byTestId(root, 'odds'))).toBe('3-1');
    // Rolls 1-6 in the 3-1 column: DR + D1 ×3, D1, EXC + DR, EXC.
    expect(bars(root)).toEqual(['DR + D1', 'D1', 'EXC + DR', 'EXC']);
    expect(text(byTestId(root, 'odds').parentElement)).toContain('(set by hand)');
    expect(text(byTestId(root, 'explanation'))).toContain('Odds column set by hand to 3-1 (Adjutant computed 1-2)');
    expect(byLabel(root, 'Override odds column').closest('.field')?.classList.contains('is-overridden')).toBe(true);
    await choose(byLabel(root, 'Override odds column'), '');
    expect(text(byTestId(root, 'odds'))).toBe('1-2');
    expect(text(root)).not.toContain('set by hand');
  });

  it('overriding the defence total recomputes the column and says so', async () => {
    const root = await battle10v14();
    await type(byLabel(root, 'Override defence'), '5');
    expect(text(byTestId(root, 'odds'))).toBe('2-1');
    expect(text(root)).toContain('vs defence 5 (set by hand)');
    expect(text(byTestId(root, 'explanation'))).toContain('Defence strength set by hand to 5 (Adjutant computed 14)');
    const input = byLabel<HTMLInputElement>(root, 'Override defence');
    expect(text(document.getElementById(input.getAttribute('aria-describedby') ?? ''))).toContain('set by hand');
  });

  it('overriding the attack total lets a refused battle be worked out', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    await type(byLabel(root, 'Attack strength'), '2');
    await type(byLabel(root, 'Defence strength'), '7');
    expect(byTestId(root, 'refusal')).toBeTruthy();
    await type(byLabel(root, 'Override attack'), '7');
    expect(text(byTestId(root, 'odds'))).toBe('1-1');
    expect(text(root)).toContain('Attack 7 (set by hand)');
  });

  it('a wrong override is named inline', async () => {
    const root = await battle10v14();
    await type(byLabel(root, 'Override attack'), '-2');
    expect(text(root)).toContain('Override attack must be a whole number from 0 to 999; you entered -2.');
    expect(root.querySelector('[data-testid="odds"]')).toBeNull();
  });
});
