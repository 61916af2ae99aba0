import type { CardFormat, CombatAnswer, GameBasics } from '../src/engine/index.js';
import { useState } from 'preact/hooks';
import type { RuleEntry } from '../src/engine/index.js';
import { CARD_FORMATS, oddsAnswer } from '../src/engine/index.js';
import { signed } from '../src/ui-text.js';
import { AnswerCard } from './answer-card.js';
import { nextColumnText } from './next-column.js';
import { OutcomeChart } from './outcome-chart.js';

interface Props {
  readonly answer: CombatAnswer;
  readonly game: GameBasics;
  /** Copies the result card in the format the player picked. */
  readonly onCopy: (format: CardFormat) => void;
  readonly onOpenOptions: () => void;
  /** Opens a step's rule in the Rules section. */
  readonly onShowRule?: (entry: RuleEntry) => void;
}

function ByHand({ when }: { readonly when: boolean }) {
  return when ? <span class="by-hand-mark"> (set by hand)</span> : null;
}

/** The odds, what the next column needs, the chance of each result, expected losses and the reasoning. */
export function AnswerView({ answer, game, onCopy, onOpenOptions, onShowRule }: Props) {
  const marked = (what: string): boolean => answer.overridden.includes(what);
  const next = nextColumnText(answer);
  const limited = answer.drmApplied !== answer.drm ? ` (limited to ${signed(answer.drmApplied)})` : '';
  const asAnswer = oddsAnswer(answer, game.combatTable);
  // A missing table has its own notice below, with the way to enter one; it is not said twice.
  const shown = answer.missingTable ? { ...asAnswer, problems: asAnswer.problems.filter((p) => p.severity !== 'input') } : asAnswer;
  return (
    <section class="answer" aria-label="Answer">
      <div class="headline">
        <p class="odds">
          <span class="caption">Odds</span>
          <strong data-testid="odds">{answer.odds ?? '—'}</strong>
          <ByHand when={marked('Odds column')} />
        </p>
        <p class="strengths">
          Attack {answer.attack}
          <ByHand when={marked('Attack strength')} /> vs defence {answer.defense}
          <ByHand when={marked('Defence strength')} />, modifier {signed(answer.drm)}
          {limited}
        </p>
      </div>
      <AnswerCard answer={shown} onShowRule={onShowRule} stepsHeading="How this was worked out">
        {answer.missingTable && (
          <div class="notice" data-testid="missing-table">
            <p>
              <strong>No combat table for {game.info.name}.</strong> Adjutant's sources do not include {answer.missingTable.charAt(0).toLowerCase() + answer.missingTable.slice(1)}. Enter it from your own
              rulebook to get the column and the chance of each result.
            </p>
            <p>For now, the plain ratio: attack {answer.attack} against defence {answer.defense}, {answer.ratio}.</p>
            <button type="button" onClick={onOpenOptions}>
              Enter the table in Options
            </button>
          </div>
        )}
        {answer.outcomes.length > 0 && <OutcomeChart outcomes={answer.outcomes} odds={answer.odds} next={answer.next && answer.nextOutcomes.length > 0 ? { odds: answer.next.odds, outcomes: answer.nextOutcomes } : null} />}
        {answer.expectedLosses && (
          <p data-testid="expected-losses">
            Expected step losses: attacker {answer.expectedLosses.attacker}, defender {answer.expectedLosses.defender}
          </p>
        )}
        {next && (
          <p class="next" data-testid="next-column">
            {next}
          </p>
        )}
      </AnswerCard>
      <CopyResult onCopy={onCopy} />
    </section>
  );
}

/** Where the card is going: a game's chat takes plain text, most forums BBCode, others (and e-mail clients that render it) Markdown. */
const FORMAT_NAMES: Readonly<Record<CardFormat, string>> = {
  text: 'Plain text',
  bbcode: 'Forum (BBCode)',
  markdown: 'Markdown',
};

function CopyResult({ onCopy }: { readonly onCopy: (format: CardFormat) => void }) {
  const [format, setFormat] = useState<CardFormat>('text');
  return (
    <div class="copy-result">
      <button type="button" class="primary" onClick={() => onCopy(format)}>
        Copy result
      </button>
      <label>
        Copy format{' '}
        <select
          aria-label="Copy format"
          value={format}
          onChange={(e) => {
            const picked = CARD_FORMATS.find((f) => f === e.currentTarget.value);
            if (picked) setFormat(picked);
          }}
        >
          {CARD_FORMATS.map((f) => (
            <option key={f} value={f}>
              {FORMAT_NAMES[f]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
