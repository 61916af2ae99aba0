import { answerToJson, formatRuleRef, gameFeatures, gameMap, gameModule, gamesWithTool, optionCosts, pathWords, retreatAdvice, retreatAnswer, stepToJson, type Board, type RetreatAdvice, type RetreatResult } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand } from './command.js';
import { formatSteps } from './format-steps.js';
import { problemsLine } from './one-line.js';
import { PACK_FLAG, PACK_USAGE, readBoardFile } from './read-board-file.js';
import { readJsonValue } from './read-json-file.js';
import { unitIdsHint } from './unit-ids.js';

/** The games whose modules list retreat priority, asked of the engine rather than named here. */
const RETREAT_GAMES = gamesWithTool('retreat');

const RETREAT_USAGE = `adjutant retreat --board <board.json> --unit <id> [--attackers <id,…>] [--battle <id,…>] [--settings <file.json>] [--voluntary] [--rules-only] [--json]
  ${RETREAT_GAMES.map((id) => gameFeatures(id).shortTitle).join(', ')}: every legal retreat of a unit, in the order the rules give, with what each costs and why.
  --board      a board file (adjutant-board/1) of ${RETREAT_GAMES.join(', ')}
${PACK_USAGE}
  --unit       the id of the unit that retreats
  --attackers  the enemy units it fought, comma-separated (a retreat starts directly away from them)
  --battle     the other friendly units in the same battle, comma-separated
  --settings   your confirmed settings the retreat rules read (the movement settings file of docs/cli.md, for the stacking limit)
  --voluntary  the owner chooses to retreat; no combat result forces it (what it costs can differ)
  --rules-only what the rules say and nothing more: no advice among equal choices (for rated games)
  --json       one JSON object instead of text`;

/** Largest settings file, in characters of JSON. */
const SETTINGS_LIMIT = 200_000;

function idList(board: Board, option: string, value: string | undefined): string[] {
  if (value === undefined) return [];
  const ids = value.split(',').map((id) => id.trim()).filter((id) => id !== '');
  for (const id of ids) if (!board.units.some((u) => u.id === id)) throw new UsageError(`${option}: no unit "${id}" on the board; ${unitIdsHint(board, id)}`);
  return ids;
}

/** The answer for a person: each retreat in rank order with its costs and rules, then staying, refusals and questions. */
function retreatText(r: RetreatResult, summary: string | null, advice: RetreatAdvice | null): string {
  const lines = [`Retreat of ${r.unit}: ${summary ?? 'no answer until the questions below are answered'}`];
  for (const o of r.options) {
    const costs = optionCosts(o);
    lines.push(`  ${o.rank}. ${pathWords(o.path)}${costs.length > 0 ? ` (${costs.join(', ')})` : ''}`);
    lines.push(...formatSteps(o.steps).split('\n').filter((l) => l !== '').map((l) => `     ${l}`));
  }
  if (r.mayStay) lines.push(`May stay: ${r.mayStay.reason} [${formatRuleRef(r.mayStay.rule)}]`);
  if (r.noRetreat) lines.push('No retreat:', ...formatSteps(r.noRetreat.steps).split('\n').map((l) => `  ${l}`));
  if (r.rejected.length > 0) lines.push('Not allowed:', ...r.rejected.map((h) => `  ${h.hex}: ${h.reason}${h.rule ? ` [${formatRuleRef(h.rule)}]` : ''}`));
  if (advice) lines.push(`Advice, not a rule (among the ${advice.among} equal choices): ${pathWords(advice.path)}.`, ...advice.reasons.map((why) => `  ${why}`));
  if (r.questions.length > 0) lines.push('To answer (Adjutant does not guess these):', ...r.questions.map((q) => `  - ${q.ask}`));
  return lines.join('\n');
}

export const retreatCommand = defineCommand({
  name: 'retreat',
  usage: RETREAT_USAGE,
  flags: {
    board: { kind: 'string', missing: 'give the board: --board <board.json>.' },
    pack: PACK_FLAG,
    unit: { kind: 'string', missing: 'give the unit that retreats: --unit <id>.' },
    attackers: { kind: 'string' },
    battle: { kind: 'string' },
    settings: { kind: 'string' },
    voluntary: { kind: 'boolean' },
    'rules-only': { kind: 'boolean' },
  },
  async run({ values }, io: CliIo) {
    const board = await readBoardFile(io, values.board, '--board', values.pack);
    const retreat = gameModule(board.game).retreat;
    if (!RETREAT_GAMES.includes(board.game) || !retreat) {
      throw new UsageError(`"${values.board}" is a board of ${board.game}: retreat priority is modelled only for ${RETREAT_GAMES.join(', ')} so far.`);
    }
    if (!board.units.some((u) => u.id === values.unit)) throw new UsageError(`--unit: no unit "${values.unit}" on the board; ${unitIdsHint(board, values.unit)}`);
    const request = { board, unitId: values.unit, attackers: idList(board, '--attackers', values.attackers), battle: idList(board, '--battle', values.battle), voluntary: values.voluntary === true };
    const settings = values.settings === undefined ? null : await readJsonValue(io, values.settings, '--settings', { chars: SETTINGS_LIMIT });
    const result = retreat.call(gameModule(board.game), request, settings);
    // A unit the rules cannot retreat (not on a hex, say) is bad input: one line, status 2.
    const input = result.problems.filter((p) => p.severity === 'input');
    if (input.length > 0) throw new UsageError(`--unit: ${problemsLine(input.map((p) => p.text))}`);
    const answer = retreatAnswer(result);
    // Advice is kept apart from the rules' answer: its own key and section, and none at all with --rules-only.
    const advice = values['rules-only'] === true ? null : retreatAdvice(result, board, gameMap(board.game).grid());
    const { value: _value, ...shape } = answerToJson(answer);
    return {
      json: {
        ...shape,
        unit: result.unit,
        options: result.options.map((o) => ({ ...o, steps: o.steps.map(stepToJson) })),
        mayStay: result.mayStay && { reason: result.mayStay.reason, rule: formatRuleRef(result.mayStay.rule), ref: result.mayStay.rule },
        noRetreat: result.noRetreat && { stepsLost: result.noRetreat.stepsLost, steps: result.noRetreat.steps.map(stepToJson) },
        rejected: result.rejected.map((h) => ({ hex: h.hex, reason: h.reason, rule: h.rule ? formatRuleRef(h.rule) : null, ref: h.rule })),
        advice,
      },
      text: () => retreatText(result, answer.summary, advice),
    };
  },
});
