import type { ComponentChildren } from 'preact';
import type { Answer, Problem, RuleEntry } from '../src/engine/index.js';
import { formatRuleRef } from '../src/engine/index.js';
import { StepList } from './explanation-list.js';
import { RuleLinks, type CitedPart } from './rule-links.js';

/** How each kind of problem is headed where a player reads it; a note has no heading. */
const HEADING: Readonly<Record<Problem['severity'], string | null>> = {
  refusal: 'Not allowed.',
  illegal: 'Against the rules.',
  input: 'Cannot be read.',
  note: null,
};

/** The test ids and names of an answer's parts, where a page keeps its own (the rally check's "rally-questions"). */
export interface AnswerPartNames {
  readonly steps?: string;
  readonly stepsLabel?: string;
  readonly questions?: string;
  /** A sentence before the questions, where the page says how to answer them. */
  readonly questionsIntro?: string;
}

interface Props {
  readonly answer: Answer<unknown>;
  /** Opens a cited rule in the Rules section; without it the parts show their citations only. */
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
  readonly names?: AnswerPartNames;
  /** A heading over the steps ("How this was worked out"). */
  readonly stepsHeading?: string;
  /** Folds the steps away under this summary ("How the level is found"). */
  readonly stepsFolded?: string;
  /** The calculator's own detail (a headline, a chart, controls), between what stops the answer and its steps. */
  readonly children?: ComponentChildren;
  /**
   * The detail before the questions, for an answer that stands while they are open (a retreat ranked on what the
   * board shows): the player sees it first and the questions refine it.
   */
  readonly detailFirst?: boolean;
}

function Cite({ rule }: { readonly rule: Answer<unknown>['steps'][number]['rule'] }) {
  return rule ? <small class="rule">{formatRuleRef(rule)}</small> : null;
}

/**
 * Any calculator's answer: what refuses or breaks it, the questions Adjutant will not guess, the
 * calculator's own detail, and the steps with their rules, each cited part linked to its rules entry.
 * Every page shows an answer through this one component, so a new calculator needs no rendering of its own
 * beyond its detail.
 */
export function AnswerCard({ answer, onShowRule, names = {}, stepsHeading, stepsFolded, children, detailFirst = false }: Props) {
  const cited: CitedPart[] = [
    ...answer.problems.map((p) => ({ label: HEADING[p.severity]?.replace(/\.$/, '') ?? 'Note', rule: p.rule })),
    ...answer.questions.map((q, i) => ({ label: `Question ${i + 1}`, rule: q.rule })),
    ...answer.steps.map((s, i) => ({ label: `Step ${i + 1}`, rule: s.rule })),
  ];
  const steps = answer.steps.length > 0 && <StepList steps={answer.steps} {...(names.steps ? { testId: names.steps } : {})} {...(names.stepsLabel ? { label: names.stepsLabel } : {})} />;
  return (
    <>
      {answer.problems.map((p, i) => (
        <p key={i} class={`notice ${p.severity}`} data-testid={p.severity === 'refusal' ? 'refusal' : `problem-${p.severity}`}>
          {HEADING[p.severity] && <strong>{HEADING[p.severity]}</strong>} {p.text}
          <Cite rule={p.rule} />
        </p>
      ))}
      {detailFirst && children}
      {answer.questions.length > 0 && (
        <div class="notice questions" data-testid={names.questions ?? 'answer-questions'}>
          {names.questionsIntro && <p>{names.questionsIntro}</p>}
          <ul class="modifier-open" aria-label="What Adjutant asks">
            {answer.questions.map((q) => (
              <li key={q.id}>
                {q.ask}
                <Cite rule={q.rule} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {!detailFirst && children}
      {stepsHeading && answer.steps.length > 0 && <h2 class="why">{stepsHeading}</h2>}
      {stepsFolded && steps ? (
        <details>
          <summary>{stepsFolded}</summary>
          {steps}
        </details>
      ) : (
        steps
      )}
      <RuleLinks cited={cited} onShowRule={onShowRule} />
    </>
  );
}
