import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrowDrawing } from '../../content/arrow-marks.js';
import { planBattles } from '../../src/engine/calculators.js';
import { diffBoards, loadGameModule, parseBoard, type Board, type BoardDiff } from '../../src/engine/index.js';
import { ARROW_MARK_LIMITS, arrowMarksOf, changeItems, planItems, readArrowMarks, readShowArrows, type ArrowMarks, type BoardItem } from '../../src/messaging/arrow-marks.js';
import { PROTOCOL } from '../../src/messaging/protocol.js';
import { CHANGES } from '../fixtures/arrow-marks.js';
import { GRID, pageCentre, pageGeometryOf } from '../support/board-page.js';
import { planBoard, type PlanUnit } from '../support/g77-plan-board.js';

/**
 * The arrows and marks the popup shows on the board (what changed since the last look, a battle plan): the
 * message's one validator (every limit, hostile values), the items the popup builds from a diff and from a plan,
 * the numbering and cutting of the message, and the pure geometry the content script draws from it. Made-up
 * units on Gettysburg (1977) hexes throughout.
 */
const MARKS = CHANGES;

const with_ = (change: Readonly<Record<string, unknown>>): unknown => ({ ...MARKS, ...change });
const arrow = (change: Record<string, unknown>): unknown => with_({ arrows: [{ ...MARKS.arrows[0], ...change }] });
const spot = (change: Record<string, unknown>): unknown => with_({ spots: [{ ...MARKS.spots[0], ...change }] });

