import { describe, expect, it } from 'vitest';
import { artilleryKind } from '../../popup/artillery-kind.js';

describe('which artillery rules the popup offers, from each game’s tools', () => {
  it.each([
    ['gettysburg-88', 'double-range'],
    ['gettysburg-77', 'influence'],
    ['they-met', 'area-fire'],
    ['cemetery-hill', null],
    ['high-tide', null],
  ] as const)('%s: %s', (game, kind) => {
    expect(artilleryKind(game)).toBe(kind);
  });
});
