import type { Board } from '../../../core/board/board.js';
import { hexKey, type Hex } from '../../../core/hex/hex.js';
import { GETTYSBURG_77_GRID } from '../hex-grid.js';
import { isTownHex } from '../hex-protection.js';
import { keyOf, labelOf } from './hex-labels.js';
import { g77 } from '../rule.js';

const grid = GETTYSBURG_77_GRID;

export const ARTILLERY_OPTIONAL_RANGE = 5;
export const ARTILLERY_RULE = g77('Intermediate Game Optional Rules: Increased Range of Influence for Artillery 1');
export const ARTILLERY_LINE_RULE = g77('Intermediate Game Optional Rules: Increased Range of Influence for Artillery 2');

/** What stops the longer range: woods, the town of Gettysburg (a town hex or one of its hexsides), or ground above the gun's. */
export type Obstruction = 'woods' | 'town' | 'higher-ground';

/** How the line meets a hex: through its inside, only along one of its hexsides, or only through one of its corners. */
export type Contact = 'crossed' | 'edge' | 'vertex';

export type LineVerdict =
  | { readonly kind: 'clear' }
  | { readonly kind: 'blocked'; readonly by: string; readonly obstruction: Obstruction; readonly contact: Contact }
  /** `needs`: the question ids whose answers would decide it ('terrain:R38', 'elevation:U40'). */
  | { readonly kind: 'unknown'; readonly needs: readonly string[] };

/** One hex the line from a gun's centre meets, as an offset from the gun's hex, nearest the gun first. */
interface LineHex {
  readonly offset: Hex;
  readonly contact: Contact;
}

const ORIGIN: Hex = { q: 0, r: 0 };

/**
 * The line's geometry depends only on the offset between the two hexes (traceLine works in whole numbers
 * relative to the first hex), so it is traced once per offset and moved to each gun: a board's guns share the
 * same few dozen lines instead of tracing one per gun and hex.
 */
const linesByOffset = new Map<string, readonly LineHex[]>();

function contactOf(h: Hex, crossed: ReadonlySet<string>, edges: ReadonlySet<string>): Contact {
  const k = hexKey(h);
  if (crossed.has(k)) return 'crossed';
  return edges.has(k) ? 'edge' : 'vertex';
}

/**
 * Every hex between the two ends that the line passes through or touches. The ends are left out: the gun's
 * own hex is where its elevation is measured from, and the rule asks what lies on the way to the hex being
 * entered, which the line must reach in any case.
 */
function lineHexes(offset: Hex): readonly LineHex[] {
  const key = hexKey(offset);
  const known = linesByOffset.get(key);
  if (known) return known;
  const line = grid.sightLine(ORIGIN, offset);
  const between = line.crossed.slice(1, -1);
  const crossed = new Set(between.map(hexKey));
  const edges = new Set(line.grazed.filter((g) => g.at === 'edge').flatMap((g) => g.hexes.map(hexKey)));
  const along = grid.center(offset);
  const progress = (h: Hex): number => {
    const c = grid.center(h);
    return c.x * along.x + c.y * along.y;
  };
  // Nearest the gun first, so that the obstruction an answer names is the first one the line meets.
  const hexes = [...between, ...line.touched]
    .map((h) => ({ offset: h, contact: contactOf(h, crossed, edges) }))
    .sort((a, b) => progress(a.offset) - progress(b.offset) || (a.contact === 'crossed' ? -1 : b.contact === 'crossed' ? 1 : 0));
  linesByOffset.set(key, hexes);
  return hexes;
}

/** What the board says of one hex for this rule; null where it does not say. */
interface HexFacts {
  readonly woods: boolean | null;
  readonly town: boolean | null;
  readonly elevation: number | null;
}

function hexFacts(board: Board, label: string): HexFacts {
  const t = Object.hasOwn(board.terrain, label) ? board.terrain[label] : undefined;
  const names = t?.terrain?.map((n) => n.trim().toLowerCase());
  const elevation = t?.elevation;
  return {
    woods: names === undefined ? null : names.some((n) => n.includes('woods')),
    town: isTownHex(board, label),
    elevation: typeof elevation === 'number' && Number.isFinite(elevation) ? elevation : null,
  };
}

export const terrainQuestion = (label: string): string => `terrain:${label}`;
export const elevationQuestion = (label: string): string => `elevation:${label}`;

/**
 * The optional rule's test for one gun and one hex: blocked when the line touches an obstruction anywhere
 * (crossing a hex, running along its hexside or through its corner), clear when the board shows every hex
 * it meets is none, unknown otherwise. An obstruction the board does show blocks even where other hexes on
 * the line are unknown. A Gettysburg hexside is read as a hexside of a Gettysburg town hex: the line touches
 * such a hexside only where it touches that town hex, so testing the touched hexes covers it.
 */
