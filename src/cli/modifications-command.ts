import { clampedModification, formatRuleRef, gameFeatures, gameModule, stepToJson, sumModifications, type AppliedModification, type ModificationLine, type StepJson } from '../engine/index.js';
import { signed } from '../ui-text.js';
import { UsageError } from './cli-io.js';
import { defineCommand } from './command.js';
import { withHow } from './format-steps.js';
import { didYouMean } from './nearest.js';
import { parseWhole } from './parse-whole.js';

const MODIFICATIONS_USAGE = `adjutant modifications --game <id> [--apply <line[=count]>,…] [--json]
  The die-roll modification table the game prints, as a checklist: without --apply, every line with its id,
  value and rule; with --apply, the lines that hold for a battle summed, each with its rule.
  --apply   line ids, comma-separated, each with =count where more than one unit meets it (defender-disorganized=2);
            a line that is not per unit counts once however many meet it
  --json    without --apply {"game", "lines"}; with it {"game", "total", "clampedTo", "explanation"}`;

/** More units than any battle on the calculator holds: a count beyond it is a typing slip. */
const MAX_COUNT = 20;

export interface ModificationsJson {
  game: string;
  total: number;
  /** What the total acts as on the game's table where its end rows make a larger one no different; null when it acts as it is. */
  clampedTo: number | null;
  explanation: StepJson[];
}

/** "attacker-higher, defender-disorganized=2" as the lines applied; every id checked against the game's table. */
function readApplied(raw: string, table: readonly ModificationLine[]): AppliedModification[] {
  const ids = table.map((l) => l.id);
  const seen = new Set<string>();
  const applied: AppliedModification[] = [];
  for (const part of raw.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const [id = '', count] = part.split('=').map((s) => s.trim());
    const line = table.find((l) => l.id === id);
    if (!line) {
      const near = didYouMean(id, ids);
      throw new UsageError(`--apply: "${id}" is not a line of the table; ${near ? `did you mean ${near}? ` : ''}the lines are ${ids.join(', ')}.`);
    }
    if (seen.has(id)) throw new UsageError(`--apply: ${id} is given twice; give it once, with =count for more than one unit.`);
    seen.add(id);
    applied.push({ id, count: count === undefined ? 1 : parseWhole(`--apply ${id}=`, count, 0, MAX_COUNT) });
  }
  if (applied.length === 0) throw new UsageError('--apply is empty: give the ids of the lines that hold, comma-separated.');
  return applied;
}

export const modificationsCommand = defineCommand({
  name: 'modifications',
  usage: MODIFICATIONS_USAGE,
  flags: {
    game: { kind: 'game', required: true },
    apply: { kind: 'string' },
  },
  run({ values: { game, apply } }) {
    const table = gameFeatures(game).modifications;
    if (!table) throw new UsageError(`${game} prints no die-roll modification table in Adjutant's sources; \`adjutant modifiers\` reads a battle's modifiers off a board.`);
    if (apply === undefined) {
      const lines = table.map((l) => ({ id: l.id, text: l.text, value: l.value, perUnit: l.perUnit, rule: formatRuleRef(l.rule), ref: l.rule }));
      return {
        json: { game, lines },
        text: () => lines.map((l) => `${signed(l.value).padStart(3)}  ${l.id}${l.perUnit ? ' (each unit)' : ''}\n       ${l.text}\n       [${l.rule}]`).join('\n'),
      };
    }
    const total = sumModifications(table, readApplied(apply, table));
    const combatTable = gameModule(game).combatTable;
    const clampedTo = combatTable ? clampedModification(combatTable, total.total) : null;
    const json: ModificationsJson = { game, total: total.total, clampedTo, explanation: total.steps.map(stepToJson) };
    const acts = clampedTo !== null ? [`  acts as ${signed(clampedTo)}: beyond it every roll already lands on the table's end row`] : [];
    return { json, text: () => withHow([`Die-roll modification: ${signed(total.total)}`, ...acts], total.steps) };
  },
});
