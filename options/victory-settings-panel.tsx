import { useState } from 'preact/hooks';
import { gameBasics, type GameId, type SettingConfirmation } from '../src/engine/index.js';
import {
  deleteVictorySettings,
  importVictorySettings,
  isVictorySettingsGame,
  loadVictorySettings,
  VICTORY_SETTINGS_GAMES,
  victorySettingsInput,
  type VictorySettings,
} from '../src/storage/victory-settings.js';
import { GameSelect } from './game-select.js';
import { JsonPanel, type EditFile, type PanelFile, type PanelWords } from './json-panel.js';
import type { OptionsPlatform } from './platform.js';

interface VictorySettingsPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

export const victorySettingsFilename = (game: GameId): string => `adjutant-victory-settings-${game}.json`;

/** A game's note on its settings, its `backticked` keys and values set as code. */
function Explain({ text }: { text: string }) {
  // Split on backticks: the odd pieces are the code.
  return <>{text.split('`').map((piece, i) => (i % 2 === 1 ? <code key={i}>{piece}</code> : piece))}</>;
}

const gameName = (game: GameId): string => gameBasics(game).info.name;

/** One game's settings, in the one store that keeps every game's. */
function settingsFile(game: GameId): PanelFile<VictorySettings> {
  return {
    load: (store) => loadVictorySettings(store, game),
    importText: (store, text) => importVictorySettings(store, game, text),
    remove: (store) => deleteVictorySettings(store, game),
  };
}

function settingsWords(game: GameId): PanelWords<VictorySettings> {
  const name = gameName(game);
  return {
    saved: () => `Saved the victory settings of ${name}. The ledger’s tallies use them from now on.`,
    notSaved: `The victory settings of ${name} were not saved: see the problems listed.`,
    notDeleted: 'The victory settings were not deleted',
    deleted: `Deleted the victory settings of ${name}.`,
    exported: (filename) => `Exported the victory settings of ${name} to ${filename}.`,
    saveHint: 'Save the victory settings to keep it.',
  };
}

const ANSWERS: readonly { readonly value: boolean | null; readonly words: (c: SettingConfirmation) => string }[] = [
  { value: true, words: (c) => c.yes },
  { value: false, words: (c) => c.no },
  { value: null, words: () => 'Not checked yet (Adjutant asks)' },
];

/**
 * A yes/no the player gives from their own rulebook (what the sources lack and Adjutant will not assume):
 * one button per answer, each writing the game's key into the box as true, false or null.
 */
function Confirmation({ confirmation, edit }: { confirmation: SettingConfirmation; edit: EditFile }) {
  const c = confirmation;
  return (
    <fieldset class="setting-confirmation" data-testid={`confirm-${c.key}`}>
      <legend>{c.label}</legend>
      <p>
        {c.question} <small>{c.explain}</small>
      </p>
      {ANSWERS.map((a) => (
        <button
          key={String(a.value)}
          type="button"
          onClick={() =>
            edit((file) => {
              file[c.key] = a.value;
              return `${c.label}: ${a.words(c)}.`;
            })
          }
        >
          {a.words(c)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The victory figures each game's sources leave out, entered as JSON per game with a short note on what they
 * are for. Saved only when every field checks; the popup's ledger reads them beside the terrain marks.
 */
export function VictorySettingsPanel({ platform, announce, imported = 0 }: VictorySettingsPanelProps) {
  // It starts on the first game with settings to enter, and shows nothing while no game lists the input.
  const [game, setGame] = useState<GameId | undefined>(VICTORY_SETTINGS_GAMES[0]);
  if (game === undefined) return null;
  const input = victorySettingsInput(game);
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
      forms={input.confirmations ? (edit) => input.confirmations?.map((c) => <Confirmation key={c.key} confirmation={c} edit={edit} />) : undefined}
      file={settingsFile(game)}
      subject={game}
      starter={input.starter}
      what="victory settings"
      hint={<span data-testid="victory-settings-explain"><Explain text={input.explain} /></span>}
      filename={victorySettingsFilename(game)}
      words={settingsWords(game)}
    />
  );
}
