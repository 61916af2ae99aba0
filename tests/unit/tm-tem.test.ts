import { storedIn } from '../support/stored.js';
import { describe, expect, it } from 'vitest';
import type { Battle, BattleModifiers } from '../../src/engine/core/battle.js';
import type { Board } from '../../src/engine/core/board/board.js';
import { parseBoard } from '../../src/engine/boards.js';
import { AREA_TEMS_FORMAT, parseAreaTemsInput, type AreaTems } from '../../src/engine/games/they-met/area-tems-input.js';
import { assaultTem, LOS_INTO_RULE, lineOfSightInto, VOLLEY_TEM_RULE, volleyTem, ZONE_TEM_RULE } from '../../src/engine/games/they-met/tem.js';
import { gameModule } from '../../src/engine/index.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { AREA_TEMS_KEY, deleteAreaTems, importAreaTems, loadAreaTems, saveAreaTems } from '../../src/storage/area-tems.js';
import { readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

const TM = readSeed('004_83998f965c11d736.txt');

// Made-up test TEMs, not any real They Met map's: only area 64's +1 is the errata's.
function tems(areaTems: Record<string, number> = { '19': 2, '18': 0, '20': 1 }, zones: string[] = ['Hanover Road']): AreaTems {
  const parsed = parseAreaTemsInput({ format: AREA_TEMS_FORMAT, areaTems, zones });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe('They Met at Gettysburg: the seed says', () => {
  itWithShared('has the three rulings these functions rest on', () => {
    expect(TM).toContain('If an assault occurs in a Zone');
    expect(TM).toMatch(/TEM of the Zone\?\s+Zero\./);
    expect(TM).toContain('must have a printed TEM of + 1');
    expect(TM).toContain('effective TEM for resolving the volley');
    expect(TM).toContain('it is only a + 1');
    expect(TM).toContain('4. Example p. 11');
    expect(TM).toContain('Blocking terrain in the target Area itself');
    expect(TM).toContain('Rule 16.2.2 Tracing line of Sight');
  });
});

describe('assault TEM', () => {
  it('is 0 in an off-map Zone (answer 1)', () => {
    const t = assaultTem('Hanover Road', null);
    expect(t.tem).toBe(0);
    expect(t.steps[0]?.rule).toEqual(ZONE_TEM_RULE);
    expect(ZONE_TEM_RULE.rule).toContain('answers 1');
  });

  it('is the area’s printed TEM: the errata’s area 64, else the user’s map, else asked', () => {
    expect(assaultTem('64', null).tem).toBe(1);
    expect(assaultTem('64', null).steps[0]?.rule).toEqual(VOLLEY_TEM_RULE);
    const t = assaultTem('19', tems());
    expect(t.tem).toBe(2);
    expect(t.steps[0]?.rule?.document).toContain('your They Met at Gettysburg map');
    const unknown = assaultTem('19', null);
    expect(unknown.tem).toBeNull();
    expect(unknown.question).toContain('area 19');
  });
});

describe('volley TEM (clarification 4)', () => {
  it('area 64 prints +1: a legal target, resolved at an effective +2', () => {
    const v = volleyTem('64', null);
    expect(v).toMatchObject({ legal: true, printedTem: 1, tem: 2, question: null });
    expect(v.steps.at(-1)?.rule).toEqual(VOLLEY_TEM_RULE);
    expect(VOLLEY_TEM_RULE.rule).toBe('Clarification 4 (example p. 11)');
  });

  it('an area printing +1 on the user’s map resolves at +2; any other TEM, or a Zone, the errata leave open: asked, not refused', () => {
    expect(volleyTem('20', tems())).toMatchObject({ legal: true, printedTem: 1, tem: 2 });
    expect(volleyTem('19', tems())).toMatchObject({ legal: null, printedTem: 2, tem: null });
    expect(volleyTem('19', tems()).question).toMatch(/May a volley go into area 19 \(it prints \+2\) under your rulebook/);
    expect(volleyTem('18', tems())).toMatchObject({ legal: null, printedTem: 0, tem: null });
    expect(volleyTem('Hanover Road', tems())).toMatchObject({ legal: null, printedTem: null });
    expect(volleyTem('Hanover Road', tems()).question).toMatch(/May a volley go into Hanover Road/);
    const unknown = volleyTem('33', tems());
    expect(unknown).toMatchObject({ legal: null, tem: null });
    expect(unknown.question).toContain('area 33');
  });
});

describe('line of sight into an area (addition 7, rule 16.2.2)', () => {
  it('the target area’s own blocking terrain does not block; any other does', () => {
    const own = lineOfSightInto('64', ['64']);
    expect(own).toMatchObject({ clear: true, blockedBy: [], ignored: ['64'] });
    expect(own.steps[0]?.rule).toEqual(LOS_INTO_RULE);
    expect(lineOfSightInto('64', ['64', '19', '19'])).toMatchObject({ clear: false, blockedBy: ['19'], ignored: ['64'] });
    expect(lineOfSightInto('64', [])).toMatchObject({ clear: true, blockedBy: [], ignored: [] });
  });
});

describe('area TEMs file', () => {
  it('names each bad field, and holds area 64 to the errata’s +1', () => {
    const parsed = parseAreaTemsInput({ format: 'x', areaTems: { '64': 2, 'Hanover Road': 0, '19': 1.5, '0': 1 }, zones: ['12', 'Hanover Road', 'Hanover Road'], more: true });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.path)).toEqual(
      // Number-like keys come first in a JSON object's key order.
      ['more', 'format', 'areaTems["0"]', 'areaTems["19"]', 'areaTems["64"]', 'areaTems["Hanover Road"]', 'zones[0]', 'zones[2]'],
    );
    expect(parsed.errors.find((e) => e.path === 'areaTems["64"]')?.expected).toContain('clarification 4');
    expect(parseAreaTemsInput({ format: AREA_TEMS_FORMAT, areaTems: { '64': 1 } }).ok).toBe(true);
  });

  it('is stored checked: a bad one writes nothing', async () => {
    const store = memoryStore();
    expect(await loadAreaTems(store)).toBeNull();
    const bad = await importAreaTems(store, JSON.stringify({ format: AREA_TEMS_FORMAT, areaTems: { '64': 0 } }));
    expect(bad.ok).toBe(false);
    expect(store.dump()).toEqual({});
    const good = { format: AREA_TEMS_FORMAT, areaTems: { '19': 2 }, zones: ['Hanover Road'] };
    expect((await saveAreaTems(store, good)).ok).toBe(true);
    expect(storedIn(store.dump(), AREA_TEMS_KEY)).toEqual(good);
    expect((await loadAreaTems(store))?.areaTems).toEqual({ '19': 2 });
    await deleteAreaTems(store);
    expect(await loadAreaTems(store)).toBeNull();
  });
});

