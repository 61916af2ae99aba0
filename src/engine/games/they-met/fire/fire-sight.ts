import { lineOfSightInto } from '../tem.js';
import { allowed, asked, forbidden, type Finding } from './fire-finding.js';
import type { FireSetup } from './fire-request.js';
import { OWN_TERRAIN_DOES_NOT_BLOCK } from './fire-rules.js';

/**
 * Addition 7 (rule 16.2.2): blocking terrain inside the target area never blocks sight into it. Which other
 * areas' terrain lies on the line is the player's tracing (`stated.blockingAreas`), asked when not given; a
 * line any of them blocks is one the group cannot fire along.
 */
export function sightRule(s: FireSetup, there: string): Finding {
  const blocking = s.stated.blockingAreas;
  if (blocking === undefined) {
    return asked({
      id: `sight:${s.target}`,
      ask: `Which areas' blocking terrain lies on the line of sight into ${there}, traced by your rulebook (rule 16.2.2)? List them in "blockingAreas", or none if nothing blocks or this ${s.fire} traces no line. Terrain inside ${there} itself does not count.`,
      rule: OWN_TERRAIN_DOES_NOT_BLOCK,
    });
  }
  const line = lineOfSightInto(s.target, blocking);
  return line.clear ? allowed(...line.steps) : forbidden('stated.blockingAreas', ...line.steps);
}
