import type { Side } from '../../../core/combat-unit.js';
import type { LedgerRow } from '../../../core/victory.js';
import type { G88Objective } from './victory-settings.js';
import { G88_MAP } from '../map.js';

const LABELS = G88_MAP.labels;

export interface ObjectiveControl {
  readonly side: Side;
  readonly how: 'at the start' | 'units' | 'general' | 'marker' | 'event';
  readonly since: number | null;
}

export function startingControl(objectives: readonly G88Objective[]): Map<string, ObjectiveControl | null> {
  return new Map(objectives.map((o) => [o.hex, o.initialControl === null ? null : { side: o.initialControl, how: 'at the start', since: null }]));
}

function set(control: Map<string, ObjectiveControl | null>, hex: string, side: Side, how: ObjectiveControl['how'], index: number): void {
  if (!control.has(hex)) return;
  if (control.get(hex)?.side === side) return;
  control.set(hex, { side, how, since: index });
}

/**
 * Control after one row: 'occupied' events, then the board's occupation markers, then whoever stands on
 * the hex. Any unit holds a hex here, generals alone included (clarification 37); the last side to
 * stand there keeps it. Which units hold an objective is otherwise the rulebook's, not in the sources.
 */
export function applyRowToObjectives(control: Map<string, ObjectiveControl | null>, row: LedgerRow, index: number): void {
  for (const e of row.events) {
    if (e.kind !== 'occupied') continue;
    const hex = LABELS.canonical(e.hex);
    if (hex !== null) set(control, hex, e.side, 'event', index);
  }
  if (!row.board) return;
  for (const m of row.board.markers) {
    const hex = m.kind === 'occupation' && m.side !== undefined ? LABELS.canonical(m.hex) : null;
    if (hex !== null && m.side !== undefined) set(control, hex, m.side, 'marker', index);
  }
  const present = new Map<string, { sides: Set<Side>; onlyGenerals: boolean }>();
  for (const u of row.board.units) {
    if (u.location.kind !== 'hex' || u.steps.left === 0) continue;
    const hex = LABELS.canonical(u.location.hex);
    if (hex === null || !control.has(hex)) continue;
    const p = present.get(hex) ?? { sides: new Set<Side>(), onlyGenerals: true };
    p.sides.add(u.side);
    if (u.type !== 'general' && u.type !== 'leader') p.onlyGenerals = false;
    present.set(hex, p);
  }
  for (const [hex, p] of present) {
    const [only] = [...p.sides];
    if (p.sides.size === 1 && only !== undefined) set(control, hex, only, p.onlyGenerals ? 'general' : 'units', index);
  }
}
