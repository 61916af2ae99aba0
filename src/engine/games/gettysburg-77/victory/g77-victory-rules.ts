import type { VictoryRules } from '../../../core/victory.js';
import { g77Standing } from './g77-standing.js';
import { g77Tallies } from './g77-tallies.js';

/** Gettysburg (1977) Intermediate Game victory conditions over the ledger. */
export const G77_VICTORY: VictoryRules = {
  tallies: g77Tallies,
  standing: g77Standing,
};
