import { ATTRIBUTE_PREFIX, holdsBoard, insideBoard } from './board-nodes.js';

/**
 * Whether a batch of DOM changes can have changed the board. Everything else a page does (animations,
 * chat, adverts, Adjutant's own overlay host) is ignored without reading the board again.
 */
export function touchesBoard(records: readonly MutationRecord[], ownHost: Node | null): boolean {
  return records.some((r) => {
    if (ownHost && (r.target === ownHost || ownHost.contains(r.target))) return false;
    if (r.type === 'attributes') return r.attributeName?.startsWith(ATTRIBUTE_PREFIX) === true;
    if (r.type === 'characterData') return insideBoard(r.target);
    if (insideBoard(r.target)) return true;
    const changed = [...Array.from(r.addedNodes), ...Array.from(r.removedNodes)];
    return changed.some((n) => n !== ownHost && holdsBoard(n));
  });
}
