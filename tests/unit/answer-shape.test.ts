import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/core/board/board.js';
import type { LedgerEvent, LedgerRow } from '../../src/engine/core/victory.js';
import { cavalryExitAward, type CavalryExit } from '../../src/engine/games/cemetery-hill/cavalry-exit-award.js';
import { CAPTURE_CHOICE_RULE, CAPTURE_ROLL_RULE, CAPTURED_GUNS_RULE, resolveCapture, type MeleeArtillery } from '../../src/engine/games/high-tide/captured-artillery.js';
import { divisionReorganization, type ReorganizationRequest } from '../../src/engine/games/high-tide/division-reorganization.js';
import { MORALE_RATINGS_RULE, moraleRating, type MoraleUnit } from '../../src/engine/games/high-tide/morale-rating.js';
import { MORALE_RATINGS_FORMAT, parseMoraleRatingsInput, type MoraleRatings } from '../../src/engine/games/high-tide/morale-ratings-input.js';
import { RALLY_MODIFIERS_RULE, rallyModifiers } from '../../src/engine/games/high-tide/rally-modifiers.js';
import { REORG_ELIGIBILITY_RULE, REORG_MORALE_RULE, REORG_TRANSFER_RULE, type ReorganizationUnit } from '../../src/engine/games/high-tide/reorganization-unit.js';
import { AREA_TEMS_FORMAT, parseAreaTemsInput, type AreaTems } from '../../src/engine/games/they-met/area-tems-input.js';
import { IMPULSE_SEQUENCE_RULE, nextImpulse, scenarioStart } from '../../src/engine/games/they-met/impulse-track.js';
import { STACKING_THROUGH_RULE, stackingThroughPath } from '../../src/engine/games/they-met/stacking-through.js';
import { VOLLEY_TEM_RULE, ZONE_TEM_RULE, assaultTem, volleyTem } from '../../src/engine/games/they-met/tem.js';
import { GAME_IDS, answerToJson, answered, combatAnswerToJson, formatRuleRef, gameCalculators, gameModule, isRecord, makeAnswer, modifiersCalculator, oddsCalculator, parseBoard, resolveCombat, stepToJson, victoryCalculator, type Answer, type BattleModifiers, type CombatUnitInput, type OddsRequest } from '../../src/engine/index.js';
import { ARTILLERY_CALCULATOR, CAPTURED_ARTILLERY_CALCULATOR, CAVALRY_EXIT_CALCULATOR, IMPULSE_CALCULATOR, INFLUENCE_CALCULATOR, MORALE_RATING_CALCULATOR, MOVEMENT_CALCULATOR, RALLY_CALCULATOR, REORGANIZATION_CALCULATOR, STACKING_THROUGH_CALCULATOR, TEM_CALCULATOR, TM_FIRE_CALCULATOR, gunFire, movePath } from '../../src/engine/calculators.js';
import { NO_FIRE_ON_FRIENDS } from '../../src/engine/games/they-met/fire/fire-rules.js';
import { BASE_UNITS, fireInput } from '../fixtures/tm-fire.js';
import { artilleryBoard as g88ArtilleryBoard, artillerySettings } from '../fixtures/g88-artillery.js';
import { g88Board, settingsWith } from '../fixtures/g88-movement.js';
import { g77Board, type TestUnit } from '../support/g77-battle-board.js';
import { combatUnit, reorganizationRequest, reorganizationUnit } from '../support/made-up-units.js';

// Every input below is taken from the existing test of the calculator it adapts (named beside each block).

/** A rule as RuleRef has it (game of the registry, document, rule, and an entry id where given), or null. */
function isRuleRefOrNull(r: unknown): boolean {
  if (r === null) return true;
  if (!isRecord(r)) return false;
  const { game, document, rule, entry } = r;
  return (
    typeof game === 'string' &&
    GAME_IDS.includes(game) &&
    typeof document === 'string' &&
    document.length > 0 &&
    typeof rule === 'string' &&
    rule.length > 0 &&
    (entry === undefined || typeof entry === 'string')
  );
}

/** Every rule an answer carries: its steps', questions' and problems'. */
const rulesOf = (a: Answer<unknown>): unknown[] => [...a.steps.map((s) => s.rule), ...a.questions.map((q) => q.rule), ...a.problems.map((p) => p.rule)];

// ── Combat odds (inputs from g77-strength-rules, g77-odds-table, combat-schemes) ──────────────────────────

const g77 = gameModule('gettysburg-77');
const odds77 = oddsCalculator(g77);
const cUnit = combatUnit;
const unitsBattle = (attackers: CombatUnitInput[], defenders: CombatUnitInput[]): OddsRequest => ({
  game: 'gettysburg-77',
  attack: { kind: 'units', units: attackers },
  defense: { kind: 'units', units: defenders },
  drm: 0,
});
const totals = (game: string, attack: number, defense: number): OddsRequest => ({ game, attack: { kind: 'total', strength: attack }, defense: { kind: 'total', strength: defense }, drm: 0 });
const shattered = unitsBattle([cUnit({ name: 'Pettigrew', status: 'shattered', reduced: true })], [cUnit({ name: 'Cutler', side: 'union' })]);

