import type { ModuleLabel } from './hex-numbering.js';

/**
 * How a module's hex labels become the game's. A module may number its hexes differently from the
 * printed map (VASSAL's default is four digits, 0101); the user writes a template with the module's
 * parts in braces, and the text it gives is then read as one of the game's labels:
 *   {label}              the label as the module prints it
 *   {column} {row}       the module's column and row as it prints them
 *   {columnNumber} {rowNumber}    the numbers, plus the user's shifts; {columnNumber:2} pads to 2 digits
 *   {columnLetters} {rowLetters}  the shifted number as the game's letters: 1 = A … 26 = Z, 27 = AA, 28 = BB
 *   {zone} {board}       the zone (multi-zoned boards) and board the piece is on
 * Anything else in the template is copied as it is.
 */
export interface LabelMapping {
  readonly template: string;
  readonly columnShift: number;
  readonly rowShift: number;
}

export const DEFAULT_LABEL_MAPPING: LabelMapping = { template: '{label}', columnShift: 0, rowShift: 0 };
export const TEMPLATE_MAX = 100;
export const SHIFT_MAX = 10_000;

const TOKEN = /\{([A-Za-z]+)(?::([0-9]))?\}/g;
const NAMES = ['label', 'column', 'row', 'columnNumber', 'rowNumber', 'columnLetters', 'rowLetters', 'zone', 'board'] as const;
type TokenName = (typeof NAMES)[number];

function isTokenName(s: string): s is TokenName {
  return (NAMES as readonly string[]).includes(s);
}

/** What is wrong with a template, or null when it is good. */
export function templateProblem(template: string): string | null {
  if (template.length === 0) return 'a template with at least one part in braces, like {label}';
  if (template.length > TEMPLATE_MAX) return `a template of at most ${TEMPLATE_MAX} characters`;
  let parts = 0;
  for (const m of template.matchAll(TOKEN)) {
    const name = m[1] ?? '';
    if (!isTokenName(name)) return `only these parts in braces: ${NAMES.map((n) => `{${n}}`).join(', ')} (found {${name}})`;
    if (m[2] !== undefined && name !== 'columnNumber' && name !== 'rowNumber') return `a digit count only on {columnNumber} and {rowNumber} (found {${name}:${m[2]}})`;
    parts++;
  }
  const stray = template.replace(TOKEN, '');
  if (/[{}]/.test(stray)) return 'braces only around a part name, like {row}';
  return parts === 0 ? 'a template with at least one part in braces, like {label}' : null;
}

/** The game's letters for a number: 1 = A … 26 = Z, 27 = AA, 28 = BB, …; null below 1. */
export function gameLetters(n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > 26 * 40) return null;
  return String.fromCharCode(65 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);
}

export type TemplateResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly why: string };

export function applyLabelTemplate(mapping: LabelMapping, label: ModuleLabel, board: string): TemplateResult {
  let why: string | null = null;
  // In a zone without a grid there is a name but no column or row.
  const noHex = (): string => {
    why ??= label.zone !== null ? `zone ${JSON.stringify(label.zone)} has no hex grid` : 'there is no hex grid where it stands';
    return '';
  };
  const gridless = label.columnNumber === null || label.rowNumber === null;
  const text = mapping.template.replace(TOKEN, (whole, name: string, digits: string | undefined) => {
    if (!isTokenName(name)) return whole;
    if (gridless && name !== 'label' && name !== 'zone' && name !== 'board') return noHex();
    const column = (label.columnNumber ?? 0) + mapping.columnShift;
    const row = (label.rowNumber ?? 0) + mapping.rowShift;
    const pad = (n: number): string => {
      const s = String(Math.abs(n)).padStart(digits === undefined ? 0 : Number(digits), '0');
      return n < 0 ? `-${s}` : s;
    };
    const letters = (n: number, what: string): string => {
      const l = gameLetters(n);
      if (l === null) why ??= `its ${what} number ${n} has no letters (they start at 1 = A)`;
      return l ?? '';
    };
    switch (name) {
      case 'label':
        return label.label;
      case 'column':
        return label.column;
      case 'row':
        return label.row;
      case 'columnNumber':
        return pad(column);
      case 'rowNumber':
        return pad(row);
      case 'columnLetters':
        return letters(column, 'column');
      case 'rowLetters':
        return letters(row, 'row');
      case 'zone':
        return label.zone ?? '';
      case 'board':
        return board;
    }
  });
  return why === null ? { ok: true, text } : { ok: false, why };
}
