import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameId, RuleEntry } from '../src/engine/index.js';
import { cavalryExitAnswer, cavalryExitAward, type CavalryExit } from '../src/engine/calculators.js';
import type { Side } from '../src/engine/index.js';
import { COUNT_MAX, loadCavalryExits, saveCavalryExits } from '../src/storage/cavalry-exits.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { loadLedger } from '../src/storage/ledger.js';
import { AnswerCard } from './answer-card.js';

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameId;
  readonly onShowRule?: (entry: RuleEntry) => void;
}

const SIDES: readonly Side[] = ['confederate', 'union'];
const SIDE_NAMES: Readonly<Record<Side, string>> = { confederate: 'Confederate', union: 'Union' };
const cellKey = (turn: number, side: Side): string => `${turn}:${side}`;

/** The counts as typed, cell by cell, so a half-typed or wrong entry stays on screen with its message. */
type Cells = Readonly<Record<string, string>>;

function cellsOf(exits: readonly CavalryExit[]): Cells {
  return Object.fromEntries(exits.map((e) => [cellKey(e.turn, e.side), String(e.count)]));
}

/** Each cell read: the exits, and for each cell that is not a count, what is wrong with it in a player's words. */
function readCells(cells: Cells, turns: readonly number[]): { readonly exits: CavalryExit[]; readonly problems: ReadonlyMap<string, string> } {
  const exits: CavalryExit[] = [];
  const problems = new Map<string, string>();
  for (const turn of turns) {
    for (const side of SIDES) {
      const text = (cells[cellKey(turn, side)] ?? '').trim();
      if (text === '') continue;
      const n = Number(text);
      if (!/^\d+$/.test(text) || n > COUNT_MAX) problems.set(cellKey(turn, side), `Turn ${turn}, ${SIDE_NAMES[side]} exits: enter a whole number of units from 0 to ${COUNT_MAX}.`);
      else if (n > 0) exits.push({ turn, side, count: n });
    }
  }
  return { exits, problems };
}

/** The ledger's cavalry exits counted by turn and side (each in its own side's player-turn, as 14.4 has them). */
function ledgerExits(rows: Awaited<ReturnType<typeof loadLedger>>): CavalryExit[] {
  const counts = new Map<string, CavalryExit>();
  for (const row of rows) {
    for (const e of row.events) {
      if (e.kind !== 'exit' || !e.cavalry || e.side !== row.playerTurn) continue;
      const k = cellKey(row.turn, e.side);
      counts.set(k, { turn: row.turn, side: e.side, count: (counts.get(k)?.count ?? 0) + 1 });
    }
  }
  return [...counts.values()];
}

/**
 * Cemetery Hill's cavalry-exit award as a tally of its own (14.53): the cavalry units each side took off the map
 * by turn, what is counted at the end of each Union player-turn and the VP it gives, and the total. Typed here
 * and kept, or taken from the ledger's exits; the engine does the counting and says how.
 */
