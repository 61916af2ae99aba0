import type { SiteAnswer } from '../src/messaging/board-messages.js';
import type { BoardPlatform, BoardView } from './board-platform.js';
import { lazy } from './lazy.js';

/**
 * The board platform (board-browser.ts, which `load` gives) with the tab asked at once, as the popup opens: the
 * board panel shows the tab's board on the first screen, so the question travels while the popup reads its
 * settings rather than after the panel first draws. The board is followed from that moment: a change before the
 * panel asks drops the early answer (the panel then asks afresh), and a change after it reaches the panel, so the
 * early answer is never shown stale.
 */
export function earlyBoardPlatform(load: () => Promise<BoardPlatform>): BoardPlatform {
  const real = lazy(load);
  const followers = new Set<() => void>();
  let early: Promise<BoardView> | null = null;
  real.load().then(
    (platform) => {
      platform.watch(() => {
        early = null;
        for (const follow of followers) follow();
      });
      early = platform.view();
      // Asked for the panel: if it never asks (it failed to load), the answer is dropped.
      early.catch(() => undefined);
    },
    // view() reports a platform that failed to load.
    () => undefined,
  );
  return {
    view() {
      const answer = early;
      early = null;
      return answer ?? real.load().then((p) => p.view());
    },
    watch(onChange) {
      followers.add(onChange);
      return () => {
        followers.delete(onChange);
      };
    },
    enableSite(site) {
      // The switch shows only after view() has answered, so the platform is loaded: the browser's prompt is asked
      // for within the click, as it must be.
      const p = real.loaded();
      const notYet: SiteAnswer = { type: 'site-answer', enabled: false, message: 'Adjutant is still starting; try again.' };
      return p ? p.enableSite(site) : Promise.resolve(notYet);
    },
    disableSite: (site) => real.load().then((p) => p.disableSite(site)),
  };
}
