import type { Side } from '../src/engine/index.js';
import type { LedgerRow, VpTally } from '../src/engine/index.js';
import { sideName } from './ledger-event-text.js';

interface Props {
  readonly rows: readonly LedgerRow[];
  readonly tallies: readonly VpTally[];
}

const WIDTH = 300;
const HEIGHT = 150;
const PAD = { left: 30, right: 10, top: 10, bottom: 24 } as const;

/** Each side its own colour and its own dash, so the lines differ without colour too; both readable in either theme. */
const LINE: Record<Side, { readonly colour: string; readonly dash: string | undefined }> = {
  union: { colour: '#3d7fd6', dash: undefined },
  confederate: { colour: '#c0702a', dash: '6 3' },
};

export interface ChartPoint {
  readonly x: number;
  readonly y: number;
  readonly vp: number;
  readonly label: string;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Where each row's tally sits: one step along per player-turn, VP up from the lowest (0 unless a side went below). */
export function chartPoints(rows: readonly LedgerRow[], tallies: readonly VpTally[], side: Side): ChartPoint[] {
  const n = Math.min(rows.length, tallies.length);
  const values = tallies.slice(0, n).flatMap((t) => [t.union, t.confederate]);
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = n > 1 ? plotW / (n - 1) : 0;
  const out: ChartPoint[] = [];
  for (let i = 0; i < n; i++) {
    const row = rows[i];
    const tally = tallies[i];
    if (!row || !tally) continue;
    const vp = side === 'union' ? tally.union : tally.confederate;
    out.push({
      x: round(PAD.left + (n > 1 ? i * step : plotW / 2)),
      y: round(PAD.top + (plotH * (top - vp)) / (top - bottom)),
      vp,
      label: `Turn ${row.turn}, ${sideName(row.playerTurn)} player-turn: ${sideName(side)} ${vp} VP`,
    });
  }
  return out;
}

/** Both sides' VP after each recorded player-turn, as two labelled lines; the table above holds the same numbers. */
export function LedgerChart({ rows, tallies }: Props) {
  const n = Math.min(rows.length, tallies.length);
  if (n === 0) return null;
  const values = tallies.slice(0, n).flatMap((t) => [t.union, t.confederate]);
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const sides: readonly Side[] = ['union', 'confederate'];
  const lines = sides.map((side) => ({ side, points: chartPoints(rows, tallies, side) }));
  const firstOfTurn = rows.slice(0, n).flatMap((r, i) => (i === 0 || rows[i - 1]?.turn !== r.turn ? [{ turn: r.turn, x: lines[0]?.points[i]?.x ?? 0 }] : []));
  return (
    <figure class="ledger-chart">
      <svg data-testid="vp-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby="vp-chart-title">
        <title id="vp-chart-title">Victory points of both sides after each player-turn</title>
        <g style={{ stroke: 'currentColor', opacity: 0.5 }}>
          <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} />
          <line x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={WIDTH - PAD.right} y2={HEIGHT - PAD.bottom} />
        </g>
        <g style={{ fill: 'currentColor', fontSize: '9px' }}>
          <text x={PAD.left - 4} y={PAD.top + 4} text-anchor="end">
            {top}
          </text>
          <text x={PAD.left - 4} y={HEIGHT - PAD.bottom} text-anchor="end">
            {bottom}
          </text>
          {firstOfTurn.map((t) => (
            <text key={t.turn} x={t.x} y={HEIGHT - PAD.bottom + 12} text-anchor="middle">
              {t.turn}
            </text>
          ))}
          <text x={WIDTH - PAD.right} y={HEIGHT - 2} text-anchor="end">
            game turn
          </text>
        </g>
        {lines.map(({ side, points }) => (
          <g key={side} data-side={side}>
            <polyline
              data-side={side}
              points={points.map((p) => `${p.x},${p.y}`).join(' ')}
              style={{ fill: 'none', stroke: LINE[side].colour, strokeWidth: 2, strokeDasharray: LINE[side].dash }}
            >
              <title>{`${sideName(side)} VP by player-turn`}</title>
            </polyline>
            {points.map((p, i) => (
              <circle key={i} cx={p.x} cy={p.y} r={3} style={{ fill: LINE[side].colour }}>
                <title>{p.label}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption class="ledger-legend">
        {sides.map((side) => (
          <span key={side} data-testid={`vp-legend-${side}`}>
            <svg width="24" height="8" aria-hidden="true">
              <line x1="0" y1="4" x2="24" y2="4" style={{ stroke: LINE[side].colour, strokeWidth: 2, strokeDasharray: LINE[side].dash }} />
            </svg>{' '}
            {sideName(side)}{' '}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
