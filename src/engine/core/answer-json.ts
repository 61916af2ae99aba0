import { answered, type Answer, type Problem } from './answer.js';
import { stepToJson, type StepJson } from './explanation.js';
import { formatRuleRef, type RuleRef } from './rule-ref.js';

/** A rule as the JSON of a step gives it: one line for a person, and the reference for a program. */
interface CitedJson {
  rule: string | null;
  ref: RuleRef | null;
}

/** The one JSON form of any answer, as the command line prints it with --json. */
export interface AnswerJson {
  calculator: string;
  game: string;
  /** Whether the answer stands (a value, no open question, nothing refused): answered() in answer.ts. */
  answered: boolean;
  value: unknown;
  summary: string | null;
  steps: StepJson[];
  questions: ({ id: string; ask: string } & CitedJson)[];
  problems: ({ severity: Problem['severity']; text: string; at: string | null } & CitedJson)[];
}

const cited = (ref: RuleRef | null): CitedJson => ({ rule: ref ? formatRuleRef(ref) : null, ref });

/**
 * Any answer as JSON. `value` turns the calculator's own value into JSON where it holds what JSON cannot say
 * as it is (exact fractions, say: combatAnswerToJson); by default it is printed as it stands.
 */
export function answerToJson<V>(a: Answer<V>, value: (v: V) => unknown = (v) => v): AnswerJson {
  return {
    calculator: a.calculator,
    game: a.game,
    answered: answered(a),
    value: a.value === null ? null : value(a.value),
    summary: a.summary,
    steps: a.steps.map(stepToJson),
    questions: a.questions.map((q) => ({ id: q.id, ask: q.ask, ...cited(q.rule) })),
    problems: a.problems.map((p) => ({ severity: p.severity, text: p.text, at: p.at ?? null, ...cited(p.rule) })),
  };
}
