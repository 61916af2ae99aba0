import { describe, expect, it } from 'vitest';
import { ArtilleryPanel } from '../../popup/artillery-panel.js';
import { readArtilleryMarks, type ArtilleryMarks } from '../../src/messaging/artillery-marks.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { artilleryBoard, artillerySettings, reb, union, woods } from '../fixtures/g88-artillery.js';
import { g77Board } from '../support/g77-battle-board.js';
import { byLabel, choose, click, mount, settle, text, waitFor } from './render-helper.js';

// Made-up positions: the '88 one of tests/dom/artillery-panel.test.tsx (woods at K15 between the Union gun at K14
// and the Confederate gun at K16); a 1977 one with a Union gun at L20 and woods at L17 on its way to the
// Confederate unit at L16.

interface Sent {
  readonly tabId: number;
  readonly marks: ArtilleryMarks | null;
}

function recorder(): { sent: Sent[]; show: (tabId: number, marks: ArtilleryMarks | null) => void } {
  const sent: Sent[] = [];
  return { sent, show: (tabId, marks) => sent.push({ tabId, marks }) };
}

async function toggle(root: HTMLElement, heading: string): Promise<void> {
  const summary = [...root.querySelectorAll('summary')].find((s) => text(s) === heading);
  if (!summary) throw new Error(`no panel "${heading}"`);
  await click(summary);
}

const lastMarks = (sent: readonly Sent[]): ArtilleryMarks | null => sent.at(-1)?.marks ?? null;

describe('popup: artillery shown on the board', () => {
  it('Gettysburg ’88: sends the gun’s shots with the verdicts the panel lists, a valid message; another gun replaces them; closing takes them off', async () => {
    const store = memoryStore();
    expect((await saveG88MovementSettings(store, artillerySettings({}, { unmarkedHexes: 'clear' }))).ok).toBe(true);
    const board = artilleryBoard([union('gun', 'K14'), reb('a', 'K16'), reb('b', 'M14')], woods('K15'));
    const { sent, show } = recorder();
    const root = await mount(<ArtilleryPanel store={store} board={board} game="gettysburg-88" picked={[]} tabId={5} showOnBoard={show} />);
    expect(sent).toEqual([]);
    await toggle(root, 'Artillery (double range)');
    await waitFor(() => expect(lastMarks(sent)).not.toBeNull());
    const marks = lastMarks(sent);
    // What goes to the page is what the content script accepts.
    expect(readArtilleryMarks(JSON.parse(JSON.stringify(marks)))).toEqual(marks);
    expect(sent.every((s) => s.tabId === 5)).toBe(true);
    expect(marks?.gun).toEqual({ unit: 'gun', hex: 'K14' });
    expect(marks?.shots.map((s) => [s.unit, s.hex, s.verdict, s.blockedBy])).toEqual([
      ['a', 'K16', 'not-eligible', 'K15'],
      ['b', 'M14', 'eligible', null],
    ]);
    // The same words as the panel's list.
    const listed = [...root.querySelectorAll('[data-testid="artillery-targets"] li')].map((li) => text(li));
    expect(marks?.shots.map((s) => s.reason)).toEqual(listed);
    await choose(byLabel<HTMLSelectElement>(root, 'Gun'), 'b');
    await waitFor(() => expect(lastMarks(sent)?.gun?.unit).toBe('b'));
    const count = sent.length;
    await settle();
    expect(sent).toHaveLength(count);
    await toggle(root, 'Artillery (double range)');
    await waitFor(() => expect(sent.at(-1)).toEqual({ tabId: 5, marks: null }));
  });

  it('Gettysburg 1977: shades the enemy’s ranges of influence and draws the gun’s lines, the blocked one with its blocker', async () => {
    const board = g77Board({
      units: [
        { id: 'reb', side: 'confederate', type: 'infantry', hex: 'L16' },
        { id: 'guns', side: 'union', type: 'artillery', hex: 'L20' },
      ],
      terrain: { L17: { terrain: ['woods'], elevation: 0 } },
    });
    const { sent, show } = recorder();
    const root = await mount(<ArtilleryPanel store={memoryStore()} board={board} game="gettysburg-77" picked={['reb']} ruleSet={{ 'artillery-range-5': true }} tabId={9} showOnBoard={show} />);
    await toggle(root, 'Artillery and ranges of influence');
    await waitFor(() => expect(lastMarks(sent)?.gun).toBeTruthy());
    const marks = lastMarks(sent);
    expect(readArtilleryMarks(JSON.parse(JSON.stringify(marks)))).toEqual(marks);
    expect(marks?.gun).toEqual({ unit: 'guns', hex: 'L20' });
    expect(marks?.shade?.label).toBe('Union ranges of influence');
    expect(marks?.shade?.hexes).toContain('L20');
    const toReb = marks?.shots.find((s) => s.unit === 'reb');
    expect(toReb).toMatchObject({ hex: 'L16', verdict: 'not-eligible', blockedBy: 'L17' });
    // The panel lists the same verdict.
    expect([...root.querySelectorAll('[data-testid="reach-targets"] li')].map((li) => text(li))).toEqual(['reb (L16, 4 hexes): not reached — blocked by L17']);
  });

  it('draws nothing for a board of no tab (a board imported in Options)', async () => {
    const board = g77Board({ units: [{ id: 'guns', side: 'union', type: 'artillery', hex: 'L20' }] });
    const { sent, show } = recorder();
    const root = await mount(<ArtilleryPanel store={memoryStore()} board={board} game="gettysburg-77" picked={[]} tabId={null} showOnBoard={show} />);
    await toggle(root, 'Artillery and ranges of influence');
    await waitFor(() => expect(root.querySelector('[data-testid="reach-summary"]')).not.toBeNull());
    await settle();
    expect(sent).toEqual([]);
  });
});
