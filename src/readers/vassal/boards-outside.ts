import { cutText } from '../../engine/index.js';
import type { BoardPlacement } from './game-replay.js';
import type { MapSpec } from './module-geometry.js';

/**
 * Why a map's boards are not in the module, or null when they are: its board picker defines none (VASL's
 * picker loads its boards from separate board archives), or the save lays out a board the module does not
 * define (VASSAL would leave it out and lay out the rest, so a point past it would be read on the wrong board).
 */
export function boardsOutside(moduleName: string, map: MapSpec, placements: readonly BoardPlacement[] | undefined): string | null {
  if (map.boards.length === 0) {
    const used = placements === undefined || placements.length === 0 ? '' : `; this game lays out ${placements.length === 1 ? 'board' : 'boards'} ${names(placements.map((p) => p.name))}`;
    if (moduleName === 'VASL' || map.boardPicker?.startsWith('VASL.')) return `VASL keeps them in separate board archives${used}`;
    return map.boardPicker ? `its own board picker, ${quote(map.boardPicker)}, brings them from elsewhere${used}` : 'its board picker names none';
  }
  const missing = [...new Set((placements ?? []).map((p) => p.name))].filter((n) => !map.boards.some((b) => b.name === n));
  if (missing.length === 0) return null;
  const one = missing.length === 1;
  return `the saved game uses ${one ? 'board' : 'boards'} ${names(missing)}, which the module does not define; a module extension may add ${one ? 'it' : 'them'}`;
}

/** The boards a save laid out with a module's own picker (VASL's "bd" command names no map): the one map that has such a picker and no boards of its own gets them. */
export function boardsOfMap(map: MapSpec, mapId: string, saved: ReadonlyMap<string, readonly BoardPlacement[]>, pickerBoards: readonly BoardPlacement[]): readonly BoardPlacement[] | undefined {
  return saved.get(mapId) ?? (map.boards.length === 0 && map.boardPicker !== undefined && pickerBoards.length > 0 ? pickerBoards : undefined);
}

function names(list: readonly string[]): string {
  return `${list.slice(0, 5).map(quote).join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`;
}

function quote(s: string): string {
  return JSON.stringify(s.length > 60 ? `${cutText(s, 60)}…` : s);
}
