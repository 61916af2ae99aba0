import { describe, expect, it } from 'vitest';
import { bytesSource, readVassalSave } from '../../src/readers/vassal/index.js';
import { addPiece, changePiece, logText, movePiece, pieceState, pieceType, removePiece, saveZip, stackState, type Trait } from '../support/vassal-writer.js';

/**
 * A log played back as VASSAL plays it (MovePiece, StackMetrics.merge, Stack and BasicPiece setState,
 * RemovePiece): each case is one thing VASSAL does with stacks, and where every piece stands after it.
 */
const MAP = 'Main Map';
const plain: Trait[] = [];
/** VASSAL's Does Not Stack trait with no stacking option: such a piece never joins a stack. */
const neverStacks: Trait[] = [{ type: 'immob;;;', state: '' }];

const piece = (id: string, x: number, y: number, t: Trait[] = plain): string => addPiece(id, pieceType(id, t), pieceState(t, MAP, x, y));
const inStack = (id: string, t: Trait[] = plain): string => addPiece(id, pieceType(id, t), pieceState(t, null, 0, 0));
const stack = (id: string, x: number, y: number, ids: readonly string[]): string => addPiece(id, 'stack', stackState(MAP, x, y, ids));

async function play(start: readonly string[], moves: readonly string[]): Promise<Record<string, string>> {
  const save = await readVassalSave(bytesSource(saveZip(logText(start, [], moves))));
  if (!save.ok) throw new Error(save.error);
  return Object.fromEntries(save.value.game.pieces.map((p) => [p.id, p.map === null ? 'no map' : `${p.x},${p.y}`]));
}

describe('VASSAL log replay: stacks as VASSAL keeps them', () => {
  it('a piece moved onto another (the log names it) joins its stack, and goes where the stack goes', async () => {
    const where = await play(
      [piece('a', 100, 100), piece('b', 300, 300)],
      [movePiece('b', MAP, 100, 100, 'a', { map: MAP, x: 300, y: 300 }), movePiece('a', MAP, 500, 500, null, { map: MAP, x: 100, y: 100 })],
    );
    // "a" moved alone: it leaves; "b" stays in the stack VASSAL made at 100,100.
    expect(where).toEqual({ a: '500,500', b: '100,100' });
  });

  it('a piece put down where a stack stands joins it, so a move of the whole stack takes it along', async () => {
    const where = await play(
      [inStack('a'), inStack('b'), stack('s', 100, 100, ['a', 'b']), piece('c', 300, 300)],
      [movePiece('c', MAP, 100, 100, null, { map: MAP, x: 300, y: 300 }), movePiece('s', MAP, 700, 200, null, { map: MAP, x: 100, y: 100 })],
    );
    expect(where).toEqual({ a: '700,200', b: '700,200', c: '700,200' });
  });

  it('a stack moved onto another stack merges into it: both go on together', async () => {
    const where = await play(
      [inStack('a'), stack('s', 100, 100, ['a']), inStack('b'), inStack('c'), stack('t', 300, 300, ['b', 'c'])],
      [movePiece('t', MAP, 100, 100, null, { map: MAP, x: 300, y: 300 }), movePiece('s', MAP, 400, 50, null, { map: MAP, x: 100, y: 100 })],
    );
    expect(where).toEqual({ a: '400,50', b: '400,50', c: '400,50' });
  });

  it('a piece added underneath by a change of the stack stands with the stack', async () => {
    const where = await play(
      [inStack('a'), stack('s', 100, 100, ['a']), piece('n', 900, 900)],
      [changePiece('s', stackState(MAP, 100, 100, ['n', 'a']), stackState(MAP, 100, 100, ['a'])), movePiece('s', MAP, 200, 250, null, { map: MAP, x: 100, y: 100 })],
    );
    expect(where).toEqual({ a: '200,250', n: '200,250' });
  });

  it('a change of state keeps a piece in its stack, whatever point or map the state names', async () => {
    const where = await play(
      [inStack('a'), inStack('b'), stack('s', 100, 100, ['a', 'b'])],
      [changePiece('a', pieceState(plain, MAP, 555, 555)), changePiece('b', pieceState(plain, 'Other Map', 100, 100))],
    );
    expect(where).toEqual({ a: '100,100', b: '100,100' });
  });

  it('a change of state moves a piece that stands alone', async () => {
    const where = await play([piece('a', 100, 100)], [changePiece('a', pieceState(plain, MAP, 555, 444))]);
    expect(where).toEqual({ a: '555,444' });
  });

  it('a piece that never stacks stays put when the stack it was dropped on moves', async () => {
    const where = await play(
      [inStack('a'), stack('s', 100, 100, ['a']), piece('m', 300, 300, neverStacks)],
      [movePiece('m', MAP, 100, 100, null, { map: MAP, x: 300, y: 300 }), movePiece('s', MAP, 600, 600, null, { map: MAP, x: 100, y: 100 })],
    );
    expect(where).toEqual({ a: '600,600', m: '100,100' });
  });

  it('removes pieces; a stack removed with pieces in it leaves them where it stood', async () => {
    const where = await play(
      [inStack('a'), inStack('b'), stack('s', 100, 100, ['a', 'b']), piece('c', 300, 300)],
      [removePiece('s'), removePiece('c'), movePiece('a', MAP, 200, 200, null, { map: MAP, x: 100, y: 100 })],
    );
    expect(where).toEqual({ a: '200,200', b: '100,100' });
  });

  it('a piece moved to no map is shown on none; a move naming a piece that is not there does nothing', async () => {
    const where = await play([piece('a', 100, 100), piece('b', 300, 300)], [movePiece('a', null, 0, 0, null, { map: MAP, x: 100, y: 100 }), movePiece('ghost', MAP, 1, 1)]);
    expect(where).toEqual({ a: 'no map', b: '300,300' });
  });

  it('a move onto a piece the log names, when that piece has gone elsewhere, puts the piece down at the point alone', async () => {
    const where = await play(
      [piece('a', 100, 100), piece('b', 300, 300), piece('c', 500, 500)],
      [movePiece('a', MAP, 50, 50, null, { map: MAP, x: 100, y: 100 }), movePiece('b', MAP, 100, 100, 'a', { map: MAP, x: 300, y: 300 }), movePiece('a', MAP, 900, 900, null, { map: MAP, x: 50, y: 50 })],
    );
    expect(where).toEqual({ a: '900,900', b: '100,100', c: '500,500' });
  });

  it('a stack added with no pieces (saves hold thousands) still takes pieces: by a change of its state, or a piece put on it', async () => {
    const where = await play(
      [addPiece('e1', 'stack', stackState(MAP, 100, 100, [])), addPiece('e2', 'stack', stackState(MAP, 300, 300, [])), piece('a', 900, 900), piece('b', 800, 800)],
      [
        changePiece('e1', stackState(MAP, 100, 100, ['a']), stackState(MAP, 100, 100, [])),
        movePiece('b', MAP, 300, 300, 'e2', { map: MAP, x: 800, y: 800 }),
        movePiece('e1', MAP, 150, 160, null, { map: MAP, x: 100, y: 100 }),
        movePiece('e2', MAP, 350, 360, null, { map: MAP, x: 300, y: 300 }),
      ],
    );
    expect(where).toEqual({ a: '150,160', b: '350,360' });
  });
});
