import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { g88Retreat } from '../../src/engine/games/gettysburg-88/retreat/g88-retreat.js';
import { settingsWith } from '../fixtures/g88-movement.js';
import { battleRequest, madeUpEdge, neighbours, retreatBoard, type RUnit } from '../fixtures/g88-retreat.js';

// Small random boards on a made-up 5 × 5 map (C3 to G7; columns 3–7, rows 3–7, a stated extent) with zones of
// control confirmed and a stacking limit too high to matter: clarification 17 alone, plus 35's way off the board.
const COLUMNS = [3, 7] as const;
const ROWS = [3, 7] as const;
const EDGE = madeUpEdge([...COLUMNS], [...ROWS]);
const RUNS = 600;
const SETTINGS = settingsWith({ top: { stackingLimit: 99 } });
const HEXES: string[] = [];
for (let c = COLUMNS[0]; c <= COLUMNS[1]; c++) for (let r = ROWS[0]; r <= ROWS[1]; r++) HEXES.push(`${String.fromCharCode(64 + c)}${r}`);

type Cell = 'empty' | 'friend' | 'battle' | 'enemy';
/** Three mixes, so that open boards, crowds of friends and boards shut all round each come up often. */
const MIXES: readonly (readonly Cell[])[] = [
  ['empty', 'empty', 'empty', 'empty', 'friend', 'friend', 'friend', 'battle', 'enemy', 'enemy'],
  ['empty', 'empty', 'friend', 'friend', 'friend', 'friend', 'friend', 'battle', 'enemy', 'enemy'],
  ['empty', 'friend', 'friend', 'battle', 'battle', 'battle', 'battle', 'enemy', 'enemy', 'enemy'],
];

interface Position {
  readonly start: string;
  readonly cells: ReadonlyMap<string, Cell>;
}

const position = fc
  .record({
    start: fc.constantFrom(...HEXES),
    mix: fc.integer({ min: 0, max: MIXES.length - 1 }),
    cells: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: HEXES.length, maxLength: HEXES.length }),
  })
  .map(({ start, mix, cells }): Position => ({
    start,
    cells: new Map(HEXES.map((h, i) => [h, h === start ? 'empty' : (MIXES[mix]?.[cells[i] ?? 0] ?? 'empty')])),
  }));

function units(p: Position): RUnit[] {
  const out: RUnit[] = [{ id: 'u', hex: p.start }];
  for (const [hex, cell] of p.cells) {
    if (cell === 'friend') out.push({ id: `f-${hex}`, hex });
    if (cell === 'battle') out.push({ id: `battle-${hex}`, hex });
    if (cell === 'enemy') out.push({ id: `e-${hex}`, hex, side: 'union' });
  }
  return out;
}

/**
 * THE INDEPENDENT CHECKER. It knows nothing of the search: it lists every sequence of distinct adjacent hexes
 * on the map whose inner hexes hold friends, then keeps those clarification 17 allows, read hex by hex:
 * from each hex, the hexes open are those on the map, not held by the enemy, not first held by the battle's
 * own units (the retreating unit's hex among them), and not already on the path (that would loop); the step
 * that applies is the earliest any open hex belongs to, and the next hex must be one of its hexes. Steps a and
 * c end the path; b and d go on, and a path may stop at a b or d hex only when no hex is open there at all.
 * A path may also leave the board (35) from the start or any hex it goes on from, if that hex is on the edge.
 */
