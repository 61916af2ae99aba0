import type { Battle, BattleModifiers, DefenceMultiplier, RuleSetChoices } from '../../core/battle.js';
import type { BoardUnit } from '../../core/board/board.js';
import { step, type Step } from '../../core/explanation.js';
import type { HexGrid } from '../../core/hex/hex-grid.js';
import { hexEquals } from '../../core/hex/hex.js';
import type { ModifierLine } from '../../core/modifier-line.js';
import type { RuleRef } from '../../core/rule-ref.js';
import {
  findTerrain,
  hexsideKey,
  terrainKey,
  type HexsideEffect,
  type TerrainEffect,
  type TerrainEffectsChart,
} from './terrain-effects-input.js';
import { ch, chartRule } from './rule.js';
import { CEMETERY_HILL_MAP } from './map.js';
import { CEMETERY_HILL_MAP_DATA } from './map-data.js';
import { signed } from '../../core/words.js';

/** 14.6: the creek counts as ford hexsides along its whole length. */
export const CREEK_RULE: RuleRef = ch('14.6');
/** The chart's name for the hexside the creek counts as. */
const FORD = 'ford';

type Undecided = { readonly id: string; readonly question: string };

interface Placed {
  readonly unit: BoardUnit;
  readonly hex: string;
}

/** A hexside between an attacker's hex and a defender's. */
interface Contact {
  readonly attackerHex: string;
  readonly defenderHex: string;
  readonly key: string;
  readonly creek: boolean;
}

interface Source {
  readonly factor: number;
  readonly reason: string;
  readonly rule: RuleRef;
}

/** The map's grid with its shifted columns from the map data (read when first needed, not on import). */
const grid = (): HexGrid | null => CEMETERY_HILL_MAP.grid(CEMETERY_HILL_MAP_DATA.gridSettings());

/** Terrain that changes combat: a DRM other than 0 or a multiplier other than 1. */
function hasDrm(k: TerrainEffect): k is TerrainEffect & { combat: { drm: number } } {
  return k.combat.drm !== null && k.combat.drm !== 0;
}
function hasMultiplier(k: TerrainEffect): k is TerrainEffect & { combat: { defenceMultiplier: number } } {
  return k.combat.defenceMultiplier !== null && k.combat.defenceMultiplier !== 1;
}

const plural = (n: number, word: string): string => `${word}${n === 1 ? '' : 's'}`;

function place(battle: Battle, ids: readonly string[], role: string, undecided: Undecided[], notes: Step[]): Placed[] {
  const out: Placed[] = [];
  for (const id of ids) {
    const unit = battle.board.units.find((u) => u.id === id);
    if (!unit) notes.push(step(`There is no unit “${id}” on the board; it is left out of the terrain effects.`));
    else if (unit.location.kind !== 'hex') undecided.push({ id: `location:${id}`, question: `Which hex is the ${role} ${unit.name} in? The board does not put it on a hex.` });
    else out.push({ unit, hex: unit.location.hex });
  }
  return out;
}

/**
 * Cemetery Hill's battle modifiers, all from the user's terrain effects chart (battle.stated.terrainEffects):
 * the terrain of each defender's hex, and the hexsides between attackers and defenders, where a creek
 * hexside is a ford hexside (14.6). A DRM is a line; a multiplier ("doubled") is a defence multiplier on
 * the defending units, never a line. What the chart or the board leaves open is asked, not guessed.
 * The board's terrain is read as given: callers merge the user's terrain marks into it first (mergeTerrain).
 */
export function cemeteryHillBattleModifiers(battle: Battle, _ruleSet: RuleSetChoices): BattleModifiers {
  const lines: ModifierLine[] = [];
  const undecided: Undecided[] = [];
  const notes: Step[] = [];
  const attackers = place(battle, battle.attackers, 'attacker', undecided, notes);
  const defenders = place(battle, battle.defenders, 'defender', undecided, notes);
  const chart = battle.stated?.terrainEffects;
  if (!chart) {
    undecided.push({
      id: 'terrain-effects-chart',
      question:
        'Terrain effects: enter your terrain effects chart in Options (Terrain effects) so Adjutant can apply the defender’s terrain and the hexsides attacked across, where the creek counts as a ford (14.6).',
    });
    return { lines, undecided, notes };
  }
  const sources = new Map<string, Source[]>();
  const addSource = (unitId: string, s: Source): void => {
    sources.set(unitId, [...(sources.get(unitId) ?? []), s]);
  };

  defenderTerrain(battle, chart, defenders, lines, undecided, addSource);
  hexsides(chart, attackers, defenders, lines, undecided, notes, addSource);

  const defenceMultipliers: DefenceMultiplier[] = [];
  for (const { unit } of defenders) {
    const list = sources.get(unit.id) ?? [];
    const [only] = list;
    if (list.length > 1) {
      undecided.push({
        id: `multiplier:${unit.id}`,
        question: `${unit.name}'s strength would be multiplied twice (${list.map((s) => `×${s.factor} ${s.reason}`).join('; ')}): your rulebook says whether they combine. Adjutant applies neither.`,
      });
    } else if (only) {
      defenceMultipliers.push({ unitId: unit.id, factor: only.factor, reason: only.reason, rule: only.rule });
      notes.push(step(`${unit.name} defends at ×${only.factor} its strength: ${only.reason}. The odds use the multiplied strength; it is not a die-roll modifier.`, only.rule));
    }
  }
  return { lines, undecided, notes, defenceMultipliers };
}

