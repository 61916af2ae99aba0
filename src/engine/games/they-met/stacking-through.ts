import { step, type Step } from '../../core/explanation.js';
import { tm } from './rule.js';

/** Q&A 13, quoting rule 10.3: an area a group would overstack may not be entered, even just to pass through. */
export const STACKING_THROUGH_RULE = tm('Questions and answers 13 (rule 10.3)', 'qa-13');

/** One area a move enters, in order, with the friendly units already in it. */
export interface PathArea {
  readonly area: string;
  readonly friendlyUnits: number;
}

export interface StackingThroughAnswer {
  readonly allowed: boolean | null;
  /** Each area entered: who is there, how many there would be with the group, and whether that fits. */
  readonly areas: readonly { readonly area: string; readonly present: number; readonly withGroup: number; readonly fits: boolean | null }[];
  /** The largest group that could make the whole move at once (null while the limit is unknown). */
  readonly largestGroup: number | null;
  readonly question: string | null;
  readonly steps: readonly Step[];
}

/**
 * Stacking along a move in They Met: every area the group enters, including those it only passes through,
 * must have room for the whole group (Q&A 13). The limit and what counts towards it come from the player's
 * rulebook (rule 10.3 is not in Adjutant's sources): pass it in, or null to be asked. `path` leaves out the
 * area the group starts in.
 */
export function stackingThroughPath(groupSize: number, path: readonly PathArea[], limit: number | null): StackingThroughAnswer {
  if (!Number.isInteger(groupSize) || groupSize < 1) throw new RangeError(`A moving group has at least one unit (got ${groupSize}).`);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1)) throw new RangeError(`A stacking limit is a whole number of at least 1 (got ${limit}).`);
  const steps: Step[] = [step('Each area entered on the way counts, not only the last one: a group may not pass through an area it would overstack.', STACKING_THROUGH_RULE)];
  const areas = path.map((p) => {
    const withGroup = p.friendlyUnits + groupSize;
    const fits = limit === null ? null : withGroup <= limit;
    if (limit !== null) {
      steps.push(step(`Area ${p.area}: ${p.friendlyUnits} friendly there + ${groupSize} moving = ${withGroup}, ${fits ? 'within' : 'over'} the limit of ${limit}.`));
    }
    return { area: p.area, present: p.friendlyUnits, withGroup, fits };
  });
  if (limit === null) {
    return { allowed: null, areas, largestGroup: null, question: 'What is the stacking limit of an area in your rulebook (rule 10.3)?', steps };
  }
  const largestGroup = Math.max(0, Math.min(limit, ...path.map((p) => limit - p.friendlyUnits)));
  const allowed = areas.every((a) => a.fits === true);
  if (!allowed) {
    steps.push(
      step(
        largestGroup > 0
          ? `The ${groupSize} cannot go through together; they may move singly, or ${largestGroup} or fewer together.`
          : 'No unit can take this path: an area on it is already full.',
        STACKING_THROUGH_RULE,
      ),
    );
  }
  return { allowed, areas, largestGroup, question: null, steps };
}
