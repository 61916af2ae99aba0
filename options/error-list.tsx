import { formatFieldErrors, type FieldError } from '../src/engine/index.js';
import type { ComponentChildren } from 'preact';
import { errorId, type PlacedError } from './error-targets.js';

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

/**
 * The error's words, inside one element per field it is about whose id that field names in aria-describedby
 * (errorId), so a screen reader reads the problem with the field. Only the first error about a field takes its id.
 */
function Described({ ids, children }: { ids: readonly string[]; children: ComponentChildren }) {
  return ids.reduceRight<ComponentChildren>((inner, id) => <span id={id}>{inner}</span>, children);
}

/**
 * Every error, one per line: in a player's words where the form has them (the field's name and what is wrong),
 * else its field path and what was expected; a button moves to the field it is about.
 */
export function ErrorList({ heading, errors }: ErrorListProps) {
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
                {placed.message !== undefined ? (
                  <span class="message">{placed.message}</span>
                ) : (
                  <>
                    <code>{formatFieldErrors([placed.error])}</code>
                    {placed.where ? <span class="where"> ({placed.where})</span> : null}
                  </>
                )}
              </Described>
              {target ? (
                <button
                  type="button"
                  class="link"
                  aria-label={`Go to ${placed.message !== undefined && placed.where ? placed.where : placed.error.path}`}
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
