import { describe, expect, it } from 'vitest';
import type { RetreatResult } from '../../src/engine/core/retreat.js';
import { g88Retreat } from '../../src/engine/games/gettysburg-88/retreat/g88-retreat.js';
import { game } from '../../src/engine/games/gettysburg-88/game.js';
import { settingsWith } from '../fixtures/g88-movement.js';
import { battleRequest, battleUnits, madeUpEdge, neighbours, offered, rejectedRules, request, retreatBoard, ROOMY, type RUnit } from '../fixtures/g88-retreat.js';

// Settings from the movement fixtures: zones of control confirmed as the six adjacent hexes, stacking limit 2
// (a made-up figure). Every position is made up. The retreating unit "u" is Confederate; "e…" are Union.
const confirmed = settingsWith();
const limit = (n: number | null) => settingsWith({ top: { stackingLimit: n } });
const retreat = (units: readonly RUnit[], settings: unknown = confirmed, edge = ROOMY): RetreatResult =>
  g88Retreat(battleRequest(retreatBoard(units), 'u'), settings, { edge });
const enemy = (id: string, hex: string): RUnit => ({ id, hex, side: 'union' });
const friend = (id: string, hex: string): RUnit => ({ id, hex });
const rules = (r: RetreatResult): string[] => r.options.flatMap((o) => o.steps.map((s) => s.rule?.rule ?? 'none'));
const texts = (r: RetreatResult): string => r.options.flatMap((o) => o.steps.map((s) => s.text)).join('\n');

describe("Gettysburg '88 retreat: the board the tests use", () => {
  it('has the neighbours the positions below are built on (even columns sit half a hex lower)', () => {
    expect(neighbours('I11')).toEqual(['H10', 'H11', 'I10', 'I12', 'J10', 'J11']);
    expect(neighbours('E5')).toEqual(['D4', 'D5', 'E4', 'E6', 'F4', 'F5']);
    expect(neighbours('K14')).toEqual(['J13', 'J14', 'K13', 'K15', 'L13', 'L14']);
  });

  it('is registered as the game module’s retreat', () => {
    const r = game.retreat?.(request(retreatBoard([{ id: 'u', hex: 'I1' }]), 'u'), confirmed);
    expect(r?.options.map((o) => o.path.join('>'))).toEqual(['H1', 'I2', 'J1', 'off']);
  });
});

describe("Gettysburg '88 retreat: clarification 17's steps", () => {
  it('a: a hex outside enemy zones and without friends ends the retreat; every such hex is the owner’s choice', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10')]);
    expect(offered(r)).toEqual(['H11@1', 'I12@1', 'J11@1']);
    expect(r.options.every((o) => !o.endsInEnemyZoc && o.stepsLost === 0 && !o.offBoard)).toBe(true);
    expect(rejectedRules(r)).toEqual({ I10: 'clarification 17', H10: 'clarification 17', J10: 'clarification 17' });
    expect(r.rejected.find((x) => x.hex === 'H10')?.reason).toMatch(/step c hex, and step a already offers/);
    expect(texts(r)).toMatch(/offers H11, I12 and J11 alike: which one is the owner's choice/);
    expect(r.questions).toEqual([]);
    expect(r.noRetreat).toBeNull();
  });

  it('b: a hex outside enemy zones with friends, then the sequence starts again at a from there', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10'), friend('f', 'I12'), ...battleUnits(['H11', 'J11', 'H12', 'J12'])]);
    expect(offered(r)).toEqual(['I12>I13@1']);
    expect(texts(r)).toMatch(/From I11, step b: I12 .*\(f\); the sequence starts again at step a from I12/);
    expect(texts(r)).toMatch(/From I12, step a: I13/);
  });

  it('c: when every open hex is in an enemy zone, one without friends ends the retreat there', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10'), enemy('e2', 'I13'), ...battleUnits(['H11', 'J11'])]);
    expect(offered(r)).toEqual(['H10@1', 'I12@1', 'J10@1']);
    expect(r.options.every((o) => o.endsInEnemyZoc)).toBe(true);
    expect(texts(r)).toMatch(/No hex is left for steps a and b, so step c applies/);
  });

  it('d: an enemy-zone hex with friends, then the sequence starts again at a from there', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10'), enemy('e2', 'I13'), friend('f', 'I12'), ...battleUnits(['H10', 'J10', 'H11', 'J11'])]);
    expect(offered(r)).toEqual(['I12>H12@1', 'I12>J12@1']);
    expect(r.options[0]?.steps.map((s) => s.text).join('\n')).toMatch(/From I11, step d: I12[^]*From I12, step c: H12/);
  });

  it('ranks ways by the steps that chose their hexes, hex by hex: b then a before b then c', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10'), enemy('e2', 'K13'), friend('f1', 'H11'), friend('f2', 'J11'), ...battleUnits(['H10', 'J10', 'I12', 'G12', 'H12', 'K11'])]);
    expect(offered(r)).toEqual(['H11>G11@1', 'J11>J12@2', 'J11>K12@2']);
    expect(r.options[1]?.steps.at(-1)?.text).toMatch(/Rank 2: its hexes come from steps b, c/);
  });
});

