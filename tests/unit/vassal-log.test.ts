import { describe, expect, it } from 'vitest';
import { bytesSource, defaultModuleSettings, importVassalGame, readVassalModule, readVassalSave } from '../../src/readers/vassal/index.js';
import {
  addPiece,
  boardPicker,
  changePiece,
  compound,
  hexCentre,
  logText,
  moduleZip,
  movePiece,
  pieceState,
  pieceType,
  removePiece,
  saveZip,
  stackState,
  traits,
  VASSAL_DEFAULT_NUMBERING,
  type GridParams,
  type Trait,
} from '../support/vassal-writer.js';

const grid: GridParams = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
const numbering = { ...VASSAL_DEFAULT_NUMBERING, stagger: false };
const at = (nx: number, ny: number): { x: number; y: number } => hexCentre(grid, nx, ny);
/** With stagger off and VASSAL's offsets, raw (nx, ny) is labelled column nx + 1, row ny + 1. */
const label = (nx: number, ny: number): string => `${String(nx + 1).padStart(2, '0')}${String(ny + 1).padStart(2, '0')}`;

describe('VASSAL logs (.vlog): the starting position, then the logged moves', () => {
  it('plays moves, stack moves, changes, removals and new pieces to the final position', async () => {
    const t: Trait[] = [traits.marker({ Side: 'Union', Type: 'Infantry' })];
    const piece = (id: string, nx: number, ny: number): string => addPiece(id, pieceType(id, t), pieceState(t, 'Main Map', at(nx, ny).x, at(nx, ny).y));
    const start = [
      piece('u1', 1, 1),
      piece('u2', 2, 2),
      piece('u3', 2, 2),
      addPiece('s1', 'stack', stackState('Main Map', at(2, 2).x, at(2, 2).y, ['u2', 'u3'])),
      piece('u4', 3, 3),
      piece('u6', 6, 6),
    ];
    const moves = [
      movePiece('u1', 'Main Map', at(4, 4).x, at(4, 4).y),
      // One logged command with another appended to it, as VASSAL logs a drag of several pieces.
      [movePiece('s1', 'Main Map', at(5, 5).x, at(5, 5).y), movePiece('u4', 'Main Map', at(6, 1).x, at(6, 1).y)],
      removePiece('u3'),
      addPiece('u5', pieceType('u5', t), pieceState(t, 'Main Map', at(7, 7).x, at(7, 7).y)),
      // A state change moves a piece standing alone (u5, put down by AddPiece); u4, moved into a stack of its own, stays.
      changePiece('u5', pieceState(t, 'Main Map', at(8, 2).x, at(8, 2).y), pieceState(t, 'Main Map', at(7, 7).x, at(7, 7).y)),
      changePiece('u4', pieceState(t, 'Main Map', at(8, 8).x, at(8, 8).y), pieceState(t, 'Main Map', at(6, 1).x, at(6, 1).y)),
      compound('UNDO\ttrue', ['UNDO\tfalse']),
      movePiece('u2', 'Main Map', at(9, 3).x, at(9, 3).y, null, { map: 'Main Map', ...at(5, 5) }),
      movePiece('u6', null, 0, 0, null, { map: 'Main Map', ...at(6, 6) }),
    ];
    const vmod = moduleZip('Log (test)', [{ name: 'Main Map', boards: [{ name: 'Board', size: { width: 1500, height: 1500 }, grid: { ...grid, numbering } }] }]);
    const vlog = saveZip(logText(start, [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])], moves), { moduleName: 'Log (test)' });

    const geometry = await readVassalModule(bytesSource(vmod));
    const save = await readVassalSave(bytesSource(vlog));
    if (!geometry.ok || !save.ok) throw new Error('unreadable');
    expect(save.value.game.loggedCommands).toBeGreaterThanOrEqual(moves.length);
    const result = importVassalGame(defaultModuleSettings(geometry.value, 'cemetery-hill'), save.value, { sourceName: 'game.vlog' });
    const where = Object.fromEntries(result.board.units.map((u) => [u.id, u.location.kind === 'hex' ? u.location.hex : u.location.kind]));
    expect(where).toEqual({ u1: label(4, 4), u2: label(9, 3), u4: label(6, 1), u5: label(8, 2) });
    expect(result.unmapped).toEqual([{ id: 'u6', name: 'u6', reason: 'it is on no map' }]);
    expect(result.warnings).toEqual([]);
  });

  it('keeps the pieces of a stack that moved with the stack', async () => {
    const t: Trait[] = [traits.marker({ Side: 'Confederate', Type: 'Cavalry' })];
    const start = [
      addPiece('a', pieceType('a', t), pieceState(t, 'Main Map', at(1, 1).x, at(1, 1).y)),
      addPiece('b', pieceType('b', t), pieceState(t, 'Main Map', at(1, 1).x, at(1, 1).y)),
      addPiece('s', 'stack', stackState('Main Map', at(1, 1).x, at(1, 1).y, ['a', 'b'])),
    ];
    const vmod = moduleZip('Log (test)', [{ name: 'Main Map', boards: [{ name: 'Board', size: { width: 900, height: 900 }, grid: { ...grid, numbering } }] }]);
    const vlog = saveZip(logText(start, [], [movePiece('s', 'Main Map', at(3, 2).x, at(3, 2).y)]));
    const geometry = await readVassalModule(bytesSource(vmod));
    const save = await readVassalSave(bytesSource(vlog));
    if (!geometry.ok || !save.ok) throw new Error('unreadable');
    const result = importVassalGame(defaultModuleSettings(geometry.value, 'cemetery-hill'), save.value, { sourceName: 'x.vlog' });
    expect(result.board.units.map((u) => (u.location.kind === 'hex' ? u.location.hex : null))).toEqual([label(3, 2), label(3, 2)]);
  });
});
