import type { GameTime, Side } from '../src/engine/index.js';

const SIDE_NAMES: Record<Side, string> = { union: 'Union', confederate: 'Confederate' };

/** The board's time in a line: "Turn 1 · July 1, 7 AM · day · Union to move". */
export function timeWords(t: GameTime): string {
  const parts = [
    t.turn !== null ? `Turn ${t.turn}` : null,
    [t.day, t.hour].filter((x) => x !== null).join(', ') || null,
    t.light,
    t.phasingSide ? `${SIDE_NAMES[t.phasingSide]} to move` : null,
  ];
  return parts.filter((p): p is string => p !== null && p !== '').join(' · ') || 'Time not shown';
}
