import type { BoardUnit } from '../../../core/board/board.js';
import type { Side } from '../../../core/combat-unit.js';
import type { LedgerRow, VpItem, VpTally } from '../../../core/victory.js';
import { applyRowToControl, initialControl, objectiveHexes, type HexControl } from './occupation.js';
import { printedOptionalUnit } from './optional-units.js';
import { formatMoment, isVictoryCheck, rowMoment } from './time-record.js';
import { emptyUnitRecord, recordRow, reducedOnMap, unitsById, type UnitRecord } from './unit-record.js';
import { readG77VictorySettings, type G77VictorySettings } from './victory-settings.js';
import { INITIAL_CONTROL_RULE, LOSS_VP, lossRow, OCCUPATION_RULE, OPTIONAL_UNITS_RULE, ORDER_OF_APPEARANCE, VP_TABLE_RULE } from './vp-table.js';

type Question = { readonly id: string; readonly question: string };

const SIDE = { union: 'Union', confederate: 'Confederate' } as const;
const other = (s: Side): Side => (s === 'union' ? 'confederate' : 'union');

function rowLabel(rows: readonly LedgerRow[], index: number): string {
  const row = rows[index];
  if (!row) return 'an earlier turn';
  const m = rowMoment(row);
  return `${m ? formatMoment(m) : `turn ${row.turn}`} (${SIDE[row.playerTurn]} player-turn)`;
}

function controlText(name: string, hex: string, control: HexControl, rows: readonly LedgerRow[], peach: boolean): string {
  const how =
    control.how === 'at the start'
      ? `${SIDE[control.side]} control at the start`
      : control.how === 'infantry'
        ? `${SIDE[control.side]} infantry on it since ${rowLabel(rows, control.since ?? -1)}`
        : control.how === 'marker'
          ? `${SIDE[control.side]} occupation marker since ${rowLabel(rows, control.since ?? -1)}`
          : `occupied by ${SIDE[control.side]} infantry in ${rowLabel(rows, control.since ?? -1)}`;
  return `${name} (${hex}): ${how}${peach ? '; each of its two hexes scores on its own' : ''}`;
}

function occupationItems(control: ReadonlyMap<string, HexControl>, rows: readonly LedgerRow[]): VpItem[] {
  const items: VpItem[] = [];
  for (const { hex, row } of objectiveHexes()) {
    const held = control.get(hex);
    if (!held) continue;
    const points = row.points[held.side];
    if (points === null) continue; // the table gives this side nothing for this hex
    const text = controlText(row.objective, hex, held, rows, row.hexes.length > 1);
    items.push({ side: held.side, points, text, rule: held.how === 'at the start' ? INITIAL_CONTROL_RULE : OCCUPATION_RULE });
  }
  return items;
}

function unitName(u: BoardUnit | undefined, id: string): string {
  return u ? `${u.name} (${SIDE[u.side]} ${u.type})` : id;
}

function lossItems(record: UnitRecord, byId: ReadonlyMap<string, BoardUnit>, rows: readonly LedgerRow[], atCheck: boolean, undecided: Question[]): VpItem[] {
  const items: VpItem[] = [];
  for (const [id, gone] of record.eliminated) {
    const unit = byId.get(id);
    const scorer = other(gone.side);
    const when = rowLabel(rows, gone.row);
    if (!unit) {
      undecided.push({ id: `unit-type.${id}`, question: `What kind of unit is ${id}, eliminated in ${when}? No board in the ledger shows it, and its VP depend on it.` });
      continue;
    }
    const kind = lossRow(unit.type);
    if (kind === 'headquarters') {
      if (unit.reorganizationValue === undefined) {
        undecided.push({ id: `reorganization-value.${id}`, question: `What is the reorganization value of ${unit.name}, eliminated in ${when}? An eliminated headquarters scores it.` });
      } else {
        items.push({ side: scorer, points: unit.reorganizationValue, text: `${unitName(unit, id)} eliminated in ${when}: its reorganization value`, rule: VP_TABLE_RULE });
      }
    } else if (kind !== null) {
      items.push({ side: scorer, points: LOSS_VP[kind].eliminated, text: `${unitName(unit, id)} eliminated in ${when}`, rule: VP_TABLE_RULE });
    }
  }
  for (const unit of reducedOnMap(record)) {
    const kind = lossRow(unit.type);
    if (kind === null || kind === 'headquarters') continue;
    const vp = LOSS_VP[kind].reduced;
    items.push(
      atCheck
        ? { side: other(unit.side), points: vp, text: `${unitName(unit, unit.id)} at reduced strength (counted in this victory check)`, rule: VP_TABLE_RULE }
        : { side: other(unit.side), points: 0, text: `${unitName(unit, unit.id)} at reduced strength: ${vp} VP only in a victory check, not on the running chart`, rule: VP_TABLE_RULE },
    );
  }
  return items;
}

function optionalUnitItems(record: UnitRecord, settings: G77VictorySettings, undecided: Question[]): VpItem[] {
  const items: VpItem[] = [];
  for (const unit of record.broughtOn.values()) {
    const entered = settings.optionalUnitCosts.has(unit.id);
    const printed = printedOptionalUnit(unit);
    const cost = entered ? settings.optionalUnitCosts.get(unit.id) : printed?.cost;
    if (cost === undefined) continue; // not an optional unit
    if (cost === null) {
      undecided.push({ id: `optionalUnitCosts.${unit.id}`, question: `How many VP does optional unit ${unit.name} cost? Enter the figure your order of appearance chart prints by its name.` });
      continue;
    }
    if (cost === 0) continue;
    const source = entered ? 'as you entered it' : 'as the chart prints it';
    items.push({ side: unit.side, points: -cost, text: `${unitName(unit, unit.id)} brought on: an optional unit, ${cost} VP off its own side (${source})`, rule: entered ? OPTIONAL_UNITS_RULE : ORDER_OF_APPEARANCE });
  }
  return items;
}

function sum(items: readonly VpItem[], side: Side): number {
  return items.reduce((n, i) => (i.side === side ? n + i.points : n), 0);
}

/**
 * The Intermediate Game's tally after every ledger row, recomputed from the first row each time: the
 * occupation hexes, the units eliminated, reduced units in a victory check only, eliminated
 * headquarters at their reorganization value, and the cost of optional units brought on.
 */
export function g77Tallies(rows: readonly LedgerRow[], rawSettings: Readonly<Record<string, unknown>>): readonly VpTally[] {
  const settings = readG77VictorySettings(rawSettings);
  const byId = unitsById(rows);
  const control = initialControl();
  const record = emptyUnitRecord();
  return rows.map((row, index) => {
    applyRowToControl(control, row, index);
    recordRow(record, row, index, byId);
    const undecided: Question[] = [...settings.problems];
    const moment = rowMoment(row);
    if (moment === null) {
      undecided.push({ id: `turn.${index}`, question: `Which turn of the time record is row ${index + 1} (turn ${row.turn})? It decides whether a victory check falls there.` });
    }
    const items = [
      ...occupationItems(control, rows),
      ...lossItems(record, byId, rows, isVictoryCheck(moment, row.playerTurn), undecided),
      ...optionalUnitItems(record, settings, undecided),
    ];
    return { union: sum(items, 'union'), confederate: sum(items, 'confederate'), items, undecided };
  });
}
