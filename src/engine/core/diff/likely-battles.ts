import type { BoardUnit } from '../board/board.js';
import type { Side } from '../combat-unit.js';
import { plural } from '../words.js';
import type { DiffUnit, LikelyBattle } from './board-diff-types.js';
import type { UnitPair } from './unit-changes.js';
import { isEliminated, placeOnMap, statusSeverity, statusWords } from './unit-place.js';

/** Which places touch: a hex grid's neighbours, labels made canonical so "II-42" and "II42" are one hex. */
export interface Contacts {
  /** The canonical label, or null when the label is not one of the map's. */
  place(label: string): string | null;
  /** The canonical labels of the places adjacent to a canonical one. */
  adjacent(place: string): readonly string[];
}

/** A unit of both boards, with its places made canonical (null off the map). */
interface Placed {
  readonly pair: UnitPair;
  readonly before: string | null;
  readonly after: string | null;
}

/** What a unit suffered that a battle explains; empty when nothing. */
function sufferings(p: Placed): string[] {
  const { before, after } = p.pair;
  const name = after.name;
  if (isEliminated(after) && !isEliminated(before)) return [`${name} was eliminated`];
  const out: string[] = [];
  const steps = before.steps.left - after.steps.left;
  if (steps > 0) out.push(`${name} lost ${plural(steps, 'step')}`);
  if (statusSeverity(after.status) > statusSeverity(before.status)) out.push(`${name} became ${statusWords(after.status)}`);
  return out;
}

class UnitGroups {
  private readonly parent = new Map<string, string>();

  root(id: string): string {
    let r = id;
    for (let up = this.parent.get(r); up !== undefined && up !== r; up = this.parent.get(r)) r = up;
    this.parent.set(id, r);
    return r;
  }

  join(a: string, b: string): void {
    const ra = this.root(a);
    const rb = this.root(b);
    if (ra !== rb) this.parent.set(rb, ra);
  }
}

function indexBy(placed: readonly Placed[], at: 'before' | 'after'): Map<string, Placed[]> {
  const index = new Map<string, Placed[]>();
  for (const p of placed) {
    const place = p[at];
    if (place !== null) index.set(place, [...(index.get(place) ?? []), p]);
  }
  return index;
}

function who(u: BoardUnit): DiffUnit {
  return { unit: u.id, name: u.name };
}

interface Involved {
  readonly placed: Placed;
  readonly evidence: string[];
  readonly suffered: boolean;
}

/**
 * The battles that most likely took place between two boards: a unit that lost steps, was eliminated or became
 * worse off, in contact with enemy units (adjacent at the start, or adjacent where either ended); or a unit not
 * of the phasing side that left a hex beside an enemy for one not beside it (a retreat). Units linked through such
 * contacts make one battle. `phasing` is the side whose player-turn the boards span, when they say.
 */
export function likelyBattles(pairs: readonly UnitPair[], contacts: Contacts, phasing: Side | null): LikelyBattle[] {
  const canonical = (label: string | null): string | null => (label === null ? null : contacts.place(label));
  const placed: Placed[] = pairs.map((pair) => ({ pair, before: canonical(placeOnMap(pair.before.location)), after: canonical(placeOnMap(pair.after.location)) }));
  const atStart = indexBy(placed, 'before');
  const atEnd = indexBy(placed, 'after');
  const enemiesNear = (place: string | null, side: Side, index: Map<string, Placed[]>): Placed[] =>
    place === null ? [] : contacts.adjacent(place).flatMap((h) => (index.get(h) ?? []).filter((e) => e.pair.after.side !== side));

  const groups = new UnitGroups();
  const involved = new Map<string, Involved>();
  const involve = (p: Placed, evidence: readonly string[], suffered: boolean): void => {
    const known = involved.get(p.pair.after.id);
    involved.set(p.pair.after.id, { placed: p, evidence: [...(known?.evidence ?? []), ...evidence], suffered: suffered || (known?.suffered ?? false) });
  };
  for (const p of placed) {
    if (p.before === null) continue;
    const side = p.pair.after.side;
    const suffered = sufferings(p);
    let near: Placed[];
    const evidence = [...suffered];
    if (suffered.length > 0) {
      near = [...enemiesNear(p.before, side, atEnd), ...enemiesNear(p.before, side, atStart), ...(p.after === p.before ? [] : enemiesNear(p.after, side, atEnd))];
    } else if (p.after !== null && p.after !== p.before && side !== phasing) {
      const stillNear = new Set(contacts.adjacent(p.after));
      near = enemiesNear(p.before, side, atEnd).filter((e) => e.after === null || !stillNear.has(e.after));
      if (near.length > 0) evidence.push(`${p.pair.after.name} retreated from ${placeOnMap(p.pair.before.location) ?? p.before} to ${placeOnMap(p.pair.after.location) ?? p.after}`);
    } else continue;
    if (near.length === 0) continue;
    involve(p, evidence, true);
    for (const e of near) {
      involve(e, [], false);
      groups.join(p.pair.after.id, e.pair.after.id);
    }
  }

  const battles = new Map<string, Involved[]>();
  for (const [id, inv] of involved) {
    const root = groups.root(id);
    battles.set(root, [...(battles.get(root) ?? []), inv]);
  }
  return [...battles.values()].map((units) => battleOf(units, phasing));
}

function battleOf(units: readonly Involved[], phasing: Side | null): LikelyBattle {
  const hurt = (side: Side): number => units.filter((u) => u.suffered && u.placed.pair.after.side === side).length;
  // Without the phasing side, the side that suffered less is taken as the attacker (a guess, and said so).
  const attacking: Side = phasing ?? (hurt('union') > hurt('confederate') ? 'confederate' : 'union');
  const hexes = new Set<string>();
  for (const u of units) {
    // A unit that suffered fought where it stood at the start; the others where they ended (or last stood).
    const where = u.suffered ? u.placed.pair.before.location : isEliminated(u.placed.pair.after) ? u.placed.pair.before.location : u.placed.pair.after.location;
    const label = placeOnMap(where);
    if (label !== null) hexes.add(label);
  }
  const of = (side: Side): DiffUnit[] => units.filter((u) => u.placed.pair.after.side === side).map((u) => who(u.placed.pair.after));
  const guessed = phasing === null ? ['Which side attacked is a guess: the boards do not say whose player-turn it was.'] : [];
  return {
    certainty: 'likely',
    attackingSide: phasing,
    attackers: of(attacking),
    defenders: of(attacking === 'union' ? 'confederate' : 'union'),
    hexes: [...hexes],
    evidence: [...units.flatMap((u) => u.evidence), ...guessed],
  };
}
