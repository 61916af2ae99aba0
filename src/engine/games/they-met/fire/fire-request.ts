import type { Problem } from '../../../core/answer.js';
import type { Board, BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import { AREA_LABEL_HELP, isAreaLabel } from '../../../core/hex/area-label.js';
import type { AreaMap } from '../../../core/hex/hex-grid.js';
import type { AreaTems } from '../area-tems-input.js';

export const TM_FIRE_KINDS = ['bombardment', 'volley'] as const;
export type TmFireKind = (typeof TM_FIRE_KINDS)[number];

/**
 * What the player states from their own rulebook when the answer asks it (each field answers the question
 * whose id its comment gives; absent, the question is asked again).
 */
export interface TmFireStatements {
  /**
   * `sight:<target>`: the areas whose blocking terrain lies on the line of sight this fire traces into the
   * target (rule 16.2.2 of the rulebook), the target itself included or not; [] when none does, or when
   * this fire traces no line of sight.
   */
  readonly blockingAreas?: readonly string[];
  /** `adjacent:<from>|<target>`: with no area map given, whether the target touches each area the group fires from (by that area). */
  readonly adjacentFrom?: Readonly<Record<string, boolean>>;
  /** `fire-range:<from>|<target>`: the fire reaches a target that is not adjacent to where the group stands. */
  readonly reachesTarget?: boolean;
  /** `volley-target:<target>`: a volley may go into this target, which does not print +1 (or is a Zone). */
  readonly volleyTarget?: boolean;
  /** `leaders-in-target:<target>`: a leader counts as a friendly unit in the target area. */
  readonly leadersCount?: boolean;
}

/** Whether a group may bombard or volley into an area. */
export interface TmFireInput {
  readonly board: Board;
  /** Ids of the units that fire, all of one side, each in an area or Zone on the board. */
  readonly group: readonly string[];
  readonly fire: TmFireKind;
  /** The area or Zone fired into. */
  readonly target: string;
  /** The area activated this impulse. */
  readonly activated: string;
  /** The player's map (the command line's adjacency list); null when none is given, and adjacency is then asked. */
  readonly areaMap: AreaMap | null;
  /** The printed TEMs the player entered (Options, area TEMs), read for a volley's target. */
  readonly tems?: AreaTems | null;
  /** The enemy unit leading the defence in the target area, when one is named. */
  readonly leadDefender?: string | null;
  readonly stated?: TmFireStatements;
}

/** A request checked against the board. */
export interface FireSetup extends Pick<TmFireInput, 'fire' | 'target' | 'activated' | 'areaMap'> {
  /** The firing group: its side, its units, and the areas it fires from (each once, in the group's order). */
  readonly group: { readonly side: Side; readonly units: readonly BoardUnit[]; readonly from: readonly string[] };
  /** Every unit standing in the target, and in the activated area. */
  readonly standing: { readonly target: readonly BoardUnit[]; readonly activated: readonly BoardUnit[] };
  readonly tems: AreaTems | null;
  readonly leadDefender: BoardUnit | null;
  readonly stated: TmFireStatements;
}

export type ReadFire = { readonly ok: true; readonly setup: FireSetup } | { readonly ok: false; readonly problems: readonly Problem[] };

/** The area or Zone a unit stands in, or null when it stands in none. */
export function areaOf(u: BoardUnit): string | null {
  return u.location.kind === 'area' ? u.location.area : null;
}

/** Labels are shown quoted and cut short: they come from the player or a file. */
const shown = (s: unknown): string => JSON.stringify(String(s).slice(0, 40));

function readGroup(board: Board, ids: readonly string[], problem: (text: string, at: string) => void): BoardUnit[] {
  if (!Array.isArray(ids)) {
    problem('The firing group is a list of unit ids.', 'group');
    return [];
  }
  if (ids.length === 0) problem('Name at least one unit of the firing group.', 'group');
  const units: BoardUnit[] = [];
  for (const id of ids) {
    const u = board.units.find((x) => x.id === id);
    if (!u) problem(`No unit ${shown(id)} is on the board.`, 'group');
    else if (areaOf(u) === null) problem(`${u.name} stands in no area or Zone, so it cannot fire.`, 'group');
    else if (units.includes(u)) problem(`${u.name} is named twice in the group.`, 'group');
    else units.push(u);
  }
  const sides = new Set(units.map((u) => u.side));
  if (sides.size > 1) problem('The firing group mixes Union and Confederate units: a group is of one side.', 'group');
  return units;
}

function readLead(board: Board, id: string, target: string, side: Side | undefined, problem: (text: string, at: string) => void): BoardUnit | null {
  const u = board.units.find((x) => x.id === id);
  if (!u) problem(`No unit ${shown(id)} is on the board to lead the defence.`, 'leadDefender');
  else if (areaOf(u) !== target) problem(`${u.name} is not in ${target}, so it cannot lead the defence there.`, 'leadDefender');
  else if (u.side === side) problem(`${u.name} is on the firing side: the lead defending unit is an enemy one.`, 'leadDefender');
  else return u;
  return null;
}

/**
 * Checks a fire request against the board and the map; whatever cannot be read is an 'input' problem at its
 * field, never a throw.
 */
export function readFireRequest(input: TmFireInput): ReadFire {
  const problems: Problem[] = [];
  const problem = (text: string, at: string): void => {
    problems.push({ severity: 'input', text, rule: null, at });
  };
  const { board, target, activated, areaMap } = input;
  if (board.game !== 'they-met') return { ok: false, problems: [{ severity: 'input', text: `This board is ${board.game}, not They Met at Gettysburg.`, rule: null, at: 'board' }] };
  if (!TM_FIRE_KINDS.includes(input.fire)) problem(`The kind of fire is "bombardment" or "volley" (got ${shown(input.fire)}).`, 'fire');
  for (const [at, label] of [['target', target], ['activated', activated]] as const) {
    if (typeof label !== 'string' || !isAreaLabel(label)) problem(`The ${at} area should be ${AREA_LABEL_HELP} (got ${shown(label)}).`, at);
  }
  const group = readGroup(board, input.group, problem);
  const side = group[0]?.side;
  const from = [...new Set(group.map((u) => areaOf(u) ?? ''))];
  if (areaMap) {
    for (const label of new Set([target, activated, ...from])) {
      if (isAreaLabel(label) && !areaMap.isArea(label)) problem(`${label} is not on your area map.`, 'areaMap');
    }
  }
  const lead = input.leadDefender ? readLead(board, input.leadDefender, target, side, problem) : null;
  const stated = input.stated ?? {};
  const blocking: unknown = stated.blockingAreas;
  if (blocking !== undefined && !Array.isArray(blocking)) problem('The blocking areas are a list of areas (an empty one for none).', 'stated.blockingAreas');
  for (const label of Array.isArray(blocking) ? blocking : []) {
    if (typeof label !== 'string' || !isAreaLabel(label)) problem(`Each blocking area should be ${AREA_LABEL_HELP} (got ${shown(label)}).`, 'stated.blockingAreas');
  }
  if (problems.length > 0 || side === undefined) return { ok: false, problems };
  const standing = (label: string): BoardUnit[] => board.units.filter((u) => areaOf(u) === label);
  return {
    ok: true,
    setup: {
      fire: input.fire,
      target,
      activated,
      areaMap,
      group: { side, units: group, from },
      standing: { target: standing(target), activated: standing(activated) },
      tems: input.tems ?? null,
      leadDefender: lead,
      stated,
    },
  };
}
