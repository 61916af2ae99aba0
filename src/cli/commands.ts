import { artilleryCommand } from './artillery-command.js';
import { boardCommand } from './board-command.js';
import { captureCommand } from './capture-command.js';
import { diffCommand } from './diff-command.js';
import { cavalryVpCommand } from './cavalry-vp-command.js';
import type { Command } from './command.js';
import { hexCommand } from './hex-command.js';
import { influenceCommand } from './influence-command.js';
import { ledgerCommand } from './ledger-command.js';
import { modificationsCommand } from './modifications-command.js';
import { modifiersCommand } from './modifiers-command.js';
import { moveCommand } from './move-command.js';
import { oddsCommand } from './odds-command.js';
import { planCommand } from './plan-command.js';
import { reorganizeCommand } from './reorganize-command.js';
import { retreatCommand } from './retreat-command.js';
import { rulesCommand } from './rules-command.js';
import { vassalCommand } from './vassal-command.js';
import { victoryCommand } from './victory-command.js';

/** Every command, in the order --help lists them: a new command is its own file and one line here. */
export const ALL_COMMANDS: readonly Command[] = [
  oddsCommand,
  hexCommand,
  boardCommand,
  modifiersCommand,
  modificationsCommand,
  moveCommand,
  retreatCommand,
  influenceCommand,
  planCommand,
  artilleryCommand,
  ledgerCommand,
  cavalryVpCommand,
  victoryCommand,
  rulesCommand,
  reorganizeCommand,
  captureCommand,
  vassalCommand,
  diffCommand,
];
