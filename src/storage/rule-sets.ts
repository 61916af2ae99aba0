import { gameBasics } from '../engine/index.js';
import { fieldError, isRecord, type FieldError, type Parsed } from '../engine/index.js';
import { GAME_IDS, type GameId } from '../engine/index.js';
import type { KeyValueStore } from './key-value-store.js';
import { checkPerGame } from './per-game.js';
import { FORMAT_1_BARE, loadStored, storageErrorOf, writeStored, type StoredSpec } from './stored-value.js';

/**
 * The optional rules the players agreed to, per game, under one key (KEYS.ruleSets in user-data.ts). A file of
 * its own, so the popup's first screen reads the rule set without the checks of every other stored setting.
 */
export const RULE_SETS_KEY = 'ruleSets';

/** Which optional rules are on, per game: rule id → on. */
export type RuleSet = Record<string, boolean>;

/** A stored or imported rule set, each rule checked against the game's optional rules; problems go to `errors`. */
export function parseRuleSet(game: GameId, v: unknown, path: string, errors: FieldError[]): RuleSet {
  const known = new Set(gameBasics(game).optionalRules.map((r) => r.id));
  const out: RuleSet = {};
  if (!isRecord(v)) {
    errors.push(fieldError(path, 'an object of optional rule ids, each true or false', v));
    return out;
  }
  for (const [id, on] of Object.entries(v)) {
    if (!known.has(id)) errors.push(fieldError(`${path}.${id}`, `one of this game's optional rules (${[...known].join(', ') || 'it has none'})`, id));
    else if (typeof on !== 'boolean') errors.push(fieldError(`${path}.${id}`, 'true or false', on));
    else out[id] = on;
  }
  return out;
}

function checkRuleSet(entry: unknown, game: GameId): Parsed<RuleSet> {
  const errors: FieldError[] = [];
  const set = parseRuleSet(game, entry, '(top)', errors);
  return errors.length > 0 ? { ok: false, errors: errors.map((e) => ({ ...e, path: e.path.replace(/^\(top\)\./, '') })) } : { ok: true, value: set };
}

export const RULE_SETS_STORED: StoredSpec<Partial<Record<GameId, RuleSet>>> = {
  name: RULE_SETS_KEY,
  keys: [RULE_SETS_KEY],
  version: 2,
  what: () => 'your rule sets (the optional rules turned on)',
  migrations: FORMAT_1_BARE,
  check: (v) => checkPerGame(v, GAME_IDS, 'rule set', checkRuleSet),
  maxBytes: 64_000,
};

export async function loadRuleSets(store: KeyValueStore): Promise<Partial<Record<GameId, RuleSet>>> {
  return { ...((await loadStored(store, RULE_SETS_STORED, RULE_SETS_KEY)) ?? {}) };
}

/** The optional rules the players agreed to, for a game (all off unless turned on). */
export async function loadRuleSet(store: KeyValueStore, game: GameId): Promise<RuleSet> {
  return (await loadRuleSets(store))[game] ?? {};
}

export async function saveRuleSet(store: KeyValueStore, game: GameId, ruleSet: unknown): Promise<Parsed<RuleSet>> {
  const errors: FieldError[] = [];
  const parsed = parseRuleSet(game, ruleSet, 'ruleSet', errors);
  if (errors.length) return { ok: false, errors };
  const sets = await loadRuleSets(store);
  sets[game] = parsed;
  const written = await writeStored(store, [{ spec: RULE_SETS_STORED, key: RULE_SETS_KEY, value: sets }]);
  return written.ok ? { ok: true, value: parsed } : storageErrorOf(written);
}
