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
import { ht } from '../../src/engine/games/high-tide/rule.js';
import { tm } from '../../src/engine/games/they-met/rule.js';
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

/** Every citation the engine writes for a game with its helper, read from the source (the helpers' literal arguments). */
function sourceCitations(dir: string, helper: string, cite: (rule: string) => RuleRef): RuleRef[] {
  const found: RuleRef[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sourceCitations(path, helper, cite));
    else if (name.endsWith('.ts')) for (const m of readFileSync(path, 'utf8').matchAll(new RegExp(`\\b${helper}\\('([^']+)'\\)`, 'g'))) found.push(cite(m[1] ?? ''));
  }
  return found;
}

const gamesDir = fileURLToPath(new URL('../../src/engine/games', import.meta.url));
const unresolved = (refs: readonly RuleRef[]) => [...new Set(refs.filter((r) => entryForRule(r) === null).map((r) => r.rule))];

describe('entryForRule', () => {
  it('links every citation of a gettysburg-77 answer and modifier list to an entry', () => {
    const refs = g77Citations();
    expect(refs.length).toBeGreaterThan(20);
    expect(unresolved(refs)).toEqual([]);
  });

  it('links every g77() citation in the engine source', () => {
    const refs = sourceCitations(join(gamesDir, 'gettysburg-77'), 'g77', (rule) => ({ game: 'gettysburg-77', document: '', rule }));
    expect(unresolved(refs)).toEqual([]);
  });

  it('links every High Tide and They Met citation the engine writes', () => {
    const refs = [
      ...sourceCitations(join(gamesDir, 'high-tide'), 'ht', ht),
      ...sourceCitations(join(gamesDir, 'they-met'), 'tm', tm),
    ];
    expect(refs.length).toBeGreaterThan(20);
    expect(unresolved(refs)).toEqual([]);
  });

  it('reads the long forms and ranges the way the index numbers them', () => {
    const id = (ref: RuleRef) => entryForRule(ref)?.id;
    expect(entryForRule(tm('Questions and answers 9 (rules 8.1 and 9.1)'))?.number).toBe('Q&A 9');
    expect(entryForRule(tm('Addition 2 (rule 3.2)'))?.number).toMatch(/^Addition 2 /);
    expect(entryForRule(tm('CSA order of appearance (May 1997)'))?.number).toBe('CSA Order of Appearance (May 1997)');
    expect(id(ht('8.331–8.335'))).toBe('high-tide/captured-artillery');
    expect(id(ht('10.5–10.54'))).toBe('high-tide/division-reorganization');
    expect(id(ht('7.62–7.622'))).toBe('high-tide/optional-morale-ratings');
    expect(id(ht('8.333'))).toBe('high-tide/8.333');
    expect(entryForRule({ game: 'gettysburg-77', document: '', rule: 'Effect of Shatter and Disorganization 2' })?.number).toBe('Shatter and Disorganization, Effect 2');
    expect(entryForRule({ game: 'gettysburg-77', document: '', rule: 'Combat 2; Combat Qualifications 1' })?.number).toBe('Combat 2');
  });

  it('leaves a citation of a document Adjutant does not hold unlinked', () => {
    expect(entryForRule({ game: 'cemetery-hill', document: 'Your terrain effects chart (Mine)', rule: 'p. 4: Woods' })).toBeNull();
    expect(entryForRule({ game: 'they-met', document: 'x', rule: 'no such rule 99' })).toBeNull();
  });

  it('reports how many citations link, game by game', () => {
    const helpers: Record<string, [string, (r: string) => RuleRef]> = {
      'cemetery-hill': ['ch', (rule) => ({ game: 'cemetery-hill', document: '', rule })],
      'high-tide': ['ht', ht],
      'they-met': ['tm', tm],
      'gettysburg-77': ['g77', (rule) => ({ game: 'gettysburg-77', document: '', rule })],
    };
    const lines: string[] = [];
    for (const game of allGames()) {
      const pair = helpers[game.info.id];
      const refs = pair ? sourceCitations(join(gamesDir, game.info.id), pair[0], pair[1]) : [];
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
