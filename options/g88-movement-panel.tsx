import { useEffect, useState } from 'preact/hooks';
import { fieldInWords, problemInWords, type FieldError } from '../src/engine/index.js';
import { UNCONFIRMED_SETTINGS, type G88MovementSettings } from '../src/engine/index.js';
import { parseG88MovementSettingsText } from '../src/engine/index.js';
import { deleteG88MovementSettings, loadG88MovementSettings, saveG88MovementSettings } from '../src/storage/g88-movement-settings.js';
import { jsonFileText } from '../src/storage/json-text.js';
import { ConfirmDelete } from './confirm-delete.js';
import { ErrorList } from './error-list.js';
import type { PlacedError } from './error-targets.js';
import { FieldHint, hintId } from './field-hint.js';
import { FileImport } from './file-import.js';
import { draftFromSettings, settingsFromDraft, type G88MovementDraft } from './g88-movement-draft.js';
import type { OptionsPlatform } from './platform.js';
import { TextField } from './text-field.js';

interface G88MovementPanelProps {
  platform: OptionsPlatform;
  announce(text: string): void;
  /** Bumped when a backup is imported: the panel reads the store again. */
  imported?: number;
}

export const G88_MOVEMENT_FILENAME = 'adjutant-g88-movement.json';

/** Every figure here is the user's: the hint under each field says so. */
const CONFIRM = 'Confirm it from your rulebook; Adjutant has no figure of its own. Leave it empty until you have.';

/** The form's fields by id, with the settings path each stands for (errors are placed by path). */
const FIELDS = {
  rule: { id: 'g88-rule', path: 'rule', label: 'Where in your rulebook' },
  clear: { id: 'g88-clear', path: 'costs.clear', label: 'Clear hex' },
  road: { id: 'g88-road', path: 'costs.road', label: 'Hex entered along a road' },
  streamCrossing: { id: 'g88-stream', path: 'costs.streamCrossing', label: 'Stream crossing, added' },
  bridge: { id: 'g88-bridge', path: 'costs.bridge', label: 'Bridge crossing, added' },
  terrain: { id: 'g88-terrain', path: 'costs.terrain', label: 'Other terrain' },
  combine: { id: 'g88-combine', path: 'costs.combine', label: 'A hex of several terrains costs' },
  roadRateResumes: { id: 'g88-road-resumes', path: 'costs.roadRateResumes', label: 'After a hex entered off the road' },
  entryHex: { id: 'g88-entry', path: 'costs.entryHex', label: 'A reinforcement’s entry hex costs' },
  unmarkedHexes: { id: 'g88-unmarked', path: 'unmarkedHexes', label: 'A hex whose terrain nothing gives' },
  zoc: { id: 'g88-zoc', path: 'zoc.adjacentHexes', label: 'Enemy zone of control' },
  bridgeNegated: { id: 'g88-bridge-zoc', path: 'zoc.bridgeNegated', label: 'An enemy zone of control cancels a bridge' },
  stackingLimit: { id: 'g88-stacking', path: 'stackingLimit', label: 'Stacking limit (combat units per hex)' },
  roads: { id: 'g88-roads', path: 'map.roads', label: 'Roads' },
  roadsBetween: { id: 'g88-roads-between', path: 'map.roadsBetweenRoadHexes', label: 'Join any two adjacent road hexes the board marks' },
  streams: { id: 'g88-streams', path: 'map.streams', label: 'Stream hexsides' },
  bridges: { id: 'g88-bridges', path: 'map.bridges', label: 'Bridges' },
  firstColumn: { id: 'g88-first-column', path: 'map.extent.firstColumn', label: 'First column on your map' },
  lastColumn: { id: 'g88-last-column', path: 'map.extent.lastColumn', label: 'Last column on your map' },
  firstRow: { id: 'g88-first-row', path: 'map.extent.firstRow', label: 'First row on your map' },
  lastRow: { id: 'g88-last-row', path: 'map.extent.lastRow', label: 'Last row on your map' },
} as const;

function place(error: FieldError): PlacedError {
  const field = Object.values(FIELDS)
    .filter((f) => error.path === f.path || error.path.startsWith(`${f.path}.`) || error.path.startsWith(`${f.path}[`) || error.path.startsWith(`${f.path} `))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!field) return { error, where: null, targets: [] };
  // The field as the form labels it, with what the path says past it (a line, a place in a list).
  const rest = error.path.slice(field.path.length);
  const more = rest === '' ? '' : rest.startsWith(' ') ? rest : `, ${fieldInWords(rest.replace(/^\./, '')).toLowerCase()}`;
  return { error, where: field.label, targets: [field.id], message: `${field.label}${more}: ${problemInWords(error)}` };
}