describe('combat odds as an answer', () => {
  it('a refused battle: a refusal problem in the same words and rule, no value, no summary', () => {
    const old = resolveCombat(g77, shattered, null);
    const a = odds77.answer({ request: shattered, userTable: null });
    expect(old.refusal).toMatch(/Pettigrew is shattered/);
    expect(a.problems).toEqual([{ severity: 'refusal', text: old.refusal, rule: old.explanation.at(-1)?.rule }]);
    expect(a.problems[0]?.rule?.rule).toBe('Shatter and Disorganization, Effect 4');
    expect(a.value).toBeNull();
    expect(a.summary).toBeNull();
    expect(a.steps).toEqual(old.explanation);
    expect(answered(a)).toBe(false);
    expect([a.calculator, a.game]).toEqual(['odds', 'gettysburg-77']);
  });

  it("odds below the lowest column: refused under the table's limits rule", () => {
    const low = totals('gettysburg-77', 2, 7);
    const old = resolveCombat(g77, low, null);
    const a = odds77.answer({ request: low, userTable: null });
    expect(a.problems).toHaveLength(1);
    expect(a.problems[0]?.severity).toBe('refusal');
    expect(a.problems[0]?.text).toBe(old.refusal);
    expect(a.problems[0]?.text).toMatch(/retreat before combat/);
    expect(a.problems[0]?.rule).toEqual(g77.combatTable?.citations.limits);
    expect(a.value).toBeNull();
  });

  it('an allowed battle: the whole combat answer as value, the column as summary, the explanation as steps', () => {
    const seed = totals('gettysburg-77', 10, 14);
    const a = odds77.answer({ request: seed, userTable: null });
    const old = resolveCombat(g77, seed, null);
    expect(a.value).toEqual(old);
    expect(a.summary).toBe('1-2');
    expect(a.steps).toEqual(old.explanation);
    expect(a.problems).toEqual([]);
    expect(answered(a)).toBe(true);
  });

  it('a game without a table: an input problem naming it under its rule, and the plain ratio as summary', () => {
    const tm = gameModule('they-met');
    const req = totals('they-met', 10, 5);
    const old = resolveCombat(tm, req, null);
    const a = oddsCalculator(tm).answer({ request: req, userTable: null });
    expect(a.problems).toEqual([{ severity: 'input', text: old.refusal, rule: tm.missingTable?.rule }]);
    expect(a.problems[0]?.rule).not.toBeNull();
    expect(a.summary).toBe('2 to 1');
    expect(a.value).toBeNull();
    expect(a.game).toBe('they-met');
  });
});

// ── Modifiers (inputs from g77-modifiers) ─────────────────────────────────────────────────────────────

const reb = (id: string, hex: string): TestUnit => ({ id, side: 'confederate', type: 'infantry', hex });
const yank = (id: string, hex: string): TestUnit => ({ id, side: 'union', type: 'infantry', hex });
const around = [reb('a', 'P40'), reb('b', 'Q39'), yank('d', 'Q40')];
const find77 = (battle: Parameters<NonNullable<typeof g77.battleModifiers>>[0]): BattleModifiers => {
  const fn = g77.battleModifiers;
  if (!fn) throw new Error('gettysburg-77 has no battle modifiers');
  return fn(battle, {});
};
const modifiers77 = modifiersCalculator('gettysburg-77', (battle, ruleSet) => {
  const fn = g77.battleModifiers;
  if (!fn) throw new Error('gettysburg-77 has no battle modifiers');
  return fn(battle, ruleSet);
});

describe('battle modifiers as an answer', () => {
  it('an unknown elevation is a question with the same id and wording; the value waits', () => {
    const board = g77Board({ units: around, terrain: { P40: { terrain: ['clear'], elevation: 5 }, Q39: { terrain: ['clear'], elevation: 5 }, Q40: { terrain: ['clear'] } } });
    const battle = { board, attackers: ['a', 'b'], defenders: ['d'] };
    const old = find77(battle);
    const a = modifiers77.answer({ battle, ruleSet: {} });
    expect(a.questions).toEqual([{ id: 'elevation:Q40', ask: old.undecided[0]?.question, rule: null }]);
    expect(a.value).toBeNull();
    expect(a.summary).toBe('0 so far');
  });

  it('a line is a step with its rule and words; the total is the summary; notes follow the lines', () => {
    const board = g77Board({ units: around, terrain: { P40: { terrain: ['clear'], elevation: 5 }, Q39: { terrain: ['clear'], elevation: 5 }, Q40: { terrain: ['clear'], elevation: 9 } } });
    const battle = { board, attackers: ['a', 'b'], defenders: ['d'] };
    const old = find77(battle);
    const a = modifiers77.answer({ battle, ruleSet: {} });
    expect(old.lines.map((l) => [l.id, l.value])).toEqual([['defender-higher', 1]]);
    const line = old.lines[0];
    expect(a.steps[0]?.rule).toEqual(line?.rule);
    expect(a.steps[0]?.rule).not.toBeNull();
    expect(a.steps[0]?.text).toBe(`+1: ${line?.text} — ${line?.reason}`);
    expect(a.steps.slice(1)).toEqual(old.notes);
    expect(a.summary).toBe('+1');
    expect(a.value).toEqual(old);
    expect(a.questions).toEqual([]);
  });
});

// ── Victory (inputs from ch-victory-ledger) ───────────────────────────────────────────────────────────

const chVictory = gameModule('cemetery-hill').victory;
if (!chVictory) throw new Error('cemetery-hill has no victory rules');
const chVictoryCalc = victoryCalculator('cemetery-hill', chVictory);
const row = (turn: number, playerTurn: 'union' | 'confederate', events: LedgerEvent[] = []): LedgerRow => ({ turn, playerTurn, board: null, events });
const elim = (unitId: string, side: 'union' | 'confederate', strength: number | null): LedgerEvent => ({ kind: 'eliminated', unitId, side, strength });
const exitEv = (unitId: string, side: 'union' | 'confederate'): LedgerEvent => ({ kind: 'exit', unitId, side, cavalry: true, strength: 2 });
const ledger: LedgerRow[] = [
  row(1, 'confederate', [elim('iron-brigade', 'union', 4), exitEv('jenkins', 'confederate')]),
  row(2, 'union', [elim('archer', 'confederate', 3)]),
  row(2, 'confederate'),
  row(3, 'union', [exitEv('buford', 'union')]),
  row(3, 'confederate', [exitEv('stuart', 'confederate')]),
  row(4, 'union'),
];

