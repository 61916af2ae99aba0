import { BOARD_LIMITS } from '../../engine/index.js';
import { cutText } from '../../engine/index.js';

/**
 * A piece's id and name as a save gives them, made into what a board holds, or the reason the piece is
 * refused. The board validator refuses control characters, blank text and text of more than
 * BOARD_LIMITS.text characters; each is decided here by what VASSAL's value means.
 */

const CONTROL = /[\u0000-\u001f\u007f]/;
const NAME_MAX = BOARD_LIMITS.text;

/** A piece id as the board holds it (null: the piece has none, and gets one of Adjutant's), or why it cannot. */
export type PieceId = { readonly id: string | null; readonly refused: null } | { readonly id: null; readonly refused: string };

/**
 * VASSAL writes ids itself (a number, or a module's own scheme), so an id is only ever a handle: white
 * space around it means nothing and is trimmed, and a blank id is a piece without one, as VASSAL's own
 * "null". A control character (a tab, a line end) or an id longer than a board allows is nothing VASSAL
 * writes: cutting or cleaning it could make it another piece's id, so the piece is refused instead.
 */
export function pieceIdOf(raw: string): PieceId {
  const id = raw.trim();
  if (CONTROL.test(id)) return { id: null, refused: 'its id in the save holds a control character (a tab, a line end), which VASSAL does not write' };
  if (id.length > BOARD_LIMITS.text) return { id: null, refused: `its id in the save is longer than ${BOARD_LIMITS.text} characters, which VASSAL does not write` };
  return { id: id === '' ? null : id, refused: null };
}

export type PieceName = { readonly name: string; readonly refused: null } | { readonly name: null; readonly refused: string };

/**
 * A name is what VASSAL shows on the counter: a tab or line break in it is white space there and
 * becomes one space here; a name longer than a board allows keeps its start, marked with "…"; a blank
 * one is an unnamed piece. Any other control character has no meaning in a name, and the piece is
 * refused.
 */
export function pieceNameOf(raw: string): PieceName {
  const spaced = cutText(raw, NAME_MAX * 4)
    .replace(/[\t\n\v\f\r ]+/g, ' ')
    .trim();
  if (CONTROL.test(spaced)) return { name: null, refused: 'its name holds a control character, which is not text a counter shows' };
  if (spaced === '') return { name: '(unnamed piece)', refused: null };
  return { name: spaced.length > NAME_MAX ? `${cutText(spaced, NAME_MAX - 1).trimEnd()}…` : spaced, refused: null };
}

/** The file's name, for the popup's summary: any control character becomes a space, and it is cut to fit. */
export function sourceNameOf(raw: string): string {
  const clean = cutText(raw, NAME_MAX * 4)
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();
  return clean.length > NAME_MAX ? `${cutText(clean, NAME_MAX - 1).trimEnd()}…` : clean;
}
