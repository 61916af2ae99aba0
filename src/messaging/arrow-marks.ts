import { isRecord, OFF_BOARD, plural, type Board, type BoardDiff, type BoardUnit, type MarkerHolder } from '../engine/index.js';
import type { BattlePlan, FoughtBattle } from '../engine/calculators.js';
import { hasOnlyKeys } from './board-messages.js';
import { fitText, isCount, isHexLabel, readList } from './retreat-marks.js';

/**
 * Arrows and marks on hexes as the board shows them, in board terms (hex labels, never pixels): the popup sends
 * them to the content script in the tab whose board it reads (protocol.ts: `show-arrows`), and the content script
 * draws them over the page. Two uses: what changed since the player's last look (a move is an arrow, a loss or an
 * arrival a mark on its hex), and a battle plan (arrows from the attackers' hexes to the defenders'). Either is a
 * list of items (a change, a battle) the player steps through one at a time; each arrow and mark names its item.
 * Every string and list has a limit, checked again on arrival (`readArrowMarks`).
 */
export type ArrowTone = 'move' | 'attack';
export type SpotTone = 'lost' | 'regained' | 'eliminated' | 'arrived' | 'exited' | 'status' | 'control' | 'battle';

/** An arrow from one hex to another (both hex labels), e.g. a unit's move or attackers on a defender. */
export interface BoardArrow {
  readonly from: string;
  readonly to: string;
  readonly tone: ArrowTone;
  readonly label: string;
  readonly item: number;
}

/** A mark on one hex. `badge`: at most 2 short lines drawn on the map (each ≤ 12 chars; may be empty list); `label`: the full text, as title and accessible name. */
export interface BoardSpot {
  readonly hex: string;
  readonly tone: SpotTone;
  readonly badge: readonly string[];
  readonly label: string;
  readonly item: number;
}

export interface ArrowMarks {
  readonly kind: 'changes' | 'plan';
  /** Heading of what is drawn, e.g. "Since your last look" or "Plan 1: most enemy steps expected". */
  readonly title: string;
  /** How many items (changes, or battles) there are; each arrow/spot names its item 0..items-1. */
  readonly items: number;
  /** The item the player is stepping on (drawn strong, the rest faint), or null to draw all alike. */
  readonly step: number | null;
  /** Arrows and spots left out to keep within the limits. */
  readonly omitted: number;
  readonly arrows: readonly BoardArrow[];
  readonly spots: readonly BoardSpot[];
}

/** The popup's request: the arrows and marks to show, or null to take them off the board. */
export interface ShowArrows {
  readonly type: 'show-arrows';
  readonly marks: ArrowMarks | null;
}

/**
 * The limits of an arrows message: above what one look's changes or a plan's battles come to on a busy board
 * (a plan has a few battles; a turn moves a few dozen units), low enough that a hostile or broken message cannot
 * make the page draw much.
 */
export const ARROW_MARK_LIMITS = { arrows: 300, spots: 300, items: 300, label: 200, title: 120, badgeLine: 12, badgeLines: 2, omitted: 100_000, hexLabel: 16 } as const;

const ARROW_TONES: readonly ArrowTone[] = ['move', 'attack'];
const SPOT_TONES: readonly SpotTone[] = ['lost', 'regained', 'eliminated', 'arrived', 'exited', 'status', 'control', 'battle'];

/** A hex a mark stands in: a hex label of the map, never "off" (nothing is drawn off the map). */
function isMapHex(v: unknown): v is string {
  return isHexLabel(v) && v.length <= ARROW_MARK_LIMITS.hexLabel && v !== OFF_BOARD;
}

function isText(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length <= max;
}

const isArrowTone = (v: unknown): v is ArrowTone => ARROW_TONES.some((t) => t === v);
const isSpotTone = (v: unknown): v is SpotTone => SPOT_TONES.some((t) => t === v);

/** An arrow goes somewhere: its two ends are different labels. */
const isArrowEnds = (from: unknown, to: unknown): boolean => isMapHex(from) && isMapHex(to) && from !== to;

