import { describe, expect, it } from 'vitest';
import { runCommand, tempFiles } from '../support/cli-run.js';

const file = tempFiles('adjutant-pack-cli-');

// Made-up: a Confederate gun at Q40 on a 1977 board that describes every hex around it as clear ground at level
// 5 but says nothing of R38; a pack (made-up too) says R38 is woods. Under the optional rule the gun's line to
// S36 crosses R38.
const clear = { terrain: ['clear'], elevation: 5 };
const terrain: Record<string, unknown> = {};
for (let r = 12; r <= 22; r++) for (let q = 34; q <= 46; q++) terrain[`${String.fromCharCode(64 + r)}${q}`] = clear;
delete terrain.R38;
const units = [{ id: 'gun', name: 'Made-up battery', side: 'confederate', type: 'artillery', location: { kind: 'hex', hex: 'Q40' } }];
const board = file('board.json', { format: 'adjutant-board/1', game: 'gettysburg-77', time: { light: 'day' }, units, terrain });
const boardSaysClear = file('board-clear.json', { format: 'adjutant-board/1', game: 'gettysburg-77', time: { light: 'day' }, units, terrain: { ...terrain, R38: clear } });
const pack = file('pack.json', { format: 'adjutant-pack/1', game: 'gettysburg-77', edition: 'Made-up', madeBy: 'Test', terrain: { R38: { terrain: ['woods'], elevation: 5 } } });
const g88Pack = file('pack-88.json', { format: 'adjutant-pack/1', game: 'gettysburg-88', edition: 'Made-up', madeBy: 'Test', terrain: { E6: { terrain: ['woods'] } } });
const badPack = file('pack-bad.json', { format: 'adjutant-pack/1', game: 'gettysburg-77', edition: 'Made-up', madeBy: 'Test', terrain: { R38: { terrain: 'woods' } } });

interface Blocked {
  unit: string;
  hex: string;
  by: string;
}

async function blocked(...argv: string[]): Promise<Blocked[]> {
  const r = await runCommand('influence', '--board', ...argv, '--side', 'union', '--optional-artillery', '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.out) as { blocked: Blocked[] }).blocked;
}

describe('--pack on a command that reads a board', () => {
  it('the pack’s terrain fills what the board does not say: the line through R38 is blocked only with the pack', async () => {
    expect((await blocked(board)).filter((b) => b.by === 'R38')).toEqual([]);
    expect(await blocked(board, '--pack', pack)).toContainEqual(expect.objectContaining({ unit: 'gun', hex: 'S36', by: 'R38' }));
  });

  it('the board’s own terrain wins over the pack’s', async () => {
    expect((await blocked(boardSaysClear, '--pack', pack)).filter((b) => b.by === 'R38')).toEqual([]);
  });

  it('a pack that does not read, or is of another game, exits 2 with one line naming --pack', async () => {
    for (const p of [badPack, g88Pack]) {
      const r = await runCommand('influence', '--board', board, '--side', 'union', '--pack', p);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toContain('--pack');
    }
  });

  it('is listed in the usage of every command that reads a board', async () => {
    for (const command of ['influence', 'artillery', 'retreat', 'modifiers', 'move', 'ledger']) {
      const r = await runCommand(command, '--help');
      expect(r.out + r.err, command).toContain('--pack');
    }
  });
});