describe('the show-arrows message', () => {
  it('accepts arrows and marks and a clear, and is the protocol’s one validator of its kind', () => {
    expect(readShowArrows({ type: 'show-arrows', marks: structuredClone(MARKS) })).toEqual({ type: 'show-arrows', marks: MARKS });
    expect(readShowArrows({ type: 'show-arrows', marks: { ...MARKS, step: 3, kind: 'plan', spots: [] } })?.marks?.step).toBe(3);
    // 1977's hexes across the river: a hyphen among the letters and digits.
    expect(readArrowMarks(spot({ hex: 'II-42' }))).not.toBeNull();
    expect(readShowArrows({ type: 'show-arrows', marks: null })).toEqual({ type: 'show-arrows', marks: null });
    expect(PROTOCOL['show-arrows'].request({ type: 'show-arrows', marks: MARKS })).toEqual({ type: 'show-arrows', marks: MARKS });
    // A command: nobody answers it.
    expect(PROTOCOL['show-arrows'].reply(undefined)).toBeUndefined();
    expect(PROTOCOL['show-arrows'].reply({ type: 'ok' })).toBeNull();
  });

  it('refuses, whole, anything off or over a limit', () => {
    const arrows = (k: number) => Array.from({ length: k }, () => MARKS.arrows[0]);
    const spots = (k: number) => Array.from({ length: k }, () => MARKS.spots[0]);
    const bad: unknown[] = [
      { type: 'show-arrows' },
      { type: 'show-arrows', marks: MARKS, extra: 1 },
      { type: 'show-arrow', marks: MARKS },
      with_({ extra: 1 }),
      with_({ kind: 'retreat' }),
      with_({ title: 't'.repeat(ARROW_MARK_LIMITS.title + 1) }),
      with_({ title: 7 }),
      with_({ items: ARROW_MARK_LIMITS.items + 1 }),
      with_({ items: 1.5 }),
      with_({ items: -1 }),
      // Every arrow and mark names an item there is; the step is one of them.
      with_({ items: 3 }),
      with_({ items: 0 }),
      with_({ step: 4 }),
      with_({ step: -1 }),
      with_({ step: 0.5 }),
      with_({ step: '1' }),
      with_({ omitted: ARROW_MARK_LIMITS.omitted + 1 }),
      with_({ omitted: -1 }),
      with_({ arrows: arrows(ARROW_MARK_LIMITS.arrows + 1) }),
      with_({ spots: spots(ARROW_MARK_LIMITS.spots + 1) }),
      with_({ arrows: 'L34' }),
      arrow({ extra: 1 }),
      arrow({ item: 4 }),
      arrow({ tone: 'retreat' }),
      // An arrow goes somewhere.
      arrow({ to: 'K34' }),
      arrow({ from: 'off' }),
      arrow({ to: undefined }),
      arrow({ label: 'x'.repeat(ARROW_MARK_LIMITS.label + 1) }),
      spot({ extra: 1 }),
      spot({ item: 4 }),
      spot({ tone: 'move' }),
      spot({ hex: 'off' }),
      spot({ badge: ['a', 'b', 'c'] }),
      spot({ badge: ['x'.repeat(ARROW_MARK_LIMITS.badgeLine + 1)] }),
      spot({ badge: [1] }),
      spot({ badge: '−1' }),
      spot({ label: 'x'.repeat(ARROW_MARK_LIMITS.label + 1) }),
    ];
    for (const label of ['', 'N34"', '<b>', 'N 34', 'N34;', 'Ń34', 'X'.repeat(17), 'N34\u0000', '../N34']) {
      bad.push(arrow({ from: label }), arrow({ to: label }), spot({ hex: label }));
    }
    for (const v of bad) {
      const message = isShow(v) ? v : { type: 'show-arrows', marks: v };
      expect(readShowArrows(message), JSON.stringify(message).slice(0, 160)).toBeNull();
    }
    // The limits themselves pass.
    expect(readArrowMarks(with_({ arrows: arrows(ARROW_MARK_LIMITS.arrows), spots: spots(ARROW_MARK_LIMITS.spots), title: 't'.repeat(ARROW_MARK_LIMITS.title) }))).not.toBeNull();
  });

  it('never throws on anything at all', () => {
    const arrowLike = fc.record({ from: fc.string(), to: fc.string(), tone: fc.constantFrom('move', 'attack', 'x'), label: fc.string(), item: fc.integer() });
    fc.assert(
      fc.property(fc.anything(), arrowLike, (v, a) => {
        for (const message of [v, { type: 'show-arrows', marks: v }, { type: 'show-arrows', marks: with_({ arrows: [a] }) }]) expect(() => readShowArrows(message)).not.toThrow();
        // Only null (the clear) and whole marks pass; made-up values never make them.
        if (v !== null) expect(readShowArrows({ type: 'show-arrows', marks: v })).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

function isShow(v: unknown): boolean {
  return typeof v === 'object' && v !== null && 'type' in v;
}

function board(units: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): Board {
  const parsed = parseBoard({ format: 'adjutant-board/1', game: 'gettysburg-77', units, ...extra });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

type Look = Record<string, unknown> | null;
const hex = (label: string, more: Record<string, unknown> = {}): Look => ({ location: { kind: 'hex', hex: label }, ...more });
const off = (why: 'eliminated' | 'exited' | 'not-entered', more: Record<string, unknown> = {}): Look => ({ location: { kind: 'off-map', why }, ...more });
const steps = (left: number) => ({ steps: { left, full: 2 } });

/** Each unit's side and its two looks, before and after (null: not on that board); its id is its name in lower case. */
const LOOKS: Readonly<Record<string, readonly ['union' | 'confederate', Look, Look]>> = {
  Archer: ['confederate', hex('L34'), hex('M35')],
  Gamble: ['union', hex('M34', steps(2)), hex('M34', steps(1))],
  Devin: ['union', hex('N30', steps(1)), hex('N30', steps(2))],
  Davis: ['confederate', hex('K20'), off('eliminated')],
  Buford: ['union', hex('A10'), off('exited')],
  Heth: ['confederate', hex('X30'), hex('X30', { status: { disorganized: 1, reorganizing: true } })],
  Reserve: ['union', off('not-entered', steps(2)), off('not-entered', steps(1))],
  Pegram: ['confederate', null, hex('A12')],
};

function boardOf(look: 0 | 1, extra: Record<string, unknown> = {}): Board {
  const units = Object.entries(LOOKS).flatMap(([name, [side, ...looks]]) => {
    const l = looks[look];
    return l ? [{ id: name.toLowerCase(), name, side, type: 'infantry', ...l }] : [];
  });
  return board(units, extra);
}

describe('the items the popup builds from what changed', () => {
  const before = boardOf(0);
  const after = boardOf(1, { markers: [{ kind: 'occupation', hex: 'V35', side: 'union' }] });
  /** Made up to hold one change of every kind, each placed where the boards say. */
  const diff: BoardDiff = {
    game: 'gettysburg-77',
    moved: [{ unit: 'archer', name: 'Archer', from: 'L34', to: 'M35' }],
    lost: [
      { unit: 'gamble', name: 'Gamble', steps: 1 },
      { unit: 'reserve', name: 'Reserve', steps: 1 },
    ],
    regained: [{ unit: 'devin', name: 'Devin', steps: 1 }],
    eliminated: [{ unit: 'davis', name: 'Davis' }],
    arrived: [{ unit: 'pegram', name: 'Pegram', at: 'A12' }],
    exited: [
      { unit: 'buford', name: 'Buford', from: 'A10' },
      { unit: 'ghost', name: 'Ghost', from: null },
    ],
    status: [{ unit: 'heth', name: 'Heth', from: 'in good order', to: 'disorganized, reorganizing' }],
    control: [{ hex: 'V35', marker: 'occupation', from: null, to: 'union' }],
    battles: [{ certainty: 'likely', attackingSide: 'confederate', attackers: [{ unit: 'archer', name: 'Archer' }], defenders: [{ unit: 'gamble', name: 'Gamble' }], hexes: ['M34', 'M35'], evidence: ['Gamble lost 1 step'] }],
    vp: null,
    notes: [],
  };

  it('lists the changes in the popup’s order, each placed at the right hex', () => {
    const items = changeItems(diff, before, after);
    expect(items.map((i) => i.text)).toEqual([
      'Archer moved L34 → M35',
      'Gamble lost 1 step (M34)',
      'Reserve lost 1 step',
      'Devin regained 1 step (N30)',
      'Davis eliminated (last at K20)',
      'Pegram arrived at A12',
      'Buford left the map from A10',
      'Ghost left the map',
      'Heth: in good order → disorganized, reorganizing (X30)',
      'V35: occupation marker none → Union',
      'Likely battle: Archer against Gamble (M34, M35): Gamble lost 1 step',
    ]);
    expect(items[0]?.arrows).toEqual([{ from: 'L34', to: 'M35', tone: 'move', label: 'Archer moved L34 → M35' }]);
    const spots = items.map((i) => i.spots.map((s) => `${s.tone}@${s.hex}:${s.badge.join('|')}`));
    expect(spots).toEqual([
      [],
      ['lost@M34:−1'],
      // Off the map on the later board: an item still, with nothing drawn.
      [],
      ['regained@N30:+1'],
      // Where it stood last, on the earlier board.
      ['eliminated@K20:✕'],
      ['arrived@A12:new'],
      ['exited@A10:out'],
      [],
      ['status@X30:DG RO'],
      ['control@V35:occ.|Union'],
      ['battle@M34:battle?', 'battle@M35:battle?'],
    ]);
    // Each mark's label is its item's text; only moves draw arrows.
    for (const item of items) for (const s of item.spots) expect(s.label).toBe(item.text);
    expect(items.slice(1).every((i) => i.arrows.length === 0)).toBe(true);
  });

  it('leaves out of the drawing a place the message cannot carry, and takes the real diff as it comes', () => {
    const odd: BoardDiff = { ...diff, moved: [{ unit: 'archer', name: 'Archer', from: 'L34', to: 'off' }], arrived: [{ unit: 'pegram', name: 'Pegram', at: '<b>' }], battles: [] };
    const items = changeItems(odd, before, after);
    expect(items[0]).toEqual({ text: 'Archer moved L34 → off', arrows: [], spots: [] });
    expect(items.find((i) => i.text.startsWith('Pegram'))?.spots).toEqual([]);

    const real = diffBoards(before, after);
    if (!real.ok) throw new Error(real.error);
    const fromReal = changeItems(real.value, before, after);
    expect(fromReal[0]?.arrows.map((a) => `${a.from}>${a.to}`)).toEqual(['L34>M35']);
    expect(fromReal.flatMap((i) => i.spots.map((s) => `${s.tone}@${s.hex}`))).toEqual(expect.arrayContaining(['lost@M34', 'regained@N30', 'eliminated@K20', 'arrived@A12', 'exited@A10', 'status@X30', 'control@V35']));
    const marks = arrowMarksOf('changes', 'Since your last look', fromReal, 0);
    expect(readArrowMarks(structuredClone(marks))).toEqual(marks);
  });
});

describe('the items the popup builds from a battle plan', () => {
  const c = (id: string, strength: number, hex: string): PlanUnit => ({ id, side: 'confederate', type: 'infantry', strength, hex });
  const u = (id: string, strength: number, hex: string): PlanUnit => ({ id, side: 'union', type: 'infantry', strength, hex });
  // c1 (6) at L10 reaches K11; c2 (4) at L11 reaches K11 and K12. u1 (4) holds K11, u2 (3) holds K12 (g77-plan.test.ts).
  const plans = async () => {
    await loadGameModule('gettysburg-77');
    const b = planBoard([c('c1', 6, 'L10'), c('c2', 4, 'L11'), u('u1', 4, 'K11'), u('u2', 3, 'K12')]);
    return { b, plans: planBattles(b, 'confederate', { kind: 'steps' }, {}).plans };
  };

  it('draws an arrow from each attacker’s hex to each defender’s hex, and the odds and expected losses on each defender', async () => {
    const { b, plans: [best] } = await plans();
    if (!best) throw new Error('no plan');
    const items = planItems(best, b);
    expect(items).toHaveLength(best.battles.length);
    items.forEach((item, k) => {
      const battle = best.battles[k];
      if (!battle) throw new Error('no battle');
      const hexOf = (id: string) => b.units.find((x) => x.id === id)?.location;
      const hexes = (ids: readonly string[]) => ids.map((id) => hexOf(id)).map((l) => (l?.kind === 'hex' ? l.hex : ''));
      expect(item.arrows.map((a) => `${a.from}>${a.to}`)).toEqual(hexes(battle.attackers).flatMap((f) => hexes(battle.defenders).map((t) => `${f}>${t}`)));
      expect(item.arrows.every((a) => a.tone === 'attack' && a.label === item.text)).toBe(true);
      expect(item.spots.map((s) => s.hex)).toEqual(hexes(battle.defenders));
      const { defender, attacker } = battle.expectedLosses;
      expect(item.spots[0]?.badge).toEqual([`${k + 1}: ${battle.odds}`, `${defender.toFixed(1)} / ${attacker.toFixed(1)}`]);
      expect(item.text).toBe(`Battle ${k + 1}: ${battle.attackers.join(', ')} against ${battle.defenders.join(', ')} — ${battle.odds}, modifier 0; expected steps lost ${defender.toFixed(2)} by the defender, ${attacker.toFixed(2)} by the attacker`);
    });
    // c1 on u1 at 3-2 (rolls: DR+D1, D1, EXC+DR, C, EXC+AR, A1): the defender loses 4/6 of a step on average, the attacker 3/6.
    const first = items.find((i) => i.arrows.some((a) => a.from === 'L10'));
    expect(first?.arrows.map((a) => `${a.from}>${a.to}`)).toEqual(['L10>K11']);
    expect(first?.spots[0]?.badge[0]).toMatch(/^\d: 3-2$/);
    expect(first?.spots[0]?.badge[1]).toBe('0.7 / 0.5');
    expect(first?.text).toMatch(/^Battle \d: c1 against u1 — 3-2, modifier 0; expected steps lost 0\.67 by the defender, 0\.50 by the attacker$/);
  });

  it('draws one battle against two hexes as an arrow to each, and a mark on each', async () => {
    const { b, plans: all } = await plans();
    const both = all.find((p) => p.battles.some((x) => x.defenders.length === 2));
    if (!both) throw new Error('no plan against two hexes');
    const items = planItems(both, b);
    const item = items.find((i) => i.spots.length === 2);
    expect(item?.arrows.map((a) => `${a.from}>${a.to}`)).toEqual(['L11>K11', 'L11>K12']);
    expect(item?.spots.map((s) => s.hex)).toEqual(['K11', 'K12']);
    expect(item?.spots[0]?.badge[0]).toBe('1: 1-2');
    const marks = arrowMarksOf('plan', 'Plan 2', items, 0);
    expect(marks?.kind).toBe('plan');
    expect(readArrowMarks(structuredClone(marks))).toEqual(marks);
  });
});

describe('the message built from the items', () => {
  const item = (text: string, arrows: BoardItem['arrows'] = [], spots: BoardItem['spots'] = []): BoardItem => ({ text, arrows, spots });
  const move = (from: string, to: string, label = `${from} → ${to}`) => ({ from, to, tone: 'move' as const, label });
  const mark = (hex: string, badge: readonly string[] = ['−1'], label = `lost at ${hex}`) => ({ hex, tone: 'lost' as const, badge, label });

  it('numbers the items in order, items without marks among them', () => {
    const marks = arrowMarksOf('changes', 'Since your last look', [item('a', [move('L34', 'M35')]), item('off the map'), item('c', [], [mark('M34')])], 2);
    expect(marks).toEqual({
      kind: 'changes',
      title: 'Since your last look',
      items: 3,
      step: 2,
      arrows: [{ from: 'L34', to: 'M35', tone: 'move', label: 'L34 → M35', item: 0 }],
      spots: [{ hex: 'M34', tone: 'lost', badge: ['−1'], label: 'lost at M34', item: 2 }],
      omitted: 0,
    });
    expect(readArrowMarks(marks)).toEqual(marks);
  });

  it('draws all alike for a step that is not one of the items, and sends nothing when nothing is left to draw', () => {
    const items = [item('a', [move('L34', 'M35')])];
    for (const step of [1, -1, 0.5, Number.NaN]) expect(arrowMarksOf('changes', 't', items, step)?.step).toBeNull();
    expect(arrowMarksOf('changes', 't', [], null)).toBeNull();
    expect(arrowMarksOf('changes', 't', [item('off the map'), item('gone')], 0)).toBeNull();
    expect(arrowMarksOf('changes', 't', [item('bad', [move('L34', 'off'), move('L34', 'L34')], [mark('<b>')])], 0)).toBeNull();
  });

  it('cuts texts to their limits, marked as cut, and keeps two badge lines', () => {
    const marks = arrowMarksOf('plan', 'T'.repeat(200), [item('a', [move('L34', 'M35', 'x'.repeat(300))], [mark('M34', ['y'.repeat(20), 'two', 'three'], 'z'.repeat(201))])], null);
    if (!marks) throw new Error('nothing');
    expect(marks.title).toHaveLength(ARROW_MARK_LIMITS.title);
    expect(marks.title.endsWith('…')).toBe(true);
    expect(marks.arrows[0]?.label).toHaveLength(ARROW_MARK_LIMITS.label);
    expect(marks.spots[0]?.label.endsWith('…')).toBe(true);
    expect(marks.spots[0]?.badge).toEqual([`${'y'.repeat(11)}…`, 'two']);
    expect(readArrowMarks(marks)).toEqual(marks);
  });

  it('keeps within the limits, counting what it leaves out, and never cuts the step’s own marks', () => {
    // Ten items of forty arrows: 400, of which 300 go; the step's forty among them.
    const items = Array.from({ length: 10 }, (_, k) => item(`item ${k}`, Array.from({ length: 40 }, () => move('L34', 'M35'))));
    const marks = arrowMarksOf('changes', 't', items, 9);
    if (!marks) throw new Error('nothing');
    expect(marks.arrows).toHaveLength(ARROW_MARK_LIMITS.arrows);
    expect(marks.omitted).toBe(100);
    expect(marks.arrows.filter((a) => a.item === 9)).toHaveLength(40);
    // In item order still.
    expect(marks.arrows.map((a) => a.item)).toEqual([...marks.arrows.map((a) => a.item)].sort((a, b) => a - b));
    expect(readArrowMarks(marks)).toEqual(marks);

    // Past the items' limit: the items and their marks left out, counted.
    const many = Array.from({ length: ARROW_MARK_LIMITS.items + 5 }, (_, k) => item(`${k}`, [], [mark('M34')]));
    const cut = arrowMarksOf('changes', 't', many, ARROW_MARK_LIMITS.items + 2);
    expect(cut?.items).toBe(ARROW_MARK_LIMITS.items);
    expect(cut?.spots).toHaveLength(ARROW_MARK_LIMITS.spots);
    expect(cut?.omitted).toBe(5);
    expect(cut?.step).toBeNull();

    // A mark the message cannot carry is left out and counted.
    const odd = arrowMarksOf('changes', 't', [item('a', [move('L34', 'M35'), move('L34', 'off')], [mark('<script>'), mark('M34')])], null);
    expect(odd?.arrows).toHaveLength(1);
    expect(odd?.spots).toHaveLength(1);
    expect(odd?.omitted).toBe(2);
  });
});

describe('the shapes drawn on the page', () => {
  const unitAt = (name: string, side: 'union' | 'confederate', label: string) => ({ id: name.toLowerCase(), name, side, type: 'infantry', ...hex(label) });
  const b = board([unitAt('Archer', 'confederate', 'L34'), unitAt('Gamble', 'union', 'M34'), unitAt('Davis', 'confederate', 'M35'), unitAt('Devin', 'union', 'L40')]);
  const page = pageGeometryOf(b);
  const dist = (p: { x: number; y: number } | undefined, q: { x: number; y: number }) => Math.hypot((p?.x ?? NaN) - q.x, (p?.y ?? NaN) - q.y);
  const spacing = dist(pageCentre('N34'), pageCentre('M34'));
  const marks: ArrowMarks = {
    kind: 'changes',
    title: 'Since your last look',
    items: 5,
    step: null,
    arrows: [
      { from: 'L34', to: 'M35', tone: 'move', label: 'Archer moved L34 → M35', item: 0 },
      { from: 'L34', to: 'M35', tone: 'move', label: 'Heth moved L34 → M35', item: 1 },
      { from: 'L40', to: 'L38', tone: 'move', label: 'Devin moved L40 → L38', item: 2 },
    ],
    spots: [
      { hex: 'M34', tone: 'lost', badge: ['−1'], label: 'Gamble lost 1 step (M34)', item: 3 },
      { hex: 'M34', tone: 'status', badge: ['DG'], label: 'Gamble: in good order → disorganized (M34)', item: 4 },
      { hex: 'M34', tone: 'battle', badge: [], label: 'Likely battle at M34', item: 4 },
      { hex: 'QQQ999', tone: 'lost', badge: ['−1'], label: 'nowhere', item: 3 },
    ],
    omitted: 7,
  };

  it('draws an arrow once between the same two hexes, its labels joined, from and to the edges of the counters', () => {
    const d = arrowDrawing(b, marks, GRID, page);
    if (!d) throw new Error('nothing drawn');
    expect(d.arrows.map((a) => `${a.from}>${a.to}`)).toEqual(['L34>M35', 'L40>L38']);
    const [merged] = d.arrows;
    expect(merged?.items).toEqual([0, 1]);
    expect(merged?.title).toBe('Archer moved L34 → M35; Heth moved L34 → M35');
    // Three tenths of a hex out from each centre: neither counter's middle is covered.
    expect(dist(merged?.line[0], pageCentre('L34'))).toBeCloseTo(0.3 * spacing, 5);
    expect(dist(merged?.head[0], pageCentre('M35'))).toBeCloseTo(0.3 * spacing, 5);
    expect(dist(merged?.line[1], pageCentre('M35'))).toBeGreaterThan(0.3 * spacing);
    expect(d.arrows.every((a) => a.strong)).toBe(true);
    expect(d.omitted).toBe(7);
  });

  it('sets an arrow and its reverse side by side', () => {
    const d = arrowDrawing(b, { ...marks, arrows: [...marks.arrows, { from: 'M35', to: 'L34', tone: 'move', label: 'back', item: 2 }] }, GRID, page);
    const there = d?.arrows.find((a) => a.from === 'L34');
    const back = d?.arrows.find((a) => a.from === 'M35');
    if (!there || !back) throw new Error('arrows missing');
    expect(dist(there.line[0], back.head[0])).toBeGreaterThan(0.1 * spacing);
    expect(dist(there.line[0], pageCentre('L34'))).toBeGreaterThan(0.3 * spacing);
  });

  it('fans marks on one hex around it so each stays readable, and counts those it cannot place', () => {
    const d = arrowDrawing(b, marks, GRID, page);
    if (!d) throw new Error('nothing drawn');
    expect(d.spots.map((s) => `${s.tone}@${s.hex}`)).toEqual(['lost@M34', 'status@M34', 'battle@M34']);
    for (const s of d.spots) expect(dist(s.at, pageCentre('M34'))).toBeCloseTo(0.42 * spacing, 5);
    const [a, b2, c] = d.spots;
    if (!a || !b2 || !c) throw new Error('marks missing');
    for (const [p, q] of [[a, b2], [a, c], [b2, c]] as const) expect(Math.abs(p.at.x - q.at.x) > (p.size.width + q.size.width) / 2 || Math.abs(p.at.y - q.at.y) > (p.size.height + q.size.height) / 2).toBe(true);
    // A mark with no badge shows its tone's symbol.
    expect(c.badge).toEqual(['⚔']);
    expect(d.unplaced).toBe(1);
  });

  it('draws the step’s item strong and the others faint, and the same mark on one hex once', () => {
    const twice = { ...marks, step: 1, spots: [...marks.spots, { hex: 'M34', tone: 'lost' as const, badge: ['−1'], label: 'Gamble lost 1 step (M34)', item: 1 }] };
    const d = arrowDrawing(b, twice, GRID, page);
    if (!d) throw new Error('nothing drawn');
    expect(d.arrows.map((a) => a.strong)).toEqual([true, false]);
    expect(d.spots.map((s) => `${s.tone}:${s.items.join(',')}:${s.strong}`)).toEqual(['lost:3,1:true', 'status:4:false', 'battle:4:false']);
  });

  it('draws nothing without a grid, without hexes to fit, or with nothing this map can place', () => {
    expect(arrowDrawing(b, marks, null, page)).toBeNull();
    expect(arrowDrawing(b, marks, GRID, { ...page, hexBoxes: [] })).toBeNull();
    expect(arrowDrawing(b, { ...marks, arrows: [], spots: [marks.spots[3] as ArrowMarks['spots'][number]] }, GRID, page)).toBeNull();
  });
});
