import { describe, expect, it } from 'vitest';
import { resolveCombat } from '../../src/engine/core/resolve-combat.js';
import { columnLabels } from '../../src/engine/core/combat-table.js';
import type { GameBasics } from '../../src/engine/core/game-module.js';
import { GETTYSBURG_77_BASICS } from '../../src/engine/games/gettysburg-77/basics.js';
import { chVictoryLevel } from '../../src/engine/games/cemetery-hill/victory-level.js';
import { cavalryExitAward, VP_PER_EXCESS_CAVALRY_UNIT } from '../../src/engine/games/cemetery-hill/cavalry-exit-award.js';
import { VP_PER_SP_ELIMINATED } from '../../src/engine/games/cemetery-hill/elimination-vp.js';
import { VOLLEY_EFFECTIVE_TEM, VOLLEY_PRINTED_TEM } from '../../src/engine/games/they-met/tem.js';
import { ALL_ENTRIES } from '../../src/engine/rules/all-entries.js';
import { GLOSSARY } from '../../src/engine/rules/glossary.js';
import { G77_WALKTHROUGH } from '../../src/engine/rules/walkthrough-g77.js';
import { G77_SEED, printedTable, readSeed } from '../support/seed-tables.js';
import { itWithShared } from '../support/with-shared.js';

/**
 * Teaching text states no computed fact by hand. Every odds column and every "N against M" battle in the
 * walkthrough, the glossary and the rules entries is read back here and checked against the engine's own odds
 * calculation, and every column label against the seed's printed Odds Determination Table.
 */

interface Teaching {
  readonly where: string;
  readonly text: string;
}

const TEXTS: readonly Teaching[] = [
  ...G77_WALKTHROUGH.flatMap((s): Teaching[] => [
    { where: `walkthrough ${s.id} (text)`, text: s.text },
    { where: `walkthrough ${s.id} (on the board)`, text: s.onTheBoard },
  ]),
  ...GLOSSARY.map((t): Teaching => ({ where: `glossary ${t.id}`, text: t.definition })),
  ...ALL_ENTRIES.map((e): Teaching => ({ where: `entry ${e.id}`, text: `${e.title}. ${e.text}` })),
];

/** The 1977 odds table as the seed prints it (rows by defence strength, cells the least attack for each column). */
const PRINTED = printedTable(readSeed(G77_SEED), 'ODDS DETERMINATION TABLE', /^\d+$/);
/** The 1977 table's columns, the only odds table in the seeds: the engine's, checked against the print below. */
const COLUMNS: readonly string[] = columnLabels(GETTYSBURG_77_BASICS.combatTable ?? never());

/** What the engine says a plain attack-against-defence battle reads, with no modifier. */
function engineOdds(game: GameBasics, attack: number, defense: number): { readonly odds: string | null; readonly ratio: string } {
  const a = resolveCombat(game, { game: game.info.id, attack: { kind: 'total', strength: attack }, defense: { kind: 'total', strength: defense }, drm: 0 }, null);
  return { odds: a.odds, ratio: a.ratio };
}

/** The odds-like labels of a text: two numbers under 100 joined by a hyphen, not part of a longer token (1-1-1, 23-2400, 1868-69). */
const ODDS_LABEL = /(?<![\w.-])(\d{1,2})-(\d{1,2})(?![\w-])/g;
/** A battle stated in the text, and the first odds column that follows it in the same clause. */
const BATTLE = /(\d+) against (\d+)([^;]*?)(?<![\w.-])(\d{1,2}-\d{1,2})(?![\w-])/g;
const BATTLE_WORDS = /(\d+) against (\d+)/g;

/** Every teaching fact about odds in one text that disagrees with the engine or the seed, as a sentence; empty when all agree. */
function oddsMistakes(t: Teaching): string[] {
  const out: string[] = [];
  for (const m of t.text.matchAll(ODDS_LABEL)) {
    if (!COLUMNS.includes(m[0])) out.push(`${t.where}: "${m[0]}" is not a column of the odds table`);
  }
  let battles = 0;
  for (const m of t.text.matchAll(BATTLE)) {
    battles++;
    const attack = Number(m[1]);
    const defense = Number(m[2]);
    const between = m[3] ?? '';
    const stated = m[4] ?? '';
    const computed = engineOdds(GETTYSBURG_77_BASICS, attack, defense);
    if (computed.odds !== stated) out.push(`${t.where}: ${attack} against ${defense} is stated as ${stated}; the engine reads ${computed.odds ?? 'no column'}`);
    const ratio = /\(([\d.]+ to [\d.]+)\)/.exec(between)?.[1];
    if (ratio !== undefined && ratio !== computed.ratio) out.push(`${t.where}: ${attack} against ${defense} is stated as a ratio of ${ratio}; the engine computes ${computed.ratio}`);
  }
  const stated = [...t.text.matchAll(BATTLE_WORDS)].length;
  if (stated !== battles) out.push(`${t.where}: a battle "N against M" is stated without the column it reads, so it cannot be checked`);
  return out;
}

