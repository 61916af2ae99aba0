import { stepToJson } from '../engine/index.js';
import { chVictoryChanges, chVictoryLevel, chVictorySteps, chVpRatio, describeLevelChange } from '../engine/index.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { withHow } from './format-steps.js';

const VICTORY_USAGE = `adjutant victory --game cemetery-hill --union-vp <n> --confederate-vp <n> [--json]
  The victory level from the ratio of Union to Confederate VP (Cemetery Hill 14.5).
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
    // Kept until the engine says which games read their level from the VP ratio alone (no such hook yet).
    if (game !== 'cemetery-hill') {
      throw new UsageError(`${game}: its victory is not a level read from a ratio of the two sides' VP, so this command does not apply; only cemetery-hill has ratio bands.`);
    }
    const level = chVictoryLevel(union, confederate);
    const ratio = chVpRatio(union, confederate);
    const changes = chVictoryChanges(union, confederate);
    const toChange = [changes.up, changes.down].flatMap((c) => (c ? [describeLevelChange(c)] : []));
    const steps = chVictorySteps(union, confederate);
    return {
      json: { ratio, level, toChange, explanation: steps.map(stepToJson) },
      text: () => withHow([`Cemetery Hill: Union ${union} VP, Confederate ${confederate} VP (ratio ${ratio})`, `Level: ${level}`, ...toChange.map((t) => `  ${t}`)], steps),
    };
  },
});
