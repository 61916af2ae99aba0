import { useEffect, useState } from 'preact/hooks';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { discardUnreadable, findUnreadable, unreadableFile, type UnreadableValue } from '../src/storage/stored-keys.js';

interface UnreadableNoticeProps {
  readonly store: KeyValueStore;
  /** Offers text as a file; without it (a page that cannot download) only "Discard it" is offered. */
  readonly download?: ((filename: string, text: string) => void) | undefined;
  /** Changes whenever stored data may have changed, to look again. */
  readonly version?: number;
  /** After a value is discarded, so the page reads its stores again. */
  readonly onDiscarded?: () => void;
}

/**
 * The one notice of stored data that could not be read (on the popup and the options page): each value named
 * with why, kept as it was until the player exports it (the raw JSON as a file) or discards it (asked once).
 */
export function UnreadableNotice({ store, download, version = 0, onDiscarded }: UnreadableNoticeProps) {
  const [found, setFound] = useState<readonly UnreadableValue[]>([]);
  const [asking, setAsking] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [looked, setLooked] = useState(0);

  useEffect(() => {
    let current = true;
    findUnreadable(store).then(
      (values) => current && setFound(values),
      // A store that cannot even be listed has nothing to show here; each part says what it could not read.
      () => current && setFound([]),
    );
    return () => {
      current = false;
    };
  }, [store, version, looked]);

  if (found.length === 0) return message ? <p class="unreadable-done">{message}</p> : null;

  const discard = async (value: UnreadableValue): Promise<void> => {
    setAsking(null);
    const gone = await discardUnreadable(store, value).catch(() => false);
    // Off the list in the same render as the message, so the notice never says "Discarded" beside the value.
    if (gone) setFound((values) => values.filter((v) => v.key !== value.key));
    setMessage(gone ? `Discarded ${value.what}.` : `${value.what} changed since this notice was shown, so nothing was discarded; look again below.`);
    setLooked((n) => n + 1);
    if (gone) onDiscarded?.();
  };

  return (
    <section class="unreadable-notice" aria-labelledby="unreadable-heading">
      <h2 id="unreadable-heading">Stored data Adjutant could not read</h2>
      <p>
        Nothing of it was deleted, and nothing is written over it. Export it to keep a copy as a file, or discard it to enter that part
        again.
      </p>
      <ul>
        {found.map((value) => (
          <li key={value.key}>
            <p>{value.reason}</p>
            {download ? (
              <button type="button" aria-label={`Export ${value.what}`} onClick={() => download(unreadableFile(value).filename, unreadableFile(value).text)}>
                Export it
              </button>
            ) : null}
            <button type="button" class="danger" aria-label={`Discard ${value.what}`} disabled={asking === value.key} onClick={() => setAsking(value.key)}>
              Discard it
            </button>
            {asking === value.key ? (
              <div class="confirm" role="group" aria-label={`Discard ${value.what}?`}>
                <p>Discard {value.what} for good? It cannot be brought back unless you exported it.</p>
                <button type="button" class="danger" onClick={() => void discard(value)}>
                  Yes, discard it
                </button>
                <button type="button" onClick={() => setAsking(null)}>
                  Keep it
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {message ? <p>{message}</p> : null}
    </section>
  );
}
