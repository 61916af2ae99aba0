import { locationLabels } from '../src/engine/index.js';
import type { BattleStatements, GameId } from '../src/engine/index.js';
import type { StatementsDraft } from './modifiers-draft.js';
import { readWholeNumber, wholeNumberMessage } from './whole-number.js';
import { gameFeatures } from '../src/engine/index.js';

/** Elevation levels a player may state; the maps use a handful of small levels. */
export const ELEVATION_RANGE = { min: 0, max: 99 } as const;

/** Field ids of the answers, shared by the inputs and their messages. */
export const STATEMENT_FIELD = {
  fieldOfDefence: (which: 0 | 1): string => `field-of-defence-${which + 1}`,
  elevation: (hex: string): string => `elevation-${hex.replace(/[^A-Za-z0-9]/g, '_')}`,
} as const;

export interface ReadStatements {
  readonly stated: BattleStatements;
  readonly problems: ReadonlyMap<string, string>;
}

/**
 * The player's answers as the engine takes them. A blank answer states nothing (the question stays open); a
 * wrong one states nothing either and is named, so nothing half-typed is ever used.
 */
export function readStatements(game: GameId, d: StatementsDraft): ReadStatements {
  const problems = new Map<string, string>();
  // No prototype: hex labels come from the page, and "__proto__" must be only a label.
  const elevations: Record<string, number> = Object.create(null);
  for (const [hex, text] of Object.entries(d.elevations)) {
    const n = readWholeNumber(text, ELEVATION_RANGE.min, ELEVATION_RANGE.max);
    if (n.kind === 'ok') elevations[hex] = n.value;
    else if (n.kind === 'bad') problems.set(STATEMENT_FIELD.elevation(hex), wholeNumberMessage(`The elevation of ${hex}`, text, ELEVATION_RANGE.min, ELEVATION_RANGE.max));
  }
  const labels = locationLabels(game);
  const hexes = d.fieldOfDefence.map((typed, i) => {
    if (typed.trim() === '') return null;
    const hex = labels.canonical(typed);
    if (hex === null) problems.set(STATEMENT_FIELD.fieldOfDefence(i === 0 ? 0 : 1), `"${typed.trim()}" is not a hex of this game: ${labels.help}.`);
    return hex;
  });
  const [first, second] = hexes;
  const field: readonly [string, string] | null = first && second ? [first, second] : null;
  // Only a game that fights between areas asks which kind of combat: another game's battle never carries the choice.
  const areaCombat = gameFeatures(game).tools.includes('area-combat') && d.areaCombat !== '' ? { areaCombat: d.areaCombat } : {};
  return {
    stated: { ...(Object.keys(elevations).length > 0 ? { elevations } : {}), ...(field ? { fieldOfDefence: field } : {}), ...areaCombat },
    problems,
  };
}

/** What an open question asks for, read from its id: a hex's elevation, the field of defence, or something said in words. */
export type QuestionKind = { readonly kind: 'elevation'; readonly hex: string } | { readonly kind: 'field-of-defence' } | { readonly kind: 'other' };

/**
 * Open questions name what they need in their id ('elevation:Q36', 'field-of-defence'); the panel offers an
 * input for the two it can feed back into the battle, and shows any other as text.
 */
export function questionKind(game: GameId, id: string): QuestionKind {
  if (/field-of-defen[cs]e/i.test(id)) return { kind: 'field-of-defence' };
  const m = /^elevation[:/_-](.+)$/i.exec(id);
  const hex = m?.[1] ? locationLabels(game).canonical(m[1]) : null;
  return hex ? { kind: 'elevation', hex } : { kind: 'other' };
}
