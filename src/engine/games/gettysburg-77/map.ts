import { hexGameMap } from '../../core/game-map.js';
import { GETTYSBURG_77_GRID } from './hex-grid.js';

/** The 1977 map's labels and grid, as the rules' hex labels fix them. */
export const G77_MAP = hexGameMap(() => GETTYSBURG_77_GRID, 'O38, II42');
