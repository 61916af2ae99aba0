import { useState } from 'preact/hooks';
import type { Answer, RuleEntry, Side } from '../src/engine/index.js';
import type { SideInfluence } from '../src/engine/calculators.js';
import { AnswerCard } from './answer-card.js';

interface Props {
  readonly answer: Answer<SideInfluence>;
  /** What the answer found, also while a question keeps the answer's value empty. */
  readonly ranges: SideInfluence;
  /** The side whose movement is restricted: the other side's ranges are found. */
  readonly side: Side;
  readonly onSide: (side: Side) => void;
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

const SIDE_NAMES: Readonly<Record<Side, string>> = { union: 'Union', confederate: 'Confederate' };

/** How many hex labels to list before "and n more": the whole list is on the board's shading and the command line. */
const LISTED = 40;

/**
 * Gettysburg (1977): the hexes inside the enemy's ranges of influence, which the side's strategic movement may
 * not enter and where it may not build breastworks; under the optional rule, artillery's longer reach and the
 * rays that terrain blocks.
 */
export function InfluenceView({ answer, ranges: r, side, onSide, onShowRule }: Props) {
  const [listAll, setListAll] = useState(false);
  const labels = Object.keys(r.hexes);
  const shown = listAll ? labels : labels.slice(0, LISTED);
  return (
    <>
      <fieldset class="field">
        <legend>Moving side</legend>
        {(['union', 'confederate'] as const).map((s) => (
          <label key={s}>
            <input type="radio" name="influence-side" checked={side === s} onChange={() => onSide(s)} /> {SIDE_NAMES[s]}
          </label>
        ))}
      </fieldset>
      <AnswerCard answer={answer} onShowRule={onShowRule} names={{ steps: 'influence-steps', stepsLabel: 'Why, rule by rule', questions: 'influence-questions', questionsIntro: 'Adjutant does not guess these: mark the terrain or the elevation of these hexes.' }} stepsFolded="Why, rule by rule">
        <p data-testid="influence-summary">{answer.summary ?? 'No answer.'}</p>
        {labels.length > 0 && (
          <p data-testid="influence-hexes">
            {shown.join(', ')}
            {shown.length < labels.length && (
              <>
                {' '}
                <button type="button" class="link" onClick={() => setListAll(true)}>
                  and {labels.length - shown.length} more
                </button>
              </>
            )}
          </p>
        )}
        {r.blocked.length > 0 && (
          <ul data-testid="influence-blocked">
            {r.blocked.map((b) => (
              <li key={`${b.unit}|${b.hex}`}>
                {b.unit} does not reach {b.hex}: blocked at {b.by} ({b.obstruction}, {b.contact === 'crossed' ? 'crossed' : b.contact === 'edge' ? 'along a hexside' : 'through a corner'})
              </li>
            ))}
          </ul>
        )}
      </AnswerCard>
    </>
  );
}
