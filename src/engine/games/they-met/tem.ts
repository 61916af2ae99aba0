import { step, type Step } from '../../core/explanation.js';
import { isZoneName } from '../../core/hex/area-label.js';
import type { RuleRef } from '../../core/rule-ref.js';
import type { AreaTems } from './area-tems-input.js';
import { tm, tmUser } from './rule.js';
import { THEY_MET_MAP_DATA } from './map-data.js';
import { signed } from '../../core/words.js';

/** Errata, answer 1: an assault in a Zone (all Zones are off-map Zones, clarification 1) has TEM 0. */
export const ZONE_TEM_RULE: RuleRef = tm('Questions and answers 1 (with clarification 1)', 'qa-1');
/** Errata, clarification 4 (the example on p. 11): a volley's target area prints +1, and the volley is resolved at +2. */
export const VOLLEY_TEM_RULE: RuleRef = tm('Clarification 4 (example p. 11)', 'clarification-4');
/** Errata, addition 7 to rule 16.2.2: blocking terrain in the target area does not block line of sight into it. */
export const LOS_INTO_RULE: RuleRef = tm('Addition 7 (rule 16.2.2)', 'addition-7');

/** The printed TEM of the volley's target in the p. 11 example, and the TEM that volley is resolved at (clarification 4); other targets are asked. */
export const VOLLEY_PRINTED_TEM = 1;
export const VOLLEY_EFFECTIVE_TEM = 2;


/** An off-map Zone rather than a numbered area: Zones are named, areas numbered. */
export function isZone(label: string): boolean {
  return isZoneName(label);
}

export interface PrintedTem {
  readonly tem: number | null;
  readonly rule: RuleRef | null;
}

/** The TEM printed in a numbered area: from the errata where they print one (area 64), else the user's map. */
export function printedTem(area: string, tems: AreaTems | null): PrintedTem {
  const errata = THEY_MET_MAP_DATA.data().areaTerrain.find((a) => a.area === area);
  if (errata) return { tem: errata.printedTem, rule: VOLLEY_TEM_RULE };
  const user = tems && Object.hasOwn(tems.areaTems, area) ? tems.areaTems[area] : undefined;
  return user === undefined ? { tem: null, rule: null } : { tem: user, rule: tmUser(`area ${area}`) };
}

export interface TemAnswer {
  /** The TEM to use, or null when Adjutant does not know it. */
  readonly tem: number | null;
  readonly steps: readonly Step[];
  /** What the player must supply when tem is null. */
  readonly question: string | null;
}

const askTem = (area: string): string =>
  `What TEM is printed in area ${area}? Enter your map's area TEMs in Options (They Met area TEMs).`;

/** The TEM of an assault in an area or Zone: 0 in a Zone (errata, answer 1); the area's printed TEM otherwise. */
export function assaultTem(area: string, tems: AreaTems | null): TemAnswer {
  if (isZone(area)) return { tem: 0, steps: [step(`${area} is an off-map Zone: an assault there has a TEM of 0.`, ZONE_TEM_RULE)], question: null };
  const printed = printedTem(area, tems);
  if (printed.tem === null) return { tem: null, steps: [], question: askTem(area) };
  return { tem: printed.tem, steps: [step(`Area ${area} prints a TEM of ${signed(printed.tem)}: the assault uses it.`, printed.rule)], question: null };
}

export interface VolleyTem extends TemAnswer {
  /** True for a target printing +1; null when the errata do not settle it (another TEM, a Zone) or the TEM is not known. */
  readonly legal: true | null;
  readonly printedTem: number | null;
}

/** What the errata leave open about a volley into a target that does not print +1: asked, never refused. */
const askVolleyTarget = (there: string): string =>
  `The errata give a volley's TEM only for a target printing ${signed(VOLLEY_PRINTED_TEM)} (resolved at ${signed(VOLLEY_EFFECTIVE_TEM)}). May a volley go into ${there} under your rulebook, and at what TEM? Type the TEM by hand if it may.`;

/**
 * A volley's target and its TEM, per clarification 4 of the errata: a target printing +1 is resolved at +2.
 * The errata say so while correcting the p. 11 example (area 64); whether a target printing anything else
 * may be volleyed at all, they leave unsaid, so that is asked rather than refused. A Zone prints no TEM (its
 * 0 is for an assault, answer 1): asked the same way.
 */
export function volleyTem(targetArea: string, tems: AreaTems | null): VolleyTem {
  if (isZone(targetArea)) {
    return {
      legal: null,
      printedTem: null,
      tem: null,
      steps: [step(`${targetArea} is an off-map Zone; the errata give a Zone's TEM (0) only for an assault in it.`, ZONE_TEM_RULE)],
      question: askVolleyTarget(targetArea),
    };
  }
  const printed = printedTem(targetArea, tems);
  if (printed.tem === null) return { legal: null, printedTem: null, tem: null, steps: [], question: askTem(targetArea) };
  const read = step(`Area ${targetArea} prints a TEM of ${signed(printed.tem)}.`, printed.rule);
  if (printed.tem !== VOLLEY_PRINTED_TEM) {
    return { legal: null, printedTem: printed.tem, tem: null, steps: [read], question: askVolleyTarget(`area ${targetArea} (it prints ${signed(printed.tem)})`) };
  }
  return {
    legal: true,
    printedTem: printed.tem,
    tem: VOLLEY_EFFECTIVE_TEM,
    steps: [read, step(`A volley into an area printing ${signed(VOLLEY_PRINTED_TEM)} is resolved at an effective TEM of ${signed(VOLLEY_EFFECTIVE_TEM)}.`, VOLLEY_TEM_RULE)],
    question: null,
  };
}

export interface LineOfSightInto {
  /** True when none of the blocking terrain named lies outside the target area. */
  readonly clear: boolean;
  /** Areas whose blocking terrain blocks the line. */
  readonly blockedBy: readonly string[];
  /** Blocking terrain that does not count: the target area's own. */
  readonly ignored: readonly string[];
  readonly steps: readonly Step[];
}

/**
 * Line of sight into a target area, given the areas with blocking terrain the line passes through (the
 * map, and rule 16.2.2's tracing, are the player's): the target area's own blocking terrain never blocks.
 */
export function lineOfSightInto(targetArea: string, blockingAreas: readonly string[]): LineOfSightInto {
  const unique = [...new Set(blockingAreas)];
  const ignored = unique.filter((a) => a === targetArea);
  const blockedBy = unique.filter((a) => a !== targetArea);
  const steps: Step[] = [];
  if (ignored.length > 0) steps.push(step(`The blocking terrain in area ${targetArea} itself does not block the line of sight into it.`, LOS_INTO_RULE));
  steps.push(
    blockedBy.length > 0
      ? step(`Blocking terrain in ${blockedBy.map((a) => `area ${a}`).join(', ')} blocks the line of sight into area ${targetArea}.`)
      : step(`No other blocking terrain is on the line: it is clear into area ${targetArea}.`),
  );
  return { clear: blockedBy.length === 0, blockedBy, ignored, steps };
}
