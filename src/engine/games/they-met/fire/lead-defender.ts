import type { Problem } from '../../../core/answer.js';
import { step, type Step } from '../../../core/explanation.js';
import type { FireSetup } from './fire-request.js';
import { LEAD_ARTILLERY_NO_SUPPORT } from './fire-rules.js';

export interface LeadDefender {
  readonly unit: string;
  /** false: it may lend no support (artillery, Q&A 16); null: the errata say nothing of it. */
  readonly supports: false | null;
}

export interface LeadDefenderFinding {
  readonly lead: LeadDefender | null;
  readonly steps: readonly Step[];
  readonly problems: readonly Problem[];
}

/**
 * Q&A 16 carries rule 10.13 over to fire: artillery leading the defence against a bombardment or a volley
 * lends no support. Only artillery is named; for horse artillery or any other lead unit the errata say nothing,
 * which a note says. It changes the defence, never whether the group may fire.
 */
export function leadDefenderSupport(s: FireSetup): LeadDefenderFinding {
  const u = s.leadDefender;
  if (u === null) return { lead: null, steps: [], problems: [] };
  if (u.type === 'artillery') {
    return { lead: { unit: u.id, supports: false }, steps: [step(`${u.name} leads the defence and is artillery: it lends no support against this ${s.fire}.`, LEAD_ARTILLERY_NO_SUPPORT)], problems: [] };
  }
  const what = u.type === 'horse-artillery' ? 'horse artillery, and the errata name only artillery' : `${u.type}, not artillery`;
  return {
    lead: { unit: u.id, supports: null },
    steps: [],
    problems: [{ severity: 'note', text: `${u.name} leads the defence; it is ${what}: whether it lends support is your rulebook's (rule 10.13).`, rule: LEAD_ARTILLERY_NO_SUPPORT, at: 'leadDefender' }],
  };
}
