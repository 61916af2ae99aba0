import type { ComponentChildren } from 'preact';
import type { Answer, RuleEntry } from '../src/engine/index.js';
import { AnswerCard } from './answer-card.js';

/**
 * A '88 artillery answer (a gun's targets or a target's guns): its summary first, then the lists the view
 * passes, the steps folded, and the questions with where to answer them.
 */
export function ArtilleryAnswer({ answer, title, onShowRule, children }: { readonly answer: Answer<unknown>; readonly title: string; readonly onShowRule?: ((entry: RuleEntry) => void) | undefined; readonly children?: ComponentChildren }) {
  return (
    <AnswerCard
      answer={answer}
      onShowRule={onShowRule}
      names={{
        steps: 'artillery-steps',
        stepsLabel: 'Why, rule by rule',
        questions: 'artillery-questions',
        questionsIntro: `Adjutant does not guess these: confirm your rulebook's figures in Options → ${title} movement, or mark the terrain.`,
      }}
      stepsFolded="Why, rule by rule"
    >
      <p data-testid="artillery-summary">{answer.summary ?? 'Not decided until the questions above are answered.'}</p>
      {children}
    </AnswerCard>
  );
}
