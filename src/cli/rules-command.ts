import { cutText, formatRuleRef, GAME_IDS, type GameId, type RuleRef } from '../engine/index.js';
import { ALL_ENTRIES, answerRules } from '../engine/rules.js';
import { UsageError } from './cli-io.js';
import { defineCommand, type Answer } from './command.js';

const RULES_USAGE = `adjutant rules "<question or rule number>" [--game <id>] [--limit <n>] [--json]
adjutant rules --list [--game <id>] [--json]
  Looks a rule up: entries and glossary terms ranked best first, each with its citation. Typos are
  forgiven, a word may be cut short, "quoted words" must appear together in that order, and rule
  numbers work ("14.53", "Q&A 13", "clarification 9").
  --game   only that game's rules: ${GAME_IDS.join(', ')}
  --limit  at most this many results (1 to 100; 10 unless given)
  --list   every entry of the index with its citation, in rulebook order
  --json   one JSON object instead of text`;

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

/** One search result as the engine gives it. */
type RuleSearchResult = ReturnType<typeof answerRules>['results'][number];

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

function list(game: GameId | undefined): Answer {
  const entries = ALL_ENTRIES.filter((e) => game === undefined || e.game === game);
  return {
    json: { entries: entries.map((e) => ({ id: e.id, game: e.game, number: e.number, citation: e.citation, title: e.title, text: e.text })) },
    text: () => entries.map((e) => `${e.id}  ${formatRuleRef(e.citation)} — ${e.title}`).join('\n'),
  };
}

/** `adjutant rules`: search the rules index, or list it. */
export const rulesCommand = defineCommand({
  name: 'rules',
  usage: RULES_USAGE,
  flags: {
    game: { kind: 'game', required: false, unknownWords: 'is not a game' },
    limit: { kind: 'string' },
    list: { kind: 'boolean' },
  },
  positionals: true,
  compactJson: true,
  run({ values: { game, limit, list: listing }, positionals }) {
    if (listing) {
      if (positionals.length > 0) throw new UsageError('--list takes no question; give either a question or --list.');
      if (limit !== undefined) throw new UsageError('--limit applies to a search, not to --list.');
      return list(game);
    }
    const query = positionals.join(' ').trim();
    if (query === '') throw new UsageError('give a question or a rule number to look up (or --list for every entry).');
    const { results, note } = answerRules(query, { limit: limitOption(limit), ...(game ? { game } : {}) });
    // "note" only when the question was cut, so an ordinary answer is as it always was.
    const json = { results: results.map(resultToJson), ...(note ? { note } : {}) };
    return {
      json,
      text: () => {
        // The question is echoed on one line and short: a pasted page is not printed back.
        const asked = JSON.stringify(cutText(query, 60) + (query.length > 60 ? '…' : ''));
        const found = results.length === 0 ? `No rule matches ${asked}${game ? ` in ${game}` : ''}.` : results.map((r, i) => resultText(r, i + 1)).join('\n\n');
        return note ? `${found}\n${note}` : found;
      },
    };
  },
});
