import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { GameBasics } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import { ALL_ENTRIES } from '../src/engine/rules.js';
import type { RuleEntry } from '../src/engine/index.js';
import { answerRules } from '../src/engine/rules.js';
import { RuleEntryView } from './rule-entry-view.js';

interface Props {
  readonly game: GameBasics;
  readonly query: string;
  /** What was cut from the text the page was opened on, while the query is still that text. */
  readonly initialNote: string | null;
  readonly onQuery: (query: string) => void;
  readonly thisGameOnly: boolean;
  readonly onThisGameOnly: (only: boolean) => void;
  /** The entry shown in full, or null for the search. */
  readonly shown: RuleEntry | null;
  readonly onShow: (entry: RuleEntry | null) => void;
}

const SHOWN = 8;

const entryById = (id: string): RuleEntry | null => ALL_ENTRIES.find((e) => e.id === id) ?? null;

/**
 * The open Rules section: the search box over the rules index and glossary, each hit with its citation and the
 * part of its text that matched, or one entry in full. Its code (the index, the glossary and the search
 * library) loads when the section first opens; the query lives in the section, so it survives closing.
 */
export function RulesSearchBody({ game, query, initialNote, onQuery, thisGameOnly, onThisGameOnly, shown, onShow }: Props) {
  const box = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    if (!shown) box.current?.focus();
  }, [shown]);

  // Every game is searched unless the player keeps to one, the chosen game's rules ranked ahead of close rivals.
  // The search reads a bounded part of the question (a pasted page cannot freeze the popup) and says what it cut.
  const { results, note } = useMemo(
    () => (query.trim() !== '' ? answerRules(query, { limit: SHOWN, ...(thisGameOnly ? { game: game.info.id } : { prefer: game.info.id }) }) : { results: [], note: null }),
    [query, thisGameOnly, game],
  );
  const asked = query.trim() !== '';

  if (shown) return <RuleEntryView entry={shown} onShow={onShow} onClose={() => onShow(null)} />;
  return (
    <>
      <div class="field">
        <input
          ref={box}
          type="search"
          aria-label="Search the rules"
          placeholder='rough hill, 14.53, "zone of control"'
          value={query}
          onInput={(e) => onQuery(e.currentTarget.value)}
        />
      </div>
      <label class="radio">
        <input type="checkbox" checked={thisGameOnly} onChange={(e) => onThisGameOnly(e.currentTarget.checked)} />
        Only {game.info.name}
      </label>
      <p role="status" class="muted">
        {!asked ? '' : results.length === 0 ? 'No rule matches.' : `${results.length === SHOWN ? `Best ${SHOWN}` : results.length} found.`}
        {asked && note ? ` ${note}` : ''}
        {asked && initialNote ? ` ${initialNote}` : ''}
      </p>
      {results.length > 0 && (
        <ol class="explanation" aria-label="Rules found">
          {results.map((r) => (
            <li key={r.id} data-rule-id={r.id}>
              <strong>{r.title}</strong>
              {entryById(r.id) && (
                <button type="button" class="rule-link" aria-label={`Read ${r.title} in full`} onClick={() => onShow(entryById(r.id))}>
                  Read
                </button>
              )}
              <span class="rule">{r.citation ? formatRuleRef(r.citation) : 'Glossary'}</span>
              <span>{r.snippet}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
