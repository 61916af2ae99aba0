import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { BOARD_FORMAT, type Board, type BoardUnit } from '../../src/engine/core/board/board.js';
import type { BoardSelection } from '../../src/messaging/board-messages.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { fakeBoard } from './fake-board-platform.js';
import { boardUnit, SHATTERED } from './fixtures/board-unit.js';
import { fakePlatform } from './fake-popup-platform.js';
import { button, byTestId, click, mount, text, waitFor } from './render-helper.js';

/**
 * Units the rules keep out of a battle are never counted in silence (issue 15): on a made-up 1977 board,
 * Archer at P36 is next to Stone at Q36, Davis at P38 is not, and Heth at P35 is shattered; the headquarters
 * A. P. Hill stands alone at P37, Lee with Archer.
 */
function unit(id: string, name: string, side: BoardUnit['side'], hex: string, full: number, extra: Partial<BoardUnit> = {}): BoardUnit {
  return boardUnit(id, name, side, hex, { strength: { full, reduced: 1 }, ...extra });
}

const BOARD: Board = {
  format: BOARD_FORMAT,
  game: 'gettysburg-77',
  time: { turn: 3, day: 'July 1', hour: '9 AM', light: 'day', phasingSide: 'confederate' },
  units: [
    unit('csa-archer', 'Archer', 'confederate', 'P36', 6),
    unit('csa-davis', 'Davis', 'confederate', 'P38', 9),
    unit('csa-heth', 'Heth', 'confederate', 'P35', 5, { status: SHATTERED }),
    unit('usa-stone', 'Stone', 'union', 'Q36', 4),
    // A headquarters beside the battle but in no hex of it; and one stacked with Archer.
    unit('csa-hill', 'A. P. Hill', 'confederate', 'P37', 0, { type: 'headquarters' }),
    unit('csa-lee', 'Lee', 'confederate', 'P36', 0, { type: 'headquarters' }),
  ],
  markers: [],
  terrain: {},
  source: { kind: 'demo', name: 'Made-up test board' },
};

async function openFilled(selection: BoardSelection) {
  const platform = { ...fakePlatform({ store: memoryStore() }), board: fakeBoard(BOARD, selection) };
  const root = await mount(<PopupApp platform={platform} />);
  await waitFor(() => button(root, 'Use selected counters'));
  await click(button(root, 'Use selected counters'));
  await waitFor(() => byTestId(root, 'odds'));
  return { root, platform };
}

describe('popup, units the rules keep out of a battle', () => {
  it('leaves an attacker next to no defender, and a shattered one, out of the totals, and says so in the answer, the steps and the card', async () => {
    const { root, platform } = await openFilled({ attackers: ['csa-archer', 'csa-davis', 'csa-heth'], defenders: ['usa-stone'] });
    // Archer's 6 alone against Stone's 4: 3-2, not 20 against 4.
    expect(text(byTestId(root, 'odds'))).toContain('3-2');
    const answer = text(root);
    expect(answer).toContain('Left out of the attack: Davis, it is not next to any defender (it stands at P38)');
    expect(answer).toContain('Left out of the attack: Heth, it is shattered and cannot attack');
    expect(text(byTestId(root, 'explanation'))).toContain('Davis is left out of the attack');
    await click(button(root, 'Copy result'));
    const card = platform.copied[0] ?? '';
    expect(card).toContain('Attack 6 vs defence 4');
    expect(card).toMatch(/Left out of the totals:\n {2}- Davis \(attacker\): it is not next to any defender .*Combat Qualifications 11/);
    expect(card).toMatch(/- Heth \(attacker\): it is shattered .*Shatter and Disorganization, Effect 4/);
  });

  it('leaves a headquarters with no attacking combat unit in its hex out, and says so; one stacked with an attacker stays', async () => {
    const { root, platform } = await openFilled({ attackers: ['csa-archer', 'csa-hill', 'csa-lee'], defenders: ['usa-stone'] });
    expect(text(byTestId(root, 'odds'))).toContain('3-2');
    const answer = text(root);
    expect(answer).toContain('Left out of the attack: A. P. Hill, it is a headquarters with no combat unit of its side in the battle in its hex (P37)');
    expect(answer).not.toContain('Left out of the attack: Lee');
    await click(button(root, 'Copy result'));
    expect(platform.copied[0] ?? '').toMatch(/- A\. P\. Hill \(attacker\): it is a headquarters .*Combat Qualifications 10/);
  });

  it('counts every attacker that may attack, and says nothing is left out', async () => {
    const { root } = await openFilled({ attackers: ['csa-archer'], defenders: ['usa-stone'] });
    expect(text(root)).not.toContain('Left out');
  });
});
