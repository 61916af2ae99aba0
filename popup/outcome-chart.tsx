import type { CombatAnswer } from '../src/engine/index.js';
import { formatFraction, formatPercent, toNumber } from '../src/engine/index.js';

interface Props {
  readonly outcomes: CombatAnswer['outcomes'];
}

const ROW = 24;
const LABEL_WIDTH = 76;
const BAR_WIDTH = 150;
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
export function OutcomeChart({ outcomes }: Props) {
  const height = outcomes.length * ROW;
  const summary = outcomes.map((o) => `${o.result} ${formatPercent(o.probability)} (${LOSER_WORDS[loserOf(o)]}; rolls ${facesText(o.rolls)})`).join(', ');
  const shown = new Set(outcomes.map(loserOf));
  return (
    <figure class="outcomes">
      <svg data-testid="outcome-chart" class="chart" role="img" aria-label={`Chance of each result: ${summary}`} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" height={height}>
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
        {outcomes.map((o, i) => {
          const y = i * ROW;
          // Rounded so the markup stays readable; a sliver is kept visible for tiny chances.
          const w = Math.max(1, Math.round(toNumber(o.probability) * BAR_WIDTH * 10) / 10);
          const pct = formatPercent(o.probability);
          const meaning = o.meaning ? ` — ${o.meaning.text}` : '';
          const loser = loserOf(o);
          const faces = facesText(o.rolls);
          return (
            <g key={o.result}>
              <text class="chart-label" x={LABEL_WIDTH - 6} y={y + ROW / 2} text-anchor="end" dominant-baseline="central">
                {o.result}
              </text>
              <rect class={`chart-bar loses-${loser}`} data-result={o.result} data-loser={loser} x={LABEL_WIDTH} y={y + 4} width={w} height={ROW - 8} rx={2} fill={loser === 'neither' ? undefined : `url(#loses-${loser})`}>
                <title>{`${o.result}: ${formatFraction(o.probability)} (${pct}), rolls ${faces}; ${LOSER_WORDS[loser]}${meaning}`}</title>
              </rect>
              <text class="chart-value" x={LABEL_WIDTH + w + 6} y={y + ROW / 2} dominant-baseline="central">
                {pct} · {faces}
              </text>
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
        <span class="key">· the numbers after each chance are the rolls that give it</span>
      </figcaption>
    </figure>
  );
}
