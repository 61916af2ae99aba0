import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_SEPARATOR, LOG_PREFIX, splitCommands, type GameCommand } from '../../src/readers/vassal/command-stream.js';
import { VASSAL_LIMITS } from '../../src/readers/vassal/limits.js';
import { decodeSequence } from '../../src/readers/vassal/sequence-decoder.js';
import { VassalReadError } from '../../src/readers/vassal/vassal-error.js';
import { WorkBudget } from '../../src/readers/vassal/work-budget.js';
import { compound, encodeSequence } from '../support/vassal-writer.js';

/**
 * splitCommands reads the nesting in place; the way it was first written, level by level with
 * decodeSequence (each level's text copied out and split again), is the reference it must agree with.
 */
function referenceSplit(text: string): GameCommand[] {
  const out: GameCommand[] = [];
  const visit = (command: string, depth: number, logged: boolean): void => {
    if (depth > VASSAL_LIMITS.commandDepth) throw new VassalReadError('too deep');
    const parts = decodeSequence(command, COMMAND_SEPARATOR);
    if (parts.length === 1 && parts[0] === command) {
      if (command.startsWith(LOG_PREFIX)) {
        visit(command.slice(LOG_PREFIX.length), depth + 1, true);
        return;
      }
      if (command === '') return;
      out.push({ text: command, logged });
      return;
    }
    for (const part of parts) visit(part, depth + 1, logged);
  };
  visit(text, 0, false);
  return out;
}

function outcome(split: () => GameCommand[]): unknown {
  try {
    return split();
  } catch (e) {
    if (e instanceof VassalReadError) return 'too deep';
    throw e;
  }
}

/** A command tree as VASSAL writes one: leaves, LOG-wrapped commands, and compounds of them, nested. */
const tree: fc.Memo<string> = fc.memo((n) =>
  n <= 1
    ? fc.oneof(fc.constantFrom('', 'begin_save', 'end_save', "'quoted'", 'a\\', '\\b', "'", 'M/1/Main Map/1/2'), fc.string({ unit: fc.constantFrom('a', '/', ';', '\\', "'", '\t', 'L'), maxLength: 8 }))
    : fc.oneof(
        tree(n - 1),
        tree(n - 1).map((c) => `${LOG_PREFIX}${c}`),
        fc.array(tree(n - 1), { minLength: 1, maxLength: 4 }).map((cs) => compound(cs[0] ?? '', cs.slice(1))),
        fc.array(tree(n - 1), { maxLength: 3 }).map((cs) => encodeSequence(cs, COMMAND_SEPARATOR)),
      ),
);

describe('splitting a saved game into its commands', () => {
  it('gives what splitting level by level gives, for nested, logged, quoted and escaped commands', () => {
    fc.assert(
      fc.property(tree(6), (text) => {
        expect(outcome(() => splitCommands(text, new WorkBudget(text.length)))).toEqual(outcome(() => referenceSplit(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on any text of separators, backslashes, quotes and LOG prefixes', () => {
    const unit = fc.constantFrom(COMMAND_SEPARATOR, '\\', "'", 'x', LOG_PREFIX, '+/1/stack/Main Map;1;2');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }).map((parts) => parts.join('')), (text) => {
        expect(outcome(() => splitCommands(text, new WorkBudget(text.length)))).toEqual(outcome(() => referenceSplit(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a log: the starting position, then each move after LOG, with what is appended to it', () => {
    const save = compound('begin_save', ['+/1/piece;;;a.png;A/Main Map;1;2;;0', 'end_save']);
    const log = encodeSequence([save, compound(`${LOG_PREFIX}M/1/Main Map/3/4/null`, [`${LOG_PREFIX}D/1/x`])], COMMAND_SEPARATOR);
    expect(splitCommands(log, new WorkBudget(log.length))).toEqual([
      { text: 'begin_save', logged: false },
      { text: '+/1/piece;;;a.png;A/Main Map;1;2;;0', logged: false },
      { text: 'end_save', logged: false },
      { text: 'M/1/Main Map/3/4/null', logged: true },
      { text: 'D/1/x', logged: true },
    ]);
  });
});
