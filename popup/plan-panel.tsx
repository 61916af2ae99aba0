import { useMemo, useState } from 'preact/hooks';
import type { Board, RuleEntry, RuleSetChoices, Side } from '../src/engine/index.js';
import { planOutcome, sideInWords, type BattlePlan } from '../src/engine/calculators.js';
import { AnswerCard } from './answer-card.js';
import { SideSelect } from './side-select.js';
import { arrowMarksOf, planItems } from '../src/messaging/arrow-marks.js';
import { useBoardMarks } from './board-marks.js';
import { arrowsOnTab, BoardStepper, type ShowArrows } from './board-stepper.js';

/** How this part's drawing reaches the tab's board (tests pass a recorder instead). */
const DRAW = arrowsOnTab('plan');

interface Props {
  /** The board the popup reads now. */
  readonly board: Board;
  readonly ruleSet: RuleSetChoices;
  readonly onShowRule?: (entry: RuleEntry) => void;
  /** The tab whose page shows this board: the plan chosen is drawn on it while the part is open. Null: listed only. */
  readonly tabId?: number | null;
  readonly showOnBoard?: ShowArrows;
}

const GOALS = [
  ['steps', 'Most enemy steps expected'],
  ['safety', 'Fewest own steps at risk'],
  ['hex', 'Best chance to empty a hex'],
] as const;
type GoalKind = (typeof GOALS)[number][0];

const round = (n: number): string => String(Math.round(n * 1000) / 1000);

/** One plan in lines a player reads: each battle by the units' names, its odds and modifier, what each side may lose. */
export function planLines(plan: BattlePlan, board: Board): string[] {
  const names = new Map(board.units.map((u) => [u.id, u.name]));
  const name = (id: string): string => names.get(id) ?? id;
  return plan.battles.map((b) => {
    const named = (ids: readonly string[]): string => sideInWords(ids, b.groups, name);
    const odds = b.odds === null ? 'below the lowest column: the attackers retreat before combat' : `${b.odds}, modifier ${b.drm > 0 ? '+' : ''}${b.drm}`;
    const lent = b.lender ? ` (${name(b.lender.unit)} lends ${b.lender.points}${b.lender.shares ? ', sharing the results' : ''})` : '';
    return `${named(b.attackers)} against ${named(b.defenders)}${lent}: ${odds}; expected steps lost ${round(b.expectedLosses.defender)} by the defender, ${round(b.expectedLosses.attacker)} by the attacker`;
  });
}

/**
 * Advice, not a rule: the best ways for the phasing side to divide its units into battles this combat phase, each
 * scored against the defender's best reply, exactly. Shown only where the player allows advice (rules only hides
 * it), and computed only when opened.
 */
export function PlanPanel({ board, ruleSet, onShowRule, tabId = null, showOnBoard = DRAW }: Props) {
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<Side>(board.time.phasingSide ?? 'confederate');
  const [goalKind, setGoalKind] = useState<GoalKind>('steps');
  const [hex, setHex] = useState('');
  const goal = goalKind === 'hex' ? `hex:${hex.trim()}` : goalKind;
  const outcome = useMemo(() => (open && (goalKind !== 'hex' || hex.trim() !== '') ? planOutcome({ board, side, goal, ruleSet }) : null), [open, board, side, goal, goalKind, hex, ruleSet]);
  const plans = outcome?.result?.plans ?? [];
  // The plan drawn on the board (the best unless the player picks another), battle by battle or all at once.
  const [shown, setShown] = useState(0);
  const [step, setStep] = useState<number | null>(null);
  const drawn = plans[Math.min(shown, plans.length - 1)] ?? null;
  const drawnAt = drawn ? plans.indexOf(drawn) : -1;
  const items = useMemo(() => (drawn ? planItems(drawn, board) : []), [drawn, board]);
  const title = drawnAt === 0 ? 'Best plan' : `Plan ${drawnAt + 1}`;
  const at = step !== null && step < items.length ? step : null;
  const marks = useMemo(() => (items.length > 0 ? arrowMarksOf('plan', `${title}: attackers → defenders, odds and expected steps lost`, items, at) : null), [items, title, at]);
  useBoardMarks(open ? tabId : null, marks, showOnBoard);
  return (
    <section class="plan" aria-label="Battle plan">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h2 class="inline">Plan</h2> <span class="muted">— advice: the best battles on this board</span>
        </summary>
        {open && (
          <>
            <div class="row">
              <SideSelect id="plan-side" label="Attacking side" name="Attacking side" value={side} onSide={setSide} />
              <div class="field">
                <label for="plan-goal">Goal</label>
                <select
                  id="plan-goal"
                  value={goalKind}
                  onChange={(e) => {
                    const picked = GOALS.find(([k]) => k === e.currentTarget.value);
                    if (picked) setGoalKind(picked[0]);
                  }}
                >
                  {GOALS.map(([k, label]) => (
                    <option key={k} value={k}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
              {goalKind === 'hex' && (
                <div class="field">
                  <label for="plan-hex">Hex to empty</label>
                  <input id="plan-hex" type="text" maxLength={8} placeholder="e.g. M34" value={hex} onInput={(e) => setHex(e.currentTarget.value)} />
                </div>
              )}
            </div>
            {outcome && (
              <AnswerCard answer={outcome.answer} onShowRule={onShowRule} names={{ steps: 'plan-steps', stepsLabel: 'How the plans were found' }} stepsFolded="How the plans were found" detailFirst>
                {outcome.answer.summary && <p data-testid="plan-summary">{outcome.answer.summary}</p>}
                {plans.length > 0 && (
                  <ol class="plans" data-testid="plans">
                    {plans.map((p, i) => (
                      <li key={i}>
                        <strong>{i === 0 ? 'Best' : `Plan ${i + 1}`}</strong>
                        {p.difference && <span class="muted"> — {p.difference}</span>}
                        {tabId !== null && (
                          <button
                            type="button"
                            class="secondary"
                            aria-pressed={i === drawnAt}
                            onClick={() => {
                              setShown(i);
                              setStep(null);
                            }}
                          >
                            {i === drawnAt ? 'On the board' : 'Show on the board'}
                          </button>
                        )}
                        <ul>
                          {planLines(p, board).map((line, j) => (
                            <li key={j}>{line}</li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ol>
                )}
                {tabId !== null && <BoardStepper items={items} step={at} onStep={setStep} noun="battle" />}
              </AnswerCard>
            )}
            <p class="muted">Advice, not a rule: for rated games, turn on rules only in Options.</p>
          </>
        )}
      </details>
    </section>
  );
}
