import type { GameId } from '../core/game-id.js';
import { orderOfBattleUnit, type SeedUnit } from '../core/order-of-battle.js';
import type { Parsed } from '../core/field-error.js';
import { loadGameModule } from '../load-game.js';
import type { PackUnit } from './pack-format.js';
import { PackReader } from './pack-reader.js';
import { readOrderOfBattle } from './pack-unit.js';

/** The units a game's seeds name, with what the seeds add (arrival, the printed spelling); none where they name none. */
export async function seedOrderOfAppearance(game: GameId): Promise<readonly SeedUnit[]> {
  return (await loadGameModule(game)).orderOfBattle?.units ?? [];
}

/** Where a game's seed order of battle comes from, for a page to cite; null where the seeds name no unit. */
export async function seedOrderOfBattleSource(game: GameId): Promise<string | null> {
  return (await loadGameModule(game)).orderOfBattle?.source ?? null;
}

/**
 * A game's order of battle as its seeds give it, in a pack's shape (PackUnit): the player's order of battle before
 * they enter anything, every strength null.
 */
export async function seedOrderOfBattle(game: GameId): Promise<readonly PackUnit[]> {
  return (await seedOrderOfAppearance(game)).map(orderOfBattleUnit);
}

/**
 * An order of battle checked as a pack's part is (each unit's fields, ids once, at most as many units as a board),
 * without the rest of a pack: for the store that keeps the player's. Labels are not read, so no game's map is needed.
 */
export function parseOrderOfBattle(input: unknown): Parsed<PackUnit[]> {
  const r = new PackReader(null, null);
  const units = readOrderOfBattle(r, input, '');
  return r.failed || !units ? { ok: false, errors: r.errors() } : { ok: true, value: units };
}
