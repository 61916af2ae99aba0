import type { CombatAnswer } from '../src/engine/index.js';
import { formatFraction, formatPercent, toNumber } from '../src/engine/index.js';

interface Props {
  readonly outcomes: CombatAnswer['outcomes'];
}

const ROW = 24;
const LABEL_WIDTH = 76;
const BAR_WIDTH = 190;
const WIDTH = 340;

/**
 * One horizontal bar per distinct result, its length the exact chance of it (full width = certain), so
 * bars stay comparable as the inputs change. Each bar carries a title with the fraction and meaning.
 */
export function OutcomeChart({ outcomes }: Props) {
  const height = outcomes.length * ROW;
  const summary = outcomes.map((o) => `${o.result} ${formatPercent(o.probability)}`).join(', ');
  return (
    <svg data-testid="outcome-chart" class="chart" role="img" aria-label={`Chance of each result: ${summary}`} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" height={height}>
      {outcomes.map((o, i) => {
        const y = i * ROW;
        // Rounded so the markup stays readable; a sliver is kept visible for tiny chances.
        const w = Math.max(1, Math.round(toNumber(o.probability) * BAR_WIDTH * 10) / 10);
        const pct = formatPercent(o.probability);
        const meaning = o.meaning ? ` — ${o.meaning.text}` : '';
        return (
          <g key={o.result}>
            <text class="chart-label" x={LABEL_WIDTH - 6} y={y + ROW / 2} text-anchor="end" dominant-baseline="central">
              {o.result}
            </text>
            <rect class="chart-bar" data-result={o.result} x={LABEL_WIDTH} y={y + 4} width={w} height={ROW - 8} rx={2}>
              <title>{`${o.result}: ${formatFraction(o.probability)} (${pct})${meaning}`}</title>
            </rect>
            <text class="chart-value" x={LABEL_WIDTH + w + 6} y={y + ROW / 2} dominant-baseline="central">
              {pct}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
