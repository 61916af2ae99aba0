import type { BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import type { LedgerEvent, LedgerRow } from '../../../core/victory.js';

/**
 * What has become of each unit, row by row, as the scoring clarifications need it: on the map (and
 * whether flipped, and whether a flip was cancelled by reorganizing), eliminated (moved off the board
 * counts, clarification 35), retreated off (nothing more, 35), gone off in its own player-turn with no
 * word whether moving or retreating (asked), or never brought on (36).
 */
export type Fate =
  | { readonly kind: 'not-entered' }
  | { readonly kind: 'on-map'; readonly reduced: boolean; readonly reorganizedAt: number | null }
  | { readonly kind: 'eliminated'; readonly movedOff: boolean; readonly at: number }
  | { readonly kind: 'retreated-off'; readonly reduced: boolean; readonly at: number }
  | { readonly kind: 'exit-unclear'; readonly reduced: boolean; readonly at: number };

export interface FateEntry {
  readonly id: string;
  readonly side: Side;
  fate: Fate;
}

const reducedNow = (f: Fate | undefined): boolean => (f?.kind === 'on-map' || f?.kind === 'retreated-off' || f?.kind === 'exit-unclear' ? f.reduced : false);

function exitFate(during: 'movement' | 'combat' | undefined, ownTurn: boolean, reduced: boolean, at: number): Fate {
  // A unit leaves the board in the other side's player-turn only by retreating: it does not move then.
  const how = during ?? (ownTurn ? null : 'combat');
  if (how === 'movement') return { kind: 'eliminated', movedOff: true, at };
  if (how === 'combat') return { kind: 'retreated-off', reduced, at };
  return { kind: 'exit-unclear', reduced, at };
}

function applyEvent(fates: Map<string, FateEntry>, e: LedgerEvent, row: LedgerRow, index: number): void {
  if (e.kind !== 'eliminated' && e.kind !== 'exit' && e.kind !== 'reorganized') return;
  const entry = fates.get(e.unitId) ?? { id: e.unitId, side: e.side, fate: { kind: 'on-map', reduced: false, reorganizedAt: null } };
  fates.set(e.unitId, entry);
  if (e.kind === 'eliminated') {
    if (entry.fate.kind !== 'eliminated') entry.fate = { kind: 'eliminated', movedOff: false, at: index };
  } else if (e.kind === 'exit') {
    if (entry.fate.kind !== 'eliminated') entry.fate = exitFate(e.during, row.playerTurn === e.side, reducedNow(entry.fate), index);
  } else if (entry.fate.kind === 'on-map') {
    // Clarification 38: a successful reorganization undoes the flip's VP.
    entry.fate = { kind: 'on-map', reduced: false, reorganizedAt: index };
  }
}

function applyBoardUnit(fates: Map<string, FateEntry>, u: BoardUnit, row: LedgerRow, index: number): void {
  const before = fates.get(u.id)?.fate;
  const entry = fates.get(u.id) ?? { id: u.id, side: u.side, fate: { kind: 'not-entered' } };
  fates.set(u.id, entry);
  const reduced = u.steps.left > 0 && u.steps.left < u.steps.full;
  if (u.steps.left === 0 || (u.location.kind === 'off-map' && u.location.why === 'eliminated')) {
    if (before?.kind !== 'eliminated') entry.fate = { kind: 'eliminated', movedOff: false, at: index };
  } else if (u.location.kind === 'off-map' && u.location.why === 'exited') {
    // The events of this row may already say how it left; otherwise the row's player-turn tells what it can.
    if (before?.kind !== 'eliminated' && before?.kind !== 'retreated-off' && before?.kind !== 'exit-unclear') {
      entry.fate = exitFate(undefined, row.playerTurn === u.side, reduced || reducedNow(before), index);
    }
  } else if (u.location.kind === 'off-map') {
    if (before === undefined || before.kind === 'not-entered') entry.fate = { kind: 'not-entered' };
  } else {
    // On the map: the board is the state at the end of the player-turn (a general back from off the board, too).
    const reorganizedAt = before?.kind === 'on-map' && !reduced ? before.reorganizedAt : null;
    entry.fate = { kind: 'on-map', reduced, reorganizedAt };
  }
}

/** Adds one row: its events in order, then its board. */
export function recordFates(fates: Map<string, FateEntry>, row: LedgerRow, index: number): void {
  for (const e of row.events) applyEvent(fates, e, row, index);
  for (const u of row.board?.units ?? []) applyBoardUnit(fates, u, row, index);
}