/** What the stored settings still leave open, in the form's words. */
function unconfirmed(s: G88MovementSettings): string[] {
  const open: [boolean, string][] = [
    [s.costs.clear === null, FIELDS.clear.label],
    [s.costs.road === null, FIELDS.road.label],
    [s.costs.streamCrossing === null, FIELDS.streamCrossing.label],
    [s.costs.bridge === null, FIELDS.bridge.label],
    [s.costs.combine === null, FIELDS.combine.label],
    [s.costs.roadRateResumes === null, FIELDS.roadRateResumes.label],
    [s.costs.entryHex === null, FIELDS.entryHex.label],
    [s.zoc.adjacentHexes !== true, FIELDS.zoc.label],
    [s.zoc.bridgeNegated === null, FIELDS.bridgeNegated.label],
    [s.stackingLimit === null, FIELDS.stackingLimit.label],
  ];
  return open.filter(([isOpen]) => isOpen).map(([, label]) => label);
}

interface ChoiceProps<T extends string> {
  field: { readonly id: string; readonly label: string };
  value: T;
  options: readonly (readonly [T, string])[];
  invalid: boolean;
  hint: string;
  onValue(value: T): void;
}

function Choice<T extends string>({ field, value, options, invalid, hint, onValue }: ChoiceProps<T>) {
  return (
    <div class="field">
      <label for={field.id}>{field.label}</label>
      <select
        id={field.id}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={hintId(field.id, hint)}
        value={value}
        onChange={(e) => {
          const chosen = options.find(([v]) => v === e.currentTarget.value);
          if (chosen) onValue(chosen[0]);
        }}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      <FieldHint id={field.id} hint={hint} />
    </div>
  );
}

interface AreaProps {
  field: { readonly id: string; readonly label: string };
  value: string;
  invalid: boolean;
  hint: string;
  onValue(value: string): void;
}

function Area({ field, value, invalid, hint, onValue }: AreaProps) {
  return (
    <div class="field">
      <label for={field.id}>{field.label}</label>
      <textarea
        id={field.id}
        rows={4}
        spellcheck={false}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={hintId(field.id, hint)}
        value={value}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      <FieldHint id={field.id} hint={hint} />
    </div>
  );
}

/**
 * Gettysburg '88's movement costs and map facts, as the user confirms them from their rulebook and map.
 * Nothing is filled in for them: a move that needs an empty figure is answered with the question.
 */
