import { cavalryExitAward, describeCavalryExit, type CavalryExit, type CavalryAward } from '../engine/calculators.js';
import { SIDES, type Side } from '../engine/index.js';
import { plural } from '../ui-text.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';

const CAVALRY_VP_USAGE = `adjutant cavalry-vp --exits "<turn>:<side>:<count>,…" [--json]
  Cemetery Hill's cavalry-exit award (14.53), turn by turn.
  --exits  cavalry units that left the map: game turn, side (union or confederate) and how many units,
           in that side's player-turn; e.g. "12:confederate:3,13:union:2" ("" for none)
  --json   {"turns": [{"turn", "unionExited", "confederateExited", "awarded"}], "total"}`;

const MAX_EXITS = 200;
const ITEM = /^\s*([+-]?\d+)\s*:\s*([a-z]+)\s*:\s*([+-]?\d+)\s*$/i;

function parseExits(raw: string): CavalryExit[] {
  const items = raw.split(',').filter((s) => s.trim() !== '');
  if (items.length > MAX_EXITS) throw new UsageError(`--exits: at most ${MAX_EXITS} entries.`);
  return items.map((item, i) => {
    const m = ITEM.exec(item);
    if (!m) throw new UsageError(`--exits: entry ${i + 1} "${item.trim().slice(0, 40)}" is not <turn>:<side>:<count>, like 12:confederate:3.`);
    const side = (m[2] ?? '').toLowerCase();
    if (!SIDES.includes(side as Side)) throw new UsageError(`--exits: entry ${i + 1} "${item.trim()}": the side must be union or confederate.`);
    const turn = Number(m[1]);
    const count = Number(m[3]);
    if (!Number.isSafeInteger(turn) || !Number.isSafeInteger(count)) throw new UsageError(`--exits: entry ${i + 1} "${item.trim()}": the numbers are too large.`);
    return { turn, side: side as Side, count };
  });
}

function awardText({ turns, total, neverCounted }: CavalryAward): string {
  const lines = ['Cemetery Hill: cavalry-exit award (exclusive rules 14.53), counted at the end of each Union player-turn', 'Turn  Union off  Confederate off  Confederate VP'];
  for (const t of turns) {
    const awarded = t.turn === 1 ? '— (no Union player-turn)' : String(t.awarded);
    lines.push(`${String(t.turn).padStart(4)}  ${String(t.unionExited).padStart(9)}  ${String(t.confederateExited).padStart(15)}  ${awarded}`);
  }
  lines.push(`Total: ${total} VP to the Confederates.`);
  if (neverCounted > 0) lines.push(`${plural(neverCounted, 'Confederate unit')} left on turn 15, after the last Union player-turn: never counted.`);
  return lines.join('\n');
}

export const cavalryVpCommand = defineCommand({
  name: 'cavalry-vp',
  usage: CAVALRY_VP_USAGE,
  flags: {
    exits: { kind: 'string', missing: '--exits is missing: give <turn>:<side>:<count> entries separated by commas ("" for none).' },
  },
  run({ values }) {
    const award = cavalryExitAward(parseExits(values.exits));
    if (!award.ok) {
      const first = award.errors[0];
      if (first) throw new UsageError(`--exits: entry ${first.index + 1} (${describeCavalryExit(first.exit)}) cannot happen: ${first.problem}.`);
      throw new UsageError('--exits: an entry cannot happen.');
    }
    const { turns, total } = award.value;
    return {
      json: { turns: turns.map(({ turn, unionExited, confederateExited, awarded }) => ({ turn, unionExited, confederateExited, awarded })), total },
      text: () => awardText(award.value),
    };
  },
});