describe('a victory tally and standing as an answer', () => {
  it('each scoring item a step with its rule, then the standing; the score and level as summary', () => {
    const tally = chVictory.tallies(ledger, {}).at(-1);
    const standing = tally ? chVictory.standing(tally, ledger.at(-1) ?? null) : null;
    const a = chVictoryCalc.answer({ rows: ledger, settings: {} });
    expect(a.steps.slice(0, 4).map((s) => s.rule?.rule)).toEqual(['14.51', '14.52', '14.53', '14.53']);
    expect(a.steps.slice(0, 4).map((s) => s.rule)).toEqual(tally?.items.map((i) => i.rule));
    expect(a.steps[0]?.text).toBe(`Confederate +8 VP: ${tally?.items[0]?.text}`);
    expect(a.steps.slice(4)).toEqual([...(standing?.steps ?? []), ...(standing?.toChange ?? []).map((t) => ({ text: t, rule: null }))]);
    expect(a.summary).toBe(`Union 9, Confederate 18: ${standing?.level}`);
    expect(a.value).toEqual({ tally, standing });
    expect(a.questions).toEqual([]);
  });

  it('stands at the row asked for', () => {
    expect(chVictoryCalc.answer({ rows: ledger, settings: {}, atRow: 1 }).value?.tally).toMatchObject({ union: 9, confederate: 13 });
  });

  it('undecided items are questions with the same ids and words; the score is "so far" and the value waits', () => {
    const rows = [row(1, 'confederate', [exitEv('jenkins', 'confederate'), elim('a', 'confederate', null)]), row(2, 'union', [elim('b', 'union', 3), elim('b', 'union', 3)])];
    const old = chVictory.tallies(rows, {}).at(-1);
    const a = chVictoryCalc.answer({ rows, settings: {} });
    expect(a.questions).toEqual(old?.undecided.map((u) => ({ id: u.id, ask: u.question, rule: null })));
    expect(a.questions.map((q) => q.id)).toEqual(['strength-a', 'eliminated-twice-b']);
    expect(a.summary).toBe('Union 0, Confederate 11 so far');
    expect(a.value).toBeNull();
  });

  it('an empty ledger or a row that is not there is an input problem, not a throw', () => {
    expect(chVictoryCalc.answer({ rows: [], settings: {} }).problems.map((p) => [p.severity, p.at])).toEqual([['input', 'atRow']]);
    expect(chVictoryCalc.answer({ rows: ledger, settings: {}, atRow: 6 }).problems[0]?.text).toBe('The ledger has rows 0 to 5; there is no row 6.');
  });
});

// ── Gettysburg '88 movement (inputs from g88-movement, g88-movement-general) ──────────────────────────

const costs = settingsWith();

describe("Gettysburg '88 movement as an answer", () => {
  const board = g88Board([{ id: 'u', hex: 'M13' }], { M12: { terrain: ['clear'] }, M11: { terrain: ['woods'] } });

  it('unconfirmed figures: each need a question keyed by its setting, no value and no summary', () => {
    const old = movePath(board, 'u', ['M13', 'M12', 'M11'], null);
    const a = MOVEMENT_CALCULATOR.answer({ board, unitId: 'u', path: ['M13', 'M12', 'M11'], settings: null });
    expect(a.questions).toEqual(old.needs.map((n) => ({ id: n.setting, ask: n.question, rule: null })));
    expect(a.questions.map((q) => q.id)).toEqual(['costs.clear', 'costs.terrain.woods']);
    expect(a.value).toBeNull();
    expect(a.summary).toBeNull();
  });

  it("each part of each hex's price a step with that part's rule, the total, then the notes", () => {
    const woods = g88Board([{ id: 'u', hex: 'M13' }], { M12: { terrain: ['woods'] } });
    const path = ['M13', 'M12', 'M11', 'M10'];
    const old = movePath(woods, 'u', path, costs);
    const a = MOVEMENT_CALCULATOR.answer({ board: woods, unitId: 'u', path, settings: costs });
    const parts = old.steps.flatMap((s) => s.parts);
    expect(parts.length).toBeGreaterThan(0);
    expect(a.steps.slice(0, parts.length).map((s) => s.rule)).toEqual(parts.map((p) => p.rule));
    expect(a.steps[0]?.text).toBe(`M13 to M12: ${parts[0]?.text} (2).`);
    expect(a.steps[parts.length]).toEqual({ text: 'In all: 4 movement factors.', rule: null });
    expect(a.steps.slice(parts.length + 1)).toEqual(old.notes);
    expect(a.summary).toBe('4 movement factors');
    expect(a.value).toEqual(old);
  });

  it('an illegal end of move keeps its severity, text, rule and hex; the cost still stands', () => {
    const crowded = g88Board([{ id: 'u', hex: 'M13' }, { id: 'a', hex: 'M12' }, { id: 'b', hex: 'M12' }]);
    const old = movePath(crowded, 'u', ['M13', 'M12'], costs);
    const a = MOVEMENT_CALCULATOR.answer({ board: crowded, unitId: 'u', path: ['M13', 'M12'], settings: costs });
    expect(old.cost).toBe(1);
    expect(a.problems).toEqual([{ severity: 'illegal', text: old.problems[0]?.text, rule: old.problems[0]?.rule, at: 'M12' }]);
    expect(a.problems[0]?.rule?.rule).toBe('clarification 16');
    expect(a.summary).toBe('1 movement factor, not allowed');
    expect(a.value).toEqual(old);
  });

  it('a path it cannot read is an input problem with no hex; a note and an illegal cost keep their order', () => {
    const lone = g88Board([{ id: 'u', hex: 'M13' }]);
    const nobody = MOVEMENT_CALCULATOR.answer({ board: lone, unitId: 'nobody', path: ['M13', 'M12'], settings: costs });
    expect(nobody.problems).toEqual([{ severity: 'input', text: 'No unit "nobody" is on the board.', rule: null }]);
    expect(nobody.value).toBeNull();
    const escorted = g88Board([{ id: 'u', hex: 'M13' }, { id: 'heth', type: 'general', hex: 'M13' }]);
    // The general misses M12, so no extra factor: 2 movement factors against an allowance of 1.
    const options = { general: { id: 'heth', path: ['M13', 'L12', 'L11', 'M11'] }, allowance: 1 };
    const old = movePath(escorted, 'u', ['M13', 'M12', 'M11'], costs, options);
    const a = MOVEMENT_CALCULATOR.answer({ board: escorted, unitId: 'u', path: ['M13', 'M12', 'M11'], settings: costs, options });
    expect(a.problems.map((p) => [p.severity, p.rule?.rule])).toEqual(old.problems.map((p) => [p.severity, p.rule?.rule]));
    expect(a.problems.map((p) => p.severity)).toEqual(['note', 'illegal']);
  });
});

