import { step } from '../../../core/explanation.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import type { ArtilleryBoard } from './artillery-board.js';
import type { Finding } from './artillery-answer-types.js';

/** A terrain name that says the hex is a hill: "hill", or one ending in it ("rough hill", clarification 2's E6, F5 and F6). */
export function isHillTerrain(name: string): boolean {
  return name === 'hill' || name.endsWith(' hill');
}

/**
 * The hill a hex stands on, by the hills the user named: `{ hill: name }`, `{ hill: null }` for no hill, or
 * null while not known (the hills not confirmed yet, or a hex the board calls a hill that no named hill holds).
 * `rule` is the clarification that needs it, cited in the question.
 */
export function hillAt(ab: ArtilleryBoard, hex: string, rule: RuleRef): Finding<{ readonly hill: string | null } | null> {
  const hills = ab.settings.hills;
  if (hills === null) {
    return {
      value: null,
      steps: [],
      needs: [
        {
          id: 'artillery.hills',
          question: 'Which hexes form each hill on your map? Name every hill with its hexes (for instance "Cemetery Hill" and its hexes), or confirm there are none; the clarifications on double-range fire depend on hills.',
          rule,
        },
      ],
    };
  }
  const named = ab.namedHill(hex);
  if (named) return { value: { hill: named.name }, steps: [step(`${hex} is on ${named.name}, as your settings name its hexes.`, ab.cite('hills'))], needs: [] };
  const hillName = ab.names(hex)?.find(isHillTerrain);
  if (hillName !== undefined) {
    return {
      value: null,
      steps: [],
      needs: [{ id: `artillery.hills:${hex}`, question: `${hex} is ${hillName} terrain, but none of the hills you named holds it: which hill is it part of? Add it to that hill's hexes.`, rule }],
    };
  }
  return { value: { hill: null }, steps: [], needs: [] };
}
