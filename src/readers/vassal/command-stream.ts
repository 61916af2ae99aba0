import { formatCount, VASSAL_LIMITS } from './limits.js';
import { decodeSequence } from './sequence-decoder.js';
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

export function splitCommands(text: string, budget: WorkBudget): GameCommand[] {
  const out: GameCommand[] = [];
  const visit = (command: string, depth: number, logged: boolean): void => {
    if (depth > VASSAL_LIMITS.commandDepth) throw new VassalReadError(`The saved game nests its commands more than ${VASSAL_LIMITS.commandDepth} deep.`);
    const parts = decodeSequence(command, COMMAND_SEPARATOR, budget);
    if (parts.length === 1 && parts[0] === command) {
      if (command.startsWith(LOG_PREFIX)) {
        visit(command.slice(LOG_PREFIX.length), depth + 1, true);
        return;
      }
      if (command === '') return; // an empty command (VASSAL's NullCommand) does nothing
      if (out.length >= VASSAL_LIMITS.commands) throw new VassalReadError(`The saved game has more than ${formatCount(VASSAL_LIMITS.commands)} commands; Adjutant reads at most ${formatCount(VASSAL_LIMITS.commands)}.`);
      out.push({ text: command, logged });
      return;
    }
    for (const part of parts) visit(part, depth + 1, logged);
  };
  visit(text, 0, false);
  return out;
}
