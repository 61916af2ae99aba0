import { loadAllGames } from '../engine/index.js';
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from './cli-io.js';
import type { Command } from './command.js';
import { ALL_COMMANDS } from './commands.js';
import { didYouMean } from './nearest.js';
import { oneLine } from './one-line.js';
import { ADJUTANT_VERSION } from './version.js';

/** A Map, not an object: a typed word such as "constructor" or "__proto__" is only ever an unknown command. */
const COMMANDS: ReadonlyMap<string, Command> = new Map(ALL_COMMANDS.map((c) => [c.name, c]));

export const COMMAND_NAMES: readonly string[] = [...COMMANDS.keys()];

const HELP = `Adjutant ${ADJUTANT_VERSION} — rules assistant for Gettysburg hex-and-counter wargames.

Usage: adjutant <command> [options]
       adjutant <command> --help    one command's options
       adjutant --version

${[...COMMANDS.values()].map((c) => c.usage).join('\n\n')}

Exit status: 0 for an answer, 2 for bad input (one line on standard error naming it), 1 for a fault in Adjutant.`;

const isHelp = (word: string | undefined): boolean => word === '--help' || word === '-h';
const isVersion = (word: string | undefined): boolean => word === '--version' || word === '-V';

function unknownCommand(name: string): string {
  const near = didYouMean(name, COMMAND_NAMES);
  return `adjutant: unknown command "${name}"; ${near ? `did you mean ${near}? ` : ''}expected one of: ${COMMAND_NAMES.join(', ')}.`;
}

/**
 * Runs one command line; returns the exit status: 0 done, 2 bad input, 1 a fault in Adjutant. Never
 * throws: every error is exactly one line on standard error (a stack trace only with io.debug).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const err = (text: string): void => io.err(oneLine(text));
  // Commands ask for whole game modules synchronously; the engine loads each game's rules on demand.
  await loadAllGames();
  const [name, ...args] = argv;
  if (name === undefined) {
    err(`adjutant: give a command: ${COMMAND_NAMES.join(', ')} (adjutant --help shows them all).`);
    return EXIT_USAGE;
  }
  if (isVersion(name)) {
    io.out(`adjutant ${ADJUTANT_VERSION}`);
    return EXIT_OK;
  }
  if (name === 'help' || isHelp(name)) {
    const [topic] = args;
    const about = topic === undefined ? undefined : COMMANDS.get(topic);
    if (topic !== undefined && !about) {
      err(unknownCommand(topic));
      return EXIT_USAGE;
    }
    io.out(about ? about.usage : HELP);
    return EXIT_OK;
  }
  const command = COMMANDS.get(name);
  if (!command) {
    err(unknownCommand(name));
    return EXIT_USAGE;
  }
  // Before the options are read, so `--help` works even beside options that are wrong.
  const end = args.indexOf('--');
  const options = end === -1 ? args : args.slice(0, end);
  if (options.some(isHelp)) {
    io.out(command.usage);
    return EXIT_OK;
  }
  if (options.some(isVersion)) {
    io.out(`adjutant ${ADJUTANT_VERSION}`);
    return EXIT_OK;
  }
  try {
    await command.execute(args, io);
    return EXIT_OK;
  } catch (e) {
    if (e instanceof UsageError) {
      err(`adjutant ${name}: ${e.message}`);
      return EXIT_USAGE;
    }
    if (io.debug) {
      io.err(e instanceof Error ? (e.stack ?? e.message) : describeFault(e));
      return EXIT_INTERNAL;
    }
    err(`adjutant ${name}: internal error (${describeFault(e)}); please report this, with the command you ran. ADJUTANT_DEBUG=1 shows the details.`);
    return EXIT_INTERNAL;
  }
}

/** A fault's own message, short; never its stack, and never a throw while describing it. */
function describeFault(e: unknown): string {
  try {
    const text = e instanceof Error ? `${e.name}: ${e.message}` : typeof e === 'string' ? e : 'not an Error';
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return 'unreadable';
  }
}
