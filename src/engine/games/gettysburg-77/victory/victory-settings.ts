import { isRecord } from '../../../core/field-error.js';

/**
 * The user's Gettysburg (1977) victory settings: optional units' VP costs by unit id, from the chart
 * they own (a number, or null for "optional, cost not entered yet"). An id set here overrides the
 * printed reading, so 0 takes a unit off the list.
 */
export interface G77VictorySettings {
  readonly optionalUnitCosts: ReadonlyMap<string, number | null>;
  /** Settings that could not be read, as questions: nothing is guessed from a bad value. */
  readonly problems: readonly { readonly id: string; readonly question: string }[];
}

const MAX_COST = 99;

export function readG77VictorySettings(given: Readonly<Record<string, unknown>>): G77VictorySettings {
  const costs = new Map<string, number | null>();
  const problems: { id: string; question: string }[] = [];
  // Stored data is untrusted whole: settings that are not an object are read as none, and said.
  const settings: Readonly<Record<string, unknown>> = isRecord(given) ? given : {};
  if (!isRecord(given)) problems.push({ id: 'settings', question: 'The victory settings are not a set of settings; enter them again.' });
  const raw = settings['optionalUnitCosts'];
  if (raw !== undefined && !isRecord(raw)) {
    problems.push({ id: 'optionalUnitCosts', question: 'The optional units setting is not a list of unit ids with costs; enter it again.' });
  } else if (raw !== undefined) {
    for (const [id, value] of Object.entries(raw)) {
      if (value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COST)) costs.set(id, value);
      else problems.push({ id: `optionalUnitCosts.${id}`, question: `The VP cost entered for optional unit ${id} is not a whole number from 0 to ${MAX_COST}; what does the chart print by its name?` });
    }
  }
  return { optionalUnitCosts: costs, problems };
}
