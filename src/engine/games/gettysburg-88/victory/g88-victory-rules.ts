import type { VictoryRules } from '../../../core/victory.js';
import { g88Standing } from './g88-standing.js';
import { g88Tallies } from './g88-tallies.js';

/** Gettysburg '88 scoring over the ledger: clarifications 35–38 with the user's figures. */
export const G88_VICTORY: VictoryRules = {
  tallies: g88Tallies,
  standing: g88Standing,
};