describe("Gettysburg '88 retreat: no re-entry, and loops", () => {
  it('never enters a hex the battle’s own units held, the retreating unit’s among them: the next step applies', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10'), friend('f', 'I12'), ...battleUnits(['H10', 'J10', 'H11', 'J11', 'H12', 'J12', 'I13'])]);
    // From I12 the unit's own hex I11 would be a step c hex; it is passed over, and nothing else is open.
    expect(offered(r)).toEqual(['I12@1']);
    expect(texts(r)).toMatch(/From I12: I11 would be a step c hex, but a unit of this battle held it/);
    expect(r.rejected.find((x) => x.hex === 'H11')?.reason).toMatch(/battle-H11 held it when the battle began/);
  });

  it('two-hex ping-pong: going back is a loop, so the next step (c) is taken from where it would close', () => {
    const r = retreat([
      { id: 'u', hex: 'I11' }, enemy('e', 'I10'), enemy('e2', 'I15'), friend('f1', 'I12'), friend('f2', 'I13'),
      ...battleUnits(['H10', 'J10', 'H11', 'J11', 'H12', 'J12', 'H13', 'J13']),
    ]);
    expect(offered(r)).toEqual(['I12>I13>I14@1']);
    expect(texts(r)).toMatch(/From I13: I12 would be a step b hex, but the retreat has already been there, so going back would start an endless loop/);
  });

  // Friends all round K14; every hex beyond that ring is shut by the battle's own units.
  const ring = (extra: readonly RUnit[] = [], shut: readonly string[] = ['J11', 'L11']): RUnit[] => [
    { id: 'u', hex: 'K12' }, enemy('e', 'K11'),
    ...['K13', 'L13', 'L14', 'K15', 'J14', 'J13'].map((h) => friend(`f-${h}`, h)),
    ...battleUnits(['K14', 'J12', 'L12', 'M13', 'M14', 'L15', 'M15', 'K16', 'J15', 'I14', 'I15', 'I13', ...shut]),
    ...extra,
  ];

  it('a longer cycle through friends: each way goes round once and stops where every step is used up', () => {
    const r = retreat(ring());
    expect(offered(r)).toEqual(['K13>J13>J14>K15>L14>L13@1', 'K13>L13>L14>K15>J14>J13@1']);
    expect(texts(r)).toMatch(/From J13: K13 would be a step b hex, but the retreat has already been there/);
    expect(texts(r)).toMatch(/the retreat ends in J13, stacked with the friendly units there/);
    expect(texts(r)).toMatch(/J13 then holds 2 friendly combat units, within the stacking limit of 2/);
  });

  it('never runs forever: a search cut short is refused, not guessed', () => {
    const r = g88Retreat(battleRequest(retreatBoard(ring()), 'u'), confirmed, { edge: ROOMY, budget: 3 });
    expect(r.options).toEqual([]);
    expect(r.problems.map((p) => p.severity)).toEqual(['refusal']);
  });

  describe('18: an overstacked end', () => {
    it('with the limit confirmed, the only retreat overstacking means no retreat and one more step lost', () => {
      const r = retreat(ring(), limit(1));
      expect(r.options).toEqual([]);
      expect(r.noRetreat?.stepsLost).toBe(1);
      expect(r.noRetreat?.steps.map((s) => s.rule?.rule)).toEqual(['clarification 18']);
      expect(rejectedRules(r).K13).toBe('clarification 18');
    });

    it('is not the only retreat when another step offers a hex: that one is taken', () => {
      const r = retreat(ring([], ['L11']), limit(1));
      expect(offered(r)).toEqual(['J11@1']);
      expect(r.noRetreat).toBeNull();
      expect(rejectedRules(r).K13).toBe('clarification 18');
      expect(texts(r)).toMatch(/every way through the step b hexes would end overstacked/);
    });

    it('with the limit unconfirmed, asks for it and offers nothing yet', () => {
      const r = retreat(ring(), limit(null));
      expect(r.options).toEqual([]);
      expect(r.noRetreat).toBeNull();
      expect(r.questions.map((q) => q.id)).toEqual(['setting:stackingLimit']);
    });

    it('does not ask for the limit where no way ends beside friends', () => {
      expect(retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10')], limit(null)).questions).toEqual([]);
    });
  });
});

