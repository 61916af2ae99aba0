import { EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from './cli-io.js';
import { BOARD_USAGE, boardCommand } from './board-command.js';
import { CAPTURE_USAGE, captureCommand } from './capture-command.js';
import { CAVALRY_VP_USAGE, cavalryVpCommand } from './cavalry-vp-command.js';
import { VICTORY_USAGE, victoryCommand } from './victory-command.js';
import { HEX_USAGE, hexCommand } from './hex-command.js';
import { LEDGER_USAGE, ledgerCommand } from './ledger-command.js';
import { MODIFIERS_USAGE, modifiersCommand } from './modifiers-command.js';
import { MOVE_USAGE, moveCommand } from './move-command.js';
import { ODDS_USAGE, oddsCommand } from './odds-command.js';
import { REORGANIZE_USAGE, reorganizeCommand } from './reorganize-command.js';
import { RULES_USAGE, rulesCommand } from './rules-command.js';

const COMMANDS: Record<string, { usage: string; run: (args: string[], io: CliIo) => Promise<number> }> = {
  odds: { usage: ODDS_USAGE, run: oddsCommand },
  hex: { usage: HEX_USAGE, run: hexCommand },
  board: { usage: BOARD_USAGE, run: boardCommand },
  modifiers: { usage: MODIFIERS_USAGE, run: modifiersCommand },
  move: { usage: MOVE_USAGE, run: moveCommand },
  ledger: { usage: LEDGER_USAGE, run: ledgerCommand },
  'cavalry-vp': { usage: CAVALRY_VP_USAGE, run: cavalryVpCommand },
  victory: { usage: VICTORY_USAGE, run: victoryCommand },
  rules: { usage: RULES_USAGE, run: rulesCommand },
  reorganize: { usage: REORGANIZE_USAGE, run: reorganizeCommand },
  capture: { usage: CAPTURE_USAGE, run: captureCommand },
};

const HELP = `Adjutant — rules assistant for Gettysburg hex-and-counter wargames.

Usage: adjutant <command> [options]

${Object.values(COMMANDS)
  .map((c) => c.usage)
  .join('\n\n')}`;

/** Runs one command line; returns the exit status (0 done, 2 bad input). Never throws for bad input. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(HELP);
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`adjutant: unknown command "${name}"; expected one of: ${Object.keys(COMMANDS).join(', ')}.`);
    return EXIT_USAGE;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.out(command.usage);
    return EXIT_OK;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`adjutant ${name}: ${e.message}`);
      return EXIT_USAGE;
    }
    throw e;
  }
}
