import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/engine/core/answer.js';
import type { RuleRef } from '../../src/engine/core/rule-ref.js';
import { TM_FIRE_CALCULATOR, type TmFireResult } from '../../src/engine/calculators.js';
import { gameCalculators, gameModule } from '../../src/engine/index.js';
import { game } from '../../src/engine/games/they-met/game.js';
import { TM_ERRATA } from '../../src/engine/games/they-met/rule.js';
import { entryForRule } from '../../src/engine/rules/entry-for-rule.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';
import { BASE_UNITS, TEST_ZONE, fireInput, testTems, type TmUnit } from '../fixtures/tm-fire.js';

// Made-up positions: "g" fires (Confederate), "e" and "f" are Union. See tests/fixtures/tm-fire.ts for the map.
const fire = (over: Parameters<typeof fireInput>[0] = {}, units: readonly TmUnit[] = BASE_UNITS): Answer<TmFireResult> => TM_FIRE_CALCULATOR.answer(fireInput(over, units));
const entryOf = (ref: RuleRef | null | undefined): string | null => (ref ? (entryForRule(ref)?.id ?? null) : null);
const citedEntries = (a: Answer<TmFireResult>): (string | null)[] => a.steps.map((s) => entryOf(s.rule));
const questionIds = (a: Answer<TmFireResult>): string[] => a.questions.map((q) => q.id);
const illegal = (a: Answer<TmFireResult>): (string | null)[] => a.problems.filter((p) => p.severity === 'illegal').map((p) => entryOf(p.rule));

describe('They Met fire: the seed says', () => {
  itWithShared('has the rulings the calculator rests on, in the items it cites', () => {
    const seed = readSeed('004_83998f965c11d736.txt');
    expect(seed).toContain('All references to Zones');
    expect(seed).toContain('7. Rule 16.2.2 Tracing line of Sight');
    expect(seed).toMatch(/Is this correct\?\s+Rules 8\.1 and 9\.1/);
    expect(seed).toMatch(/currently activated area\?\s+No\./);
    expect(seed).toMatch(/enemy units in the activated area\?\s+Yes\./);
    expect(seed).toMatch(/bombardment or volley provide support\?\s+No\./);
    expect(seed).toContain('effective TEM for resolving the volley');
  });
});

describe('They Met fire: a plain eligible fire', () => {
  it('into an adjacent area, nothing in the way: eligible, each reason a cited step', () => {
    const a = fire();
    expect(a.value?.eligible).toBe(true);
    expect(a.summary).toBe('May bombard area 32');
    expect(a.questions).toEqual([]);
    expect(a.problems).toEqual([]);
    expect(citedEntries(a)).toEqual(['they-met/qa-10', 'they-met/qa-9', 'they-met/qa-11', null]);
    expect(a.value?.from).toEqual(['31']);
  });
});

describe('They Met fire: Q&A 9, never into friendly units', () => {
  it('a friendly unit in the target bars the fire; the same area without it does not', () => {
    const a = fire({}, [...BASE_UNITS, { id: 'friend', area: '32' }]);
    expect(a.value?.eligible).toBe(false);
    expect(a.summary).toBe('May not bombard area 32');
    expect(illegal(a)).toEqual(['they-met/qa-9']);
    expect(a.problems[0]?.text).toContain('friend');
    expect(a.problems[0]?.at).toBe('target');
  });

  it('a group firing into the area it stands in (not the activated one) has itself there: barred', () => {
    const a = fire({ target: '32', activated: '30' }, [{ id: 'g', area: '32' }, { id: 'e', area: '32', side: 'union' }]);
    expect(a.value?.eligible).toBe(false);
    expect(illegal(a)).toEqual(['they-met/qa-9']);
  });

  it('friendly leaders alone there are asked about; the player’s word decides', () => {
    const units: TmUnit[] = [...BASE_UNITS, { id: 'Boss', area: '32', type: 'leader' }];
    const open = fire({}, units);
    expect(questionIds(open)).toEqual(['leaders-in-target:32']);
    expect(entryOf(open.questions[0]?.rule)).toBe('they-met/qa-9');
    expect(open.value).toBeNull();
    expect(fire({ stated: { blockingAreas: [], leadersCount: true } }, units).value?.eligible).toBe(false);
    expect(fire({ stated: { blockingAreas: [], leadersCount: false } }, units).value?.eligible).toBe(true);
  });

  it('an area with no enemy in it is noted, not barred', () => {
    const a = fire({}, [{ id: 'g', area: '31' }]);
    expect(a.value?.eligible).toBe(true);
    expect(a.problems.map((p) => [p.severity, p.at, p.text])).toEqual([['note', 'target', 'The board shows no enemy units in area 32: the bombardment would have nothing to hit.']]);
  });

  it('once a rule bars the fire, nothing else is asked', () => {
    const a = fire({ areaMap: null, stated: {} }, [...BASE_UNITS, { id: 'friend', area: '32' }]);
    expect(a.value?.eligible).toBe(false);
    expect(a.questions).toEqual([]);
  });
});

