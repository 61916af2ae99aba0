import type { ComponentChildren } from 'preact';

/** The id of a field's hint, for the field's aria-describedby; undefined when it has none. */
export function hintId(id: string, hint: ComponentChildren): string | undefined {
  return hint ? `${id}-hint` : undefined;
}

/** The line under a field saying what it takes, read after its label (the field names it in aria-describedby). */
export function FieldHint({ id, hint }: { id: string; hint: ComponentChildren }) {
  return hint ? (
    <p class="hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}
