import type { BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import type { LedgerRow } from '../../../core/victory.js';
import { broughtOn } from './optional-units.js';

/** What the ledger has shown of the units so far: who is gone, who came on, and the last board read. */
export interface UnitRecord {
  /** Units eliminated, by id, with the side that lost them and the row (0-based) where it was first seen. */
  readonly eliminated: Map<string, { readonly side: Side; readonly row: number }>;
  readonly broughtOn: Map<string, BoardUnit>;
  latest: readonly BoardUnit[] | null;
}

export function emptyUnitRecord(): UnitRecord {
  return { eliminated: new Map(), broughtOn: new Map(), latest: null };
}

/** Every unit any board of the ledger shows, last showing first: an event names a unit only by id. */
export function unitsById(rows: readonly LedgerRow[]): Map<string, BoardUnit> {
  const byId = new Map<string, BoardUnit>();
  for (const row of rows) for (const u of row.board?.units ?? []) byId.set(u.id, u);
  return byId;
}

function isEliminated(u: BoardUnit): boolean {
  return (u.location.kind === 'off-map' && u.location.why === 'eliminated') || u.steps.left === 0;
}

/** Adds one row: its 'eliminated' events, then its board. An eliminated unit stays eliminated (no replacements). */
export function recordRow(record: UnitRecord, row: LedgerRow, index: number, byId: ReadonlyMap<string, BoardUnit>): void {
  for (const e of row.events) {
    if (e.kind !== 'eliminated' || record.eliminated.has(e.unitId)) continue;
    record.eliminated.set(e.unitId, { side: e.side, row: index });
    const unit = byId.get(e.unitId);
    if (unit && !record.broughtOn.has(unit.id)) record.broughtOn.set(unit.id, unit);
  }
  if (!row.board) return;
  for (const u of row.board.units) {
    if (isEliminated(u) && !record.eliminated.has(u.id)) record.eliminated.set(u.id, { side: u.side, row: index });
    if (broughtOn(u) && !record.broughtOn.has(u.id)) record.broughtOn.set(u.id, u);
  }
  record.latest = row.board.units;
}

/** Units of the last board that stand on the map at reduced strength and are not eliminated. */
export function reducedOnMap(record: UnitRecord): readonly BoardUnit[] {
  return (record.latest ?? []).filter((u) => u.location.kind !== 'off-map' && u.steps.left > 0 && u.steps.left < u.steps.full && !record.eliminated.has(u.id));
}
