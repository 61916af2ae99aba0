import { describe, expect, it } from 'vitest';
import { allGameBasics, gameBasics } from '../../src/engine/index.js';
import { GAME_IDS } from '../../src/engine/index.js';
import { loadGameModule } from '../../src/engine/index.js';
import { allGames, gameModule } from '../../src/engine/index.js';

describe("a game's basics and its whole module", () => {
  it.each(GAME_IDS)('%s: the basics are the very data and rules of the whole module', (id) => {
    const basics = gameBasics(id);
    const whole = gameModule(id);
    expect(basics.info.id).toBe(id);
    expect(whole.info).toBe(basics.info);
    expect(whole.combatTable).toBe(basics.combatTable);
    expect(whole.missingTable).toBe(basics.missingTable);
    expect(whole.optionalRules).toBe(basics.optionalRules);
    expect(whole.forceStrength).toBe(basics.forceStrength);
    // Nothing the board or the ledger reads comes with the basics.
    expect(Object.keys(basics).sort()).toEqual(['combatTable', 'forceStrength', 'info', 'missingTable', 'optionalRules']);
  });

  it.each(GAME_IDS)('%s: loading the module on demand gives the registry\'s own module', async (id) => {
    expect(await loadGameModule(id)).toBe(gameModule(id));
  });

  it('lists the games in the same order either way', () => {
    expect(allGameBasics().map((g) => g.info.id)).toEqual(allGames().map((g) => g.info.id));
  });

  it('keeps the board-reading and victory rules where the seeds give them', () => {
    expect(gameModule('gettysburg-77').battleModifiers).toBeTypeOf('function');
    expect(gameModule('gettysburg-77').victory).toBeDefined();
    expect(gameModule('cemetery-hill').battleModifiers).toBeTypeOf('function');
    expect(gameModule('gettysburg-88').victory).toBeDefined();
    expect(gameModule('they-met').battleModifiers).toBeTypeOf('function');
    expect(gameModule('high-tide').battleModifiers).toBeUndefined();
  });
});
