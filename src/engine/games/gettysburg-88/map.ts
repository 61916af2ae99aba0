import { hexGameMap } from '../../core/game-map.js';
import { GETTYSBURG_88_GRID } from './hex-grid.js';

/** The '88 map's labels and grid, as the clarifications' hex labels fix them. */
export const G88_MAP = hexGameMap(() => GETTYSBURG_88_GRID, 'E6');
