import type { RuleSetChoices } from '../../core/battle.js';
import type { Board, BoardUnit } from '../../core/board/board.js';
import { step, type Step } from '../../core/explanation.js';
import { named, placed, type PlacedUnit } from './battle-forces.js';
import { hasBuiltBreastworks, isSunkenRoadHex, isTownHex } from './hex-protection.js';
import { enemyRangeOfInfluence } from './range-of-influence.js';
import { g77 } from './rule.js';

/** The four phases of a player's turn (Sequence of Activities). */
export type G77Phase = 'breastwork-placement' | 'movement' | 'combat' | 'reorganization';

export type Verdict = 'yes' | 'no' | 'undecided';

/** An answer about breastworks: the verdict and every reason, each with its rule. */
export interface BreastworksAnswer {
  readonly verdict: Verdict;
  readonly steps: readonly Step[];
  /** What Adjutant would need to know to decide, when undecided. */
  readonly question: string | null;
}

const PLACEMENT_PHASE = g77('Sequence of Activities 1');
const answer = (verdict: Verdict, steps: readonly Step[], question: string | null = null): BreastworksAnswer => ({ verdict, steps, question });

function unitOnMap(board: Board, unitId: string): { unit: BoardUnit | null; at: PlacedUnit | null } {
  const unit = board.units.find((u) => u.id === unitId) ?? null;
  return { unit, at: unit ? placed(unit) : null };
}

function hasBuildMarker(board: Board, hex: string): boolean {
  return (
    board.markers.some((m) => m.kind === 'build' && m.hex === hex) ||
    board.units.some((u) => u.location.kind === 'hex' && u.location.hex === hex && u.status.breastworks === 'building')
  );
}

function infantryIn(board: Board, hex: string): BoardUnit[] {
  return board.units.filter((u) => u.type === 'infantry' && u.location.kind === 'hex' && u.location.hex === hex);
}

/**
 * Town and sunken-road hexes count as breastworks for the whole game: nothing to build, nothing to
 * remove. Null when the board does not give the hex's terrain (it may be a town hex).
 */
export function isPermanentBreastworks(board: Board, hex: string): { readonly permanent: boolean | null; readonly steps: readonly Step[] } {
  const rule = g77('Breastworks 2');
  if (isSunkenRoadHex(board, hex)) return { permanent: true, steps: [step(`${hex} is a sunken-road hex: permanent breastworks all game.`, rule)] };
  const town = isTownHex(board, hex);
  if (town) return { permanent: true, steps: [step(`${hex} is a Gettysburg town hex: permanent breastworks all game.`, rule)] };
  if (town === null) return { permanent: null, steps: [step(`The board does not give the terrain of ${hex}; if it is a town hex, it counts as breastworks all game.`, rule)] };
  return { permanent: false, steps: [step(`${hex} is neither a town nor a sunken-road hex: it has breastworks only if they are built there.`, rule)] };
}

/**
 * Whether a unit may place a build marker now: infantry only, in any state of organization, in its
 * side's Disorganization and Breastwork Placement Phase, in the hex it starts the turn in, out of enemy
 * range of influence. Placing the marker keeps it from moving this turn.
 */
export function canStartBreastworks(board: Board, unitId: string, phase: G77Phase, ruleSet: RuleSetChoices = {}): BreastworksAnswer {
  const { unit, at } = unitOnMap(board, unitId);
  if (!unit) return answer('no', [step(`No unit "${unitId}" on the board.`)]);
  if (unit.type !== 'infantry') return answer('no', [step(`${unit.name} is ${unit.type}: only infantry builds breastworks.`, g77('Breastworks 1'))]);
  if (!at) return answer('no', [step(`${unit.name} is not on the map.`)]);
  const steps: Step[] = [step(`${named(at)} is infantry; its state of organization does not matter.`, g77('Breastworks 1A'))];
  if (phase !== 'breastwork-placement') {
    return answer('no', [...steps, step('Build markers are placed only in the Disorganization and Breastwork Placement Phase, the first of the turn.', PLACEMENT_PHASE)]);
  }
  const phasing = board.time.phasingSide;
  if (phasing !== null && phasing !== unit.side) {
    return answer('no', [...steps, step(`It is the ${phasing} player's turn: only the phasing player places build markers.`, PLACEMENT_PHASE)]);
  }
  steps.push(step(`In the placement phase${phasing === null ? ' of its own side’s turn (the board does not say whose turn it is)' : ''}: the unit must have begun the turn in ${at.hex}.`, g77('Breastworks 1A')));
  if (hasBuildMarker(board, at.hex)) return answer('no', [...steps, step(`${at.hex} already has breastworks under construction; they are finished in the next placement phase.`, g77('Breastworks 1B'))]);
  if (hasBuiltBreastworks(board, at.hex)) return answer('no', [...steps, step(`${at.hex} already has breastworks.`, g77('Breastworks 2'))]);
  const permanent = isPermanentBreastworks(board, at.hex);
  if (permanent.permanent === true) steps.push(step(`Building here adds nothing: ${permanent.steps[0]?.text ?? ''}`, g77('Breastworks 2')));
  const range = enemyRangeOfInfluence(board, at.hex, unit.side, ruleSet);
  steps.push(...range.steps);
  if (range.verdict === 'in') return answer('no', [...steps, step('No breastworks can be started inside an enemy range of influence.', g77('Breastworks 7'))]);
  if (range.verdict === 'undecided') return answer('undecided', [...steps, step('Breastworks can be started only out of every enemy range of influence.', g77('Breastworks 7'))], range.question);
  steps.push(step(`A build marker goes on ${unit.name}, which may not move this turn.`, g77('Breastworks 1A')));
  return answer('yes', steps);
}

