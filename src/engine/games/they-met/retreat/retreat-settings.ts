import type { Problem } from '../../../core/answer.js';
import { describeFound, isRecord } from '../../../core/field-error.js';

/**
 * What a They Met retreat needs that the board cannot show, given as the retreat's `settings` (the command
 * line's --settings file, JSON). Every key is optional; a missing one is asked when the answer needs it:
 *
 *   {
 *     "combat": "assault" | "bombardment" | "volley" | "mounted-withdrawal",
 *     "role": "attacker" | "defender",   // read for an assault only
 *     "startedInZone": true | false       // read for an attacker whose assault was fought in a Zone:
 *                                         // true when it was already there when the assault began
 *   }
 *
 * "combat" is what the unit would retreat from: the kind of combat it was in, or an enemy move its mounted
 * unit withdraws before (rule 10.5, which the errata name but do not give).
 */
export const TM_COMBATS = ['assault', 'bombardment', 'volley', 'mounted-withdrawal'] as const;
export type TmCombat = (typeof TM_COMBATS)[number];
export const TM_ROLES = ['attacker', 'defender'] as const;
export type TmRole = (typeof TM_ROLES)[number];

export interface TmRetreatSettings {
  readonly combat: TmCombat | null;
  readonly role: TmRole | null;
  readonly startedInZone: boolean | null;
  /** Notes on what could not be read: that field then counts as not given, and is asked if needed. */
  readonly problems: readonly Problem[];
}

const KEYS = ['combat', 'role', 'startedInZone'] as const;

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return allowed.find((a) => a === value) ?? null;
}

/** Reads the settings leniently: a bad field is noted and left unset, so one slip does not hide the rest. */
export function readTmRetreatSettings(settings: unknown): TmRetreatSettings {
  if (settings === null || settings === undefined) return { combat: null, role: null, startedInZone: null, problems: [] };
  const note = (text: string, at: string): Problem => ({ severity: 'note', text, rule: null, at });
  if (!isRecord(settings)) return { combat: null, role: null, startedInZone: null, problems: [note(`The retreat settings should be an object {"combat", "role", "startedInZone"}; found ${describeFound(settings)}, so none were read.`, 'settings')] };
  const problems: Problem[] = [];
  const combat = oneOf(settings.combat, TM_COMBATS);
  const role = oneOf(settings.role, TM_ROLES);
  const startedInZone = typeof settings.startedInZone === 'boolean' ? settings.startedInZone : null;
  const bad = (key: string, value: unknown, expected: string): void => {
    if (value !== undefined && value !== null) problems.push(note(`settings.${key} should be ${expected}; found ${describeFound(value)}, so it is asked instead.`, `settings.${key}`));
  };
  if (combat === null) bad('combat', settings.combat, TM_COMBATS.map((c) => `"${c}"`).join(', '));
  if (role === null) bad('role', settings.role, '"attacker" or "defender"');
  if (startedInZone === null) bad('startedInZone', settings.startedInZone, 'true or false');
  const extra = Object.keys(settings).filter((k) => !KEYS.some((key) => key === k));
  // Named briefly: a hostile file could hold thousands of long keys.
  const shown = extra.slice(0, 5).map((k) => JSON.stringify(k.slice(0, 40)));
  if (extra.length > 0) problems.push(note(`The retreat settings do not use ${shown.join(', ')}${extra.length > 5 ? ' …' : ''}; ignored.`, 'settings'));
  return { combat, role, startedInZone, problems };
}
