import { useState } from 'preact/hooks';
import { useJsonDraft } from './json-draft.js';
import { fieldError, isRecord } from '../src/engine/core/field-error.js';
import { MORALE_RATINGS_FORMAT, parseMoraleRating } from '../src/engine/games/high-tide/morale-ratings-input.js';
import { deleteMoraleRatings, importMoraleRatings, loadMoraleRatingsInput } from '../src/storage/morale-ratings.js';
import { count, JsonFileEditor, pretty } from './json-file-editor.js';
import type { OptionsPlatform } from './platform.js';
import { TextField } from './text-field.js';

interface MoraleRatingsPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

export const MORALE_RATINGS_FILENAME = 'adjutant-morale-ratings-high-tide.json';

const STARTER = { format: MORALE_RATINGS_FORMAT, ratings: {} };

/**
 * High Tide's optional morale ratings, typed in from the user's own combat tables card: as JSON to paste or
 * edit, and a small form that adds one unit's rating.
 */
export function MoraleRatingsPanel({ platform, announce, imported = 0 }: MoraleRatingsPanelProps) {
  const { store } = platform;
  const { text, setText, stored, setStored, errors, setErrors, edit } = useJsonDraft(() => loadMoraleRatingsInput(store), STARTER, [store, imported], announce, 'Save the ratings to keep them.');
  const [unit, setUnit] = useState('');
  const [rating, setRating] = useState('');

  function addRating(): void {
    const u = unit.trim();
    const r = rating.trim();
    const changed = edit((file) => {
      if (u === '') return fieldError('Unit', 'the unit’s id or name as the board gives it');
      if (!parseMoraleRating(r)) return fieldError('Rating', 'two numerals with a slash between, as the card writes them', rating);
      file.ratings = { ...(isRecord(file.ratings) ? file.ratings : {}), [u]: r };
      return `${u}: ${r}, in the ratings below.`;
    });
    if (changed) {
      setUnit('');
      setRating('');
    }
  }


  async function save(): Promise<void> {
    const saved = await importMoraleRatings(store, text);
    if (!saved.ok) {
      setErrors(saved.errors);
      announce('The morale ratings were not saved: see the problems listed.');
      return;
    }
    setErrors([]);
    setStored(true);
    announce(`Saved the morale ratings of ${count(saved.value.ratings.size, 'unit', 'units')} for High Tide of the Confederacy.`);
  }

  async function remove(): Promise<void> {
    try {
      await deleteMoraleRatings(store);
    } catch (e) {
      announce(`The morale ratings were not deleted: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    setStored(false);
    setErrors([]);
    setText(pretty(STARTER));
    announce('Deleted the morale ratings of High Tide of the Confederacy.');
  }

  async function exportFile(): Promise<void> {
    const input = await loadMoraleRatingsInput(store);
    if (!input) return;
    platform.download(MORALE_RATINGS_FILENAME, pretty(input));
    announce(`Exported the morale ratings to ${MORALE_RATINGS_FILENAME}.`);
  }

  return (
    <section class="morale-ratings" aria-labelledby="morale-ratings-heading">
      <h2 id="morale-ratings-heading">Morale ratings (High Tide of the Confederacy)</h2>
      <p>
        For the optional morale ratings: each unit’s two values from your combat tables card, full strength then half strength. Artillery is
        always 7/5 and needs no entry.
      </p>
      <fieldset>
        <legend>Add a unit’s rating</legend>
        <div class="field-row">
          <TextField id="morale-ratings-unit" label="Unit" value={unit} invalid={false} maxLength={60} onValue={setUnit} />
          <TextField id="morale-ratings-rating" label="Rating" class="short" value={rating} invalid={false} maxLength={7} onValue={setRating} hint="Like 7/5" />
        </div>
        <div class="actions">
          <button type="button" onClick={addRating}>
            Add rating
          </button>
        </div>
      </fieldset>
      <JsonFileEditor
        id="morale-ratings"
        what="morale ratings"
        hint={
          <>
            Format <code>{MORALE_RATINGS_FORMAT}</code>: <code>ratings</code> maps each unit’s id or name to its rating as the card writes it.
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
