import { step } from '../../../core/explanation.js';
import { allowed, asked, forbidden, type Finding } from './fire-finding.js';
import type { FireSetup } from './fire-request.js';
import { ADJACENT_FIRE_DESPITE_ENEMY } from './fire-rules.js';

/**
 * Q&A 11: a group may fire into an area adjacent to the one it stands in, and enemy units sharing the activated
 * area do not stop it. Adjacency is the player's map's; without a map it is asked. How far either kind of fire
 * reaches beyond an adjacent area is the rulebook's range, not the errata's: asked, or read from
 * `stated.reachesTarget`.
 */
export function reachRule(s: FireSetup, from: string, place: (label: string) => string): Finding {
  const there = place(s.target);
  const here = place(from);
  // Without the player's map, their word on adjacency stands in for it; neither given, it is asked.
  const said = s.stated.adjacentFrom && Object.hasOwn(s.stated.adjacentFrom, from) ? s.stated.adjacentFrom[from] : undefined;
  const adjacent = s.areaMap === null ? (typeof said === 'boolean' ? said : null) : s.areaMap.adjacent(from, s.target);
  if (adjacent === null) {
    return asked({
      id: `adjacent:${from}|${s.target}`,
      ask: `Is ${there} adjacent to ${here} on your map? Answer yes or no (on the command line, give your map's adjacency list): the errata let fire go into an adjacent area.`,
      rule: ADJACENT_FIRE_DESPITE_ENEMY,
    });
  }
  if (adjacent) {
    const enemies = s.standing.activated.filter((u) => u.side !== s.group.side);
    const despite = enemies.length > 0 ? `, even with enemy units (${enemies.map((u) => u.name).join(', ')}) in the activated area ${s.activated}` : '';
    const stated = s.areaMap === null ? ' (as you state)' : '';
    return allowed(step(`The target, ${there}, is adjacent to ${here}${stated}, where the group stands: fire may go into it${despite}.`, ADJACENT_FIRE_DESPITE_ENEMY));
  }
  const apart = `The target, ${there}, is not adjacent to ${here}`;
  switch (s.stated.reachesTarget) {
    case true:
      return allowed(step(`${apart}; as you state, your rulebook lets this ${s.fire} reach it.`));
    case false:
      return forbidden('target', step(`${apart}, and as you state, this ${s.fire} cannot reach it.`));
    default:
      return asked({
        id: `fire-range:${from}|${s.target}`,
        ask: `${apart}. The errata settle fire into an adjacent area only: can a ${s.fire} from ${here} reach ${there} under your rulebook? Answer with "reachesTarget".`,
        rule: ADJACENT_FIRE_DESPITE_ENEMY,
      });
  }
}
