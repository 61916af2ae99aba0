// @ts-check
/**
 * Publishes the board in Adjutant's open format (docs/open-format.md): the whole board as JSON in one
 * script element, rewritten in place on every change, and the game and time as data attributes on the
 * board's container (the counters carry their own attributes, see counters.js).
 */

export const BOARD_SCRIPT_TYPE = 'application/vnd.adjutant.board+json';

/**
 * @param {HTMLScriptElement} script  the page's one board script element
 * @param {HTMLElement} container  the element marked data-adjutant-board
 * @param {ReturnType<typeof import('./board-state.js').toBoard>} board
 */
export function publishBoard(script, container, board) {
  const json = JSON.stringify(board, null, 1);
  if (script.textContent !== json) script.textContent = json;
  container.setAttribute('data-adjutant-board', board.format);
  container.setAttribute('data-adjutant-game', board.game);
  container.setAttribute('data-adjutant-turn', String(board.time.turn));
  container.setAttribute('data-adjutant-day', board.time.day);
  container.setAttribute('data-adjutant-hour', board.time.hour);
  container.setAttribute('data-adjutant-light', board.time.light);
  container.setAttribute('data-adjutant-phasing-side', board.time.phasingSide);
  container.setAttribute('data-adjutant-source', board.source.name);
}
