import { useEffect, useState } from 'preact/hooks';

/**
 * A count that goes up each time the popup window regains focus (the player may have saved something in
 * Options meanwhile), and with `again`: an effect that lists it among its inputs reads the store again.
 */
export function useFocusGeneration(): readonly [generation: number, again: () => void] {
  const [generation, setGeneration] = useState(0);
  const [again] = useState(() => (): void => setGeneration((g) => g + 1));

  useEffect(() => {
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [again]);

  return [generation, again];
}
