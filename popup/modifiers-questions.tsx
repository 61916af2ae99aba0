import type { GameId } from '../src/engine/index.js';
import type { StatementsDraft } from './modifiers-draft.js';
import { ELEVATION_RANGE, questionKind, STATEMENT_FIELD } from './modifiers-statements.js';
import { readWholeNumber } from './whole-number.js';
import { NumberField } from './number-field.js';

interface Props {
  readonly game: GameId;
  /** What the rules could not decide from the board. */
  readonly undecided: readonly { readonly id: string; readonly question: string }[];
  readonly statements: StatementsDraft;
  readonly problems: ReadonlyMap<string, string>;
  readonly onStatements: (update: (s: StatementsDraft) => StatementsDraft) => void;
  /** An elevation answered (a level, or null when emptied): kept with the hex's terrain marks, so it is asked once. */
  readonly onElevation?: ((hex: string, level: number | null) => void) | undefined;
}

function Problem({ id, problems }: { readonly id: string; readonly problems: ReadonlyMap<string, string> }) {
  const text = problems.get(id);
  return text ? (
    <p class="problem" id={`${id}-error`}>
      {text}
    </p>
  ) : null;
}

/** A hex label typed as an answer, with what is wrong with it. */
function HexAnswer(props: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly problems: ReadonlyMap<string, string>;
  readonly onValue: (text: string) => void;
}) {
  const problem = props.problems.get(props.id);
  return (
    <div class={`field${problem ? ' has-problem' : ''}`}>
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        maxLength={40}
        aria-label={props.name}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={problem ? `${props.id}-error` : undefined}
        value={props.value}
        onInput={(e) => props.onValue(e.currentTarget.value)}
      />
      <Problem id={props.id} problems={props.problems} />
    </div>
  );
}

/**
 * What the board does not show, asked of the player: a hex's elevation and the defender's field of defence are
 * answered here and fed back into the battle; any other question is shown as it is. An answered question no
 * longer comes back from the rules, so its field stays while it holds an answer.
 */
export function ModifierQuestions({ game, undecided, statements, problems, onStatements, onElevation }: Props) {
  const kinds = undecided.map((q) => ({ q, kind: questionKind(game, q.id) }));
  const askedHexes = kinds.flatMap(({ q, kind }) => (kind.kind === 'elevation' ? [{ hex: kind.hex, question: q.question }] : []));
  const answeredHexes = Object.entries(statements.elevations)
    .filter(([hex, text]) => text.trim() !== '' && !askedHexes.some((a) => a.hex === hex))
    .map(([hex]) => ({ hex, question: null }));
  const fieldAsked = kinds.find(({ kind }) => kind.kind === 'field-of-defence')?.q.question ?? null;
  const showField = fieldAsked !== null || statements.fieldOfDefence.some((h) => h.trim() !== '');
  const others = kinds.filter(({ kind }) => kind.kind === 'other').map(({ q }) => q);
  if (askedHexes.length + answeredHexes.length === 0 && !showField && others.length === 0) return null;

  const setElevation = (hex: string, text: string): void => {
    onStatements((s) => ({ ...s, elevations: { ...s.elevations, [hex]: text } }));
    const read = readWholeNumber(text, ELEVATION_RANGE.min, ELEVATION_RANGE.max);
    if (read.kind !== 'bad') onElevation?.(hex, read.kind === 'ok' ? read.value : null);
  };
  const setField = (which: 0 | 1, text: string): void =>
    onStatements((s) => ({ ...s, fieldOfDefence: which === 0 ? [text, s.fieldOfDefence[1]] : [s.fieldOfDefence[0], text] }));

  return (
    <div class="modifier-questions" data-testid="modifier-questions">
      <h3>Not shown on the board</h3>
      <p class="muted">Adjutant does not guess these: answer what you know and the lines follow.</p>
      {others.length > 0 && (
        <ul class="modifier-open">
          {others.map((q, i) => (
            <li key={`${q.id}-${i}`}>{q.question}</li>
          ))}
        </ul>
      )}
      {others.some((q) => /^(town|terrain):/.test(q.id)) && (
        <p class="muted">A hex's terrain is answered by marking it under “Mark terrain the page does not show”.</p>
      )}
      {[...askedHexes, ...answeredHexes].map(({ hex, question }) => (
        <NumberField
          key={hex}
          id={STATEMENT_FIELD.elevation(hex)}
          name={`Elevation of ${hex}`}
          label={question ?? `Elevation of ${hex} (your answer)`}
          value={Object.hasOwn(statements.elevations, hex) ? (statements.elevations[hex] ?? '') : ''}
          min={ELEVATION_RANGE.min}
          max={ELEVATION_RANGE.max}
          problem={problems.get(STATEMENT_FIELD.elevation(hex))}
          onValue={(text) => setElevation(hex, text)}
        />
      ))}
      {askedHexes.length + answeredHexes.length > 0 && (
        <p class="muted">
          Elevation levels are whole numbers from {ELEVATION_RANGE.min} to {ELEVATION_RANGE.max}, as your map prints them.
        </p>
      )}
      {showField && (
        <fieldset class="field-of-defence">
          <legend>{fieldAsked ?? 'The field of defence you stated'}</legend>
          <div class="row">
            {([0, 1] as const).map((which) => (
              <HexAnswer
                key={which}
                id={STATEMENT_FIELD.fieldOfDefence(which)}
                name={`Field of defence, ${which === 0 ? 'first' : 'second'} hex`}
                label={which === 0 ? 'First hex' : 'Second hex'}
                value={statements.fieldOfDefence[which]}
                problems={problems}
                onValue={(text) => setField(which, text)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
