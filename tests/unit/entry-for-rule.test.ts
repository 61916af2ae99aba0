import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Battle } from '../../src/engine/core/battle.js';
import type { RuleRef } from '../../src/engine/core/rule-ref.js';
import { allGames, gameModule, resolveCombat, type CombatUnitInput, type OddsRequest } from '../../src/engine/index.js';
import { amendedBy } from '../../src/engine/rules/amended-by.js';
import { ALL_ENTRIES } from '../../src/engine/rules/all-entries.js';
import { entryForRule } from '../../src/engine/rules/entry-for-rule.js';
import { chartRule, ch } from '../../src/engine/games/cemetery-hill/rule.js';
import type { TerrainEffectsChart } from '../../src/engine/games/cemetery-hill/terrain-effects-input.js';
import { g77 as g77Rule } from '../../src/engine/games/gettysburg-77/rule.js';
import { clarification } from '../../src/engine/games/gettysburg-88/rule.js';
import { ht } from '../../src/engine/games/high-tide/rule.js';
import { tm, tmUser } from '../../src/engine/games/they-met/rule.js';
import { g77Board } from '../support/g77-battle-board.js';

const g77 = gameModule('gettysburg-77');

function unit(name: string, side: CombatUnitInput['side'], strength: number, extra: Partial<CombatUnitInput> = {}): CombatUnitInput {
  return { name, side, type: 'infantry', strength, reducedStrength: null, reduced: false, status: 'ready', ...extra };
}

/** Battles that walk the 1977 calculator through its branches: plain odds, statuses, artillery, refusals, hand-set values. */
const BATTLES: readonly OddsRequest[] = [
  { game: 'gettysburg-77', attack: { kind: 'total', strength: 12 }, defense: { kind: 'total', strength: 4 }, drm: 0 },
  { game: 'gettysburg-77', attack: { kind: 'total', strength: 1 }, defense: { kind: 'total', strength: 9 }, drm: 2 },
  { game: 'gettysburg-77', attack: { kind: 'total', strength: 40 }, defense: { kind: 'total', strength: 2 }, drm: -3 },
  {
    game: 'gettysburg-77',
    attack: { kind: 'units', units: [unit('A', 'confederate', 6, { status: 'disorganized' }), unit('B', 'confederate', 4), unit('Guns', 'confederate', 3, { type: 'artillery' })] },
    defense: { kind: 'units', units: [unit('C', 'union', 5, { status: 'shattered' }), unit('HQ', 'union', 0, { type: 'headquarters' })] },
    drm: 1,
  },
  {
    game: 'gettysburg-77',
    attack: { kind: 'units', units: [unit('Horse', 'union', 2, { type: 'horse-artillery' }), unit('Troopers', 'union', 3, { type: 'cavalry' })] },
    defense: { kind: 'units', units: [unit('D', 'confederate', 4, { status: 'disorganized' })] },
    drm: 0,
    overrides: { odds: '3-1' },
  },
];

const board = g77Board({
  units: [
    { id: 'defender', side: 'union', type: 'infantry', hex: 'Q40' },
    { id: 'defender-hq', side: 'union', type: 'headquarters', hex: 'Q40', reorganizationValue: 5 },
    { id: 'attacker', side: 'confederate', type: 'infantry', hex: 'P40', status: { disorganized: 1 } },
    { id: 'attacker-hq-1', side: 'confederate', type: 'headquarters', hex: 'P40', reorganizationValue: 4 },
    { id: 'attacker-hq-2', side: 'confederate', type: 'headquarters', hex: 'P40', reorganizationValue: 6 },
  ],
  terrain: { Q40: { terrain: ['clear'], elevation: 6 }, P40: { terrain: ['clear'], elevation: 8 } },
  markers: [{ kind: 'breastworks', hex: 'Q40' }],
});
const battle: Battle = { board, attackers: ['attacker'], defenders: ['defender'] };

function g77Citations(): RuleRef[] {
  const refs: RuleRef[] = [];
  for (const request of BATTLES) for (const s of resolveCombat(g77, request, null).explanation) if (s.rule) refs.push(s.rule);
  const modifiers = g77.battleModifiers;
  if (!modifiers) throw new Error('gettysburg-77 finds modifiers on a board');
  const optional = Object.fromEntries(g77.optionalRules.map((r) => [r.id, true]));
  for (const rules of [{}, optional]) {
    const found = modifiers(battle, rules);
    for (const l of found.lines) if (l.rule) refs.push(l.rule);
    for (const n of found.notes) if (n.rule) refs.push(n.rule);
  }
  for (const r of g77.optionalRules) refs.push(r.rule);
  return refs;
}

