import { useEffect, useState } from 'preact/hooks';
import { allGameBasics, BOARD_UNIT_TYPES, fieldInWords, problemInWords, FORCE_LIMITS, gameBasics, SIDES, type BoardUnitType, type FieldError, type GameId, type PackUnit, type Side } from '../src/engine/index.js';
import { seedOrderOfAppearance, seedOrderOfBattleSource } from '../src/engine/index.js';
import { loadOrderOfBattle, resetOrderOfBattle, saveOrderOfBattle, type OrderOfBattle } from '../src/storage/order-of-battle.js';
import { plural } from '../src/ui-text.js';
import { ConfirmDelete } from './confirm-delete.js';
import { ErrorList } from './error-list.js';
import { describedBy, errorId, type PlacedError } from './error-targets.js';
import { GameSelect } from './game-select.js';
import type { OptionsPlatform } from './platform.js';
import { TextField } from './text-field.js';

interface OrderOfBattlePanelProps {
  platform: OptionsPlatform;
  initialGame: GameId;
  announce(text: string): void;
  /** Bumped when a backup or a game pack is imported: the list is read again. */
  imported?: number;
  /** After a save or a reset: the sections that read the order of battle (game packs) read it again. */
  onSaved?(): void;
}

/** The highest movement allowance a counter may print (a game pack's limit). */
const MOVEMENT_LIMIT = 99;

const SIDE_WORDS: Readonly<Record<Side, string>> = { union: 'Union', confederate: 'Confederate' };

/** The table's columns. */
const COLUMNS = ['Name', 'Side', 'Type', 'Formation', 'Front', 'Back', 'Movement', 'Remove'] as const;

/** One unit as the table edits it: the unit, and its three numbers as typed. */
interface Row {
  readonly unit: PackUnit;
  readonly full: string;
  readonly reduced: string;
  readonly movement: string;
}

/** What the seeds printed where Adjutant corrects a name, by unit id ("Tobert"). */
type Printed = ReadonlyMap<string, string>;

interface Loaded {
  readonly order: OrderOfBattle;
  readonly source: string | null;
  readonly printed: Printed;
}

const text = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

function rowOf(unit: PackUnit): Row {
  return { unit, full: text(unit.strength.full), reduced: text(unit.strength.reduced), movement: text(unit.movement) };
}

function typeWords(type: BoardUnitType): string {
  return type.replace('-', ' ');
}

function formationWords(u: PackUnit): string {
  const f = u.formation ?? {};
  return [f.corps, f.division, f.brigade].filter((p): p is string => p !== undefined && p !== '').join(', ');
}

/**
 * How the fields and errors name each unit: its name, and where two units share it, their side and kind (and
 * corps), and at the last their id, so every field has a name of its own for a screen reader.
 */
function unitLabels(units: readonly PackUnit[]): Map<string, string> {
  const count = (key: (u: PackUnit) => string): Map<string, number> => {
    const out = new Map<string, number>();
    for (const u of units) out.set(key(u), (out.get(key(u)) ?? 0) + 1);
    return out;
  };
  const described = (u: PackUnit): string => `${u.name} (${SIDE_WORDS[u.side]} ${typeWords(u.type)}${u.formation?.corps ? `, ${u.formation.corps}` : ''})`;
  const byName = count((u) => u.name);
  const byDescription = count(described);
  return new Map(
    units.map((u) => [u.id, (byName.get(u.name) ?? 0) < 2 ? u.name : (byDescription.get(described(u)) ?? 0) < 2 ? described(u) : `${u.name} (${u.id})`]),
  );
}

