import type { BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import type { RuleRef } from '../../../core/rule-ref.js';
import type { LedgerRow, VpItem, VpTally } from '../../../core/victory.js';
import { applyRowToObjectives, startingControl, type ObjectiveControl } from './objective-control.js';
import { ENTERED_FIGURES, GENERALS_CONTROL, MOVED_OFF, NEVER_BROUGHT_ON, REORGANIZED } from './rules.js';
import { recordFates, type FateEntry } from './unit-fates.js';
import { readG88VictorySettings, type G88Objective, type G88VictorySettings } from './victory-settings.js';

type Question = { readonly id: string; readonly question: string };

const SIDE = { union: 'Union', confederate: 'Confederate' } as const;
const other = (s: Side): Side => (s === 'union' ? 'confederate' : 'union');
const isGeneral = (u: BoardUnit | undefined): boolean => u?.type === 'general' || u?.type === 'leader';

function rowLabel(rows: readonly LedgerRow[], index: number | null): string {
  const row = index === null ? undefined : rows[index];
  return row ? `turn ${row.turn} (${SIDE[row.playerTurn]} player-turn)` : 'the start';
}

/** Asks once for a figure the tally needs and the user has not entered. */
function need(value: number | null, id: string, question: string, undecided: Question[]): value is number {
  if (value !== null) return true;
  if (!undecided.some((q) => q.id === id)) undecided.push({ id, question });
  return false;
}

const FLIP_Q = "How many VP does flipping an enemy unit to its reduced side score? Enter it from your rulebook: Adjutant's sources do not give it.";
const ELIM_Q = "How many VP does eliminating an enemy unit score, on top of its flip? Enter it from your rulebook: Adjutant's sources do not give it.";
const GENERAL_Q = "How many VP does eliminating an enemy general score? Enter it from your rulebook: Adjutant's sources do not give it.";

function unitItems(entry: FateEntry, unit: BoardUnit | undefined, s: G88VictorySettings, rows: readonly LedgerRow[], undecided: Question[]): VpItem[] {
  const scorer = other(entry.side);
  const name = unit ? `${unit.name} (${SIDE[unit.side]} ${unit.type})` : entry.id;
  const f = entry.fate;
  if (unit === undefined && f.kind !== 'not-entered' && !(f.kind === 'on-map' && !f.reduced)) {
    undecided.push({ id: `unit-type.${entry.id}`, question: `Is ${entry.id} a general or a combat unit? No board in the ledger shows it, and its VP depend on it.` });
    return [];
  }
  const general = isGeneral(unit);
  const twoSided = !general && (unit?.steps.full ?? 2) > 1;
  const flip = (why: string, rule: RuleRef = ENTERED_FIGURES): VpItem[] =>
    twoSided && need(s.flipVp, 'flipVp', FLIP_Q, undecided) ? [{ side: scorer, points: s.flipVp, text: `${name} ${why}: its flip`, rule }] : [];
  switch (f.kind) {
    case 'not-entered':
      return [];
    case 'on-map':
      if (f.reduced) return flip('on its reduced side');
      return f.reorganizedAt === null ? [] : [{ side: scorer, points: 0, text: `${name} reorganized in ${rowLabel(rows, f.reorganizedAt)}: the VP for its flip no longer count`, rule: REORGANIZED }];
    case 'retreated-off': {
      const items = f.reduced ? flip('retreated off the board reduced') : [];
      return [...items, { side: scorer, points: 0, text: `${name} retreated off the board in ${rowLabel(rows, f.at)}: that scores nothing more`, rule: MOVED_OFF }];
    }
    case 'exit-unclear':
      undecided.push({ id: `exit.${entry.id}`, question: `Did ${name} leave the board moving (it then counts as eliminated) or retreating after combat (nothing more) in ${rowLabel(rows, f.at)}?` });
      return f.reduced ? flip('reduced before it left the board') : [];
    case 'eliminated': {
      const how = f.movedOff ? `moved off the board in ${rowLabel(rows, f.at)}, so eliminated` : `eliminated in ${rowLabel(rows, f.at)}`;
      const rule = f.movedOff ? MOVED_OFF : ENTERED_FIGURES;
      if (general) {
        return need(s.generalEliminationVp, 'generalEliminationVp', GENERAL_Q, undecided) ? [{ side: scorer, points: s.generalEliminationVp, text: `${name} ${how}`, rule }] : [];
      }
      const items = flip(how, rule);
      if (need(s.eliminationVp, 'eliminationVp', ELIM_Q, undecided)) items.push({ side: scorer, points: s.eliminationVp, text: `${name} ${how}: its elimination`, rule });
      return items;
    }
  }
}

function notBroughtOnItems(fates: readonly FateEntry[]): VpItem[] {
  const items: VpItem[] = [];
  for (const side of ['union', 'confederate'] as const) {
    const n = fates.filter((e) => e.side === side && e.fate.kind === 'not-entered').length;
    if (n > 0) items.push({ side: other(side), points: 0, text: `${n} ${SIDE[side]} ${n === 1 ? 'unit' : 'units'} not brought on: no VP for either side`, rule: NEVER_BROUGHT_ON });
  }
  return items;
}

function objectiveItems(objectives: readonly G88Objective[], control: ReadonlyMap<string, ObjectiveControl | null>, rows: readonly LedgerRow[], undecided: Question[]): VpItem[] {
  const items: VpItem[] = [];
  for (const o of objectives) {
    const held = control.get(o.hex);
    if (!held) {
      undecided.push({ id: `objectives.${o.hex}.initialControl`, question: `Who holds ${o.name} (${o.hex})? No one has stood on it yet and its control at the start is not entered.` });
      continue;
    }
    const points = o.points[held.side];
    if (points === null) continue;
    const how = held.how === 'at the start' ? 'held at the start' : held.how === 'general' ? `held by a ${SIDE[held.side]} general alone since ${rowLabel(rows, held.since)}` : `held since ${rowLabel(rows, held.since)}`;
    items.push({ side: held.side, points, text: `${o.name} (${o.hex}): ${how}`, rule: held.how === 'general' ? GENERALS_CONTROL : ENTERED_FIGURES });
  }
  return items;
}

const sum = (items: readonly VpItem[], side: Side): number => items.reduce((n, i) => (i.side === side ? n + i.points : n), 0);

/**
 * Gettysburg '88 tallies over the ledger, from the first row each time, by the scoring clarifications
 * (35–38) with the figures the user entered; a figure not entered is asked, its points left out.
 */
export function g88Tallies(rows: readonly LedgerRow[], rawSettings: Readonly<Record<string, unknown>>): readonly VpTally[] {
  const s = readG88VictorySettings(rawSettings);
  const control = startingControl(s.objectives ?? []);
  const fates = new Map<string, FateEntry>();
  // An event names a unit by id only: what it is comes from any board of the ledger that shows it.
  const units = new Map<string, BoardUnit>();
  for (const row of rows) for (const u of row.board?.units ?? []) units.set(u.id, u);
  return rows.map((row, index) => {
    recordFates(fates, row, index);
    applyRowToObjectives(control, row, index);
    const undecided: Question[] = [...s.problems];
    if (s.objectives === null && !undecided.some((q) => q.id === 'objectives')) {
      undecided.push({ id: 'objectives', question: "Which hexes are objectives, and how many VP does each give each side? Enter them from your rulebook: Adjutant's sources do not give them." });
    }
    const items = [
      ...objectiveItems(s.objectives ?? [], control, rows, undecided),
      ...[...fates.values()].flatMap((e) => unitItems(e, units.get(e.id), s, rows, undecided)),
      ...notBroughtOnItems([...fates.values()]),
    ];
    return { union: sum(items, 'union'), confederate: sum(items, 'confederate'), items, undecided };
  });
}
