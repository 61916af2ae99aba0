import type { GameDescription } from './core/game-module.js';
import { description as cemeteryHill } from './games/cemetery-hill/index.js';
import { description as gettysburg77 } from './games/gettysburg-77/index.js';
import { description as gettysburg88 } from './games/gettysburg-88/index.js';
import { description as highTide } from './games/high-tide/index.js';
import { description as theyMet } from './games/they-met/index.js';

/**
 * The games Adjutant knows, in the order pages list them: the only list of games. A new game is a folder
 * games/<id>/ of the same shape as the others, plus one line here; everything else asks catalog.ts.
 */
export const GAMES: readonly GameDescription[] = [gettysburg77, gettysburg88, cemeteryHill, highTide, theyMet];
