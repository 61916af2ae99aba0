import { gameBasics, TABLE_FORMAT, TABLE_LIMITS, type CombatScheme, type FieldError, type GameId } from '../src/engine/index.js';
import { fieldError, isRecord } from '../src/engine/index.js';

export type BelowLowestChoice = 'not-allowed' | 'use-lowest';

/** One line of the result legend as the form holds it: numbers stay text until the table is built. */
export interface LegendRowDraft {
  code: string;
  text: string;
  attackerSteps: string;
  defenderSteps: string;
  attackerRetreats: boolean;
  defenderRetreats: boolean;
}

/**
 * The table editor's state. Cells are keyed by roll and column index, so changing the roll range or the
 * columns keeps whatever was already typed in the cells that remain.
 */
export interface TableDraft {
  game: GameId;
  title: string;
  rule: string;
  scheme: CombatScheme;
  dice: string;
  sides: string;
  zeroCountsAsTen: boolean;
  columns: string;
  lowest: string;
  highest: string;
  modifierLimit: string;
  belowLowest: BelowLowestChoice;
  cells: Record<string, string>;
  legend: LegendRowDraft[];
}

/** The table as built from the form, the roll of each built row (to map errors back), and problems only the form can have. */
export interface BuiltTable {
  input: Record<string, unknown>;
  rowRolls: number[];
  formErrors: FieldError[];
}

export function cellKey(roll: number, column: number): string {
  return `${roll}:${column}`;
}

export function emptyLegendRow(): LegendRowDraft {
  return { code: '', text: '', attackerSteps: '0', defenderSteps: '0', attackerRetreats: false, defenderRetreats: false };
}

/** A blank table for a game, with the die filled in when Adjutant's sources establish it. */
export function emptyDraft(game: GameId): TableDraft {
  const die = gameBasics(game).info.die;
  const sides = die?.sides ?? 6;
  return {
    game,
    title: '',
    rule: '',
    scheme: 'ratio',
    dice: String(die?.count ?? 1),
    sides: String(sides),
    zeroCountsAsTen: sides === 10,
    columns: '',
    lowest: '1',
    highest: String(sides),
    modifierLimit: '',
    belowLowest: 'not-allowed',
    cells: {},
    legend: [emptyLegendRow()],
  };
}

/** The column labels typed in the comma-separated field (none for opposed rolls, which have no columns). */
export function columnLabels(draft: TableDraft): string[] {
  if (draft.scheme === 'opposed') return [];
  return draft.columns
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label.length > 0);
}

/** How many result cells each row has: one for opposed rolls. */
export function cellsPerRow(draft: TableDraft): number {
  return draft.scheme === 'opposed' ? 1 : columnLabels(draft).length;
}

function wholeNumber(text: string): number | null {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : null;
}

/** A typed number, or the text as typed so the check can say what it found. */
function numberOrText(text: string): number | string {
  return wholeNumber(text) ?? text.trim();
}

