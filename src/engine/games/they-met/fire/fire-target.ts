import type { BoardUnit } from '../../../core/board/board.js';
import { step } from '../../../core/explanation.js';
import { allowed, asked, forbidden, type Finding } from './fire-finding.js';
import type { FireSetup } from './fire-request.js';
import { NO_FIRE_INTO_ACTIVATED, NO_FIRE_ON_FRIENDS } from './fire-rules.js';

/** "area 31", "the Zone Test Road": how an answer names a place. */
export function placeName(label: string, isZone: (l: string) => boolean): string {
  return isZone(label) ? `the Zone ${label}` : `area ${label}`;
}

const names = (units: readonly BoardUnit[]): string => units.map((u) => u.name).join(', ');

/** Leaders are counters of their own: whether Q&A 9's "friendly units" takes them in, the errata do not say. */
const isLeader = (u: BoardUnit): boolean => u.type === 'leader' || u.type === 'general' || u.type === 'headquarters';

/** Q&A 10: the area activated this impulse is never the target, whatever enemies stand in it. */
export function activatedAreaRule(s: FireSetup, place: string): Finding {
  if (s.target !== s.activated) return allowed(step(`The target, ${place}, is not the activated area (${s.activated}).`, NO_FIRE_INTO_ACTIVATED));
  const enemies = s.standing.activated.filter((u) => u.side !== s.group.side);
  const who = enemies.length > 0 ? ` (${names(enemies)} there among them)` : '';
  return forbidden('target', step(`The target, ${place}, is the activated area: its enemy units${who} cannot be the target of a ${s.fire}.`, NO_FIRE_INTO_ACTIVATED));
}

/**
 * Q&A 9 (rules 8.1 and 9.1): no fire into an area where friendly units stand, the group's own included. Where
 * the only friendly counters there are leaders, the player says whether they count (`stated.leadersCount`).
 */
export function friendlyTargetRule(s: FireSetup, place: string): Finding {
  const friends = s.standing.target.filter((u) => u.side === s.group.side);
  const units = friends.filter((u) => !isLeader(u));
  if (units.length > 0) return forbidden('target', step(`Friendly units (${names(units)}) stand in ${place}: neither a bombardment nor a volley may go into it.`, NO_FIRE_ON_FRIENDS));
  if (friends.length === 0) return allowed(step(`No friendly units stand in ${place}.`, NO_FIRE_ON_FRIENDS));
  const leaders = names(friends);
  switch (s.stated.leadersCount) {
    case true:
      return forbidden('target', step(`As you state, a leader counts as a friendly unit: ${leaders} in ${place} bars the fire.`, NO_FIRE_ON_FRIENDS));
    case false:
      return allowed(step(`As you state, a leader is not a friendly unit for this rule: ${leaders} in ${place} does not bar the fire.`, NO_FIRE_ON_FRIENDS));
    default:
      return asked({
        id: `leaders-in-target:${s.target}`,
        ask: `The only friendly counters in ${place} are leaders (${leaders}). Fire may not go into an area holding friendly units: does a leader count as one in your rulebook? Answer with "leadersCount".`,
        rule: NO_FIRE_ON_FRIENDS,
      });
  }
}
