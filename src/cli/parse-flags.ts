import { parseArgs, type ParseArgsConfig } from 'node:util';
import { argsError, type OptionKinds } from './args-error.js';
import { UsageError } from './cli-io.js';
import type { FlagSpec, FlagSpecs, FlagValues } from './flags.js';
import { readGameFlag } from './game-flag.js';
import { joinNegativeValues } from './negative-values.js';
import { parseWhole } from './parse-whole.js';

/** The words of a command line as its command reads them. */
export interface ParsedArgs<F extends FlagSpecs> {
  readonly values: FlagValues<F>;
  /** Words that are not flags (a file, hexes, a question), for a command that takes them. */
  readonly positionals: readonly string[];
}

type Raw = ReturnType<typeof parseArgs>['values'];
type NodeOptions = NonNullable<ParseArgsConfig['options']>;

/** Every option a command reads, spelled as typed, as node:util parseArgs takes them: its flags, their aliases, then --json. */
export function optionKinds(flags: FlagSpecs): OptionKinds & NodeOptions {
  const out: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; default?: boolean }> = {};
  for (const [name, flag] of Object.entries(flags)) {
    out[name] = flag.kind === 'boolean' ? { type: 'boolean', default: false } : flag.kind === 'repeated' ? { type: 'string', multiple: true } : { type: 'string' };
    if ((flag.kind === 'string' || flag.kind === 'number') && flag.alias !== undefined) out[flag.alias] = { type: 'string' };
  }
  out.json = { type: 'boolean', default: false };
  return out;
}

function text(raw: Raw, name: string | undefined): string | undefined {
  const v = name === undefined ? undefined : raw[name];
  return typeof v === 'string' ? v : undefined;
}

/** One flag's value by its kind; a bad or missing one is a usage error naming the flag. */
function flagValue(raw: Raw, name: string, flag: FlagSpec): unknown {
  const option = `--${name}`;
  switch (flag.kind) {
    case 'boolean':
      return raw[name] === true;
    case 'repeated': {
      const all = raw[name];
      return Array.isArray(all) ? all.filter((v): v is string => typeof v === 'string') : [];
    }
    case 'game':
      return readGameFlag(option, text(raw, name), flag);
    case 'number': {
      const typed = text(raw, name) ?? text(raw, flag.alias);
      return typed === undefined && flag.otherwise !== undefined ? flag.otherwise : parseWhole(option, typed, flag.min, flag.max);
    }
    case 'string': {
      const typed = text(raw, name) ?? text(raw, flag.alias);
      if (typed === undefined && flag.missing !== undefined) throw new UsageError(flag.missing);
      return typed;
    }
  }
}

/**
 * The one argument parser of every command: `--flag value` and `--flag=value`, a negative number as a
 * value (`--drm -1`), repeated flags, and every mistake (an unknown flag, a missing value, a stray word)
 * said in one line; then each flag's value is read by its kind, in the order the command lists them.
 */
export function parseFlags<F extends FlagSpecs>(args: readonly string[], flags: F, command: string, positionals: boolean): ParsedArgs<F> & { readonly json: boolean } {
  const options = optionKinds(flags);
  const valueOptions = Object.keys(options)
    .filter((o) => options[o]?.type === 'string')
    .map((o) => `--${o}`);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    // allowNegative: `--no-json` turns a flag off again, as odds, victory and capture always allowed.
    parsed = parseArgs({ args: joinNegativeValues(args, valueOptions), options, allowPositionals: positionals, allowNegative: true, strict: true });
  } catch (e) {
    throw argsError(e, options, `adjutant ${command}`);
  }
  const values: Record<string, unknown> = {};
  for (const [name, flag] of Object.entries(flags)) values[name] = flagValue(parsed.values, name, flag);
  // Each value was read by its flag's kind above, which is what FlagValues<F> spells out for the compiler.
  return { values: values as FlagValues<F>, positionals: parsed.positionals, json: parsed.values.json === true };
}
