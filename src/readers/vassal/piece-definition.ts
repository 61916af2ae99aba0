import { cutText } from '../../engine/index.js';
import { VASSAL_LIMITS } from './limits.js';
import { decodeSequence, parseJavaInt } from './sequence-decoder.js';
import { VassalReadError } from './vassal-error.js';
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

interface Layer {
  readonly type: string;
  readonly state: string;
}

/** Splits a piece into its traits and its basic piece; null when the core is not a basic piece. */
function peel(type: string, state: string, budget: WorkBudget): { traits: Layer[]; basic: Layer } | null {
  const traits: Layer[] = [];
  let t = type;
  let s = state;
  for (;;) {
    // The basic piece ends the chain: its own fields may hold a tab (a name), which is not another trait.
    if (t.startsWith('piece;')) return { traits, basic: { type: t, state: s } };
    const tt = decodeSequence(t, '\t', budget);
    if (tt.length < 2) {
      const basic = tt[0] ?? '';
      return basic.startsWith('piece;') ? { traits, basic: { type: basic, state: s } } : null;
    }
    if (traits.length >= VASSAL_LIMITS.traits) throw new VassalReadError(`A piece in the saved game has more than ${VASSAL_LIMITS.traits} traits.`);
    const ss = decodeSequence(s, '\t', budget);
    traits.push({ type: tt[0] ?? '', state: ss[0] ?? '' });
    t = tt[1] ?? '';
    s = ss[1] ?? '';
  }
}

function traitPrefix(type: string): string {
  const i = type.indexOf(';');
  return (i < 0 ? type : type.slice(0, i + 1)).slice(0, 40);
}

/** What a piece is: its name, image, prototypes and properties. Null when it is not a basic piece. */
export function readPieceFacts(type: string, state: string, budget: WorkBudget): PieceFacts | null {
  const peeled = peel(type, state, budget);
  if (!peeled) return null;
  const basicType = decodeSequence(peeled.basic.type, ';', budget);
  let name: string | null = null;
  const prototypes: string[] = [];
  const properties = new Map<string, string>();
  const setProperty = (key: string, value: string): void => {
    if (key && !properties.has(key) && properties.size < 500) properties.set(key.slice(0, 200), value.slice(0, 200));
  };
  let concealed = false;
  for (const layer of peeled.traits) {
    const t = layer.type;
    if (t.startsWith('basicName;')) {
      if (name === null) name = decodeSequence(t.slice('basicName;'.length), ';', budget)[0] ?? '';
    } else if (t.startsWith('prototype;')) {
      const proto = decodeSequence(t.slice('prototype;'.length), ';', budget)[0] ?? '';
      if (proto && prototypes.length < 100) prototypes.push(proto.slice(0, 200));
    } else if (t.startsWith('mark;')) {
      const keys = decodeSequence(t.slice('mark;'.length), ',', budget);
      const values = decodeSequence(layer.state, ',', budget);
      keys.forEach((k, i) => setProperty(k, values[i] ?? ''));
    } else if (t.startsWith('PROP;')) {
      setProperty(decodeSequence(t, ';', budget)[1] ?? 'name', layer.state);
    } else if (t.startsWith('obs;')) {
      const by = decodeSequence(layer.state, ';', budget)[0] ?? 'null';
      if (by !== 'null' && by !== '') concealed = true;
    } else if (t.startsWith('hide;')) {
      if (layer.state !== 'null' && layer.state !== '') concealed = true;
    }
  }
  const basicState = decodeSequence(peeled.basic.state, ';', budget);
  const propCount = parseJavaInt(basicState[4]) ?? 0;
  for (let i = 0; i < propCount && i < 500; i++) setProperty(basicState[5 + 2 * i] ?? '', basicState[6 + 2 * i] ?? '');
  return {
    // Longer than a board's name, so the importer can tell a name it must shorten (and mark) from one that fits.
    name: cutText(name ?? basicType[4] ?? '', NAME_KEPT),
    image: (basicType[3] ?? '').slice(0, 200),
    prototypes,
    properties,
    concealed,
    traits: peeled.traits.slice(0, 50).map((l) => traitPrefix(l.type)),
  };
}

/** Where a piece is, from the basic piece at the core of its state. */
export function readPiecePlace(type: string, state: string, budget: WorkBudget): PiecePlace | null {
  const peeled = peel(type, state, budget);
  if (!peeled) return null;
  const s = decodeSequence(peeled.basic.state, ';', budget);
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
