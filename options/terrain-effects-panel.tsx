import { useState } from 'preact/hooks';
import { fieldError, gameFeatures, soleGameWithInput } from '../src/engine/index.js';
import { terrainKey, TERRAIN_EFFECTS_FORMAT, type TerrainEffectsChart } from '../src/engine/index.js';
import { deleteTerrainEffects, importTerrainEffects, loadTerrainEffectsInput } from '../src/storage/terrain-effects.js';
import { plural } from '../src/ui-text.js';
import { JsonPanel, type EditFile, type PanelFile, type PanelWords } from './json-panel.js';
import type { OptionsPlatform } from './platform.js';
import { TextField } from './text-field.js';

interface TerrainEffectsPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

/** The game whose chart is entered here: the one listing the terrain-effects input (the chart's creek is its own). */
const GAME = soleGameWithInput('terrain-effects');
const TITLE = gameFeatures(GAME).shortTitle;

export const TERRAIN_EFFECTS_FILENAME = `adjutant-terrain-effects-${GAME}.json`;

/** Where a new chart starts: empty lists, and the ford hexside the creek counts as (14.6) still to be filled in. */
const STARTER = {
  format: TERRAIN_EFFECTS_FORMAT,
  game: GAME,
  title: 'My terrain effects chart',
  rule: 'Terrain Effects Chart',
  terrain: [],
  hexsides: [],
  creekHexsides: [],
};

