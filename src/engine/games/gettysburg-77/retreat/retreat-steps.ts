import type { BoardUnit } from '../../../core/board/board.js';
import { step, type Step } from '../../../core/explanation.js';
import { namedList, type PlacedUnit } from '../battle-forces.js';
import { g77 } from '../rule.js';
import type { RetreatGround } from './retreat-ground.js';
import type { OppositeHex, RetreatRoute } from './retreat-routes.js';
import { TOWN_RULE } from './retreat-terrain.js';

const where = (label: string | null): string => label ?? 'off the board';

/** Retreat 1 with one enemy hex beside the unit; Retreat 2 when there are several to choose from. */
export function firstHexStep(ground: RetreatGround, first: OppositeHex, enemyHexes: number): Step {
  const rule = enemyHexes > 1 ? g77('Retreat 2') : g77('Retreat 1');
  const choice = enemyHexes > 1 ? ' (with several enemy hexes beside it, the owner picks which to retreat from)' : '';
  return step(`First hex ${where(first.label)}: directly across ${ground.startLabel} from ${namedList(first.oppositeOf)}${choice}.`, rule);
}

export function secondHexStep(second: string | null): Step {
  return step(
    `Second hex ${where(second)}: any direction is allowed, but not into a hex the unit could not have taken first (the enemy's, an enemy zone of control, or one beside its starting hex that is not opposite an enemy).`,
    g77('Retreat 3'),
  );
}

export function zocStep(route: RetreatRoute): Step {
  if (!route.forced) return step('No hex of this retreat lies in an enemy zone of control.', g77('Retreat Restrictions 1'));
  return step(
    `Every route clear of enemy zones of control is closed, so it may enter ${where(route.first.label)}, in the zone of control of ${namedList(route.first.zoc)}; the retreat stops there (it may retreat again later).`,
    g77('Retreat Restrictions 2'),
  );
}

export function disorganizedStep(ground: RetreatGround, adjacent: readonly PlacedUnit[]): Step {
  return step(`It leaves the zone of control of ${namedList(adjacent)}: a disorganized 2 marker goes on ${ground.unit.name}.`, g77('Shatter and Disorganization 1'));
}

export function townSteps(unit: BoardUnit, towns: readonly string[], voluntary: boolean): Step[] {
  const what = `${towns.join(' and ')} ${towns.length > 1 ? 'are town hexes' : 'is a town hex'}`;
  if (voluntary) return [step(`${what}: only a retreat a combat result forces into town costs a step, and this one is voluntary, so it costs nothing.`, TOWN_RULE)];
  const out = [step(`${what}: a retreat a combat result forces into town costs one step (counted once per retreat).`, TOWN_RULE)];
  if (unit.steps.left <= 1) out.push(step(`${unit.name} has one step left, so losing it eliminates the unit.`, g77('Casualties 4')));
  return out;
}

export function unknownTownStep(hexes: readonly string[]): Step {
  return step(`The board does not give the terrain of ${hexes.join(' and ')}; a town hex there would cost one more step.`, TOWN_RULE);
}

export function friendsSteps(unit: BoardUnit, hex: string, friends: readonly BoardUnit[], over: boolean): Step[] {
  const names = friends.map((f) => f.name).join(', ');
  const out = [
    step(
      `It ends on ${names} in ${hex}, ignoring stacking. If that stack is attacked in the next round or phase, ${unit.name}'s strength does not count in its defence, but it shares the stack's results (mark it "Retreated onto this stack" among the defenders of the odds calculator).`,
      g77('Retreat Restrictions 5'),
    ),
  ];
  if (over) {
    out.push(step(`That is beyond the limit of two infantry or cavalry units and one artillery unit a hex (unless the units form a group): in its next movement phase its owner must bring the stack within the limit or lose the units overstacked.`, g77('Stacking 1')));
  }
  return out;
}

export function offBoardStep(exit: string): Step {
  return step(`It leaves the board from ${exit}: it sits out at least one full turn, then may come back as a reinforcement at the hex nearest ${exit} that is out of enemy zones of control.`, g77('Retreat Restrictions 4'));
}

export function breastworksStep(): Step {
  return step('It was building breastworks (first turn): the work is lost, and construction must start over.', g77('Breastworks 6'));
}

/**
 * Advance is worked out elsewhere; this says only who may move into the hex left, if it is left empty. After a
 * combat result, enemies next to it that fought the unit, or stand with one that did; after a voluntary
 * retreat, any enemy next to it.
 */
export function advanceStep(ground: RetreatGround, adjacent: readonly PlacedUnit[], fought: readonly PlacedUnit[], voluntary: boolean): Step {
  if (voluntary) return step(`If ${ground.startLabel} is left empty, any enemy unit next to it may advance into it: ${namedList(adjacent)}.`, g77('Advance 1'));
  const foughtHexes = new Set(fought.map((f) => f.hex));
  const byResult = adjacent.filter((a) => foughtHexes.has(a.hex));
  const result = byResult.length > 0 ? namedList(byResult) : 'none of the enemy units named as fought';
  return step(`If ${ground.startLabel} is left empty, enemy units next to it may advance into it: ${result} (or units that fought another unit of ${ground.startLabel}).`, g77('Advance 1'));
}

export function rankStep(route: RetreatRoute, rank: number): Step {
  return route.forced
    ? step(`Rank ${rank}: no route avoids the enemy zones of control; among the hexes in them, the owner chooses.`, g77('Retreat Restrictions 2'))
    : step(`Rank ${rank}: it avoids every enemy zone of control; among such routes the owner chooses.`, g77('Retreat Restrictions 1'));
}
