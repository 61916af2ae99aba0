import { FieldReader } from '../../../core/board/field-reader.js';
import { pathKey } from '../../../core/board/json-path.js';
import { isRecord } from '../../../core/field-error.js';
import type { VictorySettingsInput } from '../../../core/game-features.js';

const MAX_COST = 99;
const MAX_UNITS = 200;

/** Gettysburg (1977)'s victory settings as the player enters them: the optional units' VP costs from their own chart. */
export const G77_VICTORY_SETTINGS_INPUT: VictorySettingsInput = {
  starter: { optionalUnitCosts: {} },
  explain:
    'Bringing in an optional unit costs its side victory points (the victory point table). Under `optionalUnitCosts`, give each ' +
    'optional unit’s cost by its unit id, as your boards name it: a whole number from your chart, `null` while you have not ' +
    'looked it up, or `0` to take a unit off the list.',
  check(value) {
    const r = new FieldReader();
    const top = r.record(value, '', 'an object with optionalUnitCosts', ['optionalUnitCosts']);
    if (!top || top.optionalUnitCosts === undefined) return r.errors();
    const costs = top.optionalUnitCosts;
    if (!isRecord(costs)) {
      r.fail('optionalUnitCosts', `an object of unit ids to VP costs (a whole number from 0 to ${MAX_COST}, or null when not entered yet)`, costs);
      return r.errors();
    }
    const entries = Object.entries(costs);
    if (entries.length > MAX_UNITS) {
      r.tooMany('optionalUnitCosts', MAX_UNITS, 'units', entries.length);
      return r.errors();
    }
    for (const [id, cost] of entries) {
      const path = pathKey('optionalUnitCosts', id);
      if (id.trim() === '' || id.length > 200) r.fail(path, 'a unit id of 1 to 200 characters', id);
      else if (cost !== null) r.whole(cost, path, 0, MAX_COST);
    }
    return r.errors();
  },
};
