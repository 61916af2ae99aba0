// Corrupted stored values for the storage property tests (not a test file itself).
import { saveDefaultRulesOnly } from '../../src/storage/advice-preference.js';
import { BOARD_HISTORY_KEY_PREFIX, recordBoard } from '../../src/storage/board-history.js';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { saveEnabledSites } from '../../src/background/enabled-sites.js';
import { TERRAIN_EFFECTS_FORMAT } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import type { GameId } from '../../src/engine/core/game-id.js';
import { MORALE_RATINGS_FORMAT } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { AREA_TEMS_FORMAT } from '../../src/engine/games/they-met/area-tems-input.js';
import { defaultModuleSettings, saveModuleSettings } from '../../src/readers/vassal/module-settings.js';
import { GEOMETRY_FORMAT } from '../../src/readers/vassal/module-geometry.js';
import { saveAreaTems } from '../../src/storage/area-tems.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { saveImportedBoard } from '../../src/storage/imported-board.js';
import { saveImpulseTrack, START } from '../../src/storage/impulse-track.js';
import { saveCavalryExits } from '../../src/storage/cavalry-exits.js';
import type { KeyValueStore } from '../../src/storage/key-value-store.js';
import { appendLedgerRow, LEDGER_KEY_PREFIX } from '../../src/storage/ledger.js';
import { saveMoraleRatings } from '../../src/storage/morale-ratings.js';
import { STORED_SPECS } from '../../src/storage/stored-keys.js';
import type { StoredSpec } from '../../src/storage/stored-value.js';
import { saveTerrainEffects } from '../../src/storage/terrain-effects.js';
import { saveTerrainMark } from '../../src/storage/terrain-marks.js';
import { saveHexsideMarks } from '../../src/storage/hexside-marks.js';
import { saveUnitStrength } from '../../src/storage/unit-strengths.js';
import { saveOrderOfBattle } from '../../src/storage/order-of-battle.js';
import { saveRuleSet, saveSelectedGame, saveUserTable } from '../../src/storage/user-data.js';
import { saveVictorySettings } from '../../src/storage/victory-settings.js';
import { MADE_UP_TEST_COSTS } from '../fixtures/g88-movement.js';
import { MADE_UP_RATIO } from '../fixtures/made-up-tables.js';
import { testBoard, unit } from './ledger-rows.js';

/** Every key as the stores wrote it before format versions (see tests/unit/stored-formats.test.ts). */
export const FORMAT_1: Record<string, unknown> = JSON.parse(
  // Resolved from this file's path: jsdom's URL is not Node's, so no new URL(…, import.meta.url) here.
  readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/stored-format-1.json'), 'utf8'),
) as Record<string, unknown>;

/** A corrupted value for a key, and whether no reading could make it valid. */
export interface Corruption {
  readonly spec: StoredSpec<unknown>;
  readonly key: string;
  readonly value: unknown;
  readonly kind: 'wrong type' | 'cut short' | 'random object' | 'newer version';
  readonly surelyBad: boolean;
}

/** Valid values of the stores born in an envelope, which the format-1 fixture cannot hold. */
const BORN_ENVELOPED: Record<string, unknown> = {
  advice: { default: 'rules-only', games: { 'gettysburg-77': 'advice' }, sites: { 'https://boards.example.org/*': 'rules-only' } },
  hexsideMarks: { 'gettysburg-88': { 'E6|E7': ['stream'] } },
  unitStrengths: { 'gettysburg-77': { 'csa-archer': { full: 6 } } },
  orderOfBattle: { 'gettysburg-77': [{ id: 'csa-archer', name: 'Archer', side: 'confederate', type: 'infantry', strength: { full: 6, reduced: 3 } }] },
};

/** A valid value for the key: the format-1 fixture's, or (for the ledgers and board histories it lacks) an empty list. */
function validValue(key: string): unknown {
  return FORMAT_1[key] ?? BORN_ENVELOPED[key] ?? (key.startsWith(LEDGER_KEY_PREFIX) || key.startsWith(BOARD_HISTORY_KEY_PREFIX) ? [] : null);
}

const specKeys = STORED_SPECS.flatMap((spec) => spec.keys.map((key) => ({ spec, key })));

const scalar = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

