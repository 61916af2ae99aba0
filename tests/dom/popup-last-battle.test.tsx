import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { PopupApp } from '../../popup/popup-app.js';
import { readSavedBattle, savedBattleOf, SAVED_BATTLE_FORMAT, type LastBattleStore } from '../../popup/saved-battle.js';
import { EMPTY_DRAFT, newUnit } from '../../popup/battle-draft.js';
import type { GameId } from '../../src/engine/index.js';
import { fakePlatform } from './fake-popup-platform.js';
import { byLabel, byTestId, mount, text, type, waitFor } from './render-helper.js';

/** The session store as the browser keeps it: one value per game (the tab is the store's own). */
function sessionStore(): LastBattleStore & { readonly kept: Map<GameId, unknown> } {
  const kept = new Map<GameId, unknown>();
  return {
    kept,
    async load(game) {
      return structuredClone(kept.get(game));
    },
    async save(game, value) {
      if (value === null) kept.delete(game);
      else kept.set(game, structuredClone(value));
    },
  };
}

async function openPopup(lastBattle: LastBattleStore) {
  const root = await mount(<PopupApp platform={{ ...fakePlatform(), lastBattle }} initialGame="gettysburg-77" />);
  await waitFor(() => byLabel(root, 'Game'));
  return root;
}

describe('popup: the last battle comes back when the popup opens again', () => {
  it('keeps what was typed, and brings it back with its answer after the popup closed', async () => {
    const session = sessionStore();
    const first = await openPopup(session);
    await type(byLabel(first, 'Attack strength'), '10');
    await type(byLabel(first, 'Defence strength'), '14');
    await waitFor(() => expect(session.kept.has('gettysburg-77')).toBe(true));
    // The popup closes (a click into the board), and opens again.
    await act(async () => render(null, first));

    const again = await openPopup(session);
    await waitFor(() => expect(byLabel<HTMLInputElement>(again, 'Attack strength').value).toBe('10'));
    expect(byLabel<HTMLInputElement>(again, 'Defence strength').value).toBe('14');
    expect(text(byTestId(again, 'odds'))).toBe('1-2');
    expect(text(again.querySelector('[role="status"]'))).toBe('Your last battle in this tab is back.');
  });

  it('forgets it when the form is emptied, and never overwrites what is being typed', async () => {
    const session = sessionStore();
    const root = await openPopup(session);
    await type(byLabel(root, 'Attack strength'), '7');
    await waitFor(() => expect(session.kept.has('gettysburg-77')).toBe(true));
    await type(byLabel(root, 'Attack strength'), '');
    await waitFor(() => expect(session.kept.has('gettysburg-77')).toBe(false));
  });

  it('reads a saved battle back only whole and well formed', () => {
    const rows = [{ ...newUnit('attacker', undefined), name: 'Archer', strength: '6' }];
    const draft = { ...EMPTY_DRAFT, mode: 'units' as const, attackers: rows, drm: '-1' };
    const saved = savedBattleOf('gettysburg-77', draft);
    const back = readSavedBattle('gettysburg-77', saved);
    expect(back?.attackers.map((u) => [u.name, u.strength])).toEqual([['Archer', '6']]);
    expect(back?.drm).toBe('-1');
    // Another game's, another format, or any field of the wrong kind or size: nothing comes back.
    expect(readSavedBattle('cemetery-hill', saved)).toBeNull();
    const broken = (change: (d: Record<string, unknown>) => void): unknown => {
      const copy = structuredClone(saved) as { draft: Record<string, unknown> };
      change(copy.draft);
      return copy;
    };
    expect(readSavedBattle('gettysburg-77', { ...(saved as object), format: 'x' })).toBeNull();
    expect(readSavedBattle('gettysburg-77', broken((d) => (d.mode = 'both')))).toBeNull();
    expect(readSavedBattle('gettysburg-77', broken((d) => (d.drm = 3)))).toBeNull();
    expect(readSavedBattle('gettysburg-77', broken((d) => (d.attackTotal = 'x'.repeat(500))))).toBeNull();
    expect(readSavedBattle('gettysburg-77', broken((d) => ((d.attackers as Record<string, unknown>[])[0] = { name: '<b>' })))).toBeNull();
    expect(readSavedBattle('gettysburg-77', broken((d) => (d.board = { units: 'all' })))).toBeNull();
    expect(readSavedBattle('gettysburg-77', broken((d) => (d.modifiers = { choices: 'x' })))).toBeNull();
    expect(readSavedBattle('gettysburg-77', null)).toBeNull();
    expect(SAVED_BATTLE_FORMAT).toBe('adjutant-last-battle/1');
  });
});