function fieldId(unitId: string, field: 'full' | 'reduced' | 'movement'): string {
  return `oob-${field}-${unitId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** A whole number in range, or empty (null); undefined when it is neither (the error is the caller's). */
function readNumber(typed: string, max: number): number | null | undefined {
  const t = typed.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n <= max ? n : undefined;
}

/** The rows as units, or every bad field named in the player's words ("Davis, front strength"). */
function unitsOf(rows: readonly Row[], labels: ReadonlyMap<string, string>): { readonly units: PackUnit[]; readonly errors: PlacedError[] } {
  const units: PackUnit[] = [];
  const errors: PlacedError[] = [];
  for (const row of rows) {
    const label = labels.get(row.unit.id) ?? row.unit.name;
    const read = (field: 'full' | 'reduced' | 'movement', words: string, max: number): number | null | undefined => {
      const n = readNumber(row[field], max);
      if (n === undefined) {
        const where = `${label}, ${words}`;
        const error = { path: where, expected: `a whole number from 0 to ${max}, or empty`, found: `"${row[field].trim()}"` };
        errors.push({ error, where, targets: [fieldId(row.unit.id, field)], message: `${where}: ${problemInWords(error)}` });
      }
      return n;
    };
    const full = read('full', 'front strength', FORCE_LIMITS.strength);
    const reduced = read('reduced', 'back strength', FORCE_LIMITS.strength);
    const movement = read('movement', 'movement', MOVEMENT_LIMIT);
    if (full === undefined || reduced === undefined || movement === undefined) continue;
    const { movement: _was, ...rest } = row.unit;
    units.push({ ...rest, strength: { full, reduced }, ...(movement === null && row.unit.movement === undefined ? {} : { movement }) });
  }
  return { units, errors };
}

const STORED_FIELDS: Readonly<Record<string, readonly ['full' | 'reduced' | 'movement', string]>> = {
  'strength.full': ['full', 'front strength'],
  'strength.reduced': ['reduced', 'back strength'],
  movement: ['movement', 'movement'],
};

/**
 * A refused save's error about `units[i]…` on the row it is about (the units were saved in the rows' order),
 * named by the unit as the table shows it; any other in the words of its path.
 */
function placeStored(error: FieldError, rows: readonly Row[], labels: ReadonlyMap<string, string>): PlacedError {
  const m = /^units\[(\d+)\](?:\.(.*))?$/.exec(error.path);
  const row = m ? rows[Number(m[1])] : undefined;
  if (!m || row === undefined) return { error, where: null, targets: [] };
  const unit = labels.get(row.unit.id) ?? row.unit.name;
  const rest = m[2] ?? '';
  const field = Object.hasOwn(STORED_FIELDS, rest) ? STORED_FIELDS[rest] : undefined;
  const where = field ? `${unit}, ${field[1]}` : rest === '' ? unit : `${unit}, ${fieldInWords(rest).toLowerCase()}`;
  return { error, where, targets: field ? [fieldId(row.unit.id, field[0])] : [], message: `${where}: ${problemInWords(error)}` };
}

/** An id for a unit the player adds, unlike every id of the list. */
function newId(name: string, taken: ReadonlySet<string>): string {
  const base = `mine-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'unit'}`;
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}

interface AddUnitProps {
  readonly taken: ReadonlySet<string>;
  onAdd(unit: PackUnit): void;
}

/** The form that adds a unit of the player's own: its name, side, kind and formation; its numbers go in the table. */
function AddUnit({ taken, onAdd }: AddUnitProps) {
  const [name, setName] = useState('');
  const [side, setSide] = useState<Side>('union');
  const [type, setType] = useState<BoardUnitType>('infantry');
  const [corps, setCorps] = useState('');
  const [division, setDivision] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add(): void {
    const n = name.trim();
    if (n === '') {
      setProblem('New unit’s name: missing; type the name its counter prints.');
      return;
    }
    const formation = { ...(corps.trim() ? { corps: corps.trim() } : {}), ...(division.trim() ? { division: division.trim() } : {}) };
    onAdd({ id: newId(n, taken), name: n, side, type, ...(Object.keys(formation).length > 0 ? { formation } : {}), strength: { full: null, reduced: null }, movement: null });
    setProblem(null);
    setName('');
    setCorps('');
    setDivision('');
  }

  return (
    <fieldset>
      <legend>Add a unit</legend>
      <div class="field-row">
        <TextField id="oob-new-name" label="New unit's name" value={name} invalid={problem !== null} maxLength={60} onValue={setName} />
        <div class="field">
          <label for="oob-new-side">New unit's side</label>
          <select id="oob-new-side" value={side} onChange={(e) => setSide(SIDES.find((s) => s === e.currentTarget.value) ?? 'union')}>
            {SIDES.map((s) => (
              <option key={s} value={s}>
                {SIDE_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="oob-new-type">New unit's type</label>
          <select id="oob-new-type" value={type} onChange={(e) => setType(BOARD_UNIT_TYPES.find((t) => t === e.currentTarget.value) ?? 'infantry')}>
            {BOARD_UNIT_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeWords(t)}
              </option>
            ))}
          </select>
        </div>
        <TextField id="oob-new-corps" label="New unit's corps" class="short" value={corps} invalid={false} maxLength={40} onValue={setCorps} />
        <TextField id="oob-new-division" label="New unit's division" value={division} invalid={false} maxLength={60} onValue={setDivision} />
      </div>
      {problem ? (
        <p role="alert" class="errors" id={errorId('oob-new-name')}>
          {problem}
        </p>
      ) : null}
      <div class="actions">
        <button type="button" onClick={add}>
          Add unit
        </button>
      </div>
    </fieldset>
  );
}

interface SideTableProps {
  readonly side: Side;
  readonly rows: readonly Row[];
  readonly labels: ReadonlyMap<string, string>;
  readonly seedIds: ReadonlySet<string>;
  readonly printed: Printed;
  /** The ids of the fields an error is about: each is marked, and names its error line. */
  readonly invalid: ReadonlySet<string>;
  onEdit(id: string, field: 'full' | 'reduced' | 'movement', value: string): void;
  onRemove(id: string): void;
}

function SideTable({ side, rows, labels, seedIds, printed, invalid, onEdit, onRemove }: SideTableProps) {
  if (rows.length === 0) return null;
  const input = (row: Row, field: 'full' | 'reduced' | 'movement', words: string, max: number) => {
    const label = `${words} of ${labels.get(row.unit.id) ?? row.unit.name}`;
    return (
      <input
        id={fieldId(row.unit.id, field)}
        type="number"
        min={0}
        max={max}
        step={1}
        aria-label={label}
        aria-invalid={invalid.has(fieldId(row.unit.id, field)) ? 'true' : undefined}
        aria-describedby={describedBy(fieldId(row.unit.id, field), invalid.has(fieldId(row.unit.id, field)))}
        value={row[field]}
        onInput={(e) => onEdit(row.unit.id, field, e.currentTarget.value)}
      />
    );
  };
  return (
    <table class="order-of-battle" data-side={side}>
      <caption>
        {SIDE_WORDS[side]} ({plural(rows.length, 'unit')})
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((heading) => (
            // The remove buttons' column is named for a screen reader only: each button names its unit.
            <th key={heading} scope="col">
              {heading === 'Remove' ? <span class="visually-hidden">{heading}</span> : heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const chart = printed.get(row.unit.id);
          return (
            <tr key={row.unit.id} data-unit={row.unit.id}>
              <th scope="row">
                {row.unit.name}
                {chart ? <span class="hint"> (printed “{chart}”)</span> : null}
              </th>
              <td>{SIDE_WORDS[row.unit.side]}</td>
              <td>{typeWords(row.unit.type)}</td>
              <td>{formationWords(row.unit)}</td>
              <td>{input(row, 'full', 'Front strength', FORCE_LIMITS.strength)}</td>
              <td>{input(row, 'reduced', 'Back strength', FORCE_LIMITS.strength)}</td>
              <td>{input(row, 'movement', 'Movement', MOVEMENT_LIMIT)}</td>
              <td>
                {seedIds.has(row.unit.id) ? null : (
                  <button type="button" class="link" aria-label={`Remove ${labels.get(row.unit.id) ?? row.unit.name}`} onClick={() => onRemove(row.unit.id)}>
                    Remove
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A game's order of battle (issue 13): the units the seeds name, strengths blank until the player enters them from
 * their counters, and units of the player's own. The board readers fill a counter's missing strength from it by
 * name; a game pack's order of battle is read from it. Save writes the whole list or nothing.
 */
export function OrderOfBattlePanel({ platform, initialGame, announce, imported = 0, onSaved }: OrderOfBattlePanelProps) {
  const { store } = platform;
  const [game, setGame] = useState<GameId>(initialGame);
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [rows, setRows] = useState<readonly Row[]>([]);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<readonly PlacedError[]>([]);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadOrderOfBattle(store, game), seedOrderOfBattleSource(game), seedOrderOfAppearance(game)]).then(
      ([order, source, seed]) => {
        if (!live) return;
        const printed = new Map(seed.flatMap((u) => (u.seedSpelling?.name ? [[u.id, u.seedSpelling.name] as const] : [])));
        setLoaded({ order, source, printed });
        setRows(order.units.map(rowOf));
        setChanged(false);
        setErrors([]);
        setLoadProblem(null);
      },
      (e: unknown) => live && setLoadProblem(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [store, game, version, imported]);

  const current = loaded?.order.game === game ? loaded : null;
  const gameName = gameBasics(game).info.name;
  const labels = unitLabels(rows.map((r) => r.unit));
  const reload = (): void => setVersion((v) => v + 1);

  function edit(id: string, field: 'full' | 'reduced' | 'movement', value: string): void {
    setRows((all) => all.map((r) => (r.unit.id === id ? { ...r, [field]: value } : r)));
    setChanged(true);
  }

  async function save(): Promise<void> {
    const { units, errors: bad } = unitsOf(rows, labels);
    if (bad.length > 0) {
      setErrors(bad);
      announce(`The order of battle of ${gameName} was not saved: see the problems listed.`);
      return;
    }
    const saved = await saveOrderOfBattle(store, game, units);
    if (!saved.ok) {
      setErrors(saved.errors.map((error: FieldError) => placeStored(error, rows, labels)));
      announce(`The order of battle of ${gameName} was not saved: see the problems listed.`);
      return;
    }
    setErrors([]);
    reload();
    onSaved?.();
    const withStrength = saved.value.units.filter((u) => u.strength.full !== null || u.strength.reduced !== null).length;
    announce(`Saved the order of battle of ${gameName}: ${plural(saved.value.units.length, 'unit')}, ${withStrength} with a strength entered.`);
  }

  async function reset(): Promise<void> {
    try {
      await resetOrderOfBattle(store, game);
    } catch (e) {
      announce(`The order of battle of ${gameName} was not reset: ${e instanceof Error ? e.message : 'storage refused it'}`);
      return;
    }
    reload();
    onSaved?.();
    announce(`The order of battle of ${gameName} is the seeds' list again.`);
    document.getElementById('order-of-battle-game')?.focus();
  }

  return (
    <section class="order-of-battle-panel" aria-labelledby="order-of-battle-heading">
      <h2 id="order-of-battle-heading">Order of battle</h2>
      <p>
        Each game's units with the strengths their counters print, front and back, and their movement. The list starts with the units Adjutant's
        sources name; no source prints a strength, so enter them from your own counters. When a board does not show a counter's strength, the
        popup takes it from here by the counter's name and side (marked as yours); a board's own strength always stands. A game pack exports the
        units you entered or added.
      </p>
      <GameSelect id="order-of-battle-game" label="Order of battle game" games={allGameBasics()} value={game} onChange={setGame} />
      {loadProblem ? <p role="alert">The order of battle could not be read: {loadProblem}</p> : null}
      {current === null ? (
        loadProblem ? null : <p class="hint">Loading the order of battle…</p>
      ) : (
        <>
          <p class="hint" data-testid="order-of-battle-source">
            {current.source ? `The units listed first come from ${current.source}.` : `Adjutant's sources name no unit of ${gameName}: add your own.`}
          </p>
          {SIDES.map((side) => (
            <SideTable
              key={side}
              side={side}
              rows={rows.filter((r) => r.unit.side === side)}
              labels={labels}
              seedIds={current.order.seedIds}
              printed={current.printed}
              invalid={new Set(errors.flatMap((e) => e.targets))}
              onEdit={edit}
              onRemove={(id) => {
                setRows((all) => all.filter((r) => r.unit.id !== id));
                setChanged(true);
              }}
            />
          ))}
          <AddUnit
            taken={new Set(rows.map((r) => r.unit.id))}
            onAdd={(unit) => {
              setRows((all) => [...all, rowOf(unit)]);
              setChanged(true);
              announce(`Added ${unit.name} to the list below. Save to keep it.`);
            }}
          />
          <ErrorList heading="Nothing was saved. Fix these first:" errors={errors} />
          {changed ? <p class="hint">Save the order of battle to keep your changes.</p> : null}
          <div class="actions">
            <button type="button" class="primary" onClick={() => void save()}>
              Save order of battle
            </button>
            <ConfirmDelete
              id="order-of-battle-reset-question"
              label="Reset to the seeds' list"
              question={`Put the order of battle of ${gameName} back to the seeds' list? The ${plural(current.order.entered.length, 'unit')} you entered or changed go. Export a game pack first if you may want them back.`}
              it="them"
              disabled={current.order.entered.length === 0}
              onDelete={reset}
            />
          </div>
        </>
      )}
    </section>
  );
}
