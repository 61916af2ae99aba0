import type { BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import { clarification } from '../rule.js';
import { isGun, unitRef, type ArtilleryBoard } from './artillery-board.js';
import type { ArtilleryNeed, ArtilleryUnitRef, Finding, TargetCheck } from './artillery-answer-types.js';
import { defenderTerrain } from './defender-terrain.js';
import { lineOfSight } from './line-of-sight.js';

/** What holds for every target of one gun. */
export interface FiringGun {
  readonly ab: ArtilleryBoard;
  readonly gun: ArtilleryUnitRef;
  /** Null while the user has not confirmed it. */
  readonly doubleRange: number | null;
  /** Why the gun may fire on nothing at all (engaged, night), as the rule and a few words; null when nothing bars it. */
  readonly barred: { readonly why: string; readonly rule: RuleRef } | null;
  /** The board does not say whether it is night (asked once, for the gun). */
  readonly nightUnknown: boolean;
}

const TARGETS_NEED: ArtilleryNeed = {
  id: 'artillery.onlyArtilleryTargets',
  question: 'May double-range fire take on enemy units that are not artillery? The clarifications speak only of artillery under such fire; confirm it from your rulebook.',
  rule: clarification(23),
};

/** Whether the target's kind may be fired on: artillery always; any other as the user's settings say. */
function targetKind(f: FiringGun, target: ArtilleryUnitRef): Finding<boolean | null> {
  if (isGun(target.type)) return { value: true, steps: [], needs: [] };
  const only = f.ab.settings.onlyArtilleryTargets;
  if (only === null) return { value: null, steps: [], needs: [TARGETS_NEED] };
  const text = only ? `${target.name} is ${target.type}, and your settings allow double-range fire on enemy artillery only.` : `${target.name} is ${target.type}; your settings allow double-range fire on any enemy combat unit.`;
  return { value: !only, steps: [step(text, f.ab.cite('double-range targets'))], needs: [] };
}

/** Clarification 20: a reorganizing unit that is attacked loses its marker for good. */
function reorganizingTarget(target: BoardUnit): Step[] {
  if (!target.status.reorganizing) return [];
  return [step(`${target.name} is reorganizing: if it is fired on, the marker comes off for good and it defends at its reduced factor.`, clarification(20))];
}

/** All of a list: false if any is false, else null if any is null, else true. */
export function allOf(values: readonly (boolean | null)[]): boolean | null {
  return values.includes(false) ? false : values.includes(null) ? null : true;
}

/**
 * One gun's double-range fire on one enemy unit within double range: the range, the gun-wide bars, the kind of
 * target, the line of sight, and whether the target keeps its terrain modifier. What a forbidden shot still
 * leaves unknown is not asked.
 */
export function fireCheck(f: FiringGun, target: BoardUnit, hex: string, distance: number): { readonly check: TargetCheck; readonly needs: readonly ArtilleryNeed[] } {
  const ref = unitRef(target, hex);
  const steps: Step[] = [step(`${target.name} (${target.type}, ${hex}) is ${distance} hex${distance === 1 ? '' : 'es'} from ${f.gun.name}, within its double range of ${f.doubleRange}.`, f.ab.cite('double range'))];
  if (f.barred) steps.push(step(`No fire on ${target.name}: ${f.barred.why}.`, f.barred.rule));
  const kind = targetKind(f, ref);
  const line = lineOfSight(f.ab, f.gun.hex, hex);
  const terrain = defenderTerrain(f.ab, f.gun, ref);
  steps.push(...kind.steps, ...line.steps, ...terrain.steps, ...reorganizingTarget(target));
  const lineOk = line.value.verdict === 'blocked' ? false : line.value.verdict === 'unknown' ? null : true;
  const eligible = allOf([f.barred ? false : true, f.nightUnknown ? null : true, kind.value, lineOk]);
  const needs = eligible === false ? [] : [...kind.needs, ...line.needs, ...terrain.needs];
  return { check: { unit: ref, distance, eligible, line: line.value, defenderTerrain: terrain.value, steps }, needs };
}