describe('They Met fire: Q&A 10, never into the activated area', () => {
  it('enemies in the activated area are no target, for either kind of fire', () => {
    for (const kind of ['bombardment', 'volley'] as const) {
      const a = fire({ fire: kind, target: '31', activated: '31' }, [{ id: 'g', area: '30' }, { id: 'e', area: '31', side: 'union' }]);
      expect(a.value?.eligible, kind).toBe(false);
      expect(illegal(a), kind).toEqual(['they-met/qa-10']);
      expect(a.problems[0]?.text).toContain('e there');
    }
  });

  it('the same target when another area is activated is allowed', () => {
    const a = fire({ target: '31', activated: '30' }, [{ id: 'g', area: '30' }, { id: 'e', area: '31', side: 'union' }]);
    expect(a.value?.eligible).toBe(true);
  });
});

describe('They Met fire: Q&A 11, an adjacent area while enemies share the activated one', () => {
  const contested: TmUnit[] = [...BASE_UNITS, { id: 'f', area: '31', side: 'union' }];

  it('enemies in the activated area do not stop fire into an adjacent area', () => {
    const a = fire({}, contested);
    expect(a.value?.eligible).toBe(true);
    const step = a.steps.find((s) => entryOf(s.rule) === 'they-met/qa-11');
    expect(step?.text).toMatch(/even with enemy units \(f\) in the activated area 31/);
  });

  it('adjacency comes from the player’s map; without one it is asked', () => {
    const a = fire({ areaMap: null }, contested);
    expect(questionIds(a)).toEqual(['adjacent:31|32']);
    expect(a.value).toBeNull();
    expect(a.summary).toBeNull();
  });

  it('without a map, the player’s word on adjacency decides, area by area', () => {
    const yes = fire({ areaMap: null, stated: { blockingAreas: [], adjacentFrom: { '31': true } } }, contested);
    expect(yes.value?.eligible).toBe(true);
    expect(yes.steps.find((s) => entryOf(s.rule) === 'they-met/qa-11')?.text).toContain('adjacent to area 31 (as you state)');
    // Not adjacent: the rulebook's range is asked next, as with a map.
    const no = fire({ areaMap: null, stated: { blockingAreas: [], adjacentFrom: { '31': false } } }, contested);
    expect(questionIds(no)).toEqual(['fire-range:31|32']);
    // An answer about another area answers nothing here.
    expect(questionIds(fire({ areaMap: null, stated: { blockingAreas: [], adjacentFrom: { '30': true } } }, contested))).toEqual(['adjacent:31|32']);
  });

  it('a target that is not adjacent asks for the range, and the player’s word decides', () => {
    const far = fire({ target: '33' }, [{ id: 'g', area: '31' }, { id: 'e', area: '33', side: 'union' }]);
    expect(questionIds(far)).toEqual(['fire-range:31|33']);
    expect(far.questions[0]?.ask).toMatch(/not adjacent/);
    expect(fire({ target: '33', stated: { blockingAreas: [], reachesTarget: true } }).value?.eligible).toBe(true);
    const no = fire({ target: '33', stated: { blockingAreas: [], reachesTarget: false } });
    expect(no.value?.eligible).toBe(false);
    expect(no.problems.filter((p) => p.severity === 'illegal').map((p) => p.rule)).toEqual([null]);
  });

  it('a group in two areas is checked from each', () => {
    const a = fire({ group: ['g', 'h'], areaMap: null }, [...BASE_UNITS, { id: 'h', area: '33' }]);
    expect(questionIds(a)).toEqual(['adjacent:31|32', 'adjacent:33|32']);
    expect(a.summary).toBeNull();
  });
});

