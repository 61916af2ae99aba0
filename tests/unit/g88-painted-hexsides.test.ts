import { describe, expect, it } from 'vitest';
import { withHexsideMarks } from '../../src/engine/index.js';
import { parseG88MovementSettings } from '../../src/engine/games/gettysburg-88/movement/parse-movement-settings.js';
import { loadMovementSettings } from '../../popup/movement-settings-load.js';
import { saveG88MovementSettings } from '../../src/storage/g88-movement-settings.js';
import { saveHexsideMarks } from '../../src/storage/hexside-marks.js';
import { memoryStore } from '../../src/storage/key-value-store.js';
import { MADE_UP_TEST_COSTS, settingsWith } from '../fixtures/g88-movement.js';

describe("Gettysburg '88 movement settings with the painted hexsides", () => {
  const listed = settingsWith({ map: { streams: [['F7', 'F8']], bridges: [['F7', 'F8']] } });

  it('a stream mark adds its hexside to map.streams, a bridge mark to map.bridges, each only once', () => {
    const out = withHexsideMarks(listed, { 'E6|E7': ['stream', 'bridge'], 'F7|F8': ['stream', 'bridge'], 'G1|G2': ['stream'] });
    expect(out?.map.streams).toEqual([['F7', 'F8'], ['E6', 'E7'], ['G1', 'G2']]);
    expect(out?.map.bridges).toEqual([['F7', 'F8'], ['E6', 'E7']]);
    // The result is still settings the movement rules' own check takes.
    expect(parseG88MovementSettings(out).ok).toBe(true);
  });

  it('a pair the settings list in the other order is the same hexside', () => {
    expect(withHexsideMarks(listed, { 'F7|F8': ['stream'] })).toBe(listed);
    const reversed = settingsWith({ map: { streams: [['F8', 'F7']] } });
    expect(withHexsideMarks(reversed, { 'F7|F8': ['stream'] })?.map.streams).toEqual([['F8', 'F7']]);
  });

  it('a bridge counts only over a stream, listed or painted; a ford is read by no rule', () => {
    const out = withHexsideMarks(listed, { 'E6|E7': ['bridge'], 'G1|G2': ['ford'] });
    expect(out).toBe(listed);
    expect(withHexsideMarks(settingsWith(), { 'E6|E7': ['bridge', 'ford'] })?.map).toEqual(settingsWith().map);
  });

  it('nothing confirmed stays nothing confirmed, and no marks leave the settings as they are', () => {
    expect(withHexsideMarks(null, { 'E6|E7': ['stream'] })).toBeNull();
    expect(withHexsideMarks(listed, {})).toBe(listed);
  });
});

describe('the popup’s one loader of the movement settings', () => {
  it('adds the painted streams and bridges to the stored settings; a game without movement settings gets none', async () => {
    const store = memoryStore();
    expect(await loadMovementSettings(store, 'gettysburg-88')).toBeNull();
    expect((await saveG88MovementSettings(store, MADE_UP_TEST_COSTS)).ok).toBe(true);
    expect((await saveHexsideMarks(store, 'gettysburg-88', [{ hexside: 'E7|E6', features: ['stream', 'bridge'] }])).ok).toBe(true);
    const settings = await loadMovementSettings(store, 'gettysburg-88');
    expect(settings?.map.streams).toEqual([['E6', 'E7']]);
    expect(settings?.map.bridges).toEqual([['E6', 'E7']]);
    expect(await loadMovementSettings(store, 'gettysburg-77')).toBeNull();
  });
});