export function G88MovementPanel({ platform, announce, imported = 0 }: G88MovementPanelProps) {
  const { store } = platform;
  const [stored, setStored] = useState<G88MovementSettings | null>(null);
  const [draft, setDraft] = useState<G88MovementDraft | null>(null);
  const [errors, setErrors] = useState<readonly PlacedError[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void loadG88MovementSettings(store).then((s) => {
      if (!live) return;
      setStored(s);
      setDraft(draftFromSettings(s ?? UNCONFIRMED_SETTINGS));
    });
    return () => {
      live = false;
    };
  }, [store, version, imported]);

  const update = (patch: Partial<G88MovementDraft>): void => setDraft((d) => (d ? { ...d, ...patch } : d));
  const invalid = new Set(errors.flatMap((e) => e.targets));
  const bad = (field: { readonly id: string }): boolean => invalid.has(field.id);

  async function keep(json: unknown, formErrors: readonly FieldError[], what: string): Promise<void> {
    if (formErrors.length > 0) {
      setErrors(formErrors.map(place));
      return;
    }
    const saved = await saveG88MovementSettings(store, json);
    if (!saved.ok) {
      setErrors(saved.errors.map(place));
      return;
    }
    setErrors([]);
    setVersion((v) => v + 1);
    const open = unconfirmed(saved.value);
    announce(`${what} Still to confirm: ${open.length === 0 ? 'nothing' : open.join(', ')}.`);
  }

  async function save(): Promise<void> {
    if (!draft) return;
    const { json, errors: formErrors } = settingsFromDraft(draft);
    await keep(json, formErrors, "Saved the Gettysburg '88 movement settings.");
  }

  async function importFile(text: string, file: File): Promise<void> {
    const parsed = parseG88MovementSettingsText(text);
    if (!parsed.ok) {
      setErrors(parsed.errors.map(place));
      return;
    }
    await keep(parsed.value, [], `Imported ${file.name}.`);
  }

  async function remove(): Promise<void> {
    try {
      await deleteG88MovementSettings(store);
    } catch (e) {
      announce(`The movement settings were not deleted: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    setErrors([]);
    setVersion((v) => v + 1);
    announce("Deleted the Gettysburg '88 movement settings: every figure is unconfirmed again.");
  }

  const open = unconfirmed(stored ?? UNCONFIRMED_SETTINGS);
  const unitTypes = draft ? Object.keys(draft.byUnitType) : [];

  return (
    <section class="g88-movement" aria-labelledby="g88-movement-heading">
      <h2 id="g88-movement-heading">Gettysburg '88 movement</h2>
      <p>
        What a move costs in Gettysburg '88 depends on figures Adjutant's sources do not give. Type each one from your own rulebook, and your map's
        roads, streams and bridges from your map. A move that needs a figure left empty is answered with the question, not a number.
      </p>
      {draft === null ? (
        <p class="hint">Loading your movement settings…</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p class="g88-open" data-testid="g88-open">
            {stored === null ? 'Nothing confirmed yet.' : open.length === 0 ? 'Every figure is confirmed.' : `Not confirmed yet: ${open.join(', ')}.`}
          </p>
          <TextField
            id={FIELDS.rule.id}
            label={FIELDS.rule.label}
            value={draft.rule}
            maxLength={200}
            invalid={bad(FIELDS.rule)}
            onValue={(rule) => update({ rule })}
            hint="The rule or page the figures come from, cited in every answer that uses them."
          />
          <fieldset>
            <legend>Movement costs, in movement factors</legend>
            <p class="hint">Each a number such as 1 or ½ (0.5), or “prohibited”.</p>
            {(['clear', 'road', 'streamCrossing', 'bridge'] as const).map((key) => (
              <TextField
                key={key}
                id={FIELDS[key].id}
                label={FIELDS[key].label}
                value={draft[key]}
                maxLength={12}
                class="short"
                invalid={bad(FIELDS[key])}
                onValue={(value) => update({ [key]: value })}
                hint={CONFIRM}
              />
            ))}
            <Area
              field={FIELDS.terrain}
              value={draft.terrain}
              invalid={bad(FIELDS.terrain)}
              onValue={(terrain) => update({ terrain })}
              hint={`One terrain a line, named as your board names it, with its cost: woods = 2. A rough hill's extra factor is built in (clarification 2), so do not list it. ${CONFIRM}`}
            />
            <Choice
              field={FIELDS.combine}
              value={draft.combine}
              invalid={bad(FIELDS.combine)}
              options={[['', 'not confirmed'], ['highest', 'the highest of their costs'], ['sum', 'the sum of their costs']]}
              onValue={(combine) => update({ combine })}
              hint={CONFIRM}
            />
            <Choice
              field={FIELDS.roadRateResumes}
              value={draft.roadRateResumes}
              invalid={bad(FIELDS.roadRateResumes)}
              options={[['', 'not confirmed'], ['yes', 'later hexes entered along a road still cost the road rate'], ['no', 'no road rate for the rest of the move']]}
              onValue={(roadRateResumes) => update({ roadRateResumes })}
              hint={`Leaving the road inside one hex keeps the rate (clarification 9); this is for a move that joins a road late, or leaves one across a hexside. ${CONFIRM}`}
            />
            <Choice
              field={FIELDS.entryHex}
              value={draft.entryHex}
              invalid={bad(FIELDS.entryHex)}
              options={[['', 'not confirmed'], ['as-road', 'the road rate'], ['as-terrain', 'the cost of its terrain'], ['free', 'nothing']]}
              onValue={(entryHex) => update({ entryHex })}
              hint={CONFIRM}
            />
            <Choice
              field={FIELDS.unmarkedHexes}
              value={draft.unmarkedHexes}
              invalid={bad(FIELDS.unmarkedHexes)}
              options={[['ask', 'ask me'], ['clear', 'counts as clear']]}
              onValue={(unmarkedHexes) => update({ unmarkedHexes })}
              hint="For a hex neither the board nor your terrain marks describe."
            />
          </fieldset>
          <fieldset>
            <legend>Zones of control and stacking</legend>
            <Choice
              field={FIELDS.zoc}
              value={draft.zocAdjacentHexes}
              invalid={bad(FIELDS.zoc)}
              options={[['', 'not confirmed'], ['yes', 'the six hexes next to each enemy combat unit'], ['no', 'something else (Adjutant then asks)']]}
              onValue={(zocAdjacentHexes) => update({ zocAdjacentHexes })}
              hint={`The clarifications use zones of control without defining them; Adjutant assumes the six adjacent hexes only once you confirm it. ${CONFIRM}`}
            />
            <Choice
              field={FIELDS.bridgeNegated}
              value={draft.bridgeNegated}
              invalid={bad(FIELDS.bridgeNegated)}
              options={[['', 'not confirmed'], ['entering-zoc', 'when the hex entered is in it'], ['either-hex-in-zoc', 'when either hex beside the bridge is in it']]}
              onValue={(bridgeNegated) => update({ bridgeNegated })}
              hint={`Clarification 1 cancels bridges in enemy zones of control without saying which hex counts. ${CONFIRM}`}
            />
            <TextField
              id={FIELDS.stackingLimit.id}
              label={FIELDS.stackingLimit.label}
              type="number"
              min={1}
              max={99}
              class="short"
              value={draft.stackingLimit}
              invalid={bad(FIELDS.stackingLimit)}
              onValue={(stackingLimit) => update({ stackingLimit })}
              hint={`Checked only where a move ends (clarification 16); generals are not counted. ${CONFIRM}`}
            />
          </fieldset>
          <fieldset>
            <legend>Your map: roads, streams and bridges</legend>
            <Area
              field={FIELDS.roads}
              value={draft.roads}
              invalid={bad(FIELDS.roads)}
              onValue={(roads) => update({ roads })}
              hint="One road a line, its hexes in the order it runs: I5 H5 H4. A hex is entered at the road rate when a listed road crosses the hexside it is entered by. Copy it from your own map; Adjutant has no map of Gettysburg '88."
            />
            <div class="field check">
              <input
                type="checkbox"
                id={FIELDS.roadsBetween.id}
                checked={draft.roadsBetweenRoadHexes}
                aria-describedby={`${FIELDS.roadsBetween.id}-hint`}
                onChange={(e) => update({ roadsBetweenRoadHexes: e.currentTarget.checked })}
              />
              <label for={FIELDS.roadsBetween.id}>{FIELDS.roadsBetween.label}</label>
              <FieldHint id={FIELDS.roadsBetween.id} hint="For a board that marks road hexes but whose roads you have not listed. Without it, Adjutant asks about such hexsides." />
            </div>
            <Area
              field={FIELDS.streams}
              value={draft.streams}
              invalid={bad(FIELDS.streams)}
              onValue={(streams) => update({ streams })}
              hint="One hexside a line, as the two hexes on either side: F7 F8. Copy them from your own map."
            />
            <Area
              field={FIELDS.bridges}
              value={draft.bridges}
              invalid={bad(FIELDS.bridges)}
              onValue={(bridges) => update({ bridges })}
              hint="One bridged stream hexside a line, as the two hexes: F7 F8. It must be listed as a stream too. Copy them from your own map."
            />
          </fieldset>
          <fieldset>
            <legend>Your map: where it ends</legend>
            <p class="hint">
              The first and last column letter and row number printed on your map. A retreat may leave the board from an edge hex (clarification 35); until you give all four, the retreat calculator asks.
            </p>
            {(['firstColumn', 'lastColumn', 'firstRow', 'lastRow'] as const).map((key) => (
              <TextField
                key={key}
                id={FIELDS[key].id}
                label={FIELDS[key].label}
                class="short"
                maxLength={2}
                value={draft[key]}
                invalid={bad(FIELDS[key])}
                onValue={(value) => update({ [key]: value })}
                hint={key.endsWith('Column') ? 'A letter, A to Z.' : 'A number, 1 to 99.'}
              />
            ))}
          </fieldset>
          {unitTypes.length > 0 ? (
            <p class="hint">Costs by unit type from your file are kept as they are: {unitTypes.join(', ')}. Change them in the file and import it again.</p>
          ) : null}
          {draft.artillery ? (
            <p class="hint">Your file's double-range artillery settings (range, blocking terrain, hills) are kept as they are. Change them in the file and import it again.</p>
          ) : null}
          <div class="actions">
            <button type="submit" class="primary">
              Save movement settings
            </button>
            <button type="button" disabled={stored === null} onClick={() => platform.download(G88_MOVEMENT_FILENAME, jsonFileText(stored))}>
              Download as a file
            </button>
            <ConfirmDelete
              id="g88-delete-question"
              label="Delete movement settings"
              question="Delete every Gettysburg '88 movement figure you entered? Download them first if you may want them back."
              it="them"
              disabled={stored === null}
              onDelete={remove}
            />
          </div>
          <FileImport
            id="g88-movement-file"
            label="Import a movement settings file"
            hint="A file downloaded here, or one you wrote for the command line (adjutant move --settings). It replaces these settings."
            onText={importFile}
            onRefused={(error) => setErrors([place(error)])}
          />
          <ErrorList heading="The movement settings were not saved; what you stored before is unchanged:" errors={errors} />
        </form>
      )}
    </section>
  );
}
