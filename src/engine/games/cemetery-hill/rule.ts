import type { RuleRef } from '../../core/rule-ref.js';
import type { TerrainEffectsChart } from './terrain-effects-input.js';

/** Seed 001: the game's exclusive rules, cited by number. */
export const CH_DOCUMENT = 'Cemetery Hill exclusive rules';

export function ch(rule: string): RuleRef {
  return { game: 'cemetery-hill', document: CH_DOCUMENT, rule };
}

/** A line of the user's own terrain effects chart, cited by the chart's title and where it is printed. */
export function chartRule(chart: TerrainEffectsChart, entry: string): RuleRef {
  return { game: 'cemetery-hill', document: `Your terrain effects chart (${chart.title})`, rule: `${chart.rule}: ${entry}` };
}
