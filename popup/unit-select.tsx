import type { BoardUnit } from '../src/engine/index.js';

/** A select of units, labelled, each shown with its hex and side. */
export function UnitSelect({ id, label, units, value, onValue }: { readonly id: string; readonly label: string; readonly units: readonly BoardUnit[]; readonly value: string; readonly onValue: (id: string) => void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} aria-label={label} value={value} onChange={(e) => onValue(e.currentTarget.value)}>
        {units.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name} ({u.location.kind === 'hex' ? u.location.hex : ''}, {u.side})
          </option>
        ))}
      </select>
    </div>
  );
}