const unit = (id: string, side: string, area: string) => ({ id, name: id, side, type: 'infantry', location: { kind: 'area', area } });

function board(units: unknown[]): Board {
  const parsed = parseBoard({ format: 'adjutant-board/1', game: 'they-met', units });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

function modifiers(battle: Battle): BattleModifiers {
  const fn = gameModule('they-met').battleModifiers;
  if (!fn) throw new Error('they-met has no battleModifiers');
  return fn(battle, {});
}

describe('They Met battle modifiers', () => {
  it('an assault (attackers in the defenders’ area) takes the area’s TEM', () => {
    const b = board([unit('a', 'confederate', '19'), unit('d', 'union', '19')]);
    const m = modifiers({ board: b, attackers: ['a'], defenders: ['d'], stated: { areaTems: tems() } });
    expect(m.lines.map((l) => [l.id, l.value, l.optionalRule])).toEqual([['tem', 2, null]]);
    expect(m.undecided).toEqual([]);
    expect(m.notes.some((n) => n.text.includes('taken as an assault'))).toBe(true);
    // Without the user's TEMs it is asked, not guessed.
    expect(modifiers({ board: b, attackers: ['a'], defenders: ['d'] }).undecided.map((u) => u.id)).toEqual(['tem']);
  });

  it('an assault in an off-map Zone has TEM 0, citing answer 1', () => {
    const b = board([unit('a', 'confederate', 'Hanover Road'), unit('d', 'union', 'Hanover Road')]);
    const m = modifiers({ board: b, attackers: ['a'], defenders: ['d'] });
    expect(m.lines.map((l) => [l.id, l.value])).toEqual([['tem', 0]]);
    expect(m.lines[0]?.rule).toEqual(ZONE_TEM_RULE);
  });

  it('a volley into area 64 is +2; into an area not printing +1 there is no line, and its TEM is asked', () => {
    const b = board([unit('a', 'confederate', '63'), unit('d', 'union', '64'), unit('e', 'union', '19')]);
    const into64 = modifiers({ board: b, attackers: ['a'], defenders: ['d'], stated: { areaCombat: 'volley' } });
    expect(into64.lines.map((l) => [l.id, l.value])).toEqual([['tem', 2]]);
    expect(into64.lines[0]?.rule).toEqual(VOLLEY_TEM_RULE);
    const into19 = modifiers({ board: b, attackers: ['a'], defenders: ['e'], stated: { areaCombat: 'volley', areaTems: tems() } });
    expect(into19.lines).toEqual([]);
    expect(into19.undecided.find((u) => u.id === 'tem')?.question).toMatch(/May a volley go into area 19 \(it prints \+2\)/);
  });

  it('no volley into friendly units or into the attackers’ own area (answers 9 and 10)', () => {
    const b = board([unit('a', 'confederate', '63'), unit('f', 'confederate', '64'), unit('d', 'union', '64')]);
    const m = modifiers({ board: b, attackers: ['a'], defenders: ['d'], stated: { areaCombat: 'volley' } });
    expect(m.lines).toEqual([]);
    expect(m.notes.some((n) => n.rule?.rule.includes('answers 9'))).toBe(true);
    const own = modifiers({ board: board([unit('a', 'confederate', '64'), unit('d', 'union', '64')]), attackers: ['a'], defenders: ['d'], stated: { areaCombat: 'volley' } });
    expect(own.lines).toEqual([]);
    expect(own.notes.some((n) => n.rule?.rule.includes('answers 10'))).toBe(true);
  });

  it('asks what it cannot read: volley or bombardment, a bombardment’s TEM, defenders in two areas', () => {
    const b = board([unit('a', 'confederate', '63'), unit('d', 'union', '64'), unit('e', 'union', '19')]);
    expect(modifiers({ board: b, attackers: ['a'], defenders: ['d'] }).undecided.map((u) => u.id)).toEqual(['area-combat']);
    const bomb = modifiers({ board: b, attackers: ['a'], defenders: ['d'], stated: { areaCombat: 'bombardment' } });
    expect(bomb.lines).toEqual([]);
    expect(bomb.undecided.map((u) => u.id)).toEqual(['tem']);
    expect(modifiers({ board: b, attackers: ['a'], defenders: ['d', 'e'] }).undecided.map((u) => u.id)).toEqual(['target-area']);
  });
});
