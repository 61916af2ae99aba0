import type { AppliedModifierLine } from '../src/engine/index.js';
import { modifierTotal } from '../src/engine/index.js';
import { signed } from '../src/ui-text.js';

/** The modification the odds take: the lines' sum plus what was typed by hand, and the table's limit on it. */
export function ModifierTotal({ lines, typed, limit }: { readonly lines: readonly AppliedModifierLine[]; readonly typed: number; readonly limit: number | null }) {
  const fromLines = modifierTotal(lines);
  const total = fromLines + typed;
  const limited = limit !== null && Math.abs(total) > limit ? Math.sign(total) * limit : null;
  return (
    <p class="modifier-total">
      Total modification <strong data-testid="modifier-total">{signed(total)}</strong>
      {typed !== 0 && (
        <span class="muted">
          {' '}
          ({signed(fromLines)} from the lines, {signed(typed)} typed by hand)
        </span>
      )}
      {limited !== null && <span class="muted"> — the table limits it to {signed(limited)}</span>}
    </p>
  );
}
