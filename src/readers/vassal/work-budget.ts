import { VASSAL_LIMITS } from './limits.js';
import { VassalReadError } from './vassal-error.js';

/**
 * Counts the characters scanned while taking one file apart. Splitting nested sequences rescans
 * text, so a file built to nest deeply could otherwise keep the page busy for minutes.
 */
export class WorkBudget {
  private spent = 0;
  constructor(private readonly limit: number = VASSAL_LIMITS.scanWork) {}

  spend(chars: number): void {
    this.spent += chars;
    if (this.spent > this.limit) throw new VassalReadError('The file is too complex to read: it nests its commands too deeply or too often.');
  }
}
