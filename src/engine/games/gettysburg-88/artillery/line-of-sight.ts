import { step, type Step } from '../../../core/explanation.js';
import { hexKey, type Hex } from '../../../core/hex/hex.js';
import { GETTYSBURG_88_GRID } from '../hex-grid.js';
import { clarification } from '../rule.js';
import { terrainNeed, type ArtilleryBoard } from './artillery-board.js';
import type { ArtilleryNeed, Finding, LineOfSight } from './artillery-answer-types.js';
import { hillAt } from './named-hills.js';

const BLOCKING_NEED: ArtilleryNeed = {
  id: 'artillery.blockingTerrain',
  question: 'Which terrain blocks a line of sight for double-range fire (woods, town, hill …)? Confirm it from your rulebook; list none if nothing does.',
  rule: null,
};

const GRAZE_NEED: ArtilleryNeed = {
  id: 'artillery.grazeBlocks',
  question: 'Does a line of sight that only runs along the side of a blocking hex, or through its corner, count as blocked? Confirm it from your rulebook.',
  rule: null,
};

/** A line as an offset from its first hex: the hexes it crosses (both ends included), then those it only grazes. */
interface OffsetLine {
  readonly crossed: readonly Hex[];
  /** Each once, none of them crossed, in the order the line meets them. */
  readonly grazed: readonly Hex[];
}

/**
 * The grid's line from a hex to another depends only on the offset between them (the tracing works in whole
 * numbers relative to the first hex), so it is traced once per offset and moved onto each gun: a board's guns
 * share a few dozen lines. Offsets are at most a double range (50) or a line's limit apart, so this stays small.
 */
const linesByOffset = new Map<string, OffsetLine>();

function offsetLine(dq: number, dr: number): OffsetLine {
  const key = hexKey({ q: dq, r: dr });
  const known = linesByOffset.get(key);
  if (known) return known;
  const line = GETTYSBURG_88_GRID.line({ q: 0, r: 0 }, { q: dq, r: dr });
  // The grid's labels name each hex once, so telling hexes apart by coordinates is telling them apart by label.
  const seen = new Set(line.crossed.map(hexKey));
  const grazed: Hex[] = [];
  for (const h of line.grazed.flat()) {
    if (!seen.has(hexKey(h))) grazed.push(h);
    seen.add(hexKey(h));
  }
  const made = { crossed: line.crossed, grazed };
  linesByOffset.set(key, made);
  return made;
}

/** The hexes of the line between two centres, crossed and only touched; the ends and hexes beyond the labels left out. */
export function lineHexes(ab: ArtilleryBoard, from: string, to: string): { crossed: string[]; grazed: string[] } {
  const [a, b] = [ab.hexOf(from), ab.hexOf(to)];
  if (!a || !b) return { crossed: [], grazed: [] };
  const line = offsetLine(b.q - a.q, b.r - a.r);
  // A hex beyond the labels (printed "(q,r)") is off every map: it holds no terrain to block.
  const labels = (hexes: readonly Hex[]): string[] => {
    const out: string[] = [];
    for (const h of hexes) {
      const label = ab.labelOf({ q: a.q + h.q, r: a.r + h.r });
      if (label !== null && label !== from && label !== to) out.push(label);
    }
    return out;
  };
  return { crossed: labels(line.crossed), grazed: labels(line.grazed) };
}

type HexBlock = Finding<boolean | null> & { readonly why: string | null };

const blocksByBoard = new WeakMap<ArtilleryBoard, Map<string, HexBlock>>();

/**
 * Whether each hex blocks: true, false, or null with what it waits for (its terrain, or whether it is a hill).
 * Worked out once a board, as the lines of neighbouring guns cross the same hexes (the blocking terrain is the
 * board's settings', the same for every line).
 */
function hexBlocks(ab: ArtilleryBoard, blocking: readonly string[]): (hex: string) => HexBlock {
  let known = blocksByBoard.get(ab);
  if (!known) blocksByBoard.set(ab, (known = new Map()));
  const board = known;
  return (hex) => {
    let b = board.get(hex);
    if (!b) board.set(hex, (b = blocks(ab, hex, blocking)));
    return b;
  };
}

