import type {
  BelowLowest,
  CombatScheme,
  CombatTable,
  DifferentialColumn,
  RatioColumn,
  ResultMeaning,
  ResultRow,
} from './combat-table.js';
import { dieLabel, MAX_DICE, MAX_SIDES, type DieSpec } from './die.js';
import { fieldError, isRecord, type FieldError, type Parsed } from './field-error.js';
import type { GameCatalog } from './game-catalog.js';
import type { GameId } from './game-id.js';

/** The format tag of a table the user enters; stored, exported and imported as this JSON. */
export const TABLE_FORMAT = 'adjutant-combat-table/1';

export const TABLE_LIMITS = {
  columns: 30,
  rows: 60,
  results: 40,
  codeLength: 16,
  textLength: 300,
  titleLength: 120,
  steps: 20,
  modifier: 50,
  roll: 200,
} as const;

/** A combat results table as the user types it from their own rulebook. */
export interface CombatTableInput {
  format: typeof TABLE_FORMAT;
  game: GameId;
  title: string;
  /** Where the table is printed in the user's rulebook, e.g. "Combat Results Table, rule 7.4". */
  rule: string;
  scheme: CombatScheme;
  die: { count: number; sides: number; zeroCountsAsTen?: boolean };
  columns: string[];
  belowLowest: BelowLowest;
  modifierLimit: number | null;
  rows: { roll: number; results: string[] }[];
  results: Record<string, { text: string; attackerSteps: number; defenderSteps: number; attackerRetreats: boolean; defenderRetreats: boolean }>;
}

const RATIO_LABEL = /^\s*(\d{1,3})\s*[-:]\s*(\d{1,3})\s*$/;
const DIFF_LABEL = /^\s*([+-]?\d{1,3})\s*$/;
const CODE = /^[A-Za-z0-9+\-/ *.]{1,16}$/;

function parseRatioColumn(label: string): RatioColumn | null {
  const m = RATIO_LABEL.exec(label);
  if (!m) return null;
  const attack = Number(m[1]);
  const defense = Number(m[2]);
  return attack > 0 && defense > 0 ? { label: `${attack}-${defense}`, attack, defense } : null;
}

function parseDifferentialColumn(label: string): DifferentialColumn | null {
  const m = DIFF_LABEL.exec(label);
  if (!m) return null;
  const atLeast = Number(m[1]);
  return { label: atLeast > 0 ? `+${atLeast}` : String(atLeast), atLeast };
}

