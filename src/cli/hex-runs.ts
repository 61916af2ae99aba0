import { hexGrid } from '../engine/index.js';

/** Labels as runs along each row, "M30–M36, M38": a few lines for a few hundred hexes. */
export function runsByRow(game: string, labels: readonly string[]): string[] {
  const grid = hexGrid(game);
  if (!grid) return [labels.join(', ')];
  const rows = new Map<number, number[]>();
  for (const label of labels) {
    const h = grid.parse(label);
    if (!h) continue;
    const row = rows.get(h.r) ?? [];
    row.push(h.q);
    rows.set(h.r, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([r, columns]) => {
      const sorted = [...columns].sort((a, b) => a - b);
      const runs: string[] = [];
      let start = sorted[0] ?? 0;
      for (let i = 1; i <= sorted.length; i++) {
        const prev = sorted[i - 1] ?? start;
        if (sorted[i] === prev + 1) continue;
        const from = grid.format({ q: start, r });
        runs.push(prev === start ? from : `${from}–${grid.format({ q: prev, r })}`);
        start = sorted[i] ?? start;
      }
      return runs.join(', ');
    });
}
