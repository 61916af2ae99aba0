import type { DefenceMultiplier } from '../src/engine/index.js';
import type { Board } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import type { DraftMultipliers } from './modifiers-multipliers.js';

interface Props {
  readonly board: Board;
  readonly found: readonly DefenceMultiplier[];
  readonly draft: DraftMultipliers | null;
}

/**
 * Terrain that multiplies a defender's strength rather than adding to the roll: shown apart from the lines,
 * since it goes into the defence strength (where the answer explains it), not into the modification.
 */
export function DefenceMultipliers({ board, found, draft }: Props) {
  if (found.length === 0) return null;
  const nameOf = (id: string): string => board.units.find((u) => u.id === id)?.name ?? id;
  return (
    <div class="defence-multipliers" data-testid="defence-multipliers">
      <h3>Defence strength multiplied</h3>
      <ul>
        {found.map((m) => {
          const out = draft?.leftOut.find((l) => l.multiplier.unitId === m.unitId);
          return (
            <li key={m.unitId}>
              <span>
                <strong>×{m.factor}</strong> {nameOf(m.unitId)}: {m.reason}
              </span>
              {m.rule && <small class="rule">{formatRuleRef(m.rule)}</small>}
              {out ? (
                <small class="notice">Not in the odds: {out.why}.</small>
              ) : (
                <small class="muted">In the defence strength of the odds; set the defence by hand below to use another.</small>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
