import { useState } from 'preact/hooks';
import type { HexTerrain } from '../src/engine/index.js';
import type { GameId } from '../src/engine/index.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';
import { lazy, LazyPart } from './lazy.js';

interface Props {
  readonly store: KeyValueStore;
  readonly game: GameId;
  /** What the page itself says of its hexes: marks never override it. */
  readonly pageTerrain: Readonly<Record<string, HexTerrain>>;
}

const FORM = lazy(() => import('./board-terrain-form.js'));

/**
 * Marking what the page does not show of a hex, closed until asked for: its form loads when first opened and
 * stays (with what was typed) when the part is closed again.
 */
export function BoardTerrain({ store, game, pageTerrain }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <details class="board-terrain" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>Mark terrain the page does not show</summary>
      {opened && <LazyPart source={FORM} render={({ BoardTerrainForm }) => <BoardTerrainForm store={store} game={game} pageTerrain={pageTerrain} />} />}
    </details>
  );
}
