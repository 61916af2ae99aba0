import type { DefenceMultiplier } from '../src/engine/index.js';
import type { DefenseMultiplierInput } from '../src/engine/index.js';
import type { BattleDraft } from './battle-draft.js';
import { rowName } from './read-draft.js';

/** The defence multipliers of a battle read off the board, as the odds take them, and those the odds cannot take. */
export interface DraftMultipliers {
  readonly inputs: readonly DefenseMultiplierInput[];
  /** A multiplier left out of the odds, with why (the player multiplies by hand, or overrides the defence). */
  readonly leftOut: readonly { readonly multiplier: DefenceMultiplier; readonly why: string }[];
}

/**
 * The odds find a defender by the name of its row, so each multiplier (by board id) goes to the name of the
 * defender row filled from that counter. A name that another defender row shares would multiply that row
 * too: such a multiplier is left out and said so, never applied to the wrong unit.
 */
export function draftMultipliers(d: BattleDraft, multipliers: readonly DefenceMultiplier[]): DraftMultipliers {
  const rows = d.defenders.map((u, i) => ({ boardId: u.boardId, name: rowName('defender', u, i) }));
  const inputs: DefenseMultiplierInput[] = [];
  const leftOut: { multiplier: DefenceMultiplier; why: string }[] = [];
  for (const m of multipliers) {
    const row = rows.find((r) => r.boardId === m.unitId);
    if (!row) {
      leftOut.push({ multiplier: m, why: 'it is not among the defender rows' });
      continue;
    }
    if (rows.some((r) => r.name === row.name && r.boardId !== m.unitId)) {
      leftOut.push({ multiplier: m, why: `another defender row is also named “${row.name}”: rename one so Adjutant can tell them apart` });
      continue;
    }
    inputs.push({ unitName: row.name, factor: m.factor, reason: m.reason, rule: m.rule });
  }
  return { inputs, leftOut };
}
