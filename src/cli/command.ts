import type { OptionKinds } from './args-error.js';
import { UsageError, type CliIo } from './cli-io.js';
import type { FlagSpecs } from './flags.js';
import { optionKinds, parseFlags, type ParsedArgs } from './parse-flags.js';

/** A command's answer: the JSON that --json prints, and the text for a person (built only when printed). */
export interface Answer {
  readonly json: unknown;
  readonly text: () => string;
}

/** A command as its own file describes it; commands.ts registers it with one line. */
export interface CommandSpec<F extends FlagSpecs> {
  readonly name: string;
  /** What --help prints: the usage lines, what the command does, and each option. */
  readonly usage: string;
  readonly flags: F;
  /** Takes words beside its flags (a file, hexes, a question); without it a stray word is a usage error. */
  readonly positionals?: boolean;
  /** --json as one line rather than indented, as hex and rules have always printed it. */
  readonly compactJson?: boolean;
  /** The answer (exit status 0), or a UsageError naming what is wrong with the input (exit status 2). */
  run(parsed: ParsedArgs<F>, io: CliIo): Answer | Promise<Answer>;
}

/** A command as the table holds it, its flags' types no longer needed. */
export interface Command {
  readonly name: string;
  readonly usage: string;
  /** Every option it reads, as typed (--json too): docs/cli.md's input schemas name the same. */
  readonly options: OptionKinds;
  /** Reads the words, runs, and prints the answer as --json asks; bad input throws a UsageError. */
  execute(args: readonly string[], io: CliIo): Promise<void>;
}

/** The one wrapper every command runs in: the same parser, the same --json, the same errors. */
export function defineCommand<const F extends FlagSpecs>(spec: CommandSpec<F>): Command {
  return {
    name: spec.name,
    usage: spec.usage,
    options: optionKinds(spec.flags),
    async execute(args, io) {
      const { json, ...parsed } = parseFlags(args, spec.flags, spec.name, spec.positionals === true);
      const printJson = (value: unknown): void => io.out(spec.compactJson ? JSON.stringify(value) : JSON.stringify(value, null, 2));
      try {
        const answer = await spec.run(parsed, io);
        if (json) printJson(answer.json);
        else io.out(answer.text());
      } catch (e) {
        if (json && e instanceof UsageError && e.json !== undefined) printJson(e.json);
        throw e;
      }
    },
  };
}
