import { useRef } from 'preact/hooks';
import { FieldHint, hintId } from './field-hint.js';
import { useFileDrop } from './file-drop.js';

interface VassalFileDropProps {
  id: string;
  label: string;
  /** File types the chooser offers; left out where some files have no extension (a filter would hide them). */
  accept?: string;
  hint: string;
  busy: boolean;
  onFile(file: File): void;
}

/**
 * A file chooser that also takes a file dropped on it. The chooser is the keyboard way in; dropping
 * is a shortcut for the mouse. The input is cleared after each file, so the same file can be read again.
 */
export function VassalFileDrop({ id, label, accept, hint, busy, onFile }: VassalFileDropProps) {
  const drop = useFileDrop(onFile, !busy);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div
      class="field"
      style={{ border: `2px dashed ${drop.over ? 'var(--accent)' : 'var(--line)'}`, padding: '0.5rem 0.75rem', borderRadius: '6px' }}
      {...drop.handlers}
    >
      <label for={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={hintId(id, hint)}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
          if (inputRef.current) inputRef.current.value = '';
        }}
      />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
