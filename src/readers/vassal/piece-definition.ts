import { cutText } from '../../engine/index.js';
import { VASSAL_LIMITS } from './limits.js';
import { decodeSequence, parseJavaInt } from './sequence-decoder.js';
import { TraitChain } from './trait-chain.js';
import type { WorkBudget } from './work-budget.js';

/**
 * A game piece as a saved game writes it: a type (what the piece is, fixed for the game) and a state
 * (where it is and what it shows). Both are chains, outermost trait first, each trait's part and the
 * rest of the chain joined by a tab (escaped once more at every level); at the core is the basic
 * piece, "piece;" then its clone key, delete key, image and name, whose state is its map, x, y, its
 * game-piece id and its persistent properties.
 */
export interface PieceFacts {
  /** The name VASSAL shows: an outer Basic Name trait's, else the basic piece's. */
  readonly name: string;
  readonly image: string;
  /** Prototype names, where the type still names them (pieces in play usually have them expanded). */
  readonly prototypes: readonly string[];
  /** Marker and dynamic properties and the basic piece's persistent properties; the outermost value wins. */
  readonly properties: ReadonlyMap<string, string>;
  /** Masked (Obscurable) or hidden (Invisible) by a player when the game was saved. */
  readonly concealed: boolean;
  /** The first letters of every trait, outermost first (e.g. "mark;", "emb2;"): for reports only. */
  readonly traits: readonly string[];
}

export interface PiecePlace {
  /** The map's identifier, or null when the piece is on no map. */
  readonly map: string | null;
  /** Null when the state's position is unreadable. */
  readonly x: number | null;
  readonly y: number | null;
}

export type PieceKind = 'piece' | 'stack' | 'deck';

/** Characters of a piece's name kept from the save. */
const NAME_KEPT = 1000;

/** Stacks and decks hold pieces; everything else is a piece, perhaps of a kind Adjutant cannot read. */
export function pieceKind(type: string): PieceKind {
  if (type === 'stack' || type.startsWith('stack;')) return 'stack';
  if (type.startsWith('deck;')) return 'deck';
  return 'piece';
}

/** What a piece's type holds: each trait's part, outermost first, and the basic piece's own type. */
export interface PieceType {
  readonly traits: readonly string[];
  readonly basic: string;
}

/**
 * A piece read, or why it cannot be: the reason is a clause for the list of pieces not placed ("it has
 * …"), and the name is the one the piece showed before reading stopped, when it showed one.
 */
export type PieceRead<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly name: string | null; readonly why: string };

const NOT_BASIC = 'its type is not a basic VASSAL piece Adjutant can read';

/**
 * Splits a type into its traits and its basic piece, in one pass over the text (trait-chain.ts). A
 * piece past the traits limit, or whose core is not a basic piece, is one piece Adjutant skips: the
 * file still reads.
 */
export function readPieceType(type: string, budget: WorkBudget): PieceRead<PieceType> {
  const chain = new TraitChain(type, budget);
  const traits: string[] = [];
  for (;;) {
    // The basic piece ends the chain: its own fields may hold a tab (a name), which is not another trait.
    if (chain.restStartsWith('piece;')) return { ok: true, value: { traits, basic: chain.rest() } };
    const part = chain.next();
    if (part === null) {
      const basic = chain.only();
      return basic.startsWith('piece;') ? { ok: true, value: { traits, basic } } : { ok: false, name: nameAmong(traits, budget), why: NOT_BASIC };
    }
    if (traits.length >= VASSAL_LIMITS.traits) {
      return { ok: false, name: nameAmong(traits, budget), why: `it has more than ${VASSAL_LIMITS.traits} traits, the most Adjutant reads on one piece` };
    }
    traits.push(part);
  }
}

/** A state's part for each of the type's traits, outermost first, and the basic piece's state. */
export function readPieceState(state: string, traits: number, budget: WorkBudget): { readonly traits: readonly string[]; readonly basic: string } {
  const chain = new TraitChain(state, budget);
  const parts: string[] = [];
  for (let k = 0; k < traits; k++) {
    const part = chain.next();
    if (part !== null) parts.push(part);
    else {
      // A state shorter than its type: as VASSAL's decoder, the last part is all there is, the rest empty.
      parts.push(chain.only());
      chain.end();
    }
  }
  return { traits: parts, basic: chain.rest() };
}

