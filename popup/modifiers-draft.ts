import { DRM_LIMIT } from '../src/engine/index.js';
import { readWholeNumber } from './whole-number.js';

/**
 * The modifiers panel's part of the draft, kept as typed (like the rest of the form) so a half-typed value
 * stays on screen and can be named in a message.
 */

/** The player's hand on one line found on the board: switched off, or another value (null or blank keeps the computed one). */
export interface ModifierChoiceDraft {
  readonly id: string;
  readonly on: boolean;
  /** As typed; null until the player types in the line's value field. */
  readonly value: string | null;
}

/** Answers to what the board does not show (the panel's questions), as typed. */
export interface StatementsDraft {
  /** The defender's stated two-hex field of defence, each hex as typed. */
  readonly fieldOfDefence: readonly [string, string];
  /** Hex label → elevation level as typed, for hexes whose elevation neither the page nor a mark gives. */
  readonly elevations: Readonly<Record<string, string>>;
  /** They Met at Gettysburg: the kind of combat the player picked; '' leaves it to the units' areas. */
  readonly areaCombat: AreaCombatChoice;
}

/** The kinds of combat They Met at Gettysburg resolves between areas, as the panel's select offers them. */
export const AREA_COMBATS = ['assault', 'volley', 'bombardment'] as const;
export type AreaCombatChoice = '' | (typeof AREA_COMBATS)[number];

/**
 * The die-roll modification table as a checklist, for a battle without a readable board: line id → how many
 * times it applies, as typed ('' or '0' = not at all; a line that is not per unit is '1' when ticked). The
 * optional headquarters modification keeps the side that has the better headquarters ('attacker' | 'defender').
 */
export type ChecklistDraft = Readonly<Record<string, string>>;

export interface ModifiersDraft {
  readonly choices: readonly ModifierChoiceDraft[];
  readonly statements: StatementsDraft;
  readonly checklist: ChecklistDraft;
}

export const EMPTY_MODIFIERS: ModifiersDraft = {
  choices: [],
  statements: { fieldOfDefence: ['', ''], elevations: {}, areaCombat: '' },
  checklist: {},
};

/** The choice for a line, switched on and at its computed value when the player has not touched it. */
export function choiceOf(choices: readonly ModifierChoiceDraft[], id: string): ModifierChoiceDraft {
  return choices.find((c) => c.id === id) ?? { id, on: true, value: null };
}

/** The choices with one line's changed. */
export function withChoice(choices: readonly ModifierChoiceDraft[], id: string, change: Partial<Omit<ModifierChoiceDraft, 'id'>>): ModifierChoiceDraft[] {
  const next = { ...choiceOf(choices, id), ...change };
  return [...choices.filter((c) => c.id !== id), next];
}

/** A value typed over a line's, when it is a whole number the engine takes; null keeps the computed value. */
export function typedValue(text: string | null): number | null {
  if (text === null) return null;
  const n = readWholeNumber(text, -DRM_LIMIT, DRM_LIMIT);
  return n.kind === 'ok' ? n.value : null;
}
