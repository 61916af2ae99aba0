import type { FieldError, PackMerge, PackPart } from '../src/engine/index.js';
import { fieldErrorInWords, formatFieldErrors, gameBasics, gameNameOfKey } from '../src/engine/index.js';
import { mergePack, PACK_LIMITS, PACK_PARTS, parsePackText, resolveConflicts } from '../src/engine/packs.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { keptParts, readStoredForPack, storedForMerge, writePackContent } from '../src/storage/pack-store.js';
import { readFileWithin } from '../options/file-drop.js';
import { countOf, partNames } from '../options/pack-words.js';
import { plural } from '../src/ui-text.js';

/*
 * The part of a pack dropped on the popup (popup/pack-drop.tsx) that loads only when a file is dropped: the pack
 * code, its hash and the stores it writes stay out of the popup's first load, and so do the words that report it.
 */

/** What became of a pack dropped on the popup. */
export type PackDropResult =
  | {
      readonly kind: 'imported';
      readonly fileName: string;
      readonly gameName: string;
      /** What the pack added, in words ("8 hexes", "1 counter"). */
      readonly added: readonly string[];
      /** Keys where the pack and the store differ: the stored value was kept for each. */
      readonly kept: number;
      /** Parts the pack carries that Adjutant has no store for. */
      readonly notKept: readonly PackPart[];
    }
  | {
      readonly kind: 'refused';
      readonly fileName: string;
      /** 'pack': the file is not a good pack; 'store': it is, but the stores could not take it. */
      readonly why: 'pack' | 'store';
      readonly errors: readonly FieldError[];
    };

/**
 * Reads a dropped file as a game pack and merges it into what is stored for the pack's game, as Options does, but
 * with no one to ask: where the two differ the stored value is kept (never overridden unasked), and the rest is
 * written in one change. A bad pack, or one the stores refuse, changes nothing.
 */
export async function importDroppedPack(store: KeyValueStore, file: File): Promise<PackDropResult> {
  const fileName = file.name;
  const got = await readFileWithin(file, PACK_LIMITS.json);
  const parsed = got.ok ? parsePackText(got.value) : got;
  if (!parsed.ok) return { kind: 'refused', fileName, why: 'pack', errors: parsed.errors };
  const pack = parsed.value;
  let merge: PackMerge;
  try {
    const stored = await readStoredForPack(store, pack.game);
    merge = mergePack(storedForMerge(stored, pack), pack);
    // No choices: every conflict keeps what is stored.
    const written = await writePackContent(store, stored, resolveConflicts(merge.merged, merge.conflicts, {}));
    if (!written.ok) return { kind: 'refused', fileName, why: 'store', errors: written.errors };
  } catch (e) {
    // The browser's storage failed to answer: the one change was not made.
    const why = e instanceof Error ? e.message : 'no reason given';
    return { kind: 'refused', fileName, why: 'store', errors: [{ path: '(storage)', expected: 'the browser to read and store what you have', found: `a failure: ${why}` }] };
  }
  return {
    kind: 'imported',
    fileName,
    gameName: gameBasics(pack.game).info.name,
    added: keptParts(pack.game).filter((p) => merge.added[p] > 0).map((p) => countOf(p, merge.added[p])),
    kept: merge.conflicts.length,
    notKept: PACK_PARTS.filter((p) => pack[p] !== undefined && !keptParts(pack.game).includes(p)),
  };
}

interface PackDropResultViewProps {
  readonly result: PackDropResult;
  readonly onOpenOptions: () => void;
  readonly onDismiss: () => void;
}

/** What a dropped pack did: what it added, what was kept where it differed, or why nothing changed. */
export function PackDropResultView({ result, onOpenOptions, onDismiss }: PackDropResultViewProps) {
  const close = (
    <button type="button" onClick={onDismiss}>
      Close
    </button>
  );
  if (result.kind === 'refused') {
    return (
      <div class="notice refusal" role="alert">
        <p>Nothing was changed: the pack “{result.fileName}” {result.why === 'pack' ? 'has these problems:' : 'could not be stored:'}</p>
        <ul>
          {result.errors.map((error, i) => (
            <li key={i}>
              {fieldErrorInWords(error, gameNameOfKey)}
              {error.path.startsWith('(') || error.path === '' ? null : (
                <details class="error-path">
                  <summary>Where in the file</summary>
                  <code>{formatFieldErrors([error])}</code>
                </details>
              )}
            </li>
          ))}
        </ul>
        {close}
      </div>
    );
  }
  const { kept } = result;
  return (
    <div class="notice">
      <p data-testid="pack-drop-imported">
        Imported the pack “{result.fileName}” into {result.gameName}: {result.added.length > 0 ? result.added.join(', ') : 'nothing new'}.
      </p>
      {kept > 0 ? (
        <p data-testid="pack-drop-kept">
          {plural(kept, 'entry', 'entries')} of the pack {kept === 1 ? 'differs' : 'differ'} from what you have: yours {kept === 1 ? 'was' : 'were'} kept.
          To take the pack's instead, import it in Options and choose.{' '}
          <button type="button" onClick={onOpenOptions}>
            Choose in Options
          </button>
        </p>
      ) : null}
      {result.notKept.length > 0 ? <p class="hint">Not kept: {partNames(result.notKept)}. Adjutant has no place for them yet.</p> : null}
      {close}
    </div>
  );
}
