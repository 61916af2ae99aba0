import { useEffect, useState } from 'preact/hooks';
import { allGameBasics, type FieldError, type GameId } from '../src/engine/index.js';
import { MAP_ROLES, type MapRole, type VassalModuleSettings } from '../src/readers/vassal/module-settings.js';
import { ErrorList, unplaced } from './error-list.js';
import { GameSelect } from './game-select.js';

interface VassalModuleFormProps {
  settings: VassalModuleSettings;
  /** Stores the changed settings; answers with the errors when they are refused. */
  onSave(settings: VassalModuleSettings): Promise<readonly FieldError[]>;
}

const ROLE_NAMES: Record<MapRole | '', string> = {
  '': 'read its hex grid (or say it has none)',
  board: 'the board: read its hex grid',
  'not-entered': 'units not yet entered',
  exited: 'units that have exited',
  eliminated: 'eliminated units',
  ignore: 'nothing to read: ignore it',
};

/** A module's game, how its hex labels become the game's, and what each of its maps holds. */
export function VassalModuleForm({ settings, onSave }: VassalModuleFormProps) {
  const [game, setGame] = useState<GameId>(settings.game);
  const [template, setTemplate] = useState(settings.labels.template);
  const [columnShift, setColumnShift] = useState(String(settings.labels.columnShift));
  const [rowShift, setRowShift] = useState(String(settings.labels.rowShift));
  const [roles, setRoles] = useState<Record<string, MapRole | ''>>({ ...settings.mapRoles });
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  useEffect(() => {
    setGame(settings.game);
    setTemplate(settings.labels.template);
    setColumnShift(String(settings.labels.columnShift));
    setRowShift(String(settings.labels.rowShift));
    setRoles({ ...settings.mapRoles });
  }, [settings]);

  async function save(): Promise<void> {
    // Map names come from the module file: built as own entries, so a map named "__proto__" stays a map.
    const mapRoles: Record<string, MapRole> = Object.fromEntries(Object.entries(roles).filter((e): e is [string, MapRole] => e[1] !== ''));
    // Numbers are passed as typed; the settings validator names anything that is not a whole number.
    const shift = (s: string): number => (s.trim() === '' ? 0 : Number(s));
    setErrors(await onSave({ ...settings, game, labels: { template, columnShift: shift(columnShift), rowShift: shift(rowShift) }, mapRoles }));
  }

  return (
    <section class="vassal-module" aria-labelledby="vassal-module-heading">
      <h3 id="vassal-module-heading">Module: {settings.module || '(unnamed module)'}</h3>
      <ul class="hint">
        {settings.geometry.maps.map((m) => (
          <li key={m.id}>
            Map “{m.name || m.id}”: {m.boards.length === 0 ? 'no boards' : m.boards.map((b) => `${b.name || '(unnamed board)'} (${b.grid ? (b.grid.sideways ? 'hex grid, sideways' : 'hex grid') : (b.gridNote ?? 'no grid')}${b.zones.length ? `, ${b.zones.length} zones` : ''})`).join('; ')}
          </li>
        ))}
        {settings.geometry.notes.map((n, i) => (
          <li key={`n${i}`}>{n}</li>
        ))}
      </ul>
      <GameSelect id="vassal-game" label="Game this module plays" games={allGameBasics()} value={game} onChange={setGame} />
      <div class="field">
        <label for="vassal-template">Hex label template</label>
        <input id="vassal-template" type="text" value={template} aria-describedby="vassal-template-hint" onInput={(e) => setTemplate(e.currentTarget.value)} />
        <p class="hint" id="vassal-template-hint">
          How the module's hex labels become the game's. {'{label}'} is the label as the module prints it; {'{column}'} and {'{row}'} its parts;{' '}
          {'{columnNumber}'} and {'{rowNumber}'} the numbers plus the shifts below ({'{columnNumber:2}'} pads to two digits); {'{columnLetters}'} and{' '}
          {'{rowLetters}'} the shifted number as letters, 1 = A, 27 = AA.
        </p>
      </div>
      <div class="field-row">
        <div class="field short">
          <label for="vassal-column-shift">Column shift</label>
          <input id="vassal-column-shift" type="text" inputMode="numeric" value={columnShift} onInput={(e) => setColumnShift(e.currentTarget.value)} />
        </div>
        <div class="field short">
          <label for="vassal-row-shift">Row shift</label>
          <input id="vassal-row-shift" type="text" inputMode="numeric" value={rowShift} onInput={(e) => setRowShift(e.currentTarget.value)} />
        </div>
      </div>
      {settings.geometry.maps.map((m) => {
        const name = m.name || m.id;
        return (
          <div class="field" key={m.id}>
            <label for={`vassal-role-${m.id}`}>Map “{name}” holds</label>
            <select id={`vassal-role-${m.id}`} value={Object.prototype.hasOwnProperty.call(roles, name) ? (roles[name] ?? '') : ''} onChange={(e) => setRoles((r) => ({ ...r, [name]: e.currentTarget.value as MapRole | '' }))}>
              {(['', ...MAP_ROLES] as const).map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div class="actions">
        <button type="button" onClick={() => void save()}>
          Save module settings
        </button>
      </div>
      <ErrorList heading="The module settings were not saved:" errors={unplaced(errors)} />
    </section>
  );
}
