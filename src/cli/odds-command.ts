import { parseArgs } from 'node:util';
import { combatAnswerToJson } from '../engine/core/combat-answer-json.js';
import { parseCombatTableInput } from '../engine/core/combat-table-input.js';
import { isGameId, GAME_IDS } from '../engine/core/game-id.js';
import { formatFraction, formatPercent } from '../engine/core/probability.js';
import { resolveCombat } from '../engine/core/resolve-combat.js';
import { gameModule } from '../engine/registry.js';
import { argsError } from './args-error.js';
import { EXIT_OK, UsageError, type CliIo } from './cli-io.js';
import { formatSteps } from './format-steps.js';
import { joinNegativeValues } from './negative-values.js';
import { parseDrm, parseStrength } from './parse-strength.js';
import { readJsonFile } from './read-json-file.js';
import type { CombatTable } from '../engine/core/combat-table.js';

export const ODDS_USAGE = `adjutant odds --game <id> --attack <n> --defense <n> [--drm <n>] [--table <file.json>] [--json]
  Combat odds, exact outcome probabilities and expected step losses.
  --game     ${GAME_IDS.join(', ')}
  --attack   total attack strength      --defense (or --defence) total defence strength
  --drm      total die-roll modification (default 0)
  --table    a combat table you entered from your rulebook (adjutant-combat-table/1 JSON), for a game whose table Adjutant lacks
  --json     one JSON object instead of text`;

const ODDS_OPTIONS = {
  game: { type: 'string' },
  attack: { type: 'string' },
  defense: { type: 'string' },
  defence: { type: 'string' },
  drm: { type: 'string' },
  table: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

const TABLE_FILE_LIMIT = 256 * 1024;

async function readTable(io: CliIo, path: string): Promise<CombatTable> {
  return readJsonFile(io, path, '--table', { what: 'combat table', limit: TABLE_FILE_LIMIT, parse: parseCombatTableInput });
}

export async function oddsCommand(args: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: joinNegativeValues(args, ['--game', '--attack', '--defense', '--defence', '--drm', '--table']),
      options: ODDS_OPTIONS,
      allowNegative: true,
      strict: true,
    }));
  } catch (e) {
    throw argsError(e, ODDS_OPTIONS, 'adjutant odds');
  }
  const game = values.game;
  if (game === undefined) throw new UsageError(`--game is missing: give one of ${GAME_IDS.join(', ')}.`);
  if (!isGameId(game)) throw new UsageError(`--game: unknown game "${game}"; expected one of ${GAME_IDS.join(', ')}.`);
  const attack = parseStrength('--attack', values.attack);
  const defense = parseStrength('--defense', values.defense ?? values.defence);
  const drm = parseDrm(values.drm);
  const module = gameModule(game);
  const userTable = values.table ? await readTable(io, values.table) : null;
  if (userTable && userTable.game !== game) throw new UsageError(`--table: the table is for ${userTable.game}, not ${game}.`);
  if (userTable && module.combatTable) throw new UsageError(`--table: ${game} has its printed table built in; a table of your own is only for games whose table Adjutant lacks.`);
  if (!module.combatTable && !userTable) {
    throw new UsageError(`${game}: ${module.missingTable?.what ?? 'its combat table'} is not known to Adjutant; enter it from your rulebook and pass it with --table <file.json>.`);
  }
  const answer = resolveCombat(module, { game, attack: { kind: 'total', strength: attack }, defense: { kind: 'total', strength: defense }, drm }, userTable);
  if (values.json) {
    io.out(JSON.stringify(combatAnswerToJson(answer), null, 2));
    return EXIT_OK;
  }
  const lines = [`${module.info.name}: attack ${attack} against defence ${defense}`];
  if (answer.allowed) {
    lines.push(`Odds: ${answer.odds ?? '—'}   die-roll modification: ${answer.drmApplied > 0 ? '+' : ''}${answer.drmApplied}`);
    lines.push('Outcomes:');
    for (const o of answer.outcomes) {
      lines.push(`  ${o.result.padEnd(10)} ${formatPercent(o.probability).padStart(6)}  ${formatFraction(o.probability).padEnd(5)}  ${o.meaning?.text ?? ''}`);
    }
    if (answer.expectedLosses) lines.push(`Expected step losses: attacker ${answer.expectedLosses.attacker}, defender ${answer.expectedLosses.defender}`);
  } else {
    lines.push(`Not allowed: ${answer.refusal ?? ''}`);
  }
  lines.push(answer.next ? `Next column: ${answer.next.odds} with attack ${answer.next.attackNeeded} (or defence ${answer.next.defenseAtMost})` : 'Next column: none (this is the top column)');
  lines.push('', 'How:', formatSteps(answer.explanation));
  io.out(lines.join('\n'));
  return EXIT_OK;
}