function readArrow(v: unknown, items: number): BoardArrow | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['from', 'to', 'tone', 'label', 'item'])) return null;
  const { from, to, tone, label, item } = v;
  if (!isMapHex(from) || !isMapHex(to) || from === to || !isArrowTone(tone) || !isText(label, ARROW_MARK_LIMITS.label)) return null;
  return isCount(item, items - 1) ? { from, to, tone, label, item } : null;
}

function readSpot(v: unknown, items: number): BoardSpot | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['hex', 'tone', 'badge', 'label', 'item'])) return null;
  const { hex, tone, label, item } = v;
  const badge = readList(v.badge, ARROW_MARK_LIMITS.badgeLines, (line) => (isText(line, ARROW_MARK_LIMITS.badgeLine) ? line : null));
  if (!isMapHex(hex) || !isSpotTone(tone) || !badge || !isText(label, ARROW_MARK_LIMITS.label)) return null;
  return isCount(item, items - 1) ? { hex, tone, badge, label, item } : null;
}

/** Arrows and marks from a message, checked whole: null when any part is off or over its limit (then nothing is drawn). */
export function readArrowMarks(v: unknown): ArrowMarks | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['kind', 'title', 'items', 'step', 'arrows', 'spots', 'omitted'])) return null;
  const { kind, title, items, step, omitted } = v;
  if ((kind !== 'changes' && kind !== 'plan') || !isText(title, ARROW_MARK_LIMITS.title) || !isCount(items, ARROW_MARK_LIMITS.items)) return null;
  // The step is one of the items: a step past them would fade every mark.
  if ((step !== null && !isCount(step, items - 1)) || !isCount(omitted, ARROW_MARK_LIMITS.omitted)) return null;
  const arrows = readList(v.arrows, ARROW_MARK_LIMITS.arrows, (a) => readArrow(a, items));
  const spots = readList(v.spots, ARROW_MARK_LIMITS.spots, (s) => readSpot(s, items));
  return arrows && spots ? { kind, title, items, step, arrows, spots, omitted } : null;
}

/** The popup's request, read by the content script: the marks, or null to clear; null for anything else. */
export function readShowArrows(v: unknown): ShowArrows | null {
  if (!isRecord(v) || v.type !== 'show-arrows' || !hasOnlyKeys(v, ['type', 'marks'])) return null;
  if (v.marks === null) return { type: 'show-arrows', marks: null };
  const marks = readArrowMarks(v.marks);
  return marks ? { type: 'show-arrows', marks } : null;
}

/** One change or one battle, before it is numbered: its line of text for the popup and what it draws. */
export interface BoardItem {
  readonly text: string;
  readonly arrows: readonly Omit<BoardArrow, 'item'>[];
  readonly spots: readonly Omit<BoardSpot, 'item'>[];
}

/** The hex a unit stands in on a board, or null when it stands in none (off the map, in an area, not on it). */
function hexOf(units: ReadonlyMap<string, BoardUnit>, id: string): string | null {
  const u = units.get(id);
  return u?.location.kind === 'hex' && isMapHex(u.location.hex) ? u.location.hex : null;
}

const byId = (board: Board): Map<string, BoardUnit> => new Map(board.units.map((u) => [u.id, u]));

/** An item of at most one mark on a hex: none when the place is not a hex the message can carry. */
function spotItem(text: string, hex: string | null, tone: SpotTone, badge: readonly string[]): BoardItem {
  return { text, arrows: [], spots: hex !== null && isMapHex(hex) ? [{ hex, tone, badge, label: text }] : [] };
}

/** A unit's state in a badge: the words statusWords writes ("disorganized, reorganizing"), as the markers' short names. */
const STATE_SHORT: Readonly<Record<string, string>> = {
  'in good order': 'OK',
  disorganized: 'DG',
  'disorganized (second marker)': 'DG2',
  shattered: 'SH',
  routed: 'RT',
  reorganizing: 'RO',
};

function stateBadge(words: string): string[] {
  const short = words.split(', ').map((w) => STATE_SHORT[w] ?? w);
  return [fitText(short.join(' '), ARROW_MARK_LIMITS.badgeLine)];
}

