import { useState } from 'preact/hooks';
import type { ProbeReply } from '../src/messaging/messages.js';

interface Props {
  readonly probePage: () => Promise<ProbeReply>;
}

function describe(reply: ProbeReply): string {
  if (reply.status === 'unavailable') return `This page cannot be checked: ${reply.reason}`;
  return reply.board ? `This page (${reply.host}) shows a board Adjutant can read.` : `This page (${reply.host}) shows no board Adjutant can read yet.`;
}

/** Asks the extension about the page in the active tab; reading its board comes later. */
export function PageCheck({ probePage }: Props) {
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = (): void => {
    setBusy(true);
    setText('Checking this page…');
    probePage()
      .then(
        (reply) => setText(describe(reply)),
        (e: unknown) => setText(`This page cannot be checked: ${e instanceof Error ? e.message : 'the extension did not answer.'}`),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div class="page-check">
      <button type="button" onClick={check} aria-busy={busy ? 'true' : undefined} aria-describedby="page-check-what">
        Check this page
      </button>
      <p class="muted" id="page-check-what">
        Looks once, read-only, at the web page in this tab (or, with Adjutant open in a tab of its own, the page you looked at last in this window) and says whether it shows a board Adjutant can read.
      </p>
      <p class="muted" data-testid="page-check" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