// ── Gettysburg '88 double-range artillery (inputs from g88-artillery) ──────────────────────────────────

const guns88 = artillerySettings({}, { unmarkedHexes: 'clear' });
const gun88 = (id: string, side: 'union' | 'confederate', hex: string, type = 'artillery') => ({ id, side, type, hex });

describe("Gettysburg '88 double-range artillery as an answer", () => {
  const board = g88ArtilleryBoard([gun88('gun', 'union', 'K14'), gun88('a', 'confederate', 'K16'), gun88('b', 'confederate', 'M14')]);

  it("the gun's steps, each target's steps, then 28 and 34; the count as summary; the whole result as value", () => {
    const old = gunFire(board, 'gun', guns88);
    const a = ARTILLERY_CALCULATOR.answer({ board, gunId: 'gun', settings: guns88 });
    expect(a.value).toEqual(old);
    expect(a.steps.slice(0, old.steps.length)).toEqual(old.steps);
    expect(a.steps.slice(old.steps.length, -2)).toEqual(old.targets.flatMap((t) => t.steps));
    expect(a.steps.slice(-2).map((s) => s.rule?.rule)).toEqual(['clarification 28', 'clarification 34']);
    expect(a.summary).toBe('May fire on 2 of 2 enemy units within double range');
    expect([a.calculator, a.game, a.problems]).toEqual(['artillery', 'gettysburg-88', []]);
  });

  it('each open setting or fact a question keyed as the value keys it; the value waits', () => {
    const unsaid = g88ArtilleryBoard([gun88('gun', 'union', 'K14'), gun88('a', 'confederate', 'K16')], {}, null);
    const old = gunFire(unsaid, 'gun', null);
    const a = ARTILLERY_CALCULATOR.answer({ board: unsaid, gunId: 'gun', settings: null });
    expect(a.questions).toEqual(old.needs.map((n) => ({ id: n.id, ask: n.question, rule: n.rule })));
    expect(a.questions.map((q) => q.id)).toEqual(['artillery.doubleRange', 'light']);
    expect(a.value).toBeNull();
    expect(a.summary).toBeNull();
  });

  it('a unit that is no gun is refused under its rule; a unit not on the board is input, not a throw', () => {
    const inf = g88ArtilleryBoard([gun88('inf', 'union', 'K14', 'infantry')]);
    const refused = ARTILLERY_CALCULATOR.answer({ board: inf, gunId: 'inf', settings: guns88 });
    expect(refused.problems).toEqual([{ severity: 'refusal', text: 'inf is infantry: only artillery fires at double range.', rule: expect.objectContaining({ rule: 'clarification 23' }) }]);
    expect(refused.value).toBeNull();
    expect(ARTILLERY_CALCULATOR.answer({ board: inf, gunId: 'nobody', settings: guns88 }).problems.map((p) => [p.severity, p.rule])).toEqual([['input', null]]);
  });
});

// ── Cemetery Hill cavalry-exit award (inputs from ch-cavalry-award) ────────────────────────────────────

describe('the cavalry-exit award as an answer', () => {
  it("the seed's example: a step per turn that awards, under 14.53, and the total as summary", () => {
    const exits: CavalryExit[] = [
      { turn: 12, side: 'confederate', count: 3 },
      { turn: 13, side: 'union', count: 2 },
    ];
    const old = cavalryExitAward(exits);
    const a = CAVALRY_EXIT_CALCULATOR.answer(exits);
    expect(a.value).toEqual(old.ok ? old.value : 'not ok');
    expect(a.summary).toBe('15 VP to the Confederates');
    expect(a.steps.map((s) => s.rule?.rule ?? null)).toEqual(['14.53', '14.53', '14.53', null]);
    expect(a.steps[0]?.text).toMatch(/^Turn 13, .*Confederate cavalry off the map 3, Union 2; .*: 5 VP\.$/);
  });

  it('an exit on the last turn is said never to count', () => {
    const a = CAVALRY_EXIT_CALCULATOR.answer([{ turn: 15, side: 'confederate', count: 4 }]);
    expect(a.summary).toBe('0 VP to the Confederates');
    expect(a.steps[0]?.text).toBe('4 units left after the last Union player-turn: never counted.');
  });

  it('each impossible exit an input problem at its place in the list, in the same words', () => {
    const exits: CavalryExit[] = [
      { turn: 1, side: 'union', count: 1 },
      { turn: 16, side: 'confederate', count: 1 },
      { turn: 4, side: 'union', count: 0 },
    ];
    const old = cavalryExitAward(exits);
    const a = CAVALRY_EXIT_CALCULATOR.answer(exits);
    expect(a.problems).toEqual(old.ok ? [] : old.errors.map((e) => ({ severity: 'input', text: e.problem, rule: null, at: `exits[${e.index}]` })));
    expect(a.problems.map((p) => p.at)).toEqual(['exits[0]', 'exits[1]']);
    expect(a.value).toBeNull();
  });
});

