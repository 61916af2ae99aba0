import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import { gunFireAnswer } from '../../src/engine/games/gettysburg-88/artillery/artillery-answer.js';
import type { GunFire, TargetCheck } from '../../src/engine/games/gettysburg-88/artillery/artillery-answer-types.js';
import { gunFire } from '../../src/engine/games/gettysburg-88/artillery/gun-fire.js';
import { splitBattles } from '../../src/engine/games/gettysburg-88/artillery/same-hex-guns.js';
import type { G88MovementSettings } from '../../src/engine/games/gettysburg-88/movement/movement-settings.js';
import { artilleryBoard, artillerySettings, clear, reb, union, woods } from '../fixtures/g88-artillery.js';

// Every position is made up. Guns are Union and targets Confederate unless a test says otherwise.

/** The made-up settings, with any hex nothing describes counted as clear (for tests not about unknown terrain). */
const SEEN = artillerySettings({}, { unmarkedHexes: 'clear' });

const fire = (board: Board, settings: G88MovementSettings | null = SEEN, gun = 'gun'): GunFire => gunFire(board, gun, settings);
function target(f: GunFire, id: string): TargetCheck {
  const t = f.targets.find((x) => x.unit.id === id);
  if (!t) throw new Error(`no target ${id} among ${f.targets.map((x) => x.unit.id).join(', ')}`);
  return t;
}
const rulesOf = (steps: readonly { rule: { rule: string } | null }[]): string[] => steps.map((s) => s.rule?.rule ?? '');
const questionIds = (f: GunFire): string[] => f.needs.map((n) => n.id);

describe('clarification 23: one gun, several enemy guns in one battle', () => {
  it('lists every enemy unit within the double range, and the eligible guns it may take on together', () => {
    const board = artilleryBoard([union('gun', 'K14'), reb('a', 'K16'), reb('b', 'M14'), reb('far', 'K19')]);
    const f = fire(board);
    expect(f.targets.map((t) => [t.unit.id, t.distance, t.eligible])).toEqual([
      ['a', 2, true],
      ['b', 2, true],
    ]);
    expect(f.oneBattle).toEqual(['a', 'b']);
    const together = f.steps.find((s) => s.rule?.rule === 'clarification 23');
    expect(together?.text).toBe('Firing alone, gun may take on a, b in one battle: each is enemy artillery within its double range.');
  });

  it('leaves out a gun it may not fire on, and says nothing of a battle of one', () => {
    const board = artilleryBoard([union('gun', 'K14'), reb('a', 'K16'), reb('b', 'M14')], woods('K15'));
    const f = fire(board);
    expect(target(f, 'a').eligible).toBe(false);
    expect(f.oneBattle).toEqual(['b']);
    expect(rulesOf(f.steps)).not.toContain('clarification 23');
  });
});

describe('clarification 24: a gun in regular combat fires at no range', () => {
  it('an enemy combat unit next to the gun bars every target, with the reason', () => {
    const board = artilleryBoard([union('gun', 'K14'), reb('inf', 'K13', 'infantry'), reb('a', 'K16')]);
    const f = fire(board);
    expect(f.engagedWith).toEqual(['inf']);
    expect(f.targets.map((t) => [t.unit.id, t.eligible])).toEqual([
      ['inf', false],
      ['a', false],
    ]);
    expect(f.steps[0]).toMatchObject({ text: 'gun is next to inf, so it is engaged in regular combat: no double-range combat for it.', rule: { rule: 'clarification 24' } });
    expect(rulesOf(target(f, 'a').steps)).toContain('clarification 24');
    expect(gunFireAnswer(f).summary).toBe('Engaged in regular combat: no double-range fire');
  });

  it('a friendly unit or an enemy general next to it engages nothing', () => {
    for (const next of [union('friend', 'K13', 'infantry'), reb('lee', 'K13', 'general')]) {
      const f = fire(artilleryBoard([union('gun', 'K14'), next, reb('a', 'K16')]));
      expect(f.engagedWith).toEqual([]);
      expect(target(f, 'a').eligible).toBe(true);
    }
  });
});

