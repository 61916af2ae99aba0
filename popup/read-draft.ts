import type { DefenseMultiplierInput, LeftOutOfBattle, LeftOutUnit } from '../src/engine/index.js';
import type { CombatOverrides, CombatUnitInput, ForceInput, GameId, ModifierChoice, ModifierLine, OddsRequest } from '../src/engine/index.js';
import { applyChoices } from '../src/engine/index.js';
import { FORCE_LIMITS } from '../src/engine/index.js';
import { DRM_LIMIT } from '../src/engine/index.js';
import { unitLabel, type BattleDraft, type Role, type UnitDraft } from './battle-draft.js';
import { choiceOf, type ModifierChoiceDraft } from './modifiers-draft.js';
import { readWholeNumber, wholeNumberMessage } from './whole-number.js';

/** Field ids, shared by the inputs and their inline messages. */
export const FIELD = {
  attackTotal: 'attack-total',
  defenseTotal: 'defense-total',
  drm: 'drm',
  overrideAttack: 'override-attack',
  overrideDefense: 'override-defense',
  unit: (role: Role, key: number, part: 'strength' | 'reduced-strength' | 'lends'): string => `${role}-${key}-${part}`,
  /** The value typed over a modifier line's; the index keeps the id unique and free of the line id's characters. */
  modifier: (index: number): string => `modifier-${index}-value`,
} as const;

/** The modifier lines the panel found for the battle, and the player's hand on them (none for lines they stated). */
export interface DraftModifiers {
  readonly lines: readonly ModifierLine[];
  readonly choices: readonly ModifierChoiceDraft[];
  /** Defenders' strengths multiplied by terrain, by the name their row goes to the engine with. */
  readonly multipliers?: readonly DefenseMultiplierInput[];
  /** Picked counters the rules keep out of the battle, by counter id: their rows are not counted, and the answer says so. */
  readonly leftOut?: readonly LeftOutUnit[];
}

const NO_MODIFIERS: DraftModifiers = { lines: [], choices: [] };

/** What the form amounts to: a request to resolve, a hint of what is still missing, or the fields that are wrong. */
export type DraftReading =
  | { readonly kind: 'ready'; readonly request: OddsRequest }
  | { readonly kind: 'incomplete'; readonly hint: string }
  | { readonly kind: 'invalid'; readonly problems: ReadonlyMap<string, string> };

const MAX = FORCE_LIMITS.strength;

/** Collects problems per field; a blank required field is remembered as the first hint, not as an error. */
class Reader {
  readonly problems = new Map<string, string>();
  hint: string | null = null;

  strength(id: string, field: string, text: string, required: boolean, hint: string): number | null {
    const n = readWholeNumber(text, 0, MAX);
    if (n.kind === 'ok') return n.value;
    if (n.kind === 'bad') this.problems.set(id, wholeNumberMessage(field, text, 0, MAX));
    else if (required) this.hint ??= hint;
    return null;
  }
}

/** The name a row goes to the engine with: as typed (trimmed and cut to length), else its label. */
export function rowName(role: Role, u: UnitDraft, index: number): string {
  return u.name.trim().slice(0, FORCE_LIMITS.nameLength) || unitLabel(role, index);
}

function readUnit(r: Reader, role: Role, u: UnitDraft, index: number): CombatUnitInput | null {
  const label = unitLabel(role, index);
  const strength = r.strength(FIELD.unit(role, u.key, 'strength'), `${label} strength`, u.strength, true, `Enter the strength of ${label}.`);
  const reducedStrength = r.strength(FIELD.unit(role, u.key, 'reduced-strength'), `${label} reduced strength`, u.reducedStrength, false, '');
  const lends = role === 'defender' ? r.strength(FIELD.unit(role, u.key, 'lends'), `${label} lends`, u.lends, false, '') : null;
  if (strength === null) return null;
  const name = rowName(role, u, index);
  const group = u.group.trim();
  return {
    name,
    side: u.side,
    type: u.type,
    strength,
    reducedStrength,
    reduced: u.reduced,
    status: u.status,
    ...(group ? { group } : {}),
    ...(lends !== null && lends > 0 ? { lends } : {}),
    ...(role === 'defender' && u.retreatedOntoFriends ? { retreatedOntoFriends: true } : {}),
  };
}

