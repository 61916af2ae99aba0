import type { MoveAnswer, MoveOptions } from '../engine/calculators.js';
import { moveAnswerToJson } from '../engine/calculators.js';
import { movePath } from '../engine/calculators.js';
import { G88_MOVEMENT_FORMAT } from '../engine/index.js';
import { formatRuleRef, GAME_IDS, gameFeatures, type Board } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand } from './command.js';
import { formatSteps } from './format-steps.js';
import { problemsLine } from './one-line.js';
import { PACK_FLAG, PACK_USAGE, readBoardFile } from './read-board-file.js';
import { readG88Settings } from './read-g88-settings.js';
import { unitIdsHint } from './unit-ids.js';

/**
 * The games whose modules list the movement tool (a move's cost), asked of the engine rather than named here.
 * The costs themselves are still read by Gettysburg '88's own movePath, which refuses any other board.
 */
const MOVEMENT_GAMES = GAME_IDS.filter((id) => gameFeatures(id).tools.includes('movement'));
const MOVEMENT_TITLES = MOVEMENT_GAMES.map((id) => gameFeatures(id).shortTitle).join(', ');

const MOVE_USAGE = `adjutant move --board <board.json> --unit <id> --path <hex,hex,…> [--settings <costs.json>] [--general <id> [--general-path <hex,hex,…>]] [--allowance <n>] [--json]
  ${MOVEMENT_TITLES} only: the movement cost of a path, hex by hex with its rules, and whether the move is legal.
  --board         a board file (adjutant-board/1) of ${MOVEMENT_GAMES.join(', ')}
${PACK_USAGE}
  --unit          the id of the unit that moves
  --path          the hexes of the move, comma-separated, starting where the unit stands (or at its entry hex)
  --settings      the movement costs you confirmed from your rulebook (${G88_MOVEMENT_FORMAT} JSON; see docs/cli.md)
  --general       a general who goes with the unit for its extra movement factor
  --general-path  his own route, comma-separated from his hex; without it you state that he is with the unit throughout
  --allowance     the unit's movement factors, to check the cost against
  --json          one JSON object instead of text`;

async function readBoard(io: CliIo, path: string, pack: string | undefined): Promise<Board> {
  const board = await readBoardFile(io, path, '--board', pack);
  if (!MOVEMENT_GAMES.includes(board.game)) {
    const modelled = MOVEMENT_GAMES.map((id) => `${gameFeatures(id).shortTitle} (${id})`).join(', ');
    throw new UsageError(`"${path}" is a board of ${board.game}: movement costs are modelled only for ${modelled} so far.`);
  }
  return board;
}

function hexList(option: string, value: string): string[] {
  const hexes = value.split(',').map((h) => h.trim());
  if (hexes.some((h) => h === '')) throw new UsageError(`${option}: give hexes separated by commas, like G10,G9,G8.`);
  return hexes;
}

function allowanceOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 99 || !Number.isInteger(n * 4)) {
    throw new UsageError(`--allowance: expected movement factors from 0 to 99, found "${value}".`);
  }
  return n;
}

const capitalized = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const yesNo = (v: boolean | null, yes: string, no: string, open: string): string => (v === null ? open : v ? yes : no);

/** The answer for a person: one line per hex, then the total, what is wrong, what is still to confirm. */
export function moveAnswerText(title: string, a: MoveAnswer): string {
  const lines = [`${title}: ${a.unit ? `${a.unit.name} (${a.unit.type})` : 'unit'}, ${a.path.join(' → ')}`];
  for (const s of a.steps) {
    lines.push(`  ${s.hex.padEnd(4)} ${s.cost === null ? '?' : String(s.cost)}`);
    for (const p of s.parts) lines.push(`       ${p.text}${p.cost === null ? '' : ` (${p.cost})`}${p.rule ? ` [${formatRuleRef(p.rule)}]` : ''}`);
  }
  const { allowance, extra } = a.movementFactors;
  lines.push(`Cost: ${a.cost === null ? 'not known until the figures below are confirmed' : `${a.cost} movement factors`}`);
  if (allowance !== null) lines.push(`Movement factors: ${allowance}${extra === 1 ? ' + 1 from the general' : extra === null ? ' (the general’s extra factor is undecided)' : ''}`);
  lines.push(`Legal: ${yesNo(a.legal, 'yes', 'no', 'not decided until the figures below are confirmed')}`);
  if (a.problems.length > 0) lines.push('Problems:', ...a.problems.map((p) => `  - ${p.severity}: ${p.text}${p.rule ? ` [${formatRuleRef(p.rule)}]` : ''}`));
  if (a.needs.length > 0) lines.push('To confirm from your rulebook (in the settings file):', ...a.needs.map((n) => `  - ${n.setting}: ${n.question}`));
  if (a.notes.length > 0) lines.push('Notes:', formatSteps(a.notes));
  return lines.join('\n');
}

export const moveCommand = defineCommand({
  name: 'move',
  usage: MOVE_USAGE,
  flags: {
    board: { kind: 'string', missing: `--board is missing: give the board file (adjutant-board/1 JSON of ${MOVEMENT_GAMES.join(', ')}).` },
    pack: PACK_FLAG,
    unit: { kind: 'string', missing: '--unit is missing: give the id of the unit that moves.' },
    path: { kind: 'string', missing: '--path is missing: give the hexes of the move, like --path G10,G9,G8.' },
    settings: { kind: 'string' },
    general: { kind: 'string' },
    'general-path': { kind: 'string' },
    allowance: { kind: 'string' },
  },
  async run({ values }, io) {
    if (values['general-path'] !== undefined && values.general === undefined) throw new UsageError('--general-path needs --general <id>: whose route is it?');
    const path = hexList('--path', values.path);
    const allowance = allowanceOption(values.allowance);
    const board = await readBoard(io, values.board, values.pack);
    const settings = values.settings === undefined ? null : await readG88Settings(io, values.settings);
    const options: MoveOptions = {
      ...(allowance === undefined ? {} : { allowance }),
      ...(values.general === undefined
        ? {}
        : { general: values['general-path'] === undefined ? { id: values.general } : { id: values.general, path: hexList('--general-path', values['general-path']) } }),
    };
    const answer = movePath(board, values.unit, path, settings, options);
    const unreadable = answer.problems.filter((p) => p.severity === 'input');
    if (unreadable.length > 0) {
      const missing = [values.unit, values.general].find((id) => id !== undefined && !board.units.some((u) => u.id === id));
      throw new UsageError(`${problemsLine(unreadable.map((p) => p.text))}${missing === undefined ? '' : ` ${capitalized(unitIdsHint(board, missing))}`}`);
    }
    const title = gameFeatures(board.game).shortTitle;
    if (settings === null) {
      // No figures at all: the answer is the list of what to confirm, never a number (--json still shows it).
      const needs = answer.needs.map((n) => `${n.setting} (${n.question})`);
      throw new UsageError(
        `no --settings given. ${title}'s movement costs are not in Adjutant's sources; confirm ${needs.length > 0 ? 'these' : 'the ones you use'} from your rulebook and pass them with --settings <file> (${G88_MOVEMENT_FORMAT}, see docs/cli.md)${needs.length > 0 ? `: ${needs.join('; ')}` : '.'}`,
        moveAnswerToJson(answer),
      );
    }
    return { json: moveAnswerToJson(answer), text: () => moveAnswerText(title, answer) };
  },
});

/** The command's options (docs/cli.md gives their JSON Schema, with the same names). */
export const MOVE_OPTIONS = moveCommand.options;
