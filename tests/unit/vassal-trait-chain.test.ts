import fc from 'fast-check';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesSource, defaultModuleSettings, importVassalBoard, readVassalModule, readVassalSave } from '../../src/readers/vassal/index.js';
import { VASSAL_LIMITS } from '../../src/readers/vassal/limits.js';
import { readPieceFacts, readPieceState, readPieceType } from '../../src/readers/vassal/piece-definition.js';
import { decodeSequence } from '../../src/readers/vassal/sequence-decoder.js';
import { WorkBudget } from '../../src/readers/vassal/work-budget.js';
import {
  addPiece,
  boardPicker,
  encodeSequence,
  hexCentre,
  moduleZip,
  pieceState,
  pieceType,
  savedGameText,
  traits,
  VASSAL_DEFAULT_NUMBERING,
  type Trait,
} from '../support/vassal-writer.js';

/**
 * A piece's traits are read in one pass (trait-chain.ts). The oracle below is the level-by-level
 * reading it replaces (VASSAL's own decoder applied to the rest at every trait): both must agree on
 * every text, and the one pass must cost work in proportion to the text, where the oracle's grows
 * with the text times its traits.
 */
interface Peeled {
  traits: { type: string; state: string }[];
  basic: { type: string; state: string };
}

function oraclePeel(type: string, state: string, work: { chars: number }): Peeled | null {
  const traitsRead: { type: string; state: string }[] = [];
  let t = type;
  let s = state;
  for (;;) {
    if (t.startsWith('piece;')) return { traits: traitsRead, basic: { type: t, state: s } };
    work.chars += t.length;
    const tt = decodeSequence(t, '\t');
    if (tt.length < 2) {
      const basic = tt[0] ?? '';
      return basic.startsWith('piece;') ? { traits: traitsRead, basic: { type: basic, state: s } } : null;
    }
    work.chars += s.length;
    const ss = decodeSequence(s, '\t');
    traitsRead.push({ type: tt[0] ?? '', state: ss[0] ?? '' });
    t = tt[1] ?? '';
    s = ss[1] ?? '';
  }
}

function onePass(type: string, state: string): Peeled | null {
  const budget = new WorkBudget();
  const read = readPieceType(type, budget);
  if (!read.ok) return null;
  const states = readPieceState(state, read.value.traits.length, budget);
  return {
    traits: read.value.traits.map((t, i) => ({ type: t, state: states.traits[i] ?? '' })),
    basic: { type: read.value.basic, state: states.basic },
  };
}

/** A trait with three made-up properties (one value with a tab), so a chain of them looks like a real module's. */
function filler(n: number): Trait {
  return traits.marker(Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`Prop${n}_${i}`, i === 0 ? `value ${n}\tmore` : `value ${n}`])));
}

/**
 * The chain VASSAL writes (as pieceType and pieceState do, level by level), written directly: the
 * writer's own way costs its length times its traits, minutes at 1,000 traits. Each level's part has
 * its tabs escaped once for itself and once for each level around it; a separator, once for each level
 * around it. The parts here never need VASSAL's extra quotes.
 */
function chainText(outerFirst: readonly string[], core: string): string {
  const escaped = (s: string, times: number): string => s.replaceAll('\t', `${'\\'.repeat(times)}\t`);
  return outerFirst.map((part, k) => `${escaped(part, k + 1)}${'\\'.repeat(k)}\t`).join('') + escaped(core, outerFirst.length);
}

function bigPiece(name: string, outerFirst: readonly Trait[], map: string, x: number, y: number): { type: string; state: string } {
  return {
    type: chainText(
      outerFirst.map((t) => t.type),
      pieceType(name, []),
    ),
    state: chainText(
      outerFirst.map((t) => t.state),
      pieceState([], map, x, y),
    ),
  };
}

