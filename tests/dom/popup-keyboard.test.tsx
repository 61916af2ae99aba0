import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { fakePlatform } from './fake-popup-platform.js';
import { byLabel, click, mount, radio, type, waitFor } from './render-helper.js';

/** The controls Tab visits, in order: document order, since the popup sets no positive tabindex. */
function tabOrder(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>('input, select, button, textarea, a[href], [tabindex]')];
  return all.filter((el) => !(el as HTMLInputElement).disabled && el.tabIndex >= 0);
}

function nameOf(el: HTMLElement): string {
  if (el.getAttribute('aria-label')) return el.getAttribute('aria-label') ?? '';
  if (el instanceof HTMLInputElement && el.type === 'radio') return el.parentElement?.textContent?.trim() ?? '';
  return el.textContent?.trim() ?? '';
}

describe('popup, keyboard use', () => {
  it('no control takes a positive tabindex', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    expect([...root.querySelectorAll('[tabindex]')].filter((el) => Number(el.getAttribute('tabindex')) > 0)).toHaveLength(0);
  });

  it('totals: the game, the calculators, the answer, then the form in the order the battle is entered; each takes focus', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '14');
    const order = tabOrder(root);
    // Retreat and artillery wait for a battle on the board: disabled, so Tab passes them by.
    expect(order.map(nameOf)).toEqual([
      'Game',
      'Odds',
      'Modifiers',
      'VP',
      'Rules',
      'Copy result',
      'Copy format',
      'Totals',
      'Units',
      'Attack strength',
      'Defence strength',
      'Other die-roll modifier (typed)',
      'Override attack',
      'Override defence',
      'Override odds column',
      'Check this page',
    ]);
    for (const el of order) {
      el.focus();
      expect(document.activeElement).toBe(el);
    }
  });

  it('units: each row is entered left to right, then its remove button', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    await click(radio(root, 'Units'));
    await click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Add attacker') as HTMLButtonElement);
    await click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Add defender') as HTMLButtonElement);
    const names = tabOrder(root).map(nameOf);
    const from = names.indexOf('Attacker 1 name');
    expect(names.slice(from, from + 23)).toEqual([
      'Attacker 1 name',
      'Attacker 1 side',
      'Attacker 1 type',
      'Attacker 1 strength',
      'Attacker 1 reduced strength',
      'Attacker 1 reduced',
      'Attacker 1 status',
      'Attacker 1 group',
      'Remove attacker 1',
      'Add attacker',
      'Defender 1 name',
      'Defender 1 side',
      'Defender 1 type',
      'Defender 1 strength',
      'Defender 1 reduced strength',
      'Defender 1 reduced',
      'Defender 1 status',
      'Defender 1 group',
      'Defender 1 lends',
      // The 1977 game (the default) has the mark of Retreat Restrictions 5.
      'Defender 1 retreated onto this stack',
      'Remove defender 1',
      'Add defender',
      'Other die-roll modifier (typed)',
    ]);
  });
});
