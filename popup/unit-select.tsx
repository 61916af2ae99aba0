import { useMemo } from 'preact/hooks';
import type { Board, BoardUnit } from '../src/engine/index.js';

/** The units on the map that `keep` accepts, the picked ones first (each once), then the rest in board order. */
export function usePickedFirst(board: Board, picked: readonly string[], keep: (u: BoardUnit) => boolean): BoardUnit[] {
  return useMemo(() => {
    const onMap = board.units.filter((u) => keep(u) && u.location.kind === 'hex');
    const first = picked.flatMap((id) => onMap.filter((u) => u.id === id));
    return [...first, ...onMap.filter((u) => !first.includes(u))].filter((u, i, all) => all.indexOf(u) === i);
    // The pages hand new arrays on every render: the ids, not the array, say whether the pick changed.
  }, [board, picked.join(',')]);
}

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
