import { clampedModification, effectiveModificationRange } from '../engine/index.js';
import { stepToJson } from '../engine/index.js';
import { parseTerrainEffectsInput } from '../engine/index.js';
import { allGames, applyChoices, formatRuleRef, gameModule, gamesWithInput, gamesWithTool, modifierTotal, type Battle, type BattleModifiers, type BattleStatements, type Board, type GameModule, type RuleRef, type StepJson } from '../engine/index.js';
import { TERRAIN_EFFECTS_IMPORT_LIMIT } from '../storage/terrain-effects.js';
import { signed } from '../ui-text.js';
import { onlyFor, readAreaTems } from './area-files.js';
import { battleFromOptions } from './battle-options.js';
import { UsageError, type CliIo } from './cli-io.js';
import { defineCommand } from './command.js';
import { PACK_FLAG, PACK_USAGE, readBoardFile } from './read-board-file.js';
import { readJsonFile } from './read-json-file.js';

const MODIFIERS_USAGE = `adjutant modifiers --board <board.json> --attackers <ids> --defenders <ids> [--rules <ids>] [--field <hex,hex>] [--lender <id>] [--elevations <hex=level,…>] [--experience <id=level,…>]
                   [--terrain-effects <file>] [--area-tems <file>] [--combat assault|volley|bombardment] [--game <id>] [--json]
  Every die-roll modifier a battle on the board earns, each with its value, reason and rule, and the total.
  --board       a board file (adjutant-board/1, see docs/board-format.md)
${PACK_USAGE}
  --attackers   unit ids of the attacking units, comma-separated   --defenders  the same for the defenders
  --rules       optional rules the players agreed on, comma-separated (e.g. headquarters-modification,experience-matrix)
  --field       the defender's stated field of defence in a two-direction attack: two hexes (Gettysburg 1977)
  --lender      the id of the unit that lends strength to a defender in its hex (Gettysburg 1977)
  --elevations  levels of hexes whose elevation the board does not give, e.g. Q36=7,R35=8
  --experience  experience levels for the Advanced Game matrix, e.g. davis=veteran,stone=green
  --terrain-effects  your terrain effects chart (adjutant-terrain-effects/1, Cemetery Hill), see docs/user-tables.md
  --area-tems   your map's area TEMs (adjutant-area-tems/1, They Met at Gettysburg)
  --combat      They Met at Gettysburg: assault, volley or bombardment, when the units' areas do not show it
  --game        the game the board must be of
  --json        one JSON object instead of text`;

export interface ModifiersJson {
  game: string;
  total: number;
  modifiers: { id: string; text: string; value: number; rule: string | null; ref: RuleRef | null; reason: string; optionalRule: string | null }[];
  clampedTo: number | null;
  /** Defenders whose strength terrain multiplies (not lines: they change the defence, not the roll). */
  multipliers: { unit: string; name: string; factor: number; reason: string; rule: string | null; ref: RuleRef | null }[];
  undecided: { id: string; question: string }[];
  notes: StepJson[];
}

/** The kinds of combat between areas a game with the 'area-combat' tool asks about (battle.stated.areaCombat). */
type AreaCombat = NonNullable<BattleStatements['areaCombat']>;
const AREA_COMBATS: readonly AreaCombat[] = ['assault', 'volley', 'bombardment'];

function isAreaCombat(v: string): v is AreaCombat {
  return AREA_COMBATS.some((c) => c === v);
}

/** The answer as JSON: the total of the lines (all on: the command line has no hand choices), and how it acts on the table. */
export function modifiersJson(game: GameModule, m: BattleModifiers, board?: Board): ModifiersJson {
  const total = modifierTotal(applyChoices(m.lines, []));
  const nameOf = (id: string): string => board?.units.find((u) => u.id === id)?.name ?? id;
  return {
    game: game.info.id,
    total,
    modifiers: m.lines.map((l) => ({ id: l.id, text: l.text, value: l.value, rule: l.rule ? formatRuleRef(l.rule) : null, ref: l.rule, reason: l.reason, optionalRule: l.optionalRule })),
    clampedTo: game.combatTable ? clampedModification(game.combatTable, total) : null,
    multipliers: (m.defenceMultipliers ?? []).map((d) => ({
      unit: d.unitId,
      name: nameOf(d.unitId),
      factor: d.factor,
      reason: d.reason,
      rule: d.rule ? formatRuleRef(d.rule) : null,
      ref: d.rule,
    })),
    undecided: m.undecided.map((u) => ({ id: u.id, question: u.question })),
    notes: m.notes.map(stepToJson),
  };
}

