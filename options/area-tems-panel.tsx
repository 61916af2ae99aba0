import { useState } from 'preact/hooks';
import { useJsonDraft } from './json-draft.js';
import { fieldError, isRecord } from '../src/engine/core/field-error.js';
import { AREA_TEMS_FORMAT } from '../src/engine/games/they-met/area-tems-input.js';
import { deleteAreaTems, importAreaTems, loadAreaTemsInput } from '../src/storage/area-tems.js';
import { count, JsonFileEditor, pretty } from './json-file-editor.js';
import type { OptionsPlatform } from './platform.js';
import { TextField } from './text-field.js';

interface AreaTemsPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

export const AREA_TEMS_FILENAME = 'adjutant-area-tems-they-met.json';

/** A new file: area 64's +1 is the one TEM the errata print (clarification 4). */
const STARTER = { format: AREA_TEMS_FORMAT, areaTems: { '64': 1 }, zones: [] };

/**
 * They Met at Gettysburg's area TEMs and off-map Zones, typed in from the user's own map: as JSON to paste
 * or edit, and a small form that adds one area's TEM or one Zone to it.
 */
export function AreaTemsPanel({ platform, announce, imported = 0 }: AreaTemsPanelProps) {
  const { store } = platform;
  const { text, setText, stored, setStored, errors, setErrors, edit } = useJsonDraft(() => loadAreaTemsInput(store), STARTER, [store, imported], announce, 'Save the TEMs to keep them.');
  const [area, setArea] = useState('');
  const [tem, setTem] = useState('');
  const [zone, setZone] = useState('');

  function addArea(): void {
    edit((file) => {
      const a = area.trim();
      if (!/^[1-9][0-9]{0,2}$/.test(a)) return fieldError('Area', 'an area number from 1 to 999', area);
      const t = Number(tem.trim());
      if (tem.trim() === '' || !Number.isInteger(t)) return fieldError('Printed TEM', 'a whole number such as 0, 1 or 2', tem);
      file.areaTems = { ...(isRecord(file.areaTems) ? file.areaTems : {}), [a]: t };
      setArea('');
      setTem('');
      return `Area ${a}: TEM ${t > 0 ? '+' : ''}${t}, in the TEMs below.`;
    });
  }

  function addZone(): void {
    edit((file) => {
      const z = zone.trim();
      if (z === '') return fieldError('Zone', 'the name of an off-map Zone as your map prints it');
      file.zones = [...(Array.isArray(file.zones) ? file.zones : []), z];
      setZone('');
      return `Added the Zone ${z} in the TEMs below.`;
    });
  }

  async function save(): Promise<void> {
    const saved = await importAreaTems(store, text);
    if (!saved.ok) {
      setErrors(saved.errors);
      announce('The area TEMs were not saved: see the problems listed.');
      return;
    }
    setErrors([]);
    setStored(true);
    announce(`Saved the TEMs of ${count(Object.keys(saved.value.areaTems).length, 'area', 'areas')} and ${count(saved.value.zones.length, 'Zone', 'Zones')} for They Met at Gettysburg.`);
  }

  async function remove(): Promise<void> {
    try {
      await deleteAreaTems(store);
    } catch (e) {
      announce(`The area TEMs were not deleted: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    setStored(false);
    setErrors([]);
    setText(pretty(STARTER));
    announce('Deleted the area TEMs of They Met at Gettysburg.');
  }

  async function exportFile(): Promise<void> {
    const input = await loadAreaTemsInput(store);
    if (!input) return;
    platform.download(AREA_TEMS_FILENAME, pretty(input));
    announce(`Exported the area TEMs to ${AREA_TEMS_FILENAME}.`);
  }

  return (
    <section class="area-tems" aria-labelledby="area-tems-heading">
      <h2 id="area-tems-heading">Area TEMs (They Met at Gettysburg)</h2>
      <p>
        The terrain effects modifier printed in each area of your map, which Adjutant does not have. An assault in an off-map Zone always has a
        TEM of 0, and area 64 prints +1 (both from the errata); a volley needs a target printing +1 and is resolved at +2.
      </p>
      <fieldset>
        <legend>Add an area or a Zone</legend>
        <div class="field-row">
          <TextField id="area-tems-area" label="Area" class="short" value={area} invalid={false} maxLength={3} onValue={setArea} />
          <TextField id="area-tems-tem" label="Printed TEM" class="short" value={tem} invalid={false} maxLength={3} onValue={setTem} />
        </div>
        <div class="actions">
          <button type="button" onClick={addArea}>
            Add area TEM
          </button>
        </div>
        <TextField id="area-tems-zone" label="Zone" value={zone} invalid={false} maxLength={40} onValue={setZone} />
        <div class="actions">
          <button type="button" onClick={addZone}>
            Add Zone
          </button>
        </div>
      </fieldset>
      <JsonFileEditor
        id="area-tems"
        what="area TEMs"
        hint={
          <>
            Format <code>{AREA_TEMS_FORMAT}</code>: <code>areaTems</code> maps each area number to its printed TEM; <code>zones</code> lists the
            names of the off-map Zones.
          </>
        }
        text={text}
        onText={setText}
        stored={stored}
        onSave={() => void save()}
        onDelete={() => void remove()}
        onExport={() => void exportFile()}
        errors={errors}
      />
    </section>
  );
}
