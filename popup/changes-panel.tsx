import { useMemo, useState } from 'preact/hooks';
import type { Board, BoardDiff } from '../src/engine/index.js';
import { diffBoards } from '../src/engine/index.js';
import { useLazy } from './lazy.js';
import { gameRules } from './game-rules.js';
import { arrowMarksOf, changeItems } from '../src/messaging/arrow-marks.js';
import { useBoardMarks } from './board-marks.js';
import { arrowsOnTab, BoardStepper, type ShowArrows } from './board-stepper.js';

/** How this part's drawing reaches the tab's board (tests pass a recorder instead). */
const DRAW = arrowsOnTab('changes');

interface Props {
  /** The board the popup reads now. */
  readonly board: Board;
  /** The board as the player last saw it from this page (or file), and when; null on a first look. */
  readonly previous: { readonly board: Board; readonly at: number } | null;
  /** Now, in ms since the epoch (passed in so tests are steady). */
  readonly now: number;
  /** The tab whose page shows this board: the changes are drawn on it while the part is open. Null: listed only. */
  readonly tabId?: number | null;
  readonly showOnBoard?: ShowArrows;
}

const SIDE = { union: 'Union', confederate: 'Confederate' } as const;

/** "21:40 yesterday", "09:05 today", or the date for older looks: when the player last looked. */
export function whenWords(at: number, now: number): string {
  const then = new Date(at);
  const time = then.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const day = (d: Date): number => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(new Date(now)) - day(then)) / 86_400_000);
  return days === 0 ? `${time} today` : days === 1 ? `${time} yesterday` : `${time} on ${then.toLocaleDateString()}`;
}

/** Two VASSAL saves of one game are compared whatever their names: the names say which two. */
export function fileWords(before: Board, after: Board): string {
  const [a, b] = [before.source, after.source];
  return a.kind === 'vassal' && b.kind === 'vassal' && a.name !== b.name ? ` (${a.name || 'a save'} → ${b.name || 'this save'})` : '';
}

/** Each change in a line a player reads, grouped as the diff has them. */
export function changeLines(d: BoardDiff): { readonly heading: string; readonly lines: readonly string[] }[] {
  const holder = (h: string | null): string => (h === null ? 'none' : h === 'present' ? 'there' : SIDE[h === 'union' ? 'union' : 'confederate']);
  const groups = [
    { heading: 'Likely battles', lines: d.battles.map((b) => `${b.attackers.map((u) => u.name).join(', ')} against ${b.defenders.map((u) => u.name).join(', ')} (${b.hexes.join(', ')}): ${b.evidence.join('; ')}`) },
    { heading: 'Moved', lines: d.moved.map((m) => `${m.name}: ${m.from} → ${m.to}`) },
    { heading: 'Steps lost', lines: d.lost.map((l) => `${l.name}: ${l.steps} step${l.steps === 1 ? '' : 's'}`) },
    { heading: 'Steps regained', lines: d.regained.map((l) => `${l.name}: ${l.steps} step${l.steps === 1 ? '' : 's'}`) },
    { heading: 'Eliminated', lines: d.eliminated.map((u) => u.name) },
    { heading: 'Arrived', lines: d.arrived.map((a) => `${a.name} at ${a.at}`) },
    { heading: 'Left the map', lines: d.exited.map((e) => (e.from ? `${e.name} from ${e.from}` : e.name)) },
    { heading: 'State', lines: d.status.map((s) => `${s.name}: ${s.from} → ${s.to}`) },
    { heading: 'Markers', lines: d.control.map((c) => `${c.hex} ${c.marker}: ${holder(c.from)} → ${holder(c.to)}`) },
  ];
  return groups.filter((g) => g.lines.length > 0);
}

/**
 * What changed on the board since the player last looked at it from this page: the opponent's turn read off the
 * two boards (moves, losses, arrivals, exits, states, markers, the VP each side, and the battles that most likely
 * took place). Read-only, and only what both boards show.
 */
export function ChangesPanel({ board, previous, now, tabId = null, showOnBoard = DRAW }: Props) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<number | null>(null);
  const rules = useLazy(open && previous ? gameRules(board.game) : null);
  const result = useMemo(() => (rules.kind === 'ready' && previous ? diffBoards(previous.board, board) : null), [rules, previous, board]);
  const groups = result?.ok ? changeLines(result.value) : [];
  const vp = result?.ok ? result.value.vp : null;
  // On the page's board: an arrow per move and a mark per loss, arrival, exit, state, marker and likely battle.
  const items = useMemo(() => (result?.ok && previous ? changeItems(result.value, previous.board, board) : []), [result, previous, board]);
  // The same object while nothing it shows changes: each new one is sent to the page again.
  const at = step !== null && step < items.length ? step : null;
  const marks = useMemo(() => (previous ? arrowMarksOf('changes', 'Changes since your last look', items, at) : null), [items, at, previous]);
  useBoardMarks(open ? tabId : null, marks, showOnBoard);
  return (
    <section class="changes" aria-label="What changed">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 class="inline">What changed</h2>{' '}
          <span class="muted" data-testid="changes-when">
            {previous ? `since your last look, ${whenWords(previous.at, now)}${fileWords(previous.board, board)}` : '— this is your first look at this board'}
          </span>
        </summary>
        {open && !previous && <p class="muted">Adjutant keeps what it reads from this page; next time it shows what changed since now.</p>}
        {open && previous && rules.kind === 'loading' && <p class="muted">Loading the game's rules…</p>}
        {open && result && !result.ok && <p class="problem">{result.error}</p>}
        {open && result?.ok && (
          <div data-testid="changes">
            {groups.length === 0 && (!vp || (vp.before.union === vp.after.union && vp.before.confederate === vp.after.confederate)) && <p>Nothing changed on the board.</p>}
            {groups.map((g) => (
              <div key={g.heading}>
                <h3>{g.heading}</h3>
                <ul>
                  {g.lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </div>
            ))}
            {vp && (
              <p data-testid="changes-vp">
                VP from the board alone: Union {vp.before.union} → {vp.after.union}, Confederate {vp.before.confederate} → {vp.after.confederate}
              </p>
            )}
            {tabId !== null && <BoardStepper items={items} step={at} onStep={setStep} noun="change" />}
            {result.value.notes.map((n, i) => (
              <p key={i} class="muted">
                {n}
              </p>
            ))}
          </div>
        )}
      </details>
    </section>
  );
}