describe("Gettysburg '88 retreat: 19, artillery and the wooded rough hills", () => {
  const around = (type: string, open: readonly string[] = []): RUnit[] => [
    { id: 'u', hex: 'E5', type }, enemy('e', 'E4'), ...battleUnits(['D4', 'D5', 'F4'].filter((h) => !open.includes(h))),
  ];

  it('artillery whose only retreat is into E6 or F5 stays and loses one more step', () => {
    const r = retreat(around('artillery'));
    expect(r.options).toEqual([]);
    expect(r.noRetreat?.stepsLost).toBe(1);
    expect(r.noRetreat?.steps.map((s) => s.rule?.rule)).toEqual(['clarification 19']);
    expect(rejectedRules(r)).toMatchObject({ E6: 'clarification 19', F5: 'clarification 19' });
  });

  it('infantry may retreat into them', () => {
    expect(offered(retreat(around('infantry')))).toEqual(['E6@1', 'F5@1']);
  });

  it('artillery with another hex open takes it, even one a later step gives', () => {
    const r = retreat(around('artillery', ['F4']));
    expect(offered(r)).toEqual(['F4@1']);
    expect(rules(r)).toContain('clarification 19');
  });
});

describe("Gettysburg '88 retreat: 35, off the board", () => {
  it('may leave the board from an edge hex even with other hexes open, at no cost; a non-general does not come back', () => {
    const r = retreat([{ id: 'u', hex: 'T10' }, enemy('e', 'S10')]);
    // S10's zone covers S11 and T9, so T11 is the one step a hex; leaving the board ranks with it.
    expect(offered(r)).toEqual(['T11@1', 'off@1']);
    const off = r.options[1];
    expect(off).toMatchObject({ path: ['off'], offBoard: true, stepsLost: 0, endsInEnemyZoc: false });
    expect(off?.steps.map((s) => s.text).join('\n')).toMatch(/not a general, so it does not come back/);
    expect(r.rejected.map((x) => x.hex)).not.toContain('U10');
  });

  it('a general may come back at the next night turn', () => {
    const r = retreat([{ id: 'u', hex: 'T10', type: 'general' }]);
    expect(r.options.find((o) => o.offBoard)?.steps.map((s) => s.text).join('\n')).toMatch(/general: he may come back at the next night turn/);
  });

  it('may leave from a hex the sequence goes on from', () => {
    const r = retreat([{ id: 'u', hex: 'S10' }, enemy('e', 'R10'), friend('f', 'T10'), ...battleUnits(['S9', 'S11', 'T9', 'T11', 'R9', 'R11'])]);
    expect(offered(r)).toEqual(['T10@1', 'T10>off@1']);
  });

  it('asks where the map ends when the map data does not say, and still lists the retreats on the map', () => {
    const r = g88Retreat(battleRequest(retreatBoard([{ id: 'u', hex: 'I11' }, enemy('e', 'I10')]), 'u'), confirmed);
    expect(offered(r)).toEqual(['H11@1', 'I12@1', 'J11@1']);
    expect(r.questions.map((q) => q.id)).toEqual(['setting:map.extent']);
    expect(r.questions[0]?.rule?.rule).toBe('clarification 35');
    expect(r.questions[0]?.ask).toMatch(/whether I11 is at its edge/);
  });

  it('asks that once for the whole map, naming every hex it could not place, however many', () => {
    const r = g88Retreat(battleRequest(retreatBoard([{ id: 'u', hex: 'I11' }, friend('f', 'I12'), friend('g', 'H11'), friend('h', 'J11'), enemy('e', 'I10')]), 'u'), confirmed);
    const ids = r.questions.map((q) => q.id);
    expect(ids.filter((id) => id === 'setting:map.extent')).toHaveLength(1);
    expect(r.questions.find((q) => q.id === 'setting:map.extent')?.ask).toMatch(/I11, .* are at its edge/);
  });

  it("remembers the user's map extent from the movement settings: no question, and off the board only at that edge", () => {
    const withExtent = settingsWith({ map: { extent: { firstColumn: 'A', lastColumn: 'I', firstRow: 1, lastRow: 30 } } });
    const inside = g88Retreat(battleRequest(retreatBoard([{ id: 'u', hex: 'E11' }, enemy('e', 'E10')]), 'u'), withExtent);
    expect(inside.questions).toEqual([]);
    expect(offered(inside).some((o) => o.includes('off'))).toBe(false);
    const atEdge = g88Retreat(battleRequest(retreatBoard([{ id: 'u', hex: 'I11' }, enemy('e', 'I10')]), 'u'), withExtent);
    expect(atEdge.questions).toEqual([]);
    // Column J is beyond the user's last column: not a retreat hex, and the unit may step off instead.
    expect(offered(atEdge)).toEqual(['H11@1', 'I12@1', 'off@1']);
  });

  it('needs no question where the labels themselves end (row 1)', () => {
    const r = g88Retreat(request(retreatBoard([{ id: 'u', hex: 'I1' }]), 'u'), confirmed);
    expect(r.questions).toEqual([]);
    expect(offered(r)).toContain('off@1');
  });

  it('hexes beyond a stated edge are not retreat hexes', () => {
    const r = retreat([{ id: 'u', hex: 'E5' }], confirmed, madeUpEdge([5, 10], [1, 20]));
    expect(r.options.map((o) => o.path[0])).toEqual(['E4', 'E6', 'F4', 'F5', 'off']);
  });
});