// ── High Tide (inputs from ht-captured-artillery, ht-reorganization, ht-morale, ht-rally) ──────────────

const guns = (over: Partial<MeleeArtillery> = {}): MeleeArtillery => ({ name: 'Test Battery', kind: 'artillery', strength: 5, unlimbered: true, inMelee: true, failedMoraleCheck: true, ...over });

describe('captured artillery as an answer', () => {
  it('a surrender: its steps, its result as value, the outcome as summary', () => {
    const old = resolveCapture(guns(), 'surrender', null);
    const a = CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns(), choice: 'surrender', roll: null });
    expect(a.value).toEqual(old.ok ? old.value : 'not ok');
    expect(a.steps).toEqual(old.ok ? old.value.steps : []);
    expect(a.steps.at(-1)?.rule?.rule).toBe('8.332');
    expect(a.summary).toBe('Test Battery surrenders: eliminated, 5 points to the casualty record');
  });

  it('a capture without its roll asks for the roll, under 8.333', () => {
    const old = resolveCapture(guns(), 'capture', null);
    const a = CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns(), choice: 'capture', roll: null });
    expect(a.questions).toEqual([{ id: 'capture-roll', ask: old.ok ? '' : old.error, rule: CAPTURE_ROLL_RULE }]);
    expect(a.problems).toEqual([]);
    expect(a.value).toBeNull();
  });

  it('limbered guns are refused under 8.331; a roll of 11 is input', () => {
    const limbered = CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns({ unlimbered: false }), choice: 'surrender', roll: null });
    const old = resolveCapture(guns({ unlimbered: false }), 'surrender', null);
    expect(limbered.problems).toEqual([{ severity: 'refusal', text: old.ok ? '' : old.error, rule: CAPTURE_CHOICE_RULE }]);
    const eleven = CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns(), choice: 'capture', roll: 11 });
    expect(eleven.problems.map((p) => [p.severity, p.at, p.rule])).toEqual([['input', 'roll', null]]);
  });

  it('captured whole, with two attackers who could crew the guns: the crew is a question under 8.334', () => {
    const adjacentAttackers = [{ name: 'North', strength: 4 }, { name: 'South', strength: 3 }];
    const old = resolveCapture(guns(), 'capture', 7, adjacentAttackers);
    const a = CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns(), choice: 'capture', roll: 7, adjacentAttackers });
    expect(a.questions).toEqual([{ id: 'capture-crew', ask: old.ok ? old.value.crew.question : '', rule: CAPTURED_GUNS_RULE }]);
    expect(a.questions[0]?.ask).toMatch(/North, South/);
    expect(a.summary).toBe('Captured whole at 5 points');
    expect(a.value).toBeNull();
  });
});

const rUnit = reorganizationUnit;
const request = reorganizationRequest;

describe('division reorganization as an answer', () => {
  it('an allowed transfer: the answer as value, the strengths as summary, its steps', () => {
    const req = request({ points: 3 });
    const a = REORGANIZATION_CALCULATOR.answer(req);
    expect(a.value).toEqual(divisionReorganization(req));
    expect(a.summary).toBe('Brigade A sends 3 to Brigade B: 3 → 0 and 4 → 7');
    expect(a.steps).toEqual(divisionReorganization(req).steps);
    expect(a.problems).toEqual([]);
  });

  it('an unmet condition is a refusal with that condition’s words and rule', () => {
    const req = request({ receiver: rUnit({ id: 'b', name: 'B', strength: 4, division: 'Pender' }) });
    const old = divisionReorganization(req);
    const unmet = old.conditions.find((c) => c.id === 'same-division');
    const a = REORGANIZATION_CALCULATOR.answer(req);
    expect(a.problems).toEqual([{ severity: 'refusal', text: `Not met: ${unmet?.text}.`, rule: REORG_ELIGIBILITY_RULE }]);
    expect(old.refusal).toContain(unmet?.text);
    expect(a.value).toBeNull();
  });

  it('an unknown condition and the roll still to make are questions keyed by the condition and the check', () => {
    const req = request({ receiver: rUnit({ id: 'b', name: 'Brigade B', strength: 4, inCommand: null }), morale: {} });
    const old = divisionReorganization(req);
    const a = REORGANIZATION_CALCULATOR.answer(req);
    expect(a.questions).toEqual([
      { id: 'condition:in-command', ask: old.questions[0], rule: REORG_ELIGIBILITY_RULE },
      { id: 'morale-check', ask: old.questions[1], rule: REORG_MORALE_RULE },
    ]);
    expect(a.summary).toBeNull();
  });

  it('a failed morale check is refused under 10.52; more points than the sender has break 10.53', () => {
    const failed = REORGANIZATION_CALCULATOR.answer(request({ morale: { result: 'failed' } }));
    expect(failed.problems).toEqual([{ severity: 'refusal', text: divisionReorganization(request({ morale: { result: 'failed' } })).refusal, rule: REORG_MORALE_RULE }]);
    const tooMany = REORGANIZATION_CALCULATOR.answer(request({ points: 5 }));
    expect(tooMany.problems).toEqual([{ severity: 'illegal', text: divisionReorganization(request({ points: 5 })).refusal, rule: REORG_TRANSFER_RULE, at: 'points' }]);
    expect(REORGANIZATION_CALCULATOR.answer(request({ points: 0 })).problems.map((p) => [p.severity, p.rule])).toEqual([['input', null]]);
  });
});

