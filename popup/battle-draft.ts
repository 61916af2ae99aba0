import type { Board, CombatStatus, Side, UnitType } from '../src/engine/index.js';
import { EMPTY_MODIFIERS, type ModifiersDraft } from './modifiers-draft.js';

/**
 * What the player has typed, kept as text so that a half-typed or wrong value stays on screen
 * (and can be named in a message) instead of being silently coerced.
 */
export type EntryMode = 'totals' | 'units';

/** Which side of the battle a unit row belongs to. */
export type Role = 'attacker' | 'defender';

export interface UnitDraft {
  /** Stable key for rendering; rows are numbered by position, not by key. */
  readonly key: number;
  readonly name: string;
  readonly side: Side;
  readonly type: UnitType;
  readonly strength: string;
  readonly reducedStrength: string;
  readonly reduced: boolean;
  readonly status: CombatStatus;
  readonly group: string;
  /** Defenders only: points lent to the defending unit or group of the hex. */
  readonly lends: string;
  /** Defenders only, in a game that has the mark: it retreated onto this stack, so its strength does not count. */
  readonly retreatedOntoFriends: boolean;
  /** The counter's id on the draft's board when the row was filled from it; null when typed by hand. */
  readonly boardId: string | null;
}

export interface BattleDraft {
  readonly mode: EntryMode;
  readonly attackTotal: string;
  readonly defenseTotal: string;
  readonly attackers: readonly UnitDraft[];
  readonly defenders: readonly UnitDraft[];
  readonly drm: string;
  readonly overrideAttack: string;
  readonly overrideDefense: string;
  /** A column label of the table in use; '' means "use the computed column". */
  readonly overrideOdds: string;
  /** The board the rows' `boardId`s refer to (the page's or an imported one), as it was when they were picked. */
  readonly board: Board | null;
  /** The player's hand on the modifiers panel: lines switched off or changed, answers, the table as a checklist. */
  readonly modifiers: ModifiersDraft;
}

export const EMPTY_DRAFT: BattleDraft = {
  mode: 'totals',
  attackTotal: '',
  defenseTotal: '',
  attackers: [],
  defenders: [],
  drm: '0',
  overrideAttack: '',
  overrideDefense: '',
  overrideOdds: '',
  board: null,
  modifiers: EMPTY_MODIFIERS,
};

let nextKey = 1;

/**
 * A fresh unit row. It takes the side of the row before it, since a battle's units are usually all one
 * army; the first attacker defaults to Confederate and the first defender to Union, the usual case at Gettysburg.
 */
export function newUnit(role: Role, previous: UnitDraft | undefined): UnitDraft {
  return {
    key: nextKey++,
    name: '',
    side: previous?.side ?? (role === 'attacker' ? 'confederate' : 'union'),
    type: 'infantry',
    strength: '',
    reducedStrength: '',
    reduced: false,
    status: 'ready',
    group: '',
    lends: '',
    retreatedOntoFriends: false,
    boardId: null,
  };
}

/** "Attacker 1", "Defender 3": the name a row's controls and messages use. */
export function unitLabel(role: Role, index: number): string {
  return `${role === 'attacker' ? 'Attacker' : 'Defender'} ${index + 1}`;
}
