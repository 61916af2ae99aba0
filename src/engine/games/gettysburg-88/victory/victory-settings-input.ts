import { FieldReader } from '../../../core/board/field-reader.js';
import { pathIndex, pathKey } from '../../../core/board/json-path.js';
import { SIDES } from '../../../core/combat-unit.js';
import type { VictorySettingsInput } from '../../../core/game-features.js';
import { G88_MAP } from '../map.js';

const MAX_VP = 999;
const MAX_OBJECTIVES = 200;

/** A figure not entered yet is null; anything else is a whole number of VP. */
const nullOr = (r: FieldReader, value: unknown, path: string): void => {
  if (value !== null) r.whole(value, path, 0, MAX_VP);
};

/** Gettysburg '88's victory settings as the player enters them: the VP figures and objective hexes of their own rulebook. */
export const G88_VICTORY_SETTINGS_INPUT: VictorySettingsInput = {
  starter: { flipVp: null, eliminationVp: null, generalEliminationVp: null, objectives: null },
  explain:
    'Adjutant has no victory point figures for Gettysburg ’88: enter yours from your rulebook. `flipVp` is what the opponent ' +
    'scores when a unit flips to its reduced side, `eliminationVp` what an elimination adds, `generalEliminationVp` ' +
    'what a general’s loss gives. `objectives` lists the objective hexes, each with its `hex`, a `name`, the ' +
    'VP it is worth to the `union` and the `confederate` holder, and who holds it at the start (' +
    '`initialControl`). `null` means not entered yet: the tally asks for it.',
  check(value) {
    const r = new FieldReader();
    const top = r.record(value, '', 'an object with flipVp, eliminationVp, generalEliminationVp and objectives', ['flipVp', 'eliminationVp', 'generalEliminationVp', 'objectives']);
    if (!top) return r.errors();
    for (const key of ['flipVp', 'eliminationVp', 'generalEliminationVp'] as const) {
      if (top[key] !== undefined) nullOr(r, top[key], key);
    }
    if (top.objectives === undefined || top.objectives === null) return r.errors();
    const list = r.list(top.objectives, 'objectives', 'objective hexes', MAX_OBJECTIVES);
    const labels = G88_MAP.labels;
    const seen = new Map<string, number>();
    list?.forEach((raw, i) => {
      const path = pathIndex('objectives', i);
      const o = r.record(raw, path, 'an objective: an object with hex, and optionally name, union, confederate, initialControl', ['hex', 'name', 'union', 'confederate', 'initialControl']);
      if (!o) return;
      const hexPath = pathKey(path, 'hex');
      const text = r.text(o.hex, hexPath, 10);
      const hex = text === undefined ? undefined : (labels.canonical(text) ?? r.fail(hexPath, `a Gettysburg '88 hex: ${labels.help}`, o.hex));
      if (hex !== undefined) {
        const first = seen.get(hex);
        if (first !== undefined) r.fail(hexPath, `a hex not already an objective (objectives[${first}] is ${hex})`, o.hex);
        else seen.set(hex, i);
      }
      if (o.name !== undefined) r.text(o.name, pathKey(path, 'name'), 80);
      for (const side of SIDES) if (o[side] !== undefined) nullOr(r, o[side], pathKey(path, side));
      if (o.initialControl !== undefined && o.initialControl !== null) r.oneOf(o.initialControl, pathKey(path, 'initialControl'), SIDES);
    });
    return r.errors();
  },
};
