import { useMemo, useState } from 'preact/hooks';
import type { Board, BoardUnit, G88MovementSettings, HexTerrain, RuleEntry } from '../src/engine/index.js';
import type { DefendingIn, SupportCheck, TargetCheck } from '../src/engine/calculators.js';
import { ArtilleryAnswer } from './artillery-answer.js';
import { hexes, lineWords, mayFire, terrainWords } from './artillery-words.js';
import { UnitSelect, usePickedFirst } from './unit-select.js';

/** The calculators module, once loaded: the target-side view reads only these two of it. */
interface TargetCalculators {
  readonly targetDefence: typeof import('../src/engine/calculators.js').targetDefence;
  readonly targetDefenceAnswer: typeof import('../src/engine/calculators.js').targetDefenceAnswer;
}

interface Props {
  readonly board: Board;
  readonly settings: G88MovementSettings | null;
  readonly terrain: Readonly<Record<string, HexTerrain>>;
  readonly module: TargetCalculators;
  /** Board ids of the picked units: the first combat unit among them is the target offered first. */
  readonly picked: readonly string[];
  readonly title: string;
  readonly onShowRule?: ((entry: RuleEntry) => void) | undefined;
}

const isCombat = (u: BoardUnit): boolean => u.type !== 'headquarters' && u.type !== 'general' && u.type !== 'leader';

/** "Gun (K14, 2 hexes): may fire — line clear; keeps its terrain modifier". */
function firerLine(t: TargetCheck & { readonly gun: { readonly name: string; readonly hex: string } }): string {
  return `${t.gun.name} (${t.gun.hex}, ${hexes(t.distance)}): ${mayFire(t.eligible)} — ${lineWords(t.line)}; ${terrainWords(t.defenderTerrain)}`;
}

/** "Gun (K12, 2 hexes): may support — line clear", with the reorganization it costs (clarification 33). */
function supporterLine(s: SupportCheck): string {
  const may = s.eligible === true ? 'may support' : s.eligible === false ? 'may not support' : 'undecided';
  return `${s.gun.name} (${s.gun.hex}, ${hexes(s.distance)}): ${may} — ${lineWords(s.line)}${s.losesReorganization ? '; loses its reorganization marker for good' : ''}`;
}

/**
 * One unit of a Gettysburg '88 board as a target: which enemy guns may fire on it at double range, and which
 * friendly guns may add their factor to its defence (none when it is itself fired on at double range,
 * clarification 30).
 */
export function ArtilleryTarget({ board, settings, terrain, module, picked, title, onShowRule }: Props) {
  const units = usePickedFirst(board, picked, isCombat);
  const [chosen, setChosen] = useState('');
  const [defending, setDefending] = useState<DefendingIn>('regular-combat');
  const target = units.find((u) => u.id === chosen) ?? units[0];
  const answer = useMemo(() => (target ? module.targetDefenceAnswer(module.targetDefence(board, target.id, settings, { terrain, defending })) : null), [module, board, target, settings, terrain, defending]);
  if (!target) return <p class="muted">No combat unit on the map of this board.</p>;
  const d = answer?.value ?? null;
  return (
    <>
      <UnitSelect id="artillery-target" label="Target" units={units} value={target.id} onValue={setChosen} />
      <fieldset class="field">
        <legend>It defends</legend>
        <label>
          <input type="radio" name="artillery-defending" checked={defending === 'regular-combat'} onChange={() => setDefending('regular-combat')} /> in regular combat
        </label>
        <label>
          <input type="radio" name="artillery-defending" checked={defending === 'double-range'} onChange={() => setDefending('double-range')} /> against double-range fire
        </label>
      </fieldset>
      {answer && (
        <ArtilleryAnswer answer={answer} title={title} onShowRule={onShowRule}>
          {d && d.firers.length > 0 && (
            <>
              <h3>Enemy guns that may fire on it</h3>
              <ul data-testid="artillery-firers">
                {d.firers.map((t) => (
                  <li key={t.gun.id} data-eligible={String(t.eligible)}>
                    {firerLine(t)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {d && d.supporters.length > 0 && (
            <>
              <h3>Friendly guns that may support it</h3>
              <ul data-testid="artillery-supporters">
                {d.supporters.map((s) => (
                  <li key={s.gun.id} data-eligible={String(s.eligible)}>
                    {supporterLine(s)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </ArtilleryAnswer>
      )}
    </>
  );
}
