import { pathKey } from '../core/board/json-path.js';
import { errorsUnder, fieldError, type FieldError, type Parsed } from '../core/field-error.js';
import type { UserInputKind } from '../core/game-features.js';
import type { GameId } from '../core/game-id.js';
import { gameBasics, gameFeatures } from '../catalog.js';
import { parseCombatTableInput } from '../inputs.js';
import { parseTerrainEffectsInput } from '../games/cemetery-hill/terrain-effects-input.js';
import { parseG88MovementSettings } from '../games/gettysburg-88/movement/parse-movement-settings.js';
import { parseMoraleRatingsInput } from '../games/high-tide/morale-ratings-input.js';
import { parseAreaTemsInput } from '../games/they-met/area-tems-input.js';
import { plainCopy } from './canonical-json.js';
import { PACK_SETTINGS, PACK_TABLES, type PackSettings, type PackSettingName, type PackTableName, type PackTables } from './pack-format.js';
import type { PackReader } from './pack-reader.js';

/**
 * How a pack checks one file it carries: the check the file's own store uses (so a pack holds nothing Options would
 * refuse), and whether the pack's game reads that file at all. Errors come back under the file's place in the pack.
 */
interface FileCheck {
  /** Why the game takes no such file, or null when it does. */
  readonly refusedFor: (game: GameId) => string | null;
  /** Every problem with the file, for the pack's game; none when it may be carried. */
  readonly check: (value: unknown, game: GameId) => readonly FieldError[];
}

/** A file naming its game (a combat table, a terrain chart) must name the pack's. */
function sameGame(parsed: Parsed<{ readonly game: GameId }>, game: GameId): readonly FieldError[] {
  if (!parsed.ok) return parsed.errors;
  return parsed.value.game === game ? [] : [fieldError('game', `"${game}", the pack's game`, parsed.value.game)];
}

function errorsOf(parsed: Parsed<unknown>): readonly FieldError[] {
  return parsed.ok ? [] : parsed.errors;
}

/** A file only for the games that list its input (gameFeatures(game).userInputs). */
function forInput(kind: UserInputKind, what: string): FileCheck['refusedFor'] {
  return (game) => (gameFeatures(game).userInputs.includes(kind) ? null : `no ${what}: ${gameFeatures(game).shortTitle} takes none`);
}

const TABLE_CHECKS: Readonly<Record<PackTableName, FileCheck>> = {
  combatTable: {
    refusedFor: (game) => (gameBasics(game).combatTable ? `no combat table: ${gameFeatures(game).shortTitle}'s printed table is built in` : null),
    check: (value, game) => sameGame(parseCombatTableInput(value), game),
  },
  terrainEffects: { refusedFor: forInput('terrain-effects', 'terrain effects chart'), check: (value, game) => sameGame(parseTerrainEffectsInput(value), game) },
  areaTems: { refusedFor: forInput('area-tems', 'area TEMs'), check: (value) => errorsOf(parseAreaTemsInput(value)) },
  moraleRatings: { refusedFor: forInput('morale-ratings', 'morale ratings'), check: (value) => errorsOf(parseMoraleRatingsInput(value)) },
};

const SETTINGS_CHECKS: Readonly<Record<PackSettingName, FileCheck>> = {
  movement: { refusedFor: forInput('movement-settings', 'movement settings'), check: (value) => errorsOf(parseG88MovementSettings(value)) },
  victory: {
    refusedFor: forInput('victory-settings', 'victory settings'),
    check: (value, game) => gameFeatures(game).victorySettings?.check(value) ?? [fieldError('', 'no victory settings for this game')],
  },
};

/** An object of named files, each checked by its own check; the game's checks only once the game is known. */
function readFiles<K extends string>(
  r: PackReader,
  value: unknown,
  path: string,
  names: readonly K[],
  checks: Readonly<Record<K, FileCheck>>,
  game: GameId | undefined,
): Partial<Record<K, unknown>> | undefined {
  const o = r.record(value, path, `an object with any of ${names.join(', ')}`, names);
  if (!o) return undefined;
  const out: Partial<Record<K, unknown>> = {};
  for (const name of names) {
    const file = o[name];
    if (file === undefined || !game) continue;
    const p = pathKey(path, name);
    const refused = checks[name].refusedFor(game);
    if (refused !== null) {
      r.fail(p, refused, file);
      continue;
    }
    const errors = checks[name].check(file, game);
    if (errors.length > 0) r.add(errorsUnder(p, errors));
    else out[name] = plainCopy(file);
  }
  return out;
}

/** The tables a pack carries, each as its store keeps it (as typed), checked by that store's parser. */
export function readPackTables(r: PackReader, value: unknown, path: string, game: GameId | undefined): PackTables | undefined {
  // Each file passed the parser of its format, so it has that format's shape.
  return readFiles(r, value, path, PACK_TABLES, TABLE_CHECKS, game) as PackTables | undefined;
}

/** The settings files a pack carries, checked as their stores check them. */
export function readPackSettings(r: PackReader, value: unknown, path: string, game: GameId | undefined): PackSettings | undefined {
  return readFiles(r, value, path, PACK_SETTINGS, SETTINGS_CHECKS, game) as PackSettings | undefined;
}