function never(): never {
  throw new Error('Gettysburg (1977) has its own table');
}

describe('teaching text states the odds the engine computes', () => {
  itWithShared('reads the same columns as the seed’s printed odds table (every cell is checked in g77-odds-table.test.ts)', () => {
    expect(PRINTED.columns).toEqual(COLUMNS);
    // The printed row for a defence of 4: the 3-2 column needs 6, so 7 reaches it; the 2-1 column needs 8.
    const against4 = PRINTED.rows.find((r) => r.label === '4')?.cells ?? [];
    expect(against4[COLUMNS.indexOf('3-2')]).toBe('6');
    expect(against4[COLUMNS.indexOf('2-1')]).toBe('8');
    expect(engineOdds(GETTYSBURG_77_BASICS, 7, 4).odds).toBe('3-2');
  });

  it('finds a mistake in the walkthrough’s old odds sentence (7 against 4 called 1-1)', () => {
    const old: Teaching = {
      where: 'walkthrough odds (old text)',
      text: 'Add up the attacking strength and the defending strength and divide one by the other. Any fraction is dropped in the defender’s favour, so 7 against 4 is only 1-1, while 8 against 4 reaches 2-1.',
    };
    expect(oddsMistakes(old)).toEqual(['walkthrough odds (old text): 7 against 4 is stated as 1-1; the engine reads 3-2']);
    expect(oddsMistakes({ ...old, text: '7 against 4 (1.5 to 1) reads 3-2.' })).toEqual([
      'walkthrough odds (old text): 7 against 4 is stated as a ratio of 1.5 to 1; the engine computes 1.75 to 1',
    ]);
    expect(oddsMistakes({ ...old, text: 'so 7 against 4 gives the next column down' })).toHaveLength(1);
    expect(oddsMistakes({ ...old, text: 'the 5-2 column' })).toEqual(['walkthrough odds (old text): "5-2" is not a column of the odds table']);
  });

  it('has every odds fact in the walkthrough, glossary and rules entries agree with the engine and the seed', () => {
    const checked = TEXTS.filter((t) => [...t.text.matchAll(ODDS_LABEL)].length > 0 || /\d+ against \d+/.test(t.text));
    // The walkthrough's odds step and the 1977 entries' worked examples at least.
    expect(checked.length).toBeGreaterThanOrEqual(4);
    expect(TEXTS.flatMap(oddsMistakes)).toEqual([]);
  });

  it('builds the walkthrough’s odds examples from the engine, not from typed prose', () => {
    const step = G77_WALKTHROUGH.find((s) => s.id === 'odds');
    expect(step?.oddsExamples?.map((e) => [e.attack, e.defense, e.odds])).toEqual([
      [7, 4, engineOdds(GETTYSBURG_77_BASICS, 7, 4).odds],
      [8, 4, engineOdds(GETTYSBURG_77_BASICS, 8, 4).odds],
    ]);
    for (const e of step?.oddsExamples ?? []) expect(step?.text).toContain(`${e.attack} against ${e.defense} (${e.ratio})`);
    expect(step?.text).toContain('7 against 4 (1.75 to 1) reads 3-2');
  });
});