describe("Gettysburg '88 retreat: settings, questions and input", () => {
  it('asks to confirm zones of control when one matters, offering nothing yet', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10')], settingsWith({ zoc: { adjacentHexes: null } }));
    expect(r.options).toEqual([]);
    expect(r.questions.map((q) => q.id)).toEqual(['setting:zoc.adjacentHexes']);
    expect(retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10')], null).questions.map((q) => q.id)).toEqual(['setting:zoc.adjacentHexes']);
  });

  it('needs no confirmation with no enemy near, and reads settings leniently', () => {
    expect(offered(retreat([{ id: 'u', hex: 'I11' }], null))).toHaveLength(6);
    const broken = { ...settingsWith(), costs: { clear: 'lots' } };
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10')], broken);
    expect(offered(r)).toEqual(['H11@1', 'I12@1', 'J11@1']);
    expect(r.problems.map((p) => p.severity)).toEqual(['note']);
  });

  it('an unknown unit, a unit off the map, or unknown battle units are input problems, never a throw', () => {
    const board = retreatBoard([{ id: 'u', hex: 'I11' }, { id: 'gone', offMap: true }, enemy('e', 'I10')]);
    const sev = (r: RetreatResult) => r.problems.map((p) => p.severity);
    expect(sev(g88Retreat(request(board, 'nobody'), confirmed))).toEqual(['input']);
    expect(sev(g88Retreat(request(board, 'gone'), confirmed))).toEqual(['input']);
    expect(sev(g88Retreat(request(board, 'u', ['ghost'], ['e']), confirmed))).toEqual(['input']);
    expect(sev(g88Retreat(request(board, 'u', ['e'], ['u']), confirmed))).toEqual(['input', 'input']);
    expect(() => g88Retreat(request(board, 'u'), 'not settings at all')).not.toThrow();
  });

  it('20: a unit attacked while reorganizing loses its marker for good, said in each option', () => {
    const r = retreat([{ id: 'u', hex: 'I11', reorganizing: true }, enemy('e', 'I10')]);
    expect(r.options.every((o) => o.steps.some((s) => s.rule?.rule === 'clarification 20'))).toBe(true);
  });

  it('cites a rule for every step of every option', () => {
    const r = retreat([{ id: 'u', hex: 'I11' }, enemy('e', 'I10'), enemy('e2', 'K13'), friend('f1', 'H11'), friend('f2', 'J11'), ...battleUnits(['H10', 'J10', 'I12', 'G12', 'H12', 'K11'])]);
    expect(r.options.length).toBeGreaterThan(0);
    expect(rules(r)).not.toContain('none');
  });
});
