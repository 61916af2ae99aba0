import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { RetreatPanel, type ShowOnBoard } from '../../popup/retreat-panel.js';
import { readShowRetreat, type RetreatMarks } from '../../src/messaging/retreat-marks.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { retreatBoard } from '../fixtures/g77-retreat.js';
import { byLabel, choose, click, mount, settle, text, waitFor } from './render-helper.js';

/**
 * The popup's side of the retreat on the board: once the panel has the chosen unit's retreat, it sends it to the
 * tab whose board it reads, and takes it off when the panel closes or goes. The messaging is a recorder here, as
 * the popup's other tests pass fakes for the browser. Made-up units where the demo board's first battle stands.
 */
const board = retreatBoard(
  [
    { id: 'archer', name: 'Archer', side: 'confederate', type: 'infantry', hex: 'L34' },
    { id: 'gamble', name: 'Gamble', side: 'union', type: 'cavalry', hex: 'M34' },
  ],
  'M34',
);

interface Sent {
  readonly tabId: number;
  readonly marks: RetreatMarks | null;
}

function recorder(): { sent: Sent[]; show: ShowOnBoard } {
  const sent: Sent[] = [];
  return { sent, show: (tabId, marks) => sent.push({ tabId, marks }) };
}

async function toggle(root: HTMLElement): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s).startsWith('Retreat'));
  if (!summary) throw new Error('no retreat panel');
  await click(summary);
}

function listedRanks(root: HTMLElement): number[] {
  return [...root.querySelectorAll('[data-testid="retreat-options"] li strong')].map((s) => Number(text(s).replace('Rank ', '')));
}

describe('popup: the retreat shown on the board', () => {
  it('sends the chosen unit’s retreat to the tab once the panel has it: unit, start, options by rank, refused hexes, stay', async () => {
    const { sent, show } = recorder();
    const root = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-77" attackers={['archer']} defenders={['gamble']} tabId={12} showOnBoard={show} />);
    expect(sent).toEqual([]);
    await toggle(root);
    await waitFor(() => expect(root.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
    await settle();
    expect(sent).toHaveLength(1);
    const [first] = sent;
    expect(first?.tabId).toBe(12);
    const marks = first?.marks;
    if (!marks) throw new Error('nothing sent');
    expect(Object.keys(marks).sort()).toEqual(['from', 'omitted', 'options', 'rejected', 'stay', 'unit']);
    expect(marks.unit).toBe('gamble');
    expect(marks.from).toBe('M34');
    expect(marks.options.map((o) => o.rank)).toEqual(listedRanks(root));
    expect(marks.options.every((o) => Object.keys(o).sort().join() === 'path,rank')).toBe(true);
    expect(marks.options.map((o) => o.path[0])).toContain('N34');
    expect(marks.rejected.map((r) => r.hex)).toContain('L34');
    expect(marks.rejected.every((r) => Object.keys(r).sort().join() === 'hex,reason' && r.reason.length <= 200)).toBe(true);
    expect(marks.rejected.find((r) => r.hex === 'L34')?.reason).toMatch(/Movement 4$/);
    expect(marks.stay).toBeNull();
    expect(marks.omitted).toBe(0);
    // Exactly what the content script's validator accepts.
    expect(readShowRetreat({ type: 'show-retreat', marks: structuredClone(marks) })).toEqual({ type: 'show-retreat', marks });
  });

  it('replaces it when another unit is chosen, takes it off when the panel closes, and again when the panel goes', async () => {
    const { sent, show } = recorder();
    const root = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-77" attackers={['archer']} defenders={['gamble']} tabId={12} showOnBoard={show} />);
    await toggle(root);
    await waitFor(() => expect(sent).toHaveLength(1));
    await choose(byLabel(root, 'Unit that retreats'), 'archer');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.marks?.unit).toBe('archer');
    expect(sent[1]?.marks?.from).toBe('L34');

    await toggle(root);
    await settle();
    expect(sent.slice(2)).toEqual([{ tabId: 12, marks: null }]);
    await toggle(root);
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]?.marks?.unit).toBe('archer');

    await act(async () => {
      render(null, root);
    });
    expect(sent.slice(4)).toEqual([{ tabId: 12, marks: null }]);
  });

  it('sends nothing without a tab (a board imported in Options, a popup with no page): the panel lists the retreat alone', async () => {
    const { sent, show } = recorder();
    for (const tabId of [undefined, null]) {
      const root = await mount(<RetreatPanel store={memoryStore()} board={board} game="gettysburg-77" attackers={['archer']} defenders={['gamble']} {...(tabId === undefined ? {} : { tabId })} showOnBoard={show} />);
      await toggle(root);
      await waitFor(() => expect(root.querySelector('[data-testid="retreat-options"]')).not.toBeNull());
      await toggle(root);
    }
    await settle();
    expect(sent).toEqual([]);
  });
});
