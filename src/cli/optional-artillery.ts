import { ARTILLERY_RANGE_OPTION, type GunBlockedReach, type InfluenceLineContact } from '../engine/calculators.js';
import type { RuleSetChoices } from '../engine/index.js';

/** The usage lines of --optional-artillery, the same for every command that reads it (influence, artillery). */
export const OPTIONAL_ARTILLERY_USAGE = `  --optional-artillery  the players use the optional rule "Increased Range of Influence for Artillery":
                        guns reach 5 hexes by day where their line is clear`;

/** The 1977 rule set the flag stands for: the optional longer reach on, or no optional rule at all. */
export function optionalArtilleryRules(flag: boolean | undefined): RuleSetChoices {
  return flag === true ? { [ARTILLERY_RANGE_OPTION]: true } : {};
}

const CONTACT_WORDS: Readonly<Record<InfluenceLineContact, string>> = { crossed: 'crossed', edge: 'along its hexside', vertex: 'through its corner' };

/** "R41 by R40 (woods, along its hexside)": a gun's longer reach the line test stops, for a person. */
export function blockedReachWords(b: GunBlockedReach): string {
  return `${b.hex} by ${b.by} (${b.obstruction}, ${CONTACT_WORDS[b.contact]})`;
}
