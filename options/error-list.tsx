import { fieldErrorInWords, fieldInWords, formatFieldErrors, gameNameOfKey, type FieldError } from '../src/engine/index.js';
import type { ComponentChildren } from 'preact';
import { errorId, type PlacedError } from './error-targets.js';

interface ErrorListProps {
  heading: string;
  errors: readonly PlacedError[];
  /** For a JSON editor: each error's place in the JSON as well, under its words, to find it in the text. */
  paths?: boolean;
}

/** An error in a player's words: the form's own where it has them, else its field in words and what is wrong. */
export function errorWords(placed: PlacedError): string {
  return placed.message ?? fieldErrorInWords(placed.error, gameNameOfKey);
}

/** Errors not tied to a form field (an import, a rule set). */
export function unplaced(errors: readonly FieldError[]): PlacedError[] {
  return errors.map((error) => ({ error, where: null, targets: [] }));
}

function focusField(id: string): void {
  const el = document.getElementById(id);
  el?.focus();
  el?.scrollIntoView?.({ block: 'center' });
}

/**
 * The error's words, inside one element per field it is about whose id that field names in aria-describedby
 * (errorId), so a screen reader reads the problem with the field. Only the first error about a field takes its id.
 */
function Described({ ids, children }: { ids: readonly string[]; children: ComponentChildren }) {
  return ids.reduceRight<ComponentChildren>((inner, id) => <span id={id}>{inner}</span>, children);
}

/**
 * Every error, one per line, in a player's words: the field's name and what is wrong (with its JSON path and the
 * check's own words under it where `paths` asks); a button moves to the field it is about.
 */
export function ErrorList({ heading, errors, paths = false }: ErrorListProps) {
  if (errors.length === 0) return null;
  const named = new Set<string>();
  return (
    <div role="alert" class="errors">
      <p class="errors-heading">{heading}</p>
      <ul>
        {errors.map((placed, i) => {
          const target = placed.targets[0];
          const ids = placed.targets.filter((t) => !named.has(t)).map(errorId);
          for (const t of placed.targets) named.add(t);
          return (
            <li key={i}>
              <Described ids={ids}>
                <span class="message">{errorWords(placed)}</span>
                {placed.message === undefined && placed.where ? <span class="where"> ({placed.where})</span> : null}
              </Described>
              {paths && placed.message === undefined && !placed.error.path.startsWith('(') && placed.error.path !== '' ? (
                <span class="error-path">
                  {' '}
                  In the JSON: <code>{formatFieldErrors([placed.error])}</code>
                </span>
              ) : null}
              {target ? (
                <button
                  type="button"
                  class="link"
                  aria-label={`Go to ${placed.where ?? fieldInWords(placed.error.path, gameNameOfKey)}`}
                  onClick={() => focusField(target)}
                >
                  Go to field
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
