import { useState } from 'preact/hooks';
import type { Side } from '../src/engine/index.js';
import type { LedgerEvent } from '../src/engine/index.js';
import { SideSelect } from './side-select.js';

interface Props {
  /** Prefix for the ids of the form's fields (there may be one per open row). */
  readonly id: string;
  readonly onAdd: (event: LedgerEvent) => void;
  /** Ask how a unit left the map (moving or retreating after combat): Gettysburg '88 scores the two apart (clarification 35). */
  readonly exitDuring?: boolean;
}

type During = '' | 'movement' | 'combat';

const DURING: readonly { readonly value: During; readonly label: string }[] = [
  { value: '', label: 'Not said' },
  { value: 'movement', label: 'Moved off' },
  { value: 'combat', label: 'Retreated off after combat' },
];

type Kind = 'exit' | 'eliminated' | 'occupied' | 'note';

const KINDS: readonly { readonly kind: Kind; readonly label: string }[] = [
  { kind: 'exit', label: 'A unit left the map' },
  { kind: 'eliminated', label: 'A unit was eliminated' },
  { kind: 'occupied', label: 'A hex was occupied' },
  { kind: 'note', label: 'A note' },
];

const MAX_STRENGTH = 999;

/** Reads the strength box: blank is "not given", anything else must be a whole number. */
function readStrength(text: string): number | null | 'bad' {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t) || Number(t) > MAX_STRENGTH) return 'bad';
  return Number(t);
}

function readDuring(value: string): During {
  return value === 'movement' || value === 'combat' ? value : '';
}

/**
 * What happened in a player-turn that the board does not show, entered by hand: a unit leaving the map (side,
 * whether it is cavalry), an elimination with its strength, a hex occupied, or a note.
 */
export function LedgerEventForm({ id, onAdd, exitDuring = false }: Props) {
  const [kind, setKind] = useState<Kind>('exit');
  const [side, setSide] = useState<Side>('confederate');
  const [unit, setUnit] = useState('');
  const [cavalry, setCavalry] = useState(true);
  const [strength, setStrength] = useState('');
  const [during, setDuring] = useState<During>('');
  const [hex, setHex] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');

  const add = (): void => {
    const sp = readStrength(strength);
    if ((kind === 'exit' || kind === 'eliminated') && unit.trim() === '') return setProblem('Name the unit.');
    if ((kind === 'exit' || kind === 'eliminated') && sp === 'bad') return setProblem(`Strength is a whole number from 0 to ${MAX_STRENGTH}, or blank.`);
    if (kind === 'occupied' && hex.trim() === '') return setProblem('Name the hex.');
    if (kind === 'note' && note.trim() === '') return setProblem('Write the note.');
    const given = sp === 'bad' ? null : sp;
    const event: LedgerEvent =
      kind === 'exit'
        ? exitDuring && during !== ''
          ? { kind, unitId: unit.trim(), side, cavalry, strength: given, during }
          : { kind, unitId: unit.trim(), side, cavalry, strength: given }
        : kind === 'eliminated'
          ? { kind, unitId: unit.trim(), side, strength: given }
          : kind === 'occupied'
            ? { kind, hex: hex.trim(), side }
            : { kind, text: note.trim() };
    setProblem('');
    setUnit('');
    setStrength('');
    setDuring('');
    setHex('');
    setNote('');
    onAdd(event);
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <fieldset
      class="ledger-event-form"
      onKeyDown={(e) => {
        // Enter in a box of this form adds the event; it must not save the row around it half-entered.
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type !== 'checkbox') {
          e.preventDefault();
          add();
        }
      }}
    >
      <legend>Add what happened</legend>
      <div class="field">
        <label for={field('kind')}>Event</label>
        <select id={field('kind')} aria-label="Event" value={kind} onChange={(e) => setKind(e.currentTarget.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      {kind !== 'note' && <SideSelect id={field('side')} label="Side" name="Event side" value={side} onSide={setSide} />}
      {(kind === 'exit' || kind === 'eliminated') && (
        <div class="field">
          <label for={field('unit')}>Unit</label>
          <input id={field('unit')} aria-label="Event unit" value={unit} maxLength={200} onInput={(e) => setUnit(e.currentTarget.value)} />
        </div>
      )}
      {kind === 'exit' && (
        <div class="field check">
          <label>
            <input type="checkbox" aria-label="Cavalry unit" checked={cavalry} onChange={(e) => setCavalry(e.currentTarget.checked)} /> Cavalry
          </label>
        </div>
      )}
      {kind === 'exit' && exitDuring && (
        <div class="field">
          <label for={field('during')}>How it left</label>
          <select id={field('during')} aria-label="How the unit left" value={during} onChange={(e) => setDuring(readDuring(e.currentTarget.value))}>
            {DURING.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {(kind === 'exit' || kind === 'eliminated') && (
        <div class="field">
          <label for={field('strength')}>Strength (SP)</label>
          <input id={field('strength')} aria-label="Event strength" inputMode="numeric" value={strength} onInput={(e) => setStrength(e.currentTarget.value)} />
        </div>
      )}
      {kind === 'occupied' && (
        <div class="field">
          <label for={field('hex')}>Hex</label>
          <input id={field('hex')} aria-label="Event hex" value={hex} maxLength={40} onInput={(e) => setHex(e.currentTarget.value)} />
        </div>
      )}
      {kind === 'note' && (
        <div class="field">
          <label for={field('note')}>Note</label>
          <input id={field('note')} aria-label="Event note" value={note} maxLength={200} onInput={(e) => setNote(e.currentTarget.value)} />
        </div>
      )}
      {problem && (
        <p class="problem" role="alert">
          {problem}
        </p>
      )}
      <button type="button" onClick={add}>
        Add event
      </button>
    </fieldset>
  );
}
