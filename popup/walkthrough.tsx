import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ALL_ENTRIES } from '../src/engine/rules.js';
import type { RuleEntry } from '../src/engine/index.js';
import type { WalkthroughStep } from '../src/engine/rules.js';

interface Props {
  readonly steps: readonly WalkthroughStep[];
  /** Opens an entry in the rules search's entry view. */
  readonly onShow: (entry: RuleEntry) => void;
  readonly onClose: () => void;
}

const entryById = (id: string): RuleEntry | null => ALL_ENTRIES.find((e) => e.id === id) ?? null;

/**
 * "Learn a turn": one step of a player-turn at a time, each with the rules it teaches. It only explains;
 * the board is left exactly as it is.
 */
export function Walkthrough({ steps, onShow, onClose }: Props) {
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // After Back or Next, take the reader to the new step's title (not on first showing: the page opens on it),
  // as the title appears (a layout effect: focus moved a frame later could land after the player's next key).
  useLayoutEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);

  const step = steps[index];
  if (!step) return null;
  const rules = step.entries.flatMap((id) => entryById(id) ?? []);
  const last = index === steps.length - 1;

  return (
    <section class="walkthrough" aria-labelledby="walkthrough-title">
      <h2 id="walkthrough-title">Learn a turn</h2>
      <p class="muted">
        A Gettysburg (1977) player-turn on the demo board, one step at a time. Adjutant only explains: it moves nothing on the board.
      </p>
      <p role="status" class="muted">
        Step {index + 1} of {steps.length}
      </p>
      <h3 ref={heading} tabIndex={-1}>
        {step.title}
      </h3>
      <p>{step.text}</p>
      <p>
        <strong>On the demo board: </strong>
        {step.onTheBoard}
      </p>
      <ul class="walkthrough-rules" aria-label="Rules for this step">
        {rules.map((entry) => (
          <li key={entry.id}>
            <button type="button" class="rule-link" aria-label={`Rule ${entry.number}: ${entry.title}`} onClick={() => onShow(entry)}>
              Rule {entry.number}
            </button>{' '}
            <span class="muted">{entry.title}</span>
          </li>
        ))}
      </ul>
      <div class="walkthrough-nav">
        <button type="button" disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
          Back
        </button>{' '}
        <button type="button" disabled={last} onClick={() => setIndex((i) => Math.min(steps.length - 1, i + 1))}>
          Next
        </button>{' '}
        <button type="button" onClick={onClose}>
          {last ? 'Done' : 'Close'}
        </button>
      </div>
    </section>
  );
}
