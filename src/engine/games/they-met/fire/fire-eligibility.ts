import type { Answer, Problem } from '../../../core/answer.js';
import { step } from '../../../core/explanation.js';
import { isZone } from '../tem.js';
import { overall, type Finding } from './fire-finding.js';
import { reachRule } from './fire-reach.js';
import type { FireSetup, TmFireInput } from './fire-request.js';
import { sightRule } from './fire-sight.js';
import { activatedAreaRule, friendlyTargetRule, placeName } from './fire-target.js';
import { leadDefenderSupport, type LeadDefender } from './lead-defender.js';
import { volleyResolution } from './volley-resolution.js';

/**
 * The verdict with an answer's steps, questions and problems. The questions are empty when a rule already forbids
 * the fire: nothing the player could answer would change that.
 */
export interface TmFireResult extends Pick<TmFireInput, 'fire' | 'target'>, Pick<Answer<never>, 'steps' | 'questions' | 'problems'> {
  /** true: the group may fire there; false: a rule forbids it; null: undecided until the questions are answered. */
  readonly eligible: boolean | null;
  /** The areas the group fires from. */
  readonly from: readonly string[];
  /** The TEM a volley is resolved at where the errata give it (+2 into an area printing +1); else null. */
  readonly volleyTem: number | null;
  readonly leadDefender: LeadDefender | null;
}

const ELIGIBLE = { ok: true, no: false, ask: null } as const;

/**
 * Whether a They Met group may bombard or volley into an area, by the errata: never into the activated area
 * (Q&A 10) nor into one holding friendly units (Q&A 9); into an adjacent area even with enemies in the
 * activated one (Q&A 11); with sight into the target not blocked by its own terrain (addition 7); a volley into
 * an area printing +1 resolved at +2 (clarification 4). The lead defender's support (Q&A 16) is reported beside.
 */
export function tmFireEligibility(s: FireSetup): TmFireResult {
  const place = (label: string): string => placeName(label, isZone);
  const there = place(s.target);
  const findings: Finding[] = [
    activatedAreaRule(s, there),
    friendlyTargetRule(s, there),
    ...s.group.from.filter((from) => from !== s.target).map((from) => reachRule(s, from, place)),
    sightRule(s, there),
  ];
  // The volley's TEM matters only to a fire that may still happen.
  const volley = overall(findings) === 'no' ? null : volleyResolution(s, there);
  if (volley) findings.push(volley.finding);
  const verdict = overall(findings);
  const lead = leadDefenderSupport(s);
  const empty: Problem[] = s.standing.target.some((u) => u.side !== s.group.side) ? [] : [{ severity: 'note', text: `The board shows no enemy units in ${there}: the ${s.fire} would have nothing to hit.`, rule: null, at: 'target' }];
  return {
    eligible: ELIGIBLE[verdict],
    fire: s.fire,
    target: s.target,
    from: s.group.from,
    volleyTem: verdict === 'ok' ? (volley?.tem ?? null) : null,
    leadDefender: lead.lead,
    steps: [...findings.flatMap((f) => f.steps), ...lead.steps, ...(verdict === 'no' ? [step(`No ${s.fire} into ${there}.`)] : [])],
    questions: verdict === 'no' ? [] : findings.flatMap((f) => f.questions),
    problems: [...findings.flatMap((f) => f.problems), ...lead.problems, ...empty],
  };
}
