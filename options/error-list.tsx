import { formatFieldErrors, type FieldError } from '../src/engine/index.js';
import type { PlacedError } from './error-targets.js';

interface ErrorListProps {
  heading: string;
  errors: readonly PlacedError[];
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

/** Every error, one per line with its field path and what was expected; a button moves to the field it is about. */
export function ErrorList({ heading, errors }: ErrorListProps) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" class="errors">
      <p class="errors-heading">{heading}</p>
      <ul>
        {errors.map((placed, i) => {
          const target = placed.targets[0];
          return (
            <li key={i}>
              <code>{formatFieldErrors([placed.error])}</code>
              {placed.where ? <span class="where"> ({placed.where})</span> : null}
              {target ? (
                <button type="button" class="link" aria-label={`Go to ${placed.error.path}`} onClick={() => focusField(target)}>
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
