import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/core/game-id.js';
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

describe('questions players ask come back with the right entry first', () => {
  it('every expected entry exists in the index', () => {
    expect(QUESTIONS.filter((q) => !hasAll(q)).map((q) => q.first)).toEqual([]);
  });

  it.each(QUESTIONS)('$q → $first', ({ q, first, game }) => {
    const results = searchRules(q, game ? { game, limit: 5 } : { limit: 5 });
    expect(results.map((r) => r.id)[0], `top five: ${results.map((r) => r.id).join(', ')}`).toBe(first);
  });
});