describe('They Met fire: addition 7, the target’s own blocking terrain', () => {
  it('does not block the line into it', () => {
    const a = fire({ stated: { blockingAreas: ['32'] } });
    expect(a.value?.eligible).toBe(true);
    expect(citedEntries(a)).toContain('they-met/addition-7');
  });

  it('blocking terrain in another area on the line does', () => {
    const a = fire({ stated: { blockingAreas: ['32', '30'] } });
    expect(a.value?.eligible).toBe(false);
    expect(a.problems.find((p) => p.severity === 'illegal')?.text).toMatch(/area 30 blocks/);
  });

  it('what lies on the line is asked when not stated', () => {
    const a = fire({ stated: {} });
    expect(questionIds(a)).toEqual(['sight:32']);
    expect(entryOf(a.questions[0]?.rule)).toBe('they-met/addition-7');
  });
});

describe('They Met fire: clarification 4, a volley into an area printing +1', () => {
  it('area 64 (the errata’s +1): eligible, resolved at +2 as a cited step', () => {
    const a = fire({ fire: 'volley', target: '64' }, [{ id: 'g', area: '31' }, { id: 'e', area: '64', side: 'union' }]);
    expect(a.value?.eligible).toBe(true);
    expect(a.value?.volleyTem).toBe(2);
    expect(a.summary).toBe('May volley into area 64, at TEM +2');
    expect(a.steps.at(-1)?.text).toMatch(/resolved at \+2/);
    expect(entryOf(a.steps.at(-1)?.rule)).toBe('they-met/clarification-4');
  });

  it('an area the player’s map prints +1 resolves at +2 too; a bombardment there gets no volley TEM', () => {
    const units: TmUnit[] = [{ id: 'g', area: '31' }, { id: 'e', area: '30', side: 'union' }];
    expect(fire({ fire: 'volley', target: '30' }, units).value?.volleyTem).toBe(2);
    const b = fire({ target: '30' }, units);
    expect(b.value?.volleyTem).toBeNull();
    expect(citedEntries(b)).not.toContain('they-met/clarification-4');
  });

  it('any other printed TEM is asked, not refused; the player’s word decides', () => {
    const a = fire({ fire: 'volley' });
    expect(questionIds(a)).toEqual(['volley-target:32']);
    expect(a.problems).toEqual([]);
    expect(a.steps.map((s) => s.text)).toContain('The target, area 32, prints a TEM of +2.');
    const yes = fire({ fire: 'volley', stated: { blockingAreas: [], volleyTarget: true } });
    expect(yes.value).toMatchObject({ eligible: true, volleyTem: null });
    expect(fire({ fire: 'volley', stated: { blockingAreas: [], volleyTarget: false } }).value?.eligible).toBe(false);
  });

  it('a printed TEM not known is asked for', () => {
    expect(questionIds(fire({ fire: 'volley', tems: null }))).toEqual(['volley-tem:32']);
    expect(questionIds(fire({ fire: 'volley', tems: testTems({ '33': 0 }) }))).toEqual(['volley-tem:32']);
  });
});

describe('They Met fire: clarification 1, Zones are off the map', () => {
  it('a volley into a Zone: no printed TEM to ask for, but whether it may go there', () => {
    const a = fire({ fire: 'volley', target: TEST_ZONE, activated: '30' }, [{ id: 'g', area: '30' }, { id: 'e', area: TEST_ZONE, side: 'union' }]);
    expect(questionIds(a)).toEqual([`volley-target:${TEST_ZONE}`]);
    expect(citedEntries(a)).toEqual(expect.arrayContaining(['they-met/clarification-1', 'they-met/qa-1']));
    expect(a.steps.some((s) => s.text.includes(`the Zone ${TEST_ZONE}`))).toBe(true);
  });
});