const MARKER_WORDS = { occupation: 'occupation marker', breastworks: 'breastworks', build: 'breastworks being built' } as const;
const MARKER_SHORT = { occupation: 'occ.', breastworks: 'works', build: 'building' } as const;
const HOLDER_WORDS: Record<MarkerHolder, string> = { union: 'Union', confederate: 'Confederate', present: 'placed' };
const HOLDER_SHORT: Record<MarkerHolder, string> = { union: 'Union', confederate: 'Confed.', present: 'placed' };

/**
 * The diff's changes in the order the popup lists them: moved, lost, regained, eliminated, arrived, exited,
 * status, control, battles. Places from the boards: a lost/regained/status unit at its hex on `after`; an
 * eliminated unit at its last hex on `before`; arrived at `at`; exited at `from` when non-null (none otherwise:
 * still an item, no marks); control at its hex; a likely battle as a 'battle' spot on each of its hexes. Units not
 * on a hex (off map) give an item with no marks; only labels that pass isHexLabel are drawn.
 */
export function changeItems(diff: BoardDiff, before: Board, after: Board): BoardItem[] {
  const [was, now] = [byId(before), byId(after)];
  const holder = (h: MarkerHolder | null): string => (h === null ? 'none' : HOLDER_WORDS[h]);
  return [
    ...diff.moved.map((m): BoardItem => {
      const text = `${m.name} moved ${m.from} → ${m.to}`;
      return { text, arrows: isArrowEnds(m.from, m.to) ? [{ from: m.from, to: m.to, tone: 'move', label: text }] : [], spots: [] };
    }),
    ...diff.lost.map((l) => {
      const hex = hexOf(now, l.unit);
      return spotItem(`${l.name} lost ${plural(l.steps, 'step')}${hex ? ` (${hex})` : ''}`, hex, 'lost', [`−${l.steps}`]);
    }),
    ...diff.regained.map((r) => {
      const hex = hexOf(now, r.unit);
      return spotItem(`${r.name} regained ${plural(r.steps, 'step')}${hex ? ` (${hex})` : ''}`, hex, 'regained', [`+${r.steps}`]);
    }),
    ...diff.eliminated.map((e) => {
      const hex = hexOf(was, e.unit);
      return spotItem(`${e.name} eliminated${hex ? ` (last at ${hex})` : ''}`, hex, 'eliminated', ['✕']);
    }),
    ...diff.arrived.map((a) => spotItem(`${a.name} arrived at ${a.at}`, a.at, 'arrived', ['new'])),
    ...diff.exited.map((e) => spotItem(e.from === null ? `${e.name} left the map` : `${e.name} left the map from ${e.from}`, e.from, 'exited', ['out'])),
    ...diff.status.map((s) => {
      const hex = hexOf(now, s.unit);
      return spotItem(`${s.name}: ${s.from} → ${s.to}${hex ? ` (${hex})` : ''}`, hex, 'status', stateBadge(s.to));
    }),
    ...diff.control.map((c) =>
      spotItem(`${c.hex}: ${MARKER_WORDS[c.marker]} ${holder(c.from)} → ${holder(c.to)}`, c.hex, 'control', [MARKER_SHORT[c.marker], c.to === null ? 'removed' : HOLDER_SHORT[c.to]]),
    ),
    ...diff.battles.map((b): BoardItem => {
      const names = (us: readonly { readonly name: string }[]): string => (us.length === 0 ? '(none)' : us.map((u) => u.name).join(', '));
      const text = `Likely battle: ${names(b.attackers)} against ${names(b.defenders)} (${b.hexes.join(', ')}): ${b.evidence.join('; ')}`;
      return { text, arrows: [], spots: b.hexes.filter(isMapHex).map((hex) => ({ hex, tone: 'battle', badge: ['battle?'], label: text })) };
    }),
  ];
}

/** A modifier as a sign and a number: "+1", "−1" (a minus sign, as the badges write it), "0". */
const modifier = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The distinct hexes units stand in, in the order of the units. */
function hexesOf(units: ReadonlyMap<string, BoardUnit>, ids: readonly string[]): string[] {
  return [...new Set(ids.flatMap((id) => hexOf(units, id) ?? []))];
}

