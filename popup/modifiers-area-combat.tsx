import { AREA_COMBATS, type AreaCombatChoice } from './modifiers-draft.js';

interface Props {
  readonly value: AreaCombatChoice;
  readonly onValue: (value: AreaCombatChoice) => void;
}

const NAMES: Readonly<Record<AreaCombatChoice, string>> = {
  '': 'Read from the units’ areas',
  assault: 'Assault',
  volley: 'Volley',
  bombardment: 'Bombardment',
};

function isChoice(v: string): v is AreaCombatChoice {
  return v === '' || (AREA_COMBATS as readonly string[]).includes(v);
}

/**
 * They Met at Gettysburg: which kind of combat this is. Attackers sharing the defenders' area assault them;
 * a volley or a bombardment from another area is the player's to say, since the board cannot show it.
 */
export function AreaCombatSelect({ value, onValue }: Props) {
  return (
    <div class="field area-combat">
      <label for="area-combat">Kind of combat</label>
      <select
        id="area-combat"
        aria-label="Kind of combat"
        aria-describedby="area-combat-help"
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isChoice(v)) onValue(v);
        }}
      >
        {(['', ...AREA_COMBATS] as const).map((c) => (
          <option key={c} value={c}>
            {NAMES[c]}
          </option>
        ))}
      </select>
      <small id="area-combat-help" class="muted">
        Attackers in the defenders’ area are taken to assault; pick volley or bombardment for fire from another area.
      </small>
    </div>
  );
}
