import type { BattleStatements } from '../../core/battle.js';
import { g77 } from './rule.js';

export type Experience = NonNullable<BattleStatements['experience']>[string];

export const EXPERIENCE_LEVELS: readonly Experience[] = ['veteran', 'seasoned', 'experienced', 'green'];

/** The colour each experience level is printed in on the Advanced Game counters. */
export const EXPERIENCE_COLOURS: Readonly<Record<Experience, string>> = {
  veteran: 'blue',
  seasoned: 'red',
  experienced: 'black',
  green: 'green',
};

export const EXPERIENCE_RULE = g77('Experience Matrix');

/**
 * The matrix's rows are the defender's colour and its columns the attacker's, in the order blue, red,
 * black, green. Each cell is the attacker's column index minus the defender's row index, so a veteran
 * (blue) defender against a green attacker is +3 and a green defender against a veteran attacker −3:
 * positive favours the defender, like every other defender's modification of this game.
 */
export const EXPERIENCE_MATRIX: readonly (readonly number[])[] = EXPERIENCE_LEVELS.map((_, row) => EXPERIENCE_LEVELS.map((__, column) => column - row));

export function experienceModification(attacker: Experience, defender: Experience): number {
  return EXPERIENCE_MATRIX[EXPERIENCE_LEVELS.indexOf(defender)]?.[EXPERIENCE_LEVELS.indexOf(attacker)] ?? 0;
}

export function isExperience(v: unknown): v is Experience {
  return typeof v === 'string' && (EXPERIENCE_LEVELS as readonly string[]).includes(v);
}
