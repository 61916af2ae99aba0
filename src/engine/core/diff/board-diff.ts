import type { Board } from '../board/board.js';
import type { Side } from '../combat-unit.js';
import type { LedgerRow, VictoryRules } from '../victory.js';
import type { BoardDiffResult, VpTotals } from './board-diff-types.js';
import { likelyBattles, type Contacts } from './likely-battles.js';
import { markerChanges } from './marker-changes.js';
import { unitChanges } from './unit-changes.js';

/** What the game lends the diff: which places touch (null on a map without geometry, and why), and its victory rules. */
export interface DiffRules {
  readonly contacts: Contacts | { readonly missing: string };
  readonly victory: VictoryRules | null;
}

/** The side whose player-turn the two boards span: the one both name (or the only one named); null when they differ or say nothing. */
function phasingSide(before: Board, after: Board): Side | null {
  const a = before.time.phasingSide;
  const b = after.time.phasingSide;
  if (a !== null && b !== null) return a === b ? a : null;
  return a ?? b;
}

/** One board's VP by itself, as the ledger tallies a board given alone: a one-row ledger, no events, no settings. */
function vpOf(victory: VictoryRules, board: Board): VpTotals {
  const row: LedgerRow = { turn: board.time.turn ?? 0, playerTurn: board.time.phasingSide ?? 'union', board, events: [] };
  const [tally] = victory.tallies([row], {});
  if (!tally) throw new Error('a one-row ledger gave no tally');
  return { union: tally.union, confederate: tally.confederate, undecided: tally.undecided.map((q) => q.question) };
}

/**
 * What changed from `before` to `after`, two boards of one game (issue 16 §1). Units are matched by id; each
 * list follows the later board's order. Boards are already bounded (BOARD_LIMITS): the work is a pass over
 * each, with maps by id and by place.
 */
export function diffBoards(before: Board, after: Board, rules: DiffRules): BoardDiffResult {
  if (before.game !== after.game) {
    return { ok: false, error: `the boards are of two games (${before.game} and ${after.game}): only two boards of one game can be compared.` };
  }
  const { changes, pairs } = unitChanges(before, after);
  const notes = [...changes.notes];
  const phasing = phasingSide(before, after);
  let battles: ReturnType<typeof likelyBattles> = [];
  if ('missing' in rules.contacts) notes.push(`No battles are inferred: ${rules.contacts.missing}`);
  else {
    battles = likelyBattles(pairs, rules.contacts, phasing);
    if (battles.length > 0) notes.push('Battles are likely, not certain: they are inferred from losses, retreats and enemy units side by side.');
  }
  const vp = rules.victory ? { before: vpOf(rules.victory, before), after: vpOf(rules.victory, after) } : null;
  if (vp) notes.push('Victory points are each board’s alone, as the ledger tallies one board: what only a ledger’s events record (exits, eliminations entered by hand) is not counted.');
  const { moved, lost, regained, eliminated, arrived, exited, status } = changes;
  return { ok: true, value: { game: after.game, moved, lost, regained, eliminated, arrived, exited, status, control: markerChanges(before, after), vp, battles, notes } };
}