/** The outermost Basic Name among the traits read, for naming a piece that cannot be read whole. */
function nameAmong(traits: readonly string[], budget: WorkBudget): string | null {
  const named = traits.find((t) => t.startsWith('basicName;'));
  return named === undefined ? null : cutText(decodeSequence(named.slice('basicName;'.length), ';', budget)[0] ?? '', NAME_KEPT) || null;
}

function traitPrefix(type: string): string {
  const i = type.indexOf(';');
  return (i < 0 ? type : type.slice(0, i + 1)).slice(0, 40);
}

/** What a piece is: its name, image, prototypes and properties, or why it cannot be read. */
export function readPieceFacts(type: string, state: string, budget: WorkBudget): PieceRead<PieceFacts> {
  const read = readPieceType(type, budget);
  if (!read.ok) return read;
  const types = read.value.traits;
  const states = readPieceState(state, types.length, budget);
  const basicType = decodeSequence(read.value.basic, ';', budget);
  let name: string | null = null;
  const prototypes: string[] = [];
  const properties = new Map<string, string>();
  const setProperty = (key: string, value: string): void => {
    if (key && !properties.has(key) && properties.size < 500) properties.set(key.slice(0, 200), value.slice(0, 200));
  };
  let concealed = false;
  for (let i = 0; i < types.length; i++) {
    const t = types[i] ?? '';
    const traitState = states.traits[i] ?? '';
    if (t.startsWith('basicName;')) {
      if (name === null) name = decodeSequence(t.slice('basicName;'.length), ';', budget)[0] ?? '';
    } else if (t.startsWith('prototype;')) {
      const proto = decodeSequence(t.slice('prototype;'.length), ';', budget)[0] ?? '';
      if (proto && prototypes.length < 100) prototypes.push(proto.slice(0, 200));
    } else if (t.startsWith('mark;')) {
      const keys = decodeSequence(t.slice('mark;'.length), ',', budget);
      const values = decodeSequence(traitState, ',', budget);
      keys.forEach((k, j) => setProperty(k, values[j] ?? ''));
    } else if (t.startsWith('PROP;')) {
      setProperty(decodeSequence(t, ';', budget)[1] ?? 'name', traitState);
    } else if (t.startsWith('obs;')) {
      const by = decodeSequence(traitState, ';', budget)[0] ?? 'null';
      if (by !== 'null' && by !== '') concealed = true;
    } else if (t.startsWith('hide;')) {
      if (traitState !== 'null' && traitState !== '') concealed = true;
    }
  }
  const basicState = decodeSequence(states.basic, ';', budget);
  const propCount = parseJavaInt(basicState[4]) ?? 0;
  for (let i = 0; i < propCount && i < 500; i++) setProperty(basicState[5 + 2 * i] ?? '', basicState[6 + 2 * i] ?? '');
  return {
    ok: true,
    value: {
      // Longer than a board's name, so the importer can tell a name it must shorten (and mark) from one that fits.
      name: cutText(name ?? basicType[4] ?? '', NAME_KEPT),
      image: (basicType[3] ?? '').slice(0, 200),
      prototypes,
      properties,
      concealed,
      traits: types.slice(0, 50).map(traitPrefix),
    },
  };
}

/** Where a piece is, from the basic piece at the core of its state; `traits` is how many its type has. */
export function readPiecePlace(state: string, traits: number, budget: WorkBudget): PiecePlace {
  const s = decodeSequence(readPieceState(state, traits, budget).basic, ';', budget);
  const map = s[0] === undefined || s[0] === 'null' || s[0] === '' ? null : s[0];
  return { map, x: parseJavaInt(s[1]), y: parseJavaInt(s[2]) };
}

export interface StackFacts {
  readonly map: string | null;
  readonly x: number | null;
  readonly y: number | null;
  readonly children: readonly string[];
}

/** A stack's state: its map, position (absent when on no map) and the ids of its pieces, bottom first. */
export function readStackState(state: string, budget: WorkBudget): StackFacts {
  const s = decodeSequence(state, ';', budget);
  const map = s[0] === undefined || s[0] === 'null' || s[0] === '' ? null : s[0];
  const rest = map === null ? s.slice(1) : s.slice(3);
  return {
    map,
    x: map === null ? null : parseJavaInt(s[1]),
    y: map === null ? null : parseJavaInt(s[2]),
    // "@@" and a number is the stack's layer, not a piece.
    children: rest.filter((id) => id !== '' && !id.startsWith('@@')),
  };
}
