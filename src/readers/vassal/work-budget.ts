import { formatCount, VASSAL_LIMITS } from './limits.js';
import { VassalReadError } from './vassal-error.js';

/**
 * Counts the characters scanned while taking one file apart. Splitting nested commands rescans their
 * text once per level, so a file built to nest deeply or repeat its separators could otherwise keep
 * the page busy for minutes. The allowance grows with the text read (a real file needs a few scans of
 * it), with a floor for small files.
 */
export class WorkBudget {
  private used = 0;
  private readonly limit: number;

  /** `chars`: the characters of commands this budget is for; `what`: the file, in messages. */
  constructor(
    private readonly chars: number = 0,
    private readonly what: string = 'saved game',
  ) {
    this.limit = Math.max(VASSAL_LIMITS.scanWork, VASSAL_LIMITS.scanWorkPerChar * chars);
  }

  /** Characters scanned so far: what tests count to show the work grows with the text, not faster. */
  get spent(): number {
    return this.used;
  }

  spend(chars: number): void {
    this.used += chars;
    if (this.used > this.limit) {
      throw new VassalReadError(
        `The ${this.what} is too complex to read: taking apart its ${formatCount(this.chars)} characters of commands scans more than ${formatCount(this.limit)} characters, the most Adjutant scans for a file of that size (its commands repeat their separators or nest over and over).`,
      );
    }
  }
}
