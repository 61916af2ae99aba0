import { formatCount, VASSAL_LIMITS } from './limits.js';
import { VassalReadError } from './vassal-error.js';
import type { WorkBudget } from './work-budget.js';

/**
 * A saved game is one command: VASSAL joins a command and the commands appended to it with the escape
 * character (its GameModule encoder), escaping the escapes of nested commands, so a save reads as
 * begin_save, the pieces, each component's state, end_save. A log (.vlog) is a save followed by the
 * logged moves, each "LOG" and a tab before the move's own command. This flattens all of it into the
 * single commands in the order VASSAL would run them.
 */
export const COMMAND_SEPARATOR = '\u001b';
export const LOG_PREFIX = 'LOG\t';
export const UNDO_PREFIX = 'UNDO\t';

export interface GameCommand {
  readonly text: string;
  /** True for a move from a log, after the starting position. */
  readonly logged: boolean;
}

/**
 * Works on the file's text in place: a command d levels down has had d backslashes taken from before
 * each separator, so its own separators are those with exactly d backslashes before them in the text,
 * and one with no separator in it at all is the text itself. No level is ever copied out to be split
 * again (a save's list of commands is as long as the save), which made the reading several times slower.
 * It gives what splitting level by level with decodeSequence gives (a test checks it against that).
 */
export function splitCommands(text: string, budget: WorkBudget): GameCommand[] {
  const out: GameCommand[] = [];
  const visit = (start: number, end: number, depth: number, logged: boolean): void => {
    if (depth > VASSAL_LIMITS.commandDepth) throw new VassalReadError(`The saved game nests its commands more than ${VASSAL_LIMITS.commandDepth} deep.`);
    budget.spend(end - start);
    let separator = text.indexOf(COMMAND_SEPARATOR, start);
    if (separator >= end) separator = -1;
    const quoted = end - start > 1 && text.charCodeAt(start) === QUOTE && text.charCodeAt(end - 1) === QUOTE;
    if (separator < 0 && !quoted) {
      if (text.startsWith(LOG_PREFIX, start) && end - start >= LOG_PREFIX.length) {
        visit(start + LOG_PREFIX.length, end, depth + 1, true);
        return;
      }
      if (start === end) return; // an empty command (VASSAL's NullCommand) does nothing
      if (out.length >= VASSAL_LIMITS.commands) throw new VassalReadError(`The saved game has more than ${formatCount(VASSAL_LIMITS.commands)} commands; Adjutant reads at most ${formatCount(VASSAL_LIMITS.commands)}.`);
      out.push({ text: text.slice(start, end), logged });
      return;
    }
    // The parts at this level: split at separators with exactly `depth` backslashes before them (those
    // backslashes are escaping, not text), each part's enclosing quotes taken off, then read one level down.
    let partStart = start;
    while (separator >= 0) {
      let backslashes = 0;
      while (separator - backslashes - 1 >= partStart && text.charCodeAt(separator - backslashes - 1) === BACKSLASH) backslashes++;
      if (backslashes === depth) {
        part(partStart, separator - depth, depth, logged);
        partStart = separator + 1;
      }
      separator = text.indexOf(COMMAND_SEPARATOR, separator + 1);
      if (separator >= end) separator = -1;
    }
    part(partStart, end, depth, logged);
  };
  const part = (start: number, end: number, depth: number, logged: boolean): void => {
    const quoted = end - start > 1 && text.charCodeAt(start) === QUOTE && text.charCodeAt(end - 1) === QUOTE;
    visit(quoted ? start + 1 : start, quoted ? end - 1 : end, depth + 1, logged);
  };
  visit(0, text.length, 0, false);
  return out;
}

const QUOTE = 0x27;
const BACKSLASH = 0x5c;