function card(ratings: Record<string, string>): MoraleRatings {
  const parsed = parseMoraleRatingsInput({ format: MORALE_RATINGS_FORMAT, ratings });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}
const mUnit = (over: Partial<MoraleUnit> = {}): MoraleUnit => ({ id: 'u1', name: 'Test Brigade', side: 'union', type: 'infantry', halfStrength: false, ...over });
const ON = { 'morale-ratings': true };

describe('a morale rating as an answer', () => {
  it('the rating as summary and value, the steps as they are', () => {
    const old = moraleRating(mUnit(), card({ u1: '7/5' }), ON);
    const a = MORALE_RATING_CALCULATOR.answer({ unit: mUnit(), ratings: card({ u1: '7/5' }), ruleSet: ON });
    expect(a.summary).toBe('Morale 7');
    expect(a.value).toEqual(old);
    expect(a.steps).toEqual(old.steps);
  });

  it("a rating not on the card and a side not known are questions keyed by what and by the unit, under 7.62", () => {
    const noCard = MORALE_RATING_CALCULATOR.answer({ unit: mUnit(), ratings: null, ruleSet: ON });
    expect(noCard.questions).toEqual([{ id: 'morale-rating:u1', ask: moraleRating(mUnit(), null, ON).question, rule: MORALE_RATINGS_RULE }]);
    const side = MORALE_RATING_CALCULATOR.answer({ unit: mUnit({ halfStrength: null }), ratings: card({ u1: '7/5' }), ruleSet: ON });
    expect(side.questions.map((q) => q.id)).toEqual(['half-strength:u1']);
    expect(side.summary).toBe('Morale 7 at full strength, 5 at half');
    expect(side.value).toBeNull();
  });

  it('with the optional rule off the basic rules apply, and the answer says so', () => {
    const a = MORALE_RATING_CALCULATOR.answer({ unit: mUnit(), ratings: null, ruleSet: {} });
    expect(a.summary).toBe('Basic morale rules: the optional ratings are off');
    expect(a.value?.applies).toBe(false);
  });
});

