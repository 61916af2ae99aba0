import { combatAnswerToJson, DRM_LIMIT, FORCE_LIMITS, formatFraction, formatPercent, GAME_IDS, gameModule, parseCombatTableInput, resolveCombat, type CombatAnswer, type CombatTable, type GameModule } from '../engine/index.js';
import { signed } from '../ui-text.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand } from './command.js';
import { withHow } from './format-steps.js';
import { readJsonFile } from './read-json-file.js';

const ODDS_USAGE = `adjutant odds --game <id> --attack <n> --defense <n> [--drm <n>] [--table <file.json>] [--json]
  Combat odds, exact outcome probabilities and expected step losses.
  --game     ${GAME_IDS.join(', ')}
  --attack   total attack strength      --defense (or --defence) total defence strength
  --drm      total die-roll modification (default 0)
  --table    a combat table you entered from your rulebook (adjutant-combat-table/1 JSON), for a game whose table Adjutant lacks
  --json     one JSON object instead of text`;

const TABLE_FILE_LIMIT = 256 * 1024;

async function readTable(io: CliIo, path: string): Promise<CombatTable> {
  return readJsonFile(io, path, '--table', { what: 'combat table', limit: TABLE_FILE_LIMIT, parse: parseCombatTableInput });
}

function oddsText(module: GameModule, attack: number, defense: number, answer: CombatAnswer): string {
  const lines = [`${module.info.name}: attack ${attack} against defence ${defense}`];
  if (answer.allowed) {
    lines.push(`Odds: ${answer.odds ?? '—'}   die-roll modification: ${signed(answer.drmApplied)}`);
    lines.push('Outcomes:');
    for (const o of answer.outcomes) {
      lines.push(`  ${o.result.padEnd(10)} ${formatPercent(o.probability).padStart(6)}  ${formatFraction(o.probability).padEnd(5)}  ${o.meaning?.text ?? ''}`);
    }
    if (answer.expectedLosses) lines.push(`Expected step losses: attacker ${answer.expectedLosses.attacker}, defender ${answer.expectedLosses.defender}`);
  } else {
    lines.push(`Not allowed: ${answer.refusal ?? ''}`);
  }
  const top = answer.table?.columns[answer.table.columns.length - 1];
  // No next column either because this is the top one, or because there is no column at all (no defence, no table): say which, or nothing.
  if (answer.next) lines.push(`Next column: ${answer.next.odds} with attack ${answer.next.attackNeeded} (or defence ${answer.next.defenseAtMost})`);
  else if (answer.odds !== null && answer.odds === top) lines.push('Next column: none (this is the top column)');
  return withHow(lines, answer.explanation);
}

export const oddsCommand = defineCommand({
  name: 'odds',
  usage: ODDS_USAGE,
  flags: {
    game: { kind: 'game', required: true },
    attack: { kind: 'number', min: 0, max: FORCE_LIMITS.strength },
    defense: { kind: 'number', min: 0, max: FORCE_LIMITS.strength, alias: 'defence' },
    drm: { kind: 'number', min: -DRM_LIMIT, max: DRM_LIMIT, otherwise: 0 },
    table: { kind: 'string' },
  },
  async run({ values: { game, attack, defense, drm, table } }, io) {
    const module = gameModule(game);
    const userTable = table ? await readTable(io, table) : null;
    if (userTable && userTable.game !== game) throw new UsageError(`--table: the table is for ${userTable.game}, not ${game}.`);
    if (userTable && module.combatTable) throw new UsageError(`--table: ${game} has its printed table built in; a table of your own is only for games whose table Adjutant lacks.`);
    if (!module.combatTable && !userTable) {
      throw new UsageError(`${game}: Adjutant does not know ${module.missingTable ? module.missingTable.what.charAt(0).toLowerCase() + module.missingTable.what.slice(1) : 'its combat table'}; enter the table your rulebook prints and pass its file with --table <file.json>.`);
    }
    const answer = resolveCombat(module, { game, attack: { kind: 'total', strength: attack }, defense: { kind: 'total', strength: defense }, drm }, userTable);
    return { json: combatAnswerToJson(answer), text: () => oddsText(module, attack, defense, answer) };
  },
});
