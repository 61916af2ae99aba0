import { EXPERIENCE_LEVELS, isExperience, type Experience } from '../engine/index.js';
import { hexGrid, type Battle, type BattleStatements, type Board, type BoardUnit, type GameModule, type RuleSetChoices } from '../engine/index.js';
import { UsageError } from './cli-io.js';
import { didYouMean } from './nearest.js';
import { unitIdsHint } from './unit-ids.js';

/** The battle options as typed: comma-separated lists, each optional but the two sides. */
export interface BattleOptionText {
  readonly attackers: string;
  readonly defenders: string;
  readonly rules?: string;
  readonly field?: string;
  readonly lender?: string;
  readonly elevations?: string;
  readonly experience?: string;
}

function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function unitOnMap(board: Board, id: string, option: string): BoardUnit {
  const unit = board.units.find((u) => u.id === id);
  if (!unit) throw new UsageError(`${option}: no unit "${id}" on the board; ${unitIdsHint(board, id)}`);
  if (unit.location.kind === 'off-map') throw new UsageError(`${option}: ${unit.name} ("${id}") is not on the map (${unit.location.why}).`);
  return unit;
}

function side(board: Board, ids: readonly string[], option: string): BoardUnit[] {
  if (ids.length === 0) throw new UsageError(`${option}: give at least one unit id (comma-separated).`);
  const units = ids.map((id) => unitOnMap(board, id, option));
  const sides = new Set(units.map((u) => u.side));
  if (sides.size > 1) throw new UsageError(`${option}: the units are of both sides; one side attacks and the other defends.`);
  return units;
}

function hexLabel(board: Board, label: string, option: string): string {
  const grid = hexGrid(board.game);
  if (!grid) return label;
  // Boards accept labels in small letters too (o38); so do the options.
  const h = grid.parse(label.toUpperCase());
  if (!h) throw new UsageError(`${option}: "${label}" is not a hex of this game: ${grid.labelHelp}.`);
  return grid.format(h);
}

function pairs(text: string, option: string): [string, string][] {
  return list(text).map((item) => {
    const [key, value, ...rest] = item.split('=').map((s) => s.trim());
    if (!key || !value || rest.length > 0) throw new UsageError(`${option}: expected key=value pairs separated by commas, found "${item}".`);
    return [key, value];
  });
}

/** The battle and the rule set the options describe, checked against the board; any problem is a usage error naming it. */
export function battleFromOptions(board: Board, game: GameModule, o: BattleOptionText): { battle: Battle; ruleSet: RuleSetChoices } {
  const attackerIds = list(o.attackers);
  const defenderIds = list(o.defenders);
  const attackers = side(board, attackerIds, '--attackers');
  const defenders = side(board, defenderIds, '--defenders');
  const both = attackerIds.find((id) => defenderIds.includes(id));
  if (both !== undefined) throw new UsageError(`"${both}" is both an attacker and a defender.`);
  if (attackers[0] && defenders[0] && attackers[0].side === defenders[0].side) throw new UsageError('attackers and defenders are of the same side.');

  const known = game.optionalRules.map((r) => r.id);
  const ruleSet: Record<string, boolean> = Object.fromEntries(known.map((id) => [id, false]));
  for (const id of list(o.rules ?? '')) {
    if (!known.includes(id)) {
      const near = didYouMean(id, known);
      throw new UsageError(`--rules: "${id}" is not an optional rule of ${game.info.id}; ${near ? `did you mean ${near}? ` : ''}known: ${known.join(', ') || 'none'}.`);
    }
    ruleSet[id] = true;
  }

  const stated: { -readonly [K in keyof BattleStatements]: BattleStatements[K] } = {};
  if (o.field !== undefined) {
    const field = list(o.field).map((l) => hexLabel(board, l, '--field'));
    const [a, b] = field;
    if (field.length !== 2 || !a || !b) throw new UsageError(`--field: give the two hexes of the field of defence, comma-separated (found ${field.length}).`);
    stated.fieldOfDefence = [a, b];
  }
  if (o.lender !== undefined) {
    const lender = unitOnMap(board, o.lender.trim(), '--lender');
    if (!defenders.some((d) => d.side === lender.side)) throw new UsageError(`--lender: ${lender.name} is not of the defending side.`);
    stated.lender = lender.id;
  }
  if (o.elevations !== undefined) {
    // No prototype: the keys are typed words, and "__proto__" must be only a (bad) label.
    const elevations: Record<string, number> = Object.create(null);
    for (const [label, level] of pairs(o.elevations, '--elevations')) {
      const n = Number(level);
      if (!/^-?\d+(\.\d+)?$/.test(level) || !Number.isFinite(n)) throw new UsageError(`--elevations: the level of ${label} must be a number, found "${level}".`);
      elevations[hexLabel(board, label, '--elevations')] = n;
    }
    stated.elevations = elevations;
  }
  if (o.experience !== undefined) {
    const experience: Record<string, Experience> = Object.create(null);
    for (const [id, level] of pairs(o.experience, '--experience')) {
      unitOnMap(board, id, '--experience');
      const l = level.toLowerCase();
      if (!isExperience(l)) throw new UsageError(`--experience: "${level}" for ${id} is not one of ${EXPERIENCE_LEVELS.join(', ')}.`);
      experience[id] = l;
    }
    stated.experience = experience;
  }
  return { battle: { board, attackers: attackerIds, defenders: defenderIds, stated }, ruleSet };
}