function htBoard(time: Record<string, unknown>): Board {
  const parsed = parseBoard({
    format: 'adjutant-board/1',
    game: 'high-tide',
    time,
    units: [{ id: 'r', name: 'Routed', side: 'union', type: 'infantry', status: { routed: true }, location: { kind: 'hex', hex: 'H1' } }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}
const BOTH = { 'morale-ratings': true, 'rally-modifiers': true };

describe('rally modifiers as an answer', () => {
  it('what the board does not show is asked under the same ids', () => {
    const old = rallyModifiers(htBoard({}), 'r', BOTH);
    const a = RALLY_CALCULATOR.answer({ board: htBoard({}), unitId: 'r', ruleSet: BOTH });
    expect(a.questions).toEqual(old.undecided.map((u) => ({ id: u.id, ask: u.question, rule: null })));
    expect(a.questions.map((q) => q.id)).toEqual(['rally-no-enemy-near', 'rally-night']);
    expect([a.calculator, a.game]).toEqual(['rally', 'high-tide']);
  });

  it('both modifiers: two steps under the rally rule, "+2"', () => {
    const a = RALLY_CALCULATOR.answer({ board: htBoard({ light: 'night' }), unitId: 'r', ruleSet: BOTH, stated: { noEnemyWithin5Hexes: true } });
    expect(a.summary).toBe('+2');
    expect(a.steps.slice(0, 2).map((s) => s.rule)).toEqual([RALLY_MODIFIERS_RULE, RALLY_MODIFIERS_RULE]);
    expect(a.value?.lines.map((l) => l.id)).toEqual(['rally-no-enemy-near', 'rally-night']);
  });
});

// ── They Met (inputs from tm-tem, tm-stacking-through, tm-impulse, tm-fire) ─────────────────────────────────────

function tems(): AreaTems {
  const parsed = parseAreaTemsInput({ format: AREA_TEMS_FORMAT, areaTems: { '19': 2, '18': 0, '20': 1 }, zones: ['Hanover Road'] });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe('TEM as an answer', () => {
  it('an assault in a Zone: TEM 0 under answer 1', () => {
    const a = TEM_CALCULATOR.answer({ combat: 'assault', area: 'Hanover Road', tems: null });
    expect(a.summary).toBe('TEM 0');
    expect(a.steps).toEqual(assaultTem('Hanover Road', null).steps);
    expect(a.steps[0]?.rule).toEqual(ZONE_TEM_RULE);
  });

  it('a volley into area 64 is resolved at +2; a volley at a Zone, which the errata leave open, is a question', () => {
    expect(TEM_CALCULATOR.answer({ combat: 'volley', area: '64', tems: null }).summary).toBe('TEM +2');
    const old = volleyTem('Hanover Road', tems());
    const a = TEM_CALCULATOR.answer({ combat: 'volley', area: 'Hanover Road', tems: tems() });
    expect(a.problems).toEqual([]);
    expect(a.questions).toEqual([{ id: 'tem:Hanover Road', ask: old.question, rule: null }]);
    expect(a.summary).toBeNull();
    expect(a.value).toBeNull();
  });

  it('an area whose TEM is not known is a question keyed by the area', () => {
    const a = TEM_CALCULATOR.answer({ combat: 'assault', area: '19', tems: null });
    expect(a.questions).toEqual([{ id: 'tem:19', ask: assaultTem('19', null).question, rule: null }]);
  });
});

describe('stacking along a move as an answer', () => {
  const path = [
    { area: '30', friendlyUnits: 2 },
    { area: '31', friendlyUnits: 7 },
    { area: '32', friendlyUnits: 0 },
  ];

  it('an area the group would overstack is an illegal problem at that area under Q&A 13; the largest group is the summary', () => {
    const old = stackingThroughPath(6, path, 12);
    const a = STACKING_THROUGH_CALCULATOR.answer({ groupSize: 6, path, limit: 12 });
    expect(a.problems).toEqual([{ severity: 'illegal', text: 'Area 31 would hold 13 (7 there and 6 moving): over the limit.', rule: STACKING_THROUGH_RULE, at: '31' }]);
    expect(a.summary).toBe('At most 5 together');
    expect(a.steps).toEqual(old.steps);
    expect(a.value).toEqual(old);
  });

  it('the unknown limit is a question; a group of none is input, not a throw', () => {
    expect(STACKING_THROUGH_CALCULATOR.answer({ groupSize: 6, path, limit: null }).questions).toEqual([
      { id: 'stacking-limit', ask: stackingThroughPath(6, path, null).question, rule: STACKING_THROUGH_RULE },
    ]);
    expect(() => stackingThroughPath(0, path, 12)).toThrow('A moving group has at least one unit (got 0).');
    expect(STACKING_THROUGH_CALCULATOR.answer({ groupSize: 0, path, limit: 12 }).problems).toEqual([
      { severity: 'input', text: 'A moving group has at least one unit (got 0).', rule: null },
    ]);
  });
});

describe('the impulse track as an answer', () => {
  it('the reasons as steps, the new state as value, the next impulse as summary', () => {
    const old = nextImpulse(scenarioStart(), 'act');
    const a = IMPULSE_CALCULATOR.answer({ state: scenarioStart(), action: 'act' });
    expect(a.value).toEqual(old.ok ? old.state : 'not ok');
    expect(a.steps).toEqual(old.ok ? old.reasons : []);
    expect(a.summary).toBe('USA impulse 1 next');
  });

  it('a CSA impulse without its continuation roll asks for it; a move after the phase ended is refused; a marker off the track is input', () => {
    const csa1 = { impulse: 1, sideToAct: 'confederate' as const, lastActionPass: false, ended: null };
    const old = nextImpulse(csa1, 'act');
    expect(IMPULSE_CALCULATOR.answer({ state: csa1, action: 'act' }).questions).toEqual([{ id: 'continue-roll', ask: old.ok ? '' : old.error, rule: IMPULSE_SEQUENCE_RULE }]);
    const over = IMPULSE_CALCULATOR.answer({ state: { ...csa1, ended: 'two-passes' }, action: 'act' });
    expect(over.problems).toEqual([{ severity: 'refusal', text: 'The Action Phase is already over: no more impulses this turn.', rule: IMPULSE_SEQUENCE_RULE }]);
    expect(IMPULSE_CALCULATOR.answer({ state: { ...csa1, impulse: 14 }, action: 'act' }).problems.map((p) => [p.severity, p.at])).toEqual([['input', 'impulse']]);
  });
});

describe('fire (bombardment and volley) as an answer', () => {
  it('an eligible volley: the result as value, its reasons as steps, the +2 TEM in the summary', () => {
    const a = TM_FIRE_CALCULATOR.answer(fireInput({ fire: 'volley', target: '64' }, [{ id: 'g', area: '31' }, { id: 'e', area: '64', side: 'union' }]));
    expect(a.value?.eligible).toBe(true);
    expect(a.steps).toEqual(a.value?.steps);
    expect(a.summary).toBe('May volley into area 64, at TEM +2');
    expect([a.calculator, a.game]).toEqual(['fire', 'they-met']);
    expect(answered(a)).toBe(true);
  });

  it('a barred fire keeps its value (eligible false) with an illegal problem at the target; an unknown is a question and no value', () => {
    const barred = TM_FIRE_CALCULATOR.answer(fireInput({}, [...BASE_UNITS, { id: 'friend', area: '32' }]));
    expect(barred.value?.eligible).toBe(false);
    expect(barred.problems).toEqual([{ severity: 'illegal', text: 'Friendly units (friend) stand in area 32: neither a bombardment nor a volley may go into it.', rule: NO_FIRE_ON_FRIENDS, at: 'target' }]);
    const open = TM_FIRE_CALCULATOR.answer(fireInput({ areaMap: null }));
    expect(open.questions.map((q) => q.id)).toEqual(['adjacent:31|32']);
    expect(open.value).toBeNull();
    expect(open.summary).toBeNull();
  });

  it('input it cannot read is an input problem, not a throw', () => {
    expect(TM_FIRE_CALCULATOR.answer(fireInput({ group: ['ghost'] })).problems.map((p) => [p.severity, p.at])).toEqual([['input', 'group']]);
  });
});

// ── Every rule is a RuleRef or null ───────────────────────────────────────────────────────────────────

describe('the rules the answers carry', () => {
  it('are each a RuleRef or null, and every sample cites at least one rule', () => {
    const woods = g88Board([{ id: 'u', hex: 'F7' }]);
    const samples: Answer<unknown>[] = [
      odds77.answer({ request: shattered, userTable: null }),
      odds77.answer({ request: totals('gettysburg-77', 10, 14), userTable: null }),
      INFLUENCE_CALCULATOR.answer({ board: g77Board({ units: around, light: null }), side: 'union', ruleSet: { 'artillery-range-5': true } }),
      oddsCalculator(gameModule('they-met')).answer({ request: totals('they-met', 10, 5), userTable: null }),
      chVictoryCalc.answer({ rows: ledger, settings: {} }),
      MOVEMENT_CALCULATOR.answer({ board: woods, unitId: 'u', path: ['F7', 'F6'], settings: costs }),
      ARTILLERY_CALCULATOR.answer({ board: g88ArtilleryBoard([gun88('gun', 'union', 'K10'), gun88('a', 'confederate', 'K12')]), gunId: 'gun', settings: guns88 }),
      CAVALRY_EXIT_CALCULATOR.answer([{ turn: 5, side: 'confederate', count: 1 }]),
      CAPTURED_ARTILLERY_CALCULATOR.answer({ unit: guns(), choice: 'capture', roll: 3, adjacentAttackers: [{ name: 'North', strength: 4 }] }),
      REORGANIZATION_CALCULATOR.answer(request({ points: 3 })),
      MORALE_RATING_CALCULATOR.answer({ unit: mUnit({ type: 'artillery' }), ratings: null, ruleSet: ON }),
      RALLY_CALCULATOR.answer({ board: htBoard({ hour: '23-2400' }), unitId: 'r', ruleSet: BOTH, stated: { noEnemyWithin5Hexes: false, noEnemyInSight: false } }),
      TEM_CALCULATOR.answer({ combat: 'volley', area: '20', tems: tems() }),
      STACKING_THROUGH_CALCULATOR.answer({ groupSize: 6, path: [{ area: '31', friendlyUnits: 7 }], limit: 12 }),
      IMPULSE_CALCULATOR.answer({ state: scenarioStart(), action: 'pass' }),
      TM_FIRE_CALCULATOR.answer(fireInput({ leadDefender: 'lead' }, [...BASE_UNITS, { id: 'lead', area: '32', side: 'union', type: 'artillery' }])),
    ];
    for (const a of samples) {
      const rules = rulesOf(a);
      expect(rules.filter((r) => !isRuleRefOrNull(r)), a.calculator).toEqual([]);
      expect(rules.filter((r) => r !== null).length, a.calculator).toBeGreaterThan(0);
    }
  });

  it('the check itself rejects what is not a RuleRef', () => {
    expect(isRuleRefOrNull({ game: 'gettysburg-77', document: 'd', rule: 'r' })).toBe(true);
    expect(isRuleRefOrNull({ game: 'gettysburg-77', document: 'd', rule: 'r', entry: 'gettysburg-77/combat-2' })).toBe(true);
    expect(isRuleRefOrNull('Combat 2')).toBe(false);
    expect(isRuleRefOrNull({ game: 'no-such-game', document: 'd', rule: 'r' })).toBe(false);
    expect(isRuleRefOrNull({ game: 'gettysburg-77', document: 'd', rule: '' })).toBe(false);
    expect(isRuleRefOrNull({ game: 'gettysburg-77', document: 'd', rule: 'r', entry: 7 })).toBe(false);
  });
});

// ── Registration, the one JSON form, and the value rule ───────────────────────────────────────────────

describe('registration', () => {
  it.each([
    ['gettysburg-77', ['odds', 'modifiers', 'victory', 'retreat', 'influence', 'gun-reach', 'plan']],
    ['gettysburg-88', ['odds', 'victory', 'retreat', 'movement', 'artillery']],
    ['cemetery-hill', ['odds', 'modifiers', 'victory', 'retreat', 'cavalry-exit']],
    ['high-tide', ['odds', 'captured-artillery', 'reorganization', 'morale-rating', 'rally']],
    ['they-met', ['odds', 'modifiers', 'retreat', 'tem', 'stacking-through', 'impulse', 'fire']],
  ])('%s lists each of its calculators once: the common ones, then its own', (id, ids) => {
    const list = gameCalculators(gameModule(id));
    expect(list.map((c) => c.id)).toEqual(ids);
    expect(list.every((c) => c.title.length > 0)).toBe(true);
  });
});

describe('the one JSON form', () => {
  it('a refused answer: rules as a line and a reference, "at" null when absent, and it survives JSON', () => {
    const a = odds77.answer({ request: shattered, userTable: null });
    const rule = a.problems[0]?.rule ?? null;
    const j = answerToJson(a);
    expect(j.answered).toBe(false);
    expect(j.value).toBeNull();
    expect(j.problems).toEqual([{ severity: 'refusal', text: a.problems[0]?.text, at: null, rule: rule ? formatRuleRef(rule) : 'missing', ref: rule }]);
    expect(j.steps).toEqual(a.steps.map(stepToJson));
    expect(JSON.parse(JSON.stringify(j))).toEqual(j);
  });

  it("an answered one prints the calculator's own value through its own JSON; questions keep their ids", () => {
    const seed = totals('gettysburg-77', 10, 14);
    const j = answerToJson(odds77.answer({ request: seed, userTable: null }), combatAnswerToJson);
    expect(j).toMatchObject({ calculator: 'odds', game: 'gettysburg-77', answered: true, summary: '1-2' });
    expect(j.value).toEqual(combatAnswerToJson(resolveCombat(g77, seed, null)));
    const asked = answerToJson(TEM_CALCULATOR.answer({ combat: 'assault', area: '19', tems: null }));
    expect(asked.questions).toEqual([{ id: 'tem:19', ask: assaultTem('19', null).question, rule: null, ref: null }]);
  });
});

describe('makeAnswer', () => {
  const base = { calculator: 'x', game: 'gettysburg-77', value: 3, summary: '3', steps: [], questions: [], problems: [] };
  it('keeps the value only when nothing is asked and nothing refuses or cannot be read', () => {
    expect(makeAnswer(base).value).toBe(3);
    expect(makeAnswer({ ...base, problems: [{ severity: 'note', text: 'n', rule: null }, { severity: 'illegal', text: 'i', rule: null }] }).value).toBe(3);
    expect(makeAnswer({ ...base, problems: [{ severity: 'refusal', text: 'r', rule: null }] }).value).toBeNull();
    expect(makeAnswer({ ...base, problems: [{ severity: 'input', text: 'i', rule: null }] }).value).toBeNull();
    expect(makeAnswer({ ...base, questions: [{ id: 'q', ask: 'q?', rule: null }] }).value).toBeNull();
    expect(makeAnswer({ ...base, questions: [{ id: 'q', ask: 'q?', rule: null }] }).summary).toBe('3');
  });
});
