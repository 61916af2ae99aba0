import type { Answer, Problem, Question } from '../../core/answer.js';
import type { Calculator } from '../../core/calculator.js';
import { makeAnswer } from '../../core/make-answer.js';
import { divisionReorganization, type ReorganizationAnswer, type ReorganizationRequest } from './division-reorganization.js';
import { strengthsAfter } from './reorganization-strengths.js';
import { REORG_MORALE_RULE } from './reorganization-unit.js';

export const REORGANIZATION_CALCULATOR_ID = 'reorganization';

/**
 * The answer's questions with ids. divisionReorganization asks one question per condition not known, in the
 * conditions' order, then (only when none failed) the morale check's: so the i-th question is the i-th unknown
 * condition's, and any after them is the morale check's.
 */
function questionsOf(a: ReorganizationAnswer): Question[] {
  const unknown = a.conditions.filter((c) => c.met === null);
  return a.questions.map((ask, i) => {
    const c = unknown[i];
    return c ? { id: `condition:${c.id}`, ask, rule: c.rule } : { id: 'morale-check', ask, rule: REORG_MORALE_RULE };
  });
}

/**
 * Why no transfer, as problems: each unmet condition with its own rule; a failed morale check (10.52); or the
 * points asked, which strengthsAfter refuses either as unreadable (not a whole number) or as against 10.53–10.54.
 */
function problemsOf(req: ReorganizationRequest, a: ReorganizationAnswer): Problem[] {
  if (a.refusal === null) return [];
  const unmet = a.conditions.filter((c) => c.met === false);
  if (unmet.length > 0) return unmet.map((c) => ({ severity: 'refusal', text: `Not met: ${c.text}.`, rule: c.rule }));
  if (a.morale.result === 'failed') return [{ severity: 'refusal', text: a.refusal, rule: REORG_MORALE_RULE }];
  const after = strengthsAfter(req.sender, req.receiver, req.points ?? a.mostPoints);
  const rule = after.ok ? null : (after.steps[0]?.rule ?? null);
  return [{ severity: after.ok || after.steps.length > 0 ? 'illegal' : 'input', text: a.refusal, rule, at: 'points' }];
}

function summary(req: ReorganizationRequest, a: ReorganizationAnswer): string | null {
  // Only a transfer that is allowed: one waiting on a question or the morale roll may not happen at all.
  const t = a.transfer;
  if (a.allowed !== true || t === null) return null;
  return `${req.sender.name} sends ${t.points} to ${req.receiver.name}: ${t.sender.before} → ${t.sender.after} and ${t.receiver.before} → ${t.receiver.after}`;
}

/**
 * High Tide's division reorganization (10.5–10.54) in the one answer shape: the answer's steps as they are,
 * each unmet condition a refusal with its rule, each unknown one a question under the condition's id.
 */
export function reorganizationAnswer(req: ReorganizationRequest, a: ReorganizationAnswer): Answer<ReorganizationAnswer> {
  return makeAnswer({
    calculator: REORGANIZATION_CALCULATOR_ID,
    game: 'high-tide',
    value: a.allowed === true ? a : null,
    summary: summary(req, a),
    steps: a.steps,
    questions: questionsOf(a),
    problems: problemsOf(req, a),
  });
}

/** Points passed from one unit of a division to another on the 23-2400 turn. */
export const REORGANIZATION_CALCULATOR: Calculator<ReorganizationRequest, ReorganizationAnswer> = {
  id: REORGANIZATION_CALCULATOR_ID,
  title: 'Division reorganization',
  answer: (req) => reorganizationAnswer(req, divisionReorganization(req)),
};
