import { describe, expect, it } from 'vitest';
import { applyChoices } from '../../src/engine/core/modifier-line.js';
import { combatResultCard, gameModule, resolveCombat, typedModification } from '../../src/engine/index.js';

/** A 1977 battle of 10 against 14 with one line found on the board (its text holding a forum's own characters) and −2 typed by hand. */
function answer() {
  const rule = { game: 'gettysburg-77' as const, document: 'test', rule: 'Die Roll Modifications' };
  const lines = applyChoices([{ id: 'x', text: 'defender in [woods] *and* _rough_', value: 1, reason: 'test', rule, optionalRule: null }], []);
  return resolveCombat(gameModule('gettysburg-77'), { game: 'gettysburg-77', attack: { kind: 'total', strength: 10 }, defense: { kind: 'total', strength: 14 }, drm: -2, modifiers: lines }, null);
}

describe('the copied result card, in plain text, BBCode and Markdown', () => {
  it('lists the typed modification beside the lines found, in every format', () => {
    const a = answer();
    expect(typedModification(a)).toBe(-2);
    expect(combatResultCard(a, 'Gettysburg')).toContain('\n   -2 other modification (typed by hand)');
    expect(combatResultCard(a, 'Gettysburg', 'bbcode')).toContain('[*]-2 other modification (typed by hand)');
    expect(combatResultCard(a, 'Gettysburg', 'markdown')).toContain('\n- -2 other modification (typed by hand)');
  });

  it('writes text that no forum reads as markup: BBCode loses its brackets, Markdown escapes its characters', () => {
    const a = answer();
    const bbcode = combatResultCard(a, 'Gettysburg', 'bbcode');
    expect(bbcode).toContain('[*]+1 defender in (woods) *and* _rough_');
    expect(bbcode.match(/\[[^\]]*\]/g)?.every((tag) => ['[b]', '[/b]', '[list]', '[/list]', '[*]'].includes(tag))).toBe(true);
    const markdown = combatResultCard(a, 'Gettysburg', 'markdown');
    expect(markdown).toContain('- +1 defender in \\[woods\\] \\*and\\* \\_rough\\_');
    expect(markdown.startsWith('**Adjutant — Gettysburg**\n\n')).toBe(true);
  });

  it('keeps the plain-text card as it was when nothing is typed', () => {
    const a = resolveCombat(gameModule('gettysburg-77'), { game: 'gettysburg-77', attack: { kind: 'total', strength: 10 }, defense: { kind: 'total', strength: 14 }, drm: 0 }, null);
    const card = combatResultCard(a, 'Gettysburg');
    expect(card).not.toContain('typed by hand');
    expect(card.split('\n').slice(0, 3)).toEqual(['Adjutant — Gettysburg', 'Attack 10 vs defence 14', 'Odds 1-2, die-roll modification 0']);
  });
});