function bruteForce(p: Position): Map<string, string> {
  const onMap = (h: string): boolean => HEXES.includes(h);
  const zoc = new Set(HEXES.filter((h) => p.cells.get(h) === 'enemy').flatMap(neighbours));
  const shut = (h: string): boolean => h === p.start || p.cells.get(h) === 'enemy' || p.cells.get(h) === 'battle';
  const stepOf = (h: string): string => (zoc.has(h) ? (p.cells.get(h) === 'friend' ? 'd' : 'c') : p.cells.get(h) === 'friend' ? 'b' : 'a');
  const atEdge = (h: string): boolean => neighbours(h).length < 6 || neighbours(h).some((n) => !onMap(n));
  const allowed = (h: string, visited: readonly string[]): string[] => {
    const open = neighbours(h).filter((n) => onMap(n) && !shut(n) && !visited.includes(n));
    const first = open.map(stepOf).sort()[0];
    return open.filter((n) => stepOf(n) === first);
  };

  const sequences: string[][] = [];
  const grow = (path: string[]): void => {
    sequences.push(path);
    const last = path[path.length - 1] ?? p.start;
    if (path.length > 0 && p.cells.get(last) !== 'friend') return;
    for (const n of neighbours(last)) if (onMap(n) && n !== p.start && !path.includes(n)) grow([...path, n]);
  };
  grow([]);

  const legal = new Map<string, string>();
  for (const seq of sequences) {
    let ok = true;
    let key = '';
    for (let i = 0; i < seq.length && ok; i++) {
      const visited = [p.start, ...seq.slice(0, i)];
      const from = visited[visited.length - 1] ?? p.start;
      const hex = seq[i] ?? '';
      ok = allowed(from, visited).includes(hex) && (i === seq.length - 1 || ['b', 'd'].includes(stepOf(hex)));
      key += stepOf(hex);
    }
    if (!ok) continue;
    const last = seq[seq.length - 1] ?? p.start;
    const goesOn = seq.length === 0 || ['b', 'd'].includes(stepOf(last));
    if (goesOn && atEdge(last)) legal.set([...seq, 'off'].join('>'), 'off');
    if (seq.length === 0) continue;
    if (!goesOn) legal.set(seq.join('>'), key);
    else if (allowed(last, [p.start, ...seq]).length === 0) legal.set(seq.join('>'), `${key}e`);
  }
  return legal;
}

describe("Gettysburg '88 retreat: every way the rules allow, and no other (property)", () => {
  it('matches an independent brute-force listing on small random boards, ranks included', () => {
    const seen = { boards: 0, noRetreat: 0, rankTwo: 0, longPaths: 0, stuck: 0, off: 0, stepC: 0, stepD: 0, loops: 0 };
    fc.assert(
      fc.property(position, (p) => {
        const r = g88Retreat(battleRequest(retreatBoard(units(p)), 'u'), SETTINGS, { edge: EDGE });
        expect(r.problems).toEqual([]);
        expect(r.questions).toEqual([]);
        const brute = bruteForce(p);
        const got = r.options.map((o) => o.path.join('>'));
        const keys = [...brute.values()];
        seen.boards++;
        if (brute.size === 0) seen.noRetreat++;
        if (r.options.some((o) => o.rank > 1)) seen.rankTwo++;
        if (r.options.some((o) => o.path.length >= 3)) seen.longPaths++;
        if (keys.some((k) => k.endsWith('e'))) seen.stuck++;
        if (keys.includes('off')) seen.off++;
        if (keys.some((k) => k.includes('c'))) seen.stepC++;
        if (keys.some((k) => k.includes('d'))) seen.stepD++;
        if (r.options.some((o) => o.steps.some((st) => /endless loop/.test(st.text)))) seen.loops++;
        // Every option offered is legal, and no legal path is missing.
        expect([...got].sort()).toEqual([...brute.keys()].sort());
        expect(r.noRetreat === null).toBe(brute.size > 0);
        // Ranks: off the board ranks first; the rest by their steps, compared hex by hex.
        for (const a of r.options) {
          const ka = brute.get(a.path.join('>')) ?? '?';
          if (ka === 'off') expect(a.rank).toBe(1);
          for (const b of r.options) {
            const kb = brute.get(b.path.join('>')) ?? '?';
            if (ka === 'off' || kb === 'off') continue;
            expect(Math.sign(a.rank - b.rank)).toBe(ka < kb ? -1 : ka > kb ? 1 : 0);
          }
        }
        // Ranks are dense from 1.
        const ranks = [...new Set(r.options.map((o) => o.rank))].sort((x, y) => x - y);
        expect(ranks).toEqual(ranks.map((_, i) => i + 1));
      }),
      { numRuns: RUNS, seed: 8817 },
    );
    // The random boards must reach every case the checker tells apart, or the property proves little.
    expect(seen.boards).toBe(RUNS);
    for (const [what, n] of Object.entries(seen)) expect({ what, enough: n >= 5 }).toEqual({ what, enough: true });
  });

  it('the checker itself sees loops and steps: a hand-made board it must agree on', () => {
    // E5's only open neighbour holds a friend; the two friends beside each other make a ping-pong.
    const cells = new Map<string, Cell>(HEXES.map((h) => [h, 'battle']));
    cells.set('E5', 'empty');
    cells.set('E6', 'friend');
    cells.set('E7', 'friend');
    const brute = bruteForce({ start: 'E5', cells });
    expect([...brute.entries()]).toEqual([['E6>E7>off', 'off'], ['E6>E7', 'bbe']]);
  });
});
