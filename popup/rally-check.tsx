import { useState } from 'preact/hooks';
import type { Board, RuleEntry, RuleSetChoices } from '../src/engine/index.js';
import { applyChoices, modifierTotal } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import { moraleRating, moraleRatingAnswer, moraleUnit, rallyModifiersAnswer } from '../src/engine/calculators.js';
import type { MoraleRatings } from '../src/engine/index.js';
import { NO_ENEMY_WITHIN, rallyModifiers, type RallyStatements } from '../src/engine/calculators.js';
import { signed } from '../src/ui-text.js';
import { AnswerCard } from './answer-card.js';
import { lineSentence } from './modifiers-checklist-lines.js';

interface Props {
  readonly board: Board;
  /** Board ids of the units picked into the calculator, in row order. */
  readonly picked: readonly string[];
  readonly ruleSet: RuleSetChoices;
  readonly ratings: MoraleRatings | null;
  /** Opens a cited rule in the Rules section. */
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

/** A yes-or-no answer the player may leave open: '' asks, never guesses. */
type Answer = '' | 'yes' | 'no';

/** What the player says of one unit: enemy within 5 hexes, enemy in sight, and the side its counter shows. */
interface UnitAnswers {
  readonly near: Answer;
  readonly sight: Answer;
  readonly half: Answer;
}

const UNANSWERED: UnitAnswers = { near: '', sight: '', half: '' };

const said = (a: Answer): boolean | undefined => (a === '' ? undefined : a === 'yes');

function isAnswer(v: string): v is Answer {
  return v === '' || v === 'yes' || v === 'no';
}

function AnswerSelect(props: { readonly id: string; readonly label: string; readonly yes: string; readonly no: string; readonly value: Answer; readonly onValue: (a: Answer) => void }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        aria-label={props.label}
        value={props.value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isAnswer(v)) props.onValue(v);
        }}
      >
        <option value="">Not answered</option>
        <option value="yes">{props.yes}</option>
        <option value="no">{props.no}</option>
      </select>
    </div>
  );
}

/**
 * High Tide: a rally check for one picked unit, beside (not in) the battle, since a rally is a roll of its own.
 * It shows the unit's morale rating under the optional morale ratings and the optional extra rally modifiers,
 * each with its rule, and asks what the board cannot show (enemy near or in sight, a night turn, the side up).
 */
export function RallyCheck({ board, picked, ruleSet, ratings, onShowRule }: Props) {
  const [chosen, setChosen] = useState('');
  const [answers, setAnswers] = useState<Readonly<Record<string, UnitAnswers>>>({});
  const [night, setNight] = useState<Answer>('');
  const units = picked.flatMap((id) => board.units.filter((u) => u.id === id)).filter((u, i, all) => all.findIndex((x) => x.id === u.id) === i);
  const unit = units.find((u) => u.id === chosen) ?? units[0];
  if (!unit) return null;

  // Unit ids come from the page: an own-property check, so an id like "constructor" finds nothing inherited.
  const answersOf = (a: Readonly<Record<string, UnitAnswers>>): UnitAnswers => (Object.hasOwn(a, unit.id) ? (a[unit.id] ?? UNANSWERED) : UNANSWERED);
  const mine = answersOf(answers);
  const answer = (change: Partial<UnitAnswers>): void => setAnswers((a) => ({ ...a, [unit.id]: { ...answersOf(a), ...change } }));

  const stated: RallyStatements = {
    ...(said(mine.near) === undefined ? {} : { noEnemyWithin5Hexes: said(mine.near) }),
    ...(said(mine.sight) === undefined ? {} : { noEnemyInSight: said(mine.sight) }),
    ...(said(night) === undefined ? {} : { nightTurn: said(night) }),
  };
  const rally = rallyModifiers(board, unit.id, ruleSet, stated);
  const total = modifierTotal(applyChoices(rally.lines, []));

  const counter = moraleUnit(unit);
  const halfAsked = counter.halfStrength === null;
  const morale = moraleRating(halfAsked && mine.half !== '' ? { ...counter, halfStrength: mine.half === 'yes' } : counter, ratings, ruleSet);

  const askNear = rally.undecided.some((q) => q.id === 'rally-no-enemy-near') || mine.near !== '' || mine.sight !== '';
  const askNight = rally.undecided.some((q) => q.id === 'rally-night') || night !== '';

  return (
    <section class="rally-check" aria-label="Rally check">
      <h2>Rally check</h2>
      <p class="muted">A rally is a roll of its own, not part of the battle above: this is for one of the units you picked.</p>
      {units.length > 1 && (
        <div class="field">
          <label for="rally-unit">Unit</label>
          <select id="rally-unit" aria-label="Rally check unit" value={unit.id} onChange={(e) => setChosen(e.currentTarget.value)}>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </div>
      )}

      <h3>Morale rating</h3>
      <p data-testid="morale-rating">
        {morale.value !== null ? (
          <>
            {unit.name}: morale <strong>{morale.value}</strong>
          </>
        ) : morale.values ? (
          `${unit.name}: ${morale.values.full} at full strength, ${morale.values.half} at half strength.`
        ) : morale.applies ? (
          `${unit.name}: no rating known.`
        ) : (
          'The optional morale ratings are not in use.'
        )}
      </p>
      <AnswerCard answer={moraleRatingAnswer(counter, morale)} onShowRule={onShowRule} names={{ steps: 'morale-steps', stepsLabel: 'How the rating is found', questions: 'morale-questions' }}>
        {morale.applies && halfAsked && morale.values && (
          <AnswerSelect id="rally-half" label={`Side up on ${unit.name}`} yes="Half strength" no="Full strength" value={mine.half} onValue={(half) => answer({ half })} />
        )}
        {morale.applies && morale.question && !morale.values && <p class="muted">Enter your card's ratings in Options (Morale ratings).</p>}
      </AnswerCard>

      <h3>Rally modifiers</h3>
      {rally.lines.length > 0 ? (
        <ul class="modifier-lines" data-testid="rally-lines">
          {rally.lines.map((l) => (
            <li key={l.id} class="modifier-line">
              <span>
                <strong class="modifier-value">{signed(l.value)}</strong> {lineSentence(l.text)}
              </span>
              <p class="modifier-reason">{l.reason}</p>
              {l.rule && <small class="rule">{formatRuleRef(l.rule)}</small>}
            </li>
          ))}
        </ul>
      ) : (
        <p class="muted">No extra rally modifier applies as things stand.</p>
      )}
      <p class="modifier-total">
        Extra rally modifiers <strong data-testid="rally-total">{signed(total)}</strong>
      </p>
      <AnswerCard answer={rallyModifiersAnswer(rally)} onShowRule={onShowRule} names={{ steps: 'rally-notes', stepsLabel: 'How the rally modifiers are found', questions: 'rally-questions' }}>
        {askNear && (
          <div class="row">
            <AnswerSelect
              id="rally-near"
              label={`Enemy within ${NO_ENEMY_WITHIN} hexes of ${unit.name}`}
              yes={`None within ${NO_ENEMY_WITHIN} hexes`}
              no={`Some within ${NO_ENEMY_WITHIN} hexes`}
              value={mine.near}
              onValue={(near) => answer({ near })}
            />
            <AnswerSelect id="rally-sight" label={`Enemy in sight of ${unit.name}`} yes="None in sight" no="Some in sight" value={mine.sight} onValue={(sight) => answer({ sight })} />
          </div>
        )}
        {askNight && <AnswerSelect id="rally-night" label="Turn" yes="Night turn" no="Day turn" value={night} onValue={setNight} />}
      </AnswerCard>
    </section>
  );
}