function defenderTerrain(
  battle: Battle,
  chart: TerrainEffectsChart,
  defenders: readonly Placed[],
  lines: ModifierLine[],
  undecided: Undecided[],
  addSource: (unitId: string, s: Source) => void,
): void {
  const hexes = [...new Set(defenders.map((d) => d.hex))].sort();
  // Per hex: its one DRM terrain (null for none), or undefined when it could not be decided.
  const drms = new Map<string, TerrainEffect | null | undefined>();
  for (const hex of hexes) {
    const names = Object.hasOwn(battle.board.terrain, hex) ? battle.board.terrain[hex]?.terrain : undefined;
    if (names === undefined) {
      undecided.push({ id: `terrain:${hex}`, question: `What terrain is hex ${hex}? Neither the board nor your terrain marks say; mark it in the popup.` });
      drms.set(hex, undefined);
      continue;
    }
    const kinds: TerrainEffect[] = [];
    let known = true;
    for (const name of names) {
      const kind = findTerrain(chart.terrain, name);
      if (kind) kinds.push(kind);
      else {
        known = false;
        undecided.push({ id: `terrain-name:${hex}:${terrainKey(name)}`, question: `Your terrain effects chart has no “${name}” (hex ${hex}): add it, with no effects if it has none.` });
      }
    }
    const withDrm = kinds.filter(hasDrm);
    const withMultiplier = kinds.filter(hasMultiplier);
    if (withDrm.length > 1) {
      known = false;
      undecided.push({ id: `terrain-drm:${hex}`, question: `Hex ${hex} is ${withDrm.map((k) => `${k.name} (${signed(k.combat.drm)})`).join(' and ')}: your rulebook says which DRM applies, or both. Adjutant applies none.` });
    }
    drms.set(hex, known ? (withDrm[0] ?? null) : undefined);
    if (withMultiplier.length > 1) {
      undecided.push({ id: `terrain-multiplier:${hex}`, question: `Hex ${hex} is ${withMultiplier.map((k) => `${k.name} (×${k.combat.defenceMultiplier})`).join(' and ')}: your rulebook says which multiplies the defence. Adjutant applies none.` });
    } else if (withMultiplier[0]) {
      const k = withMultiplier[0];
      for (const d of defenders.filter((x) => x.hex === hex)) addSource(d.unit.id, { factor: k.combat.defenceMultiplier, reason: `${k.name} at ${hex}`, rule: chartRule(chart, k.name) });
    }
  }
  // The battle takes one terrain DRM: only when every defender's hex is decided and they agree.
  const decided = [...drms.values()];
  if (decided.some((d) => d === undefined)) return;
  const kinds = decided.filter((d): d is TerrainEffect => d !== null && d !== undefined);
  const first = kinds[0];
  if (!first || !hasDrm(first)) return;
  const agree = kinds.length === decided.length && kinds.every((k) => terrainKey(k.name) === terrainKey(first.name));
  if (!agree) {
    undecided.push({
      id: 'terrain-drm',
      question: `The defenders' hexes give different terrain DRMs (${hexes.map((h) => `${h}: ${drms.get(h)?.name ?? 'none'}`).join(', ')}): your rulebook says which applies. Adjutant applies none.`,
    });
    return;
  }
  lines.push({
    id: `terrain:${terrainKey(first.name)}`,
    text: `Defender in ${first.name} (your terrain effects chart)`,
    value: first.combat.drm,
    reason: `${defenders.map((d) => d.unit.name).join(', ')} in ${first.name} at ${hexes.join(', ')}`,
    rule: chartRule(chart, first.name),
    optionalRule: null,
  });
}

