import { useEffect, useState } from 'preact/hooks';
import { formatFieldErrors, FORCE_LIMITS, type GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
// Static: the store's check is in the first load anyway, since the notice of unreadable data (stored-keys.ts) lists
// every store; only the fields that ask (strength-in-place.tsx) wait for the board's summary to load.
import { loadUnitStrengths, saveUnitStrength, type RememberedStrengths, type StrengthSide } from '../src/storage/unit-strengths.js';
import { readWholeNumber } from './whole-number.js';

/** Every part showing remembered strengths reloads after any part remembers one (the summary and the unit rows). */
const listeners = new Set<() => void>();

/**
 * Remembers what the player typed for one side of a counter's strength: a whole number is kept, an empty box
 * forgets it, and anything else is left to the field's own message. Resolves to a message for the player when the
 * store refused, else null.
 */
export async function rememberTyped(store: KeyValueStore, game: GameId, unitId: string, side: StrengthSide, text: string): Promise<string | null> {
  const read = readWholeNumber(text, 0, FORCE_LIMITS.strength);
  if (read.kind === 'bad') return null;
  const saved = await saveUnitStrength(store, game, unitId, side, read.kind === 'ok' ? read.value : null);
  for (const listener of listeners) listener();
  return saved.ok ? null : `Adjutant could not remember that strength. ${formatFieldErrors(saved.errors)}`;
}

/** The game's remembered strengths, once `needed` and read (null until then), read again whenever one is remembered. */
export function useRememberedStrengths(store: KeyValueStore, game: GameId, needed: boolean): RememberedStrengths | null {
  const [state, setState] = useState<{ readonly game: GameId; readonly strengths: RememberedStrengths } | null>(null);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const listener = (): void => setChanges((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    loadUnitStrengths(store, game).then(
      (strengths) => current && setState({ game, strengths }),
      // A store that cannot be read (reported by the notice): the fields still ask, with nothing remembered.
      () => current && setState({ game, strengths: {} }),
    );
    return () => {
      current = false;
    };
  }, [store, game, needed, changes]);

  return state && state.game === game ? state.strengths : null;
}