/**
 * What the next placement phase does to a hex with breastworks under construction: the build marker
 * turns into breastworks if infantry still holds the hex out of enemy range of influence; inside one,
 * construction waits until the range is gone.
 */
export function nextPlacementPhase(board: Board, hex: string, ruleSet: RuleSetChoices = {}): BreastworksAnswer {
  if (!hasBuildMarker(board, hex)) return answer('no', [step(`No breastworks are under construction in ${hex}.`, g77('Breastworks 1B'))]);
  const infantry = infantryIn(board, hex);
  const builder = infantry[0];
  if (!builder) return answer('no', [step(`No infantry unit is left in ${hex}; one (not necessarily the builder) must stay through the second turn.`, g77('Breastworks 1B'))]);
  const steps: Step[] = [step(`${builder.name} (infantry) holds ${hex}.`, g77('Breastworks 1B'))];
  const range = enemyRangeOfInfluence(board, hex, builder.side, ruleSet);
  steps.push(...range.steps);
  if (range.verdict === 'in') return answer('no', [...steps, step('Inside an enemy range of influence construction cannot continue; it resumes once the hex is out of range.', g77('Breastworks 7'))]);
  if (range.verdict === 'undecided') return answer('undecided', [...steps, step('Construction continues only out of every enemy range of influence.', g77('Breastworks 7'))], range.question);
  steps.push(step(`The build marker in ${hex} turns over to breastworks, which count from now on; infantry must stay in the hex this turn too.`, g77('Breastworks 1B')));
  return answer('yes', steps);
}

/** The two turns of construction: 'build' (the build marker is down), 'breastworks' (the marker has turned over). */
export type ConstructionStage = 'build' | 'breastworks';

/**
 * A forced retreat during construction: in the build turn the work is lost and must begin again; in
 * the breastworks turn the breastworks stand as emplaced.
 */
export function retreatDuringConstruction(stage: ConstructionStage): { readonly outcome: 'start-over' | 'emplaced'; readonly steps: readonly Step[] } {
  const rule = g77('Breastworks 6');
  return stage === 'build'
    ? { outcome: 'start-over', steps: [step('Retreating in the build turn loses the work: the build marker comes off and construction starts over.', rule)] }
    : { outcome: 'emplaced', steps: [step('Retreating in the second turn leaves the breastworks: they count as emplaced.', rule)] };
}

/**
 * Whether a unit ending its movement phase in its hex may remove the breastworks there: any unit of
 * either side may, at the end of a movement phase, unless the hex is a town or sunken-road hex.
 */
export function canRemoveBreastworks(board: Board, unitId: string, phase: G77Phase): BreastworksAnswer {
  const { unit, at } = unitOnMap(board, unitId);
  if (!unit) return answer('no', [step(`No unit "${unitId}" on the board.`)]);
  if (!at) return answer('no', [step(`${unit.name} is not on the map.`)]);
  if (phase !== 'movement') return answer('no', [step('Breastworks are removed only at the end of a Movement Phase, by a unit ending its move in the hex.', g77('Breastworks 4'))]);
  const permanent = isPermanentBreastworks(board, at.hex);
  if (permanent.permanent === true) return answer('no', [...permanent.steps, step('Such a hex stays breastworks whatever is removed from it.', g77('Breastworks 2'))]);
  if (!hasBuiltBreastworks(board, at.hex)) return answer('no', [step(`${at.hex} has no breastworks to remove.`, g77('Breastworks 3'))]);
  const steps: Step[] = [
    step(`${named(at)} ends its movement phase in a breastworks hex and may remove them, whoever built them; left alone, unoccupied breastworks stay.`, g77('Breastworks 3 and 4', 'breastworks-3')),
  ];
  if (permanent.permanent === null) steps.push(...permanent.steps);
  return answer('yes', steps);
}