describe('what the rules audit of issue 15 found, fixed', () => {
  const term = (id: string): string => GLOSSARY.find((t) => t.id === id)?.definition ?? '';
  const entry = (id: string): string => ALL_ENTRIES.find((e) => e.id === id)?.text ?? '';

  it('the field-of-defence modifier favours the attacker, and occupation is being there or the last to occupy', () => {
    expect(term('defensive-field')).toMatch(/-1 on the die, which favours the attacker/);
    expect(term('defensive-field')).not.toMatch(/pay/);
    expect(term('occupation')).toMatch(/last to occupy/);
    expect(term('occupation')).not.toMatch(/pass through/);
  });

  it('marks what the glossary cannot know as outside the seeds, instead of stating it as a rule', () => {
    for (const id of ['general', 'rally', 'rout', 'command-control', 'mounted-withdrawal', 'spent']) expect(term(id), id).toMatch(/outside Adjutant’s sources/);
    expect(term('rout')).not.toMatch(/flees|cannot fight/);
    expect(term('general')).not.toMatch(/activates, rallies or steadies/);
  });

  it('counts a headquarters of value 4 or more once per side, not once per headquarters', () => {
    expect(entry('gettysburg-77/die-roll-modifications')).toMatch(/any headquarters of value 4\+ with the attacker \(once for the side, however many\)/);
    expect(entry('gettysburg-77/die-roll-modifications')).toMatch(/any headquarters of value 4\+ with the defender \(once for the side, however many\)/);
    expect(entry('gettysburg-77/headquarters-combat-modification')).toMatch(/still shift it only one/);
  });

  it('lists the Headquarters Table’s rolls and the town hexes among what is not known of the 1977 game', () => {
    expect(entry('gettysburg-77/headquarters-table')).toMatch(/not in Adjutant’s sources/);
    expect(GETTYSBURG_77_BASICS.info.unknown.join(' ')).toMatch(/Headquarters Table's die rolls/);
    expect(GETTYSBURG_77_BASICS.info.unknown.join(' ')).toMatch(/town hexes/);
  });

  it('says on which side of each Cemetery Hill 14.5 boundary the ratio falls, as the engine decides it', () => {
    const text = entry('cemetery-hill/14.5');
    const levels = [...text.matchAll(/(Union|Confederate) (Decisive|Substantive|Marginal): ([^.;]+)[.;]/g)];
    expect(levels).toHaveLength(6);
    // Each boundary, read from the text, lands in the band the engine's own victory level gives it.
    const bands: Record<string, string> = Object.fromEntries(levels.map((m) => [`${m[1]} ${m[2]}`, m[3] ?? '']));
    const boundaries: [number, number, string][] = [[2, 1, 'Union Decisive'], [3, 2, 'Union Substantive'], [1, 1, 'Confederate Marginal'], [2, 3, 'Confederate Substantive'], [1, 2, 'Confederate Decisive']];
    for (const [u, c, level] of boundaries) {
      expect(chVictoryLevel(u * 10, c * 10), `${u}:${c}`).toBe(level);
      expect(bands[level], `${u}:${c} in ${level}`).toMatch(new RegExp(`${u}:${c}( or more| or less|[^,]* included)`));
    }
  });

  it('walkthrough: the town hexes are asked about, not located at the town square', () => {
    const step = G77_WALKTHROUGH.find((s) => s.id === 'modifiers');
    const all = G77_WALKTHROUGH.map((s) => `${s.text} ${s.onTheBoard}`).join(' ');
    expect(all).not.toMatch(/town square|O38|O39/);
    expect(step?.onTheBoard).toMatch(/asks you whether it is a town hex/);
  });
});

/** Written numbers in teaching prose, as the examples use them. */
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

describe('teaching text states the victory points and TEMs the engine uses', () => {
  const entry = (id: string): string => ALL_ENTRIES.find((e) => e.id === id)?.text ?? '';

  it('Cemetery Hill: every "N VPs for each <side> SP eliminated" is the engine’s rate', () => {
    const claims = TEXTS.flatMap((t) => [...t.text.matchAll(/(\d+) VPs? for each (Union|Confederate) SP eliminated/g)].map((m) => ({ where: t.where, vp: Number(m[1]), side: m[2] === 'Union' ? 'union' : 'confederate' } as const)));
    expect(claims.length).toBeGreaterThanOrEqual(2);
    for (const c of claims) expect(c.vp, c.where).toBe(VP_PER_SP_ELIMINATED[c.side]);
  });

  it('Cemetery Hill 14.53: the rate and the worked example agree with the cavalry exit award', () => {
    const text = entry('cemetery-hill/14.53');
    const rate = /score (\d+) VPs for each/.exec(text);
    expect(Number(rate?.[1])).toBe(VP_PER_EXCESS_CAVALRY_UNIT);
    const example = /(\w+) out by turn (\d+) against (\w+) by turn (\d+) earns (\d+) VPs a turn/.exec(text);
    expect(example).not.toBeNull();
    if (!example) return;
    const [, cWord, cTurn, uWord, uTurn, vp] = example;
    const award = cavalryExitAward([
      { side: 'confederate', turn: Number(cTurn), count: WORDS[cWord ?? ''] ?? NaN },
      { side: 'union', turn: Number(uTurn), count: WORDS[uWord ?? ''] ?? NaN },
    ]);
    expect(award.ok).toBe(true);
    if (!award.ok) return;
    // Once both are counted, each turn's award is the one the example states.
    const counted = award.value.turns.filter((t) => t.turn >= Math.max(Number(cTurn), Number(uTurn)));
    expect(counted.length).toBeGreaterThan(0);
    for (const t of counted) expect(t.awarded, `turn ${t.turn}`).toBe(Number(vp));
  });

  it('They Met clarification 4: states the p. 11 example’s TEMs as the engine has them, and forbids no other target', () => {
    const text = entry('they-met/clarification-4');
    expect(text).toMatch(new RegExp(`prints a TEM of \\+${VOLLEY_PRINTED_TEM}\\b`));
    expect(text).toMatch(new RegExp(`effective TEM of \\+${VOLLEY_EFFECTIVE_TEM}\\b`));
    expect(text).toMatch(/asks/);
    // The errata settle only the example: no teaching text may say a volley's target must print a TEM.
    for (const t of TEXTS) if (/volley/i.test(t.text)) expect(t.text, t.where).not.toMatch(/must (print|have)|only into|may not .*(Zone|TEM)/i);
  });

  it('would have caught the old clarification 4 wording', () => {
    const old = 'The example is right to use +2 for Area 64, although the area prints +1: a volley’s target must print a TEM of +1, and the volley is then resolved with an effective TEM of +2.';
    expect(old).toMatch(/must (print|have)|only into|may not .*(Zone|TEM)/i);
  });
});
