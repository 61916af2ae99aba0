/** What a command may do to the outside world; tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<string>;
  /** ADJUTANT_DEBUG=1: an internal error prints its stack trace instead of one line. */
  readonly debug?: boolean;
}

/** Bad input: the command prints one line naming the problem and exits with status 2. */
export class UsageError extends Error {}

export const EXIT_OK = 0;
/** A fault in Adjutant itself, not in the input: one line asking for a report. */
export const EXIT_INTERNAL = 1;
export const EXIT_USAGE = 2;