function blocks(ab: ArtilleryBoard, hex: string, blocking: readonly string[]): HexBlock {
  const names = ab.names(hex);
  const named = names?.find((n) => blocking.includes(n));
  if (named !== undefined) return { value: true, why: named, steps: [], needs: [] };
  if (blocking.includes('hill')) {
    const hill = hillAt(ab, hex, clarification(29));
    if (hill.value?.hill) return { value: true, why: `on ${hill.value.hill}`, steps: [], needs: [] };
    if (hill.value === null) return { value: null, why: null, steps: [], needs: hill.needs };
  }
  if (names === null) return { value: null, why: null, steps: [], needs: [terrainNeed(hex, 'it lies on the line of sight')] };
  return { value: false, why: null, steps: [], needs: [] };
}

/** The line before clarification 29: what blocks it from the user's blocking terrain and graze rule. */
function byTerrain(ab: ArtilleryBoard, ends: string, crossed: readonly string[], grazed: readonly string[]): Finding<'clear' | 'blocked' | 'unknown'> & { blockedBy: string[] } {
  const { blockingTerrain: blocking, grazeBlocks } = ab.settings;
  if (blocking === null) return { value: 'unknown', blockedBy: [], steps: [], needs: [BLOCKING_NEED] };
  const blocksAt = hexBlocks(ab, blocking);
  const blockedBy: string[] = [];
  const steps: Step[] = [];
  const needs: ArtilleryNeed[] = [];
  for (const hex of crossed) {
    const b = blocksAt(hex);
    if (b.value === true) {
      blockedBy.push(hex);
      steps.push(step(`${hex} (${b.why}) lies on the line of sight ${ends} and blocks it.`, ab.cite('line of sight: blocking terrain')));
    } else needs.push(...b.needs);
  }
  if (grazeBlocks !== false) {
    for (const hex of grazed) {
      const b = blocksAt(hex);
      if (b.value === true && grazeBlocks === true) {
        blockedBy.push(hex);
        steps.push(step(`The line of sight ${ends} runs along the edge of ${hex} (${b.why}), which blocks it: your settings count a graze as blocking.`, ab.cite('line of sight: grazing a hex')));
      } else if (b.value === true) needs.push(GRAZE_NEED);
      else needs.push(...b.needs);
    }
  }
  if (blockedBy.length > 0) return { value: 'blocked', blockedBy, steps, needs: [] };
  if (needs.length > 0) return { value: 'unknown', blockedBy, steps, needs };
  const along = grazed.length > 0 && grazeBlocks === false ? ' (a line along a hexside or through a corner is not blocked, as your settings say)' : '';
  return { value: 'clear', blockedBy, steps: [step(`Nothing blocks the line of sight ${ends}${along}.`, ab.cite('line of sight: blocking terrain'))], needs: [] };
}

/**
 * The line of sight from one hex to another for double-range fire. The straight line between the two centres
 * (the grid's exact line) gives the hexes between; the user's settings say which terrain blocks and whether a
 * graze does. Clarification 29: when either end is on a hill hex, nothing between blocks, hills included.
 * A hex whose terrain nothing gives is asked about, never taken as clear (unless the user's settings say so).
 */
export function lineOfSight(ab: ArtilleryBoard, from: string, to: string): Finding<LineOfSight> {
  const { crossed, grazed } = lineHexes(ab, from, to);
  const terrain = byTerrain(ab, `from ${from} to ${to}`, crossed, grazed);
  const line = (verdict: LineOfSight['verdict']): LineOfSight => ({ crossed, grazed, blockedBy: terrain.blockedBy, verdict });
  // A clear line needs no hill: clarification 29 can only lift a block.
  if (terrain.value === 'clear') return { value: line('clear'), steps: terrain.steps, needs: [] };
  const ends = [from, to].map((hex) => ({ hex, at: hillAt(ab, hex, clarification(29)) }));
  const onHill = ends.find((e) => e.at.value?.hill);
  if (onHill) {
    const text = `${onHill.hex} is on ${onHill.at.value?.hill ?? 'a hill'}: nothing between ${from} and ${to} blocks the fire, other hill hexes included.`;
    return { value: line('not-needed'), steps: [step(text, clarification(29))], needs: [] };
  }
  const hillNeeds = ends.flatMap((e) => e.at.needs);
  if (hillNeeds.length > 0) return { value: line('unknown'), steps: terrain.steps, needs: [...terrain.needs, ...hillNeeds] };
  return { value: line(terrain.value), steps: terrain.steps, needs: terrain.needs };
}