/** The engine's cite helpers for the documents Adjutant holds, each under the name its calls are written with. */
const HELPERS: Readonly<Record<string, (rule: string, entry: string | undefined) => RuleRef>> = {
  g77: (rule, entry) => g77Rule(rule, entry),
  ht: (rule, entry) => ht(rule, entry),
  ch: (rule, entry) => ch(rule, entry),
  // They Met names every entry; a call without one would not compile, so it is read as naming none.
  tm: (rule, entry) => tm(rule, entry ?? ''),
};

/**
 * Every citation the engine writes for a game with a helper and literal arguments, read from the source
 * and made through the helper as the engine makes it: `g77('Combat 2')`, `ht('8.331–8.335', 'captured-artillery')`,
 * `clarification(9)`.
 */
function sourceCitations(dir: string, helper: string): RuleRef[] {
  const found: RuleRef[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sourceCitations(path, helper));
    else if (name.endsWith('.ts')) found.push(...citationsIn(readFileSync(path, 'utf8'), helper));
  }
  return found;
}

function citationsIn(text: string, helper: string): RuleRef[] {
  if (helper === 'clarification') return [...text.matchAll(/\bclarification\((\d+)\)/g)].map((m) => clarification(Number(m[1])));
  const cite = HELPERS[helper];
  if (!cite) throw new Error(`no helper ${helper}`);
  const call = new RegExp(`\\b${helper}\\('((?:[^'\\\\]|\\\\.)*)'(?:,\\s*'([^']*)')?\\)`, 'g');
  return [...text.matchAll(call)].map((m) => cite(m[1] ?? '', m[2]));
}

/** RuleRef object literals written out in the engine source (the documents Adjutant does not hold), with their entry. */
function literalRefs(dir: string): { at: string; game: string | null; entry: string | null }[] {
  const found: { at: string; game: string | null; entry: string | null }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...literalRefs(path));
    else if (name.endsWith('.ts')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/\{[^{}]*\bdocument:[^{}]*\brule:[^{}]*\}/g)) {
        // A ref whose game is a variable (a typed-in table's) names no game here.
        const game = /\bgame: '([^']+)'/.exec(m[0])?.[1] ?? null;
        found.push({ at: `${name}: ${m[0].slice(0, 80)}`, game, entry: /\bentry: '([^']*)'/.exec(m[0])?.[1] ?? null });
      }
    }
  }
  return found;
}

const engineDir = fileURLToPath(new URL('../../src/engine', import.meta.url));
const gamesDir = join(engineDir, 'games');
const unresolved = (refs: readonly RuleRef[]) => [...new Set(refs.filter((r) => entryForRule(r) === null).map((r) => r.rule))];

/** The citation the engine source writes with this wording, made through its helper. */
function cited(game: string, helper: string, rule: string): RuleRef {
  const ref = sourceCitations(join(gamesDir, game), helper).find((r) => r.rule === rule);
  if (!ref) throw new Error(`${game} cites no ${helper}('${rule}')`);
  return ref;
}

