import { gunFire, gunFireAnswer, type GunFire, type LineOfSight, type TargetCheck } from '../engine/calculators.js';
import { answerToJson, G88_MOVEMENT_FORMAT, gameFeatures, gamesWithTool, stepToJson, type Answer, type Board } from '../engine/index.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand } from './command.js';
import { readBoardFile } from './read-board-file.js';
import { readG88Settings } from './read-g88-settings.js';
import { unitIdsHint } from './unit-ids.js';

/** The games whose features list double-range artillery, asked of the engine rather than named here. */
const ARTILLERY_GAMES = gamesWithTool('double-range-artillery');

const ARTILLERY_USAGE = `adjutant artillery --board <board.json> --gun <id> [--target <id>] [--settings <file.json>] [--json]
  ${ARTILLERY_GAMES.map((id) => gameFeatures(id).shortTitle).join(', ')}: what one gun may fire on at double range, each target with its line of sight and why.
  --board     a board file (adjutant-board/1) of ${ARTILLERY_GAMES.join(', ')}
  --gun       the id of the gun that fires
  --target    one enemy unit to ask about, instead of every one within double range
  --settings  the settings you confirmed from your rulebook (${G88_MOVEMENT_FORMAT} JSON with its artillery section; see docs/cli.md)
  --json      one JSON object instead of text`;

/** The target asked about: an enemy unit of the gun's on the board, or one line and status 2. */
function checkTarget(board: Board, gunId: string, targetId: string): void {
  const target = board.units.find((u) => u.id === targetId);
  if (!target) throw new UsageError(`--target: no unit "${targetId}" on the board; ${unitIdsHint(board, targetId)}`);
  const gun = board.units.find((u) => u.id === gunId);
  if (gun && target.side === gun.side) throw new UsageError(`--target: "${targetId}" is on the ${gun.side} side, the gun's own; give an enemy unit.`);
}

const ELIGIBLE_WORDS = { true: 'may fire', false: 'may not', null: 'undecided' } as const;

function lineWords(line: LineOfSight): string {
  switch (line.verdict) {
    case 'clear':
      return 'line clear';
    case 'blocked':
      return `line blocked by ${line.blockedBy.join(', ')}`;
    case 'not-needed':
      return 'line not needed';
    case 'unknown':
      return 'line unknown';
  }
}

function terrainWords(keeps: boolean | null): string {
  return keeps === null ? 'terrain modifier unknown' : keeps ? 'keeps its terrain modifier' : 'loses its terrain modifier';
}

function targetLine(t: TargetCheck): string {
  return `${t.unit.id} (${t.unit.hex}, ${t.distance} hex${t.distance === 1 ? '' : 'es'}): ${ELIGIBLE_WORDS[String(t.eligible) as 'true' | 'false' | 'null']} — ${lineWords(t.line)}; ${terrainWords(t.defenderTerrain)}`;
}

/** The answer for a person: the summary, one line per target, then what is asked. */
function artilleryText(f: GunFire, a: Answer<GunFire>, targetId: string | undefined): string {
  const lines = [`Double-range fire of ${f.gun?.id ?? 'the gun'}: ${a.summary ?? 'no answer until the questions below are answered'}`];
  lines.push(...f.targets.map((t) => `  ${targetLine(t)}`));
  if (targetId !== undefined && f.targets.length === 0 && f.doubleRange !== null) lines.push(`  ${targetId} is not a target within the double range (${f.doubleRange} hexes).`);
  if (a.questions.length > 0) lines.push('To answer (Adjutant does not guess these):', ...a.questions.map((q) => `  - ${q.ask}`));
  return lines.join('\n');
}

export const artilleryCommand = defineCommand({
  name: 'artillery',
  usage: ARTILLERY_USAGE,
  flags: {
    board: { kind: 'string', missing: 'give the board: --board <board.json>.' },
    gun: { kind: 'string', missing: 'give the gun that fires: --gun <id>.' },
    target: { kind: 'string' },
    settings: { kind: 'string' },
  },
  async run({ values }, io: CliIo) {
    const board = await readBoardFile(io, values.board, '--board');
    if (!ARTILLERY_GAMES.includes(board.game)) {
      throw new UsageError(`"${values.board}" is a board of ${board.game}: double-range artillery is modelled only for ${ARTILLERY_GAMES.join(', ')} so far.`);
    }
    if (!board.units.some((u) => u.id === values.gun)) throw new UsageError(`--gun: no unit "${values.gun}" on the board; ${unitIdsHint(board, values.gun)}`);
    if (values.target !== undefined) checkTarget(board, values.gun, values.target);
    const settings = values.settings === undefined ? null : await readG88Settings(io, values.settings);
    const whole = gunFire(board, values.gun, settings);
    // A unit that is no gun, or a gun off the map, has no double-range fire to tell: bad input, one line, status 2.
    if (whole.refusal) throw new UsageError(`--gun: ${whole.refusal.text}`);
    const fire: GunFire = values.target === undefined ? whole : { ...whole, targets: whole.targets.filter((t) => t.unit.id === values.target) };
    const answer = gunFireAnswer(fire);
    const { value: _value, ...shape } = answerToJson(answer);
    return {
      json: {
        ...shape,
        gun: fire.gun?.id ?? values.gun,
        doubleRange: fire.doubleRange,
        targets: fire.targets.map((t) => ({
          unit: t.unit.id,
          hex: t.unit.hex,
          distance: t.distance,
          eligible: t.eligible,
          line: { crossed: t.line.crossed, grazed: t.line.grazed, blockedBy: t.line.blockedBy, verdict: t.line.verdict },
          defenderTerrain: t.defenderTerrain,
          steps: t.steps.map(stepToJson),
        })),
      },
      text: () => artilleryText(fire, answer, values.target),
    };
  },
});
