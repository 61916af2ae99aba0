import { canonicalJson } from './canonical-json.js';
import { PART_CODECS, type PackEntry, type PackPartValues } from './pack-entries.js';
import { PACK_PARTS, type GamePack, type PackContent, type PackPart } from './pack-format.js';

/** A key both hold with different values: the stored value is kept until the player chooses. */
export type PackConflict = {
  readonly [P in PackPart]: { readonly part: P; readonly key: string; readonly stored: PackPartValues[P]; readonly incoming: PackPartValues[P] };
}[PackPart];

export interface PackMerge {
  /** The stored content with every key only the incoming pack has added; for a conflict, still the stored value. */
  readonly merged: PackContent;
  readonly conflicts: readonly PackConflict[];
  /** How many keys each part gained. */
  readonly added: Readonly<Record<PackPart, number>>;
}

/** Which of the two values a player keeps for a conflict. */
export type ConflictChoice = 'stored' | 'incoming';

/** A conflict's name in the choices: its part and key, "terrain:E6", "hexsides:E6|E7", "orderOfBattle:usa-1". */
export function conflictKey(c: Pick<PackConflict, 'part' | 'key'>): string {
  return `${c.part}:${c.key}`;
}

type Mutable = { -readonly [P in PackPart]?: PackContent[P] };

function mergePart<P extends PackPart>(part: P, stored: PackContent, incoming: PackContent, out: Mutable, conflicts: PackConflict[]): number {
  const codec = PART_CODECS[part];
  const mine = stored[part];
  const theirs = incoming[part];
  if (mine === undefined && theirs === undefined) return 0;
  const kept = new Map<string, PackPartValues[P]>(mine === undefined ? [] : codec.entries(mine));
  let added = 0;
  for (const [key, value] of theirs === undefined ? [] : codec.entries(theirs)) {
    const have = kept.get(key);
    if (have === undefined) {
      kept.set(key, value);
      added++;
    } else if (canonicalJson(have) !== canonicalJson(value)) {
      // Never silently overridden: the player decides, with resolveConflicts.
      conflicts.push({ part, key, stored: have, incoming: value } as PackConflict);
    }
  }
  out[part] = codec.build([...kept]) as Mutable[P];
  return added;
}

/**
 * Merges a received pack into what is stored, key by key (a hex, a hexside, a unit, a table): a key only the pack
 * has is added; one both hold with the same value (as canonical JSON) is left; one both hold with different
 * values is a conflict, and `merged` keeps the stored value until resolveConflicts says otherwise. The caller
 * checks the pack is of the stored content's game.
 */
export function mergePack(stored: PackContent, incoming: GamePack): PackMerge {
  const merged: Mutable = {};
  const conflicts: PackConflict[] = [];
  const added = Object.fromEntries(PACK_PARTS.map((part) => [part, mergePart(part, stored, incoming, merged, conflicts)])) as Record<PackPart, number>;
  return { merged, conflicts, added };
}

function replacePart<P extends PackPart>(part: P, content: PackContent, replacements: ReadonlyMap<string, unknown>, out: Mutable): void {
  const codec = PART_CODECS[part];
  const now = content[part];
  if (now === undefined) return;
  // A replacement's value is a conflict's incoming value for this part, so of this part's kind.
  const entries = codec.entries(now).map(([key, value]): PackEntry<P> => [key, replacements.has(key) ? (replacements.get(key) as PackPartValues[P]) : value]);
  out[part] = codec.build(entries) as Mutable[P];
}

/**
 * The merge with the player's choices applied: for each conflict chosen "incoming", the pack's value replaces the
 * stored one; "stored", or no choice, keeps the stored value. Choices are keyed by conflictKey.
 */
export function resolveConflicts(merged: PackContent, conflicts: readonly PackConflict[], choices: Readonly<Record<string, ConflictChoice>>): PackContent {
  const byPart = new Map<PackPart, Map<string, unknown>>();
  for (const c of conflicts) {
    const name = conflictKey(c);
    if (!Object.hasOwn(choices, name) || choices[name] !== 'incoming') continue;
    const part = byPart.get(c.part) ?? new Map<string, unknown>();
    part.set(c.key, c.incoming);
    byPart.set(c.part, part);
  }
  const out: Mutable = { ...merged };
  for (const [part, replacements] of byPart) replacePart(part, merged, replacements, out);
  return out;
}
