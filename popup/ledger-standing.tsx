import { formatRuleRef } from '../src/engine/index.js';
import type { VictoryStanding, VpTally } from '../src/engine/index.js';

interface Props {
  readonly standing: VictoryStanding | null;
  readonly tally: VpTally | null;
}

/** Where the game stands after the last row: the victory level, how it was reached, what would change it, and what Adjutant must ask. */
export function LedgerStanding({ standing, tally }: Props) {
  return (
    <div class="ledger-standing" data-testid="ledger-standing">
      {standing ? (
        <>
          <p>
            Now: <strong data-testid="victory-level">{standing.level}</strong>
            {standing.ratio && <span data-testid="victory-ratio"> (Union to Confederate VP {standing.ratio})</span>}
          </p>
          {standing.toChange.length > 0 && (
            <ul aria-label="What would change it" data-testid="victory-to-change">
              {standing.toChange.map((t, i) => (
                <li key={i}>{t}</li>
              ))}
            </ul>
          )}
          {standing.steps.length > 0 && (
            <details>
              <summary>How the level is found</summary>
              <ol class="explanation">
                {standing.steps.map((s, i) => (
                  <li key={i}>
                    {s.text}
                    {s.rule && <span class="rule"> ({formatRuleRef(s.rule)})</span>}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      ) : (
        tally && <p class="muted">No victory level for these points yet.</p>
      )}
      {tally && tally.undecided.length > 0 && (
        <div class="notice" data-testid="ledger-questions">
          <p>Adjutant cannot decide these from what was recorded; correct the row that says:</p>
          <ul>
            {tally.undecided.map((q) => (
              <li key={q.id}>{q.question}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
