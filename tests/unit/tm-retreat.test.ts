import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { Board } from '../../src/engine/core/board/board.js';
import type { RetreatResult } from '../../src/engine/core/retreat.js';
import { retreatAnswer } from '../../src/engine/core/retreat-answer.js';
import type { RuleRef } from '../../src/engine/core/rule-ref.js';
import { gameFeatures } from '../../src/engine/index.js';
import { game } from '../../src/engine/games/they-met/game.js';
import { readTmRetreatSettings } from '../../src/engine/games/they-met/retreat/retreat-settings.js';
import { TM_RETREAT_QUESTION_IDS, tmRetreat } from '../../src/engine/games/they-met/retreat/tm-retreat.js';
import { entryForRule } from '../../src/engine/rules/entry-for-rule.js';
import { tmBoard, tmRequest, type TmUnit } from '../fixtures/tm-retreat.js';

// Made-up positions: "u" is a Confederate unit, "e" a Union one. Numbered areas are on the map; a name is an
// off-map Zone ("Test Zone", made up).
const ZONE = 'Test Zone';
const retreat = (settings: unknown, units: readonly TmUnit[] = [{ id: 'u' }, { id: 'e', side: 'union' }]): RetreatResult =>
  tmRetreat(tmRequest(tmBoard(units), 'u', units.some((x) => x.id === 'e') ? ['e'] : []), settings);
const inZone = (type: TmUnit['type'] = 'infantry'): TmUnit[] => [{ id: 'u', area: ZONE, type }, { id: 'e', area: ZONE, side: 'union' }];
const entryOf = (ref: RuleRef | null | undefined): string | undefined => (ref ? entryForRule(ref)?.id : undefined);
const questionIds = (r: RetreatResult): string[] => r.questions.map((q) => q.id);

describe('They Met retreat: registration and what it asks first', () => {
  it('is the game module’s retreat, and the game lists the tool', () => {
    expect(gameFeatures('they-met').tools).toContain('retreat');
    expect(game.retreat?.(tmRequest(tmBoard([{ id: 'u' }]), 'u'), null).questions.map((q) => q.id)).toEqual([TM_RETREAT_QUESTION_IDS.combat]);
  });

  it('without the kind of combat, asks it and lists nothing', () => {
    const r = retreat(null);
    expect(questionIds(r)).toEqual(['setting:combat']);
    expect(r.options).toEqual([]);
    expect(r.noRetreat).toBeNull();
    expect(r.mayStay).toBeNull();
    expect(retreatAnswer(r).value).toBeNull();
  });

  it('for an assault without the unit’s part in it, asks whether it attacked or defended', () => {
    expect(questionIds(retreat({ combat: 'assault' }))).toEqual(['setting:role']);
  });
});

