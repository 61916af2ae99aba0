import type { Board } from '../../core/board/board.js';
import type { Question } from '../../core/answer.js';
import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import type { HexGrid } from '../../core/hex/hex-grid.js';
import { hexKey } from '../../core/hex/hex.js';
import type { RuleRef } from '../../core/rule-ref.js';

/**
 * Cemetery Hill's zones of control are the Blue & Gray series' rule, which is not in Adjutant's sources.
 * So the player confirms it, as a victory setting under this key: true once they confirm that a unit's
 * ZOC is the six hexes around it (for every unit), false when they say their rules differ, and null (or
 * absent, as in settings stored before the key existed) until they say.
 */
export const CH_ZOC_SETTING = 'zocAdjacentHexes';

/** The player's answer to the ZOC question: confirmed, said to differ, or not yet given. */
export type ChZoc = boolean | null;

/** Where the series' ZOC rule is, as Adjutant cites it: the player's own standard rules. */
export const CH_ZOC_RULE: RuleRef = { game: 'cemetery-hill', document: 'Your Blue & Gray series standard rules', rule: 'zones of control' };

/** The question every ZOC-dependent answer asks while the player has not confirmed (stable id, so it is remembered). */
export const CH_ZOC_QUESTION: Question = {
  id: 'cemetery-hill-zoc',
  ask:
    "Is a unit's zone of control the six hexes around it, for every unit, in your Blue & Gray standard rules? " +
    `Confirm it under Options → Victory settings (Cemetery Hill, \`${CH_ZOC_SETTING}\`): Adjutant's sources do not give the series' ZOC rule.`,
  rule: CH_ZOC_RULE,
};

/** The step an answer gives once the player has confirmed the six-hex ZOC. */
export const ZOC_CONFIRMED: Step = step("A unit's zone of control is the six hexes around it, for every unit, as you confirmed from your standard rules.", CH_ZOC_RULE);

/** The step an answer gives where the player said their ZOC rule differs: the ZOC-dependent part is theirs to judge. */
export const ZOC_DIFFERS: Step = step(
  "You said your standard rules' zones of control differ from the six hexes around each unit: Adjutant cannot judge which hexes next to an enemy unit are in its ZOC, so that part is yours to decide.",
  CH_ZOC_RULE,
);

/** The step (and question, while unconfirmed) an answer that depends on enemy ZOC adds, for the player's answer `zoc`. */
export function zocNote(zoc: ChZoc): { readonly step: Step | null; readonly questions: readonly Question[] } {
  if (zoc === true) return { step: ZOC_CONFIRMED, questions: [] };
  if (zoc === false) return { step: ZOC_DIFFERS, questions: [] };
  return {
    step: step("Whether a hex next to an enemy unit is in that unit's zone of control is not judged until you confirm your standard rules' ZOC (see the question).", CH_ZOC_RULE),
    questions: [CH_ZOC_QUESTION],
  };
}

/** Reads the setting from untrusted stored settings: absent or null is "not yet said"; anything else but a boolean is a problem. */
export function readChZoc(settings: Readonly<Record<string, unknown>>): { readonly zoc: ChZoc; readonly problem: string | null } {
  const raw = settings[CH_ZOC_SETTING];
  if (raw === undefined || raw === null) return { zoc: null, problem: null };
  if (typeof raw === 'boolean') return { zoc: raw, problem: null };
  return { zoc: null, problem: `${CH_ZOC_SETTING}: expected true, false or null (not yet confirmed)` };
}

/** Whether a hex is in an enemy ZOC: 'unknown' for a hex next to an enemy unit while the six-hex ZOC is not confirmed. */
export type ZocState = 'yes' | 'no' | 'unknown';

export interface EnemyPresence {
  /** Hex keys (axial) holding units of the enemy of `side`. */
  readonly enemyHexes: ReadonlySet<string>;
  /** Hex keys holding units of `side`. */
  readonly friendlyHexes: ReadonlySet<string>;
  /** Whether the hex (axial key) is in the enemy's ZOC, as far as the player's answer lets Adjutant say. */
  zocAt(key: string): ZocState;
}

/**
 * Where `side`'s enemies are and what they control, on a board read through `grid`. Units whose hex the
 * grid cannot read are left out. A hex next to no enemy unit is in no enemy ZOC; a hex next to one is in
 * its ZOC only once the player confirms the six-hex ZOC (`zoc` true), and is 'unknown' otherwise.
 */
export function enemyPresence(board: Board, grid: HexGrid, side: Side, zoc: ChZoc): EnemyPresence {
  const enemyHexes = new Set<string>();
  const friendlyHexes = new Set<string>();
  const nextToEnemy = new Set<string>();
  for (const unit of board.units) {
    if (unit.location.kind !== 'hex') continue;
    const at = grid.parse(unit.location.hex);
    if (!at) continue;
    if (unit.side === side) friendlyHexes.add(hexKey(at));
    else {
      enemyHexes.add(hexKey(at));
      for (const n of grid.neighbors(at)) nextToEnemy.add(hexKey(n));
    }
  }
  return {
    enemyHexes,
    friendlyHexes,
    zocAt: (key) => (!nextToEnemy.has(key) ? 'no' : zoc === true ? 'yes' : 'unknown'),
  };
}
