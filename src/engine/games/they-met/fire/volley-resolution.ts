import { step } from '../../../core/explanation.js';
import { signed } from '../../../core/words.js';
import { isZone, printedTem, VOLLEY_EFFECTIVE_TEM, VOLLEY_PRINTED_TEM } from '../tem.js';
import { allowed, asked, forbidden, type Finding } from './fire-finding.js';
import type { FireSetup } from './fire-request.js';
import { VOLLEY_RESOLVED_HIGHER, ZONE_TEM_FOR_ASSAULT, ZONES_ARE_OFF_MAP } from './fire-rules.js';

export interface VolleyResolution {
  readonly finding: Finding;
  /** The TEM the volley is resolved at, where the errata give it; null otherwise (and for a bombardment). */
  readonly tem: number | null;
}

/** A target the errata give no volley TEM for: the player says whether a volley may go there at all. */
function otherTarget(s: FireSetup, why: ReturnType<typeof step>[], there: string): Finding {
  switch (s.stated.volleyTarget) {
    case true:
      return allowed(...why, step(`As you state, your rulebook lets a volley go into ${there}; the errata give no TEM for it, so take the one your rulebook gives.`));
    case false:
      return forbidden('target', ...why, step(`As you state, your rulebook lets no volley go into ${there}.`));
    default:
      return asked(
        {
          id: `volley-target:${s.target}`,
          ask: `The errata give a volley's TEM only for a target printing ${signed(VOLLEY_PRINTED_TEM)} (resolved at ${signed(VOLLEY_EFFECTIVE_TEM)}). May a volley go into ${there} under your rulebook, and at what TEM? Answer with "volleyTarget".`,
          rule: VOLLEY_RESOLVED_HIGHER,
        },
        ...why,
      );
  }
}

/**
 * Clarification 4 (the p. 11 example): a volley into an area printing +1 is resolved at +2. For any other
 * printed TEM the errata are silent, so the answer asks rather than refuses; a Zone prints nothing, being off
 * the map (clarification 1), and the errata give its TEM only for an assault (Q&A 1). A bombardment's TEM is
 * not this calculator's question.
 */
export function volleyResolution(s: FireSetup, there: string): VolleyResolution {
  if (s.fire !== 'volley') return { finding: allowed(), tem: null };
  if (isZone(s.target)) {
    const why = [
      step(`${s.target} is an off-map Zone, as every Zone in the rules is: it prints no TEM on the map.`, ZONES_ARE_OFF_MAP),
      step('The errata give a Zone a TEM (0) for an assault in it, and say nothing of a volley into one.', ZONE_TEM_FOR_ASSAULT),
    ];
    return { finding: otherTarget(s, why, there), tem: null };
  }
  const printed = printedTem(s.target, s.tems);
  if (printed.tem === null) {
    const question = {
      id: `volley-tem:${s.target}`,
      ask: `What TEM does ${there} print? Enter your map's area TEMs in Options (They Met area TEMs): a volley into an area printing ${signed(VOLLEY_PRINTED_TEM)} is resolved at ${signed(VOLLEY_EFFECTIVE_TEM)}.`,
      rule: VOLLEY_RESOLVED_HIGHER,
    };
    return { finding: asked(question), tem: null };
  }
  const read = step(`The target, ${there}, prints a TEM of ${signed(printed.tem)}.`, printed.rule);
  if (printed.tem !== VOLLEY_PRINTED_TEM) return { finding: otherTarget(s, [read], there), tem: null };
  const resolved = step(`A volley into an area printing ${signed(VOLLEY_PRINTED_TEM)} is resolved at ${signed(VOLLEY_EFFECTIVE_TEM)}.`, VOLLEY_RESOLVED_HIGHER);
  return { finding: allowed(read, resolved), tem: VOLLEY_EFFECTIVE_TEM };
}
