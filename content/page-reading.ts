import { formatFieldErrors } from '../src/engine/index.js';
import { MESSAGE_LIMITS, type PageReading } from '../src/messaging/board-messages.js';
import { readOpenFormat } from '../src/readers/open-format.js';

/**
 * What the page shows, in the shape the worker accepts: a board, no board, or a board Adjutant cannot
 * read with what is wrong (capped, since the page wrote it).
 */
export function readPage(root: ParentNode): PageReading {
  let result: ReturnType<typeof readOpenFormat>;
  try {
    result = readOpenFormat(root);
  } catch {
    return { kind: 'unreadable', errors: ['The page shows something Adjutant could not read as a board.'] };
  }
  if (result.ok) return { kind: 'board', board: result.board };
  if ('absent' in result && result.absent) return { kind: 'none' };
  const lines = 'errors' in result ? formatFieldErrors(result.errors).split('\n') : [];
  return {
    kind: 'unreadable',
    errors: lines.slice(0, MESSAGE_LIMITS.errors).map((l) => (l.length > MESSAGE_LIMITS.errorLength ? `${l.slice(0, MESSAGE_LIMITS.errorLength - 1)}…` : l)),
  };
}
