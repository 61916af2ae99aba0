import { useEffect, useState } from 'preact/hooks';
import { loadAdviceShown, saveAdviceShown } from '../src/storage/advice-preference.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';

interface AdvicePanelProps {
  store: KeyValueStore;
  version: number;
  announce(text: string): void;
}

/**
 * "Rules only": a switch for rated games, where players want what the rules say and no suggestion of a best
 * choice. Saved at once; the popup reads it each time an answer could carry advice.
 */
export function AdvicePanel({ store, version, announce }: AdvicePanelProps) {
  const [shown, setShown] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void loadAdviceShown(store).then((v) => live && setShown(v));
    return () => {
      live = false;
    };
  }, [store, version]);

  async function change(rulesOnly: boolean): Promise<void> {
    const before = shown;
    setShown(!rulesOnly);
    try {
      await saveAdviceShown(store, !rulesOnly);
      setFailed(false);
      announce(rulesOnly ? 'Rules only: answers give what the rules say, and no advice.' : 'Answers may add advice among choices the rules leave open, marked as advice.');
    } catch {
      setShown(before);
      setFailed(true);
    }
  }

  return (
    <section class="advice" aria-labelledby="advice-heading">
      <h2 id="advice-heading">Advice</h2>
      <p class="hint">Where the rules leave a choice open (retreats of the same rank), Adjutant can suggest one, shown apart from the rules and citing none. Rated games may want rules only.</p>
      <div class="field check">
        <input id="rules-only" type="checkbox" disabled={shown === null} checked={shown === false} onChange={(e) => void change(e.currentTarget.checked)} />
        <label for="rules-only">Rules only: no advice</label>
      </div>
      {failed && <p role="alert">The choice could not be saved; the one stored before still holds.</p>}
    </section>
  );
}
