import { parseJsonInput } from '../src/engine/index.js';
import type { FieldError } from '../src/engine/index.js';
import { columnLabels, type TableDraft } from './table-draft.js';

/** The ids of the editor's fields: an error is placed on the field it is about, by id. */
export const FIELD_IDS = {
  title: 'table-title',
  rule: 'table-rule',
  scheme: 'table-scheme',
  dice: 'table-dice',
  sides: 'table-sides',
  zero: 'table-zero',
  columns: 'table-columns',
  lowest: 'table-lowest',
  highest: 'table-highest',
  modifierLimit: 'table-modifier-limit',
  belowLowest: 'table-below-lowest',
  addResult: 'table-add-result',
} as const;

export type LegendPart = 'code' | 'text' | 'attackerSteps' | 'defenderSteps' | 'attackerRetreats' | 'defenderRetreats';

export function cellId(roll: number, column: number): string {
  return `cell-${roll}-${column}`;
}

export function legendId(row: number, part: LegendPart): string {
  return `legend-${row}-${part}`;
}

/** An error with the editor fields it is about (ids) and, for a cell, where it is in the grid in words. */
export interface PlacedError {
  readonly error: FieldError;
  readonly where: string | null;
  readonly targets: readonly string[];
  /** The problem in a player's words, naming the field as the form does; the list shows it in place of the path. */
  readonly message?: string;
}

/** The id of the line that says what is wrong with a field: the field names it in aria-describedby. */
export function errorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** A field's aria-describedby: its hint, and the error line about it while it is marked wrong. */
export function describedBy(fieldId: string, invalid: boolean, hint?: string): string | undefined {
  const ids = [hint, invalid ? errorId(fieldId) : undefined].filter((id) => id !== undefined);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** "one", "one or two", "one, two or three". */
function either(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** What a cell holds, in a player's words, from what the check found there. */
function cellProblem(found: string | undefined, codes: readonly string[]): string {
  const known = codes.filter((c) => c.length > 0);
  const choose = known.length > 0 ? `type ${either(known)}, or add it under “What the results do”` : 'add your results under “What the results do” first';
  const read = found?.startsWith('"') ? parseJsonInput(found, { chars: 200, depth: 1 }) : null;
  const code = read?.ok && typeof read.value === 'string' ? read.value.trim() : null;
  if (code === '') return `no result is typed; ${choose}.`;
  if (code !== null) return `${code} is not one of your results; ${choose}.`;
  return `this is not a result code${found ? ` (found ${found})` : ''}; ${choose}.`;
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const SIMPLE: Record<string, readonly string[]> = {
  title: [FIELD_IDS.title],
  rule: [FIELD_IDS.rule],
  scheme: [FIELD_IDS.scheme],
  die: [FIELD_IDS.dice, FIELD_IDS.sides],
  'die.count': [FIELD_IDS.dice],
  'die.sides': [FIELD_IDS.sides],
  'die.zeroCountsAsTen': [FIELD_IDS.zero],
  columns: [FIELD_IDS.columns],
  belowLowest: [FIELD_IDS.belowLowest],
  modifierLimit: [FIELD_IDS.modifierLimit],
  rows: [FIELD_IDS.lowest, FIELD_IDS.highest],
  'lowest roll': [FIELD_IDS.lowest],
  'highest roll': [FIELD_IDS.highest],
  results: [FIELD_IDS.addResult],
};

const LEGEND_PARTS: readonly string[] = ['text', 'attackerSteps', 'defenderSteps', 'attackerRetreats', 'defenderRetreats'];

function isLegendPart(part: string): part is LegendPart {
  return LEGEND_PARTS.includes(part);
}

/**
 * Maps each error's path back to the form: rows[i].results[j] is the grid cell at the i-th built row's
 * roll and column j; results["X"].text is the legend line whose code is X; and so on.
 */
export function placeErrors(errors: readonly FieldError[], draft: TableDraft, rowRolls: readonly number[]): PlacedError[] {
  const labels = columnLabels(draft);
  const codes = draft.legend.map((row) => row.code.trim());
  return errors.map((error): PlacedError => {
    const simple = Object.hasOwn(SIMPLE, error.path) ? SIMPLE[error.path] : undefined;
    if (simple) return { error, where: null, targets: simple };
    if (/^columns\[\d+\]$/.test(error.path)) return { error, where: null, targets: [FIELD_IDS.columns] };

    const cell = /^rows\[(\d+)\]\.results\[(\d+)\]$/.exec(error.path);
    if (cell) {
      const roll = rowRolls[Number(cell[1])];
      const column = Number(cell[2]);
      if (roll === undefined) return { error, where: null, targets: [] };
      const where = draft.scheme === 'opposed' ? `difference ${roll}` : `roll ${roll}, column ${labels[column] ?? column + 1}`;
      const message = error.expected === 'a result code defined under results' ? `${capitalized(where)}: ${cellProblem(error.found, codes)}` : undefined;
      return { error, where, targets: [cellId(roll, column)], ...(message ? { message } : {}) };
    }
    if (/^rows\[\d+\]/.test(error.path)) return { error, where: null, targets: [FIELD_IDS.lowest, FIELD_IDS.highest] };

    const legend = /^results\[("(?:[^"\\]|\\.)*")\](?:\.(\w+))?$/.exec(error.path);
    if (legend?.[1]) {
      const read = parseJsonInput(legend[1], { chars: 200, depth: 1 });
      const code: unknown = read.ok ? read.value : null;
      const part = legend[2] ?? 'code';
      // A repeated code is about the later line; any other problem is about the first line with that code.
      const repeat = /result (\d+) repeats it/.exec(error.expected);
      const row = repeat?.[1] ? Number(repeat[1]) - 1 : codes.indexOf(typeof code === 'string' ? code : '');
      if (row < 0) return { error, where: null, targets: [] };
      return { error, where: `result ${row + 1}`, targets: [legendId(row, isLegendPart(part) ? part : 'code')] };
    }
    return { error, where: null, targets: [] };
  });
}
