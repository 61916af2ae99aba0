import type { FieldError } from '../field-error.js';

/** The unit's fields as a player names them, for a problem found in one unit (see parseBoardUnit). */
const FIELD_WORDS: ReadonlyMap<string, string> = new Map([
  ['id', 'its id'],
  ['name', 'its name'],
  ['side', 'its side'],
  ['type', 'its type'],
  ['location', 'its place'],
  ['location.kind', 'its place'],
  ['location.hex', 'its hex'],
  ['location.area', 'its area'],
  ['location.why', 'why it is off the map'],
  ['strength', 'its strength'],
  ['strength.full', 'its strength'],
  ['strength.reduced', 'its reduced strength'],
  ['steps', 'its steps'],
  ['steps.left', 'its steps left'],
  ['steps.full', 'its steps at full strength'],
  ['status', 'its status'],
  ['formation', 'its formation'],
  ['formation.corps', 'its corps'],
  ['formation.division', 'its division'],
  ['formation.brigade', 'its brigade'],
  ['reorganizationValue', 'its reorganization value'],
]);

/**
 * A problem of one unit in a player's words, on one line: 'its name: expected text of 1 to 200 characters,
 * not blank, without control characters (found "a\tb")'. The path is the unit's own (parseBoardUnit's).
 */
export function unitProblem(e: FieldError): string {
  const field = FIELD_WORDS.get(e.path) ?? (e.path.startsWith('status') ? 'its status' : e.path === '(top)' || e.path === '' ? 'the unit' : 'a field of the unit');
  return `${field}: expected ${e.expected}${e.found !== undefined ? ` (found ${e.found})` : ''}`;
}