export function CavalryExitTally({ store, game, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  const [cells, setCells] = useState<Cells | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!open || cells !== null) return undefined;
    let current = true;
    loadCavalryExits(store, game).then(
      (t) => current && setCells(cellsOf(t.exits)),
      () => {
        if (!current) return;
        setCells({});
        setMessage('Your tally could not be read: the notice at the top says what to do with it. Counts typed now are not kept.');
      },
    );
    return () => {
      current = false;
    };
  }, [store, game, open, cells]);

  // The award's turns are the game's turns: the empty tally gives them.
  const turns = useMemo(() => {
    const empty = cavalryExitAward([]);
    return empty.ok ? empty.value.turns.map((t) => t.turn) : [];
  }, []);
  const read = useMemo(() => readCells(cells ?? {}, turns), [cells, turns]);
  const award = useMemo(() => cavalryExitAward(read.exits), [read]);
  const answer = useMemo(() => cavalryExitAnswer(award), [award]);

  /** Shows the cells and keeps them when every one reads; then says `done` (or why they were not kept). */
  const keep = (next: Cells, done = ''): void => {
    setCells(next);
    const r = readCells(next, turns);
    if (r.problems.size > 0) return;
    saveCavalryExits(store, game, { exits: r.exits }).then(
      () => setMessage(done),
      (e: unknown) => setMessage(`Not kept: ${e instanceof Error ? e.message : 'the browser refused to store it.'}`),
    );
  };
  const fromLedger = (): void => {
    loadLedger(store, game).then(
      (rows) => {
        const exits = ledgerExits(rows);
        const n = exits.reduce((sum, e) => sum + e.count, 0);
        keep(cellsOf(exits), n === 0 ? 'The ledger records no cavalry exits yet: the tally is empty.' : `Taken from the ledger: ${n} cavalry exit${n === 1 ? '' : 's'}.`);
      },
      () => setMessage('The ledger could not be read: the notice at the top says what to do with it.'),
    );
  };

  const byTurn = award.ok ? new Map(award.value.turns.map((t) => [t.turn, t])) : null;
  return (
    <section class="cavalry-exits" aria-label="Cavalry exits">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 class="inline">Cavalry exits</h2>
          {cells !== null && award.ok && <span class="muted" data-testid="cavalry-summary"> — {answer.summary}</span>}
        </summary>
        {open && cells !== null && (
          <>
            <p data-testid="cavalry-total">
              <strong>Total:</strong> {award.ok ? `${award.value.total} VP to the Confederates` : 'correct the marked turn first'}
            </p>
            <p class="muted">Cavalry units off the map, by the turn each side took them off; counted at the end of every Union player-turn.</p>
            <table class="cavalry-table" data-testid="cavalry-table">
              <thead>
                <tr>
                  <th scope="col">Turn</th>
                  <th scope="col">CSA exits</th>
                  <th scope="col">USA exits</th>
                  <th scope="col">Counted CSA–USA</th>
                  <th scope="col">VP</th>
                </tr>
              </thead>
              <tbody>
                {turns.map((turn) => {
                  const t = byTurn?.get(turn);
                  return (
                    <tr key={turn}>
                      <th scope="row">{turn}</th>
                      {SIDES.map((side) => {
                        const k = cellKey(turn, side);
                        const problem = read.problems.get(k);
                        const id = `cavalry-${turn}-${side}`;
                        return (
                          <td key={side}>
                            <input
                              id={id}
                              type="text"
                              inputMode="numeric"
                              size={3}
                              aria-label={`Turn ${turn}, ${SIDE_NAMES[side]} cavalry exits`}
                              aria-invalid={problem ? 'true' : undefined}
                              aria-describedby={problem ? `${id}-error` : undefined}
                              placeholder="0"
                              value={cells[k] ?? ''}
                              onInput={(e) => keep({ ...cells, [k]: e.currentTarget.value })}
                            />
                          </td>
                        );
                      })}
                      <td data-testid={`cavalry-counted-${turn}`}>{t ? `${t.confederateExited}–${t.unionExited}` : ''}</td>
                      <td data-testid={`cavalry-award-${turn}`}>{t && t.awarded > 0 ? t.awarded : ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {[...read.problems].map(([k, text]) => {
              const [turn, side] = k.split(':');
              return (
                <p key={k} class="problem" role="alert" id={`cavalry-${turn}-${side}-error`}>
                  {text}
                </p>
              );
            })}
            <button type="button" onClick={fromLedger}>
              Take the exits from the ledger
            </button>
            <AnswerCard answer={answer} onShowRule={onShowRule} names={{ steps: 'cavalry-steps', stepsLabel: 'How the award is counted' }} stepsFolded="How the award is counted" />
          </>
        )}
        <p class="muted" aria-live="polite" data-testid="cavalry-message">
          {message}
        </p>
      </details>
    </section>
  );
}