describe('reading a trait chain in one pass', () => {
  it('agrees with the level-by-level reading on chains VASSAL writes (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ';', ',', '\t', '\\', "'", ' '), maxLength: 12 });
    const trait = fc.record({ type: text, state: text });
    fc.assert(
      fc.property(fc.array(trait, { maxLength: 12 }), text, text, (chain, name, state) => {
        // Each trait's type ends in ";": one ending in a backslash is ambiguous in VASSAL's own format.
        const type = chain.reduceRight((inner, t) => encodeSequence([`t;${t.type};`, inner], '\t'), `piece;;;img.png;${name}`);
        const st = chain.reduceRight((inner, t) => encodeSequence([t.state, inner], '\t'), state);
        const expected = oraclePeel(type, st, { chars: 0 });
        expect(onePass(type, st)).toEqual(expected);
        expect(expected?.traits.length).toBe(chain.length);
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the level-by-level reading on any text, damaged or not (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ';', '\t', '\\', "'", 'piece;'), maxLength: 40 });
    fc.assert(
      fc.property(text, text, (type, state) => {
        expect(onePass(type, state)).toEqual(oraclePeel(type, state, { chars: 0 }));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes test chains as VASSAL does', () => {
    const chain = Array.from({ length: 30 }, (_, i) => filler(i));
    expect(bigPiece('P', chain, 'Main Map', 10, 20)).toEqual({ type: pieceType('P', chain), state: pieceState(chain, 'Main Map', 10, 20) });
  });

  it('does work in proportion to the piece’s text, not to its text times its traits', () => {
    const measure = (n: number): { chars: number; work: number; oracle: number | null } => {
      const { type, state } = bigPiece('Many traits', Array.from({ length: n }, (_, i) => filler(i)), 'Main Map', 10, 10);
      const budget = new WorkBudget(type.length + state.length);
      const read = readPieceFacts(type, state, budget);
      expect(read.ok && read.value.properties.size).toBe(Math.min(3 * n, 500));
      // The oracle itself takes seconds at 1,000 traits: it is measured at 100 only.
      const oracle = { chars: 0 };
      if (n <= 100) oraclePeel(type, state, oracle);
      return { chars: type.length + state.length, work: budget.spent, oracle: n <= 100 ? oracle.chars : null };
    };
    const small = measure(100);
    const large = measure(1000);
    // VASSAL escapes each level's tabs once more, so the text grows faster than the traits: the work is
    // compared with the text. One pass reads it about twice (the split, then each trait's own fields).
    expect(small.work / small.chars).toBeLessThan(3);
    expect(large.work / large.chars).toBeLessThan(3);
    expect(large.work / large.chars).toBeLessThan((small.work / small.chars) * 1.2);
    // The level-by-level reading it replaces scans the text tens of times over at 100 traits already.
    expect((small.oracle ?? 0) / small.chars).toBeGreaterThan(20);
  });

  it('reads a piece of 1,000 traits in well under a second', () => {
    const { type, state } = bigPiece('Many traits', Array.from({ length: 1000 }, (_, i) => filler(i)), 'Main Map', 10, 10);
    const started = performance.now();
    expect(readPieceFacts(type, state, new WorkBudget(type.length + state.length)).ok).toBe(true);
    // Generous for a slow shared machine; the level-by-level reading took some 20 s here.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('a piece that cannot be read', () => {
  const grid = { dx: (Math.sqrt(3) / 2) * 64, dy: 64, x0: 0, y0: 32, sideways: false };
  const maps = [{ name: 'Main Map', boards: [{ name: 'Board', image: { file: 'm.png', width: 1200, height: 1200 }, grid: { ...grid, numbering: VASSAL_DEFAULT_NUMBERING } }] }];
  const unit: Trait[] = [traits.marker({ Side: 'Union', Type: 'Infantry' })];
  const at = hexCentre(grid, 3, 3);

  it('is skipped with a note naming it, and the other pieces read', async () => {
    const tooMany = bigPiece('Many', [traits.basicName('Overloaded'), ...unit, ...Array.from({ length: VASSAL_LIMITS.traits }, (_, i) => traits.prototype(`P${i}`))], 'Main Map', at.x, at.y);
    const text = savedGameText(
      [
        addPiece('good', pieceType('Good', unit), pieceState(unit, 'Main Map', at.x, at.y)),
        addPiece('many', tooMany.type, tooMany.state),
        // Its core is not VASSAL's basic piece: a damaged or unknown kind of piece.
        addPiece('odd', encodeSequence(['mark;Side', 'notapiece;;;x.png;Odd'], '\t'), encodeSequence(['Union', 'Main Map;1;1'], '\t')),
        addPiece('good2', pieceType('Good too', unit), pieceState(unit, 'Main Map', at.x, at.y)),
      ],
      [boardPicker('Main Map', [{ name: 'Board', column: 0, row: 0 }])],
    );
    const geometry = await readVassalModule(bytesSource(moduleZip('Skip (test)', maps)));
    // Plain text (VASSAL reads it too): the test writer's obfuscation of a long piece is slow.
    const save = await readVassalSave(bytesSource(zipSync({ savedGame: new TextEncoder().encode(text) })));
    if (!geometry.ok) throw new Error(geometry.error);
    if (!save.ok) throw new Error(save.error);
    const imported = importVassalBoard(defaultModuleSettings(geometry.value, 'cemetery-hill'), save.value, { sourceName: 'skip.vsav' });
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value.board.units.map((u) => u.name)).toEqual(['Good', 'Good too']);
    expect(imported.value.unmapped).toEqual([
      { id: 'many', name: 'Overloaded', reason: `it has more than ${VASSAL_LIMITS.traits} traits, the most Adjutant reads on one piece` },
      { id: 'odd', name: '(unreadable piece)', reason: 'its type is not a basic VASSAL piece Adjutant can read' },
    ]);
    // Where an unreadable piece stands is unread too: it counts under "on no map known".
    expect(imported.value.maps).toEqual([
      { map: 'Main Map', placed: 2, leftOut: 0, notPlaced: [] },
      { map: null, placed: 0, leftOut: 0, notPlaced: [{ kind: 'unreadable', count: 2 }] },
    ]);
  });
});
