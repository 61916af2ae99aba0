import { gunReach77, gunReachAnswer, type GunReach, type GunReachTarget } from '../engine/calculators.js';
import { answerToJson, type Answer, type Board } from '../engine/index.js';
import { checkUnit, hexesAway, lineJson, questionLines, stepsJson, type ArtilleryForm } from './artillery-form.js';
import { UsageError } from './cli-io.js';
import { formatSteps } from './format-steps.js';
import { runsByRow } from './hex-runs.js';
import { blockedReachWords, optionalArtilleryRules } from './optional-artillery.js';

const REACHED_WORDS = { true: 'reached', false: 'not reached', null: 'undecided' } as const;

function targetLine(t: GunReachTarget): string {
  const line = t.line.verdict === 'blocked' ? `line blocked by ${t.line.blockedBy ?? '?'}` : `line ${t.line.verdict === 'not-needed' ? 'not needed' : t.line.verdict}`;
  return `${t.unit} (${t.hex}, ${hexesAway(t.distance)}): ${REACHED_WORDS[String(t.reached) as 'true' | 'false' | 'null']} — ${line}`;
}

/** The answer for a person: the summary, the hexes row by row, one line per target, the blocked reach, what is asked, and how. */
function reachText(board: Board, r: GunReach, a: Answer<GunReach>): string {
  const lines = [`Range of influence of ${r.gun?.id ?? 'the gun'}: ${a.summary ?? 'no answer'}`];
  lines.push(...runsByRow(board.game, r.hexes).map((l) => `  ${l}`));
  if (r.targets.length > 0) lines.push('Enemy combat units within 5 hexes:', ...r.targets.map((t) => `  ${targetLine(t)}`));
  if (r.blocked.length > 0) lines.push(`Longer reach blocked (${r.blocked.length}):`, `  ${r.blocked.map(blockedReachWords).join('; ')}`);
  lines.push(...questionLines(a), 'How:', formatSteps(a.steps));
  return lines.join('\n');
}

/** Gettysburg (1977): one gun's range of influence, 5 hexes by day under the optional rule where its line is clear. */
export const G77_ARTILLERY: ArtilleryForm = {
  tool: 'artillery-influence',
  reads: ['gun', 'optional-artillery'],
  run(board, values) {
    const gunId = values.gun;
    if (gunId === undefined) throw new UsageError('give the gun: --gun <id>.');
    checkUnit(board, '--gun', gunId);
    const r = gunReach77(board, gunId, optionalArtilleryRules(values['optional-artillery']));
    // A unit that is not artillery, or one off the map, has no reach to tell: bad input, one line, status 2.
    if (r.refusal) throw new UsageError(`--gun: ${r.refusal.text}`);
    const answer = gunReachAnswer(r);
    const { value: _value, ...shape } = answerToJson(answer);
    return {
      json: {
        ...shape,
        gun: r.gun?.id ?? gunId,
        light: r.light,
        range: r.range,
        artilleryRange: r.artilleryRange,
        targets: r.targets.map((t) => ({ unit: t.unit, name: t.name, hex: t.hex, distance: t.distance, eligible: t.reached, line: lineJson(t.line), steps: stepsJson(t.steps) })),
        hexes: r.hexes,
        blocked: r.blocked,
      },
      text: () => reachText(board, r, answer),
    };
  },
};
