import { parseArgs } from 'node:util';
import { GAME_IDS, isGameId, type GameId } from '../engine/core/game-id.js';
import { formatRuleRef, type RuleRef } from '../engine/core/rule-ref.js';
import { ALL_ENTRIES } from '../engine/rules/all-entries.js';
import { cutText } from '../engine/core/cut-text.js';
import { answerRules, type RuleSearchResult } from '../engine/rules/search.js';
import { argsError } from './args-error.js';
import { EXIT_OK, UsageError, type CliIo } from './cli-io.js';

export const RULES_USAGE = `adjutant rules "<question or rule number>" [--game <id>] [--limit <n>] [--json]
adjutant rules --list [--game <id>] [--json]
  Looks a rule up: entries and glossary terms ranked best first, each with its citation. Typos are
  forgiven, a word may be cut short, "quoted words" must appear together in that order, and rule
  numbers work ("14.53", "Q&A 13", "clarification 9").
  --game   only that game's rules: ${GAME_IDS.join(', ')}
  --limit  at most this many results (1 to 100; 10 unless given)
  --list   every entry of the index with its citation, in rulebook order
  --json   one JSON object instead of text`;

const RULES_OPTIONS = {
  game: { type: 'string' },
  limit: { type: 'string' },
  list: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} as const;

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

export interface RulesResultJson {
  id: string;
  game: GameId | null;
  citation: RuleRef | null;
  title: string;
  text: string;
  score: number;
  kind: 'rule' | 'term';
  snippet: string;
}

function readOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: RULES_OPTIONS,
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw argsError(e, RULES_OPTIONS, 'adjutant rules');
  }
}

function gameOption(value: string | undefined): GameId | undefined {
  if (value === undefined) return undefined;
  if (!isGameId(value)) throw new UsageError(`--game: "${value}" is not a game; expected one of: ${GAME_IDS.join(', ')}.`);
  return value;
}

function limitOption(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= MAX_LIMIT)) throw new UsageError(`--limit: expected a whole number from 1 to ${MAX_LIMIT}, found "${value}".`);
  return n;
}

export function resultToJson(r: RuleSearchResult): RulesResultJson {
  // Scores only order the list; three decimals are plenty and keep the output stable.
  return { id: r.id, game: r.game, citation: r.citation, title: r.title, text: r.text, score: Math.round(r.score * 1000) / 1000, kind: r.kind, snippet: r.snippet };
}

function resultText(r: RuleSearchResult, place: number): string {
  const where = r.citation ? formatRuleRef(r.citation) : 'Glossary';
  return `${place}. ${r.title} — ${where}\n   ${r.text}`;
}

function list(io: CliIo, game: GameId | undefined, json: boolean): number {
  const entries = ALL_ENTRIES.filter((e) => game === undefined || e.game === game);
  if (json) {
    io.out(JSON.stringify({ entries: entries.map((e) => ({ id: e.id, game: e.game, number: e.number, citation: e.citation, title: e.title, text: e.text })) }));
  } else {
    io.out(entries.map((e) => `${e.id}  ${formatRuleRef(e.citation)} — ${e.title}`).join('\n'));
  }
  return EXIT_OK;
}

/** `adjutant rules`: search the rules index, or list it. */
export async function rulesCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = readOptions(args);
  const game = gameOption(values.game);
  if (values.list) {
    if (positionals.length > 0) throw new UsageError('--list takes no question; give either a question or --list.');
    if (values.limit !== undefined) throw new UsageError('--limit applies to a search, not to --list.');
    return list(io, game, values.json);
  }
  const query = positionals.join(' ').trim();
  if (query === '') throw new UsageError('give a question or a rule number to look up (or --list for every entry).');
  const { results, note } = answerRules(query, { limit: limitOption(values.limit), ...(game ? { game } : {}) });
  if (values.json) {
    // "note" only when the question was cut, so an ordinary answer is as it always was.
    io.out(JSON.stringify({ results: results.map(resultToJson), ...(note ? { note } : {}) }));
  } else {
    // The question is echoed on one line and short: a pasted page is not printed back.
    const asked = JSON.stringify(cutText(query, 60) + (query.length > 60 ? '…' : ''));
    const found = results.length === 0 ? `No rule matches ${asked}${game ? ` in ${game}` : ''}.` : results.map((r, i) => resultText(r, i + 1)).join('\n\n');
    io.out(note ? `${found}\n${note}` : found);
  }
  return EXIT_OK;
}
