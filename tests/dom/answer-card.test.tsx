import { describe, expect, it } from 'vitest';
import { AnswerCard } from '../../popup/answer-card.js';
import { formatRuleRef, gameCalculators, gameModule, type Answer, type RuleEntry } from '../../src/engine/index.js';
import { CAPTURED_ARTILLERY_CALCULATOR, CAVALRY_EXIT_CALCULATOR, REORGANIZATION_CALCULATOR, TEM_CALCULATOR } from '../../src/engine/calculators.js';
import { entryForRule } from '../../src/engine/rules.js';
import { reorganizationRequest } from '../support/made-up-units.js';
import { click, mount, text, waitFor } from './render-helper.js';

const guns = { name: 'Test Battery', kind: 'artillery' as const, strength: 5, unlimbered: true, inMelee: true, failedMoraleCheck: true };

/** Answers of several calculators and games, each with a different mix of parts. */
const SAMPLES: readonly [string, Answer<unknown>][] = [
  ['capture, surrendered (steps)', CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns, choice: 'surrender', roll: null })],
  ['capture, roll not made (a question)', CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns, choice: 'capture', roll: null })],
  ['capture, limbered (a refusal)', CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: { ...guns, unlimbered: false }, choice: 'capture', roll: null })],
  ['reorganization, allowed', REORGANIZATION_CALCULATOR.answer(reorganizationRequest({ points: 3 }))],
  ['reorganization, too many points (illegal)', REORGANIZATION_CALCULATOR.answer(reorganizationRequest({ points: 5 }))],
  ['cavalry exit', CAVALRY_EXIT_CALCULATOR.answer([{ turn: 12, side: 'confederate', count: 3 }])],
  ['cavalry exit, impossible turn (input)', CAVALRY_EXIT_CALCULATOR.answer([{ turn: 99, side: 'confederate', count: 3 }])],
  ['TEM, area not known (a question)', TEM_CALCULATOR.answer({ combat: 'assault', area: '19', tems: null })],
];

const ruleButtons = (root: HTMLElement): HTMLButtonElement[] => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Rules behind the steps"] button')];

function summary(root: HTMLElement): HTMLElement {
  const found = [...root.querySelectorAll('summary')].find((s) => text(s) === 'Read the rules behind these steps');
  if (!found) throw new Error('no rule links');
  return found;
}

describe('AnswerCard renders any answer', () => {
  it.each(SAMPLES)('%s: every problem, question and step in its words and rule, and a link for each cited part the index holds', async (_name, answer) => {
    let opened: RuleEntry | null = null;
    const root = await mount(
      <AnswerCard answer={answer} onShowRule={(e) => (opened = e)}>
        <p data-testid="detail">the calculator's own detail</p>
      </AnswerCard>,
    );
    const all = text(root);
    expect(text(root.querySelector('[data-testid="detail"]'))).toBe("the calculator's own detail");
    const parts = [...answer.problems.map((p) => ({ words: p.text, rule: p.rule })), ...answer.questions.map((q) => ({ words: q.ask, rule: q.rule })), ...answer.steps.map((s) => ({ words: s.text, rule: s.rule }))];
    expect(parts.length).toBeGreaterThan(0);
    for (const p of parts) {
      expect(all).toContain(p.words);
      if (p.rule) expect(all).toContain(formatRuleRef(p.rule));
    }
    for (const p of answer.problems) expect(root.querySelector(`[data-testid="${p.severity === 'refusal' ? 'refusal' : `problem-${p.severity}`}"]`)).not.toBeNull();
    if (answer.questions.length > 0) expect(root.querySelectorAll('[data-testid="answer-questions"] li')).toHaveLength(answer.questions.length);

    const linkable = parts.filter((p) => p.rule && entryForRule(p.rule));
    if (linkable.length === 0) {
      expect(ruleButtons(root)).toHaveLength(0);
      return;
    }
    await waitFor(() => summary(root));
    await click(summary(root));
    const buttons = ruleButtons(root);
    expect(buttons).toHaveLength(linkable.length);
    const first = buttons[0];
    if (!first) throw new Error('no button');
    await click(first);
    const firstRule = linkable[0]?.rule;
    expect(opened).toBe(firstRule ? entryForRule(firstRule) : 'missing');
  });

  it('shows no links without a way to open the rules, and folds the steps when asked', async () => {
    const answer = CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns, choice: 'surrender', roll: null });
    const root = await mount(<AnswerCard answer={answer} stepsFolded="How it is found" names={{ steps: 'capture-steps' }} />);
    expect(root.querySelector('.rule-links')).toBeNull();
    const folded = root.querySelector('details [data-testid="capture-steps"]');
    expect(folded?.querySelectorAll('li')).toHaveLength(answer.steps.length);
  });

  it('every game registers its calculators, each with an id and title the pages can show', () => {
    for (const id of ['gettysburg-77', 'gettysburg-88', 'cemetery-hill', 'high-tide', 'they-met']) {
      const calculators = gameCalculators(gameModule(id));
      expect(calculators.map((c) => c.id)).toContain('odds');
      for (const c of calculators) expect(c.title.length).toBeGreaterThan(3);
    }
  });
});
