import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { gameBasics } from '../src/engine/index.js';
import {
  deleteVictorySettings,
  importVictorySettings,
  isVictorySettingsGame,
  loadVictorySettings,
  VICTORY_SETTINGS_GAMES,
  type VictorySettings,
  type VictorySettingsGame,
} from '../src/storage/victory-settings.js';
import { GameSelect } from './game-select.js';
import { JsonPanel, type PanelFile, type PanelWords } from './json-panel.js';
import type { OptionsPlatform } from './platform.js';

interface VictorySettingsPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

export const victorySettingsFilename = (game: VictorySettingsGame): string => `adjutant-victory-settings-${game}.json`;

/** Where each game's settings start: every figure "not entered" (the tally asks for it rather than guess). */
const STARTERS: Readonly<Record<VictorySettingsGame, Readonly<Record<string, unknown>>>> = {
  'cemetery-hill': { edgeRoadHexes: {} },
  'gettysburg-77': { optionalUnitCosts: {} },
  'gettysburg-88': { flipVp: null, eliminationVp: null, generalEliminationVp: null, objectives: null },
};

/** What each game's settings are for and how to write them, in a few lines. */
const EXPLAIN: Readonly<Record<VictorySettingsGame, ComponentChildren>> = {
  'cemetery-hill': (
    <>
      Adjutant does not know where roads leave the map. The end-of-game trace (rules 14.51 and 14.52) runs to a road leaving the east edge
      for Union units and the west edge for Confederate units, and a blocked reinforcement (14.33) slides to the next road hex along its
      edge. Under <code>edgeRoadHexes</code>, list for each edge (<code>north</code>, <code>south</code>, <code>east</code>, <code>west</code>)
      the map-edge hexes a road runs off, by their printed numbers. Leave out an edge you have not checked: the tally asks about it. An empty
      list says the edge has no road.
    </>
  ),
  'gettysburg-77': (
    <>
      Bringing in an optional unit costs its side victory points (the victory point table). Under <code>optionalUnitCosts</code>, give each
      optional unit’s cost by its unit id, as your boards name it: a whole number from your chart, <code>null</code> while you have not
      looked it up, or <code>0</code> to take a unit off the list.
    </>
  ),
  'gettysburg-88': (
    <>
      Adjutant has no victory point figures for Gettysburg ’88: enter yours from your rulebook. <code>flipVp</code> is what the opponent
      scores when a unit flips to its reduced side, <code>eliminationVp</code> what an elimination adds, <code>generalEliminationVp</code>
      what a general’s loss gives. <code>objectives</code> lists the objective hexes, each with its <code>hex</code>, a <code>name</code>, the
      VP it is worth to the <code>union</code> and the <code>confederate</code> holder, and who holds it at the start (
      <code>initialControl</code>). <code>null</code> means not entered yet: the tally asks for it.
    </>
  ),
};

const gameName = (game: VictorySettingsGame): string => gameBasics(game).info.name;

/** One game's settings, in the one store that keeps every game's. */
function settingsFile(game: VictorySettingsGame): PanelFile<VictorySettings> {
  return {
    load: (store) => loadVictorySettings(store, game),
    importText: (store, text) => importVictorySettings(store, game, text),
    remove: (store) => deleteVictorySettings(store, game),
  };
}

function settingsWords(game: VictorySettingsGame): PanelWords<VictorySettings> {
  const name = gameName(game);
  return {
    saved: () => `Saved the victory settings of ${name}. The ledger’s tallies use them from now on.`,
    notSaved: `The victory settings of ${name} were not saved: see the problems listed.`,
    notDeleted: 'The victory settings were not deleted',
    deleted: `Deleted the victory settings of ${name}.`,
    exported: (filename) => `Exported the victory settings of ${name} to ${filename}.`,
  };
}

/**
 * The victory figures each game's sources leave out, entered as JSON per game with a short note on what they
 * are for. Saved only when every field checks; the popup's ledger reads them beside the terrain marks.
 */
export function VictorySettingsPanel({ platform, announce, imported = 0 }: VictorySettingsPanelProps) {
  const [game, setGame] = useState<VictorySettingsGame>('cemetery-hill');
  return (
    <JsonPanel
      platform={platform}
      announce={announce}
      imported={imported}
      id="victory-settings"
      heading="Victory settings"
      intro={
        <>
          <p>Figures the victory rules need that Adjutant’s sources do not give. Each game keeps its own.</p>
          <GameSelect
            id="victory-settings-game"
            label="Victory settings game"
            games={VICTORY_SETTINGS_GAMES.map((g) => gameBasics(g))}
            value={game}
            onChange={(g) => {
              if (isVictorySettingsGame(g)) setGame(g);
            }}
          />
        </>
      }
      file={settingsFile(game)}
      subject={game}
      starter={STARTERS[game]}
      what="victory settings"
      hint={<span data-testid="victory-settings-explain">{EXPLAIN[game]}</span>}
      filename={victorySettingsFilename(game)}
      words={settingsWords(game)}
    />
  );
}
