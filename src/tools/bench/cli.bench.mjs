// @ts-check
/**
 * The command line's start-up: a whole `adjutant` process, against a Node process that does nothing
 * (`node -e 0`), so only what the built CLI adds is compared. `--help` is start-up alone (loading and
 * evaluating the bundle); `odds` is the command players run most, start-up plus one answer.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brokenRow, formatMs, interleave, median } from './measure.mjs';

export const title = 'Command line start-up against node -e 0';

/** @type {readonly { name: string, args: readonly string[] }[]} */
const COMMANDS = [
  { name: 'adjutant --help', args: ['--help'] },
  { name: 'adjutant odds --game gettysburg-77 --attack 10 --defense 14', args: ['odds', '--game', 'gettysburg-77', '--attack', '10', '--defense', '14'] },
];

/**
 * Runs node with the arguments and returns the wall time in milliseconds; throws when it fails.
 * @param {readonly string[]} args
 */
function nodeRun(args) {
  const start = process.hrtime.bigint();
  const done = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (done.error) throw done.error;
  if (done.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${done.status}: ${(done.stderr || done.stdout).trim().split('\n')[0] ?? ''}`);
  return ms;
}

/** @param {import('./measure.mjs').BenchContext} ctx @returns {Promise<import('./measure.mjs').BenchRow[]>} */
export async function run(ctx) {
  const cli = join(ctx.root, 'dist', 'cli', 'adjutant.mjs');
  /** @type {import('./measure.mjs').BenchRow[]} */
  const rows = [];
  for (const command of COMMANDS) {
    const what = { group: 'cli', name: command.name, floor: 'node -e 0' };
    try {
      if (!existsSync(cli)) throw new Error('dist/cli/adjutant.mjs is not built (run without --no-build)');
      const { floor, subject, ratios } = await interleave({
        rounds: ctx.rounds,
        floor: () => nodeRun(['-e', '0']),
        subject: () => nodeRun([cli, ...command.args]),
      });
      rows.push({ ...what, ratios, note: `${formatMs(median(subject))} against ${formatMs(median(floor))}` });
    } catch (e) {
      rows.push(brokenRow(what, e));
    }
  }
  return rows;
}
