import { SIDES, type Side } from '../../../core/combat-unit.js';
import { isRecord } from '../../../core/field-error.js';
import { G88_MAP } from '../map.js';

/**
 * The Gettysburg '88 victory figures Adjutant's sources lack, as the user enters them from their own
 * rulebook. Null (or absent) is "not entered": a tally that needs it asks, never guesses.
 */
export interface G88Objective {
  readonly hex: string;
  readonly name: string;
  /** VP while each side holds the hex; null where that side scores nothing there or it is not entered. */
  readonly points: { readonly union: number | null; readonly confederate: number | null };
  readonly initialControl: Side | null;
}

export interface G88VictorySettings {
  /** VP to the opponent for a unit on its reduced side (its flip). */
  readonly flipVp: number | null;
  /** VP to the opponent for an eliminated combat unit, on top of its flip. */
  readonly eliminationVp: number | null;
  /** VP to the opponent for an eliminated general. */
  readonly generalEliminationVp: number | null;
  /** Null when no objective hexes are entered at all. */
  readonly objectives: readonly G88Objective[] | null;
  readonly problems: readonly { readonly id: string; readonly question: string }[];
}

const MAX_VP = 999;
const MAX_OBJECTIVES = 200;
const LABELS = G88_MAP.labels;

const isVp = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_VP;

function readVp(raw: Readonly<Record<string, unknown>>, key: string, what: string, problems: { id: string; question: string }[]): number | null {
  const v = raw[key];
  if (v === undefined || v === null) return null;
  if (isVp(v)) return v;
  problems.push({ id: key, question: `The ${what} entered is not a whole number from 0 to ${MAX_VP}; what does your rulebook give?` });
  return null;
}

function readObjective(v: unknown, i: number, problems: { id: string; question: string }[]): G88Objective | null {
  const id = `objectives.${i}`;
  if (!isRecord(v)) {
    problems.push({ id, question: `Objective ${i + 1} is not a hex with its VP; enter it again.` });
    return null;
  }
  const hex = typeof v['hex'] === 'string' ? LABELS.canonical(v['hex']) : null;
  if (hex === null) {
    problems.push({ id: `${id}.hex`, question: `Objective ${i + 1} does not name a Gettysburg '88 hex (like F7); which hex is it?` });
    return null;
  }
  const points = { union: null as number | null, confederate: null as number | null };
  for (const side of SIDES) {
    const p = v[side];
    if (p === undefined || p === null) continue;
    if (isVp(p)) points[side] = p;
    else problems.push({ id: `${id}.${side}`, question: `The ${side} VP of objective ${hex} is not a whole number from 0 to ${MAX_VP}.` });
  }
  const c = v['initialControl'];
  const initialControl = c === 'union' || c === 'confederate' ? c : null;
  if (c !== undefined && c !== null && initialControl === null) problems.push({ id: `${id}.initialControl`, question: `Who holds ${hex} at the start: union or confederate?` });
  const name = typeof v['name'] === 'string' && v['name'].trim() !== '' ? v['name'].trim().slice(0, 80) : `Objective ${hex}`;
  return { hex, name, points, initialControl };
}

export function readG88VictorySettings(given: Readonly<Record<string, unknown>>): G88VictorySettings {
  const problems: { id: string; question: string }[] = [];
  // Stored data is untrusted whole: settings that are not an object are read as none, and said.
  const raw: Readonly<Record<string, unknown>> = isRecord(given) ? given : {};
  if (!isRecord(given)) problems.push({ id: 'settings', question: 'The victory settings are not a set of settings; enter them again.' });
  const flipVp = readVp(raw, 'flipVp', 'VP for flipping a unit', problems);
  const eliminationVp = readVp(raw, 'eliminationVp', 'VP for eliminating a unit', problems);
  const generalEliminationVp = readVp(raw, 'generalEliminationVp', 'VP for eliminating a general', problems);
  const list = raw['objectives'];
  let objectives: G88Objective[] | null = null;
  if (Array.isArray(list)) {
    objectives = [];
    const seen = new Set<string>();
    for (const [i, v] of list.slice(0, MAX_OBJECTIVES).entries()) {
      const o = readObjective(v, i, problems);
      if (o === null) continue;
      if (seen.has(o.hex)) problems.push({ id: `objectives.${i}.hex`, question: `${o.hex} is entered twice as an objective; which entry stands?` });
      else objectives.push(o);
      seen.add(o.hex);
    }
  } else if (list !== undefined && list !== null) {
    problems.push({ id: 'objectives', question: 'The objective hexes setting is not a list; enter it again.' });
  }
  return { flipVp, eliminationVp, generalEliminationVp, objectives, problems };
}
