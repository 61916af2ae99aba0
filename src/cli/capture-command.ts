import { parseArgs } from 'node:util';
import { stepToJson, step, type Step } from '../engine/core/explanation.js';
import { formatFraction, formatPercent, toNumber } from '../engine/core/probability.js';
import { CAPTURE_ROLL_RULE, captureOutcomeChances, resolveCapture, type CaptureResult } from '../engine/games/high-tide/captured-artillery.js';
import { argsError } from './args-error.js';
import { EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { formatSteps } from './format-steps.js';
import { joinNegativeValues } from './negative-values.js';
import { parseWhole } from './parse-strength.js';

export const CAPTURE_USAGE = `adjutant capture --guns <n> [--roll <1-10>] [--json]
  High Tide's optional captured artillery (8.331–8.335): the chance of each result of the capture roll.
  --guns     strength points the artillery had when it failed its melee morale check (1 to 100)
  --roll     the defender's d10 roll, 1 to 10 (0 counts as 10): what happens to the guns on that roll
  --json     one JSON object instead of text`;

const OUTCOME_TEXT = { disabled: 'guns disabled, unit eliminated', 'half-disabled': 'half the guns disabled, the rest captured', intact: 'guns captured whole' } as const;

const CAPTURE_OPTIONS = { guns: { type: 'string' }, roll: { type: 'string' }, json: { type: 'boolean', default: false } } as const;

export async function captureCommand(args: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: joinNegativeValues(args, ['--guns', '--roll']),
      options: CAPTURE_OPTIONS,
      allowNegative: true,
      strict: true,
    }));
  } catch (e) {
    throw argsError(e, CAPTURE_OPTIONS, 'adjutant capture');
  }
  const guns = parseWhole('--guns', values.guns, 1, 100);
  const roll = values.roll === undefined ? null : parseWhole('--roll', values.roll, 0, 10);
  // The command asks only about the roll, so the unit is taken as one the rule applies to.
  const unit = { name: 'The artillery', kind: 'artillery', strength: guns, unlimbered: true, inMelee: true, failedMoraleCheck: true } as const;
  const chances = captureOutcomeChances();
  const steps: Step[] = [step('The defender rolls one d10 (0 counts as 10): 1–2, 3–4 and 5–10 are two, two and six faces of ten.', CAPTURE_ROLL_RULE)];
  let result: CaptureResult | null = null;
  if (roll !== null) {
    const answer = resolveCapture(unit, 'capture', roll);
    if (!answer.ok) throw new UsageError(`--roll: ${answer.error}`);
    result = answer.value;
    steps.push(...answer.value.steps);
  }
  const outcomes = chances.map((c) => {
    const afterGuns = c.outcome === 'disabled' ? 0 : c.outcome === 'half-disabled' ? guns - Math.floor(guns / 2) : guns;
    return { outcome: c.outcome, rolls: c.rolls, probability: c.probability, text: OUTCOME_TEXT[c.outcome], capturedStrength: c.outcome === 'disabled' ? null : afterGuns };
  });
  if (values.json) {
    io.out(
      JSON.stringify(
        {
          guns,
          outcomes: outcomes.map((o) => ({ ...o, probability: toNumber(o.probability), fraction: formatFraction(o.probability) })),
          roll: result ? { roll: result.roll, outcome: result.outcome, eliminated: result.eliminated, disabledGuns: result.disabledGuns, capturedStrength: result.capturedStrength, advance: result.advance } : null,
          explanation: steps.map(stepToJson),
        },
        null,
        2,
      ),
    );
    return EXIT_OK;
  }
  const lines = [`High Tide captured artillery: ${guns} ${guns === 1 ? 'gun' : 'guns'}`, 'Outcomes:'];
  for (const o of outcomes) {
    lines.push(`  ${o.rolls.padEnd(5)} ${formatPercent(o.probability).padStart(6)}  ${formatFraction(o.probability).padEnd(5)}  ${o.text}${o.capturedStrength === null ? '' : ` (${o.capturedStrength} left)`}`);
  }
  if (result) lines.push(`Roll ${result.roll}: ${result.outcome ? OUTCOME_TEXT[result.outcome] : ''}${result.capturedStrength === null ? '' : `, ${result.capturedStrength} left`}`);
  lines.push('', 'How:', formatSteps(steps));
  io.out(lines.join('\n'));
  return EXIT_OK;
}
