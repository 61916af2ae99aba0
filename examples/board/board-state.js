// @ts-check
/**
 * What the players can change on the demo board (where each counter is, the strengths they typed in, its
 * state, the time), the opening position, checking a state that comes from storage or another tab, and
 * the board it publishes in Adjutant's open format (docs/open-format.md).
 */
import { isDrawn, parseLabel, formatLabel } from './g77-grid.js';
import { GAME, OBJECTIVES, SEED_UNITS, SOURCE_NAME, SUNKEN_ROAD_HEXES, TIME_TRACK } from './seed-position.js';

/** @typedef {import('./seed-position.js').Side} Side */
/** @typedef {import('./seed-position.js').SeedUnit} SeedUnit */
/** @typedef {'not-entered' | 'exited' | 'eliminated'} OffMapWhy */
/** @typedef {{ kind: 'hex', hex: string } | { kind: 'off-map', why: OffMapWhy }} Location */
/**
 * @typedef {object} UnitState
 * @property {Location} location
 * @property {number | null} full  strength printed on the front, as the players typed it; null until then
 * @property {number | null} reducedValue  strength printed on the back
 * @property {boolean} reduced  the counter shows its back
 * @property {0 | 1 | 2} disorganized
 * @property {boolean} shattered
 */
/**
 * @typedef {object} DemoState
 * @property {1} version
 * @property {number} time  index into the time track
 * @property {Side} phasing
 * @property {Record<string, UnitState>} units
 */

export const STATE_VERSION = 1;
export const OFF_MAP_WHYS = /** @type {const} */ (['not-entered', 'exited', 'eliminated']);
/** Highest strength a player may type; Gettysburg's counters print one or two digits. */
export const MAX_STRENGTH = 99;

const SEED_BY_ID = new Map(SEED_UNITS.map((u) => [u.id, u]));

/** @param {string} id */
export function seedUnit(id) {
  return SEED_BY_ID.get(id) ?? null;
}

/** Headquarters have no combat strength and no reduced side. */
/** @param {SeedUnit} unit */
export function isCombatUnit(unit) {
  return unit.type !== 'headquarters';
}

/** @returns {DemoState} */
export function initialState() {
  /** @type {Record<string, UnitState>} */
  const units = {};
  for (const u of SEED_UNITS) {
    units[u.id] = {
      location: u.setUpHex ? { kind: 'hex', hex: u.setUpHex } : { kind: 'off-map', why: 'not-entered' },
      full: null,
      reducedValue: null,
      reduced: false,
      disorganized: 0,
      shattered: false,
    };
  }
  return { version: STATE_VERSION, time: 0, phasing: 'union', units };
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isRecord(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v @returns {v is number | null} */
function isStrength(v) {
  return v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_STRENGTH);
}

/**
 * A location from storage or a message, or null when it is not one this board can show.
 * @param {unknown} v
 * @returns {Location | null}
 */
function readLocation(v) {
  if (!isRecord(v)) return null;
  if (v.kind === 'hex' && typeof v.hex === 'string' && v.hex.length <= 8) {
    const h = parseLabel(v.hex);
    return h && isDrawn(h) ? { kind: 'hex', hex: formatLabel(h) } : null;
  }
  if (v.kind === 'off-map' && OFF_MAP_WHYS.some((w) => w === v.why)) return { kind: 'off-map', why: /** @type {OffMapWhy} */ (v.why) };
  return null;
}

/**
 * A unit's state from storage or a message, or null when any field is wrong.
 * @param {unknown} v
 * @returns {UnitState | null}
 */
function readUnit(v) {
  if (!isRecord(v)) return null;
  const location = readLocation(v.location);
  const { full, reducedValue, reduced, disorganized, shattered } = v;
  if (!location || !isStrength(full) || !isStrength(reducedValue) || typeof reduced !== 'boolean' || typeof shattered !== 'boolean') return null;
  if (disorganized !== 0 && disorganized !== 1 && disorganized !== 2) return null;
  return { location, full, reducedValue, reduced, disorganized, shattered };
}

/**
 * A state read from localStorage or another tab: anything else in the same storage could have written
 * there, so every field is checked. A unit whose entry is missing or wrong keeps its opening state.
 * @param {unknown} v
 * @returns {DemoState | null}
 */
export function readState(v) {
  if (!isRecord(v) || v.version !== STATE_VERSION || !isRecord(v.units)) return null;
  const { time, phasing } = v;
  if (typeof time !== 'number' || !Number.isInteger(time) || time < 0 || time >= TIME_TRACK.length) return null;
  if (phasing !== 'union' && phasing !== 'confederate') return null;
  const state = initialState();
  for (const u of SEED_UNITS) {
    const unit = Object.hasOwn(v.units, u.id) ? readUnit(v.units[u.id]) : null;
    if (unit) state.units[u.id] = unit;
  }
  return { ...state, time, phasing };
}

/**
 * @param {DemoState} state
 * @param {string} id
 * @param {Partial<UnitState>} change
 * @returns {DemoState}
 */
export function changeUnit(state, id, change) {
  const unit = state.units[id];
  if (!unit) return state;
  return { ...state, units: { ...state.units, [id]: { ...unit, ...change } } };
}

/**
 * The next player turn: the Union moves first each hour, then the Confederates.
 * @param {DemoState} state
 * @returns {DemoState}
 */
export function endPlayerTurn(state) {
  if (state.phasing === 'union') return { ...state, phasing: 'confederate' };
  if (state.time + 1 >= TIME_TRACK.length) return state;
  return { ...state, time: state.time + 1, phasing: 'union' };
}

/** @param {DemoState} state */
export function timeOf(state) {
  return TIME_TRACK[state.time] ?? { day: 'July 1', hour: '7 AM', night: false };
}

/**
 * The board in Adjutant's open format (docs/board-format.md): what the page publishes.
 * @param {DemoState} state
 */
export function toBoard(state) {
  const time = timeOf(state);
  return {
    format: 'adjutant-board/1',
    game: GAME,
    time: { turn: state.time + 1, day: time.day, hour: time.hour, light: time.night ? 'night' : 'day', phasingSide: state.phasing },
    units: SEED_UNITS.map((u) => {
      const s = state.units[u.id] ?? initialState().units[u.id];
      if (!s) throw new Error(`no state for ${u.id}`);
      const combat = isCombatUnit(u);
      return {
        id: u.id,
        name: u.name,
        side: u.side,
        type: u.type,
        formation: { ...u.formation },
        strength: combat ? { full: s.full, reduced: s.reducedValue } : { full: null, reduced: null },
        // Combat counters have a full-strength front and a reduced back: two steps. Headquarters have one.
        steps: combat ? { left: s.reduced ? 1 : 2, full: 2 } : { left: 1, full: 1 },
        status: {
          disorganized: combat ? s.disorganized : 0,
          shattered: combat && s.shattered,
          reorganizing: false,
          routed: false,
          limbered: null,
          breastworks: 'none',
        },
        location: s.location.kind === 'hex' ? { kind: 'hex', hex: s.location.hex } : { kind: 'off-map', why: s.location.why },
        ...(u.reorganizationValue !== undefined ? { reorganizationValue: u.reorganizationValue } : {}),
      };
    }),
    markers: OBJECTIVES.map((o) => ({ kind: 'occupation', hex: o.hex, side: o.control })),
    terrain: Object.fromEntries(SUNKEN_ROAD_HEXES.map((h) => [h, { terrain: ['sunken road'], road: true }])),
    source: { kind: 'demo', name: SOURCE_NAME },
  };
}
