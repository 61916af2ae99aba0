import { useState } from 'preact/hooks';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { useFileDrop, type FileDrop } from '../options/file-drop.js';
import { lazy, LoadFailed } from './lazy.js';
import type { PackDropResult } from './pack-import.js';

/** The pack code (reading, hashing, merging, writing) loads when a file is first dropped, never with the popup. */
const PACK_IMPORT = lazy(() => import('./pack-import.js'));

export type PackDropState =
  | { readonly kind: 'none' }
  | { readonly kind: 'reading'; readonly fileName: string }
  /** The pack code did not load (an extension updated while the popup was open): nothing was read or written. */
  | { readonly kind: 'failed'; readonly fileName: string; readonly message: string }
  | PackDropResult;

export interface PackDrop extends FileDrop {
  readonly state: PackDropState;
  dismiss(): void;
}

const NONE: PackDropState = { kind: 'none' };

/**
 * A game pack dropped anywhere on the popup is imported into what is stored for its game (popup/pack-import.tsx).
 * `store` should be the popup's watched store, so the parts that read the terrain marks read them again.
 */
export function usePackDrop(store: KeyValueStore): PackDrop {
  const [state, setState] = useState<PackDropState>(NONE);
  const drop = useFileDrop((file) => {
    setState({ kind: 'reading', fileName: file.name });
    PACK_IMPORT.load()
      .then((code) => code.importDroppedPack(store, file))
      .then(setState, (e: unknown) => setState({ kind: 'failed', fileName: file.name, message: e instanceof Error && e.message ? e.message : 'the file did not load' }));
  }, state.kind !== 'reading');
  return { ...drop, state, dismiss: () => setState(NONE) };
}

/** Shown over the popup while a file is dragged over it. */
export function PackDropHint() {
  return (
    <div class="pack-drop-hint" aria-hidden="true">
      <p>Drop the game pack to import it</p>
    </div>
  );
}

interface PackDropMessageProps {
  readonly state: PackDropState;
  readonly onOpenOptions: () => void;
  readonly onDismiss: () => void;
}

/** What a dropped pack did: what it added, what was kept where it differed, or why nothing changed. */
export function PackDropMessage({ state, onOpenOptions, onDismiss }: PackDropMessageProps) {
  // Always there, so a screen reader hears what the drop did when it arrives.
  return (
    <div class="pack-drop" aria-live="polite" data-testid="pack-drop">
      <PackDropBody state={state} onOpenOptions={onOpenOptions} onDismiss={onDismiss} />
    </div>
  );
}

function PackDropBody({ state, onOpenOptions, onDismiss }: PackDropMessageProps) {
  if (state.kind === 'none') return null;
  if (state.kind === 'reading') {
    return (
      <p class="muted" aria-busy="true">
        Reading the pack “{state.fileName}”…
      </p>
    );
  }
  if (state.kind === 'failed') return <LoadFailed message={state.message} />;
  // A result comes from the pack code, loaded by then; so is the view that says it.
  const code = PACK_IMPORT.loaded();
  return code ? <code.PackDropResultView result={state} onOpenOptions={onOpenOptions} onDismiss={onDismiss} /> : null;
}
