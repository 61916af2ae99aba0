import type { LineOfSight, TargetCheck } from '../src/engine/calculators.js';

/** The words the Artillery panel's lists share: "2 hexes", "may fire", "blocked by K15", "keeps its terrain modifier". */
export const hexes = (n: number): string => `${n} hex${n === 1 ? '' : 'es'}`;

export function mayFire(eligible: boolean | null): string {
  return eligible === true ? 'may fire' : eligible === false ? 'may not' : 'undecided';
}

export function lineWords(line: Pick<LineOfSight, 'verdict' | 'blockedBy'>): string {
  switch (line.verdict) {
    case 'clear':
      return 'line clear';
    case 'blocked':
      return `blocked by ${line.blockedBy.join(', ')}`;
    case 'not-needed':
      return 'line not needed (a hill)';
    default:
      return 'line unknown';
  }
}

export function terrainWords(keeps: boolean | null): string {
  return keeps === true ? 'keeps its terrain modifier' : keeps === false ? 'loses its terrain modifier' : 'terrain modifier not decided';
}

/** One target as a line: "name (hex, n hexes): may fire — line clear; keeps its terrain modifier". */
export function targetLine(t: TargetCheck): string {
  return `${t.unit.name} (${t.unit.hex}, ${hexes(t.distance)}): ${mayFire(t.eligible)} — ${lineWords(t.line)}; ${terrainWords(t.defenderTerrain)}`;
}
