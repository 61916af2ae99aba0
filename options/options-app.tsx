import { useEffect, useState } from 'preact/hooks';
import { allGameBasics, type GameId } from '../src/engine/index.js';
import { loadSelectedGame } from '../src/storage/user-data.js';
import { AdvicePanel } from './advice-panel.js';
import { G88MovementPanel } from './g88-movement-panel.js';
import { GameFacts } from './game-facts.js';
import { GamePacksPanel } from './game-packs-panel.js';
import { GameSelect } from './game-select.js';
import { ImportExport } from './import-export.js';
import { LedgerPanel } from './ledger-panel.js';
import { PastedBoard } from './pasted-board.js';
import type { OptionsPlatform } from './platform.js';
import { RuleSetPanel } from './rule-set-panel.js';
import { TableEditor } from './table-editor.js';
import { TerrainMarksPanel } from './terrain-marks-panel.js';
import { AreaTemsPanel } from './area-tems-panel.js';
import { MoraleRatingsPanel } from './morale-ratings-panel.js';
import { OrderOfBattlePanel } from './order-of-battle-panel.js';
import { TerrainEffectsPanel } from './terrain-effects-panel.js';
import { VassalImport } from './vassal-import.js';
import { UnreadableNotice } from './unreadable-notice.js';
import { VictorySettingsPanel } from './victory-settings-panel.js';
import { defaultGameId } from '../src/engine/index.js';
import { OptionsNav, OptionsPart, rememberedGameFilter, rememberGameFilter, useSectionLink } from './options-nav.js';

interface OptionsAppProps {
  platform: OptionsPlatform;
}

/** The options page: each game's facts and rule set, the user's combat tables and backup, imported boards, terrain marks. */
export function OptionsApp({ platform }: OptionsAppProps) {
  const { store } = platform;
  const [startGame, setStartGame] = useState<GameId | null>(null);
  const [ruleGame, setRuleGame] = useState<GameId>(defaultGameId());
  // Bumped after any write, so every section re-reads what it shows.
  const [version, setVersion] = useState(0);
  // Bumped after a backup is imported only, so the JSON boxes are not reset under unsaved edits by other writes.
  const [imported, setImported] = useState(0);
  // Bumped when the order of battle is saved: the game packs section exports it, so it reads it again.
  const [orderSaves, setOrderSaves] = useState(0);
  // One live region for the whole page: a new key re-announces the same words.
  const [status, setStatus] = useState({ text: '', key: 0 });
  // The game the page is narrowed to (null: all games), kept for the session.
  const [shownGame, setShownGame] = useState<GameId | null>(rememberedGameFilter);
  const showGame = (game: GameId | null): void => {
    rememberGameFilter(game);
    setShownGame(game);
  };

  useEffect(() => {
    let live = true;
    void loadSelectedGame(store).then((g) => {
      if (!live) return;
      setStartGame(g);
      setRuleGame(g);
    });
    return () => {
      live = false;
    };
  }, [store]);

  // A link to a part of the page (from the popup, or a bookmark) opens it once the page has drawn its parts.
  useSectionLink(startGame !== null, shownGame, showGame);

  const announce = (text: string): void => setStatus((s) => ({ text, key: s.key + 1 }));
  const stored = (): void => setVersion((v) => v + 1);
  // After a write to many stores (a backup, a game pack, a discarded value): every section reads its own again.
  const reread = (): void => {
    stored();
    setImported((n) => n + 1);
  };

  return (
    <>
      <header>
        <h1>Adjutant options</h1>
        <p>Rule sets, the combat tables and charts you enter from your own rulebooks and a backup of all you enter; boards from VASSAL or a pasted list; your terrain marks.</p>
        <OptionsNav game={shownGame} onGame={showGame} />
      </header>
      <UnreadableNotice
        store={store}
        download={platform.download}
        version={version}
        onDiscarded={reread}
      />
      {startGame === null ? (
        <main>
          <p>Loading your settings…</p>
        </main>
      ) : (
        <main>
          <OptionsPart game={shownGame} id="games">
            <section class="games" aria-labelledby="games-heading">
              <h2 id="games-heading">Games and rule sets</h2>
              <GameSelect id="rule-set-game" label="Rule set game" games={allGameBasics()} value={ruleGame} onChange={setRuleGame} />
              <GameFacts store={store} game={ruleGame} version={version} />
              <RuleSetPanel store={store} game={ruleGame} version={version} announce={announce} />
            </section>
          </OptionsPart>
          <OptionsPart game={shownGame} id="advice">
            <AdvicePanel store={store} version={version} announce={announce} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="table-editor">
            <TableEditor store={store} initialGame={startGame} version={version} onStored={stored} announce={announce} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="backup">
            <ImportExport platform={platform} onImported={reread} announce={announce} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="vassal">
            <VassalImport store={store} announce={announce} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="pasted-board">
            <PastedBoard store={store} initialGame={startGame} announce={announce} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="terrain-marks">
            <TerrainMarksPanel platform={platform} initialGame={startGame} announce={announce} imported={imported} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="game-packs">
            <GamePacksPanel platform={platform} initialGame={startGame} announce={announce} imported={imported + orderSaves} onImported={reread} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="order-of-battle">
            <OrderOfBattlePanel platform={platform} initialGame={startGame} announce={announce} imported={imported} onSaved={() => setOrderSaves((n) => n + 1)} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="movement">
            <G88MovementPanel platform={platform} announce={announce} imported={imported} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="terrain-effects">
            <TerrainEffectsPanel platform={platform} announce={announce} imported={imported} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="area-tems">
            <AreaTemsPanel platform={platform} announce={announce} imported={imported} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="morale-ratings">
            <MoraleRatingsPanel platform={platform} announce={announce} imported={imported} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="ledger">
            <LedgerPanel platform={platform} announce={announce} imported={imported} />
          </OptionsPart>
          <OptionsPart game={shownGame} id="victory-settings">
            <VictorySettingsPanel platform={platform} announce={announce} imported={imported} />
          </OptionsPart>
        </main>
      )}
      <div class="status-bar" role="status" aria-live="polite">
        {status.text ? <span key={status.key}>{status.text}</span> : null}
      </div>
    </>
  );
}
