import { useEffect, useState } from 'preact/hooks';
import { allGameBasics, type GameId } from '../src/engine/index.js';
import { loadEnabledSites } from '../src/background/enabled-sites.js';
import { siteOfPattern } from '../src/messaging/site-pattern.js';
import {
  readAdvicePreference,
  saveDefaultRulesOnly,
  saveGameRulesOnly,
  saveSiteRulesOnly,
  type AdviceChoice,
  type AdvicePreference,
} from '../src/storage/advice-preference.js';
import type { KeyValueStore } from '../src/storage/key-value-store.js';

interface AdvicePanelProps {
  store: KeyValueStore;
  version: number;
  announce(text: string): void;
}

type Shown = { readonly kind: 'loading' } | { readonly kind: 'ok'; readonly preference: AdvicePreference; readonly sites: readonly string[] } | { readonly kind: 'unreadable'; readonly reason: string };

/** An override's choice in a list: '' is "use the default". */
type Override = '' | AdviceChoice;

function overrideWords(rulesOnly: boolean | null): string {
  return rulesOnly === null ? 'uses the default' : rulesOnly ? 'gives rules only' : 'may add advice';
}

function choiceOf(value: string): boolean | null {
  return value === 'rules-only' ? true : value === 'advice' ? false : null;
}

interface OverrideSelectProps {
  readonly id: string;
  readonly label: string;
  readonly value: Override;
  readonly defaultRulesOnly: boolean;
  readonly disabled: boolean;
  onChange(rulesOnly: boolean | null): void;
}

function OverrideSelect({ id, label, value, defaultRulesOnly, disabled, onChange }: OverrideSelectProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(choiceOf(e.currentTarget.value))}>
        <option value="">Use the default ({defaultRulesOnly ? 'rules only' : 'advice'})</option>
        <option value="rules-only">Rules only</option>
        <option value="advice">Advice</option>
      </select>
    </div>
  );
}

/** A site's pattern as a player reads it: its host name. */
function hostOf(pattern: string): string {
  return siteOfPattern(pattern)?.host ?? pattern;
}

/**
 * "Rules only": for rated games, where players want what the rules say and no suggestion of a best choice. A
 * default, then overrides per game and per board site (a site's wins over a game's). Saved at once; the popup
 * reads it each time it opens.
 */
export function AdvicePanel({ store, version, announce }: AdvicePanelProps) {
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    void Promise.all([readAdvicePreference(store), loadEnabledSites(store).catch(() => [] as string[])]).then(
      ([read, enabled]) => {
        if (!live) return;
        if (read.kind === 'unreadable') setShown(read);
        // The sites turned on, and any site with a choice of its own though it is off now (so it can be set back).
        else setShown({ kind: 'ok', preference: read.preference, sites: [...new Set([...enabled, ...Object.keys(read.preference.sites)])] });
      },
      () => live && setShown({ kind: 'unreadable', reason: 'The browser did not give Adjutant your choice between advice and rules only.' }),
    );
    return () => {
      live = false;
    };
  }, [store, version, reads]);

  async function save(write: () => Promise<void>, said: string): Promise<void> {
    setBusy(true);
    try {
      await write();
      setFailed(null);
      announce(said);
    } catch (e) {
      setFailed(`The choice could not be saved, and the one stored before still holds: ${e instanceof Error ? e.message : 'the browser refused it.'}`);
    } finally {
      setBusy(false);
      setReads((n) => n + 1);
    }
  }

  const chooseDefault = (rulesOnly: boolean): Promise<void> =>
    save(
      () => saveDefaultRulesOnly(store, rulesOnly),
      rulesOnly ? 'Rules only: answers give what the rules say, and no advice, unless a game or site says otherwise.' : 'Answers may add advice among choices the rules leave open, marked as advice, unless a game or site says otherwise.',
    );

  const preference = shown.kind === 'ok' ? shown.preference : null;
  const defaultRulesOnly = preference?.default === 'rules-only';
  const disabled = preference === null || busy;
  const games = allGameBasics();
  const sites = shown.kind === 'ok' ? shown.sites : [];

  return (
    <section class="advice" aria-labelledby="advice-heading">
      <h2 id="advice-heading">Advice</h2>
      <p class="hint">
        Where the rules leave a choice open (retreats of the same rank), Adjutant can suggest one, shown apart from the rules and citing none. Rated games may want rules only: set it for every game, or for a game or a
        board site alone. A site’s choice wins over a game’s, and a game’s over the default.
      </p>
      <div class="field check">
        <input id="rules-only" type="checkbox" disabled={disabled} checked={defaultRulesOnly} onChange={(e) => void chooseDefault(e.currentTarget.checked)} />
        <label for="rules-only">Rules only: no advice</label>
        <span class="muted"> (the default, for every game and site without a choice of its own)</span>
      </div>
      {shown.kind === 'unreadable' && (
        <p role="alert">
          {shown.reason} Until you export or discard it in the notice at the top of the page, answers give rules only and no choice here can be saved.
        </p>
      )}
      <fieldset class="advice-games">
        <legend>By game</legend>
        {games.map((g) => {
          const id: GameId = g.info.id;
          return (
            <OverrideSelect
              key={id}
              id={`advice-game-${id}`}
              label={`Advice in ${g.info.name}`}
              value={preference?.games[id] ?? ''}
              defaultRulesOnly={defaultRulesOnly}
              disabled={disabled}
              onChange={(rulesOnly) => void save(() => saveGameRulesOnly(store, id, rulesOnly), `${g.info.name} ${overrideWords(rulesOnly)}.`)}
            />
          );
        })}
      </fieldset>
      <fieldset class="advice-sites">
        <legend>By board site</legend>
        {shown.kind === 'ok' && sites.length === 0 && <p class="muted">No board site is turned on yet: turn one on from the popup, on the site’s page.</p>}
        {sites.map((site, i) => (
          <OverrideSelect
            key={site}
            id={`advice-site-${i}`}
            label={`Advice on ${hostOf(site)}`}
            value={preference?.sites[site] ?? ''}
            defaultRulesOnly={defaultRulesOnly}
            disabled={disabled}
            onChange={(rulesOnly) => void save(() => saveSiteRulesOnly(store, site, rulesOnly), `${hostOf(site)} ${overrideWords(rulesOnly)}, whatever the game.`)}
          />
        ))}
      </fieldset>
      {failed !== null && <p role="alert">{failed}</p>}
    </section>
  );
}
