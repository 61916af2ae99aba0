import { useState } from 'preact/hooks';
import type { GameId, HexTerrain } from '../src/engine/index.js';
import { loadGameModule, rulesTerrain } from '../src/engine/index.js';
import { lazy } from './lazy.js';

/** Turns painting on (or off) on the board of a tab, with the terrain the game's rules name. */
export type ShowPaint = (tabId: number, on: boolean, rules: Readonly<Record<string, HexTerrain>>) => Promise<void>;

const SENDER = lazy(() => import('../src/messaging/paint-send.js'));

const showPaintOnTab: ShowPaint = async (tabId, on, rules) => (await SENDER.load()).showPaintOnTab(tabId, on, rules);

interface Props {
  /** The tab whose board the popup reads (a site that is on: its content script follows the page). */
  readonly tabId: number;
  readonly game: GameId;
  /** How the switch reaches the tab: the extension's messaging unless a test records it. */
  readonly showPaint?: ShowPaint;
}

/**
 * Paint mode's way in: it opens a paint bar on the page itself (the overlay's), since the popup closes at the first
 * click into the board. What is painted is stored as terrain marks, which every calculator reads.
 */
export function PaintButton({ tabId, game, showPaint = showPaintOnTab }: Props) {
  const [said, setSaid] = useState('');
  return (
    <div class="paint">
      <button
        type="button"
        onClick={() => {
          loadGameModule(game)
            .then((module) => showPaint(tabId, true, rulesTerrain(module.mapData.data())))
            .then(
            () => setSaid('The paint bar is open on the page: pick a terrain there, then click or drag across hexes. Esc or Done ends painting.'),
            () => setSaid('The page did not answer: reload it and try again.'),
          );
        }}
      >
        Paint terrain on the board
      </button>
      <p class="muted" data-testid="paint-status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