describe('entryForRule', () => {
  it('links every citation of a gettysburg-77 answer and modifier list to an entry', () => {
    const refs = g77Citations();
    expect(refs.length).toBeGreaterThan(20);
    expect(unresolved(refs)).toEqual([]);
  });

  it('links every g77() citation in the engine source', () => {
    const refs = sourceCitations(join(gamesDir, 'gettysburg-77'), 'g77');
    expect(unresolved(refs)).toEqual([]);
  });

  it('links every High Tide and They Met citation the engine writes', () => {
    const refs = [...sourceCitations(join(gamesDir, 'high-tide'), 'ht'), ...sourceCitations(join(gamesDir, 'they-met'), 'tm')];
    expect(refs.length).toBeGreaterThan(20);
    expect(unresolved(refs)).toEqual([]);
  });

  it('reads the long forms and ranges the way the index numbers them', () => {
    const id = (ref: RuleRef) => entryForRule(ref)?.id;
    expect(entryForRule(cited('they-met', 'tm', 'Questions and answers 9 (rules 8.1 and 9.1)'))?.number).toBe('Q&A 9');
    expect(entryForRule(cited('they-met', 'tm', 'Addition 2 (rule 3.2)'))?.number).toMatch(/^Addition 2 /);
    expect(entryForRule(cited('they-met', 'tm', 'CSA order of appearance (May 1997)'))?.number).toBe('CSA Order of Appearance (May 1997)');
    expect(id(cited('high-tide', 'ht', '8.331–8.335'))).toBe('high-tide/captured-artillery');
    expect(id(cited('high-tide', 'ht', '10.5–10.54'))).toBe('high-tide/division-reorganization');
    expect(id(cited('high-tide', 'ht', '7.62–7.622'))).toBe('high-tide/optional-morale-ratings');
    expect(id(cited('high-tide', 'ht', '8.333'))).toBe('high-tide/8.333');
    expect(entryForRule(g77Rule('Effect of Shatter and Disorganization 2', 'shatter-and-disorganization-effect-2'))?.number).toBe('Shatter and Disorganization, Effect 2');
    expect(entryForRule(g77Rule('Combat 2; Combat Qualifications 1', 'combat-2'))?.number).toBe('Combat 2');
  });

  it('leaves a citation of a document Adjutant does not hold unlinked', () => {
    const chart: TerrainEffectsChart = { game: 'cemetery-hill', title: 'Mine', rule: 'p. 4', terrain: [], hexsides: [], creekHexsides: [] };
    expect(entryForRule(chartRule(chart, 'Woods'))).toBeNull();
    expect(entryForRule(tmUser('no such rule 99'))).toBeNull();
  });

  it('resolves every citation in the engine source that names an entry, helper call or literal', () => {
    const helpers: Record<string, readonly string[]> = {
      'gettysburg-77': ['g77'],
      'gettysburg-88': ['clarification'],
      'cemetery-hill': ['ch'],
      'high-tide': ['ht'],
      'they-met': ['tm'],
    };
    const calls = Object.entries(helpers).flatMap(([game, names]) => names.flatMap((h) => sourceCitations(join(gamesDir, game), h)));
    expect(calls.length).toBeGreaterThan(140);
    expect(unresolved(calls)).toEqual([]);
    for (const r of calls) expect(entryForRule(r)?.game, r.rule).toBe(r.game);
    const literals = literalRefs(engineDir);
    // Four games' combat tables, the victory settings' figures, a typed-in table and the user's They Met map.
    expect(literals.length).toBeGreaterThanOrEqual(7);
    for (const l of literals.filter((x) => x.entry !== null)) {
      const entry = ALL_ENTRIES.find((e) => e.id === l.entry);
      expect(entry, l.at).toBeDefined();
      if (l.game !== null) expect(entry?.game, l.at).toBe(l.game);
    }
  });

  it("resolves every entry's own citation to that entry", () => {
    for (const e of ALL_ENTRIES) expect(entryForRule(e.citation)?.id, e.id).toBe(e.id);
  });

  it('finds nothing for an id the index lacks, however the citation reads', () => {
    expect(entryForRule(g77Rule('Combat 2', 'combat-99'))).toBeNull();
    expect(entryForRule(tm('Questions and answers 9 (rules 8.1 and 9.1)', 'qa-99'))).toBeNull();
    expect(entryForRule({ ...g77Rule('Combat 2'), entry: 'gettysburg-77/no-such-rule' })).toBeNull();
    // A citation that is not an entry's number derives an id no entry has: such a call must name its entry.
    expect(entryForRule(g77Rule('Combat 2; Combat Qualifications 1'))).toBeNull();
    expect(entryForRule(ht('8.331–8.335'))).toBeNull();
  });

  it('reports how many citations link, game by game', () => {
    const helpers: Record<string, string> = { 'cemetery-hill': 'ch', 'high-tide': 'ht', 'they-met': 'tm', 'gettysburg-77': 'g77', 'gettysburg-88': 'clarification' };
    const lines: string[] = [];
    for (const game of allGames()) {
      const helper = helpers[game.info.id];
      const refs = helper ? sourceCitations(join(gamesDir, game.info.id), helper) : [];
      const answer = resolveCombat(game, { game: game.info.id, attack: { kind: 'total', strength: 6 }, defense: { kind: 'total', strength: 3 }, drm: 0 }, null);
      for (const s of answer.explanation) if (s.rule) refs.push(s.rule);
      const linked = refs.filter((r) => entryForRule(r) !== null).length;
      lines.push(`${game.info.id}: ${linked}/${refs.length} linked; unlinked: ${unresolved(refs).join(' | ')}`);
    }
    console.log(lines.join('\n'));
    expect(lines).toHaveLength(5);
  });
});

describe('amendedBy', () => {
  it('is the reverse of amends, with what changed', () => {
    const amending = ALL_ENTRIES.filter((e) => (e.amends ?? []).length > 0);
    expect(amending.length).toBeGreaterThan(0);
    for (const e of amending) {
      for (const a of e.amends ?? []) expect(amendedBy(a.id).some((x) => x.entry.id === e.id && x.change === a.change)).toBe(true);
    }
    expect(amendedBy('no/such-entry')).toEqual([]);
  });
});
