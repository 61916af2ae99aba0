import { mergeTerrain } from '../../core/board/merge-terrain.js';
import type { Side } from '../../core/combat-unit.js';
import { step, type Step } from '../../core/explanation.js';
import type { LedgerRow, VictoryRules, VictoryStanding, VpItem, VpTally } from '../../core/victory.js';
import { cavalryExitAward, VP_PER_EXCESS_CAVALRY_UNIT, type CavalryExit } from './cavalry-exit-award.js';
import { CH_ZOC_QUESTION, zocNote } from './enemy-zoc.js';
import { eliminationVp } from './elimination-vp.js';
import { LAST_TURN, hasPlayerTurn } from './game-turns.js';
import { cemeteryHillMap, type ChMap } from './map-edges.js';
import { ch } from './rule.js';
import { traceToEdgeRoads } from './trace-to-edge-road.js';
import { chVictoryChanges, chVictoryLevel, chVictorySteps, chVpRatio, describeLevelChange } from './victory-level.js';
import { readChVictorySettings, type ChVictorySettings } from './victory-settings.js';

type Question = { readonly id: string; readonly question: string };

const sideName = (side: Side): string => (side === 'union' ? 'Union' : 'Confederate');
const opponent = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');
const rowName = (row: LedgerRow): string => `turn ${row.turn}, ${sideName(row.playerTurn)} player-turn`;

/** What the events of the rows so far give: eliminations scored once per unit, and cavalry exits for 14.53. */
interface EventScore {
  readonly items: VpItem[];
  readonly exits: CavalryExit[];
  readonly undecided: Question[];
}

function scoreEvents(rows: readonly LedgerRow[]): EventScore {
  const items: VpItem[] = [];
  const exits: CavalryExit[] = [];
  const undecided: Question[] = [];
  const eliminated = new Set<string>();
  const exited = new Set<string>();
  rows.forEach((row, index) => {
    if (!hasPlayerTurn(row.turn, row.playerTurn)) {
      undecided.push({ id: `row-${index}`, question: `Row ${index + 1} is for ${rowName(row)}, which the game does not have (turns 1–${LAST_TURN}, no Union player-turn on turn 1, 14.1): correct it; its cavalry exits are not counted.` });
    }
    const rowOk = hasPlayerTurn(row.turn, row.playerTurn);
    for (const event of row.events) {
      if (event.kind === 'eliminated') {
        if (eliminated.has(event.unitId)) {
          undecided.push({ id: `eliminated-twice-${event.unitId}`, question: `${event.unitId} is recorded as eliminated more than once (again in ${rowName(row)}); it is counted once.` });
          continue;
        }
        eliminated.add(event.unitId);
        if (event.strength === null || !Number.isInteger(event.strength) || event.strength < 0) {
          undecided.push({ id: `strength-${event.unitId}`, question: `How many strength points did ${event.unitId} (${sideName(event.side)}) have when it was eliminated in ${rowName(row)}?` });
        } else items.push(eliminationVp(event.side, event.strength, event.unitId, row.turn));
      } else if (event.kind === 'exit') {
        if (exited.has(event.unitId)) {
          undecided.push({ id: `exited-twice-${event.unitId}`, question: `${event.unitId} is recorded as leaving the map more than once (again in ${rowName(row)}); a unit that leaves may not return (14.4), so it is counted once.` });
          continue;
        }
        exited.add(event.unitId);
        if (!event.cavalry) {
          undecided.push({ id: `exit-not-cavalry-${event.unitId}`, question: `${event.unitId} left the map in ${rowName(row)} but only cavalry may exit (14.4): is it cavalry? It is not counted for 14.53.` });
        } else if (event.side !== row.playerTurn) {
          undecided.push({ id: `exit-wrong-turn-${event.unitId}`, question: `${event.unitId} (${sideName(event.side)}) left the map in the ${sideName(row.playerTurn)} player-turn of turn ${row.turn}, but units exit in their own movement (14.4): correct the row. It is not counted.` });
        } else if (rowOk) exits.push({ turn: row.turn, side: event.side, count: 1 });
      }
    }
  });
  return { items, exits, undecided };
}

function cavalryItems(exits: readonly CavalryExit[], throughTurn: number): VpItem[] {
  const award = cavalryExitAward(exits);
  // Rows were checked in scoreEvents, so every exit is possible here.
  if (!award.ok) return [];
  return award.value.turns
    .filter((t) => t.turn <= throughTurn && t.awarded > 0)
    .map((t) => ({
      side: 'confederate' as const,
      points: t.awarded,
      text: `Turn ${t.turn}, end of the Union player-turn: ${t.confederateExited} Confederate cavalry unit${t.confederateExited === 1 ? '' : 's'} off the map against ${t.unionExited} Union; ${VP_PER_EXCESS_CAVALRY_UNIT} VP for each of the ${t.confederateExited - t.unionExited} beyond.`,
      rule: ch('14.53'),
    }));
}

