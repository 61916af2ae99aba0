import { useEffect, useState } from 'preact/hooks';
import type { Answer, GameId, RuleEntry } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import { impulseAnswer } from '../src/engine/calculators.js';
import { nextImpulse, type ContinueRoll, type ImpulseAction } from '../src/engine/calculators.js';
import type { ImpulseState } from '../src/engine/index.js';
import { AnswerCard } from './answer-card.js';
import { loadImpulseTrack, LOG_LIMIT, saveImpulseTrack, START, type Track } from '../src/storage/impulse-track.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameId;
  /** Opens a cited rule in the Rules section. */
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

const side = (s: ImpulseState['sideToAct']): string => (s === 'confederate' ? 'CSA' : 'USA');

/** A CSA impulse from box 1 on is followed by the continuation roll, unless it is the second pass in a row. */
function needsRoll(state: ImpulseState, action: ImpulseAction): boolean {
  return state.sideToAct === 'confederate' && state.impulse > 0 && !(action === 'pass' && state.lastActionPass);
}

function situation(state: ImpulseState): string {
  if (state.ended === 'two-passes') return `Action Phase over: both players passed in a row (marker on ${state.impulse}).`;
  if (state.ended === 'roll') return `Action Phase over: the continuation roll ended the turn (marker on ${state.impulse}).`;
  return `Impulse ${state.impulse} · ${side(state.sideToAct)} to act`;
}

/**
 * They Met at Gettysburg's impulse track, kept per game in the popup's store: the player says what each
 * side did, and the tracker moves the marker with the reason and the erratum that says so.
 */
export function ImpulseTracker({ store, game, onShowRule }: Props) {
  const [open, setOpen] = useState(false);
  const [track, setTrack] = useState<Track>(START);
  const [pending, setPending] = useState<ImpulseAction | null>(null);
  const [error, setError] = useState('');
  // The last move as an answer, with its rules linked; the log below keeps every move's reasons as text.
  const [last, setLast] = useState<Answer<ImpulseState> | null>(null);

  useEffect(() => {
    let current = true;
    loadImpulseTrack(store, game).then(
      (value) => current && setTrack(value),
      () => current && setTrack(START),
    );
    return () => {
      current = false;
    };
  }, [store, game]);

  const keep = (next: Track): void => {
    setTrack(next);
    saveImpulseTrack(store, game, next).catch((e: unknown) => setError(`Could not save the impulse track. ${e instanceof Error ? e.message : ''}`.trim()));
  };

  const move = (action: ImpulseAction, roll?: ContinueRoll): void => {
    if (roll === undefined && needsRoll(track.state, action)) {
      setPending(action);
      setError('');
      return;
    }
    const result = nextImpulse(track.state, action, roll);
    setPending(null);
    setLast(impulseAnswer({ state: track.state, action, ...(roll === undefined ? {} : { continueRoll: roll }) }, result));
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError('');
    const lines = result.reasons.map((r) => ({ text: r.text, rule: r.rule ? formatRuleRef(r.rule) : null }));
    keep({ state: result.state, log: [...track.log, ...lines].slice(-LOG_LIMIT) });
  };

  const restart = (): void => {
    setPending(null);
    setError('');
    setLast(null);
    keep(START);
  };

  const { state } = track;
  return (
    <section class="impulse-track" aria-label="Impulse track">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 style={{ display: 'inline' }}>Impulse track</h2>
        </summary>
        {open && (
          <>
            <p role="status" data-testid="impulse-now">
              {situation(state)}
            </p>
            {state.ended === null && pending === null && (
              <div class="actions">
                <button type="button" onClick={() => move('act')}>
                  Act
                </button>
                <button type="button" onClick={() => move('pass')}>
                  Pass
                </button>
              </div>
            )}
            {state.ended === null && pending !== null && (
              <div class="actions" role="group" aria-label="Continuation roll">
                <p>
                  CSA {pending === 'act' ? 'acted' : 'passed'} on impulse {state.impulse}. What did the continuation roll say?
                </p>
                <button type="button" onClick={() => move(pending, 'continues')}>
                  Turn continues
                </button>
                <button type="button" onClick={() => move(pending, 'ends')}>
                  Turn ends
                </button>
                <button type="button" onClick={() => setPending(null)}>
                  Cancel
                </button>
              </div>
            )}
            {error && (
              <p role="alert" class="notice">
                {error}
              </p>
            )}
            {last && last.problems.length === 0 && <AnswerCard answer={last} onShowRule={onShowRule} names={{ steps: 'impulse-last', stepsLabel: 'Why the marker moved' }} />}
            {track.log.length > 0 && (
              <details>
                <summary>Every move this turn ({track.log.length} lines)</summary>
                <ol class="explanation" aria-label="Impulse moves">
                  {track.log.map((line, i) => (
                    <li key={i}>
                      <span>{line.text}</span>
                      {line.rule && <small class="rule">{line.rule}</small>}
                    </li>
                  ))}
                </ol>
              </details>
            )}
            <button type="button" onClick={restart}>
              Start again at CSA impulse 0
            </button>
          </>
        )}
      </details>
    </section>
  );
}