type Kind = 'terrain' | 'hexsides';

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A number typed in a form field, blank for none; undefined when it is not a number. */
function optionalNumber(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

const CHART_FILE: PanelFile<TerrainEffectsChart> = {
  load: (store) => loadTerrainEffectsInput(store, GAME),
  importText: importTerrainEffects,
  remove: (store) => deleteTerrainEffects(store, GAME),
};

/** The forms' fields, by the name their errors give them. */
const FORM_FIELDS = {
  Name: ['terrain-effects-name'],
  'Defence multiplier': ['terrain-effects-multiplier'],
  DRM: ['terrain-effects-drm'],
  'Movement cost': ['terrain-effects-cost'],
  'Creek hexside': ['terrain-effects-creek-a', 'terrain-effects-creek-b'],
};

const WORDS: PanelWords<TerrainEffectsChart> = {
  saved: (c) =>
    `Saved “${c.title}” for ${TITLE}: ${plural(c.terrain.length, 'terrain type')}, ${plural(c.hexsides.length, 'hexside type')}, ${plural(c.creekHexsides.length, 'creek hexside')}.`,
  notSaved: 'The terrain effects chart was not saved: see the problems listed.',
  notDeleted: 'The terrain effects chart was not deleted',
  deleted: `Deleted the terrain effects chart of ${TITLE}.`,
  exported: (filename) => `Exported the terrain effects chart to ${filename}.`,
  saveHint: 'Save the chart to keep it.',
};

/** Adds one terrain or hexside type, or one creek hexside, to the chart in the box. */
function AddToChart({ edit }: { edit: EditFile }) {
  const [kind, setKind] = useState<Kind>('terrain');
  const [name, setName] = useState('');
  const [multiplier, setMultiplier] = useState('');
  const [drm, setDrm] = useState('');
  const [cost, setCost] = useState('');
  const [creekA, setCreekA] = useState('');
  const [creekB, setCreekB] = useState('');

  function addKind(): void {
    edit((chart) => {
      const n = name.trim();
      if (n === '') return fieldError('Name', 'the name of the terrain or hexside, as your chart prints it');
      const m = optionalNumber(multiplier);
      if (m === undefined) return fieldError('Defence multiplier', 'a number such as 2, or nothing', multiplier);
      const d = optionalNumber(drm);
      if (d === undefined) return fieldError('DRM', 'a whole number such as -1, or nothing', drm);
      const c = cost.trim().toLowerCase() === 'prohibited' ? 'prohibited' : optionalNumber(cost);
      if (c === undefined) return fieldError('Movement cost', 'a number of movement points, "prohibited", or nothing', cost);
      const entry = {
        name: n,
        combat: { ...(m === null ? {} : { defenceMultiplier: m }), ...(d === null ? {} : { drm: d }) },
        movement: c === null ? {} : { cost: c },
      };
      // A type of the same name is replaced, keeping any hexsides listed for it.
      const entries = list(chart[kind]);
      const at = entries.findIndex((e) => typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' && terrainKey(e.name) === terrainKey(n));
      const old = at >= 0 ? entries[at] : undefined;
      const kept = kind === 'hexsides' && typeof old === 'object' && old !== null && 'at' in old ? { at: old.at } : {};
      chart[kind] = at >= 0 ? entries.map((e, i) => (i === at ? { ...entry, ...kept } : e)) : [...entries, entry];
      setName('');
      setMultiplier('');
      setDrm('');
      setCost('');
      return `${at >= 0 ? 'Replaced' : 'Added'} ${kind === 'terrain' ? 'terrain type' : 'hexside type'} ${n} in the chart below.`;
    });
  }

  function addCreek(): void {
    edit((chart) => {
      const a = creekA.trim();
      const b = creekB.trim();
      if (a === '' || b === '') return fieldError('Creek hexside', 'two neighbouring hexes, like 0510 and 0511');
      chart.creekHexsides = [...list(chart.creekHexsides), [a, b]];
      setCreekA('');
      setCreekB('');
      return `Added the creek hexside ${a}–${b} in the chart below.`;
    });
  }

  return (
    <>
      <fieldset>
        <legend>Add a terrain or hexside type</legend>
        <div class="field">
          <label for="terrain-effects-kind">Kind</label>
          <select id="terrain-effects-kind" value={kind} onChange={(e) => setKind(e.currentTarget.value === 'hexsides' ? 'hexsides' : 'terrain')}>
            <option value="terrain">Terrain in a hex</option>
            <option value="hexsides">Hexside</option>
          </select>
        </div>
        <TextField id="terrain-effects-name" label="Name" value={name} invalid={false} maxLength={60} onValue={setName} hint="As your chart prints it, and as the board or your terrain marks name it." />
        <div class="field-row">
          <TextField id="terrain-effects-multiplier" label="Defence multiplier" class="short" value={multiplier} invalid={false} maxLength={6} onValue={setMultiplier} />
          <TextField id="terrain-effects-drm" label="DRM" class="short" value={drm} invalid={false} maxLength={4} onValue={setDrm} />
          <TextField id="terrain-effects-cost" label="Movement cost" class="short" value={cost} invalid={false} maxLength={12} onValue={setCost} />
        </div>
        <div class="actions">
          <button type="button" onClick={addKind}>
            Add to the chart
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>Add a creek hexside</legend>
        <div class="field-row">
          <TextField id="terrain-effects-creek-a" label="Creek hex" class="short" value={creekA} invalid={false} maxLength={4} onValue={setCreekA} />
          <TextField id="terrain-effects-creek-b" label="Neighbouring hex" class="short" value={creekB} invalid={false} maxLength={4} onValue={setCreekB} />
        </div>
        <div class="actions">
          <button type="button" onClick={addCreek}>
            Add creek hexside
          </button>
        </div>
      </fieldset>
    </>
  );
}

/**
 * Cemetery Hill's terrain effects, typed in from the user's own Blue & Gray rulebook: the chart as JSON to
 * paste or edit, and a small form that adds one terrain or hexside type, or one creek hexside, to it.
 */
export function TerrainEffectsPanel({ platform, announce, imported = 0 }: TerrainEffectsPanelProps) {
  return (
    <JsonPanel
      platform={platform}
      announce={announce}
      imported={imported}
      id="terrain-effects"
      heading={`Terrain effects (${TITLE})`}
      intro={
        <p>
          Cemetery Hill uses its series’ terrain effects chart, which Adjutant does not have: type in yours. The battle modifiers then read the
          defender’s terrain and the hexsides attacked across. The creek counts as ford hexsides all along it (rule 14.6): list its hexsides and
          give a hexside type named “ford”. A multiplier (“doubled”) changes the defender’s strength, not the die roll.
        </p>
      }
      forms={(edit) => <AddToChart edit={edit} />}
      fields={FORM_FIELDS}
      file={CHART_FILE}
      starter={STARTER}
      what="terrain effects chart"
      hint={
        <>
          Format <code>{TERRAIN_EFFECTS_FORMAT}</code>. Each terrain or hexside type has a name, its combat effects (
          <code>defenceMultiplier</code>, <code>drm</code>) and its movement <code>cost</code>; a hexside type may list where it runs (
          <code>at</code>, pairs of neighbouring hexes) and <code>when</code> it applies if only some hexsides of an attack are of its kind (
          <code>every-hexside</code> or <code>any-hexside</code>).
        </>
      }
      filename={TERRAIN_EFFECTS_FILENAME}
      words={WORDS}
    />
  );
}
