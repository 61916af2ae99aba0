import { useState } from 'preact/hooks';
import { fieldError, isRecord, soleGameWithInput } from '../src/engine/index.js';
import { AREA_TEMS_FORMAT, type AreaTems } from '../src/engine/index.js';
import { AREA_TEMS } from '../src/storage/area-tems.js';
import { plural, signed } from '../src/ui-text.js';
import { JsonPanel, type EditFile, type PanelWords } from './json-panel.js';
import type { OptionsPlatform } from './platform.js';
import { TextField } from './text-field.js';

interface AreaTemsPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

export const AREA_TEMS_FILENAME = `adjutant-area-tems-${soleGameWithInput('area-tems')}.json`;

/** A new file: area 64's +1 is the one TEM the errata print (clarification 4). */
const STARTER = { format: AREA_TEMS_FORMAT, areaTems: { '64': 1 }, zones: [] };

/** The form's fields, by the name its errors give them. */
const FORM_FIELDS = { Area: ['area-tems-area'], 'Printed TEM': ['area-tems-tem'], Zone: ['area-tems-zone'] };

const WORDS: PanelWords<AreaTems> = {
  saved: (tems) => `Saved the TEMs of ${plural(Object.keys(tems.areaTems).length, 'area')} and ${plural(tems.zones.length, 'Zone')} for They Met at Gettysburg.`,
  notSaved: 'The area TEMs were not saved: see the problems listed.',
  notDeleted: 'The area TEMs were not deleted',
  deleted: 'Deleted the area TEMs of They Met at Gettysburg.',
  exported: (filename) => `Exported the area TEMs to ${filename}.`,
  saveHint: 'Save the TEMs to keep them.',
};

/** Adds one area's TEM or one Zone to the file in the box. */
function AddAreaOrZone({ edit }: { edit: EditFile }) {
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
      return `Area ${a}: TEM ${signed(t)}, in the TEMs below.`;
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

  return (
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
  );
}

/**
 * They Met at Gettysburg's area TEMs and off-map Zones, typed in from the user's own map: as JSON to paste
 * or edit, and a small form that adds one area's TEM or one Zone to it.
 */
export function AreaTemsPanel({ platform, announce, imported = 0 }: AreaTemsPanelProps) {
  return (
    <JsonPanel
      platform={platform}
      announce={announce}
      imported={imported}
      id="area-tems"
      heading="Area TEMs (They Met at Gettysburg)"
      intro={
        <p>
          The terrain effects modifier printed in each area of your map, which Adjutant does not have. An assault in an off-map Zone always has a
          TEM of 0, and area 64 prints +1 (both from the errata); a volley needs a target printing +1 and is resolved at +2.
        </p>
      }
      forms={(edit) => <AddAreaOrZone edit={edit} />}
      fields={FORM_FIELDS}
      file={AREA_TEMS}
      starter={STARTER}
      what="area TEMs"
      hint={
        <>
          Format <code>{AREA_TEMS_FORMAT}</code>: <code>areaTems</code> maps each area number to its printed TEM; <code>zones</code> lists the
          names of the off-map Zones.
        </>
      }
      filename={AREA_TEMS_FILENAME}
      words={WORDS}
    />
  );
}
