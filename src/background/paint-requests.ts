import type { HexTerrain } from '../engine/index.js';
import { formatFieldErrors } from '../engine/index.js';
import type { Routes } from '../messaging/dispatch.js';
import type { PaintMarks } from '../messaging/paint-messages.js';
import type { KeyValueStore } from '../storage/key-value-store.js';
import { loadTerrainMarks, saveTerrainMarks } from '../storage/terrain-marks.js';
import { contentSender, type SenderLike } from './sender-check.js';

/** A sender as the check reads it: the runtime's, or a test's stand-in. */
type PaintSender = SenderLike & { readonly frameId?: number };

export type PaintKind = 'paint-read' | 'paint-write';

function answer(marks: Readonly<Record<string, HexTerrain>>, ok: boolean, message: string): PaintMarks {
  return { type: 'paint-marks', ok, marks, message: message.slice(0, 300) };
}

/**
 * The worker's side of painting: only this extension's content script in a page's top frame may read or write
 * the marks this way (the popup and Options use the store directly). A stroke is written whole or not at all.
 */
export function paintRoutes(store: KeyValueStore, extensionId: string, extensionOrigin: string): Routes<PaintKind, PaintSender> {
  const fromContent = (sender: PaintSender): boolean => contentSender(sender, extensionId, extensionOrigin) !== null;
  return {
    'paint-read': (sender) =>
      fromContent(sender)
        ? async ({ game }) => {
            try {
              return answer(await loadTerrainMarks(store, game), true, '');
            } catch {
              return answer({}, false, 'Your stored terrain marks could not be read: Options reports them and keeps them for export.');
            }
          }
        : null,
    'paint-write': (sender) =>
      fromContent(sender)
        ? async ({ game, changes }) => {
            const saved = await saveTerrainMarks(store, game, changes).catch((e: unknown) => ({ ok: false as const, errors: [{ path: 'storage', expected: 'a write', found: e instanceof Error ? e.message : 'refused' }] }));
            if (saved.ok) return answer(saved.value, true, '');
            const now = await loadTerrainMarks(store, game).catch(() => ({}));
            return answer(now, false, `Not stored: ${formatFieldErrors(saved.errors)}`);
          }
        : null,
  };
}
