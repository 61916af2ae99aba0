import { formatFieldErrors, type FieldError } from '../engine/index.js';
import { plural } from '../ui-text.js';

/** How many field errors a message lists before it only counts the rest. */
export const ERRORS_SHOWN = 3;

/**
 * The text as one line of a terminal: control characters (a newline in a file name, an escape sequence
 * in a unit id) are written out as \uXXXX, so a message is always exactly one line and cannot move the cursor.
 */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Field errors on one line: the first few in full, separated by semicolons, then how many more. The
 * reader's own "(more)" entry (errors found past its list) is counted, not shown.
 */
export function errorsLine(errors: readonly FieldError[], shown = ERRORS_SHOWN): string {
  const listed = errors.filter((e) => e.path !== '(more)');
  const beyond = errors.length > listed.length;
  const head = formatFieldErrors(listed.slice(0, shown)).split('\n').join('; ');
  const rest = listed.length - Math.min(listed.length, shown);
  if (rest === 0 && !beyond) return head;
  const tail = beyond ? (rest > 0 ? `and ${rest}+ more` : 'and more') : `and ${rest} more`;
  return `${head} (${tail})`;
}

/** "1 error", "4 errors", counting only the errors listed (the reader's "(more)" entry says there are more). */
export function errorCount(errors: readonly FieldError[]): string {
  const n = errors.filter((e) => e.path !== '(more)').length;
  // The reader stopped counting: "3+ errors", plural even for "1+".
  return errors.length > n ? `${n}+ errors` : plural(n, 'error');
}

/** Problems already worded (a unit list's lines) on one line: the first few, then how many more. */
export function problemsLine(messages: readonly string[], shown = ERRORS_SHOWN): string {
  const head = messages.slice(0, shown).join('; ');
  return messages.length > shown ? `${head} (and ${messages.length - shown} more)` : head;
}
