/** What a command may do to the outside world; tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<string>;
  /** ADJUTANT_DEBUG=1: an internal error prints its stack trace instead of one line. */
  readonly debug?: boolean;
}

/** Bad input: the command prints one line naming the problem and exits with status 2. */
export class UsageError extends Error {
  /**
   * `json`: an answer that is printed before the line when --json is given, for input that is short of what
   * an answer needs but still has one to show (move without --settings lists the figures to confirm).
   */
  constructor(
    message: string,
    readonly json?: unknown,
  ) {
    super(message);
  }
}

export const EXIT_OK = 0;
/** A fault in Adjutant itself, not in the input: one line asking for a report. */
export const EXIT_INTERNAL = 1;
export const EXIT_USAGE = 2;
