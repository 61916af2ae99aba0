import { fieldError, parseOrderOfBattle, seedOrderOfBattle, type Parsed, type PackUnit } from '../engine/index.js';
import { BOARD_LIMITS, GAME_IDS, type GameId } from '../engine/index.js';
import { BORN_IN_ENVELOPE, gameJsonStore } from './game-json-store.js';
import { bytesForText } from './json-store.js';
import type { KeyValueStore } from './key-value-store.js';
import type { StoredWrite } from './stored-value.js';

/**
 * The player's order of battle per game (issue 13): each unit's name, side, type, formation, the strengths its
 * counter prints front and back, and its movement. The seeds' list (seedOrderOfBattle) is where it starts; only what
 * the player changed or added is stored, so a game with nothing stored reads as the seeds' list, and a unit the
 * player never touched follows a later correction of that list. The board readers fill a counter's strength from
 * it by unit name, and a game pack's order of battle is read from it and written to it.
 */
export const ORDER_OF_BATTLE_KEY = 'orderOfBattle';
// A real order of battle has a few hundred units; the limit keeps every store at its limit within the budget.
export const ORDER_OF_BATTLE_LIMITS = { unitsPerGame: 400 } as const;

/** A game's order of battle as the pages show it: the seeds' units (changed where the player changed them), then the player's own. */
export interface OrderOfBattle {
  readonly game: GameId;
  readonly units: readonly PackUnit[];
  /** The ids of the units the seeds give: these the player may edit but not remove. */
  readonly seedIds: ReadonlySet<string>;
  /** What is stored: the units changed or added (a pack exports these). */
  readonly entered: readonly PackUnit[];
}

function parseEntries(input: unknown): Parsed<PackUnit[]> {
  const parsed = parseOrderOfBattle(input);
  if (!parsed.ok) return parsed;
  const n = parsed.value.length;
  return n > ORDER_OF_BATTLE_LIMITS.unitsPerGame
    ? { ok: false, errors: [fieldError('(top)', `at most ${ORDER_OF_BATTLE_LIMITS.unitsPerGame} units in a game's order of battle`, `${n} units`)] }
    : parsed;
}

// A unit at its longest: id, name and three formation names of a board's longest text, and its numbers.
const PER_UNIT_BYTES = 5 * bytesForText(BOARD_LIMITS.text) + 150;

export const ORDER_OF_BATTLE = gameJsonStore<GameId, PackUnit[], PackUnit[]>({
  key: ORDER_OF_BATTLE_KEY,
  ...BORN_IN_ENVELOPE,
  games: GAME_IDS,
  what: 'your orders of battle',
  entryName: 'order of battle',
  maxBytes: GAME_IDS.length * ORDER_OF_BATTLE_LIMITS.unitsPerGame * PER_UNIT_BYTES + 1_000,
  parse: parseEntries,
  // The checked units are the input's, with nothing dropped: keep them as checked.
  keep: (_, units) => units,
});

export const ORDER_OF_BATTLE_STORED = ORDER_OF_BATTLE.spec;

/** Whether two units say the same, field by field (a formation's absent name and an absent formation alike). */
export function sameUnit(a: PackUnit, b: PackUnit): boolean {
  const f = (u: PackUnit) => [u.formation?.corps ?? '', u.formation?.division ?? '', u.formation?.brigade ?? ''].join('\n');
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.side === b.side &&
    a.type === b.type &&
    f(a) === f(b) &&
    a.strength.full === b.strength.full &&
    a.strength.reduced === b.strength.reduced &&
    (a.movement ?? null) === (b.movement ?? null)
  );
}

/** The seeds' units with the stored ones over them by id, then the stored units the seeds do not have, in stored order. */
export function orderOfBattleOf(game: GameId, seed: readonly PackUnit[], entered: readonly PackUnit[]): OrderOfBattle {
  const byId = new Map(entered.map((u) => [u.id, u]));
  const seedIds = new Set(seed.map((u) => u.id));
  const units = [...seed.map((u) => byId.get(u.id) ?? u), ...entered.filter((u) => !seedIds.has(u.id))];
  return { game, units, seedIds, entered };
}

/** The game's order of battle: the seeds' list when nothing is stored (or what is stored cannot be read: then reported and kept). */
export async function loadOrderOfBattle(store: KeyValueStore, game: GameId): Promise<OrderOfBattle> {
  const [seed, entered] = await Promise.all([seedOrderOfBattle(game), ORDER_OF_BATTLE.load(store, game)]);
  return orderOfBattleOf(game, seed, entered ?? []);
}

/** What of a whole order of battle differs from the seeds' list: the units to store. */
export function enteredUnits(seed: readonly PackUnit[], units: readonly PackUnit[]): PackUnit[] {
  const seedById = new Map(seed.map((u) => [u.id, u]));
  return units.filter((u) => {
    const s = seedById.get(u.id);
    return !s || !sameUnit(s, u);
  });
}

/**
 * Stores a game's whole order of battle as the player left it: what differs from the seeds' list is kept, and a
 * list the same as the seeds' stores nothing (it reads as the seeds'). Checked whole first; on any error nothing is
 * written and every error is returned by its path.
 */
export async function saveOrderOfBattle(store: KeyValueStore, game: GameId, units: readonly PackUnit[]): Promise<Parsed<OrderOfBattle>> {
  const seed = await seedOrderOfBattle(game);
  const entered = enteredUnits(seed, units);
  if (entered.length === 0) {
    // The seeds' list again: nothing of the game's is kept.
    try {
      await resetOrderOfBattle(store, game);
    } catch (e) {
      return { ok: false, errors: [fieldError('(storage)', 'your stored orders of battle to be readable', e instanceof Error ? e.message : String(e))] };
    }
    return { ok: true, value: orderOfBattleOf(game, seed, []) };
  }
  const saved = await ORDER_OF_BATTLE.save(store, game, entered);
  return saved.ok ? { ok: true, value: orderOfBattleOf(game, seed, saved.value) } : saved;
}

/** Back to the seeds' list: the game's stored units go. A refusal (what is stored cannot be read) is thrown with its reason. */
export async function resetOrderOfBattle(store: KeyValueStore, game: GameId): Promise<void> {
  await ORDER_OF_BATTLE.remove(store, game);
}

/**
 * The write of a game's stored units with these units over them by id (a pack's merged order of battle): checked
 * like a save, refused by the limit with the field named. For the pack import, which writes every store at once.
 */
export async function orderOfBattleWrite(store: KeyValueStore, game: GameId, units: readonly PackUnit[], path: string): Promise<Parsed<StoredWrite>> {
  const now = (await ORDER_OF_BATTLE.load(store, game)) ?? [];
  const incoming = new Map(units.map((u) => [u.id, u]));
  const next = [...now.map((u) => incoming.get(u.id) ?? u), ...units.filter((u) => !now.some((n) => n.id === u.id))];
  const n = next.length;
  if (n > ORDER_OF_BATTLE_LIMITS.unitsPerGame) {
    return { ok: false, errors: [fieldError(path, `at most ${ORDER_OF_BATTLE_LIMITS.unitsPerGame} units in the order of battle, with the ones already stored`, `${n} units`)] };
  }
  const kept = ORDER_OF_BATTLE.checkBackup({ [game]: next }, path);
  return kept.ok ? { ok: true, value: await ORDER_OF_BATTLE.write(store, kept.value) } : kept;
}
