import { parseArgs } from 'node:util';
import type { BattleModifiers } from '../engine/core/battle.js';
import { clampedModification, effectiveModificationRange } from '../engine/core/effective-modification.js';
import { stepToJson, type StepJson } from '../engine/core/explanation.js';
import { GAME_IDS, isGameId } from '../engine/core/game-id.js';
import type { GameModule } from '../engine/core/game-module.js';
import { applyChoices, modifierTotal } from '../engine/core/modifier-line.js';
import { formatRuleRef, type RuleRef } from '../engine/core/rule-ref.js';
import { allGames, gameModule } from '../engine/registry.js';
import { battleFromOptions } from './battle-options.js';
import { EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { readBoardFile } from './read-board-file.js';

export const MODIFIERS_USAGE = `adjutant modifiers --board <board.json> --attackers <ids> --defenders <ids> [--rules <ids>] [--field <hex,hex>] [--lender <id>] [--elevations <hex=level,…>] [--experience <id=level,…>] [--game <id>] [--json]
  Every die-roll modifier a battle on the board earns, each with its value, reason and rule, and the total.
  --board       a board file (adjutant-board/1, see docs/board-format.md)
  --attackers   unit ids of the attacking units, comma-separated   --defenders  the same for the defenders
  --rules       optional rules the players agreed on, comma-separated (e.g. headquarters-modification,experience-matrix)
  --field       the defender's stated field of defence in a two-direction attack: two hexes (Gettysburg 1977)
  --lender      the id of the unit that lends strength to a defender in its hex (Gettysburg 1977)
  --elevations  levels of hexes whose elevation the board does not give, e.g. Q36=7,R35=8
  --experience  experience levels for the Advanced Game matrix, e.g. davis=veteran,stone=green
  --game        the game the board must be of
  --json        one JSON object instead of text`;

/** The command's options; docs/cli.md gives their JSON Schema, and a test keeps the two together. */
export const MODIFIERS_OPTIONS = {
  board: { type: 'string' },
  attackers: { type: 'string' },
  defenders: { type: 'string' },
  rules: { type: 'string' },
  field: { type: 'string' },
  lender: { type: 'string' },
  elevations: { type: 'string' },
  experience: { type: 'string' },
  game: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

export interface ModifiersJson {
  game: string;
  total: number;
  modifiers: { id: string; text: string; value: number; rule: string | null; ref: RuleRef | null; reason: string; optionalRule: string | null }[];
  clampedTo: number | null;
  undecided: { id: string; question: string }[];
  notes: StepJson[];
}

function sign(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The answer as JSON: the total of the lines (all on: the command line has no hand choices), and how it acts on the table. */
export function modifiersJson(game: GameModule, m: BattleModifiers): ModifiersJson {
  const total = modifierTotal(applyChoices(m.lines, []));
  return {
    game: game.info.id,
    total,
    modifiers: m.lines.map((l) => ({ id: l.id, text: l.text, value: l.value, rule: l.rule ? formatRuleRef(l.rule) : null, ref: l.rule, reason: l.reason, optionalRule: l.optionalRule })),
    clampedTo: game.combatTable ? clampedModification(game.combatTable, total) : null,
    undecided: m.undecided.map((u) => ({ id: u.id, question: u.question })),
    notes: m.notes.map(stepToJson),
  };
}

function modifiersText(game: GameModule, j: ModifiersJson): string {
  const lines: string[] = [`Die-roll modifiers — ${game.info.name}`];
  if (j.modifiers.length === 0) lines.push('  none');
  for (const m of j.modifiers) {
    lines.push(`  ${sign(m.value).padStart(3)}  ${m.text}`, `       ${m.reason}`);
    if (m.rule) lines.push(`       [${m.rule}]`);
  }
  lines.push(`Total: ${sign(j.total)}`);
  if (j.clampedTo !== null && game.combatTable) {
    const range = effectiveModificationRange(game.combatTable);
    lines.push(`  acts as ${sign(j.clampedTo)}: beyond ${sign(range.min)} to ${sign(range.max)} every roll already lands on the table's end row.`);
  }
  if (j.undecided.length > 0) lines.push('Not decided (the board does not say):', ...j.undecided.map((u) => `  - ${u.question}`));
  if (j.notes.length > 0) lines.push('Notes:', ...j.notes.map((n) => `  - ${n.text}${n.rule ? ` [${n.rule}]` : ''}`));
  return lines.join('\n');
}

export async function modifiersCommand(args: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: MODIFIERS_OPTIONS,
      strict: true,
    }));
  } catch (e) {
    throw new UsageError(e instanceof Error ? (e.message.split('\n')[0] ?? 'bad option') : 'bad option');
  }
  if (values.board === undefined) throw new UsageError('give the board: --board <board.json>.');
  if (values.attackers === undefined) throw new UsageError('give the attacking units: --attackers <id,id>.');
  if (values.defenders === undefined) throw new UsageError('give the defending units: --defenders <id,id>.');
  if (values.game !== undefined && !isGameId(values.game)) throw new UsageError(`--game: unknown game "${values.game}"; expected one of: ${GAME_IDS.join(', ')}.`);

  const board = await readBoardFile(io, values.board, '--board');
  if (values.game !== undefined && board.game !== values.game) throw new UsageError(`"${values.board}" is a board of ${board.game}, not ${values.game}.`);
  const game = gameModule(board.game);
  if (!game.battleModifiers) {
    const able = allGames().filter((g) => g.battleModifiers).map((g) => g.info.id);
    throw new UsageError(`"${values.board}" is a board of ${board.game}, whose battle modifiers Adjutant does not read off a board; it does for: ${able.join(', ')}.`);
  }
  const { battle, ruleSet } = battleFromOptions(board, game, {
    attackers: values.attackers,
    defenders: values.defenders,
    rules: values.rules,
    field: values.field,
    lender: values.lender,
    elevations: values.elevations,
    experience: values.experience,
  });
  const json = modifiersJson(game, game.battleModifiers(battle, ruleSet));
  io.out(values.json ? JSON.stringify(json, null, 2) : modifiersText(game, json));
  return EXIT_OK;
}
