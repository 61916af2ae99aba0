import { citation, type RuleRef } from '../../core/rule-ref.js';
import type { TerrainEffectsChart } from './terrain-effects-input.js';

/** Seed 001: the game's exclusive rules, cited by number. */
export const CH_DOCUMENT = 'Cemetery Hill exclusive rules';

/** An exclusive rule; it opens the entry numbered as it reads ('14.53') unless `entry` names another key. */
export function ch(rule: string, entry?: string): RuleRef {
  return citation('cemetery-hill', CH_DOCUMENT, rule, entry);
}

/** A line of the user's own terrain effects chart, cited by the chart's title and where it is printed: no entry. */
export function chartRule(chart: TerrainEffectsChart, line: string): RuleRef {
  return { game: 'cemetery-hill', document: `Your terrain effects chart (${chart.title})`, rule: `${chart.rule}: ${line}` };
}