describe('They Met fire: Q&A 16, a lead defending artillery unit', () => {
  const withLead = (type: TmUnit['type']): TmUnit[] => [...BASE_UNITS, { id: 'lead', area: '32', side: 'union', type }];

  it('lends no support: a cited step, and the value says so', () => {
    const a = fire({ leadDefender: 'lead' }, withLead('artillery'));
    expect(a.value?.leadDefender).toEqual({ unit: 'lead', supports: false });
    expect(a.steps.find((s) => entryOf(s.rule) === 'they-met/qa-16')?.text).toMatch(/lends no support/);
    expect(a.value?.eligible).toBe(true);
  });

  it('another lead unit is left to the rulebook, in a note', () => {
    for (const type of ['infantry', 'horse-artillery'] as const) {
      const a = fire({ leadDefender: 'lead' }, withLead(type));
      expect(a.value?.leadDefender).toEqual({ unit: 'lead', supports: null });
      expect(citedEntries(a)).not.toContain('they-met/qa-16');
      expect(a.problems.map((p) => [p.severity, entryOf(p.rule)])).toEqual([['note', 'they-met/qa-16']]);
    }
  });
});

describe('They Met fire: what cannot be read is input, never a throw', () => {
  it.each<[string, Parameters<typeof fireInput>[0], string]>([
    ['no such unit', { group: ['ghost'] }, 'group'],
    ['an empty group', { group: [] }, 'group'],
    ['a group that is not a list', { group: 'g' as unknown as string[] }, 'group'],
    ['a target that is no label', { target: '0' }, 'target'],
    ['a target off the map', { target: '99' }, 'areaMap'],
    ['a lead defender elsewhere', { leadDefender: 'g' }, 'leadDefender'],
    ['a kind of fire that is neither', { fire: 'assault' as 'volley' }, 'fire'],
    ['blocking areas that are not a list', { stated: { blockingAreas: '30' as unknown as string[] } }, 'stated.blockingAreas'],
  ])('%s', (_, over, at) => {
    const a = fire(over);
    expect(a.problems.map((p) => [p.severity, p.at])).toContainEqual(['input', at]);
    expect(a.value).toBeNull();
    expect(a.summary).toBeNull();
  });

  it('mixed sides and a board of another game', () => {
    expect(fire({ group: ['g', 'e'] }).problems.map((p) => p.at)).toEqual(['group']);
    const other = { ...fireInput(), board: { ...fireInput().board, game: 'gettysburg-77' } };
    expect(TM_FIRE_CALCULATOR.answer(other).problems.map((p) => p.at)).toEqual(['board']);
  });
});

describe('They Met fire: registration and citations', () => {
  it('is one of the game’s calculators', () => {
    expect(game.calculators).toContain(TM_FIRE_CALCULATOR);
    expect(gameCalculators(gameModule('they-met')).map((c) => c.id)).toContain('fire');
  });

  it('every errata citation it writes opens that item’s entry', () => {
    const answers = [
      fire(),
      fire({}, [...BASE_UNITS, { id: 'friend', area: '32' }]),
      fire({ fire: 'volley', target: '64' }, [{ id: 'g', area: '31' }, { id: 'e', area: '64', side: 'union' }]),
      fire({ fire: 'volley', target: TEST_ZONE, activated: '30' }, [{ id: 'g', area: '30' }, { id: 'e', area: TEST_ZONE, side: 'union' }]),
      fire({ leadDefender: 'lead', stated: { blockingAreas: ['32'] } }, [...BASE_UNITS, { id: 'lead', area: '32', side: 'union', type: 'artillery' }]),
      fire({ target: '31', activated: '31' }, [{ id: 'g', area: '30' }, { id: 'e', area: '31', side: 'union' }]),
    ];
    const refs = answers.flatMap((a) => [...a.steps.map((s) => s.rule), ...a.questions.map((q) => q.rule), ...a.problems.map((p) => p.rule)]).filter((r): r is RuleRef => r !== null && r.document === TM_ERRATA);
    const entries = new Set(refs.map((r) => entryOf(r)));
    expect(entries.has(null)).toBe(false);
    for (const id of ['clarification-1', 'clarification-4', 'addition-7', 'qa-9', 'qa-10', 'qa-11', 'qa-16']) expect(entries, id).toContain(`they-met/${id}`);
  });
});
