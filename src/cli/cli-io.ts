/** What a command may do to the outside world; tests pass their own. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): Promise<string>;
}

/** Bad input: the command prints one line naming the problem and exits with status 2. */
export class UsageError extends Error {}

export const EXIT_OK = 0;
export const EXIT_USAGE = 2;