function modifiersText(game: GameModule, j: ModifiersJson): string {
  const lines: string[] = [`Die-roll modifiers — ${game.info.name}`];
  if (j.modifiers.length === 0) lines.push('  none');
  for (const m of j.modifiers) {
    lines.push(`  ${signed(m.value).padStart(3)}  ${m.text}`, `       ${m.reason}`);
    if (m.rule) lines.push(`       [${m.rule}]`);
  }
  lines.push(`Total: ${signed(j.total)}`);
  if (j.clampedTo !== null && game.combatTable) {
    const range = effectiveModificationRange(game.combatTable);
    lines.push(`  acts as ${signed(j.clampedTo)}: beyond ${signed(range.min)} to ${signed(range.max)} every roll already lands on the table's end row.`);
  }
  if (j.multipliers.length > 0) {
    lines.push('Defence strength multiplied (not a die-roll modifier):');
    for (const d of j.multipliers) lines.push(`  ×${d.factor}  ${d.name}: ${d.reason}${d.rule ? ` [${d.rule}]` : ''}`);
  }
  if (j.undecided.length > 0) lines.push('Not decided (the board does not say):', ...j.undecided.map((u) => `  - ${u.question}`));
  if (j.notes.length > 0) lines.push('Notes:', ...j.notes.map((n) => `  - ${n.text}${n.rule ? ` [${n.rule}]` : ''}`));
  return lines.join('\n');
}


/** What the user entered from their own rulebook, read with the validators Options uses. */
async function enteredData(
  io: CliIo,
  board: Board,
  o: { readonly terrainEffects: string | undefined; readonly areaTems: string | undefined; readonly combat: string | undefined },
): Promise<BattleStatements> {
  const out: { -readonly [K in keyof BattleStatements]: BattleStatements[K] } = {};
  if (o.combat !== undefined) {
    const combat = o.combat.trim().toLowerCase();
    if (!isAreaCombat(combat)) throw new UsageError(`--combat: "${o.combat}" is not one of ${AREA_COMBATS.join(', ')}.`);
    onlyFor(board, '--combat', gamesWithTool('area-combat'));
    out.areaCombat = combat;
  }
  if (o.terrainEffects !== undefined) {
    onlyFor(board, '--terrain-effects', gamesWithInput('terrain-effects'));
    const chart = await readJsonFile(io, o.terrainEffects, '--terrain-effects', { what: 'terrain effects chart', limit: TERRAIN_EFFECTS_IMPORT_LIMIT, parse: parseTerrainEffectsInput });
    if (chart.game !== board.game) throw new UsageError(`--terrain-effects: the chart is for ${chart.game}, not ${board.game}.`);
    out.terrainEffects = chart;
  }
  if (o.areaTems !== undefined) {
    onlyFor(board, '--area-tems', gamesWithInput('area-tems'));
    out.areaTems = await readAreaTems(io, o.areaTems);
  }
  return out;
}

export const modifiersCommand = defineCommand({
  name: 'modifiers',
  usage: MODIFIERS_USAGE,
  flags: {
    board: { kind: 'string', missing: 'give the board: --board <board.json>.' },
    pack: PACK_FLAG,
    attackers: { kind: 'string', missing: 'give the attacking units: --attackers <id,id>.' },
    defenders: { kind: 'string', missing: 'give the defending units: --defenders <id,id>.' },
    rules: { kind: 'string' },
    field: { kind: 'string' },
    lender: { kind: 'string' },
    elevations: { kind: 'string' },
    experience: { kind: 'string' },
    'terrain-effects': { kind: 'string' },
    'area-tems': { kind: 'string' },
    combat: { kind: 'string' },
    game: { kind: 'game', required: false },
  },
  async run({ values }, io) {
    const board = await readBoardFile(io, values.board, '--board', values.pack);
    if (values.game !== undefined && board.game !== values.game) throw new UsageError(`"${values.board}" is a board of ${board.game}, not ${values.game}.`);
    const game = gameModule(board.game);
    if (!game.battleModifiers) {
      const able = allGames().filter((g) => g.battleModifiers).map((g) => g.info.id);
      throw new UsageError(`"${values.board}" is a board of ${board.game}, whose battle modifiers Adjutant does not read off a board; it does for: ${able.join(', ')}.`);
    }
    const { battle, ruleSet } = battleFromOptions(board, game, values);
    const entered = await enteredData(io, board, { terrainEffects: values['terrain-effects'], areaTems: values['area-tems'], combat: values.combat });
    const withEntered: Battle = { ...battle, stated: { ...battle.stated, ...entered } };
    const json = modifiersJson(game, game.battleModifiers(withEntered, ruleSet), board);
    return { json, text: () => modifiersText(game, json) };
  },
});

/** The command's options; docs/cli.md gives their JSON Schema, and a test keeps the two together. */
export const MODIFIERS_OPTIONS = modifiersCommand.options;
