import type { BoardItem, ArrowMarks } from '../src/messaging/arrow-marks.js';
import { lazySender, type ShowMarks } from './board-marks.js';

/** How arrows and marks reach the tab's board: the extension's messaging unless a test records them. */
export type ShowArrows = ShowMarks<ArrowMarks>;

const showArrowsOnTab: ShowArrows = lazySender(
  () => import('../src/messaging/arrow-send.js'),
  (m, tabId, marks) => m.showArrowsOnTab(tabId, marks),
);

/**
 * The board has one drawing of arrows, and two parts draw there (Changes, Plan): the last to send marks owns it.
 * A part that closes takes its own drawing off, never the other part's that replaced it.
 */
export function ownedSender(send: ShowArrows): (kind: ArrowMarks['kind']) => ShowArrows {
  let owner: ArrowMarks['kind'] | null = null;
  return (kind) => (tabId, marks) => {
    if (marks === null && owner !== kind) return;
    owner = marks === null ? null : kind;
    send(tabId, marks);
  };
}

/** The popup's senders of arrows, one per part. */
export const arrowsOnTab = ownedSender(showArrowsOnTab);

interface Props {
  /** What the board shows, one item per change or battle, in the order listed. */
  readonly items: readonly BoardItem[];
  /** The item stepped on, or null for all alike. */
  readonly step: number | null;
  readonly onStep: (step: number | null) => void;
  /** What one item is called: "change", "battle". */
  readonly noun: string;
}

/**
 * Steps through what is drawn on the board, one item at a time (the rest drawn faint), or shows all alike. The
 * buttons are the popup's: the page is only drawn on, never clicked.
 */
export function BoardStepper({ items, step, onStep, noun }: Props) {
  if (items.length === 0) return null;
  const at = step === null ? null : Math.min(step, items.length - 1);
  const go = (by: number): void => onStep(at === null ? (by > 0 ? 0 : items.length - 1) : (at + by + items.length) % items.length);
  return (
    <div class="board-stepper" role="group" aria-label={`Step through the ${noun}s on the board`}>
      <div class="row">
        <button type="button" class="secondary" onClick={() => go(-1)} aria-label={`Previous ${noun}`}>
          ◀ Previous
        </button>
        <button type="button" class="secondary" onClick={() => go(1)} aria-label={`Next ${noun}`}>
          Next ▶
        </button>
        <button type="button" class="secondary" disabled={at === null} onClick={() => onStep(null)}>
          All
        </button>
      </div>
      <p aria-live="polite" data-testid="board-step">
        {at === null ? `On the board: all ${items.length} ${noun}${items.length === 1 ? '' : 's'}.` : `On the board, ${noun} ${at + 1} of ${items.length}: ${items[at]?.text ?? ''}`}
      </p>
    </div>
  );
}
