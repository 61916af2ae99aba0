import { G88_MOVEMENT_FORMAT, gameFeatures, gamesWithTool, type Board } from '../engine/index.js';
import { onlyFor } from './area-files.js';
import { ARTILLERY_FLAGS, type ArtilleryFlag, type ArtilleryForm, type ArtilleryValues } from './artillery-form.js';
import { G77_ARTILLERY } from './artillery-g77.js';
import { G88_ARTILLERY } from './artillery-g88.js';
import { TM_ARTILLERY } from './artillery-tm.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { OPTIONAL_ARTILLERY_USAGE } from './optional-artillery.js';
import { PACK_FLAG, PACK_USAGE, readBoardFile } from './read-board-file.js';

/** Each game's artillery answer, found by the tool its game lists: the engine says which games have which. */
const FORMS: readonly ArtilleryForm[] = [G88_ARTILLERY, G77_ARTILLERY, TM_ARTILLERY];

const gamesOf = (forms: readonly ArtilleryForm[]): string[] => forms.flatMap((f) => gamesWithTool(f.tool));
const ARTILLERY_GAMES = gamesOf(FORMS);
const titles = (form: ArtilleryForm): string => gamesWithTool(form.tool).map((id) => gameFeatures(id).shortTitle).join(', ');

const ARTILLERY_USAGE = `adjutant artillery --board <board.json> --gun <id> [--target <id>] [--settings <file.json>] [--json]
adjutant artillery --board <board.json> --target <id> [--defending regular-combat|double-range] [--settings <file.json>] [--json]
adjutant artillery --board <board.json> --gun <id> [--optional-artillery] [--json]
adjutant artillery --board <board.json> --gun <id>[,<id>…] --target <area> --fire bombardment|volley [--activated <area>]
                   [--adjacency <file.json>] [--area-tems <file.json>] [--blocking <area,…>|none] [--lead-defender <id>] [--json]
  The guns of a board, by its game (${ARTILLERY_GAMES.join(', ')}):
  ${titles(G88_ARTILLERY)}: what one gun may fire on at double range, each target with its line of sight and why;
    or, with --target alone, the enemy guns that may fire on that unit and the friendly guns that may support it.
  ${titles(G77_ARTILLERY)}: how far one gun's range of influence reaches, and the enemy units within 5 hexes it reaches.
  ${titles(TM_ARTILLERY)}: whether a group may bombard or volley into an area, by the errata.
  --board               a board file (adjutant-board/1) of ${ARTILLERY_GAMES.join(', ')}
${PACK_USAGE}
  --gun                 the id of the gun that fires (They Met: the group's ids, comma separated)
  --target              '88: one enemy unit to ask about, or alone the unit fired on; They Met: the area or Zone fired into
  --settings            '88: the settings you confirmed from your rulebook (${G88_MOVEMENT_FORMAT} JSON with its artillery section; see docs/cli.md)
  --defending           '88, with --target alone: how the target is attacked, regular-combat (default) or double-range
${OPTIONAL_ARTILLERY_USAGE}
  --fire                They Met: bombardment or volley
  --activated           They Met: the area activated this impulse (default: the group's own area, when it has one)
  --adjacency           They Met: your map's adjacency list; without it adjacency is asked
  --area-tems           They Met: your map's area TEMs (adjutant-area-tems/1), read for a volley's target
  --blocking            They Met: the areas whose blocking terrain lies on the line of sight, or none (rule 16.2.2)
  --lead-defender       They Met: the enemy unit leading the defence in the target area
  --json                one JSON object instead of text`;

const FLAG_NAMES = Object.keys(ARTILLERY_FLAGS).filter((f): f is ArtilleryFlag => f !== 'board');

/** A flag this game's form does not read is a mistake on this board, not something to ignore. */
function refuseOtherFlags(board: Board, form: ArtilleryForm, values: ArtilleryValues): void {
  for (const flag of FLAG_NAMES) {
    const v = values[flag];
    if (v === undefined || v === false || form.reads.includes(flag)) continue;
    onlyFor(board, `--${flag}`, gamesOf(FORMS.filter((f) => f.reads.includes(flag))));
  }
}

export const artilleryCommand = defineCommand({
  name: 'artillery',
  usage: ARTILLERY_USAGE,
  flags: ARTILLERY_FLAGS,
  async run({ values }, io) {
    const board = await readBoardFile(io, values.board, '--board', values.pack);
    const form = FORMS.find((f) => gamesWithTool(f.tool).includes(board.game));
    if (!form) throw new UsageError(`"${values.board}" is a board of ${board.game}: artillery is modelled only for ${ARTILLERY_GAMES.join(', ')} so far.`);
    refuseOtherFlags(board, form, values);
    return form.run(board, values, io);
  },
});