function isInt(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function str(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= max;
}

/**
 * Checks a table the user entered or imported and compiles it for the engine. Every problem is reported
 * with the path of its field (a cell is rows[i].results[j]) and what was expected; nothing is guessed.
 */
export function parseCombatTableInput(input: unknown, games: GameCatalog): Parsed<CombatTable> {
  const errors: FieldError[] = [];
  const fail = (path: string, expected: string, value?: unknown): void => {
    errors.push(arguments.length > 2 || value !== undefined ? fieldError(path, expected, value) : fieldError(path, expected));
  };
  if (!isRecord(input)) return { ok: false, errors: [fieldError('(table)', 'a JSON object', input)] };

  if (input.format !== TABLE_FORMAT) fail('format', `"${TABLE_FORMAT}"`, input.format);
  const game = input.game;
  if (!games.isGameId(game)) fail('game', `one of ${games.ids.join(', ')}`, game);
  if (!str(input.title, TABLE_LIMITS.titleLength)) fail('title', `a name of 1–${TABLE_LIMITS.titleLength} characters`, input.title);
  if (input.rule !== undefined && !(typeof input.rule === 'string' && input.rule.length <= TABLE_LIMITS.titleLength)) {
    fail('rule', `where the table is printed in your rulebook, up to ${TABLE_LIMITS.titleLength} characters`, input.rule);
  }
  const scheme = input.scheme;
  if (scheme !== 'ratio' && scheme !== 'differential' && scheme !== 'opposed') fail('scheme', '"ratio", "differential" or "opposed"', scheme);

  // The die.
  let die: DieSpec | null = null;
  if (!isRecord(input.die)) fail('die', 'an object such as {"count": 1, "sides": 6}', input.die);
  else {
    const { count, sides, zeroCountsAsTen } = input.die;
    if (!isInt(count, 1, MAX_DICE)) fail('die.count', `a whole number of dice from 1 to ${MAX_DICE}`, count);
    if (!isInt(sides, 2, MAX_SIDES)) fail('die.sides', `a whole number of sides from 2 to ${MAX_SIDES}`, sides);
    if (zeroCountsAsTen !== undefined && typeof zeroCountsAsTen !== 'boolean') fail('die.zeroCountsAsTen', 'true or false', zeroCountsAsTen);
    if (isInt(count, 1, MAX_DICE) && isInt(sides, 2, MAX_SIDES)) {
      const zero = zeroCountsAsTen === true && sides === 10 ? ' (a rolled 0 counts as 10)' : '';
      die = { count, sides, label: `${dieLabel(count, sides)}${zero}` };
    }
  }

  // Columns.
  const ratioColumns: RatioColumn[] = [];
  const diffColumns: DifferentialColumn[] = [];
  const columns = input.columns;
  let columnCount = 1;
  if (scheme === 'opposed') {
    if (columns !== undefined && !(Array.isArray(columns) && columns.length === 0)) fail('columns', 'an empty list: opposed rolls use no columns', columns);
  } else if (!Array.isArray(columns) || columns.length === 0 || columns.length > TABLE_LIMITS.columns) {
    fail('columns', `a list of 1–${TABLE_LIMITS.columns} column labels`, columns);
  } else {
    columnCount = columns.length;
    columns.forEach((label: unknown, i) => {
      const path = `columns[${i}]`;
      if (typeof label !== 'string') return fail(path, 'a column label', label);
      if (scheme === 'ratio') {
        const col = parseRatioColumn(label);
        if (!col) return fail(path, 'a ratio such as "1-2" or "3:2" (two whole numbers above 0)', label);
        const prev = ratioColumns[ratioColumns.length - 1];
        if (prev && col.attack * prev.defense <= prev.attack * col.defense) fail(path, `a ratio higher than the column before it (${prev.label})`, label);
        ratioColumns.push(col);
      } else if (scheme === 'differential') {
        const col = parseDifferentialColumn(label);
        if (!col) return fail(path, 'a whole number such as "-2", "0" or "+3"', label);
        const prev = diffColumns[diffColumns.length - 1];
        if (prev && col.atLeast <= prev.atLeast) fail(path, `a number higher than the column before it (${prev.label})`, label);
        diffColumns.push(col);
      }
    });
  }

  const belowLowest = input.belowLowest ?? 'not-allowed';
  if (belowLowest !== 'not-allowed' && belowLowest !== 'use-lowest') fail('belowLowest', '"not-allowed" or "use-lowest"', belowLowest);
  const rawLimit = input.modifierLimit ?? null;
  const modifierLimit = isInt(rawLimit, 0, TABLE_LIMITS.modifier) ? rawLimit : null;
  if (rawLimit !== null && modifierLimit === null) {
    fail('modifierLimit', `null (no limit) or a whole number from 0 to ${TABLE_LIMITS.modifier}`, rawLimit);
  }

  // The result legend.
  // No prototype: a code is looked up by what the user typed, and "constructor" must be only a code.
  const results: Record<string, ResultMeaning> = Object.create(null);
  // Cells are checked against the codes declared, so one bad meaning is reported once, not in every cell using it.
  const declared = new Set(isRecord(input.results) ? Object.keys(input.results) : []);
  if (!isRecord(input.results) || Object.keys(input.results).length === 0 || Object.keys(input.results).length > TABLE_LIMITS.results) {
    fail('results', `an object of 1–${TABLE_LIMITS.results} result codes, each with its meaning`, input.results);
  } else {
    for (const [code, meaning] of Object.entries(input.results)) {
      const path = `results[${JSON.stringify(code)}]`;
      const goodCode = CODE.test(code);
      if (!goodCode) fail(path, 'a result code of 1–16 letters, digits, spaces or + - / * .', code);
      if (!isRecord(meaning)) {
        fail(path, 'an object with text, attackerSteps, defenderSteps, attackerRetreats, defenderRetreats', meaning);
        continue;
      }
      const { text, attackerSteps, defenderSteps, attackerRetreats, defenderRetreats } = meaning;
      if (!str(text, TABLE_LIMITS.textLength)) fail(`${path}.text`, `what the result does, 1–${TABLE_LIMITS.textLength} characters`, text);
      if (!isInt(attackerSteps, 0, TABLE_LIMITS.steps)) fail(`${path}.attackerSteps`, `steps the attacker loses, 0–${TABLE_LIMITS.steps}`, attackerSteps);
      if (!isInt(defenderSteps, 0, TABLE_LIMITS.steps)) fail(`${path}.defenderSteps`, `steps the defender loses, 0–${TABLE_LIMITS.steps}`, defenderSteps);
      if (typeof attackerRetreats !== 'boolean') fail(`${path}.attackerRetreats`, 'true or false', attackerRetreats);
      if (typeof defenderRetreats !== 'boolean') fail(`${path}.defenderRetreats`, 'true or false', defenderRetreats);
      if (goodCode && str(text, TABLE_LIMITS.textLength) && isInt(attackerSteps, 0, 20) && isInt(defenderSteps, 0, 20) && typeof attackerRetreats === 'boolean' && typeof defenderRetreats === 'boolean') {
        results[code] = { code, text, attackerSteps, defenderSteps, attackerRetreats, defenderRetreats };
      }
    }
  }

  // Rows: one per modified roll, contiguous, each with one defined result per column.
  const rows: ResultRow[] = [];
  if (!Array.isArray(input.rows) || input.rows.length === 0 || input.rows.length > TABLE_LIMITS.rows) {
    fail('rows', `a list of 1–${TABLE_LIMITS.rows} rows, one per modified die roll`, input.rows);
  } else {
    input.rows.forEach((row: unknown, i) => {
      const path = `rows[${i}]`;
      if (!isRecord(row)) return fail(path, 'an object {"roll": n, "results": [...]}', row);
      if (!isInt(row.roll, -TABLE_LIMITS.roll, TABLE_LIMITS.roll)) return fail(`${path}.roll`, 'a whole number (the modified die roll of this row)', row.roll);
      const prev = rows[rows.length - 1];
      if (prev && row.roll !== prev.roll + 1) fail(`${path}.roll`, `${prev.roll + 1}: rows run one roll apart, lowest first`, row.roll);
      if (!Array.isArray(row.results) || row.results.length !== columnCount) {
        return fail(`${path}.results`, `a list of ${columnCount} result code${columnCount === 1 ? '' : 's'}, one per column`, row.results);
      }
      // Only text that names a declared code is kept: a cell of any other kind (a list, an object with its
      // own toString) is reported, never converted to text.
      const codes: string[] = [];
      row.results.forEach((code: unknown, j) => {
        if (typeof code === 'string' && declared.has(code)) codes.push(code);
        else fail(`${path}.results[${j}]`, 'a result code defined under results', code);
      });
      rows.push({ roll: row.roll, results: codes });
    });
  }

  if (errors.length > 0 || !die || !games.isGameId(game) || typeof input.title !== 'string') return { ok: false, errors };
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return { ok: false, errors: [fieldError('rows', 'at least one row')] };
  const userRule = { game, document: 'your rulebook (table entered by you)', rule: typeof input.rule === 'string' && input.rule.trim() ? input.rule.trim() : input.title.trim() };
  const base = {
    id: `user:${game}`,
    game,
    title: input.title.trim(),
    source: 'user' as const,
    citations: { odds: userRule, results: userRule, limits: userRule },
    die,
    rollRange: { min: first.roll, max: last.roll },
    modifierLimit,
    results,
    rows,
    notes: [],
  };
  const bl = belowLowest === 'use-lowest' ? 'use-lowest' : 'not-allowed';
  if (scheme === 'ratio') return { ok: true, value: { ...base, scheme, columns: ratioColumns, belowLowest: bl } };
  if (scheme === 'differential') return { ok: true, value: { ...base, scheme, columns: diffColumns, belowLowest: bl } };
  return { ok: true, value: { ...base, scheme: 'opposed', columns: [] } };
}
