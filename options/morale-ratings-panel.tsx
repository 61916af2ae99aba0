import { useState } from 'preact/hooks';
import { fieldError, isRecord, soleGameWithInput } from '../src/engine/index.js';
import { MORALE_RATINGS_FORMAT, parseMoraleRating, type MoraleRatings } from '../src/engine/index.js';
import { MORALE_RATINGS } from '../src/storage/morale-ratings.js';
import { plural } from '../src/ui-text.js';
import { JsonPanel, type EditFile, type PanelWords } from './json-panel.js';
import type { OptionsPlatform } from './platform.js';
import { TextField } from './text-field.js';

interface MoraleRatingsPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

export const MORALE_RATINGS_FILENAME = `adjutant-morale-ratings-${soleGameWithInput('morale-ratings')}.json`;

const STARTER = { format: MORALE_RATINGS_FORMAT, ratings: {} };

/** The form's fields, by the name its errors give them. */
const FORM_FIELDS = { Unit: ['morale-ratings-unit'], Rating: ['morale-ratings-rating'] };

const WORDS: PanelWords<MoraleRatings> = {
  saved: (ratings) => `Saved the morale ratings of ${plural(ratings.ratings.size, 'unit')} for High Tide of the Confederacy.`,
  notSaved: 'The morale ratings were not saved: see the problems listed.',
  notDeleted: 'The morale ratings were not deleted',
  deleted: 'Deleted the morale ratings of High Tide of the Confederacy.',
  exported: (filename) => `Exported the morale ratings to ${filename}.`,
  saveHint: 'Save the ratings to keep them.',
};

/** Adds one unit's rating to the file in the box. */
function AddRating({ edit }: { edit: EditFile }) {
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

  return (
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
  );
}

/**
 * High Tide's optional morale ratings, typed in from the user's own combat tables card: as JSON to paste or
 * edit, and a small form that adds one unit's rating.
 */
export function MoraleRatingsPanel({ platform, announce, imported = 0 }: MoraleRatingsPanelProps) {
  return (
    <JsonPanel
      platform={platform}
      announce={announce}
      imported={imported}
      id="morale-ratings"
      heading="Morale ratings (High Tide of the Confederacy)"
      intro={
        <p>
          For the optional morale ratings: each unit’s two values from your combat tables card, full strength then half strength. Artillery is
          always 7/5 and needs no entry.
        </p>
      }
      forms={(edit) => <AddRating edit={edit} />}
      fields={FORM_FIELDS}
      file={MORALE_RATINGS}
      starter={STARTER}
      what="morale ratings"
      hint={
        <>
          Format <code>{MORALE_RATINGS_FORMAT}</code>: <code>ratings</code> maps each unit’s id or name to its rating as the card writes it.
        </>
      }
      filename={MORALE_RATINGS_FILENAME}
      words={WORDS}
    />
  );
}