describe('They Met retreat: Q&A 17, no retreat by choice from a bombardment or a volley', () => {
  it.each(['bombardment', 'volley'] as const)('after a %s: no retreat, cited to Q&A 17, whatever the role', (combat) => {
    for (const role of ['defender', 'attacker', undefined]) {
      const r = retreat({ combat, ...(role ? { role } : {}) });
      expect(r.options).toEqual([]);
      expect(r.mayStay).toBeNull();
      expect(r.questions).toEqual([]);
      expect(r.noRetreat?.stepsLost).toBe(0);
      expect(r.noRetreat?.steps[0]?.text).toMatch(new RegExp(`may not pull back by choice after a ${combat}`));
      expect(entryOf(r.noRetreat?.steps[0]?.rule)).toBe('they-met/qa-17');
      expect(retreatAnswer(r).summary).toMatch(/^No retreat/);
    }
  });

  it('a retreat asked for as voluntary after fire is refused as illegal; one forced by a result is not judged', () => {
    const units = [{ id: 'u' }, { id: 'e', side: 'union' as const }];
    const asked = tmRetreat({ ...tmRequest(tmBoard(units), 'u', ['e']), voluntary: true }, { combat: 'volley' });
    expect(asked.problems).toEqual([expect.objectContaining({ severity: 'illegal', text: expect.stringMatching(/by choice after a volley is not allowed/) })]);
    expect(entryOf(asked.problems[0]?.rule)).toBe('they-met/qa-17');
    expect(retreat({ combat: 'volley' }).problems).toEqual([]);
    expect(retreat({ combat: 'volley' }).noRetreat?.steps[1]?.text).toMatch(/own result can move a unit is for the game's combat tables/);
  });

  it('after an assault, by contrast, a defender may stay or retreat by choice (the premise of Q&A 17)', () => {
    const r = retreat({ combat: 'assault', role: 'defender' });
    expect(r.noRetreat).toBeNull();
    expect(r.mayStay?.reason).toMatch(/may fall back if its owner wishes, so u need not/);
    expect(entryOf(r.mayStay?.rule)).toBe('they-met/qa-17');
    expect(retreatAnswer(r).summary).toBe('May stay');
  });
});

describe('They Met retreat: Q&A 3, an attacker that began its assault in a Zone and lost stays there', () => {
  it('stays: no retreat, not even to a neighbouring Zone, cited to Q&A 3 and clarification 1', () => {
    const r = retreat({ combat: 'assault', role: 'attacker', startedInZone: true }, inZone());
    expect(r.options).toEqual([]);
    expect(r.questions).toEqual([]);
    expect(r.noRetreat?.steps.map((s) => entryOf(s.rule))).toEqual(['they-met/clarification-1', 'they-met/qa-3']);
    expect(r.noRetreat?.steps[1]?.text).toMatch(/stays in that Zone and does not retreat, not even into a neighbouring Zone/);
  });

  it('asks whether it began there when the settings do not say', () => {
    const r = retreat({ combat: 'assault', role: 'attacker' }, inZone());
    expect(questionIds(r)).toEqual(['setting:startedInZone']);
    expect(entryOf(r.questions[0]?.rule)).toBe('they-met/qa-3');
    expect(r.noRetreat).toBeNull();
  });

  it('one that moved into the Zone to attack is not settled by Q&A 3: no stay, and the destination is asked', () => {
    const r = retreat({ combat: 'assault', role: 'attacker', startedInZone: false }, inZone());
    expect(r.noRetreat).toBeNull();
    expect(questionIds(r)).toEqual([TM_RETREAT_QUESTION_IDS.destination]);
    expect(r.questions[0]?.ask).toMatch(/moved into the Zone Test Zone to attack, so Q&A 3 .* does not settle it/);
  });

  it('in a numbered area Q&A 3 does not apply, whatever startedInZone says', () => {
    const r = retreat({ combat: 'assault', role: 'attacker', startedInZone: true });
    expect(r.noRetreat).toBeNull();
    expect(questionIds(r)).toEqual([TM_RETREAT_QUESTION_IDS.destination]);
    expect(r.questions[0]?.ask).toMatch(/after an assault in area 31/);
  });
});

describe('They Met retreat: Q&A 15 and 4, a mounted withdrawal bound only by rule 10.5', () => {
  it('each unit picks its own area, only 10.5 limits it, and 10.5 is said to be missing; no destination is made up', () => {
    const r = retreat({ combat: 'mounted-withdrawal' }, [{ id: 'u', type: 'cavalry' }, { id: 'e', side: 'union' }]);
    expect(r.options).toEqual([]);
    expect(r.noRetreat).toBeNull();
    expect(r.mayStay).toBeNull();
    const qa15 = r.problems.filter((p) => entryOf(p.rule) === 'they-met/qa-15').map((p) => p.text);
    expect(qa15).toEqual([expect.stringMatching(/picks its own area: they need not all go to the same one/), expect.stringMatching(/Rule 10\.5's own limits are the only ones.*not in Adjutant's sources/)]);
    expect(r.problems.some((p) => entryOf(p.rule) === 'they-met/qa-4' && /carry on with the movement points/.test(p.text))).toBe(true);
    expect(questionIds(r)).toEqual([TM_RETREAT_QUESTION_IDS.destination]);
    expect(entryOf(r.questions[0]?.rule)).toBe('they-met/qa-15');
    expect(r.questions[0]?.ask).toMatch(/Rule 10\.5 decides/);
    expect(r.problems.some((p) => /not a mounted unit/.test(p.text))).toBe(false);
  });

  it('notes that an infantry unit is not a mounted one', () => {
    const r = retreat({ combat: 'mounted-withdrawal' });
    expect(r.problems[0]?.text).toMatch(/^u is infantry, not a mounted unit/);
  });
});

describe('They Met retreat: where a retreat goes is never made up', () => {
  it('every answer that allows a retreat lists no destination and asks for it instead', () => {
    for (const settings of [{ combat: 'assault', role: 'defender' }, { combat: 'mounted-withdrawal' }, { combat: 'assault', role: 'attacker' }]) {
      const r = retreat(settings);
      expect(r.options).toEqual([]);
      expect(questionIds(r)).toContain(TM_RETREAT_QUESTION_IDS.destination);
      expect(r.questions.find((q) => q.id === TM_RETREAT_QUESTION_IDS.destination)?.ask).toMatch(/lists no destination rather than guess one/);
    }
  });
});

describe('They Met retreat: the settings reader', () => {
  it('reads the three fields', () => {
    expect(readTmRetreatSettings({ combat: 'assault', role: 'attacker', startedInZone: false })).toEqual({ combat: 'assault', role: 'attacker', startedInZone: false, problems: [] });
  });

  it('notes a bad value, leaves it unset and so asks for it', () => {
    const r = retreat({ combat: 'charge', role: 'defender' });
    expect(r.problems).toEqual([expect.objectContaining({ severity: 'note', at: 'settings.combat' })]);
    expect(questionIds(r)).toEqual(['setting:combat']);
    expect(readTmRetreatSettings({ startedInZone: 'yes' }).problems[0]?.text).toMatch(/settings\.startedInZone should be true or false; found "yes"/);
  });

  it('notes keys it does not use, and a value that is not an object', () => {
    expect(readTmRetreatSettings({ combat: 'volley', colour: 'red' }).problems[0]?.text).toMatch(/do not use "colour"; ignored/);
    expect(readTmRetreatSettings([1, 2]).problems[0]?.text).toMatch(/found a list of 2, so none were read/);
  });
});

describe('They Met retreat: what cannot be read', () => {
  it('a unit on a hex or off the map, an enemy named as a friend, another game’s board: input problems', () => {
    const base = tmBoard([{ id: 'u' }, { id: 'e', side: 'union' }]);
    const moved = (location: Board['units'][number]['location']): Board => ({ ...base, units: base.units.map((x) => (x.id === 'u' ? { ...x, location } : x)) });
    expect(tmRetreat(tmRequest(moved({ kind: 'hex', hex: 'A1' }), 'u'), { combat: 'volley' }).problems[0]?.text).toMatch(/on a hex, but They Met is played in areas/);
    expect(tmRetreat(tmRequest(moved({ kind: 'off-map', why: 'eliminated' }), 'u'), { combat: 'volley' }).problems[0]?.text).toMatch(/is off the map/);
    const friend = tmRetreat(tmRequest(base, 'u', [], ['e']), { combat: 'volley' });
    expect(friend.noRetreat).toBeNull();
    expect(friend.problems).toEqual([expect.objectContaining({ severity: 'input', at: 'battle' })]);
    expect(tmRetreat(tmRequest({ ...base, game: 'high-tide' }, 'u'), null).problems[0]?.text).toMatch(/not They Met at Gettysburg/);
  });
});

describe('They Met retreat on the command line', () => {
  it('reads the settings file: a unit that began its assault in its Zone and lost has no retreat (Q&A 3)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-tm-retreat-'));
    const boardPath = join(dir, 'board.json');
    const settingsPath = join(dir, 'settings.json');
    const unit = (id: string, side: string) => ({ id, name: id, side, type: 'infantry', location: { kind: 'area', area: ZONE } });
    writeFileSync(boardPath, JSON.stringify({ format: 'adjutant-board/1', game: 'they-met', units: [unit('u', 'confederate'), unit('e', 'union')] }));
    writeFileSync(settingsPath, JSON.stringify({ combat: 'assault', role: 'attacker', startedInZone: true }));
    const run = async (...argv: string[]) => {
      let out = '';
      let err = '';
      const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: (p) => readFile(p, 'utf8') });
      return { code, out, err };
    };
    const r = await run('retreat', '--board', boardPath, '--unit', 'u', '--attackers', 'e', '--settings', settingsPath, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { game: string; answered: boolean; noRetreat: { steps: { rule: string }[] } | null };
    expect(json.game).toBe('they-met');
    expect(json.answered).toBe(true);
    expect(json.noRetreat?.steps.map((s) => s.rule)).toContain('They Met at Gettysburg, additions, corrections, clarifications and answers (January 1997), Questions and answers 3');
    const asked = await run('retreat', '--board', boardPath, '--unit', 'u');
    expect(asked.code).toBe(0);
    expect(asked.out).toMatch(/To answer \(Adjutant does not guess these\):\n {2}- What is u retreating from/);
  });
});
