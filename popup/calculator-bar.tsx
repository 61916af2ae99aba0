/** How long an opened part is kept under the bar while it loads and grows. */
const SETTLE_MS = 1500;
/** What a player does to scroll: any of them ends the bringing up. */
const PLAYER_SCROLLS = ['wheel', 'touchmove', 'keydown'] as const;

/** One calculator of the popup: the id of its part of the page and its name on the bar. */
export interface CalculatorPart {
  readonly id: string;
  readonly label: string;
  /** Why it cannot be used yet ("Pick the battle's counters on the board first"); absent when it can. */
  readonly unavailable?: string;
}

/**
 * Opens a part of the popup: unfolds its first fold (the panel's own <details>, which then loads and answers as
 * if its summary were clicked), scrolls it to just under the bar, and moves the focus to it.
 */
export function openPart(id: string): void {
  const part = document.getElementById(id);
  if (!part) return;
  const fold = part.querySelector('details');
  if (fold && !fold.open) fold.open = true;
  // Just under the bar, whatever its height (it wraps to two lines for a game with many calculators).
  const bar = document.querySelector('.calculator-bar');
  const under = (): number => (bar ? bar.getBoundingClientRect().height + 4 : 0);
  const bring = (): void => window.scrollTo?.({ top: Math.max(0, part.getBoundingClientRect().top + window.scrollY - under()) });
  bring();
  // A panel loads its rules and answers once unfolded, and parts above it may still be loading: while the page
  // grows in the next moment it is brought up again, unless the player scrolls meanwhile.
  if (typeof ResizeObserver !== 'undefined') {
    const growing = new ResizeObserver(bring);
    growing.observe(part);
    growing.observe(document.body);
    const stop = (): void => {
      growing.disconnect();
      for (const kind of PLAYER_SCROLLS) window.removeEventListener(kind, stop);
    };
    for (const kind of PLAYER_SCROLLS) window.addEventListener(kind, stop, { passive: true });
    setTimeout(stop, SETTLE_MS);
  }
  const summary = fold?.querySelector('summary');
  (summary ?? part).focus({ preventScroll: true });
}

interface Props {
  readonly parts: readonly CalculatorPart[];
  /** The part the battle calls for next (a retreat when a result can make one), marked on the bar. */
  readonly suggested: string | null;
}

/**
 * Every calculator one click away: a bar under the heading that stays at the top as the popup scrolls. The
 * answer to the battle is the popup's first part, so "Odds" takes the player back to it.
 */
export function CalculatorBar({ parts, suggested }: Props) {
  return (
    <nav class="calculator-bar" aria-label="Calculators">
      {parts.map((p) => (
        <button
          key={p.id}
          type="button"
          class={p.id === suggested ? 'suggested' : undefined}
          data-part={p.id}
          disabled={p.unavailable !== undefined}
          title={p.unavailable ?? (p.id === suggested ? 'This battle can end in a retreat' : undefined)}
          onClick={() => openPart(p.id)}
        >
          {p.label}
          {p.id === suggested && <span class="visually-hidden"> (this battle can end in a retreat)</span>}
        </button>
      ))}
    </nav>
  );
}
