import { GAME_IDS, gameFeatures, stepToJson } from '../engine/index.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { withHow } from './format-steps.js';

/** The games whose victory level is read from the ratio of the two sides' VP alone, as their modules say. */
const RATIO_GAMES = GAME_IDS.flatMap((id) => {
  const { shortTitle, vpRatioVictory } = gameFeatures(id);
  return vpRatioVictory ? [{ id, rule: `${shortTitle} ${vpRatioVictory.rule}` }] : [];
});
const RATIO_IDS = RATIO_GAMES.map((g) => g.id);

const VICTORY_USAGE = `adjutant victory --game ${RATIO_IDS.join('|')} --union-vp <n> --confederate-vp <n> [--json]
  The victory level from the ratio of Union to Confederate VP (${RATIO_GAMES.map((g) => g.rule).join('; ')}).
  --json   {"ratio", "level", "toChange", "explanation"}`;

const MAX_VP = 1_000_000;

export const victoryCommand = defineCommand({
  name: 'victory',
  usage: VICTORY_USAGE,
  flags: {
    game: { kind: 'game', required: true },
    'union-vp': { kind: 'number', min: 0, max: MAX_VP },
    'confederate-vp': { kind: 'number', min: 0, max: MAX_VP },
  },
  run({ values: { game, 'union-vp': union, 'confederate-vp': confederate } }) {
    const { shortTitle, vpRatioVictory } = gameFeatures(game);
    if (!vpRatioVictory) {
      const only = `only ${RATIO_IDS.join(', ')} ${RATIO_IDS.length === 1 ? 'has' : 'have'} ratio bands`;
      throw new UsageError(`${game}: its victory is not a level read from a ratio of the two sides' VP, so this command does not apply; ${only}.`);
    }
    const { level, ratio, toChange, steps } = vpRatioVictory.level(union, confederate);
    return {
      json: { ratio, level, toChange, explanation: steps.map(stepToJson) },
      text: () => withHow([`${shortTitle}: Union ${union} VP, Confederate ${confederate} VP (ratio ${ratio})`, `Level: ${level}`, ...toChange.map((t) => `  ${t}`)], steps),
    };
  },
});
