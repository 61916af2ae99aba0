import { useState } from 'preact/hooks';
import type { SiteAnswer } from '../src/messaging/board-messages.js';
import type { Site } from '../src/messaging/site-pattern.js';
import type { BoardPlatform } from './board-platform.js';

interface Props {
  readonly site: Site;
  readonly enabled: boolean;
  readonly board: BoardPlatform;
  /** After the switch has been turned either way: read the tab's state again. */
  readonly onSwitched: () => void;
}

/**
 * The switch that lets Adjutant read boards on the tab's site. Turning it on asks the browser for access to
 * that one site (in the click itself, as the browser requires); turning it off gives the access back.
 */
export function BoardSiteSwitch({ site, enabled, board, onSwitched }: Props) {
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [message, setMessage] = useState('');
  const busy = wanted !== null;
  const flip = (e: Event): void => {
    const on = (e.currentTarget as HTMLInputElement).checked;
    // No await before this call: the permission prompt needs the click's user gesture.
    const pending: Promise<SiteAnswer> = on ? board.enableSite(site) : board.disableSite(site);
    setWanted(on);
    setMessage(on ? `Asking for access to ${site.host}…` : '');
    pending
      .then(
        (answer) => setMessage(answer.message),
        (err: unknown) => setMessage(`Could not change the setting: ${err instanceof Error ? err.message : 'the extension did not answer'}.`),
      )
      .finally(() => {
        setWanted(null);
        onSwitched();
      });
  };
  return (
    <div class="site-switch">
      <label class="field check">
        <input type="checkbox" role="switch" aria-label={`Read boards on ${site.host}`} checked={wanted ?? enabled} disabled={busy} onChange={flip} />
        Read boards on {site.host}
      </label>
      <p class="muted" data-testid="site-switch-status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
