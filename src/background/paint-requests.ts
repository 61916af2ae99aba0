import type { HexTerrain } from '../engine/index.js';
import { formatFieldErrors, type FieldError, type GameId } from '../engine/index.js';
import type { Routes } from '../messaging/dispatch.js';
import type { PaintHexsideChange, PaintMarks } from '../messaging/paint-messages.js';
import { HEXSIDE_FEATURES, loadHexsideMarks, saveHexsideMarks, type HexsideFeature } from '../storage/hexside-marks.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import { loadTerrainMarks, saveTerrainMarks } from '../storage/terrain-marks.js';
import { contentSender, type SenderLike } from './sender-check.js';

/** A sender as the check reads it: the runtime's, or a test's stand-in. */
type PaintSender = SenderLike & { readonly frameId?: number };

export type PaintKind = 'paint-read' | 'paint-write';

async function answer(store: KeyValueStore, game: GameId, ok: boolean, message: string): Promise<PaintMarks> {
  const [marks, hexsides] = await Promise.all([loadTerrainMarks(store, game).catch(() => ({})), loadHexsideMarks(store, game).catch(() => ({}))]);
  return { type: 'paint-marks', ok, marks, hexsides, message: message.slice(0, 300) };
}

const isFeature = (f: string): f is HexsideFeature => (HEXSIDE_FEATURES as readonly string[]).includes(f);

/** A stroke's hexsides as the store takes them; a feature the store does not know is an error naming it. */
function hexsideChanges(changes: readonly PaintHexsideChange[]): { ok: true; value: { hexside: string; features: HexsideFeature[] | null }[] } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const value = changes.map((c, i) => {
    const bad = (c.features ?? []).filter((f) => !isFeature(f));
    if (bad.length > 0) errors.push({ path: `hexsides[${i}].features`, expected: `features among ${HEXSIDE_FEATURES.join(', ')}`, found: bad.join(', ') });
    return { hexside: c.hexside, features: c.features ? c.features.filter(isFeature) : null };
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/**
 * The worker's side of painting: only this extension's content script in a page's top frame may read or write
 * the marks this way (the popup and Options use the stores directly). A stroke is of hexes or of hexsides, and is
 * written whole or not at all.
 */
export function paintRoutes(store: KeyValueStore, extensionId: string, extensionOrigin: string): Routes<PaintKind, PaintSender> {
  const fromContent = (sender: PaintSender): boolean => contentSender(sender, extensionId, extensionOrigin) !== null;
  return {
    'paint-read': (sender) =>
      fromContent(sender)
        ? async ({ game }) => {
            try {
              const [marks, hexsides] = await Promise.all([loadTerrainMarks(store, game), loadHexsideMarks(store, game)]);
              return { type: 'paint-marks', ok: true, marks, hexsides, message: '' };
            } catch {
              return answer(store, game, false, 'Your stored terrain marks could not be read: Options reports them and keeps them for export.');
            }
          }
        : null,
    'paint-write': (sender) =>
      fromContent(sender)
        ? async ({ game, changes, hexsides }) => {
            if (changes.length > 0 && hexsides.length > 0) return answer(store, game, false, 'Not stored: a stroke paints hexes or hexsides, not both.');
            const sides = hexsideChanges(hexsides);
            const saved = await (!sides.ok ? Promise.resolve(sides) : hexsides.length > 0 ? saveHexsideMarks(store, game, sides.value) : saveTerrainMarks(store, game, changes)).catch(
              (e: unknown) => ({ ok: false as const, errors: [{ path: 'storage', expected: 'a write the browser accepts', found: e instanceof Error ? e.message : 'refused' }] }),
            );
            return saved.ok ? answer(store, game, true, '') : answer(store, game, false, `Not stored: ${formatFieldErrors(saved.errors)}`);
          }
        : null,
  };
}
