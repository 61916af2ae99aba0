import type { Answer, BoardUnit, RuleEntry } from '../src/engine/index.js';
import type { GunReach, GunReachTarget } from '../src/engine/calculators.js';
import { AnswerCard } from './answer-card.js';
import { hexes } from './artillery-words.js';
import { UnitSelect } from './unit-select.js';

interface Props {
  readonly guns: readonly BoardUnit[];
  readonly gun: BoardUnit;
  readonly onGun: (id: string) => void;
  readonly answer: Answer<GunReach>;
  /** What the answer found, also while a question keeps the answer's value empty. */
  readonly reach: GunReach;
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

const REACHED = { true: 'reached', false: 'not reached', null: 'undecided' } as const;

function lineWords(t: GunReachTarget): string {
  switch (t.line.verdict) {
    case 'clear':
      return 'line clear';
    case 'blocked':
      return `blocked by ${t.line.blockedBy ?? 'a hex'}`;
    case 'not-needed':
      return 'no line needed';
    default:
      return 'line unknown';
  }
}

/** "Gamble (M34, 4 hexes): reached — line clear". */
export function reachLine(t: GunReachTarget): string {
  return `${t.name} (${t.hex}, ${hexes(t.distance)}): ${REACHED[String(t.reached) as 'true' | 'false' | 'null']} — ${lineWords(t)}`;
}

/**
 * Gettysburg (1977): one gun's range of influence: 3 hexes (1 at night), and under the optional rule 5 where
 * the line from its hex touches no woods, town or higher ground; each enemy unit within 5 hexes with its verdict.
 */
export function GunReachView({ guns, gun, onGun, answer, reach: r, onShowRule }: Props) {
  return (
    <>
      <h3>A gun’s reach</h3>
      <UnitSelect id="reach-gun" label="Gun" units={guns} value={gun.id} onValue={onGun} />
      <AnswerCard answer={answer} onShowRule={onShowRule} names={{ steps: 'reach-steps', stepsLabel: 'Why, rule by rule', questions: 'reach-questions', questionsIntro: 'Adjutant does not guess these: mark the terrain or the elevation of these hexes.' }} stepsFolded="Why, rule by rule">
        <p data-testid="reach-summary">{answer.summary ?? 'No answer.'}</p>
        {r.targets.length > 0 && (
          <ul data-testid="reach-targets">
            {r.targets.map((t) => (
              <li key={t.unit} data-reached={String(t.reached)}>
                {reachLine(t)}
              </li>
            ))}
          </ul>
        )}
      </AnswerCard>
    </>
  );
}
