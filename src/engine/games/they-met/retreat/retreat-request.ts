import type { Problem } from '../../../core/answer.js';
import type { BoardUnit } from '../../../core/board/board.js';
import type { RetreatRequest } from '../../../core/retreat.js';

/** The retreating unit and the area or Zone it stands in. */
export interface TmRetreating {
  readonly unit: BoardUnit;
  readonly area: string;
}

export type ReadTmRequest = { readonly ok: true; readonly value: TmRetreating } | { readonly ok: false; readonly problems: readonly Problem[] };

/** Where the unit is, in words, for a unit the retreat cannot start from. */
const NOT_IN_AN_AREA: Readonly<Record<string, string>> = {
  hex: 'is placed on a hex, but They Met is played in areas and Zones',
  'off-map': 'is off the map',
};

/** Checks the request against the board; what cannot be read is an input problem, never a throw. */
export function readTmRequest(r: RetreatRequest): ReadTmRequest {
  const fail = (text: string, at: string): ReadTmRequest => ({ ok: false, problems: [{ severity: 'input', text, rule: null, at }] });
  if (r.board.game !== 'they-met') return fail(`This board is ${r.board.game}, not They Met at Gettysburg.`, 'board');
  const byId = new Map(r.board.units.map((u) => [u.id, u]));
  const unit = byId.get(r.unitId);
  if (!unit) return fail(`No unit "${r.unitId}" is on the board.`, 'unitId');
  if (unit.location.kind !== 'area') return fail(`${unit.name} ${NOT_IN_AN_AREA[unit.location.kind] ?? 'is in no area'}, so it has nowhere to retreat from.`, 'unitId');
  const problems: Problem[] = [];
  const wrongSide = (id: string, at: 'attackers' | 'battle'): string | null => {
    const other = byId.get(id);
    if (!other) return `No unit "${id}" is on the board (named in ${at}).`;
    const enemy = other.side !== unit.side;
    if (at === 'attackers' && !enemy) return `${other.name} is on ${unit.name}'s own side, not an enemy it fought.`;
    if (at === 'battle' && enemy) return `${other.name} is an enemy of ${unit.name}, not a friend in its battle.`;
    return null;
  };
  for (const at of ['attackers', 'battle'] as const) {
    for (const id of r[at]) {
      const text = wrongSide(id, at);
      if (text !== null) problems.push({ severity: 'input', text, rule: null, at });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { unit, area: unit.location.area } };
}
