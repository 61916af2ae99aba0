import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byLabel, byTestId, choose, click, mount, queryLabel, queryTestId, radio, text, type, waitFor } from './render-helper.js';

async function openInUnitsMode() {
  const root = await mount(<PopupApp platform={fakePlatform()} />);
  await waitFor(() => byLabel(root, 'Game'));
  await click(radio(root, 'Units'));
  return root;
}

async function addUnit(root: HTMLElement, role: 'attacker' | 'defender', fields: { strength: string; type?: string; side?: string; status?: string; reduced?: string }) {
  await click(button(root, `Add ${role}`));
  const title = role === 'attacker' ? 'Attacker' : 'Defender';
  const rows = [...root.querySelectorAll('fieldset.unit legend')].filter((l) => text(l).startsWith(title)).length;
  const label = `${title} ${rows}`;
  await type(byLabel(root, `${label} strength`), fields.strength);
  if (fields.reduced !== undefined) await type(byLabel(root, `${label} reduced strength`), fields.reduced);
  if (fields.type) await choose(byLabel(root, `${label} type`), fields.type);
  if (fields.side) await choose(byLabel(root, `${label} side`), fields.side);
  if (fields.status) await choose(byLabel(root, `${label} status`), fields.status);
  return label;
}

describe('popup, units entered one by one', () => {
  it('starts in Totals; Units shows the add buttons and a hint', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    expect(radio(root, 'Totals').checked).toBe(true);
    expect(radio(root, 'Units').checked).toBe(false);
    expect(root.querySelector('fieldset legend')?.textContent).toBe('Enter as');
    await click(radio(root, 'Units'));
    expect(radio(root, 'Units').checked).toBe(true);
    expect(queryLabel(root, 'Attack strength')).toBeNull();
    expect(button(root, 'Add attacker')).toBeTruthy();
    expect(button(root, 'Add defender')).toBeTruthy();
    expect(text(byTestId(root, 'hint'))).toContain('Add at least one attacker and one defender');
  });

  it('every unit row has its labelled controls; defenders also lend', async () => {
    const root = await openInUnitsMode();
    await click(button(root, 'Add attacker'));
    await click(button(root, 'Add defender'));
    for (const part of ['name', 'strength', 'reduced strength', 'reduced', 'type', 'side', 'status', 'group']) {
      expect(queryLabel(root, `Attacker 1 ${part}`), `Attacker 1 ${part}`).not.toBeNull();
      expect(queryLabel(root, `Defender 1 ${part}`), `Defender 1 ${part}`).not.toBeNull();
    }
    expect(queryLabel(root, 'Defender 1 lends')).not.toBeNull();
    expect(queryLabel(root, 'Attacker 1 lends')).toBeNull();
    expect(byLabel(root, 'Attacker 1 reduced').getAttribute('type')).toBe('checkbox');
    expect(button(root, 'Remove attacker 1')).toBeTruthy();
    // A new row takes the keyboard focus at its name.
    expect(document.activeElement).toBe(byLabel(root, 'Defender 1 name'));
    expect(text(byTestId(root, 'hint'))).toContain('Enter the strength of Attacker 1');
  });

  it('adds up units and answers; removing a row renumbers the rest', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '4' });
    await addUnit(root, 'attacker', { strength: '6' });
    await addUnit(root, 'defender', { strength: '7' });
    await type(byLabel(root, 'Attacker 2 name'), 'Hood');
    expect(text(byTestId(root, 'odds'))).toBe('1-1');
    expect(text(byTestId(root, 'explanation'))).toContain('Hood: 6.');
    await click(button(root, 'Remove attacker 1'));
    expect(queryLabel(root, 'Attacker 2 strength')).toBeNull();
    expect(byLabel<HTMLInputElement>(root, 'Attacker 1 name').value).toBe('Hood');
    expect(text(byTestId(root, 'odds'))).toBe('3-4');
    expect(document.activeElement).toBe(button(root, 'Add attacker'));
  });

  it('a shattered attacker refuses the battle', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '6', reduced: '3', status: 'shattered' });
    await addUnit(root, 'defender', { strength: '2' });
    const refusal = text(byTestId(root, 'refusal'));
    expect(refusal).toContain('shattered');
    expect(refusal).toContain('cannot attack');
    expect(queryTestId(root, 'outcome-chart')).toBeNull();
    expect(text(byTestId(root, 'explanation'))).toContain('Shatter and Disorganization, Effect 4');
    await choose(byLabel(root, 'Attacker 1 status'), 'ready');
    expect(queryTestId(root, 'refusal')).toBeNull();
    expect(text(byTestId(root, 'odds'))).toBe('3-1');
  });

  it('Union cavalry doubles on defence; Confederate cavalry does not', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '6' });
    await addUnit(root, 'defender', { strength: '3', type: 'cavalry', side: 'union' });
    expect(text(byTestId(root, 'odds'))).toBe('1-1');
    expect(text(root)).toContain('vs defence 6');
    expect(text(byTestId(root, 'explanation'))).toContain('doubles on defence');
    await choose(byLabel(root, 'Defender 1 side'), 'confederate');
    expect(text(byTestId(root, 'odds'))).toBe('2-1');
    expect(text(byTestId(root, 'explanation'))).not.toContain('doubles on defence');
  });

  it('in the 1977 game a defender may be marked as retreated onto the stack: its strength leaves the defence; other games have no such mark', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '9' });
    await addUnit(root, 'defender', { strength: '3' });
    await addUnit(root, 'defender', { strength: '4' });
    expect(text(byTestId(root, 'odds'))).toBe('1-1');
    expect(queryLabel(root, 'Attacker 1 retreated onto this stack')).toBeNull();
    await click(byLabel(root, 'Defender 2 retreated onto this stack'));
    expect(text(byTestId(root, 'odds'))).toBe('3-1');
    expect(text(byTestId(root, 'explanation'))).toContain('Retreat Restrictions 5');
    await choose(byLabel(root, 'Game'), 'gettysburg-88');
    expect(queryLabel(root, 'Defender 2 retreated onto this stack')).toBeNull();
  });

  it('a reduced unit fights at its back strength', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '8', reduced: '4' });
    await addUnit(root, 'defender', { strength: '4' });
    expect(text(byTestId(root, 'odds'))).toBe('2-1');
    await click(byLabel(root, 'Attacker 1 reduced'));
    expect(text(byTestId(root, 'odds'))).toBe('1-1');
    expect(text(byTestId(root, 'explanation'))).toContain('reduced side');
  });

  it('a defender lending points is counted', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '10' });
    await addUnit(root, 'defender', { strength: '2' });
    await addUnit(root, 'defender', { strength: '4' });
    await type(byLabel(root, 'Defender 2 lends'), '3');
    expect(text(root)).toContain('vs defence 5');
    expect(text(byTestId(root, 'odds'))).toBe('2-1');
  });

  it('changes to one row that arrive before a re-render are all kept', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '6' });
    await addUnit(root, 'defender', { strength: '2' });
    await act(async () => {
      for (const [label, value] of [['Defender 1 strength', '3'], ['Defender 1 name', 'Buford']] as const) {
        const input = byLabel<HTMLInputElement>(root, label);
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const type = byLabel<HTMLSelectElement>(root, 'Defender 1 type');
      type.value = 'cavalry';
      type.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(text(byTestId(root, 'explanation'))).toContain('Buford is Union cavalry: its strength doubles on defence, to 6.'));
    expect(text(byTestId(root, 'odds'))).toBe('1-1');
  });

  it('a wrong unit strength is named inline', async () => {
    const root = await openInUnitsMode();
    await addUnit(root, 'attacker', { strength: '-1' });
    const input = byLabel<HTMLInputElement>(root, 'Attacker 1 strength');
    expect(text(document.getElementById(input.getAttribute('aria-describedby') ?? ''))).toBe(
      'Attacker 1 strength must be a whole number from 0 to 999; you entered -1.',
    );
    expect(queryTestId(root, 'odds')).toBeNull();
  });

  it('switching back to Totals keeps the totals entered before', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    await type(byLabel(root, 'Attack strength'), '10');
    await type(byLabel(root, 'Defence strength'), '14');
    await click(radio(root, 'Units'));
    expect(queryTestId(root, 'odds')).toBeNull();
    await click(radio(root, 'Totals'));
    expect(text(byTestId(root, 'odds'))).toBe('1-2');
  });
});
