import { useLayoutEffect, useRef } from 'preact/hooks';
import { FORCE_LIMITS, type CombatUnitMark } from '../src/engine/index.js';
import type { StrengthSide } from '../src/storage/unit-strengths.js';
import { newUnit, type Role, type UnitDraft } from './battle-draft.js';
import { UnitRow, type StrengthAsks } from './unit-row.js';

interface Props {
  readonly role: Role;
  readonly units: readonly UnitDraft[];
  readonly problems: ReadonlyMap<string, string>;
  /** The marks the game's strength rules read on a unit. */
  readonly marks?: readonly CombatUnitMark[];
  /** Which strengths of a row's board counter the board does not show (null: a row typed by hand, or all shown). */
  readonly asks?: (unit: UnitDraft) => StrengthAsks | null;
  /** The player typed a strength its board does not show into a row: it is theirs, to remember. */
  readonly onRemember?: (unit: UnitDraft, side: StrengthSide, text: string) => void;
  /** Changes are passed as updates of the latest list, so events that arrive before a re-render are not lost. */
  readonly onUnits: (update: (units: readonly UnitDraft[]) => readonly UnitDraft[]) => void;
}

/** The units of one side of a battle, with buttons to add and remove rows. */
export function ForceEditor({ role, units, problems, marks, asks, onRemember, onUnits }: Props) {
  const title = role === 'attacker' ? 'Attackers' : 'Defenders';
  const full = units.length >= FORCE_LIMITS.units;
  const addButton = useRef<HTMLButtonElement>(null);
  // Keyboard users keep their place: a new row takes focus, and removing a row hands focus to "Add".
  const focusNext = useRef<number | 'add' | null>(null);

  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target !== null) document.getElementById(`${role}-${target}-name`)?.focus();
  }, [units, role]);

  const add = (): void => {
    const unit = newUnit(role, units[units.length - 1]);
    focusNext.current = unit.key;
    onUnits((latest) => [...latest, unit]);
  };
  const remove = (key: number): void => {
    focusNext.current = 'add';
    onUnits((latest) => latest.filter((x) => x.key !== key));
  };

  return (
    <section class="force" aria-label={title}>
      <h2>{title}</h2>
      {units.length === 0 && <p class="muted">None yet.</p>}
      {units.map((u, i) => {
        const asked = asks?.(u) ?? null;
        return (
          <UnitRow
            key={u.key}
            role={role}
            index={i}
            unit={u}
            problems={problems}
            marks={marks}
            asks={asked}
            onUnit={(change) => {
              if (asked?.strength && change.strength !== undefined) onRemember?.(u, 'full', change.strength);
              if (asked?.reducedStrength && change.reducedStrength !== undefined) onRemember?.(u, 'reduced', change.reducedStrength);
              onUnits((latest) => latest.map((x) => (x.key === u.key ? { ...x, ...change } : x)));
            }}
            onRemove={() => remove(u.key)}
          />
        );
      })}
      <button type="button" class="add" ref={addButton} disabled={full} onClick={add}>
        Add {role}
      </button>
      {full && <p class="muted">A side may have at most {FORCE_LIMITS.units} units.</p>}
    </section>
  );
}