export function corruption(): fc.Arbitrary<Corruption> {
  return fc.constantFrom(...specKeys).chain(({ spec, key }) => {
    const valid = validValue(key);
    const text = typeof valid === 'string';
    const json = JSON.stringify(valid);
    return fc.oneof(
      // Another type than the store keeps: scalars or a list where it keeps an object, an object where it keeps text.
      (text
        ? fc.oneof(scalar, fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }))
        : typeof valid === 'boolean'
          ? fc.oneof(fc.integer(), fc.constant(null), fc.string({ maxLength: 20 }), fc.object({ maxDepth: 1 }))
          : fc.oneof(scalar, fc.string({ maxLength: 20 }))
      ).map(
        (value): Corruption => ({ spec, key, value: Array.isArray(valid) && Array.isArray(value) ? { list: value } : value, kind: 'wrong type', surelyBad: true }),
      ),
      // The JSON of a good value cut short, kept as text (what a half-written value could leave).
      fc.integer({ min: 1, max: Math.max(1, json.length - 1) }).map((n): Corruption => ({ spec, key, value: json.slice(0, n), kind: 'cut short', surelyBad: !text || spec.name !== 'vassalLastModule' })),
      // Anything at all shaped as JSON: some of it may even be valid (an empty list of rows).
      fc.jsonValue({ maxDepth: 3 }).map((value): Corruption => ({ spec, key, value, kind: 'random object', surelyBad: false })),
      // A value written by a later Adjutant, in a format this one does not know.
      fc.integer({ min: spec.version + 1, max: 99 }).map((version): Corruption => ({ spec, key, value: { adjutant: spec.name, version, value: valid }, kind: 'newer version', surelyBad: true })),
    );
  });
}

const GEOMETRY = { format: GEOMETRY_FORMAT, module: { name: 'Test Module', version: '1.0' }, maps: [], notes: [] } as const;

/** A write through the store's own public function, as the player's next save would be: it must be refused. */
export async function writeOver(store: KeyValueStore, spec: StoredSpec<unknown>, key: string): Promise<{ ok: boolean }> {
  const attempt = async (write: () => Promise<unknown>): Promise<{ ok: boolean }> => {
    try {
      const result = await write();
      return typeof result === 'object' && result !== null && 'ok' in result ? { ok: Boolean(result.ok) } : { ok: true };
    } catch {
      return { ok: false };
    }
  };
  switch (spec.name) {
    case 'selectedGame':
      return attempt(() => saveSelectedGame(store, 'they-met'));
    case 'userTables':
      return attempt(() => saveUserTable(store, MADE_UP_RATIO));
    case 'ruleSets':
      return attempt(() => saveRuleSet(store, 'gettysburg-77', {}));
    case 'terrainEffects':
      return attempt(() => saveTerrainEffects(store, { format: TERRAIN_EFFECTS_FORMAT, game: 'cemetery-hill', title: 'Test chart', terrain: [{ name: 'woods' }] }));
    case 'areaTems':
      return attempt(() => saveAreaTems(store, { format: AREA_TEMS_FORMAT, areaTems: { '19': 2 }, zones: [] }));
    case 'moraleRatings':
      return attempt(() => saveMoraleRatings(store, { format: MORALE_RATINGS_FORMAT, ratings: { u1: '7/5' } }));
    case 'terrainMarks':
      return attempt(() => saveTerrainMark(store, 'gettysburg-77', 'O38', { road: true }));
    case 'hexsideMarks':
      return attempt(() => saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'E6|E7', features: ['stream'] }]));
    case 'movementSettings':
      return attempt(() => saveG88MovementSettings(store, MADE_UP_TEST_COSTS));
    case 'ledger':
      return attempt(() => appendLedgerRow(store, key.slice(LEDGER_KEY_PREFIX.length) as GameId, { turn: 1, playerTurn: 'union', board: null, events: [] }));
    case 'victorySettings':
      return attempt(() => saveVictorySettings(store, 'cemetery-hill', { edgeRoadHexes: { east: ['2110'], west: ['0105'] } }));
    case 'importedBoard':
      return attempt(() => saveImportedBoard(store, testBoard('cemetery-hill', [unit('u1', 'union', 'infantry', '0510')])));
    case 'vassalModules':
    case 'vassalLastModule':
      return attempt(() => saveModuleSettings(store, defaultModuleSettings(GEOMETRY, 'gettysburg-88')));
    case 'enabledSites':
      return attempt(() => saveEnabledSites(store, ['https://boards.example.org/*']));
    case 'impulseTrack':
      return attempt(() => saveImpulseTrack(store, 'they-met', START));
    case 'cavalryExits':
      return attempt(() => saveCavalryExits(store, 'cemetery-hill', { exits: [{ turn: 3, side: 'confederate', count: 2 }] }));
    case 'advice':
      return attempt(() => saveDefaultRulesOnly(store, false));
    case 'boardHistory': {
      const game = key.slice(BOARD_HISTORY_KEY_PREFIX.length) as GameId;
      return attempt(async () => ({ ok: (await recordBoard(store, 'saved-game.vsav', testBoard(game, []), 1)).kind === 'recorded' }));
    }
    case 'unitStrengths':
      return attempt(() => saveUnitStrength(store, 'gettysburg-77', 'csa-archer', 'full', 6));
    case 'orderOfBattle':
      return attempt(() => saveOrderOfBattle(store, 'gettysburg-77', [{ id: 'csa-archer', name: 'Archer', side: 'confederate', type: 'infantry', strength: { full: 6, reduced: 3 } }]));
    default:
      throw new Error(`no write for ${spec.name}`);
  }
}
