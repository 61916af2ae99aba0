import { stepToJson, step, type Step } from '../engine/index.js';
import { CAPTURE_ROLL_RULE, captureOutcomeChances, resolveCapture, type CaptureResult } from '../engine/calculators.js';
import { formatFraction, formatPercent, toNumber } from '../engine/index.js';
import { plural } from '../ui-text.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { withHow } from './format-steps.js';

const CAPTURE_USAGE = `adjutant capture --guns <n> [--roll <1-10>] [--json]
  High Tide's optional captured artillery (8.331–8.335): the chance of each result of the capture roll.
  --guns     strength points the artillery had when it failed its melee morale check (1 to 100)
  --roll     the defender's d10 roll, 1 to 10 (0 counts as 10): what happens to the guns on that roll
  --json     one JSON object instead of text`;

const OUTCOME_TEXT = { disabled: 'guns disabled, unit eliminated', 'half-disabled': 'half the guns disabled, the rest captured', intact: 'guns captured whole' } as const;

type Outcome = ReturnType<typeof outcomesOf>[number];

/** Each result of the roll with its chance, and the strength captured on it. */
function outcomesOf(guns: number) {
  return captureOutcomeChances().map((c) => {
    const afterGuns = c.outcome === 'disabled' ? 0 : c.outcome === 'half-disabled' ? guns - Math.floor(guns / 2) : guns;
    return { outcome: c.outcome, rolls: c.rolls, probability: c.probability, text: OUTCOME_TEXT[c.outcome], capturedStrength: c.outcome === 'disabled' ? null : afterGuns };
  });
}

function captureText(guns: number, outcomes: readonly Outcome[], result: CaptureResult | null, steps: readonly Step[]): string {
  const lines = [`High Tide captured artillery: ${plural(guns, 'gun')}`, 'Outcomes:'];
  for (const o of outcomes) {
    lines.push(`  ${o.rolls.padEnd(5)} ${formatPercent(o.probability).padStart(6)}  ${formatFraction(o.probability).padEnd(5)}  ${o.text}${o.capturedStrength === null ? '' : ` (${o.capturedStrength} left)`}`);
  }
  if (result) lines.push(`Roll ${result.roll}: ${result.outcome ? OUTCOME_TEXT[result.outcome] : ''}${result.capturedStrength === null ? '' : `, ${result.capturedStrength} left`}`);
  return withHow(lines, steps);
}

export const captureCommand = defineCommand({
  name: 'capture',
  usage: CAPTURE_USAGE,
  flags: {
    guns: { kind: 'number', min: 1, max: 100 },
    roll: { kind: 'number', min: 0, max: 10, otherwise: null },
  },
  run({ values: { guns, roll } }) {
    // The command asks only about the roll, so the unit is taken as one the rule applies to.
    const unit = { name: 'The artillery', kind: 'artillery', strength: guns, unlimbered: true, inMelee: true, failedMoraleCheck: true } as const;
    const steps: Step[] = [step('The defender rolls one d10 (0 counts as 10): 1–2, 3–4 and 5–10 are two, two and six faces of ten.', CAPTURE_ROLL_RULE)];
    let result: CaptureResult | null = null;
    if (roll !== null) {
      const answer = resolveCapture(unit, 'capture', roll);
      if (!answer.ok) throw new UsageError(`--roll: ${answer.error}`);
      result = answer.value;
      steps.push(...answer.value.steps);
    }
    const outcomes = outcomesOf(guns);
    return {
      json: {
        guns,
        outcomes: outcomes.map((o) => ({ ...o, probability: toNumber(o.probability), fraction: formatFraction(o.probability) })),
        roll: result ? { roll: result.roll, outcome: result.outcome, eliminated: result.eliminated, disabledGuns: result.disabledGuns, capturedStrength: result.capturedStrength, advance: result.advance } : null,
        explanation: steps.map(stepToJson),
      },
      text: () => captureText(guns, outcomes, result, steps),
    };
  },
});
