import type { Side } from '../src/engine/index.js';
import type { LedgerEvent } from '../src/engine/index.js';

export function sideName(side: Side): string {
  return side === 'union' ? 'Union' : 'Confederate';
}

/** One event as the ledger lists it, e.g. "Confederate cavalry csa-stuart left the map". */
export function describeEvent(e: LedgerEvent): string {
  switch (e.kind) {
    case 'exit':
      return `${sideName(e.side)} ${e.cavalry ? 'cavalry ' : ''}${e.unitId} ${e.during === 'movement' ? 'moved off' : e.during === 'combat' ? 'retreated off' : 'left'} the map${e.strength === null ? '' : ` (${e.strength} SP)`}`;
    case 'eliminated':
      return `${sideName(e.side)} ${e.unitId} eliminated${e.strength === null ? ' (strength not given)' : ` (${e.strength} SP)`}`;
    case 'occupied':
      return `${sideName(e.side)} occupied ${e.hex}`;
    case 'reorganized':
      return `${sideName(e.side)} ${e.unitId} reorganized`;
    case 'note':
      return `Note: ${e.text}`;
  }
}
