import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/core/game-id.js';
import { GAMES } from '../../src/engine/registry.js';
import { ALL_ENTRIES, ALL_TERMS } from '../../src/engine/rules/all-entries.js';
import { searchRules } from '../../src/engine/rules/search.js';

/**
 * Questions as players type them, each with the entry that must come back first. Phrased the way people
 * ask at the table, with their typos and shorthand, not in the rulebook's words.
 */
const QUESTIONS: readonly { readonly q: string; readonly first: string; readonly game?: GameId }[] = [
  // Gettysburg 1977
  { q: 'can I retreat off the board', first: 'gettysburg-77/retreat-restrictions-4' },
  { q: 'what does EXC mean', first: 'gettysburg-77/combat-results-table' },
  { q: 'does the union cavalry double', first: 'gettysburg-77/special-effects-to-combat-1' },
  { q: 'what happens to a shattered unit', first: 'glossary/shattered' },
  { q: 'how do breastworks work', first: 'glossary/breastworks' },
  { q: 'who can build breastworks', first: 'gettysburg-77/breastworks-1' },
  { q: 'how many hexes per movement point on a road', first: 'gettysburg-77/strategic-movement-2' },
  { q: 'are the odds rounded down', first: 'gettysburg-77/combat-2' },
  { q: 'disorganized attackers add to the roll', first: 'gettysburg-77/shatter-and-disorganization-effect-1' },
  { q: 'retreta off the bord', first: 'gettysburg-77/retreat-restrictions-4' },
  // Gettysburg '88
  { q: 'how much does a rough hill cost', first: 'gettysburg-88/clarification-2' },
  { q: 'can a general enter enemy zoc', first: 'gettysburg-88/clarification-10' },
  { q: 'do zones of control lock', first: 'gettysburg-88/clarification-3', game: 'gettysburg-88' },
  { q: 'clarification 9', first: 'gettysburg-88/clarification-9', game: 'gettysburg-88' },
  { q: '"rough hill" artillery retreat', first: 'gettysburg-88/clarification-19' },
  // Cemetery Hill
  { q: 'when do confederate cavalry exits score', first: 'cemetery-hill/14.53' },
  { q: '14.53', first: 'cemetery-hill/14.53' },
  { q: 'how many turns', first: 'cemetery-hill/14.1', game: 'cemetery-hill' },
  { q: 'who wins', first: 'cemetery-hill/14.5', game: 'cemetery-hill' },
  // High Tide
  { q: 'can I rally at night', first: 'high-tide/rally-modifiers-night' },
  { q: 'captured artillery', first: 'high-tide/captured-artillery' },
  { q: 'can a routed unit give strength points', first: 'high-tide/10.54-routed' },
  { q: 'artillery morale', first: 'high-tide/7.622' },
  // They Met at Gettysburg
  { q: 'impulse track 13', first: 'they-met/addition-3' },
  { q: 'volley area 64', first: 'they-met/clarification-4' },
  { q: 'Q&A 13', first: 'they-met/qa-13' },
  { q: 'stacking when moving through an area', first: 'they-met/qa-13' },
  { q: 'areas that touch at a point', first: 'they-met/addition-1' },
  // Glossary
  { q: 'what is a TEM', first: 'glossary/tem' },
  { q: 'zoc', first: 'glossary/zoc' },
];

const hasAll = (q: (typeof QUESTIONS)[number]): boolean =>
  q.first.startsWith('glossary/') ? ALL_TERMS.some((t) => `glossary/${t.id}` === q.first) : ALL_ENTRIES.some((e) => e.id === q.first);

const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.basics.info.id);

/**
 * Questions asked while another game is the current one (searchRules' `prefer`): the entry they mean is
 * in another game's rules and must still come back first. At least two per current game.
 */
const ASKED_UNDER: Readonly<Record<GameId, readonly (readonly [q: string, first: string])[]>> = {
  'gettysburg-77': [['double range artillery at night', 'gettysburg-88/clarification-32'], ['retreat sequence', 'gettysburg-88/clarification-17'], ['cavalry leaving the map score', 'cemetery-hill/14.53']],
  'gettysburg-88': [['captured artillery', 'high-tide/captured-artillery'], ['volley area 64', 'they-met/clarification-4']],
  'cemetery-hill': [['routed unit give strength points', 'high-tide/10.54-routed'], ['impulse track 13', 'they-met/addition-3']],
  'high-tide': [['rough hill artillery retreat', 'gettysburg-88/clarification-19'], ['areas that touch at a point', 'they-met/addition-1']],
  'they-met': [['cemetery hill cavalry exits score', 'cemetery-hill/14.53'], ['bridge in enemy zoc', 'gettysburg-88/clarification-1']],
};
const CROSS_GAME = Object.entries(ASKED_UNDER).flatMap(([current, asks]) => asks.map(([q, first]) => ({ q, first, current })));

describe('questions players ask come back with the right entry first', () => {
  it('every expected entry exists in the index', () => {
    expect(QUESTIONS.filter((q) => !hasAll(q)).map((q) => q.first)).toEqual([]);
  });

  it.each(QUESTIONS)('$q → $first', ({ q, first, game }) => {
    const results = searchRules(q, game ? { game, limit: 5 } : { limit: 5 });
    expect(results.map((r) => r.id)[0], `top five: ${results.map((r) => r.id).join(', ')}`).toBe(first);
  });

  // Search ranks the current game's rules first: a question about another game's rule must survive that.
  const underEachGame = QUESTIONS.flatMap((q) => GAME_IDS.map((current) => ({ ...q, current })));
  it.each(underEachGame)('$q, current game $current → $first in the top five', ({ q, first, game, current }) => {
    const results = searchRules(q, game ? { game, limit: 5, prefer: current } : { limit: 5, prefer: current });
    expect(results.map((r) => r.id), `top five: ${results.map((r) => r.id).join(', ')}`).toContain(first);
  });

  it('every game has at least two questions about another game’s rules', () => {
    for (const current of GAME_IDS) expect(CROSS_GAME.filter((c) => c.current === current && !c.first.startsWith(`${current}/`)).length, current).toBeGreaterThanOrEqual(2);
  });

  it.each(CROSS_GAME)('$q, current game $current → $first first', ({ q, first, current }) => {
    const results = searchRules(q, { limit: 5, prefer: current });
    expect(results.map((r) => r.id)[0], `top five: ${results.map((r) => r.id).join(', ')}`).toBe(first);
  });
});
