import type { RatioTable, ResultMeaning } from '../../core/combat-table.js';
import { D6 } from '../../core/die.js';
import { g77 } from './rule.js';

function meaning(code: string, text: string, attackerSteps: number, defenderSteps: number, attackerRetreats: boolean, defenderRetreats: boolean): ResultMeaning {
  return { code, text, attackerSteps, defenderSteps, attackerRetreats, defenderRetreats };
}

/** The CRT legend, restated. A step lost by "a unit" is a step from every unit of a group (Casualties 6). */
const RESULTS: Record<string, ResultMeaning> = {
  'DR + D1': meaning('DR + D1', 'the defender loses one step from a unit of its choice, then every defending unit retreats', 0, 1, false, true),
  D1: meaning('D1', 'the defender loses one step from a unit of its choice', 0, 1, false, false),
  EXC: meaning('EXC', 'exchange: each side loses one step from a unit its owner picks', 1, 1, false, false),
  C: meaning('C', 'no effect: every unit stays where it is', 0, 0, false, false),
  'EXC + DR': meaning('EXC + DR', 'exchange of one step each, then every defending unit retreats', 1, 1, false, true),
  'EXC + AR': meaning('EXC + AR', 'exchange of one step each, then every attacking unit retreats', 1, 1, true, false),
  A1: meaning('A1', 'the attacker loses one step from a unit of its choice', 1, 0, false, false),
  'AR + A1': meaning('AR + A1', 'the attacker loses one step from a unit of its choice, then every attacking unit retreats', 1, 0, true, false),
};

const ODDS = ['1-3', '1-2', '3-4', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1'] as const;

/**
 * The Intermediate Game CRT, rows by modified die roll 0–7, columns 1-3 … 5-1.
 * Row 0, column 3-4 is transcribed "DR - D1", a code the legend never defines; every other cell of that row
 * right of 1-2 is "DR + D1", so it is read as DR + D1 (a transcription slip, not a rule).
 */
const ROWS: readonly (readonly string[])[] = [
  ['EXC', 'D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1'],
  ['EXC + AR', 'EXC', 'D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1'],
  ['A1', 'EXC + AR', 'EXC', 'EXC + DR', 'D1', 'DR + D1', 'DR + D1', 'DR + D1', 'DR + D1'],
  ['AR + A1', 'A1', 'C', 'EXC', 'EXC + DR', 'D1', 'DR + D1', 'DR + D1', 'DR + D1'],
  ['AR + A1', 'AR + A1', 'EXC + AR', 'A1', 'C', 'EXC + DR', 'D1', 'DR + D1', 'DR + D1'],
  ['AR + A1', 'AR + A1', 'A1', 'EXC + AR', 'EXC + AR', 'EXC', 'EXC + DR', 'D1', 'DR + D1'],
  ['AR + A1', 'AR + A1', 'AR + A1', 'AR + A1', 'A1', 'EXC + AR', 'EXC', 'EXC + DR', 'D1'],
  ['AR + A1', 'AR + A1', 'AR + A1', 'AR + A1', 'AR + A1', 'A1', 'EXC + AR', 'EXC', 'EXC + DR'],
];

export const G77_COMBAT_TABLE: RatioTable = {
  id: 'gettysburg-77:crt',
  game: 'gettysburg-77',
  title: 'Intermediate Game Combat Results Table',
  source: 'seed',
  scheme: 'ratio',
  citations: {
    odds: g77('Combat 2; Odds Determination Table', 'combat-2'),
    results: g77('Combat Results Table'),
    limits: g77('Die Roll Modifications (limits below the table)', 'die-roll-modifications'),
  },
  die: D6,
  rollRange: { min: 0, max: 7 },
  modifierLimit: null,
  belowLowest: 'not-allowed',
  columns: ODDS.map((label) => {
    const [attack, defense] = label.split('-').map(Number);
    return { label, attack: attack ?? 1, defense: defense ?? 1 };
  }),
  results: RESULTS,
  rows: ROWS.map((results, roll) => ({ roll, results })),
  notes: [],
};

/** The cell the transcription got wrong, kept here so a test can check the decision against the seed. */
export const G77_CRT_CORRECTION = { roll: 0, column: '3-4', transcribed: 'DR - D1', readAs: 'DR + D1' } as const;
