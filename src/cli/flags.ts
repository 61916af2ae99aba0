import type { GameId } from '../engine/index.js';

/** Present or not (`--no-<name>` turns it off again). */
export interface BooleanFlag {
  readonly kind: 'boolean';
}

/** One value as typed; given twice, the last counts. */
export interface StringFlag {
  readonly kind: 'string';
  /** A second spelling (`--neighbours` for `--neighbors`); the first spelling wins when both are given. */
  readonly alias?: string;
  /** Makes the flag required: the line said when it is not given. */
  readonly missing?: string;
}

/** Every value given, in order (`--x a --x b`). */
export interface RepeatedFlag {
  readonly kind: 'repeated';
}

/** A whole number from `min` to `max`, said wrong in one way for every command (parse-whole.ts). */
export interface NumberFlag {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly alias?: string;
  /** The value when the flag is not given; left out, the flag is required. */
  readonly otherwise?: number | null;
}

/** One of the engine's games, checked in one place for every command (game-flag.ts). */
export interface GameFlag {
  readonly kind: 'game';
  readonly required: boolean;
  /** `rules` words an unknown game as `"x" is not a game`, which its test pins; every other command says `unknown game "x"`. */
  readonly unknownWords?: 'is not a game';
}

export type FlagSpec = BooleanFlag | StringFlag | RepeatedFlag | NumberFlag | GameFlag;

/**
 * A command's flags by name (without the dashes), in the order they are checked: a missing or bad value
 * of an earlier flag is said before one of a later flag. `--json` is every command's and never listed.
 */
export type FlagSpecs = Readonly<Record<string, FlagSpec>> & { readonly json?: never };

type ValueOf<S extends FlagSpec> = S extends BooleanFlag
  ? boolean
  : S extends RepeatedFlag
    ? readonly string[]
    : S extends { readonly kind: 'number'; readonly otherwise: infer D }
      ? number | D
      : S extends NumberFlag
        ? number
        : S extends { readonly kind: 'game'; readonly required: true }
          ? GameId
          : S extends GameFlag
            ? GameId | undefined
            : S extends { readonly missing: string }
              ? string
              : string | undefined;

/** What the parser hands a command: each flag's value, typed by its kind. */
export type FlagValues<F extends FlagSpecs> = { readonly [K in keyof F]: F[K] extends FlagSpec ? ValueOf<F[K]> : never };