function battleItem(b: FoughtBattle, k: number, units: ReadonlyMap<string, BoardUnit>): BoardItem {
  const named = (ids: readonly string[]): string => ids.map((id) => units.get(id)?.name ?? id).join(', ');
  const odds = b.odds === null ? 'no odds (below the lowest column: the attackers retreat before combat)' : `${b.odds}, modifier ${modifier(b.drm)}`;
  const { defender, attacker } = b.expectedLosses;
  const text = `Battle ${k + 1}: ${named(b.attackers)} against ${named(b.defenders)} — ${odds}; expected steps lost ${defender.toFixed(2)} by the defender, ${attacker.toFixed(2)} by the attacker`;
  const targets = hexesOf(units, b.defenders);
  const arrows = hexesOf(units, b.attackers).flatMap((from) => targets.filter((to) => isArrowEnds(from, to)).map((to) => ({ from, to, tone: 'attack' as const, label: text })));
  const badge = [`${k + 1}: ${b.odds ?? 'none'}`, `${defender.toFixed(1)} / ${attacker.toFixed(1)}`];
  return { text, arrows, spots: targets.map((hex) => ({ hex, tone: 'battle', badge, label: text })) };
}

/**
 * One plan's battles, one item each: an arrow from each distinct hex of its attackers to each hex of its
 * defenders, and a 'battle' mark on each defender hex with the battle's number and odds, and the steps each side
 * is expected to lose (defender / attacker). The popup lists the same sentence as the mark's label.
 */
export function planItems(plan: BattlePlan, board: Board): BoardItem[] {
  const units = byId(board);
  return plan.battles.map((b, k) => battleItem(b, k, units));
}

/** Keeps at most `max` marks, the step's own first (the item the player stands on is never the one cut), in their order. */
function within<T extends { readonly item: number }>(marks: readonly T[], max: number, step: number | null): T[] {
  if (marks.length <= max) return [...marks];
  const chosen = new Set(step === null ? [] : marks.filter((m) => m.item === step).slice(0, max));
  for (const m of marks) {
    if (chosen.size >= max) break;
    chosen.add(m);
  }
  return marks.filter((m) => chosen.has(m));
}

/**
 * The message for a list of items: numbered in order, as many items, arrows and marks as the limits allow (the
 * rest counted in `omitted`), marks naming a place the message cannot carry left out and counted too, texts cut
 * to their limits and marked '…'. A step that is not one of the items carried draws all alike. Null when nothing
 * at all is left to draw.
 */
export function arrowMarksOf(kind: ArrowMarks['kind'], title: string, items: readonly BoardItem[], step: number | null): ArrowMarks | null {
  const kept = items.slice(0, ARROW_MARK_LIMITS.items);
  const at = step !== null && isCount(step, kept.length - 1) ? step : null;
  const arrows = kept.flatMap((it, item) =>
    it.arrows.filter((a) => isArrowEnds(a.from, a.to) && isArrowTone(a.tone)).map((a) => ({ from: a.from, to: a.to, tone: a.tone, label: fitText(a.label, ARROW_MARK_LIMITS.label), item })),
  );
  const spots = kept.flatMap((it, item) =>
    it.spots
      .filter((s) => isMapHex(s.hex) && isSpotTone(s.tone))
      .map((s) => ({
        hex: s.hex,
        tone: s.tone,
        badge: s.badge.slice(0, ARROW_MARK_LIMITS.badgeLines).map((line) => fitText(line, ARROW_MARK_LIMITS.badgeLine)),
        label: fitText(s.label, ARROW_MARK_LIMITS.label),
        item,
      })),
  );
  const carried = { arrows: within(arrows, ARROW_MARK_LIMITS.arrows, at), spots: within(spots, ARROW_MARK_LIMITS.spots, at) };
  if (carried.arrows.length === 0 && carried.spots.length === 0) return null;
  const listed = items.reduce((n, it) => n + it.arrows.length + it.spots.length, 0);
  const omitted = Math.min(listed - carried.arrows.length - carried.spots.length, ARROW_MARK_LIMITS.omitted);
  return { kind, title: fitText(title, ARROW_MARK_LIMITS.title), items: kept.length, step: at, ...carried, omitted };
}
