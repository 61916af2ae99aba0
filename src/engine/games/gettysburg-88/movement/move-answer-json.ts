import { stepToJson, type StepJson } from '../../../core/explanation.js';
import { formatRuleRef, type RuleRef } from '../../../core/rule-ref.js';
import type { MoveAnswer, MoveNeed } from './movement-answer.js';

export interface MoveStepJson {
  from: string | null;
  hex: string;
  cost: number | null;
  road: boolean | null;
  enemyZoc: boolean | null;
  /** The parts in one line, for a person. */
  reason: string;
  /** Every rule the parts apply, in one line. */
  rule: string | null;
  parts: { text: string; cost: number | null; rule: string | null; ref: RuleRef | null }[];
}

export interface MoveAnswerJson {
  unit: MoveAnswer['unit'];
  path: string[];
  cost: number | null;
  legal: boolean | null;
  steps: MoveStepJson[];
  problems: { severity: string; hex: string | null; text: string; rule: string | null; ref: RuleRef | null }[];
  needs: MoveNeed[];
  movementFactors: MoveAnswer['movementFactors'];
  notes: StepJson[];
}

const ruleText = (ref: RuleRef | null): string | null => (ref ? formatRuleRef(ref) : null);

/** The answer as the command line prints it with --json (documented in docs/cli.md). */
export function moveAnswerToJson(a: MoveAnswer): MoveAnswerJson {
  return {
    unit: a.unit,
    path: [...a.path],
    cost: a.cost,
    legal: a.legal,
    steps: a.steps.map((st) => {
      const rules = [...new Set(st.parts.map((p) => ruleText(p.rule)).filter((r): r is string => r !== null))];
      return {
        from: st.from,
        hex: st.hex,
        cost: st.cost,
        road: st.road,
        enemyZoc: st.enemyZoc,
        reason: st.parts.map((p) => (p.cost === null ? p.text : `${p.text} (${p.cost})`)).join('; '),
        rule: rules.length > 0 ? rules.join('; ') : null,
        parts: st.parts.map((p) => ({ text: p.text, cost: p.cost, rule: ruleText(p.rule), ref: p.rule })),
      };
    }),
    problems: a.problems.map((p) => ({ severity: p.severity, hex: p.hex, text: p.text, rule: ruleText(p.rule), ref: p.rule })),
    needs: a.needs.map((n) => ({ ...n })),
    movementFactors: { ...a.movementFactors },
    notes: a.notes.map(stepToJson),
  };
}
