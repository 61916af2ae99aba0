import { planOutcome, PLANS_KEPT, sideInWords, type PlanResult } from '../engine/calculators.js';
import { answerToJson, formatFraction, gameFeatures, gamesWithTool, SIDES, toNumber, type Answer, type Side } from '../engine/index.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { formatSteps } from './format-steps.js';
import { PACK_FLAG, PACK_USAGE, readBoardFile } from './read-board-file.js';

/** The games whose features list the battle planner, asked of the engine rather than named here. */
const PLAN_GAMES = gamesWithTool('battle-plan');

const PLAN_USAGE = `adjutant plan --board <board.json> --side union|confederate [--goal steps|hex:<label>|safety] [--rules <ids>] [--json]
  ${PLAN_GAMES.map((id) => gameFeatures(id).shortTitle).join(', ')}: the best ways to divide the phasing side's units next to the enemy into battles, at the start
  of its combat phase, each battle valued exactly after the defender's best choice of defending units (${PLANS_KEPT} plans at most).
  --board   a board file (adjutant-board/1) of ${PLAN_GAMES.join(', ')}
${PACK_USAGE}
  --side    the phasing side, union or confederate
  --goal    steps (most enemy steps expected, the default), hex:<label> (best chance the hex is emptied)
            or safety (fewest own steps at risk)
  --rules   optional rules the players agreed on, comma-separated (e.g. headquarters-modification)
  --json    one JSON object instead of text`;

function sideOption(value: string): Side {
  const side = SIDES.find((s) => s === value.trim().toLowerCase());
  if (!side) throw new UsageError(`--side: expected ${SIDES.join(' or ')} (the phasing side), found "${value}".`);
  return side;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** What the goal counts, plan by plan: enemy steps, own steps, or the chance the hex is emptied. */
function goalFigure(r: PlanResult, p: PlanResult['plans'][number]): number {
  if (r.goal.kind === 'steps') return round(p.worth.enemySteps);
  if (r.goal.kind === 'safety') return round(p.worth.ownSteps);
  return round(p.worth.vacated);
}

function plansJson(r: PlanResult): unknown[] {
  return r.plans.map((p) => ({
    battles: p.battles.map((b) => ({
      attackers: b.attackers,
      defenders: b.defenders,
      field: b.field,
      groups: b.groups,
      lender: b.lender,
      odds: b.odds,
      drm: b.drm,
      expectedLosses: { attacker: round(b.expectedLosses.attacker), defender: round(b.expectedLosses.defender) },
      outcomes: b.outcomes.map((o) => ({ result: o.result, probability: toNumber(o.probability), fraction: formatFraction(o.probability) })),
    })),
    score: goalFigure(r, p),
    expected: { enemySteps: round(p.worth.enemySteps), ownSteps: round(p.worth.ownSteps), vacated: round(p.worth.vacated) },
    difference: p.difference,
  }));
}

function planText(a: Answer<PlanResult>, r: PlanResult): string {
  const lines = [`Battle plan for ${r.side}: ${a.summary ?? 'no answer'}`];
  r.plans.forEach((p, k) => {
    lines.push(`${k + 1}. score ${goalFigure(r, p)}${p.difference ? ` — ${p.difference}` : ' (best)'}`);
    for (const b of p.battles) {
      const odds = b.odds === null ? 'below 1-3 (retreat before combat)' : `${b.odds} ${b.drm > 0 ? '+' : ''}${b.drm}`;
      const outcomes = b.outcomes.map((o) => `${o.result} ${formatFraction(o.probability)}`).join(', ');
      const lent = b.lender ? ` (${b.lender.unit} lends ${b.lender.points})` : '';
      lines.push(`   ${sideInWords(b.attackers, b.groups)} → ${sideInWords(b.defenders, b.groups)}${lent}${b.field ? ` (field ${b.field.join(', ')})` : ''}: ${odds}${outcomes ? `; ${outcomes}` : ''}`);
    }
  });
  if (r.questions.length > 0) lines.push('To answer (Adjutant does not guess these; the plans above leave those lines off):', ...r.questions.map((q) => `  - ${q.ask}`));
  lines.push('How:', formatSteps(a.steps));
  return lines.join('\n');
}

const BOARD_FLAG = { kind: 'string', missing: 'give the board: --board <board.json>.' } as const;
const SIDE_FLAG = { kind: 'string', missing: 'give the phasing side: --side union or --side confederate.' } as const;
const WORDS_FLAG = { kind: 'string' } as const;

export const planCommand = defineCommand({
  name: 'plan',
  usage: PLAN_USAGE,
  flags: { board: BOARD_FLAG, pack: PACK_FLAG, side: SIDE_FLAG, goal: WORDS_FLAG, rules: WORDS_FLAG },
  async run({ values }, io) {
    // The goal and the rules are read before the file, so a mistyped side or goal costs no reading.
    const goal = values.goal ?? 'steps';
    const ruleSet = Object.fromEntries((values.rules ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '').map((id) => [id, true]));
    const side = sideOption(values.side);
    const board = await readBoardFile(io, values.board, '--board', values.pack);
    if (!PLAN_GAMES.includes(board.game)) throw new UsageError(`"${values.board}" is a board of ${board.game}: battle plans are modelled only for ${PLAN_GAMES.join(', ')} so far.`);
    // The plans are printed from the result itself, as influence does: an answer waiting on a question keeps no value.
    const { answer, result } = planOutcome({ board, side, goal, ruleSet });
    const input = answer.problems.filter((p) => p.severity === 'input');
    if (input.length > 0) throw new UsageError(`--${input[0]?.at ?? 'goal'}: ${input.map((p) => p.text).join(' ')}`);
    const { value: _value, ...shape } = answerToJson(answer);
    return {
      json: { ...shape, goal, side, requiredHexes: result?.requiredHexes ?? [], plans: result ? plansJson(result) : [] },
      text: () => (result ? planText(answer, result) : `Battle plan for ${side}: ${answer.problems.map((p) => p.text).join(' ')}`),
    };
  },
});