function judgeLine(facts: (q: number, r: number) => HexFacts & { readonly label: string }, gun: Hex, offset: Hex): LineVerdict {
  const { label: gunHex, elevation: gunLevel } = facts(gun.q, gun.r);
  const needs = new Set<string>();
  for (const { offset: o, contact } of lineHexes(offset)) {
    const f = facts(gun.q + o.q, gun.r + o.r);
    const label = f.label;
    if (f.woods === true) return { kind: 'blocked', by: label, obstruction: 'woods', contact };
    if (f.town === true) return { kind: 'blocked', by: label, obstruction: 'town', contact };
    if (f.elevation !== null && gunLevel !== null && f.elevation > gunLevel) return { kind: 'blocked', by: label, obstruction: 'higher-ground', contact };
    if (f.woods === null || f.town === null) needs.add(terrainQuestion(label));
    if (f.elevation === null) needs.add(elevationQuestion(label));
    if (gunLevel === null) needs.add(elevationQuestion(gunHex));
  }
  return needs.size === 0 ? { kind: 'clear' } : { kind: 'unknown', needs: [...needs] };
}

/**
 * The lines of the guns of one board, each worked out once per gun hex and target: a stack of guns, or a
 * caller asking about many hexes, pays for each line once. What the board says of a hex is read once too, as
 * neighbouring guns' lines cross the same hexes. Lives as long as the caller keeps it (one answer).
 */
export class GunLines {
  private readonly byGun = new Map<string, { readonly at: Hex | null; readonly lines: Map<string, LineVerdict> }>();
  private readonly known = new Map<number, HexFacts & { readonly label: string }>();
  private readonly facts = (q: number, r: number): HexFacts & { readonly label: string } => {
    const key = keyOf(q, r);
    let f = this.known.get(key);
    if (!f) {
      // A hex beyond the labels has no terrain on any board: it stays unknown, asked under its "(q,r)" name.
      const label = labelOf(key, q, r) ?? grid.format({ q, r });
      this.known.set(key, (f = { label, ...hexFacts(this.board, label) }));
    }
    return f;
  };

  constructor(private readonly board: Board) {}

  /**
   * The verdict for the line from the gun's hex to the target. A label that names no hex leaves it unknown with
   * nothing to ask; a board read by parseBoard never has one, its labels being checked.
   */
  verdict(gunHex: string, target: Hex): LineVerdict {
    let byGun = this.byGun.get(gunHex);
    if (!byGun) this.byGun.set(gunHex, (byGun = { at: grid.parse(gunHex), lines: new Map() }));
    const { at: gun, lines } = byGun;
    if (!gun) return { kind: 'unknown', needs: [] };
    const key = hexKey(target);
    const known = lines.get(key);
    if (known) return known;
    const v = judgeLine(this.facts, gun, { q: target.q - gun.q, r: target.r - gun.r });
    lines.set(key, v);
    return v;
  }
}

const OBSTRUCTION_WORDS: Readonly<Record<Obstruction, string>> = {
  woods: 'woods',
  town: 'a Gettysburg town hex',
  'higher-ground': 'ground higher than the gun’s',
};

const CONTACT_WORDS: Readonly<Record<Contact, string>> = {
  crossed: 'the line crosses it',
  edge: 'the line runs along its hexside',
  vertex: 'the line passes through its corner',
};

/** "R38, woods (the line runs along its hexside)": what stopped a line, for a step. */
export function blockedWords(v: Extract<LineVerdict, { kind: 'blocked' }>): string {
  return `${v.by}, ${OBSTRUCTION_WORDS[v.obstruction]} (${CONTACT_WORDS[v.contact]})`;
}

/**
 * The hexes the line from a gun's hex to a target meets between the two ends, by label, nearest the gun first:
 * those it crosses, and those it only grazes (along a hexside or through a corner). The same traced line the
 * verdict reads, so what an answer lists is what was tested.
 */
export function lineLabels(gun: Hex, target: Hex): { readonly crossed: string[]; readonly grazed: string[] } {
  const crossed: string[] = [];
  const grazed: string[] = [];
  for (const { offset: o, contact } of lineHexes({ q: target.q - gun.q, r: target.r - gun.r })) {
    const q = gun.q + o.q;
    const r = gun.r + o.r;
    (contact === 'crossed' ? crossed : grazed).push(labelOf(keyOf(q, r), q, r) ?? grid.format({ q, r }));
  }
  return { crossed, grazed };
}