/** The rolls the grid shows, lowest first, or null while the range is not usable. */
export function gridRolls(draft: TableDraft): number[] | null {
  const low = wholeNumber(draft.lowest);
  const high = wholeNumber(draft.highest);
  if (low === null || high === null || high < low || high - low + 1 > TABLE_LIMITS.rows) return null;
  if (Math.abs(low) > TABLE_LIMITS.roll || Math.abs(high) > TABLE_LIMITS.roll) return null;
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

/** Builds the table JSON the form describes, in the format saveUserTable checks. */
export function buildTable(draft: TableDraft): BuiltTable {
  const formErrors: FieldError[] = [];
  const low = wholeNumber(draft.lowest);
  const high = wholeNumber(draft.highest);
  if (low === null) formErrors.push(fieldError('lowest roll', 'a whole number (the lowest modified roll of the table)', draft.lowest));
  if (high === null) formErrors.push(fieldError('highest roll', 'a whole number (the highest modified roll of the table)', draft.highest));
  if (low !== null && high !== null && high < low) formErrors.push(fieldError('highest roll', `a roll no lower than the lowest roll (${low})`, high));

  const rowRolls = low !== null && high !== null && high >= low && high - low < 1000 ? Array.from({ length: high - low + 1 }, (_, i) => low + i) : [];
  const width = cellsPerRow(draft);
  const rows = rowRolls.map((roll) => ({
    roll,
    results: Array.from({ length: width }, (_, j) => (draft.cells[cellKey(roll, j)] ?? '').trim()),
  }));

  // Entries, then fromEntries: a code typed as "__proto__" stays a code (and the check names it as a bad one).
  const entries: [string, unknown][] = [];
  const seen = new Set<string>();
  draft.legend.forEach((row, i) => {
    const code = row.code.trim();
    if (seen.has(code)) {
      formErrors.push(fieldError(`results[${JSON.stringify(code)}]`, `each code only once (result ${i + 1} repeats it)`, code));
      return;
    }
    seen.add(code);
    entries.push([
      code,
      {
        text: row.text.trim(),
        attackerSteps: numberOrText(row.attackerSteps),
        defenderSteps: numberOrText(row.defenderSteps),
        attackerRetreats: row.attackerRetreats,
        defenderRetreats: row.defenderRetreats,
      },
    ]);
  });
  const results: Record<string, unknown> = Object.fromEntries(entries);

  const count = numberOrText(draft.dice);
  const sides = numberOrText(draft.sides);
  const die: Record<string, unknown> = { count, sides };
  if (sides === 10) die.zeroCountsAsTen = draft.zeroCountsAsTen;

  const limitText = draft.modifierLimit.trim();
  const input: Record<string, unknown> = {
    format: TABLE_FORMAT,
    game: draft.game,
    title: draft.title.trim(),
    rule: draft.rule.trim(),
    scheme: draft.scheme,
    die,
    columns: columnLabels(draft),
    belowLowest: draft.scheme === 'opposed' ? 'not-allowed' : draft.belowLowest,
    modifierLimit: limitText === '' ? null : numberOrText(limitText),
    rows,
    results,
  };
  return { input, rowRolls, formErrors };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/**
 * Fills the form from table JSON (stored, pasted or imported). Untrusted: whatever has the wrong shape is
 * left blank, and the check on save then names it.
 */
export function draftFromInput(raw: Record<string, unknown>, game: GameId): TableDraft {
  const draft = emptyDraft(game);
  draft.title = text(raw.title);
  draft.rule = text(raw.rule);
  if (raw.scheme === 'ratio' || raw.scheme === 'differential' || raw.scheme === 'opposed') draft.scheme = raw.scheme;
  if (isRecord(raw.die)) {
    draft.dice = text(raw.die.count);
    draft.sides = text(raw.die.sides);
    draft.zeroCountsAsTen = raw.die.zeroCountsAsTen === true;
  }
  if (Array.isArray(raw.columns)) draft.columns = raw.columns.map(text).join(', ');
  draft.belowLowest = raw.belowLowest === 'use-lowest' ? 'use-lowest' : 'not-allowed';
  draft.modifierLimit = text(raw.modifierLimit);

  const rolls: number[] = [];
  if (Array.isArray(raw.rows)) {
    for (const row of raw.rows.slice(0, 1000)) {
      if (!isRecord(row) || typeof row.roll !== 'number' || !Number.isInteger(row.roll)) continue;
      rolls.push(row.roll);
      if (!Array.isArray(row.results)) continue;
      row.results.slice(0, TABLE_LIMITS.columns).forEach((code: unknown, j) => {
        draft.cells[cellKey(row.roll as number, j)] = text(code);
      });
    }
  }
  if (rolls.length > 0) {
    draft.lowest = String(Math.min(...rolls));
    draft.highest = String(Math.max(...rolls));
  }

  if (isRecord(raw.results)) {
    draft.legend = Object.entries(raw.results).map(([code, meaning]) => {
      const m = isRecord(meaning) ? meaning : {};
      return {
        code,
        text: text(m.text),
        attackerSteps: text(m.attackerSteps),
        defenderSteps: text(m.defenderSteps),
        attackerRetreats: m.attackerRetreats === true,
        defenderRetreats: m.defenderRetreats === true,
      };
    });
    if (draft.legend.length === 0) draft.legend = [emptyLegendRow()];
  }
  return draft;
}