function readUnits(r: Reader, role: Role, units: readonly UnitDraft[]): ForceInput | null {
  if (units.length === 0) {
    r.hint ??= 'Add at least one attacker and one defender.';
    return null;
  }
  const read = units.map((u, i) => readUnit(r, role, u, i));
  return read.every((u): u is CombatUnitInput => u !== null) ? { kind: 'units', units: read } : null;
}

/** The player's choices on the lines, each typed value checked; a line left alone keeps its computed value. */
function readChoices(r: Reader, m: DraftModifiers): ModifierChoice[] {
  return m.lines.map((line, i) => {
    const c = choiceOf(m.choices, line.id);
    const typed = c.value ?? '';
    const n = readWholeNumber(typed, -DRM_LIMIT, DRM_LIMIT);
    if (n.kind === 'bad') r.problems.set(FIELD.modifier(i), wholeNumberMessage(`The value of "${line.text}"`, typed, -DRM_LIMIT, DRM_LIMIT));
    return { id: line.id, on: c.on, value: n.kind === 'ok' ? n.value : null };
  });
}

/**
 * Turns the form into an odds request, checking every field against what the engine accepts. `modifiers` are
 * the lines of the modifiers panel: the request carries them, after the player's choices, beside the typed drm.
 */
export function readDraft(game: GameId, d: BattleDraft, modifiers: DraftModifiers = NO_MODIFIERS): DraftReading {
  const r = new Reader();
  const hint = 'Enter attack and defence strengths.';
  let attack: ForceInput | null;
  let defense: ForceInput | null;
  const leftOut: LeftOutOfBattle[] = [];
  if (d.mode === 'totals') {
    const a = r.strength(FIELD.attackTotal, 'Attack strength', d.attackTotal, true, hint);
    const b = r.strength(FIELD.defenseTotal, 'Defence strength', d.defenseTotal, true, hint);
    attack = a === null ? null : { kind: 'total', strength: a };
    defense = b === null ? null : { kind: 'total', strength: b };
  } else {
    // Rows of counters the rules keep out are not read into the forces; the request names them instead.
    const outOf = (role: Role, u: UnitDraft): LeftOutUnit | undefined => (u.boardId === null ? undefined : modifiers.leftOut?.find((o) => o.unitId === u.boardId && o.role === role));
    const keep = (role: Role, rows: readonly UnitDraft[]): UnitDraft[] => rows.filter((u) => outOf(role, u) === undefined);
    for (const [role, rows] of [['attacker', d.attackers], ['defender', d.defenders]] as const) {
      rows.forEach((u, i) => {
        const out = outOf(role, u);
        if (out) leftOut.push({ name: rowName(role, u, i), role, why: out.why, rule: out.rule });
      });
    }
    const attackers = keep('attacker', d.attackers);
    const defenders = keep('defender', d.defenders);
    if (d.attackers.length > 0 && attackers.length === 0) r.hint ??= 'Every attacker is left out by the rules (see the Modifiers panel): pick one next to a defender.';
    attack = attackers.length > 0 || d.attackers.length === 0 ? readUnits(r, 'attacker', attackers) : null;
    defense = readUnits(r, 'defender', defenders);
  }
  const drmRead = readWholeNumber(d.drm, -DRM_LIMIT, DRM_LIMIT);
  if (drmRead.kind === 'bad') r.problems.set(FIELD.drm, wholeNumberMessage('Die-roll modifier', d.drm, -DRM_LIMIT, DRM_LIMIT));
  const choices = readChoices(r, modifiers);
  const overrides: CombatOverrides = {
    attack: r.strength(FIELD.overrideAttack, 'Override attack', d.overrideAttack, false, ''),
    defense: r.strength(FIELD.overrideDefense, 'Override defence', d.overrideDefense, false, ''),
    odds: d.overrideOdds || null,
  };

  if (r.problems.size > 0) return { kind: 'invalid', problems: r.problems };
  if (!attack || !defense) return { kind: 'incomplete', hint: r.hint ?? hint };
  const lines = modifiers.lines.length > 0 ? { modifiers: applyChoices(modifiers.lines, choices) } : {};
  // Per unit, so only a defence entered unit by unit takes them.
  const multiplied = d.mode === 'units' && modifiers.multipliers && modifiers.multipliers.length > 0 ? { defenseMultipliers: modifiers.multipliers } : {};
  return { kind: 'ready', request: { game, attack, defense, drm: drmRead.kind === 'ok' ? drmRead.value : 0, ...lines, ...multiplied, overrides, ...(leftOut.length > 0 ? { leftOut } : {}) } };
}
