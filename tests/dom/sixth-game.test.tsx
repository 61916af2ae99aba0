import { describe, expect, it, vi } from 'vitest';
import { description as madeUp } from '../fixtures/made-up-game/index.js';

// The one line a new game adds to the registry, added here by the test instead of in src/engine/registry.ts.
vi.mock('../../src/engine/registry.js', async (original) => {
  const { GAMES } = await original<typeof import('../../src/engine/registry.js')>();
  return { GAMES: [...GAMES, madeUp] };
});

// The setup file loaded the real registry already: start from fresh modules, so every import below sees the mock.
vi.resetModules();
const { GAME_IDS, gameBasics, isGameId, parseBoard } = await import('../../src/engine/index.js');
const { runCli } = await import('../../src/cli/run-cli.js');
const { PopupApp } = await import('../../popup/popup-app.js');
const { fakePlatform } = await import('./fake-popup-platform.js');
const { byLabel, choose, mount, text, type, waitFor } = await import('./render-helper.js');

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`), readFile: () => Promise.reject(new Error('no files')) });
  return { code, out, err };
}

describe('a sixth game: a folder plus one line in the registry', () => {
  it('the engine lists it, reads its boards and gives its basics', () => {
    expect(GAME_IDS).toContain('made-up');
    expect(isGameId('made-up')).toBe(true);
    expect(gameBasics('made-up').info.name).toBe('Made-up Ridge (a test game)');
    const board = parseBoard({ format: 'adjutant-board/1', game: 'made-up', units: [{ id: 'a', name: 'A', side: 'union', type: 'infantry', location: { kind: 'hex', hex: 'Ridge 1' } }] });
    expect(board.ok).toBe(true);
  });

  it('the command line takes it as --game with no edit of its own', async () => {
    // As for any game whose table is not printed (High Tide, They Met), odds need the player's table, and the
    // refusal names this game's own missing table: the command read the game from the registry.
    const r = await cli('odds', '--game', 'made-up', '--attack', '6', '--defense', '3');
    const known = await cli('odds', '--game', 'high-tide', '--attack', '6', '--defense', '3');
    expect(r.code).toBe(known.code);
    expect(r.err).toContain('the combat table of Made-up Ridge');
    expect(r.err).toBe(known.err.replace(/high-tide/g, 'made-up').replace('the combat tables of High Tide of the Confederacy', 'the combat table of Made-up Ridge'));
    const help = await cli('odds', '--game', 'chess', '--attack', '1', '--defense', '1');
    expect(help.err).toContain('made-up');
  });

  it('the popup offers it and answers for it with no edit of its own', async () => {
    const root = await mount(<PopupApp platform={fakePlatform()} />);
    await waitFor(() => byLabel(root, 'Game'));
    const picker = byLabel<HTMLSelectElement>(root, 'Game');
    expect([...picker.options].map((o) => o.textContent)).toContain('Made-up Ridge (a test game)');
    await choose(picker, 'made-up');
    await type(byLabel(root, 'Attack strength'), '6');
    await type(byLabel(root, 'Defence strength'), '3');
    await waitFor(() => expect(text(root)).toContain('No combat table for Made-up Ridge (a test game).'));
    expect(text(root)).toContain('attack 6 against defence 3, 2 to 1');
  });
});
