import { stepToJson } from '../engine/index.js';
import type { VpItem } from '../engine/index.js';
import { formatRuleRef, gameModule, isRecord, type Board, type LedgerRow, type Side, type StepJson, type VictoryStanding, type VpTally } from '../engine/index.js';
import { signed } from '../ui-text.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand } from './command.js';
import { formatSteps } from './format-steps.js';
import { PACK_FLAG, PACK_USAGE, readBoardFile } from './read-board-file.js';
import { readJsonValue } from './read-json-file.js';

const LEDGER_USAGE = `adjutant ledger --board <board.json> [--settings <victory.json>] [--player-turn union|confederate] [--json]
  The victory points of both sides on a board, item by item with the rule of each, and where the game stands.
  --board        a board file (adjutant-board/1); its game decides the victory rules
${PACK_USAGE}
  --settings     the victory figures you entered from your rulebook (a JSON object; see docs/cli.md)
  --player-turn  whose player-turn has just ended on the board, when the board does not say
  --json         one JSON object instead of text`;

const SETTINGS_LIMIT = 200_000;
const SIDE = { union: 'Union', confederate: 'Confederate' } as const;

export interface LedgerAnswerJson {
  game: string;
  union: number;
  confederate: number;
  items: { side: Side; points: number; text: string; rule: string | null }[];
  undecided: { id: string; question: string }[];
  standing: { level: string; ratio: string | null; steps: StepJson[]; toChange: string[] } | null;
}

async function readSettings(io: CliIo, file: string): Promise<Record<string, unknown>> {
  const json = await readJsonValue(io, file, '--settings', { chars: SETTINGS_LIMIT });
  if (!isRecord(json)) throw new UsageError(`--settings: "${file}" must hold one JSON object of victory settings.`);
  return json;
}

function playerTurnOption(value: string | undefined): Side | null {
  if (value === undefined) return null;
  if (value !== 'union' && value !== 'confederate') throw new UsageError(`--player-turn: expected union or confederate, found "${value}".`);
  return value;
}

/** The board as a one-row ledger: the end of the player-turn it shows, no events (markers and units say the rest). */
export function boardAsLedgerRow(board: Board, playerTurn: Side): LedgerRow {
  return { turn: board.time.turn ?? 0, playerTurn, board, events: [] };
}

export function ledgerAnswerToJson(game: string, tally: VpTally, standing: VictoryStanding | null): LedgerAnswerJson {
  return {
    game,
    union: tally.union,
    confederate: tally.confederate,
    items: tally.items.map((i) => ({ side: i.side, points: i.points, text: i.text, rule: i.rule ? formatRuleRef(i.rule) : null })),
    undecided: tally.undecided.map((q) => ({ id: q.id, question: q.question })),
    standing: standing && { level: standing.level, ratio: standing.ratio, steps: standing.steps.map(stepToJson), toChange: [...standing.toChange] },
  };
}

function itemLine(i: VpItem): string {
  return `  ${signed(i.points).padStart(4)}  ${i.text}${i.rule ? `\n        [${formatRuleRef(i.rule)}]` : ''}`;
}

export function ledgerAnswerText(name: string, board: Board, playerTurn: Side, tally: VpTally, standing: VictoryStanding | null): string {
  const when = [board.time.day, board.time.hour, board.time.turn === null ? null : `turn ${board.time.turn}`].filter((p): p is string => p !== null);
  const lines = [`${name}: ${when.length > 0 ? `${when.join(', ')}, ` : ''}end of the ${SIDE[playerTurn]} player-turn`];
  for (const side of ['union', 'confederate'] as const) {
    lines.push(`${SIDE[side]}: ${tally[side]} VP`);
    const items = tally.items.filter((i) => i.side === side);
    lines.push(...(items.length > 0 ? items.map(itemLine) : ['  (nothing scored)']));
  }
  if (standing) {
    lines.push(`Standing: ${standing.level}${standing.ratio ? ` (Union ${tally.union} VP to Confederate ${tally.confederate} VP, a ratio of ${standing.ratio})` : ''}`, formatSteps(standing.steps));
    if (standing.toChange.length > 0) lines.push('What would change it:', ...standing.toChange.map((t) => `  - ${t}`));
  }
  if (tally.undecided.length > 0) lines.push('Undecided (enter these to complete the tally):', ...tally.undecided.map((q) => `  - ${q.question}`));
  return lines.join('\n');
}

export const ledgerCommand = defineCommand({
  name: 'ledger',
  usage: LEDGER_USAGE,
  flags: {
    board: { kind: 'string', missing: '--board is missing: give the board file (adjutant-board/1 JSON).' },
    pack: PACK_FLAG,
    settings: { kind: 'string' },
    'player-turn': { kind: 'string' },
  },
  async run({ values }, io) {
    const chosen = playerTurnOption(values['player-turn']);
    const board = await readBoardFile(io, values.board, '--board', values.pack);
    const settings = values.settings === undefined ? {} : await readSettings(io, values.settings);
    const game = gameModule(board.game);
    if (!game.victory) throw new UsageError(`victory points are not modelled for ${game.info.name} (${board.game}) yet.`);
    const playerTurn = chosen ?? board.time.phasingSide ?? 'union';
    const [tally] = game.victory.tallies([boardAsLedgerRow(board, playerTurn)], settings);
    if (!tally) throw new Error('a one-row ledger gave no tally');
    const asked =
      chosen === null && board.time.phasingSide === null
        ? [{ id: 'player-turn', question: 'Whose player-turn has just ended on this board? It is read as the Union’s; give --player-turn to say.' }]
        : [];
    const full: VpTally = { ...tally, undecided: [...asked, ...tally.undecided] };
    const standing = game.victory.standing(full, boardAsLedgerRow(board, playerTurn));
    return { json: ledgerAnswerToJson(board.game, full, standing), text: () => ledgerAnswerText(game.info.name, board, playerTurn, full, standing) };
  },
});
