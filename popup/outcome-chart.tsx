import type { CombatAnswer } from '../src/engine/index.js';
import { formatFraction, formatPercent, toNumber } from '../src/engine/index.js';

interface Props {
  readonly outcomes: CombatAnswer['outcomes'];
  /** The column the outcomes are for (its label heads them when the next column is beside them). */
  readonly odds?: string | null;
  /** The next better column and its outcomes at the same modification, shown beside for comparison. */
  readonly next?: { readonly odds: string; readonly outcomes: CombatAnswer['outcomes'] } | null;
}

const ROW = 24;
const HEAD = 16;
const LABEL_WIDTH = 76;
const WIDTH = 340;

/** Who a result costs: each has its own colour and its own pattern, so it reads without colour too. */
export type Loser = 'attacker' | 'defender' | 'both' | 'neither';

const LOSER_WORDS: Readonly<Record<Loser, string>> = {
  attacker: 'the attacker loses',
  defender: 'the defender loses',
  both: 'both lose',
  neither: 'no loss',
};

export function loserOf(o: CombatAnswer['outcomes'][number]): Loser {
  const m = o.meaning;
  if (!m) return 'neither';
  const a = m.attackerSteps > 0 || m.attackerRetreats;
  const d = m.defenderSteps > 0 || m.defenderRetreats;
  return a && d ? 'both' : a ? 'attacker' : d ? 'defender' : 'neither';
}

/** The die faces (or roll differences) that give a result, runs joined: "1–3, 6". */
export function facesText(rolls: readonly number[]): string {
  const sorted = [...rolls].sort((x, y) => x - y);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] ?? 0) === (sorted[j] ?? 0) + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * One horizontal bar per distinct result, its length the exact chance of it (full width = certain), so
 * bars stay comparable as the inputs change. Each bar carries a title with the fraction and meaning.
 */
export function OutcomeChart({ outcomes, odds = null, next = null }: Props) {
  // Beside the next column the bars are shorter, so its chances fit on the right.
  const barWidth = next ? 130 : 150;
  const top = next ? HEAD : 0;
  // Every result of either column has a row: one only the next column gives shows 0% here.
  const nextOnly = next ? next.outcomes.filter((n) => !outcomes.some((o) => o.result === n.result)) : [];
  const rows = [...outcomes, ...nextOnly.map((n) => ({ ...n, probability: { numerator: 0, denominator: 1 }, rolls: [] }))];
  const nextOf = (result: string) => next?.outcomes.find((n) => n.result === result);
  const height = top + rows.length * ROW;
  const summary = outcomes.map((o) => `${o.result} ${formatPercent(o.probability)} (${LOSER_WORDS[loserOf(o)]}; rolls ${facesText(o.rolls)})`).join(', ');
  const nextSummary = next ? `. In the next column, ${next.odds}: ${next.outcomes.map((n) => `${n.result} ${formatPercent(n.probability)}`).join(', ')}` : '';
  const shown = new Set(outcomes.map(loserOf));
  return (
    <figure class="outcomes">
      <svg data-testid="outcome-chart" class="chart" role="img" aria-label={`Chance of each result: ${summary}${nextSummary}`} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" height={height}>
        <defs>
          <pattern id="loses-attacker" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <path d="M0 0H6V6H0Z" class="fill-attacker" />
            <line x1="0" y1="0" x2="0" y2="6" class="hatch" />
          </pattern>
          <pattern id="loses-defender" width="6" height="6" patternUnits="userSpaceOnUse">
            <path d="M0 0H6V6H0Z" class="fill-defender" />
            <circle cx="3" cy="3" r="1.2" class="dot" />
          </pattern>
          <pattern id="loses-both" width="6" height="6" patternUnits="userSpaceOnUse">
            <path d="M0 0H6V6H0Z" class="fill-both" />
            <path d="M0 0L6 6M6 0L0 6" class="hatch" />
          </pattern>
        </defs>
        {next && (
          <g class="chart-head">
            <text class="chart-value" x={LABEL_WIDTH} y={HEAD / 2} dominant-baseline="central">
              {odds ?? 'This column'}
            </text>
            <text class="chart-value" data-testid="next-column-head" x={WIDTH} y={HEAD / 2} text-anchor="end" dominant-baseline="central">
              next {next.odds}
            </text>
          </g>
        )}
        {rows.map((o, i) => {
          const y = top + i * ROW;
          const p = toNumber(o.probability);
          // Rounded so the markup stays readable; a sliver is kept visible for tiny chances (none for none).
          const w = p === 0 ? 0 : Math.max(1, Math.round(p * barWidth * 10) / 10);
          const pct = formatPercent(o.probability);
          const meaning = o.meaning ? ` — ${o.meaning.text}` : '';
          const loser = loserOf(o);
          const faces = o.rolls.length > 0 ? facesText(o.rolls) : 'no roll';
          const there = next ? nextOf(o.result) : undefined;
          const nextP = there ? toNumber(there.probability) : 0;
          return (
            <g key={o.result}>
              <text class="chart-label" x={LABEL_WIDTH - 6} y={y + ROW / 2} text-anchor="end" dominant-baseline="central">
                {o.result}
              </text>
              {p > 0 && (
                <rect class={`chart-bar loses-${loser}`} data-result={o.result} data-loser={loser} x={LABEL_WIDTH} y={y + 4} width={w} height={ROW - 8} rx={2} fill={loser === 'neither' ? undefined : `url(#loses-${loser})`}>
                  <title>{`${o.result}: ${formatFraction(o.probability)} (${pct}), rolls ${faces}; ${LOSER_WORDS[loser]}${meaning}`}</title>
                </rect>
              )}
              <text class="chart-value" x={LABEL_WIDTH + w + 6} y={y + ROW / 2} dominant-baseline="central">
                {pct} · {faces}
              </text>
              {next && (
                <>
                  {/* The next column's chance as an outline at the foot of the bar, and its figure on the right. */}
                  <rect class="chart-next" x={LABEL_WIDTH} y={y + ROW - 5} width={Math.round(nextP * barWidth * 10) / 10} height={3} />
                  <text class="chart-value chart-next-value" data-next-result={o.result} x={WIDTH} y={y + ROW / 2} text-anchor="end" dominant-baseline="central">
                    {there ? formatPercent(there.probability) : '0%'}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption class="chart-key muted" data-testid="outcome-key">
        {(['attacker', 'defender', 'both', 'neither'] as const)
          .filter((l) => shown.has(l))
          .map((l) => (
            <span key={l} class={`key loses-${l}`}>
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" class={`chart-bar loses-${l}`} fill={l === 'neither' ? undefined : `url(#loses-${l})`} />
              </svg>{' '}
              {LOSER_WORDS[l]}
            </span>
          ))}
        <span class="key">· after each chance, the rolls that give it</span>
        {next && <span class="key">· on the right and in the thin line: the chance at {next.odds}</span>}
      </figcaption>
    </figure>
  );
}
