import { UsageError } from './cli-io.js';
import { didYouMean } from './nearest.js';

/** The options of a command as node:util parseArgs takes them (only the names and kinds matter here). */
export type OptionKinds = Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>;

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The word node's message quotes: the option or argument as typed. */
function quoted(message: string, pattern: RegExp): string | null {
  return pattern.exec(firstLine(message))?.[1] ?? null;
}

function suggestion(typed: string, options: OptionKinds): string | null {
  const name = typed.replace(/^-+/, '').split('=')[0] ?? '';
  const near = name === '' ? null : didYouMean(name, Object.keys(options));
  return near === null ? null : `--${near}`;
}

/**
 * What node:util parseArgs threw, as one usage line in the player's words: an unknown option names the
 * nearest known one ("--dmr": did you mean --drm?), a missing value says which option needs it.
 */
export function argsError(e: unknown, options: OptionKinds, usage: string): UsageError {
  const message = e instanceof Error ? e.message : '';
  const code = e instanceof Error && 'code' in e ? (e as { code?: unknown }).code : undefined;
  const known = Object.keys(options)
    .map((o) => `--${o}`)
    .join(', ');
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const typed = quoted(message, /^Unknown option '(.+?)'(?:\.|$)/) ?? '';
    const near = suggestion(typed, options);
    return new UsageError(`Unknown option '${typed}'; ${near ? `did you mean ${near}?` : `the options are ${known} (${usage} --help).`}`);
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = (quoted(message, /^Option '(.+?)'/) ?? '').split(' ')[0] ?? '';
    if (/does not take an argument/.test(message)) return new UsageError(`${option} takes no value; give it alone.`);
    if (/ambiguous/.test(message)) return new UsageError(`${option} needs a value, not the option after it; a value that starts with a dash is written ${option}=-value.`);
    return new UsageError(`${option} needs a value: ${option} <value>.`);
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const typed = quoted(message, /^Unexpected argument '(.*)'\. /) ?? '';
    const near = suggestion(typed, options);
    return new UsageError(`unexpected argument "${typed}"${near ? `; did you mean ${near}?` : `; the options are ${known}.`}`);
  }
  return new UsageError(firstLine(message) || 'the options cannot be read.');
}
