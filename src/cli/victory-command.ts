import { parseArgs } from 'node:util';
import { stepToJson } from '../engine/core/explanation.js';
import { GAME_IDS, isGameId } from '../engine/core/game-id.js';
import { chVictoryChanges, chVictoryLevel, chVictorySteps, chVpRatio, describeLevelChange } from '../engine/games/cemetery-hill/victory-level.js';
import { argsError } from './args-error.js';
import { EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { formatSteps } from './format-steps.js';
import { joinNegativeValues } from './negative-values.js';
import { parseWhole } from './parse-strength.js';

export const VICTORY_USAGE = `adjutant victory --game cemetery-hill --union-vp <n> --confederate-vp <n> [--json]
  The victory level from the ratio of Union to Confederate VP (Cemetery Hill 14.5).
  --json   {"ratio", "level", "toChange", "explanation"}`;

const MAX_VP = 1_000_000;

const VICTORY_OPTIONS = { game: { type: 'string' }, 'union-vp': { type: 'string' }, 'confederate-vp': { type: 'string' }, json: { type: 'boolean', default: false } } as const;

export async function victoryCommand(args: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: joinNegativeValues(args, ['--union-vp', '--confederate-vp']),
      options: VICTORY_OPTIONS,
      allowNegative: true,
      strict: true,
    }));
  } catch (e) {
    throw argsError(e, VICTORY_OPTIONS, 'adjutant victory');
  }
  const game = values.game;
  if (game === undefined) throw new UsageError(`--game is missing: give one of ${GAME_IDS.join(', ')}.`);
  if (!isGameId(game)) throw new UsageError(`--game: unknown game "${game}"; expected one of ${GAME_IDS.join(', ')}.`);
  if (game !== 'cemetery-hill') {
    throw new UsageError(`${game}: its victory is not a level read from a ratio of the two sides' VP, so this command does not apply; only cemetery-hill has ratio bands.`);
  }
  const union = parseWhole('--union-vp', values['union-vp'], 0, MAX_VP);
  const confederate = parseWhole('--confederate-vp', values['confederate-vp'], 0, MAX_VP);
  const level = chVictoryLevel(union, confederate);
  const ratio = chVpRatio(union, confederate);
  const changes = chVictoryChanges(union, confederate);
  const toChange = [changes.up, changes.down].flatMap((c) => (c ? [describeLevelChange(c)] : []));
  const steps = chVictorySteps(union, confederate);
  if (values.json) {
    io.out(JSON.stringify({ ratio, level, toChange, explanation: steps.map(stepToJson) }, null, 2));
    return EXIT_OK;
  }
  io.out([`Cemetery Hill: Union ${union} VP, Confederate ${confederate} VP (ratio ${ratio})`, `Level: ${level}`, ...toChange.map((t) => `  ${t}`), '', 'How:', formatSteps(steps)].join('\n'));
  return EXIT_OK;
}