describe('clarification 25: terrain for the gun under fire, none for the gun firing', () => {
  it('artillery fired on at double range keeps its terrain modifier; the firing gun gets none of its own', () => {
    const f = fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K16')], woods('K16', 'K14')));
    const a = target(f, 'a');
    expect(a.defenderTerrain).toBe(true);
    expect(a.steps.at(-1)).toMatchObject({ text: 'a is artillery fired on at double range: it keeps the terrain modifier of K16.', rule: { rule: 'clarification 25' } });
    expect(f.steps).toContainEqual(expect.objectContaining({ text: 'gun gets no terrain modifier of its own when firing at double range.', rule: expect.objectContaining({ rule: 'clarification 25' }) }));
  });

  it('for a target that is not artillery the clarifications say nothing: null, not guessed', () => {
    const f = fire(artilleryBoard([union('gun', 'K14'), reb('inf', 'K16', 'infantry')]), artillerySettings({ onlyArtilleryTargets: false }, { unmarkedHexes: 'clear' }));
    expect(target(f, 'inf')).toMatchObject({ eligible: true, defenderTerrain: null });
  });
});

describe('clarification 26: no terrain modifier against fire from the same hill', () => {
  it('a gun on Cemetery Hill fired on from Cemetery Hill loses it', () => {
    const f = fire(artilleryBoard([union('gun', 'K10'), reb('a', 'K12')]));
    const a = target(f, 'a');
    expect(a).toMatchObject({ eligible: true, defenderTerrain: false });
    expect(a.steps).toContainEqual(
      expect.objectContaining({ text: 'a is on Cemetery Hill and the fire comes from K10 on the same hill: no terrain modifier.', rule: expect.objectContaining({ rule: 'clarification 26' }) }),
    );
  });

  it('fire from another hill, or from no hill, leaves it', () => {
    const culps = artillerySettings({ hills: [{ name: 'Cemetery Hill', hexes: ['K10', 'K11', 'K12'] }, { name: "Culp's Hill", hexes: ['M12', 'M13'] }] }, { unmarkedHexes: 'clear' });
    expect(target(fire(artilleryBoard([union('gun', 'M12'), reb('a', 'K12')]), culps), 'a').defenderTerrain).toBe(true);
    expect(target(fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K12')])), 'a').defenderTerrain).toBe(true);
  });

  it('while the hills are not confirmed it asks, under clarification 26', () => {
    const f = fire(artilleryBoard([union('gun', 'K10'), reb('a', 'K12')]), artillerySettings({ hills: null }, { unmarkedHexes: 'clear' }));
    expect(target(f, 'a').defenderTerrain).toBeNull();
    expect(f.needs.find((n) => n.id === 'artillery.hills')?.rule?.rule).toBe('clarification 26');
  });
});

describe('clarification 27: no terrain modifier against fire from woods joined by woods', () => {
  // S4 and U5 are two columns apart: woods join them only through column T (T4 directly, or T5 by way of S5).
  const guns = [union('gun', 'S4'), reb('a', 'U5')];

  it('S4 and U5 joined through S5 and T5: the chain found, the modifier lost, the fire itself open (T4 is clear)', () => {
    const f = fire(artilleryBoard(guns, { ...woods('S4', 'S5', 'T5', 'U5'), ...clear('T4') }));
    const a = target(f, 'a');
    expect(a).toMatchObject({ eligible: true, defenderTerrain: false, line: { crossed: ['T4'], verdict: 'clear' } });
    const step = a.steps.find((s) => s.rule?.rule === 'clarification 27');
    expect(step?.text).toBe("a is in woods joined to the firing gun's woods hex by woods all the way (S4, S5, T5, U5): no terrain modifier.");
  });

  it('S4 and U5 joined through T4: the modifier is lost, though T4 also blocks the line', () => {
    const a = target(fire(artilleryBoard(guns, woods('S4', 'T4', 'U5'))), 'a');
    expect(a).toMatchObject({ eligible: false, defenderTerrain: false, line: { blockedBy: ['T4'], verdict: 'blocked' } });
    expect(a.steps.find((s) => s.rule?.rule === 'clarification 27')?.text).toContain('(S4, T4, U5)');
  });

  it('woods at both ends but no chain between: the modifier stays', () => {
    const a = target(fire(artilleryBoard(guns, { ...woods('S4', 'S5', 'U5'), ...clear('T4', 'T5') })), 'a');
    expect(a.defenderTerrain).toBe(true);
    expect(a.steps.find((s) => s.rule?.rule === 'clarification 27')?.text).toBe('S4 and U5 are both woods, but no unbroken chain of woods hexes joins them.');
  });

  it('woods that reach hexes nothing describes: asked, never taken as broken', () => {
    const f = fire(artilleryBoard(guns, { ...woods('S4', 'S5', 'U5'), ...clear('T4') }), artillerySettings());
    expect(target(f, 'a').defenderTerrain).toBeNull();
    const q = f.needs.find((n) => n.id === 'woods-chain:S4-U5');
    expect(q?.rule?.rule).toBe('clarification 27');
    expect(q?.question).toMatch(/^Are S4 and U5 joined by an unbroken chain of woods hexes\? .*T5/);
  });
});

describe('clarifications 28 and 34: what the combat leads to, and its odds', () => {
  it('every answer about a gun ends with both', () => {
    const a = gunFireAnswer(fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K16')])));
    expect(a.steps.slice(-2).map((s) => [s.rule?.rule, s.text])).toEqual([
      ['clarification 28', 'A double-range combat costs the loser one step at most, and no unit advances or retreats after it.'],
      ['clarification 34', 'Its odds stand as they were when it was declared: advances and retreats from battles rolled before it change nothing.'],
    ]);
  });
});

describe('clarification 29: from or onto a hill, nothing between blocks', () => {
  it('a gun on Cemetery Hill fires over woods; the same line from no hill is blocked', () => {
    const onHill = target(fire(artilleryBoard([union('gun', 'K10'), reb('a', 'K14')], woods('K13'))), 'a');
    expect(onHill).toMatchObject({ eligible: true, line: { crossed: ['K11', 'K12', 'K13'], blockedBy: ['K13'], verdict: 'not-needed' } });
    expect(onHill.steps.find((s) => s.rule?.rule === 'clarification 29')?.text).toBe('K10 is on Cemetery Hill: nothing between K10 and K14 blocks the fire, other hill hexes included.');
    const below = target(fire(artilleryBoard([union('gun', 'K15'), reb('a', 'K19')], woods('K17'))), 'a');
    expect(below).toMatchObject({ eligible: false, line: { blockedBy: ['K17'], verdict: 'blocked' } });
  });

  it('a target on a hill is seen over anything: C6 fires on F5 over the woods of E6', () => {
    const a = target(fire(artilleryBoard([union('gun', 'C6'), reb('a', 'F5')])), 'a');
    expect(a.line).toMatchObject({ crossed: ['D5', 'E6'], blockedBy: ['E6'], verdict: 'not-needed' });
    expect(a.eligible).toBe(true);
  });

  it('hill hexes between block when the user says hills block, unless an end is on a hill', () => {
    const hillsBlock = artillerySettings({ blockingTerrain: ['woods', 'hill'] }, { unmarkedHexes: 'clear' });
    const across = target(fire(artilleryBoard([union('gun', 'K9'), reb('a', 'K13')]), hillsBlock), 'a');
    expect(across.line).toMatchObject({ blockedBy: ['K10', 'K11', 'K12'], verdict: 'blocked' });
    const fromHill = target(fire(artilleryBoard([union('gun', 'K10'), reb('a', 'K14')]), hillsBlock), 'a');
    expect(fromHill.line.verdict).toBe('not-needed');
  });

  it('a blocked line while the hills are not confirmed: asked under clarification 29; a clear line asks nothing of hills', () => {
    const noHills = artillerySettings({ hills: null }, { unmarkedHexes: 'clear' });
    const f = fire(artilleryBoard([union('gun', 'K15'), reb('a', 'K19')], woods('K17')), noHills);
    expect(target(f, 'a')).toMatchObject({ eligible: null, line: { verdict: 'unknown', blockedBy: ['K17'] } });
    expect(f.needs.find((n) => n.id === 'artillery.hills')?.rule?.rule).toBe('clarification 29');
    expect(target(fire(artilleryBoard([union('gun', 'K15'), reb('a', 'K19')]), noHills), 'a').line.verdict).toBe('clear');
  });

  it("E6 is a rough hill (clarification 2) that none of the player's hills holds: asked, not taken as no hill", () => {
    const cemeteryOnly = artillerySettings({ hills: [{ name: 'Cemetery Hill', hexes: ['K10', 'K11', 'K12'] }] }, { unmarkedHexes: 'clear' });
    const f = fire(artilleryBoard([union('gun', 'E6'), reb('a', 'H6')], woods('G6')), cemeteryOnly);
    expect(target(f, 'a').line.verdict).toBe('unknown');
    expect(f.needs.find((n) => n.id === 'artillery.hills:E6')?.question).toBe('E6 is rough hill terrain, but none of the hills you named holds it: which hill is it part of? Add it to that hill\'s hexes.');
    // Named as part of a hill, it sees over G6's woods.
    expect(target(fire(artilleryBoard([union('gun', 'E6'), reb('a', 'H6')], woods('G6'))), 'a').line.verdict).toBe('not-needed');
  });
});

describe('clarification 31: guns sharing a hex fight one battle', () => {
  const board = artilleryBoard([union('gun', 'K14'), union('gun2', 'K14'), union('other', 'M14'), reb('a', 'K16')]);

  it('names the other guns of the hex, under 31', () => {
    const f = fire(board);
    expect(f.sameHexGuns).toEqual(['gun2']);
    expect(f.steps.find((s) => s.rule?.rule === 'clarification 31')?.text).toBe('gun shares K14 with gun2: whichever of them fire at double range fire together, in one battle, not in two.');
  });

  it('refuses guns of one hex declared in two battles, and nothing else', () => {
    expect(splitBattles(board, [['gun'], ['gun2']])).toEqual([
      { severity: 'illegal', text: 'gun and gun2 share K14: they may not fire at double range in two different battles.', rule: expect.objectContaining({ rule: 'clarification 31' }), at: 'K14' },
    ]);
    expect(splitBattles(board, [['gun', 'gun2'], ['other']])).toEqual([]);
    expect(splitBattles(board, [['gun'], ['other']])).toEqual([]);
  });
});

describe('clarification 32: none at night', () => {
  it('a night turn bars every target', () => {
    const f = fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K16')], {}, 'night'));
    expect(f.night).toBe(true);
    expect(target(f, 'a').eligible).toBe(false);
    expect(f.steps[0]?.rule?.rule).toBe('clarification 32');
    expect(gunFireAnswer(f).summary).toBe('Night: no double-range fire');
  });

  it('a board that does not say: asked, and nothing eligible until answered', () => {
    const f = fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K16')], {}, null));
    expect(target(f, 'a').eligible).toBeNull();
    expect(f.needs).toEqual([expect.objectContaining({ id: 'light', rule: expect.objectContaining({ rule: 'clarification 32' }) })]);
  });
});

describe('clarification 20: a reorganizing target', () => {
  it('is told it loses its marker for good if fired on', () => {
    const a = target(fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K16', 'artillery', { reorganizing: true })])), 'a');
    expect(a.steps.find((s) => s.rule?.rule === 'clarification 20')?.text).toBe('a is reorganizing: if it is fired on, the marker comes off for good and it defends at its reduced factor.');
  });
});

describe('the line of sight', () => {
  // E8 to G8 runs along the hexside between F7 and F8 (clarification 22 has both touch E8 and G8).
  const along = (terrain: Record<string, unknown>, patch: Record<string, unknown>) => fire(artilleryBoard([union('gun', 'E8'), reb('a', 'G8')], terrain), artillerySettings(patch, { unmarkedHexes: 'clear' }));

  it('a graze past a blocking hex: asked while the rule is not confirmed, then blocked or clear as confirmed', () => {
    const asked = along(woods('F7'), { grazeBlocks: null });
    expect(target(asked, 'a').line).toEqual({ crossed: [], grazed: ['F7', 'F8'], blockedBy: [], verdict: 'unknown' });
    expect(questionIds(asked)).toEqual(['artillery.grazeBlocks']);
    expect(target(along(woods('F7'), { grazeBlocks: true }), 'a').line).toMatchObject({ blockedBy: ['F7'], verdict: 'blocked' });
    expect(target(along(woods('F7'), { grazeBlocks: false }), 'a').line.verdict).toBe('clear');
    expect(questionIds(along({}, { grazeBlocks: null }))).toEqual([]);
  });

  it('a hex on the line that nothing describes is asked about, never taken as clear', () => {
    const f = fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K16')], clear('K14', 'K16')), artillerySettings());
    expect(target(f, 'a')).toMatchObject({ eligible: null, line: { crossed: ['K15'], verdict: 'unknown' } });
    expect(questionIds(f)).toEqual(['terrain:K15']);
    expect(gunFireAnswer(f).value).toBeNull();
  });

  it('asks which terrain blocks while that is not confirmed, unless an end is on a hill', () => {
    const notSaid = artillerySettings({ blockingTerrain: null }, { unmarkedHexes: 'clear' });
    expect(questionIds(fire(artilleryBoard([union('gun', 'K15'), reb('a', 'K17')]), notSaid))).toEqual(['artillery.blockingTerrain']);
    expect(questionIds(fire(artilleryBoard([union('gun', 'K10'), reb('a', 'K13')]), notSaid))).toEqual([]);
  });
});

describe('settings not confirmed', () => {
  it('no double range: the question, and no target listed', () => {
    const f = fire(artilleryBoard([union('gun', 'K14'), reb('a', 'K16')]), null);
    expect(f.targets).toEqual([]);
    expect(questionIds(f)).toEqual(['artillery.doubleRange']);
    expect(gunFireAnswer(f).summary).toBeNull();
  });

  it('targets that are not artillery: asked while not confirmed, refused when the settings say artillery only', () => {
    const board = artilleryBoard([union('gun', 'K14'), reb('inf', 'K16', 'infantry')]);
    const asked = fire(board, artillerySettings({ onlyArtilleryTargets: null }, { unmarkedHexes: 'clear' }));
    expect(target(asked, 'inf').eligible).toBeNull();
    expect(questionIds(asked)).toEqual(['artillery.onlyArtilleryTargets']);
    expect(target(fire(board), 'inf').eligible).toBe(false);
  });
});

describe('what is not a gun on the map', () => {
  it('is refused or named as input, with no targets', () => {
    const board = artilleryBoard([union('inf', 'K14', 'infantry'), union('gone', 'K14', 'artillery', { offMap: true }), reb('a', 'K16')]);
    expect(fire(board, SEEN, 'inf').refusal).toMatchObject({ severity: 'refusal', text: 'inf is infantry: only artillery fires at double range.' });
    expect(fire(board, SEEN, 'gone').refusal?.severity).toBe('refusal');
    expect(fire(board, SEEN, 'nobody').refusal).toEqual({ severity: 'input', text: 'No unit "nobody" is on the board.', rule: null });
  });
});