/** Every hexside between an attacker's hex and an adjacent defender's hex, once each. */
function contactsOf(chart: TerrainEffectsChart, attackers: readonly Placed[], defenders: readonly Placed[], notes: Step[]): Contact[] {
  const creek = new Set(chart.creekHexsides.map(([a, b]) => hexsideKey(a, b)));
  const out = new Map<string, Contact>();
  const g = grid();
  for (const a of attackers) {
    const ah = g?.parse(a.hex);
    let touching = false;
    for (const d of defenders) {
      const dh = g?.parse(d.hex);
      if (!ah || !dh || !g?.neighbors(ah).some((n) => hexEquals(n, dh))) continue;
      touching = true;
      const key = hexsideKey(a.hex, d.hex);
      if (!out.has(key)) out.set(key, { attackerHex: a.hex, defenderHex: d.hex, key, creek: creek.has(key) });
    }
    if (!touching) notes.push(step(`${a.unit.name} (${a.hex}) is not next to any defender, so no hexside of its attack is counted.`));
  }
  return [...out.values()].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}

const side = (c: Contact): string => `${c.attackerHex}–${c.defenderHex}`;

function hexsides(
  chart: TerrainEffectsChart,
  attackers: readonly Placed[],
  defenders: readonly Placed[],
  lines: ModifierLine[],
  undecided: Undecided[],
  notes: Step[],
  addSource: (unitId: string, s: Source) => void,
): void {
  const contacts = contactsOf(chart, attackers, defenders, notes);
  const creek = contacts.filter((c) => c.creek);
  for (const c of creek) notes.push(step(`The hexside ${side(c)} is on the creek, so it counts as a ford hexside.`, CREEK_RULE));
  const ford = findTerrain(chart.hexsides, FORD);
  if (creek.length > 0 && !ford) {
    undecided.push({
      id: 'hexside:ford',
      question: `The attack crosses the creek at ${creek.map(side).join(', ')}, which counts as a ford (14.6), but your chart has no “ford” hexside: add one so Adjutant can apply it.`,
    });
  }
  if (contacts.length === 0) return;
  for (const kind of chart.hexsides) applyHexside(chart, kind, contacts, defenders, lines, undecided, addSource);
}

function applyHexside(
  chart: TerrainEffectsChart,
  kind: HexsideEffect,
  contacts: readonly Contact[],
  defenders: readonly Placed[],
  lines: ModifierLine[],
  undecided: Undecided[],
  addSource: (unitId: string, s: Source) => void,
): void {
  if (!hasDrm(kind) && !hasMultiplier(kind)) return;
  const isFord = terrainKey(kind.name) === FORD;
  const located = kind.at ? new Set(kind.at.map(([a, b]) => hexsideKey(a, b))) : null;
  // true: this kind; false: not; null: the chart does not say where this kind runs.
  const crosses = (c: Contact): boolean | null => ((isFord && c.creek) || located?.has(c.key) ? true : located ? false : null);
  const yes = contacts.filter((c) => crosses(c) === true);
  const no = contacts.filter((c) => crosses(c) === false);
  const unknown = contacts.filter((c) => crosses(c) === null);
  const id = `hexside:${terrainKey(kind.name)}`;
  const applies =
    yes.length === contacts.length ? true
    : yes.length === 0 && unknown.length === 0 ? false
    : kind.combat.when === 'any-hexside' && yes.length > 0 ? true
    : kind.combat.when === 'every-hexside' && no.length > 0 ? false
    : null;
  if (applies === null) {
    undecided.push({
      id,
      question:
        unknown.length > 0 && yes.length === 0
          ? `Does the attack cross a ${kind.name} hexside (${unknown.map(side).join(', ')})? Your chart does not say where ${kind.name} hexsides run: list them under "at".`
          : `Only some hexsides of this attack are ${kind.name} (${yes.map(side).join(', ')}): your chart does not say whether it then applies (set "when" to "every-hexside" or "any-hexside").`,
    });
    return;
  }
  if (!applies) return;
  const where = yes.map((c) => (c.creek ? `${side(c)} (the creek, 14.6)` : side(c))).join(', ');
  const rule = chartRule(chart, `${kind.name} hexside`);
  if (hasDrm(kind)) {
    lines.push({
      id,
      text: `Attack across a ${kind.name} ${plural(yes.length, 'hexside')} (your terrain effects chart)`,
      value: kind.combat.drm,
      reason: `across ${where}`,
      rule,
      optionalRule: null,
    });
  }
  if (hasMultiplier(kind)) {
    const behind = new Set(yes.map((c) => c.defenderHex));
    for (const d of defenders.filter((x) => behind.has(x.hex))) {
      addSource(d.unit.id, { factor: kind.combat.defenceMultiplier, reason: `attacked across ${kind.name} at ${where}`, rule });
    }
  }
}
