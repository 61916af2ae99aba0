import { COMBAT_STATUSES, FORCE_LIMITS, parseBoard, SIDES, UNIT_TYPES, type Board, type GameId } from '../src/engine/index.js';
import { EMPTY_DRAFT, newUnit, type BattleDraft, type Role, type UnitDraft } from './battle-draft.js';
import { AREA_COMBATS, EMPTY_MODIFIERS, type AreaCombatChoice, type ModifierChoiceDraft, type ModifiersDraft } from './modifiers-draft.js';

/**
 * The last battle of a tab and game, kept while the browser runs (the popup closes on every click into the
 * board, and nothing typed should go with it). What is read back is checked field by field as any input is:
 * a value of the wrong kind or length drops the whole saved battle, never half of it.
 */
export const SAVED_BATTLE_FORMAT = 'adjutant-last-battle/1';

/** Where the popup keeps its last battle: per tab (the store knows which) and game. */
export interface LastBattleStore {
  load(game: GameId): Promise<unknown>;
  /** Null forgets it (the form was emptied). */
  save(game: GameId, value: unknown): Promise<void>;
}

/** Text fields are short: strengths, modifications, a counter's name. */
const TEXT_MAX = 200;
const CHOICES_MAX = 200;
const ENTRIES_MAX = 200;

/** Nothing typed and nothing picked: an empty form is not saved over a battle. */
export function isEmptyDraft(d: BattleDraft): boolean {
  return d.attackTotal === '' && d.defenseTotal === '' && d.attackers.length === 0 && d.defenders.length === 0 && (d.drm === '' || d.drm === '0') && d.overrideAttack === '' && d.overrideDefense === '' && d.overrideOdds === '';
}

/** The draft as stored: the same fields, the rows without their rendering keys. */
export function savedBattleOf(game: GameId, d: BattleDraft): unknown {
  const rows = (units: readonly UnitDraft[]) => units.map(({ key: _key, ...rest }) => rest);
  return { format: SAVED_BATTLE_FORMAT, game, draft: { ...d, attackers: rows(d.attackers), defenders: rows(d.defenders) } };
}

type Fields = Readonly<Record<string, unknown>>;

function isRecord(v: unknown): v is Fields {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.length <= TEXT_MAX ? v : null;
}

function oneOf<T extends string>(v: unknown, options: readonly T[]): T | null {
  return options.find((o) => o === v) ?? null;
}

function unitOf(role: Role, v: unknown): UnitDraft | null {
  if (!isRecord(v)) return null;
  const side = oneOf(v.side, SIDES);
  const type = oneOf(v.type, UNIT_TYPES);
  const status = oneOf(v.status, COMBAT_STATUSES);
  const [name, strength, reducedStrength, group, lends] = [text(v.name), text(v.strength), text(v.reducedStrength), text(v.group), text(v.lends)];
  const boardId = v.boardId === null ? null : text(v.boardId);
  if (side === null || type === null || status === null || name === null || strength === null || reducedStrength === null || group === null || lends === null) return null;
  if (boardId === null && v.boardId !== null) return null;
  if (typeof v.reduced !== 'boolean' || typeof v.retreatedOntoFriends !== 'boolean') return null;
  // A fresh rendering key: the saved one may be any number, and two rows must never share one.
  return { ...newUnit(role, undefined), name, side, type, strength, reducedStrength, reduced: v.reduced, status, group, lends, retreatedOntoFriends: v.retreatedOntoFriends, boardId };
}

function unitsOf(role: Role, v: unknown): UnitDraft[] | null {
  if (!Array.isArray(v) || v.length > FORCE_LIMITS.units) return null;
  const units = v.map((u) => unitOf(role, u));
  return units.every((u): u is UnitDraft => u !== null) ? units : null;
}

function textRecord(v: unknown): Record<string, string> | null {
  if (!isRecord(v)) return null;
  const entries = Object.entries(v);
  if (entries.length > ENTRIES_MAX) return null;
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, value] of entries) {
    const t = text(value);
    if (t === null || k.length > TEXT_MAX) return null;
    out[k] = t;
  }
  return out;
}

function modifiersOf(v: unknown): ModifiersDraft | null {
  if (!isRecord(v) || !Array.isArray(v.choices) || v.choices.length > CHOICES_MAX || !isRecord(v.statements)) return null;
  const choices: ModifierChoiceDraft[] = [];
  for (const c of v.choices) {
    if (!isRecord(c) || typeof c.on !== 'boolean') return null;
    const id = text(c.id);
    const value = c.value === null ? null : text(c.value);
    if (id === null || (value === null && c.value !== null)) return null;
    choices.push({ id, on: c.on, value });
  }
  const s = v.statements;
  const field = Array.isArray(s.fieldOfDefence) && s.fieldOfDefence.length === 2 ? s.fieldOfDefence.map(text) : null;
  const elevations = textRecord(s.elevations);
  const areaCombat: AreaCombatChoice | null = s.areaCombat === '' ? '' : oneOf(s.areaCombat, AREA_COMBATS);
  const checklist = textRecord(v.checklist);
  if (!field || field[0] === null || field[0] === undefined || field[1] === null || field[1] === undefined || elevations === null || areaCombat === null || checklist === null) return null;
  return { choices, statements: { fieldOfDefence: [field[0], field[1]], elevations, areaCombat }, checklist };
}

/** The saved battle of this game, checked; null when there is none or any part of it does not read. */
export function readSavedBattle(game: GameId, value: unknown): BattleDraft | null {
  if (!isRecord(value) || value.format !== SAVED_BATTLE_FORMAT || value.game !== game || !isRecord(value.draft)) return null;
  const d = value.draft;
  const mode = oneOf(d.mode, ['totals', 'units'] as const);
  const fields = [d.attackTotal, d.defenseTotal, d.drm, d.overrideAttack, d.overrideDefense, d.overrideOdds].map(text);
  const attackers = unitsOf('attacker', d.attackers);
  const defenders = unitsOf('defender', d.defenders);
  const modifiers = d.modifiers === undefined ? EMPTY_MODIFIERS : modifiersOf(d.modifiers);
  let board: Board | null = null;
  if (d.board !== null && d.board !== undefined) {
    const parsed = parseBoard(d.board);
    if (!parsed.ok) return null;
    board = parsed.value;
  }
  const [attackTotal, defenseTotal, drm, overrideAttack, overrideDefense, overrideOdds] = fields;
  if (mode === null || attackers === null || defenders === null || modifiers === null) return null;
  if (attackTotal == null || defenseTotal == null || drm == null || overrideAttack == null || overrideDefense == null || overrideOdds == null) return null;
  return { ...EMPTY_DRAFT, mode, attackTotal, defenseTotal, drm, overrideAttack, overrideDefense, overrideOdds, attackers, defenders, board, modifiers };
}
