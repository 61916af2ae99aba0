import { sideInfluenceAnswer, sideRangesOfInfluence, type SideInfluence } from '../engine/calculators.js';
import { answerToJson, gameFeatures, gamesWithTool, SIDES, type Answer, type Side } from '../engine/index.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { formatSteps } from './format-steps.js';
import { runsByRow } from './hex-runs.js';
import { blockedReachWords, OPTIONAL_ARTILLERY_USAGE, optionalArtilleryRules } from './optional-artillery.js';
import { PACK_FLAG, PACK_USAGE, readBoardFile } from './read-board-file.js';

/** The games whose features list the ranges of influence, asked of the engine rather than named here. */
const INFLUENCE_GAMES = gamesWithTool('range-of-influence');

const INFLUENCE_USAGE = `adjutant influence --board <board.json> --side union|confederate [--optional-artillery] [--json]
  ${INFLUENCE_GAMES.map((id) => gameFeatures(id).shortTitle).join(', ')}: every hex inside the enemy's ranges of influence, with the units that reach it.
  --board               a board file (adjutant-board/1) of ${INFLUENCE_GAMES.join(', ')}
${PACK_USAGE}
  --side                the side whose movement is restricted, union or confederate: the OTHER side's ranges are found
                        (where this side may not enter by strategic movement, nor build breastworks)
${OPTIONAL_ARTILLERY_USAGE}
  --json                one JSON object instead of text`;

function sideOption(value: string): Side {
  const side = SIDES.find((s) => s === value.trim().toLowerCase());
  if (!side) throw new UsageError(`--side: expected ${SIDES.join(' or ')} (the side whose movement is restricted), found "${value}".`);
  return side;
}

/** The answer for a person: how many hexes, the hexes row by row, the blocked guns' reach, what is undecided and why. */
function influenceText(game: string, a: Answer<SideInfluence>, r: SideInfluence): string {
  const lines = [`Enemy ranges of influence restricting ${r.side} movement: ${a.summary ?? 'no answer'}`];
  lines.push(...runsByRow(game, Object.keys(r.hexes)).map((l) => `  ${l}`));
  if (r.blocked.length > 0) {
    lines.push(`Longer artillery reach blocked (${r.blocked.length}):`);
    const byUnit = new Map<string, string[]>();
    for (const b of r.blocked) byUnit.set(b.unit, [...(byUnit.get(b.unit) ?? []), blockedReachWords(b)]);
    for (const [unit, hexes] of byUnit) lines.push(`  ${unit}: ${hexes.join('; ')}`);
  }
  const undecided = [...new Set(r.undecided.map((u) => u.hex))];
  if (undecided.length > 0) lines.push(`Undecided (${undecided.length}):`, ...runsByRow(game, undecided).map((l) => `  ${l}`));
  if (a.questions.length > 0) lines.push('To answer (Adjutant does not guess these):', ...a.questions.map((q) => `  - ${q.ask}`));
  lines.push('How:', formatSteps(a.steps));
  return lines.join('\n');
}

export const influenceCommand = defineCommand({
  name: 'influence',
  usage: INFLUENCE_USAGE,
  flags: {
    board: { kind: 'string', missing: 'give the board: --board <board.json>.' },
    pack: PACK_FLAG,
    side: { kind: 'string', missing: 'give the side whose movement is restricted: --side union or --side confederate.' },
    'optional-artillery': { kind: 'boolean' },
  },
  async run({ values }, io) {
    const side = sideOption(values.side);
    const board = await readBoardFile(io, values.board, '--board', values.pack);
    if (!INFLUENCE_GAMES.includes(board.game)) {
      throw new UsageError(`"${values.board}" is a board of ${board.game}: ranges of influence are modelled only for ${INFLUENCE_GAMES.join(', ')} so far.`);
    }
    const ruleSet = optionalArtilleryRules(values['optional-artillery']);
    // The hexes are printed from the result itself, as retreat does: an answer waiting on a question keeps no value.
    const result = sideRangesOfInfluence(board, side, ruleSet);
    const answer = sideInfluenceAnswer(result);
    const { value: _value, ...shape } = answerToJson(answer);
    return {
      json: { ...shape, side: result.side, light: result.light, range: result.range, artilleryRange: result.artilleryRange, hexes: result.hexes, undecided: result.undecided, blocked: result.blocked },
      text: () => influenceText(board.game, answer, result),
    };
  },
});