/** 14.51–14.52 at the end of the game: every unit that cannot trace gives its strength points to the enemy. */
function traceScore(row: LedgerRow, settings: ChVictorySettings, map: ChMap): { items: VpItem[]; undecided: Question[]; notes: Step[] } {
  const items: VpItem[] = [];
  const undecided: Question[] = [];
  const note = zocNote(settings.zoc);
  let zocDecided = false;
  const board = row.board;
  if (!board) {
    undecided.push({ id: 'end-trace-board', question: 'The end-of-game trace (14.51, 14.52) needs the board as it stands at the end of turn 15: read it or enter it.' });
    return { items, undecided, notes: [] };
  }
  const terrain = mergeTerrain(board.terrain, settings.marks).terrain;
  for (const side of ['union', 'confederate'] as const) {
    const rule = ch(side === 'union' ? '14.51' : '14.52');
    for (const t of traceToEdgeRoads(board, terrain, settings.edgeRoads, map, side, settings.zoc)) {
      if (t.outcome.kind === 'traced') continue;
      if (t.outcome.kind === 'undecided') {
        if (t.outcome.dependsOnZoc) zocDecided = true;
        undecided.push({ id: `trace-${t.unitId}`, question: `${t.name} at ${t.hex}: ${t.outcome.why}.` });
      } else if (t.strength === null) {
        undecided.push({ id: `trace-strength-${t.unitId}`, question: `${t.name} at ${t.hex} cannot trace (${t.outcome.why}); how many strength points does it have?` });
      } else if (t.strength > 0) {
        items.push({ side: opponent(side), points: t.strength, text: `${t.name} at ${t.hex} cannot trace to a road leaving the ${side === 'union' ? 'east' : 'west'} edge: ${t.outcome.why}; 1 VP per strength point.`, rule });
      }
    }
  }
  // The ZOC question is asked once, where some unit's trace waits on it; once answered, the answer is said beside the tally.
  if (zocDecided && note.questions.length > 0) undecided.unshift({ id: CH_ZOC_QUESTION.id, question: CH_ZOC_QUESTION.ask });
  return { items, undecided, notes: note.step && (settings.zoc === true || zocDecided) ? [note.step] : [] };
}

function tally(items: readonly VpItem[], undecided: readonly Question[], notes: readonly Step[] = []): VpTally {
  const sum = (side: Side): number => items.filter((i) => i.side === side).reduce((s, i) => s + i.points, 0);
  return { union: sum('union'), confederate: sum('confederate'), items, undecided, ...(notes.length > 0 ? { notes } : {}) };
}

/** Cemetery Hill's victory rules (14.4, 14.5–14.53) over its ledger, recomputed from the first row every time. */
export const cemeteryHillVictory: VictoryRules = {
  tallies(rows, rawSettings) {
    const map = cemeteryHillMap();
    const settings = readChVictorySettings(rawSettings, map);
    const settingProblems: Question[] = settings.problems.map((p, i) => ({ id: `setting-${i}`, question: `A victory setting is wrong and is ignored: ${p}` }));
    return rows.map((row, index) => {
      const upTo = rows.slice(0, index + 1);
      const events = scoreEvents(upTo);
      const items = [...events.items, ...cavalryItems(events.exits, row.turn)];
      const undecided = [...settingProblems, ...events.undecided];
      const notes: Step[] = [];
      if (row.turn === LAST_TURN && row.playerTurn === 'confederate') {
        const trace = traceScore(row, settings, map);
        items.push(...trace.items);
        undecided.push(...trace.undecided);
        notes.push(...trace.notes);
      }
      return tally(items, undecided, notes);
    });
  },

  standing(t: VpTally, atRow: LedgerRow | null): VictoryStanding {
    const changes = chVictoryChanges(t.union, t.confederate);
    const steps: Step[] = chVictorySteps(t.union, t.confederate);
    if (t.undecided.length > 0) steps.push(step(`${t.undecided.length} question${t.undecided.length === 1 ? '' : 's'} still open; what they would score is not counted yet.`));
    if (atRow && !(atRow.turn === LAST_TURN && atRow.playerTurn === 'confederate')) {
      steps.push(step('The game is not over: the end-of-game trace (14.51, 14.52) is not scored yet.', ch('14.5')));
    }
    if (atRow?.turn === LAST_TURN && atRow.playerTurn === 'confederate') steps.push(...(t.notes ?? []));
    return {
      level: chVictoryLevel(t.union, t.confederate),
      ratio: chVpRatio(t.union, t.confederate),
      steps,
      toChange: [changes.up, changes.down].flatMap((c) => (c ? [describeLevelChange(c)] : [])),
    };
  },
};
