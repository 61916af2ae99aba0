import { hexGameMap } from '../../core/game-map.js';
import { cemeteryHillGrid } from './hex-grid.js';

/** Cemetery Hill's four-digit labels, on a grid whose shifted columns the map data may set. */
export const CEMETERY_HILL_MAP = hexGameMap((settings) => cemeteryHillGrid(settings), '0127');
